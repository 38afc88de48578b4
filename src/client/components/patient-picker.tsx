import {
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Search, UserRound } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { usePatientList, type PatientListItem } from '../lib/patient-api';
import { patientFacts } from '../lib/patient-load';
import { patientContextStore, usePatientContext } from '../stores/patient-context';
import { LoadError } from './query-state';
import { TONE } from './tones';
import { useRoleTerm } from './use-role-term';

/** True once the patient context has been read from browser storage (async when encrypted). */
export function usePatientContextHydrated(): boolean {
  return useSyncExternalStore(
    (notify) => patientContextStore.persist.onFinishHydration(notify),
    () => patientContextStore.persist.hasHydrated(),
  );
}

function alertSummary(counts: PatientListItem['alertCounts']): string | null {
  const parts = (['critical', 'high'] as const)
    .filter((s) => counts[s] > 0)
    .map((s) => `${counts[s]} ${s}`);
  return parts.length > 0 ? parts.join(', ') : null;
}

function PatientRow({ patient, onPick }: { patient: PatientListItem; onPick(): void }) {
  const conditions = patient.conditions
    .map((c) => c.name ?? c.icd10)
    .filter((c): c is string => c !== null);
  const alerts = alertSummary(patient.alertCounts);
  return (
    <UnstyledButton
      onClick={onPick}
      w="100%"
      p="xs"
      className="patient-picker-row"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        border: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={600}>{patient.label}</Text>
            {patient.isDemo ? (
              <Badge size="xs" variant="outline" color="gray.7">
                Demo
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {patientFacts(patient)}
          </Text>
          {conditions.length > 0 ? (
            <Text size="xs" lineClamp={1}>
              {conditions.slice(0, 2).join('; ')}
              {conditions.length > 2 ? ` and ${conditions.length - 2} more` : ''}
            </Text>
          ) : null}
        </div>
        {alerts ? (
          <Badge color={TONE.danger} variant="light" style={{ flexShrink: 0 }}>
            {alerts}
          </Badge>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}

/**
 * Search the institution's patients (`GET /api/patients?q=`) and make one current: the shared
 * patient context then carries it to /clinical, the interaction checker and genomics. Recent
 * patients come first while the search box is empty.
 */
export function PatientPicker({
  onPicked,
}: {
  onPicked?(patient: { id: string; label: string }): void;
}) {
  const t = useRoleTerm();
  const recent = usePatientContext((s) => s.recent);
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 250);
  const search = usePatientList({ q, pageSize: 10, sort: 'name' });
  const pick = (p: { id: string; label: string }) => {
    patientContextStore.getState().setCurrent({ id: p.id, label: p.label });
    onPicked?.(p);
  };
  const one = t('patient').toLowerCase();
  const data = search.data;

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={`Find a ${one}`}
        description="Name, MRN, condition or drug"
        placeholder="e.g. Demo or C50"
        leftSection={<Search size={16} aria-hidden />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autoComplete="off"
      />
      {text.trim() === '' && recent.length > 0 ? (
        <Group gap={6} role="group" aria-label={`Recent ${t('patient', true).toLowerCase()}`}>
          <Text size="xs" c="dimmed">
            Recent:
          </Text>
          {recent.slice(0, 5).map((p) => (
            <Button
              key={p.id}
              size="compact-xs"
              variant="light"
              leftSection={<UserRound size={12} aria-hidden />}
              onClick={() => pick(p)}
            >
              {p.label}
            </Button>
          ))}
        </Group>
      ) : null}
      <section aria-label={`${t('patient')} search results`} aria-busy={search.isFetching}>
        {search.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">Loading {t('patient', true).toLowerCase()}…</Text>
          </Group>
        ) : search.isError ? (
          <LoadError
            error={search.error}
            retry={() => void search.refetch()}
            title={`Could not search ${t('patient', true).toLowerCase()}`}
          />
        ) : data && data.items.length === 0 ? (
          <Text size="sm" role="status">
            {q ? `No ${one} matches “${q}”.` : `No ${t('patient', true).toLowerCase()} yet.`}
          </Text>
        ) : data ? (
          <Stack gap={6}>
            <Text size="xs" c="dimmed" role="status">
              {data.total > data.items.length
                ? `Showing ${data.items.length} of ${data.total}; refine the search to narrow it.`
                : `${data.total} ${data.total === 1 ? one : t('patient', true).toLowerCase()}`}
              {search.isFetching ? ' · updating…' : ''}
            </Text>
            <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
              {data.items.map((p) => (
                <li key={p.id}>
                  <PatientRow patient={p} onPick={() => pick(p)} />
                </li>
              ))}
            </Stack>
          </Stack>
        ) : null}
      </section>
    </Stack>
  );
}
