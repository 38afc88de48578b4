import { fmt, inRange, unknown, type Unknown } from './outcome';

/**
 * GFR ceiling for carboplatin dosing: 125 mL/min. US FDA and NCI CTEP communication on carboplatin
 * dosing after IDMS-standardised creatinine (2010): cap the estimated GFR at 125 mL/min, so the
 * maximum dose is target AUC × 150 mg (AUC 6 → 900 mg, AUC 5 → 750 mg, AUC 4 → 600 mg).
 */
export const CARBOPLATIN_GFR_CAP_ML_MIN = 125;

export type CalvertResult =
  | { status: 'ok'; gfrUsedMlMin: number; capped: boolean; doseMg: number; working: string[] }
  | Unknown;

/**
 * Calvert formula: carboplatin dose (mg) = target AUC (mg/mL·min) × (GFR + 25).
 * Calvert AH et al, J Clin Oncol 1989;7:1748–1756, PMID 2681557. GFR was measured by 51Cr-EDTA in
 * the derivation; an estimated clearance is the usual substitute. The GFR is capped at
 * `gfrCapMlMin` (default 125 mL/min, FDA 2010). Unknown when AUC or GFR is missing or implausible.
 */
export function calvertDose(
  targetAuc: number,
  gfrMlMin: number,
  gfrCapMlMin: number = CARBOPLATIN_GFR_CAP_ML_MIN,
): CalvertResult {
  if (!inRange(targetAuc, 0, 10, false))
    return unknown('target AUC must be greater than 0 and at most 10');
  if (!inRange(gfrMlMin, 0, 400, false)) return unknown('GFR is missing or implausible');
  if (!inRange(gfrCapMlMin, 0, 400, false)) return unknown('GFR cap is implausible');
  const capped = gfrMlMin > gfrCapMlMin;
  const gfrUsed = capped ? gfrCapMlMin : gfrMlMin;
  const doseMg = targetAuc * (gfrUsed + 25);
  const working: string[] = [];
  if (capped) {
    working.push(`GFR ${fmt(gfrMlMin, 1)} mL/min capped at ${gfrCapMlMin} mL/min (FDA 2010)`);
  }
  working.push(
    `Carboplatin (Calvert) = AUC ${targetAuc} × (${fmt(gfrUsed, 1)} + 25) = ${fmt(doseMg, 1)} mg`,
  );
  return { status: 'ok', gfrUsedMlMin: gfrUsed, capped, doseMg, working };
}
