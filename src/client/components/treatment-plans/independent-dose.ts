import { calculateBsa, roundBsa, type BsaFormula } from '../../../core/dosing/bsa';
import { calvertDose } from '../../../core/dosing/carboplatin';
import { fmt, round } from '../../../core/dosing/outcome';
import { doseVariancePercent } from '../../../core/treatment-plans/variance';
import type { PlanMeasurementsView, PlanOrderView } from './api';

/**
 * The pharmacist's side of the double check: the dose worked out again from the protocol dose and
 * the record's height, weight and CrCl (BSA recomputed by the plan's formula), with the order's
 * modification applied, and its variance from the signed dose. It shares the core formulas, not
 * the plan's arithmetic, so a wrong height or a wrong basis shows up as a variance.
 */
export function independentDose(
  order: PlanOrderView,
  m: PlanMeasurementsView,
): { value: number; unit: string; working: string } | null {
  const pct = order.modificationPercent / 100;
  const basis = order.doseBasis;
  const pctText = order.modificationPercent !== 100 ? ` × ${order.modificationPercent}%` : '';
  if (basis.unit === 'mg/m²' || basis.unit === 'units/m²') {
    const bsa = calculateBsa(m.heightCm, m.weightKg, m.bsaFormula as BsaFormula);
    if (bsa.status !== 'ok') return null;
    const b = roundBsa(bsa.bsaM2);
    const value = round(basis.value * b * pct, 2);
    return {
      value,
      unit: basis.unit === 'mg/m²' ? 'mg' : 'units',
      working: `${basis.value} ${basis.unit} × ${fmt(b)} m²${pctText} = ${fmt(value)}`,
    };
  }
  if (basis.unit === 'mg/kg') {
    const value = round(basis.value * m.weightKg * pct, 2);
    return { value, unit: 'mg', working: `${basis.value} mg/kg × ${m.weightKg} kg${pctText} = ${fmt(value)}` };
  }
  if (basis.unit === 'AUC') {
    if (m.crcl === null) return null;
    const r = calvertDose(basis.value, m.crcl);
    if (r.status !== 'ok') return null;
    const value = round(r.doseMg * pct, 2);
    return { value, unit: 'mg', working: `AUC ${basis.value} × (GFR ${r.gfrUsedMlMin} + 25)${pctText} = ${fmt(value)}` };
  }
  const value = round(basis.value * pct, 2);
  return { value, unit: basis.unit, working: `Flat ${basis.value} ${basis.unit}${pctText}` };
}

export function varianceFrom(order: PlanOrderView, independent: number): number | null {
  const signed = order.roundedDose ?? order.calculatedDose;
  return signed ? doseVariancePercent(signed.value, independent) : null;
}
