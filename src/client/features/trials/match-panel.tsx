import { Alert, Box, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import type { CriterionFinding, CriterionResult, TrialMatch } from '../../../core/trials';
import { LoadingState } from '../../components/query-state';
import { TONE } from '../../components/tones';
import { ApiError } from '../../lib/api';
import { patientContextStore, usePatientContext } from '../../stores/patient-context';
import { usePatientChoices, useTrialMatch } from './api';
import { CriterionBadge } from './labels';
import { RegistryError } from './registry-error';
import { useTerm } from './use-term';

/** Chooses the current patient (the browser's patient context) from the institution's list. */
export function PatientPicker({ onDone }: { onDone?: () => void }) {
  const t = useTerm();
  const current = usePatientContext((s) => s.current);
  const choices = usePatientChoices(true);
  const [picked, setPicked] = useState<string | null>(current?.id ?? null);
  const word = t('patient').toLowerCase();

  if (choices.isPending) return <LoadingState what={t('patient', true).toLowerCase()} />;
  if (choices.isError) {
    return (
      <Text size="sm" c={TONE.danger} role="alert">
        Could not load the list: {(choices.error as Error).message}
      </Text>
    );
  }
  const items = choices.data.items;
  if (items.length === 0) {
    return <Text size="sm">Your institution has no {t('patient', true).toLowerCase()} yet.</Text>;
  }
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <Select
        label={`Current ${word}`}
        placeholder={`Choose a ${word}`}
        data={items.map((p) => ({ value: p.id, label: p.isDemo ? `${p.label} (demo)` : p.label }))}
        value={picked}
        onChange={setPicked}
        searchable
        w={{ base: '100%', xs: 300 }}
      />
      <Button
        variant="light"
        disabled={!picked}
        onClick={() => {
          const p = items.find((x) => x.id === picked);
          if (p) patientContextStore.getState().setCurrent({ id: p.id, label: p.label });
          onDone?.();
        }}
      >
        Use this {word}
      </Button>
    </Group>
  );
}

const SECTION_WORD: Record<CriterionFinding['section'], string> = {
  inclusion: 'Inclusion',
  exclusion: 'Exclusion',
  unsectioned: 'Eligibility text',
  conditions: 'Listed condition',
};

/** The eligibility-text rules behind a criterion, each with its own result and the fact used. */
function Findings({ findings }: { findings: readonly CriterionFinding[] }) {
  if (findings.length === 0) return null;
  return (
    <Stack component="ul" gap={6} p={0} m={0} mt={4} style={{ listStyle: 'none' }}>
      {findings.map((f, i) => (
        <Box
          component="li"
          key={i}
          pl="xs"
          style={{ borderLeft: '2px solid var(--mantine-color-gray-4)' }}
        >
          <Group gap={6} wrap="nowrap" align="flex-start">
            <CriterionBadge status={f.status} />
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {SECTION_WORD[f.section]}: “{f.text}”
            </Text>
          </Group>
          <Text size="sm" mt={2} style={{ overflowWrap: 'anywhere' }}>
            {f.reason}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

function CriterionCard({ c }: { c: CriterionResult }) {
  return (
    <Card withBorder padding="sm" component="li" aria-label={`${c.label}: ${c.status}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm">
            {c.label}
          </Text>
          <CriterionBadge status={c.status} />
        </Group>
        {/* One finding says it all; several are summed up by the most telling one first. */}
        {c.findings.length !== 1 ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {c.reason}
          </Text>
        ) : null}
        <Findings findings={c.findings} />
        {c.study && c.findings.length === 0 ? (
          <Text size="xs" c="dimmed">
            Study: {c.study}
          </Text>
        ) : null}
        {c.patient ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Record: {c.patient}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function Summary({ match, word }: { match: TrialMatch; word: string }) {
  const failed = match.criteria.filter((c) => c.status === 'not-met');
  if (failed.length > 0) {
    return (
      <Alert variant="outline" color={TONE.danger} title="A criterion is not met">
        <Text size="sm">
          {failed.map((c) => c.label).join(', ')}: see below. On the record as it stands, the study
          as registered rules this {word} out; each reason names the fact it used.
        </Text>
      </Alert>
    );
  }
  return (
    <Alert variant="outline" color={TONE.info} title="No structured criterion rules this out">
      <Text size="sm">
        {match.counts.met} of {match.criteria.length} criteria are met on the record;{' '}
        {match.counts.unknown} cannot be settled from it and are left to the eligibility text as
        written. This is not a finding of eligibility: the study team decides that.
      </Text>
    </Alert>
  );
}

/** How the current patient compares with one study's structured eligibility. */
export function MatchPanel({ nctId }: { nctId: string }) {
  const t = useTerm();
  const word = t('patient').toLowerCase();
  const current = usePatientContext((s) => s.current);
  const match = useTrialMatch(nctId, current?.id ?? null);
  const [choosing, setChoosing] = useState(false);
  const gone = match.error instanceof ApiError && match.error.status === 404;
  const headingId = 'trial-match-heading';

  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            Match for the current {word}
          </Title>
          {current && !choosing ? (
            <Group gap="xs" wrap="nowrap">
              <UserRound size={16} aria-hidden />
              <Text size="sm" fw={600}>
                {current.label}
              </Text>
              <Button size="compact-sm" variant="subtle" onClick={() => setChoosing(true)}>
                Change
              </Button>
            </Group>
          ) : null}
        </Group>
        {!current || choosing ? (
          <Stack gap="xs">
            {!current ? (
              <Text size="sm">
                No current {word} is chosen. Choose one to compare the study’s structured
                eligibility with the record.
              </Text>
            ) : null}
            <PatientPicker onDone={() => setChoosing(false)} />
          </Stack>
        ) : match.isPending ? (
          <LoadingState what="the match" />
        ) : match.isError ? (
          gone ? (
            <Alert variant="outline" color={TONE.warning} title={`This ${word} is not available`}>
              <Text size="sm">{(match.error as Error).message}</Text>
              <Button
                size="xs"
                variant="light"
                mt="xs"
                onClick={() => patientContextStore.getState().forget(current.id)}
              >
                Choose another {word}
              </Button>
            </Alert>
          ) : (
            <RegistryError
              error={match.error}
              retry={() => void match.refetch()}
              title="Could not compare the study with the record"
            />
          )
        ) : (
          <>
            <Summary match={match.data} word={word} />
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {match.data.criteria.map((c) => (
                <CriterionCard key={c.id} c={c} />
              ))}
            </Stack>
            <Text size="xs" c="dimmed">
              Compared {new Date(match.data.evaluatedAt).toLocaleString()} with the study as
              ClinicalTrials.gov gives it now
              {match.data.identified ? '' : ', on the de-identified record (dates shifted)'}.
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
