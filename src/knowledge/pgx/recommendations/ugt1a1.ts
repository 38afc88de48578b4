import type { PgxDrugRuleInput, PgxRecommendationRowInput } from '../../../core/knowledge/pgx';

const INDETERMINATE: PgxRecommendationRowInput = {
  when: { UGT1A1: { phenotypes: ['Indeterminate'] } },
  action: 'indeterminate',
  doseFactor: null,
  strength: 'not-graded',
  text: 'UGT1A1 phenotype could not be assigned (for example an allele of unknown function), so the SN-38 toxicity risk cannot be graded from genotype.',
};

/**
 * Irinotecan has no CPIC guideline. Poor metabolizers: the FDA label advises considering a starting
 * dose at least one level lower, and DPWG (2022) advises 70% of the normal starting dose. DPWG
 * advises no change for intermediate metabolizers.
 */
const irinotecanRows: PgxRecommendationRowInput[] = [
  {
    when: { UGT1A1: { phenotypes: ['Poor Metabolizer'] } },
    action: 'reduce',
    doseFactor: 0.7,
    doseNote: 'starting dose (DPWG); the FDA label advises at least one dose level lower',
    strength: 'not-graded',
    text: 'Reduced UGT1A1 glucuronidation raises SN-38 exposure and the risk of severe neutropenia and diarrhoea. FDA label: for patients known to have reduced UGT1A1 activity, such as UGT1A1*28 homozygotes, consider a starting dose at least one level lower. DPWG (2022): start at 70% of the normal dose and, if tolerated, increase guided by the neutrophil count.',
  },
  {
    when: { UGT1A1: { phenotypes: ['Intermediate Metabolizer'] } },
    action: 'standard',
    doseFactor: null,
    strength: 'not-graded',
    text: 'DPWG (2022): no starting-dose change for UGT1A1 intermediate metabolizers (for example *1/*28); monitor blood counts as the label requires.',
  },
  {
    when: { UGT1A1: { phenotypes: ['Normal Metabolizer'] } },
    action: 'standard',
    doseFactor: null,
    strength: 'not-graded',
    text: 'Normal UGT1A1 activity: no genotype-based change to the irinotecan dose.',
  },
  INDETERMINATE,
];

/**
 * Sacituzumab govitecan (SN-38 payload) has no CPIC guideline. The label reports more grade 3-4
 * neutropenia in UGT1A1*28 homozygotes and asks for close monitoring; it gives no dose reduction.
 */
const sacituzumabRows: PgxRecommendationRowInput[] = [
  {
    when: { UGT1A1: { phenotypes: ['Poor Metabolizer'] } },
    action: 'monitor',
    doseFactor: null,
    strength: 'not-graded',
    text: 'Label: UGT1A1*28 homozygotes have more neutropenia, febrile neutropenia and anaemia (grade 3-4 neutropenia 67% versus 46% in heterozygous and wild-type patients). No starting-dose change is specified; monitor closely and withhold or stop treatment according to the onset, duration and severity of adverse reactions.',
  },
  {
    when: { UGT1A1: { phenotypes: ['Intermediate Metabolizer', 'Normal Metabolizer'] } },
    action: 'standard',
    doseFactor: null,
    strength: 'not-graded',
    text: 'Label data show similar grade 3-4 neutropenia in UGT1A1*28 heterozygotes and wild-type patients (46% each): standard dosing with the monitoring the label requires.',
  },
  INDETERMINATE,
];

export const ugt1a1Rules: PgxDrugRuleInput[] = [
  {
    id: 'irinotecan-ugt1a1',
    drugId: 'irinotecan',
    guidelineId: 'ugt1a1-irinotecan',
    genes: ['UGT1A1'],
    rows: irinotecanRows,
  },
  {
    id: 'sacituzumab-govitecan-ugt1a1',
    drugId: 'sacituzumab-govitecan',
    guidelineId: 'ugt1a1-sacituzumab',
    genes: ['UGT1A1'],
    rows: sacituzumabRows,
  },
];
