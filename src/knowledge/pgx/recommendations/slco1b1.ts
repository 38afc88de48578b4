import type { PgxDrugRuleInput, PgxRecommendationRowInput } from '../../../core/knowledge/pgx';

/** CPIC statin guideline (2022), rows of CPIC v1.30.0. */
const NORMAL: PgxRecommendationRowInput = {
  when: { SLCO1B1: { phenotypes: ['Normal Function', 'Increased Function'] } },
  action: 'standard',
  doseFactor: null,
  strength: 'strong',
  text: 'Prescribe the desired starting dose and adjust by disease-specific guidelines.',
};
const INDETERMINATE: PgxRecommendationRowInput = {
  when: { SLCO1B1: { phenotypes: ['Indeterminate'] } },
  action: 'indeterminate',
  doseFactor: null,
  strength: 'no-recommendation',
  text: 'SLCO1B1 phenotype could not be assigned; CPIC gives no recommendation for an indeterminate result.',
};

const simvastatinRows: PgxRecommendationRowInput[] = [
  NORMAL,
  {
    when: { SLCO1B1: { phenotypes: ['Decreased Function', 'Possible Decreased Function'] } },
    action: 'alternative',
    doseFactor: null,
    doseNote: 'if simvastatin is still used: keep the dose below 20 mg/day',
    strength: 'strong',
    text: 'Higher simvastatin acid exposure and myopathy risk: prescribe another statin of the desired potency (CPIC 2022, Figure 1). If simvastatin is still warranted, keep the dose below 20 mg/day.',
  },
  {
    when: { SLCO1B1: { phenotypes: ['Poor Function'] } },
    action: 'alternative',
    doseFactor: null,
    strength: 'strong',
    text: 'Much higher simvastatin acid exposure and myopathy risk: prescribe another statin of the desired potency (CPIC 2022, Figure 1).',
  },
  INDETERMINATE,
];

const atorvastatinRows: PgxRecommendationRowInput[] = [
  NORMAL,
  {
    when: { SLCO1B1: { phenotypes: ['Decreased Function', 'Possible Decreased Function'] } },
    action: 'reduce',
    doseFactor: null,
    doseNote: 'starting dose at most 40 mg/day',
    strength: 'moderate',
    text: 'Start at 40 mg/day or less and adjust by disease-specific guidelines; myopathy risk may be higher, especially at 40 mg. If more than 40 mg would be needed, consider atorvastatin plus a non-statin therapy.',
  },
  {
    when: { SLCO1B1: { phenotypes: ['Poor Function'] } },
    action: 'reduce',
    doseFactor: null,
    doseNote: 'starting dose at most 20 mg/day',
    strength: 'moderate',
    text: 'Start at 20 mg/day or less and adjust by disease-specific guidelines. If more than 20 mg would be needed, consider rosuvastatin or atorvastatin plus a non-statin therapy.',
  },
  INDETERMINATE,
];

/**
 * Rosuvastatin is keyed on SLCO1B1 and ABCG2. ABCG2 is not genotyped here, so these are CPIC's
 * "ABCG2: No Result" rows.
 */
const NO_ABCG2 = { phenotypes: ['No Result' as const] };
const rosuvastatinRows: PgxRecommendationRowInput[] = [
  {
    when: { SLCO1B1: { phenotypes: ['Normal Function', 'Increased Function'] }, ABCG2: NO_ABCG2 },
    action: 'standard',
    doseFactor: null,
    strength: 'strong',
    text: 'Prescribe the desired starting dose and adjust by disease-specific guidelines (ABCG2 not tested).',
  },
  {
    when: {
      SLCO1B1: { phenotypes: ['Decreased Function', 'Possible Decreased Function'] },
      ABCG2: NO_ABCG2,
    },
    action: 'monitor',
    doseFactor: null,
    strength: 'strong',
    text: 'Prescribe the desired starting dose and adjust by disease-specific and population guidelines, aware that myopathy risk may be higher, especially above 20 mg (ABCG2 not tested).',
  },
  {
    when: { SLCO1B1: { phenotypes: ['Poor Function'] }, ABCG2: NO_ABCG2 },
    action: 'reduce',
    doseFactor: null,
    doseNote: 'starting dose at most 20 mg/day',
    strength: 'moderate',
    text: 'Start at 20 mg/day or less and adjust by disease-specific and population guidelines. If more than 20 mg would be needed, consider rosuvastatin plus a non-statin therapy (ABCG2 not tested).',
  },
  {
    when: { SLCO1B1: { phenotypes: ['Indeterminate'] }, ABCG2: NO_ABCG2 },
    action: 'indeterminate',
    doseFactor: null,
    strength: 'no-recommendation',
    text: 'SLCO1B1 phenotype could not be assigned and ABCG2 was not tested; CPIC gives no recommendation.',
  },
];

export const slco1b1Rules: PgxDrugRuleInput[] = [
  {
    id: 'simvastatin-slco1b1',
    drugId: 'simvastatin',
    guidelineId: 'cpic-statins',
    genes: ['SLCO1B1'],
    rows: simvastatinRows,
  },
  {
    id: 'atorvastatin-slco1b1',
    drugId: 'atorvastatin',
    guidelineId: 'cpic-statins',
    genes: ['SLCO1B1'],
    rows: atorvastatinRows,
  },
  {
    id: 'rosuvastatin-slco1b1',
    drugId: 'rosuvastatin',
    guidelineId: 'cpic-statins',
    genes: ['SLCO1B1', 'ABCG2'],
    rows: rosuvastatinRows,
  },
];
