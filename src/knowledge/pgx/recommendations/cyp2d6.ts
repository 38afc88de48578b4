import type { PgxDrugRuleInput, PgxRecommendationRowInput } from '../../../core/knowledge/pgx';

/** CPIC tamoxifen guideline (2018), rows of CPIC v1.30.0. */
const TAMOXIFEN_AI =
  'consider an aromatase inhibitor (postmenopausal) or an aromatase inhibitor with ovarian function suppression (premenopausal), which outperform tamoxifen whatever the CYP2D6 genotype.';
const tamoxifenRows: PgxRecommendationRowInput[] = [
  {
    when: { CYP2D6: { phenotypes: ['Poor Metabolizer'] } },
    action: 'alternative',
    // The 40 mg/day fallback applies only when the recommended alternative is impossible, so it is
    // a note, not the row's dose factor (a factor beside "alternative" reads as "double the dose").
    doseFactor: null,
    doseNote:
      'only if an aromatase inhibitor is contraindicated: tamoxifen 40 mg/day instead of 20 mg/day',
    strength: 'strong',
    text: `Low endoxifen formation. Prefer alternative hormonal therapy: ${TAMOXIFEN_AI} CYP2D6 poor metabolizers switched from tamoxifen to anastrozole did not have more recurrences. If an aromatase inhibitor is contraindicated, tamoxifen 40 mg/day raises endoxifen but does not normalise it.`,
  },
  {
    when: { CYP2D6: { phenotypes: ['Intermediate Metabolizer'], activityScore: { max: 0.75 } } },
    action: 'alternative',
    // The 40 mg/day fallback applies only when the recommended alternative is impossible, so it is
    // a note, not the row's dose factor (a factor beside "alternative" reads as "double the dose").
    doseFactor: null,
    doseNote:
      'only if an aromatase inhibitor is contraindicated: tamoxifen 40 mg/day instead of 20 mg/day',
    strength: 'moderate',
    text: `Reduced endoxifen formation: ${TAMOXIFEN_AI} If an aromatase inhibitor is contraindicated, consider the higher FDA-approved tamoxifen dose of 40 mg/day. Avoid strong, moderate and weak CYP2D6 inhibitors.`,
  },
  {
    when: { CYP2D6: { phenotypes: ['Intermediate Metabolizer'] } },
    action: 'alternative',
    // The 40 mg/day fallback applies only when the recommended alternative is impossible, so it is
    // a note, not the row's dose factor (a factor beside "alternative" reads as "double the dose").
    doseFactor: null,
    doseNote:
      'only if an aromatase inhibitor is contraindicated: tamoxifen 40 mg/day instead of 20 mg/day',
    strength: 'optional',
    text: `Reduced endoxifen formation: ${TAMOXIFEN_AI} If an aromatase inhibitor is contraindicated, consider the higher FDA-approved tamoxifen dose of 40 mg/day. Avoid strong, moderate and weak CYP2D6 inhibitors.`,
  },
  {
    when: { CYP2D6: { phenotypes: ['Normal Metabolizer', 'Ultrarapid Metabolizer'] } },
    action: 'standard',
    doseFactor: null,
    strength: 'strong',
    text: 'Start the standard dose (tamoxifen 20 mg/day). Avoid moderate and strong CYP2D6 inhibitors, which would lower endoxifen.',
  },
  {
    when: { CYP2D6: { phenotypes: ['Indeterminate'] } },
    action: 'indeterminate',
    doseFactor: null,
    strength: 'no-recommendation',
    text: 'CYP2D6 phenotype could not be assigned; CPIC gives no recommendation for an indeterminate result.',
  },
];

/** CPIC ondansetron/tropisetron guideline (2016), rows of CPIC v1.30.0. */
const antiemeticRows: PgxRecommendationRowInput[] = [
  {
    when: { CYP2D6: { phenotypes: ['Ultrarapid Metabolizer'] } },
    action: 'alternative',
    doseFactor: null,
    strength: 'moderate',
    text: 'Faster clearance and a higher risk of vomiting: choose an antiemetic not mainly metabolised by CYP2D6, such as granisetron. Dolasetron, palonosetron and ramosetron also involve CYP2D6, with little evidence to guide genotype-based use. Check drug interactions and organ function when choosing.',
  },
  {
    when: { CYP2D6: { phenotypes: ['Normal Metabolizer'] } },
    action: 'standard',
    doseFactor: null,
    strength: 'strong',
    text: 'Start the recommended dose.',
  },
  {
    when: { CYP2D6: { phenotypes: ['Intermediate Metabolizer', 'Poor Metabolizer'] } },
    action: 'standard',
    doseFactor: null,
    strength: 'no-recommendation',
    text: 'Evidence of a clinical effect of this genotype is insufficient; start the recommended dose.',
  },
  {
    when: { CYP2D6: { phenotypes: ['Indeterminate'] } },
    action: 'indeterminate',
    doseFactor: null,
    strength: 'no-recommendation',
    text: 'CYP2D6 phenotype could not be assigned; CPIC gives no recommendation for an indeterminate result.',
  },
];

/** CPIC opioid guideline (2021), rows of CPIC v1.30.0. */
function opioidRows(drug: 'codeine' | 'tramadol'): PgxRecommendationRowInput[] {
  const other = drug === 'codeine' ? 'tramadol' : 'codeine';
  return [
    {
      when: { CYP2D6: { phenotypes: ['Ultrarapid Metabolizer'] } },
      action: 'avoid',
      doseFactor: null,
      strength: 'strong',
      text: `Avoid ${drug}: more active metabolite is formed, with a risk of serious toxicity. If an opioid is needed, use one other than ${other}.`,
    },
    {
      when: { CYP2D6: { phenotypes: ['Poor Metabolizer'] } },
      action: 'avoid',
      doseFactor: null,
      strength: 'strong',
      text: `Avoid ${drug}: little active metabolite is formed, so analgesia may fail. If an opioid is needed, use one other than ${other}.`,
    },
    {
      when: { CYP2D6: { phenotypes: ['Intermediate Metabolizer'] } },
      action: 'standard',
      doseFactor: null,
      strength: drug === 'codeine' ? 'moderate' : 'optional',
      text: `Use the label's age- or weight-based ${drug} dosing. If pain relief is inadequate and an opioid is needed, consider an opioid other than ${other}.`,
    },
    {
      when: { CYP2D6: { phenotypes: ['Normal Metabolizer'] } },
      action: 'standard',
      doseFactor: null,
      strength: 'strong',
      text: `Use the label's age- or weight-based ${drug} dosing.`,
    },
    {
      when: { CYP2D6: { phenotypes: ['Indeterminate'] } },
      action: 'indeterminate',
      doseFactor: null,
      strength: 'no-recommendation',
      text: 'CYP2D6 phenotype could not be assigned; CPIC gives no recommendation for an indeterminate result.',
    },
  ];
}

export const cyp2d6Rules: PgxDrugRuleInput[] = [
  {
    id: 'tamoxifen-cyp2d6',
    drugId: 'tamoxifen',
    guidelineId: 'cpic-cyp2d6-tamoxifen',
    genes: ['CYP2D6'],
    rows: tamoxifenRows,
  },
  {
    id: 'ondansetron-cyp2d6',
    drugId: 'ondansetron',
    guidelineId: 'cpic-cyp2d6-ondansetron-tropisetron',
    genes: ['CYP2D6'],
    rows: antiemeticRows,
  },
  {
    id: 'tropisetron-cyp2d6',
    drugId: 'tropisetron',
    guidelineId: 'cpic-cyp2d6-ondansetron-tropisetron',
    genes: ['CYP2D6'],
    rows: antiemeticRows,
  },
  {
    id: 'codeine-cyp2d6',
    drugId: 'codeine',
    guidelineId: 'cpic-cyp2d6-opioids',
    genes: ['CYP2D6'],
    rows: opioidRows('codeine'),
  },
  {
    id: 'tramadol-cyp2d6',
    drugId: 'tramadol',
    guidelineId: 'cpic-cyp2d6-opioids',
    genes: ['CYP2D6'],
    rows: opioidRows('tramadol'),
  },
];
