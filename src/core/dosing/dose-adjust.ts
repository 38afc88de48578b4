import { fmt, inRange, round, unknown, type Unknown } from './outcome';

/**
 * Per-administration ceiling, e.g. vincristine 1.4 mg/m² capped at 2 mg (the cap used in the CHOP
 * and R-CHOP trials; CLINICAL-NOTES) or brentuximab vedotin 1.2 mg/kg up to 120 mg (Adcetris US
 * label § 2.1). The cap is compared against the dose actually to be given.
 */
export function applyDoseCap(
  dose: number,
  cap: number | undefined,
): { value: number; capped: boolean } {
  if (cap === undefined || dose <= cap) return { value: dose, capped: false };
  return { value: cap, capped: true };
}

/**
 * Dose level as a percentage of the full protocol dose (100 = full; 80 = a 20% reduction).
 * Dose levels are protocol- and label-specific; this only applies the percentage chosen.
 */
export function applyDoseLevel(
  dose: number,
  percent: number,
): { status: 'ok'; value: number; working: string | null } | Unknown {
  if (!inRange(percent, 0, 150, false))
    return unknown('dose level must be greater than 0 and at most 150%');
  if (percent === 100) return { status: 'ok', value: dose, working: null };
  const value = (dose * percent) / 100;
  return {
    status: 'ok',
    value,
    working: `× ${percent}% dose level = ${fmt(value)}`,
  };
}

/** A percentage reduction (20 → give 80%) expressed as a dose level. */
export function reductionToDoseLevel(reductionPercent: number): number {
  return 100 - reductionPercent;
}

/** Weight-based dose: mg/kg × weight. */
export function weightBasedDose(perKg: number, weightKg: number): number {
  return perKg * weightKg;
}

/** BSA-based dose: per-m² amount × BSA, with an optional BSA ceiling (carfilzomib 2.2 m²). */
export function bsaBasedDose(
  perM2: number,
  bsaM2: number,
  bsaCapM2?: number,
): { value: number; bsaUsedM2: number; bsaCapped: boolean } {
  const bsaCapped = bsaCapM2 !== undefined && bsaM2 > bsaCapM2;
  const bsaUsedM2 = bsaCapped ? bsaCapM2 : bsaM2;
  return { value: perM2 * bsaUsedM2, bsaUsedM2, bsaCapped };
}

/**
 * Rounds a dose to the nearest multiple of `step` (e.g. 1 mg, 5 mg, 0.1 mg). The step is an
 * institutional choice; nothing is rounded unless a step is given.
 */
export function roundDoseToStep(
  dose: number,
  step: number,
): { status: 'ok'; value: number; deviationPercent: number } | Unknown {
  if (!inRange(step, 0, 1000, false)) return unknown('rounding step must be greater than 0');
  if (!inRange(dose, 0, Number.MAX_SAFE_INTEGER))
    return unknown('dose must be a non-negative number');
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 2);
  const value = round(Math.round(dose / step) * step, decimals);
  return { status: 'ok', value, deviationPercent: dose === 0 ? 0 : ((value - dose) / dose) * 100 };
}

export type BandResult =
  | { status: 'banded'; value: number; deviationPercent: number }
  | { status: 'outside-bands'; reason: string }
  | Unknown;

/**
 * Dose banding: replaces a calculated dose by the nearest standard band when the difference is
 * within `maxDeviationPercent`. The bands and the tolerance are institutional policy, so both are
 * required parameters and no default is assumed. A dose that no band fits is returned as
 * `outside-bands`: it must be prepared individually.
 */
export function bandDose(
  dose: number,
  bands: readonly number[],
  maxDeviationPercent: number,
): BandResult {
  if (!inRange(dose, 0, Number.MAX_SAFE_INTEGER, false)) return unknown('dose must be positive');
  if (!inRange(maxDeviationPercent, 0, 20, false)) {
    return unknown('band tolerance must be greater than 0 and at most 20%');
  }
  const valid = bands.filter((b) => Number.isFinite(b) && b > 0);
  if (valid.length === 0) return unknown('no dose bands were given');
  let best = valid[0] as number;
  for (const b of valid) {
    // Ties go to the lower band: the less toxic choice when both are equally close.
    if (
      Math.abs(b - dose) < Math.abs(best - dose) ||
      (Math.abs(b - dose) === Math.abs(best - dose) && b < best)
    ) {
      best = b;
    }
  }
  const deviationPercent = ((best - dose) / dose) * 100;
  if (Math.abs(deviationPercent) > maxDeviationPercent + 1e-9) {
    return {
      status: 'outside-bands',
      reason: `nearest band ${best} differs by ${fmt(deviationPercent, 1)}% (limit ±${maxDeviationPercent}%)`,
    };
  }
  return { status: 'banded', value: best, deviationPercent };
}
