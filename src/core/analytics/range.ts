/*
 * Date ranges of /analytics. Days are UTC calendar days written YYYY-MM-DD, both ends included.
 * A range of up to 92 days is charted by day; a longer one (up to 366 days) by ISO week, so a
 * chart never has more than about 53 bars.
 */

const DAY_MS = 86_400_000;
export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;
export const DAILY_UP_TO_DAYS = 92;

export type Bucket = 'day' | 'week';

export interface DateRange {
  from: string;
  to: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar day (2025-02-30 is not). */
export function isIsoDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const t = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === text;
}

export function dayMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOf(dayMs(day) + days * DAY_MS);
}

/** Days from `from` to `to`, both included (1 for a single day). */
export function rangeLength(range: DateRange): number {
  return Math.round((dayMs(range.to) - dayMs(range.from)) / DAY_MS) + 1;
}

/** The default range: the last `DEFAULT_RANGE_DAYS` days, today (UTC) included. */
export function defaultRange(nowMs: number): DateRange {
  const to = dayOf(nowMs);
  return { from: addDays(to, -(DEFAULT_RANGE_DAYS - 1)), to };
}

export type RangeCheck =
  { ok: true; range: DateRange } | { ok: false; field: 'from' | 'to'; message: string };

/**
 * The range asked for, with defaults: no `to` is today, no `from` is `DEFAULT_RANGE_DAYS` before
 * `to`. Refused, naming the field: a day that does not exist, `from` after `to`, or a range longer
 * than `MAX_RANGE_DAYS`.
 */
export function resolveRange(
  input: { from?: string | undefined; to?: string | undefined },
  nowMs: number,
): RangeCheck {
  for (const field of ['from', 'to'] as const) {
    const value = input[field];
    if (value !== undefined && !isIsoDay(value)) {
      return { ok: false, field, message: `${field} must be a calendar day written YYYY-MM-DD` };
    }
  }
  const to = input.to ?? dayOf(nowMs);
  const from = input.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (dayMs(from) > dayMs(to)) {
    return { ok: false, field: 'from', message: 'from must be on or before to' };
  }
  if (rangeLength({ from, to }) > MAX_RANGE_DAYS) {
    return {
      ok: false,
      field: 'from',
      message: `the range may cover at most ${MAX_RANGE_DAYS} days`,
    };
  }
  return { ok: true, range: { from, to } };
}

export function bucketFor(range: DateRange): Bucket {
  return rangeLength(range) <= DAILY_UP_TO_DAYS ? 'day' : 'week';
}

/** The first day of the bucket holding `day`: the day itself, or the Monday of its ISO week. */
export function bucketStart(day: string, bucket: Bucket): string {
  if (bucket === 'day') return day;
  const weekday = new Date(dayMs(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The periods of a range, in order: each day, or each ISO week touching the range. */
export function periodsOf(range: DateRange, bucket: Bucket = bucketFor(range)): string[] {
  const out: string[] = [];
  let day = bucketStart(range.from, bucket);
  const step = bucket === 'day' ? 1 : 7;
  while (dayMs(day) <= dayMs(range.to)) {
    out.push(day);
    day = addDays(day, step);
  }
  return out;
}

/** The instants a range covers: from the start of `from` to the start of the day after `to`. */
export function rangeBounds(range: DateRange): { start: Date; end: Date } {
  return { start: new Date(dayMs(range.from)), end: new Date(dayMs(range.to) + DAY_MS) };
}
