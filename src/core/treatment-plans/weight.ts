import { fmt } from '../dosing/outcome';

/*
 * Is the weight the doses stand on still the patient's weight? (issue 19). The ASCO/ONS
 * Chemotherapy Administration Safety Standards (2016 update; Neuss MN et al, Oncol Nurs Forum
 * 2017;44(1):31-43) list the height and weight used to calculate a dose among what an order
 * carries. How recent that weight must be, and how large a change calls for new doses, are set
 * by each institution: the two figures below are PRODUCT DEFAULTS (the 10% change is the figure
 * issue 19 names), not thresholds from a cited source. No regimen record states its own window
 * today; `weightWindowDays` is the hook for one when it does.
 */

/** Product default: a dose-basis weight older than this many days before a cycle is a finding. */
export const DEFAULT_WEIGHT_WINDOW_DAYS = 30;
/** Product default: a weight change above this percent since the dose basis is a finding. */
export const WEIGHT_CHANGE_LIMIT_PERCENT = 10;

export type WeightFindingKind = 'weight-undated' | 'weight-stale' | 'weight-changed' | 'weight-missing';

export interface WeightFinding {
  kind: WeightFindingKind;
  /** What a prescriber or pharmacist reads on the plan and the order sheet. */
  text: string;
  /** Whether this is a product default rather than a sourced threshold: always, today. */
  basis: 'product-default';
}

export interface WeightCheckInput {
  /** The weight every cycle's doses were calculated from (the plan's dose basis). */
  basisWeightKg: number;
  /** The record's weight now, and when it was measured (null: no date on record). */
  currentWeightKg: number | null;
  currentWeightMeasuredAt: string | null | undefined;
  /** The day the check is for: today, or the cycle's due day when that is later. */
  now: number;
  windowDays?: number;
}

const DAY_MS = 86_400_000;

/**
 * The weight findings of a plan as the record stands: the weight missing, undated or older than
 * the window, or changed by more than 10% from the weight the doses were calculated from. None
 * of them stops a plan; each asks for a new weight or new doses before the next cycle is signed.
 */
export function weightFindings(input: WeightCheckInput): WeightFinding[] {
  const windowDays = input.windowDays ?? DEFAULT_WEIGHT_WINDOW_DAYS;
  const out: WeightFinding[] = [];
  const add = (kind: WeightFindingKind, text: string) =>
    out.push({ kind, text, basis: 'product-default' });
  if (input.currentWeightKg === null) {
    add(
      'weight-missing',
      `The record has no weight now; the doses stand on ${fmt(input.basisWeightKg)} kg. Weigh the patient before the next cycle.`,
    );
    return out;
  }
  if (!input.currentWeightMeasuredAt) {
    add(
      'weight-undated',
      `The record’s weight (${fmt(input.currentWeightKg)} kg) has no date of measurement, so it cannot be shown to be within ${windowDays} days. Weigh the patient, or record when it was measured, before the next cycle.`,
    );
  } else {
    const ageDays = Math.floor((input.now - Date.parse(input.currentWeightMeasuredAt)) / DAY_MS);
    if (ageDays > windowDays) {
      add(
        'weight-stale',
        `The weight was measured ${ageDays} days ago (${input.currentWeightMeasuredAt.slice(0, 10)}), older than the ${windowDays}-day window (product default). Weigh the patient before the next cycle.`,
      );
    }
  }
  const changePercent = ((input.currentWeightKg - input.basisWeightKg) / input.basisWeightKg) * 100;
  if (Math.abs(changePercent) > WEIGHT_CHANGE_LIMIT_PERCENT + 1e-9) {
    add(
      'weight-changed',
      `Weight ${fmt(input.currentWeightKg)} kg now against ${fmt(input.basisWeightKg)} kg the doses were calculated from (${changePercent > 0 ? '+' : ''}${fmt(changePercent, 1)}%, over the ${WEIGHT_CHANGE_LIMIT_PERCENT}% limit, product default): recalculate the doses before the next cycle.`,
    );
  }
  return out;
}
