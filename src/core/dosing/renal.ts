import { bodyMassIndex } from './bsa';
import { DOSING_INPUT_BOUNDS, type DosingSex } from './patient-input';
import { fmt, inRange, unknown, type Unknown } from './outcome';

const CM_PER_INCH = 2.54;

/**
 * Devine ideal body weight: men 50 kg, women 45.5 kg, + 2.3 kg per inch over 60 in (152.4 cm).
 * Devine BJ, Drug Intell Clin Pharm 1974;8:650–655 (no PMID). Below 60 in the formula was never
 * validated, so a note is returned with the figure.
 */
export function idealBodyWeightDevine(
  heightCm: number,
  sex: DosingSex,
): { status: 'ok'; kg: number; working: string; notes: string[] } | Unknown {
  if (sex === 'unknown') return unknown('sex is needed for Devine ideal body weight');
  if (!inRange(heightCm, DOSING_INPUT_BOUNDS.heightCm.min, DOSING_INPUT_BOUNDS.heightCm.max)) {
    return unknown('a plausible height is needed for ideal body weight');
  }
  const base = sex === 'male' ? 50 : 45.5;
  const inchesOver60 = heightCm / CM_PER_INCH - 60;
  const kg = base + 2.3 * inchesOver60;
  if (kg <= 0) return unknown('Devine ideal body weight is not defined at this height');
  const notes =
    inchesOver60 < 0
      ? ['Devine ideal body weight is not validated below 152.4 cm (60 in); interpret with care.']
      : [];
  return {
    status: 'ok',
    kg,
    working: `IBW (Devine, ${sex}) = ${base} + 2.3 × (${fmt(heightCm / CM_PER_INCH, 1)} in − 60) = ${fmt(kg, 1)} kg`,
    notes,
  };
}

/**
 * Adjusted body weight = IBW + 0.4 × (TBW − IBW). Winter MA et al, Pharmacotherapy 2012;32:604,
 * PMID 22576791: in overweight and obese patients (BMI ≥ 25 kg/m²) Cockcroft–Gault with adjusted
 * weight was the least biased.
 */
export function adjustedBodyWeight(idealKg: number, actualKg: number): number {
  return idealKg + 0.4 * (actualKg - idealKg);
}

/** BMI at or above which `auto` selects adjusted body weight (WHO overweight cut-off; Winter 2012). */
export const ADJUSTED_WEIGHT_BMI_THRESHOLD = 25;

export type CrclWeightBasis = 'actual' | 'ideal' | 'adjusted' | 'auto';

export type WeightSelection =
  | {
      status: 'ok';
      kg: number;
      basisUsed: Exclude<CrclWeightBasis, 'auto'>;
      working: string[];
      notes: string[];
    }
  | Unknown;

/**
 * The weight Cockcroft–Gault should use. `auto` follows CLINICAL-NOTES: adjusted weight when
 * BMI ≥ 25, otherwise actual weight. Choosing `ideal` or `adjusted` explicitly is honoured, with a
 * note when the choice is unusual (adjusted at BMI < 25, ideal above actual weight).
 */
export function selectCrclWeight(
  heightCm: number,
  weightKg: number,
  sex: DosingSex,
  basis: CrclWeightBasis,
): WeightSelection {
  if (!inRange(weightKg, DOSING_INPUT_BOUNDS.weightKg.min, DOSING_INPUT_BOUNDS.weightKg.max)) {
    return unknown('a plausible weight is needed for creatinine clearance');
  }
  if (basis === 'actual') {
    return { status: 'ok', kg: weightKg, basisUsed: 'actual', working: [], notes: [] };
  }
  const ibw = idealBodyWeightDevine(heightCm, sex);
  if (ibw.status !== 'ok') return ibw;
  const bmi = bodyMassIndex(heightCm, weightKg);
  const bmiLine = `BMI = ${fmt(bmi, 1)} kg/m²`;
  const useAdjusted =
    basis === 'adjusted' || (basis === 'auto' && bmi >= ADJUSTED_WEIGHT_BMI_THRESHOLD);
  if (useAdjusted) {
    const kg = adjustedBodyWeight(ibw.kg, weightKg);
    const notes = [...ibw.notes];
    if (bmi < ADJUSTED_WEIGHT_BMI_THRESHOLD) {
      notes.push('Adjusted body weight was requested although BMI is below 25 kg/m².');
    }
    return {
      status: 'ok',
      kg,
      basisUsed: 'adjusted',
      working: [
        bmiLine,
        ibw.working,
        `Adjusted weight = ${fmt(ibw.kg, 1)} + 0.4 × (${weightKg} − ${fmt(ibw.kg, 1)}) = ${fmt(kg, 1)} kg`,
      ],
      notes,
    };
  }
  if (basis === 'ideal') {
    const notes = [...ibw.notes];
    if (ibw.kg > weightKg)
      notes.push('Ideal body weight exceeds actual weight; CrCl may be overestimated.');
    return { status: 'ok', kg: ibw.kg, basisUsed: 'ideal', working: [ibw.working], notes };
  }
  return {
    status: 'ok',
    kg: weightKg,
    basisUsed: 'actual',
    working: [`${bmiLine} (< 25): actual weight used`],
    notes: [],
  };
}

export type CockcroftGaultInput = {
  ageYears: number;
  heightCm: number;
  weightKg: number;
  sex: DosingSex;
  serumCreatinineMgDl: number;
  /** Default `auto`. */
  weightBasis?: CrclWeightBasis;
  /**
   * Optional floor for SCr, e.g. 0.7 mg/dL: NCCN guidance suggests considering a minimum SCr of
   * 0.7 mg/dL for carboplatin dosing because low IDMS-standardised creatinine overestimates GFR.
   * Never applied unless asked for, and always reported when applied.
   */
  scrFloorMgDl?: number;
};

export type CockcroftGaultResult =
  | {
      status: 'ok';
      crclMlMin: number;
      weightUsedKg: number;
      weightBasisUsed: Exclude<CrclWeightBasis, 'auto'>;
      scrUsedMgDl: number;
      scrFloorApplied: boolean;
      working: string[];
      notes: string[];
    }
  | Unknown;

/** Adult age from which Cockcroft–Gault was derived (patients 18–92 y in the 1976 paper). */
export const CG_MIN_AGE_YEARS = 18;

/**
 * Cockcroft–Gault creatinine clearance, mL/min:
 * (140 − age) × weight / (72 × SCr), × 0.85 for women.
 * Cockcroft DW, Gault MH, Nephron 1976;16:31–41, PMID 1244564. The 0.85 female factor is the one
 * the authors proposed. Unknown for children (< 18 y) and when sex is unknown.
 */
export function cockcroftGault(input: CockcroftGaultInput): CockcroftGaultResult {
  const { ageYears, sex, serumCreatinineMgDl: scr } = input;
  const B = DOSING_INPUT_BOUNDS;
  if (!inRange(ageYears, B.ageYears.min, B.ageYears.max))
    return unknown('age is missing or implausible');
  if (ageYears < CG_MIN_AGE_YEARS) {
    return unknown('Cockcroft–Gault is an adult equation; use a paediatric method under 18 years');
  }
  if (sex === 'unknown') return unknown('sex is needed for Cockcroft–Gault');
  if (!inRange(scr, B.serumCreatinineMgDl.minExclusive, B.serumCreatinineMgDl.max, false)) {
    return unknown('serum creatinine is missing or implausible');
  }
  const floor = input.scrFloorMgDl;
  if (floor !== undefined && !inRange(floor, 0, 2, false)) {
    return unknown('the SCr floor must be greater than 0 and at most 2 mg/dL');
  }
  const w = selectCrclWeight(input.heightCm, input.weightKg, sex, input.weightBasis ?? 'auto');
  if (w.status !== 'ok') return w;
  const scrFloorApplied = floor !== undefined && scr < floor;
  const scrUsed = scrFloorApplied ? floor : scr;
  const sexFactor = sex === 'female' ? 0.85 : 1;
  const crcl = (((140 - ageYears) * w.kg) / (72 * scrUsed)) * sexFactor;
  const working = [...w.working];
  if (scrFloorApplied)
    working.push(`SCr ${scr} mg/dL raised to the chosen floor of ${floor} mg/dL`);
  working.push(
    `CrCl (Cockcroft–Gault, ${w.basisUsed} weight) = (140 − ${ageYears}) × ${fmt(w.kg, 1)} kg / (72 × ${scrUsed})` +
      (sex === 'female' ? ' × 0.85' : '') +
      ` = ${fmt(crcl, 1)} mL/min`,
  );
  return {
    status: 'ok',
    crclMlMin: crcl,
    weightUsedKg: w.kg,
    weightBasisUsed: w.basisUsed,
    scrUsedMgDl: scrUsed,
    scrFloorApplied,
    working,
    notes: w.notes,
  };
}

export type CkdEpiResult = { status: 'ok'; egfrMlMinPer173m2: number; working: string } | Unknown;

/**
 * CKD-EPI 2021 creatinine equation without race, mL/min/1.73 m²:
 * 142 × min(SCr/κ, 1)^α × max(SCr/κ, 1)^−1.200 × 0.9938^age × 1.012 [female];
 * κ = 0.7 (female) / 0.9 (male); α = −0.241 (female) / −0.302 (male).
 * Inker LA et al, N Engl J Med 2021;385:1737–1749, PMID 34554658. Adults (≥ 18 y) only.
 */
export function ckdEpi2021(ageYears: number, sex: DosingSex, scrMgDl: number): CkdEpiResult {
  const B = DOSING_INPUT_BOUNDS;
  if (!inRange(ageYears, B.ageYears.min, B.ageYears.max))
    return unknown('age is missing or implausible');
  if (ageYears < 18) return unknown('CKD-EPI 2021 is an adult equation (18 years and older)');
  if (sex === 'unknown') return unknown('sex is needed for CKD-EPI 2021');
  if (!inRange(scrMgDl, B.serumCreatinineMgDl.minExclusive, B.serumCreatinineMgDl.max, false)) {
    return unknown('serum creatinine is missing or implausible');
  }
  const female = sex === 'female';
  const kappa = female ? 0.7 : 0.9;
  const alpha = female ? -0.241 : -0.302;
  const ratio = scrMgDl / kappa;
  const egfr =
    142 *
    Math.min(ratio, 1) ** alpha *
    Math.max(ratio, 1) ** -1.2 *
    0.9938 ** ageYears *
    (female ? 1.012 : 1);
  return {
    status: 'ok',
    egfrMlMinPer173m2: egfr,
    working:
      `eGFR (CKD-EPI 2021) = 142 × min(${scrMgDl}/${kappa}, 1)^${alpha} × max(${scrMgDl}/${kappa}, 1)^−1.200 × 0.9938^${ageYears}` +
      (female ? ' × 1.012' : '') +
      ` = ${fmt(egfr, 1)} mL/min/1.73 m²`,
  };
}

/**
 * Converts an eGFR indexed to 1.73 m² into an absolute mL/min for this patient's BSA: indexed
 * eGFR × BSA / 1.73. Drug-dosing formulas such as Calvert's take an absolute clearance.
 */
export function deindexEgfr(egfrMlMinPer173m2: number, bsaM2: number): number {
  return (egfrMlMinPer173m2 * bsaM2) / 1.73;
}
