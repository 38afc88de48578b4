import type { PgxDrugRuleInput, PgxRecommendationRowInput } from '../../../core/knowledge/pgx';

/**
 * CPIC DPYD guideline (2017 update; rows of CPIC v1.30.0). The same table applies to
 * fluorouracil and capecitabine. Rows are checked in order, so the activity-score-specific row
 * comes before the general row of the same phenotype.
 */
const dpydRows: PgxRecommendationRowInput[] = [
  {
    when: { DPYD: { phenotypes: ['Normal Metabolizer'] } },
    action: 'standard',
    doseFactor: null,
    strength: 'strong',
    text: 'Normal DPD activity: no genotype-based reason to change the dose or the drug; use label dosing.',
  },
  {
    when: { DPYD: { phenotypes: ['Intermediate Metabolizer'], activityScore: { max: 1 } } },
    action: 'reduce',
    doseFactor: 0.5,
    doseNote: 'starting dose; then titrate',
    strength: 'strong',
    text: 'Start at half the usual starting dose, then titrate on toxicity (or on drug levels where therapeutic drug monitoring is available): raise the dose if the first two cycles cause no or tolerable toxicity, lower it if they do not. Patients homozygous for c.2846A>T may need more than a 50% reduction.',
  },
  {
    when: { DPYD: { phenotypes: ['Intermediate Metabolizer'] } },
    action: 'reduce',
    doseFactor: 0.5,
    doseNote: 'starting dose; then titrate',
    strength: 'moderate',
    text: 'Start at half the usual starting dose, then titrate on toxicity (or on drug levels where therapeutic drug monitoring is available): raise the dose if the first two cycles cause no or tolerable toxicity, lower it if they do not.',
  },
  {
    when: { DPYD: { phenotypes: ['Poor Metabolizer'], activityScore: { max: 0 } } },
    action: 'avoid',
    doseFactor: null,
    strength: 'strong',
    text: 'No DPD activity expected: avoid fluorouracil and every fluorouracil prodrug-based regimen (including capecitabine); choose a regimen without a fluoropyrimidine.',
  },
  {
    when: { DPYD: { phenotypes: ['Poor Metabolizer'] } },
    action: 'avoid',
    doseFactor: null,
    doseNote:
      'only if no alternative: strongly reduced dose (estimated below 25% of the normal starting dose) with early drug-level monitoring',
    strength: 'strong',
    text: 'Avoid fluorouracil and fluorouracil prodrug-based regimens. Only if clinical advice finds no suitable alternative: give a strongly reduced dose (CPIC estimates under 25% of the normal starting dose when no DPD phenotyping test is available) with therapeutic drug monitoring at the earliest possible time point, stopping at once if levels are too high.',
  },
  {
    when: { DPYD: { phenotypes: ['Indeterminate'] } },
    action: 'indeterminate',
    doseFactor: null,
    strength: 'not-graded',
    text: 'The DPYD result could not be interpreted (unknown variant or conflicting data), so no genotype-based dose can be given. Resolve the result (repeat genotyping or a DPD phenotyping test) before starting a fluoropyrimidine.',
  },
];

export const fluoropyrimidineRules: PgxDrugRuleInput[] = ['fluorouracil', 'capecitabine'].map(
  (drugId) => ({
    id: `${drugId}-dpyd`,
    drugId,
    guidelineId: 'cpic-dpyd-fluoropyrimidines',
    genes: ['DPYD'],
    rows: dpydRows,
  }),
);
