import type {
  PgxDrugRuleInput,
  PgxRecommendationRowInput,
  PhenotypeKey,
} from '../../../core/knowledge/pgx';

/**
 * CPIC thiopurine guideline, 2025 update (recommendations revised 2026-02-03/04, which keeps the
 * 2024-03-20 change for TPMT IM + NUDT15 IM). The CPIC v1.30.0 rows in the reference extract are
 * SUPERSEDED and are not used. Rows are checked in order: any poor metabolizer first, then the
 * double-intermediate rows, then single-gene rows.
 */
const IM: PhenotypeKey[] = ['Intermediate Metabolizer', 'Possible Intermediate Metabolizer'];
const ANY: PhenotypeKey[] = [
  'Normal Metabolizer',
  'Intermediate Metabolizer',
  'Possible Intermediate Metabolizer',
  'Poor Metabolizer',
  'Indeterminate',
  'No Result',
];
const UNKNOWN: PhenotypeKey[] = ['Indeterminate', 'No Result'];
const NOT_IM_OR_PM: PhenotypeKey[] = ['Normal Metabolizer', 'Indeterminate', 'No Result'];

interface ThiopurineText {
  poor: { text: string; doseNote: string };
  doubleIntermediate: string;
  intermediate: string;
  normal: string;
  unknown: string;
  /** CPIC grades the thioguanine intermediate rows Moderate and mercaptopurine Strong. */
  intermediateStrength: 'strong' | 'moderate';
}

function thiopurineRows(t: ThiopurineText): PgxRecommendationRowInput[] {
  const poor = {
    action: 'reduce' as const,
    doseFactor: 0.1,
    doseNote: t.poor.doseNote,
    strength: 'strong' as const,
    text: t.poor.text,
  };
  return [
    { when: { TPMT: { phenotypes: ['Poor Metabolizer'] }, NUDT15: { phenotypes: ANY } }, ...poor },
    { when: { TPMT: { phenotypes: ANY }, NUDT15: { phenotypes: ['Poor Metabolizer'] } }, ...poor },
    {
      when: { TPMT: { phenotypes: IM }, NUDT15: { phenotypes: IM } },
      action: 'reduce',
      doseFactor: null,
      doseRange: { min: 0.2, max: 0.5 },
      doseNote: 'starting dose, when the standard starting dose is at or above the threshold',
      strength: t.intermediateStrength,
      text: t.doubleIntermediate,
    },
    {
      when: { TPMT: { phenotypes: IM }, NUDT15: { phenotypes: NOT_IM_OR_PM } },
      action: 'reduce',
      doseFactor: null,
      doseRange: { min: 0.3, max: 0.8 },
      doseNote: 'starting dose, when the standard starting dose is at or above the threshold',
      strength: t.intermediateStrength,
      text: t.intermediate,
    },
    {
      when: { TPMT: { phenotypes: NOT_IM_OR_PM }, NUDT15: { phenotypes: IM } },
      action: 'reduce',
      doseFactor: null,
      doseRange: { min: 0.3, max: 0.8 },
      doseNote: 'starting dose, when the standard starting dose is at or above the threshold',
      strength: t.intermediateStrength,
      text: t.intermediate,
    },
    {
      when: {
        TPMT: { phenotypes: ['Normal Metabolizer'] },
        NUDT15: { phenotypes: ['Normal Metabolizer', ...UNKNOWN] },
      },
      action: 'standard',
      doseFactor: null,
      strength: 'strong',
      text: t.normal,
    },
    {
      when: { TPMT: { phenotypes: UNKNOWN }, NUDT15: { phenotypes: ['Normal Metabolizer'] } },
      action: 'standard',
      doseFactor: null,
      strength: 'strong',
      text: t.normal,
    },
    {
      when: { TPMT: { phenotypes: UNKNOWN }, NUDT15: { phenotypes: UNKNOWN } },
      action: 'monitor',
      doseFactor: null,
      strength: 'strong',
      text: t.unknown,
    },
  ];
}

const UNKNOWN_TEXT =
  'Neither a TPMT nor a NUDT15 phenotype could be assigned. Consider measuring erythrocyte TPMT activity; if a thiopurine is needed while TPMT or NUDT15 status is unknown, monitor closely for myelosuppression.';

const mercaptopurineRows = thiopurineRows({
  poor: {
    doseNote:
      'malignancy: each dose one tenth of the standard starting dose, given 3 days a week instead of daily; non-malignant conditions: use a non-thiopurine immunosuppressant',
    text: 'Greatly increased risk of life-threatening myelosuppression. For malignancy, start with a drastically reduced dose: one tenth of the standard starting dose, three times a week instead of daily (for example 10 mg/m2/day on 3 days a week), then adjust to myelosuppression and disease-specific protocols; steady state takes at least 4-6 weeks after each change, and mercaptopurine should be reduced before other agents. For non-malignant conditions use a non-thiopurine immunosuppressant.',
  },
  doubleIntermediate:
    'Intermediate (or possible intermediate) activity in both TPMT and NUDT15 adds up: start at 20-50% of the standard starting dose when that dose is at least 75 mg/m2/day (malignancy) or 1.5 mg/kg/day (non-malignant); below those doses a reduction may not be needed. Adjust to myelosuppression; steady state takes at least 2-4 weeks after each change, and in combination therapy reduce mercaptopurine first.',
  intermediate:
    'Start at 30-80% of the standard starting dose when that dose is at least 75 mg/m2/day (malignancy) or 1.5 mg/kg/day (non-malignant); below those doses a reduction may not be needed. Adjust to myelosuppression and disease-specific protocols; steady state takes at least 2-4 weeks after each change, and in combination therapy reduce mercaptopurine first.',
  intermediateStrength: 'strong',
  normal:
    'Start at the standard dose (for example 75 mg/m2/day for malignancy or 1.5 mg/kg/day otherwise) and adjust myelosuppressive agents as usual; steady state takes at least 2 weeks after each change. Where one of the two genes has no usable result, monitor closely for toxicity.',
  unknown: UNKNOWN_TEXT,
});

const thioguanineRows = thiopurineRows({
  poor: {
    doseNote:
      'each dose one tenth of the standard starting dose, given 3 days a week instead of daily',
    text: 'Greatly increased risk of life-threatening myelosuppression. Start with a drastically reduced dose: one tenth of the standard starting dose, three times a week instead of daily, then adjust to myelosuppression and disease-specific protocols; steady state takes at least 4-6 weeks after each change, and thioguanine should be reduced before other agents.',
  },
  doubleIntermediate:
    'Intermediate (or possible intermediate) activity in both TPMT and NUDT15 adds up: start at 20-50% of the standard starting dose when that dose is at least 40 mg/m2/day; below it a reduction may not be needed. Adjust to myelosuppression; steady state takes at least 2-4 weeks after each change, and in combination therapy reduce thioguanine first.',
  intermediate:
    'Start at 30-80% of the standard starting dose when that dose is at least 40 mg/m2/day; below it a reduction may not be needed. Adjust to myelosuppression and disease-specific protocols; steady state takes at least 2-4 weeks after each change, and in combination therapy reduce thioguanine first.',
  intermediateStrength: 'moderate',
  normal:
    'Start at the standard dose (for example 40 mg/m2/day for malignancy) and adjust myelosuppressive agents as usual; steady state takes at least 2 weeks after each change. Where one of the two genes has no usable result, monitor closely for toxicity.',
  unknown: UNKNOWN_TEXT,
});

export const thiopurineRules: PgxDrugRuleInput[] = [
  {
    id: 'mercaptopurine-tpmt-nudt15',
    drugId: 'mercaptopurine',
    guidelineId: 'cpic-thiopurines',
    genes: ['TPMT', 'NUDT15'],
    rows: mercaptopurineRows,
  },
  {
    id: 'thioguanine-tpmt-nudt15',
    drugId: 'thioguanine',
    guidelineId: 'cpic-thiopurines',
    genes: ['TPMT', 'NUDT15'],
    rows: thioguanineRows,
  },
];
