import { Button, Group, MultiSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CTGOV_PHASES, CTGOV_STATUSES, PHASE_LABELS, STATUS_LABELS } from '../../../core/trials';
import { TONE } from '../../components/tones';
import { hasSearchText, type TrialSearchParams } from './api';

const STATUS_OPTIONS = CTGOV_STATUSES.filter(
  (s) => !['WITHHELD', 'NO_LONGER_AVAILABLE', 'TEMPORARILY_NOT_AVAILABLE'].includes(s),
).map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const PHASE_OPTIONS = CTGOV_PHASES.map((p) => ({ value: p, label: PHASE_LABELS[p] }));

/** What a new search starts with: studies that are recruiting or about to. */
export const DEFAULT_STATUS = ['RECRUITING', 'NOT_YET_RECRUITING'];

export function TrialSearchForm({
  initial,
  onSearch,
}: {
  initial: TrialSearchParams;
  onSearch(params: TrialSearchParams): void;
}) {
  const [values, setValues] = useState<TrialSearchParams>(initial);
  const [missing, setMissing] = useState(false);
  const set = <K extends keyof TrialSearchParams>(key: K, value: TrialSearchParams[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const text = (key: 'condition' | 'term' | 'intervention' | 'location') => ({
    value: values[key],
    onChange: (e: { currentTarget: HTMLInputElement }) => set(key, e.currentTarget.value),
    maxLength: 200,
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!hasSearchText(values)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSearch(values);
  }

  return (
    <form role="search" aria-label="Search ClinicalTrials.gov" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Condition or disease"
            placeholder="e.g. colorectal cancer"
            {...text('condition')}
          />
          <TextInput
            label="Intervention or treatment"
            placeholder="e.g. capecitabine"
            {...text('intervention')}
          />
          <TextInput label="Other terms" placeholder="e.g. KRAS G12C" {...text('term')} />
          <TextInput
            label="Location"
            placeholder="City, state, country or postal code"
            description="Sites matching these words are listed first."
            {...text('location')}
          />
          <MultiSelect
            label="Recruitment status"
            placeholder={values.status.length ? undefined : 'Any status'}
            data={STATUS_OPTIONS}
            value={values.status}
            onChange={(v) => set('status', v)}
            clearable
          />
          <MultiSelect
            label="Phase"
            placeholder={values.phase.length ? undefined : 'Any phase'}
            data={PHASE_OPTIONS}
            value={values.phase}
            onChange={(v) => set('phase', v)}
            clearable
          />
        </SimpleGrid>
        <Group justify="space-between" align="center" wrap="wrap">
          <Text size="sm" c={missing ? TONE.danger : 'dimmed'} role={missing ? 'alert' : undefined}>
            {missing
              ? 'Enter a condition, an intervention, other terms or a location to search.'
              : 'Searches the ClinicalTrials.gov registry live.'}
          </Text>
          <Button type="submit" leftSection={<Search size={16} aria-hidden />}>
            Search trials
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
