import { Button, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { DayRange } from './api';

const DAY_MS = 86_400_000;
export const MAX_RANGE_DAYS = 366;

export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

export const PRESETS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '12 months' },
] as const;

/** The last `days` UTC days, today included. */
export function lastDays(days: number, nowMs = Date.now()): DayRange {
  const to = dayOf(nowMs);
  return { from: dayOf(dayMs(to) - (days - 1) * DAY_MS), to };
}

/** What is wrong with a custom range, or null (the server checks it again). */
export function rangeProblem(range: DayRange): string | null {
  if (Number.isNaN(dayMs(range.from)) || Number.isNaN(dayMs(range.to))) return 'Enter both dates.';
  if (dayMs(range.from) > dayMs(range.to)) return 'The start must be on or before the end.';
  if ((dayMs(range.to) - dayMs(range.from)) / DAY_MS + 1 > MAX_RANGE_DAYS)
    return `A range covers at most ${MAX_RANGE_DAYS} days.`;
  return null;
}

/** Presets, or two dates for a custom range (UTC days, both included). */
export function RangePicker({
  range,
  onChange,
  nowMs,
}: {
  range: DayRange;
  onChange(range: DayRange): void;
  /** "Today" for the presets, fixed by the page. */
  nowMs: number;
}) {
  const preset = PRESETS.find((p) => {
    const r = lastDays(Number(p.value), nowMs);
    return r.from === range.from && r.to === range.to;
  });
  const [draft, setDraft] = useState(range);
  const [prev, setPrev] = useState(range);
  if (prev.from !== range.from || prev.to !== range.to) {
    setPrev(range);
    setDraft(range);
  }
  const problem = rangeProblem(draft);
  const changed = draft.from !== range.from || draft.to !== range.to;
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <div>
        <Text size="sm" fw={500} mb={4} id="analytics-preset-label">
          Period
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby="analytics-preset-label"
          data={[...PRESETS, { value: 'custom', label: 'Custom' }]}
          value={preset?.value ?? 'custom'}
          onChange={(value) => {
            if (value !== 'custom') onChange(lastDays(Number(value), nowMs));
          }}
        />
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!problem) onChange(draft);
        }}
      >
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            type="date"
            label="From"
            value={draft.from}
            max={draft.to}
            onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
            error={changed && problem ? problem : undefined}
          />
          <TextInput
            type="date"
            label="To"
            value={draft.to}
            min={draft.from}
            onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
          />
          <Button type="submit" variant="light" disabled={!changed || problem !== null}>
            Apply
          </Button>
        </Group>
      </form>
    </Group>
  );
}
