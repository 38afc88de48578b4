import { DOSING_INPUT_BOUNDS } from './patient-input';
import { fmt, inRange, round, unknown, type Unknown } from './outcome';

/**
 * Body-surface-area formulas. Height in cm, weight in kg, result in m².
 *
 * - Mosteller: √(H × W / 3600). Mosteller RD, N Engl J Med 1987;317:1098, PMID 3657876.
 * - DuBois: 0.007184 × H^0.725 × W^0.425. DuBois D, DuBois EF, Arch Intern Med 1916;17:863
 *   (reprinted Nutrition 1989;5:303, PMID 2520314). Underestimates BSA in obesity (Verbraecken,
 *   Metabolism 2006).
 * - Haycock: 0.024265 × H^0.3964 × W^0.5378. Haycock GB et al, J Pediatr 1978;93:62, PMID 650346.
 * - Gehan–George: 0.0235 × H^0.42246 × W^0.51456. Gehan EA, George SL, Cancer Chemother Rep
 *   1970;54:225, PMID 5527019.
 * - Boyd: 0.0003207 × H^0.3 × Wg^(0.7285 − 0.0188 × log10 Wg), weight Wg in grams. Boyd E, The
 *   Growth of the Surface Area of the Human Body, University of Minnesota Press 1935 (no PMID).
 */
export const BSA_FORMULAS = ['mosteller', 'dubois', 'haycock', 'gehan-george', 'boyd'] as const;
export type BsaFormula = (typeof BSA_FORMULAS)[number];

export const BSA_FORMULA_LABELS: Record<BsaFormula, string> = {
  mosteller: 'Mosteller',
  dubois: 'DuBois',
  haycock: 'Haycock',
  'gehan-george': 'Gehan–George',
  boyd: 'Boyd',
};

type BsaOk = { status: 'ok'; bsaM2: number; formula: BsaFormula; working: string };
export type BsaResult = BsaOk | Unknown;

function raw(formula: BsaFormula, h: number, w: number): { value: number; expr: string } {
  switch (formula) {
    case 'mosteller':
      return { value: Math.sqrt((h * w) / 3600), expr: `√(${h} cm × ${w} kg / 3600)` };
    case 'dubois':
      return {
        value: 0.007184 * h ** 0.725 * w ** 0.425,
        expr: `0.007184 × ${h}^0.725 × ${w}^0.425`,
      };
    case 'haycock':
      return {
        value: 0.024265 * h ** 0.3964 * w ** 0.5378,
        expr: `0.024265 × ${h}^0.3964 × ${w}^0.5378`,
      };
    case 'gehan-george':
      return {
        value: 0.0235 * h ** 0.42246 * w ** 0.51456,
        expr: `0.0235 × ${h}^0.42246 × ${w}^0.51456`,
      };
    case 'boyd': {
      const g = w * 1000;
      return {
        value: 0.0003207 * h ** 0.3 * g ** (0.7285 - 0.0188 * Math.log10(g)),
        expr: `0.0003207 × ${h}^0.3 × ${g} g^(0.7285 − 0.0188 × log10 ${g})`,
      };
    }
  }
}

/**
 * BSA by the chosen formula (default Mosteller, the formula most cancer centres standardise on).
 * The unrounded value is returned; `calculateRegimen` rounds to 0.01 m² as an order would print it.
 * Heights and weights outside `DOSING_INPUT_BOUNDS` give `unknown` rather than a number.
 */
export function calculateBsa(
  heightCm: number,
  weightKg: number,
  formula: BsaFormula = 'mosteller',
): BsaResult {
  const { heightCm: hb, weightKg: wb } = DOSING_INPUT_BOUNDS;
  if (!inRange(heightCm, hb.min, hb.max)) {
    return unknown(`height must be ${hb.min}–${hb.max} cm to calculate BSA`);
  }
  if (!inRange(weightKg, wb.min, wb.max)) {
    return unknown(`weight must be ${wb.min}–${wb.max} kg to calculate BSA`);
  }
  const { value, expr } = raw(formula, heightCm, weightKg);
  return {
    status: 'ok',
    bsaM2: value,
    formula,
    working: `BSA (${BSA_FORMULA_LABELS[formula]}) = ${expr} = ${fmt(value, 3)} m²`,
  };
}

/** Body-mass index in kg/m² (WHO). */
export function bodyMassIndex(heightCm: number, weightKg: number): number {
  const m = heightCm / 100;
  return weightKg / (m * m);
}

/** BSA rounded to 0.01 m², the precision at which doses are written. */
export function roundBsa(bsaM2: number): number {
  return round(bsaM2, 2);
}
