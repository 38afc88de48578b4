import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { GitCompareArrows, Search } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { AddToCompareButton } from '../../components/add-to-compare-button';
import {
  InteractionResults,
  sentenceCase,
  useInteractionTerm,
} from '../../components/interaction-results';
import { LoadFromPatientButton } from '../../components/load-from-patient';
import { useRoleTerm } from '../../components/use-role-term';
import {
  CHECK_MAX_DRUGS,
  CHECK_MIN_DRUGS,
  checkInteractions,
  type CheckResponse,
} from '../../lib/drug-api';
import { distinctResolved, findingsKey, interruptingFindings } from '../../lib/interaction-results';
import type { PatientDetail } from '../../lib/patient-api';
import { activeMedicationNames } from '../../lib/patient-load';
import { comparisonTrayStore } from '../../stores/comparison-tray';
import { drugSelectionStore, popularDrugs, useDrugSelection } from '../../stores/drug-selection';
import {
  describePatientLoad,
  isStale,
  parseDrugsParam,
  promoteResolved,
  textKey,
} from './check-list';
import { DrugPicker, type PickerEntry } from './drug-picker';
import { InterruptModal } from './interrupt-modal';
import { TONE } from '../../components/tones';

const POPULAR_SHOWN = 6;

function useSelectionHydrated(): boolean {
  return useSyncExternalStore(
    (notify) => drugSelectionStore.persist.onFinishHydration(notify),
    () => drugSelectionStore.persist.hasHydrated(),
  );
}

/** Adds every recognised drug of a check to the comparison tray and says what was refused. */
function addAllToComparison(result: CheckResponse) {
  const tray = comparisonTrayStore.getState();
  let added = 0;
  const duplicate: string[] = [];
  const full: string[] = [];
  for (const d of distinctResolved(result.resolved)) {
    if (d.rxcui === null) continue;
    const outcome = tray.add({ rxcui: d.rxcui, name: d.name }, 'interactions');
    if (outcome === 'ok') added += 1;
    else if (outcome === 'duplicate') duplicate.push(d.name);
    else full.push(d.name);
  }
  const parts = [`${added} added to the comparison.`];
  if (duplicate.length > 0) parts.push(`Already there: ${duplicate.join(', ')}.`);
  if (full.length > 0) parts.push(`Not added, the tray is full: ${full.join(', ')}.`);
  notifications.show({
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
    color: full.length > 0 ? 'red' : 'teal',
    message: parts.join(' '),
  });
}

/**
 * The interaction checker (issue 4 "Pages"): a chip input with typeahead for 2 to 30 drugs,
 * prefilled from `?drugs=`, results grouped by severity, and one interruptive alert for
 * contraindicated or major findings. Recognised drugs live in the drug-selection store (SPEC §4,
 * §7), so every add counts towards popularity; typed text stays on the page until resolved.
 */
export default function InteractionsPage() {
  const words = useInteractionTerm();
  // The page title follows its navigation entry ("Adverse Events" for a researcher, SPEC §1).
  const title = useInteractionTerm('navigation');
  const selected = useDrugSelection((s) => s.selectedDrugs);
  const popularity = useDrugSelection((s) => s.popularity);
  const names = useDrugSelection((s) => s.names);
  const hydrated = useSelectionHydrated();
  const [texts, setTexts] = useState<string[]>([]);
  const [params, setParams] = useSearchParams();
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<string>>(new Set());
  const [interruptOpen, setInterruptOpen] = useState(false);
  const [prefillNote, setPrefillNote] = useState<string | null>(null);
  const [patientNote, setPatientNote] = useState<string | null>(null);
  const t = useRoleTerm();
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const { mutate, ...check } = useMutation({
    mutationFn: (drugs: string[]) => checkInteractions(drugs),
  });
  const values = useMemo(() => [...selected.map((d) => d.rxcui), ...texts], [selected, texts]);

  /** Runs a check; `sentTexts` are the typed entries in it, promoted to drugs once resolved. */
  const run = useCallback(
    (drugs: string[], sentTexts: readonly string[]) =>
      mutate(drugs, {
        onSuccess(result) {
          const { promote, promotedTexts } = promoteResolved(result, sentTexts);
          const store = drugSelectionStore.getState();
          promote.forEach((d) => store.add(d));
          const promoted = new Set(promotedTexts.map(textKey));
          setTexts((current) => current.filter((t) => !promoted.has(textKey(t))));
          const serious = interruptingFindings(result.interactions);
          if (serious.length > 0 && !acknowledged.has(findingsKey(serious))) setInterruptOpen(true);
        },
      }),
    [mutate, acknowledged],
  );

  // Prefill once per link: `?drugs=` replaces the list and runs the check, then leaves the URL
  // so that a reload restores the list from storage instead of re-applying an old link.
  const applied = useRef<string | null>(null);
  const drugsParam = params.get('drugs');
  useEffect(() => {
    if (!hydrated || drugsParam === null || applied.current === drugsParam) return;
    applied.current = drugsParam;
    const { values: prefill, overflow } = parseDrugsParam(drugsParam);
    drugSelectionStore.getState().clear();
    setTexts(prefill);
    setPrefillNote(
      overflow > 0
        ? `The link named more than ${CHECK_MAX_DRUGS} drugs; ${overflow} left out.`
        : null,
    );
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('drugs');
        return next;
      },
      { replace: true },
    );
    if (prefill.length >= CHECK_MIN_DRUGS) run(prefill, prefill);
  }, [hydrated, drugsParam, setParams, run]);

  /** Replaces the list with the current patient's active medications and checks them. */
  const loadPatient = (record: PatientDetail) => {
    const { names, unresolved, withheld } = activeMedicationNames(record);
    const loaded = names.slice(0, CHECK_MAX_DRUGS);
    drugSelectionStore.getState().clear();
    setTexts(loaded);
    check.reset();
    setInterruptOpen(false);
    setPrefillNote(null);
    setPatientNote(
      describePatientLoad({
        label: record.label,
        loaded: loaded.length,
        unresolved: unresolved.filter((u) => loaded.includes(u)),
        withheld,
        overflow: names.length - loaded.length,
        medicationWord: {
          one: t('medication').toLowerCase(),
          many: t('medication', true).toLowerCase(),
        },
      }),
    );
    if (loaded.length >= CHECK_MIN_DRUGS) run(loaded, loaded);
  };

  const entries: PickerEntry[] = [
    ...selected.map((d) => ({ key: d.rxcui, label: d.name, unmatched: false })),
    ...texts.map((t) => ({ key: textKey(t), label: t, unmatched: true })),
  ];
  const popular = popularDrugs(popularity, names, POPULAR_SHOWN + selected.length)
    .filter((d) => !selected.some((s) => s.rxcui === d.rxcui))
    .slice(0, POPULAR_SHOWN);
  const full = values.length >= CHECK_MAX_DRUGS;
  const result = check.data;
  const serious = result ? interruptingFindings(result.interactions) : [];
  const stale = result ? isStale(result, selected, texts) : false;

  const addText = (text: string) => {
    if (full || texts.some((t) => textKey(t) === textKey(text))) return;
    const asDrug = selected.find((d) => d.name.toLowerCase() === text.trim().toLowerCase());
    if (asDrug) return;
    setTexts([...texts, text.trim()]);
  };
  const remove = (key: string) => {
    if (key.startsWith('text:')) setTexts(texts.filter((t) => textKey(t) !== key));
    else drugSelectionStore.getState().remove(key);
  };

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={2}>{sentenceCase(`${title.one} checker`)}</Title>
        <LoadFromPatientButton
          what={`active ${t('medication', true).toLowerCase()}`}
          onLoad={loadPatient}
        />
      </Group>
      <Text c="dimmed" size="sm">
        Checks every pair among {CHECK_MIN_DRUGS} to {CHECK_MAX_DRUGS} drugs against curated records
        and mechanism-based inference from each drug's metabolism, transport and risk profile.
      </Text>

      <Card
        withBorder
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (values.length >= CHECK_MIN_DRUGS) run(values, texts);
        }}
      >
        <Stack gap="sm">
          <DrugPicker
            entries={entries}
            maxEntries={CHECK_MAX_DRUGS}
            onAddDrug={(d) => {
              if (d.rxcui === null) addText(d.name);
              else if (!full) drugSelectionStore.getState().add({ rxcui: d.rxcui, name: d.name });
            }}
            onAddText={addText}
            onRemove={remove}
          />
          {popular.length > 0 ? (
            <Group gap={6} aria-label="Frequently checked drugs" role="group">
              <Text size="xs" c="dimmed">
                Frequently checked:
              </Text>
              {popular.map((d) => (
                <Button
                  key={d.rxcui}
                  size="compact-xs"
                  variant="light"
                  disabled={full}
                  onClick={() => drugSelectionStore.getState().add(d)}
                  aria-label={`Add ${d.name}`}
                >
                  + {d.name}
                </Button>
              ))}
            </Group>
          ) : null}
          {patientNote ? (
            <Alert color={TONE.info} p="xs" role="status" aria-label="Loaded from the patient">
              {patientNote}
            </Alert>
          ) : null}
          {prefillNote ? (
            <Alert color={TONE.warning} p="xs">
              {prefillNote}
            </Alert>
          ) : null}
          <Group gap="xs">
            <Button
              type="submit"
              leftSection={<Search size={16} aria-hidden />}
              disabled={values.length < CHECK_MIN_DRUGS || check.isPending}
              loading={check.isPending}
            >
              Check {words.many.toLowerCase()}
            </Button>
            <Button
              variant="default"
              disabled={values.length === 0}
              onClick={() => {
                drugSelectionStore.getState().clear();
                setTexts([]);
                setPatientNote(null);
                check.reset();
                setInterruptOpen(false);
              }}
            >
              Clear all
            </Button>
            {values.length < CHECK_MIN_DRUGS ? (
              <Text size="sm" c="dimmed">
                Add at least {CHECK_MIN_DRUGS} drugs to check.
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Card>

      <section aria-labelledby="check-results" aria-busy={check.isPending}>
        <Title order={3} id="check-results" ref={resultsHeading} tabIndex={-1} mb="sm">
          Results
        </Title>
        {check.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">Checking {check.variables?.length ?? values.length} drugs…</Text>
          </Group>
        ) : check.isError ? (
          <Alert color={TONE.danger} role="alert" title="The check failed">
            {check.error.message}. Nothing was checked; try again.
          </Alert>
        ) : result ? (
          <Stack gap="md">
            {stale ? (
              <Alert color={TONE.warning} role="status">
                The list has changed since these results. Check again to update them.
              </Alert>
            ) : null}
            <InteractionResults
              result={result}
              extra={<CheckedDrugs result={result} />}
              onPickSuggestion={(input, candidate) => {
                setTexts((current) => current.filter((t) => textKey(t) !== textKey(input)));
                if (candidate.rxcui)
                  drugSelectionStore
                    .getState()
                    .add({ rxcui: candidate.rxcui, name: candidate.name });
                else setTexts((current) => [...current, candidate.name]);
              }}
            />
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No check run yet. Add drugs above and press “Check {words.many.toLowerCase()}”.
          </Text>
        )}
      </section>

      <InterruptModal
        opened={interruptOpen && serious.length > 0}
        findings={serious}
        words={words}
        onAcknowledge={() => {
          setAcknowledged(new Set([...acknowledged, findingsKey(serious)]));
          setInterruptOpen(false);
          resultsHeading.current?.focus();
        }}
      />
    </Stack>
  );
}

/** The recognised drugs of a check, each with an "add to comparison" action. */
function CheckedDrugs({ result }: { result: CheckResponse }) {
  const drugs = distinctResolved(result.resolved);
  if (drugs.length === 0) return null;
  return (
    <Card withBorder p="sm">
      <Group justify="space-between" mb="xs" gap="xs">
        <Text size="sm" fw={600}>
          Checked drugs
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<GitCompareArrows size={14} aria-hidden />}
          onClick={() => addAllToComparison(result)}
        >
          Add all to comparison
        </Button>
      </Group>
      <Group gap="xs">
        {drugs.map((d) => (
          <Group key={d.rxcui ?? d.name} gap={4} wrap="nowrap">
            <Text size="sm">{d.name}</Text>
            <AddToCompareButton rxcui={d.rxcui} name={d.name} source="interactions" />
          </Group>
        ))}
      </Group>
    </Card>
  );
}
