import { ALERT_KINDS, type AlertKind } from '../alerts';

/*
 * Case studies (issue 15): the demonstration patients, de-identified, with the problems the alert
 * engine finds in their records. The learner reads the case and says which kinds of problem it
 * raises; the grade compares that with the engine's findings. Dates are shown as days relative
 * to today ("day −42"), which is how a case is taught and which says nothing about a calendar.
 */

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  interaction: 'Drug–drug interaction',
  allergy: 'Allergy or cross-sensitivity',
  pgx: 'Pharmacogenomic result',
  renal: 'Renal function',
  hepatic: 'Hepatic function',
  lab: 'Pre-treatment laboratory value',
  cumulative: 'Cumulative lifetime dose',
  duplicate: 'Duplicate therapy',
  qt: 'QT prolongation',
  unresolved: 'Medication not recognised',
};

export interface CaseGrade {
  correct: boolean;
  /** Kinds chosen that the record raises / the union of both: 1 when the sets are equal. */
  score: number;
  found: AlertKind[];
  missed: AlertKind[];
  /** Kinds chosen that the record does not raise. */
  extra: AlertKind[];
}

const inKindOrder = (kinds: Iterable<AlertKind>) => {
  const set = new Set(kinds);
  return ALERT_KINDS.filter((k) => set.has(k));
};

/** Compares the kinds a learner chose with the kinds of the engine's findings. */
export function gradeCaseAnswer(
  raised: readonly AlertKind[],
  chosen: readonly AlertKind[],
): CaseGrade {
  const actual = new Set(raised);
  const picked = new Set(chosen);
  const found = inKindOrder([...picked].filter((k) => actual.has(k)));
  const missed = inKindOrder([...actual].filter((k) => !picked.has(k)));
  const extra = inKindOrder([...picked].filter((k) => !actual.has(k)));
  const union = new Set([...actual, ...picked]).size;
  return {
    correct: missed.length === 0 && extra.length === 0,
    score: union === 0 ? 1 : found.length / union,
    found,
    missed,
    extra,
  };
}

const DAY_MS = 86_400_000;

/** Whole days from the UTC day of `nowMs` to the UTC day of `iso` (negative: in the past). */
export function dayOffset(iso: string, nowMs: number): number | null {
  const t = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(t)) return null;
  return Math.floor(t / DAY_MS) - Math.floor(nowMs / DAY_MS);
}

/** "today", "day −3", "day +2". */
export function dayLabel(offset: number): string {
  if (offset === 0) return 'today';
  return offset < 0 ? `day −${-offset}` : `day +${offset}`;
}

const ISO_DATE_IN_TEXT =
  /\b\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?/g;

/** Every ISO date or date-time inside a text as a day relative to today. */
export function relativeDatesInText(text: string, nowMs: number): string {
  return text.replace(ISO_DATE_IN_TEXT, (match) => {
    const offset = dayOffset(match, nowMs);
    return offset === null ? match : dayLabel(offset);
  });
}

/** "A 71-year-old woman with metastatic colon cancer" from structured fields only. */
export function caseHeadline(input: {
  ageYears: number | null;
  sex: 'female' | 'male' | 'other' | 'unknown';
  conditions: ReadonlyArray<string | null>;
}): string {
  const person = input.sex === 'female' ? 'woman' : input.sex === 'male' ? 'man' : 'patient';
  const age = input.ageYears === null ? '' : `${input.ageYears}-year-old `;
  const article = input.ageYears !== null && /^(8|11|18)/.test(String(input.ageYears)) ? 'An' : 'A';
  const first = input.conditions.find((c): c is string => Boolean(c));
  const condition = first ? ` with ${first.charAt(0).toLowerCase()}${first.slice(1)}` : '';
  return `${input.ageYears === null ? 'A' : article} ${age}${person}${condition}`;
}
