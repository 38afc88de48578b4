import type { PgxDrugRuleInput, PgxRecommendationRowInput } from '../../../core/knowledge/pgx';

/** CPIC allopurinol (2015), abacavir (2014) and carbamazepine (2017) rows of CPIC v1.30.0. */
const allopurinolRows: PgxRecommendationRowInput[] = [
  {
    when: { 'HLA-B*58:01': { phenotypes: ['positive'] } },
    action: 'avoid',
    doseFactor: null,
    strength: 'strong',
    text: 'HLA-B*58:01 carrier: greatly increased risk of severe cutaneous adverse reactions (SJS/TEN, DRESS). Allopurinol is contraindicated; use another urate-lowering option.',
  },
  {
    when: { 'HLA-B*58:01': { phenotypes: ['negative'] } },
    action: 'standard',
    doseFactor: null,
    strength: 'strong',
    text: 'HLA-B*58:01 not carried: low or reduced risk of allopurinol-induced severe skin reactions; use standard dosing.',
  },
  {
    when: { 'HLA-B*58:01': { phenotypes: ['Indeterminate'] } },
    action: 'indeterminate',
    doseFactor: null,
    strength: 'not-graded',
    text: 'HLA-B*58:01 carrier status could not be determined; resolve it before starting allopurinol.',
  },
];

const abacavirRows: PgxRecommendationRowInput[] = [
  {
    when: { 'HLA-B*57:01': { phenotypes: ['positive'] } },
    action: 'avoid',
    doseFactor: null,
    strength: 'strong',
    text: 'HLA-B*57:01 carrier: greatly increased risk of abacavir hypersensitivity. Abacavir is not recommended.',
  },
  {
    when: { 'HLA-B*57:01': { phenotypes: ['negative'] } },
    action: 'standard',
    doseFactor: null,
    strength: 'strong',
    text: 'HLA-B*57:01 not carried: low or reduced risk of hypersensitivity; use standard dosing.',
  },
  {
    when: { 'HLA-B*57:01': { phenotypes: ['Indeterminate'] } },
    action: 'indeterminate',
    doseFactor: null,
    strength: 'not-graded',
    text: 'HLA-B*57:01 carrier status could not be determined; resolve it before starting abacavir.',
  },
];

/**
 * Carbamazepine is keyed on HLA-B*15:02 and HLA-A*31:01. HLA-A is not genotyped here, so these are
 * CPIC's "HLA-A: No Result" rows for each of CPIC's three populations.
 */
const NO_HLA_A = { phenotypes: ['No Result' as const] };
const CBZ_NEGATIVE: PgxRecommendationRowInput = {
  when: { 'HLA-B*15:02': { phenotypes: ['negative'] }, 'HLA-A*31:01': NO_HLA_A },
  action: 'standard',
  doseFactor: null,
  strength: 'strong',
  text: 'HLA-B*15:02 not carried: standard carbamazepine dosing. HLA-A*31:01 was not evaluated.',
};
const CBZ_NAIVE_POSITIVE: PgxRecommendationRowInput = {
  when: { 'HLA-B*15:02': { phenotypes: ['positive'] }, 'HLA-A*31:01': NO_HLA_A },
  action: 'avoid',
  doseFactor: null,
  strength: 'strong',
  text: 'HLA-B*15:02 carrier: greatly increased risk of SJS/TEN. In a carbamazepine-naive patient do not use carbamazepine.',
};
const CBZ_INDETERMINATE: PgxRecommendationRowInput = {
  when: { 'HLA-B*15:02': { phenotypes: ['Indeterminate'] }, 'HLA-A*31:01': NO_HLA_A },
  action: 'indeterminate',
  doseFactor: null,
  strength: 'not-graded',
  text: 'HLA-B*15:02 carrier status could not be determined; resolve it before starting carbamazepine.',
};

export const hlaBRules: PgxDrugRuleInput[] = [
  {
    id: 'allopurinol-hla-b',
    drugId: 'allopurinol',
    guidelineId: 'cpic-allopurinol',
    genes: ['HLA-B*58:01'],
    rows: allopurinolRows,
  },
  {
    id: 'abacavir-hla-b',
    drugId: 'abacavir',
    guidelineId: 'cpic-abacavir',
    genes: ['HLA-B*57:01'],
    rows: abacavirRows,
  },
  {
    id: 'carbamazepine-hla-b-naive',
    drugId: 'carbamazepine',
    guidelineId: 'cpic-carbamazepine',
    population: 'CBZ naive',
    populationLabel: 'Carbamazepine-naive patients',
    genes: ['HLA-B*15:02', 'HLA-A*31:01'],
    rows: [CBZ_NAIVE_POSITIVE, CBZ_NEGATIVE, CBZ_INDETERMINATE],
  },
  {
    id: 'carbamazepine-hla-b-experienced',
    drugId: 'carbamazepine',
    guidelineId: 'cpic-carbamazepine',
    population: 'CBZ use >3mos',
    populationLabel: 'Carbamazepine taken consistently for more than three months',
    genes: ['HLA-B*15:02', 'HLA-A*31:01'],
    rows: [
      {
        when: { 'HLA-B*15:02': { phenotypes: ['positive'] }, 'HLA-A*31:01': NO_HLA_A },
        action: 'monitor',
        doseFactor: null,
        strength: 'optional',
        text: 'HLA-B*15:02 carrier who has taken carbamazepine consistently for more than three months without a skin reaction: cautious further use may be considered, because SJS/TEN usually starts within about 4-28 days and almost always within three months.',
      },
      CBZ_NEGATIVE,
      CBZ_INDETERMINATE,
    ],
  },
  {
    id: 'carbamazepine-hla-b-no-alternative',
    drugId: 'carbamazepine',
    guidelineId: 'cpic-carbamazepine',
    population: 'CBZ-no alternatives',
    populationLabel: 'Carbamazepine-naive, no alternative agent available',
    genes: ['HLA-B*15:02', 'HLA-A*31:01'],
    rows: [CBZ_NAIVE_POSITIVE, CBZ_NEGATIVE, CBZ_INDETERMINATE],
  },
];
