import { round } from '../dosing/outcome';

/**
 * Independent double check (ASCO/ONS antineoplastic administration safety standards, 2016: a
 * second practitioner calculates the dose independently before preparation). Variance is the
 * difference from the signed dose as a percentage of the signed dose; over the limit the
 * verifier must stop or say why the difference is accepted.
 */
export const VERIFICATION_VARIANCE_LIMIT_PERCENT = 5;

export function doseVariancePercent(signed: number, independent: number): number | null {
  if (!(signed > 0) || !Number.isFinite(independent) || independent < 0) return null;
  return round(((independent - signed) / signed) * 100, 2);
}

export function exceedsVariance(
  variancePercent: number,
  limit = VERIFICATION_VARIANCE_LIMIT_PERCENT,
): boolean {
  return Math.abs(variancePercent) > limit + 1e-9;
}
