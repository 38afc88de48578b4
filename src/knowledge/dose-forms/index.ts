import type { ProductStrengths } from '../../core/treatment-plans/rounding';

/*
 * The strengths a drug is supplied in, from each US label's section 3 (Dosage Forms and
 * Strengths), for rounding a plan's doses to what can be given (issue 19). Only drugs whose
 * strengths were checked against the label are listed; any other drug is left as calculated and
 * the order says so.
 */
export const productStrengths: readonly ProductStrengths[] = [
  {
    drugId: 'capecitabine',
    form: 'tablet',
    strengthsMg: [150, 500],
    source: 'Xeloda (capecitabine) US prescribing information, section 3 Dosage Forms and Strengths',
  },
  {
    drugId: 'oxaliplatin',
    form: 'vial',
    strengthsMg: [50, 100],
    source: 'Eloxatin (oxaliplatin) US prescribing information, section 3 Dosage Forms and Strengths',
  },
  {
    drugId: 'carboplatin',
    form: 'vial',
    strengthsMg: [50, 150, 450, 600],
    source: 'Carboplatin injection US prescribing information, Dosage Forms and Strengths (10 mg/mL)',
  },
  {
    drugId: 'temozolomide',
    form: 'capsule',
    strengthsMg: [5, 20, 100, 140, 180, 250],
    source: 'Temodar (temozolomide) US prescribing information, section 3 Dosage Forms and Strengths',
  },
];

const byDrug = new Map(productStrengths.map((p) => [p.drugId, p]));

export function strengthsOf(drugId: string): ProductStrengths | undefined {
  return byDrug.get(drugId);
}
