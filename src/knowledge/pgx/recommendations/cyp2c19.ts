import type {
  PgxDrugRuleInput,
  PgxRecommendationRowInput,
  PhenotypeKey,
} from '../../../core/knowledge/pgx';

const IM: PhenotypeKey[] = ['Intermediate Metabolizer', 'Likely Intermediate Metabolizer'];
const PM: PhenotypeKey[] = ['Poor Metabolizer', 'Likely Poor Metabolizer'];
const INDETERMINATE_ROW: PgxRecommendationRowInput = {
  when: { CYP2C19: { phenotypes: ['Indeterminate'] } },
  action: 'indeterminate',
  doseFactor: null,
  strength: 'no-recommendation',
  text: 'CYP2C19 phenotype could not be assigned; CPIC gives no recommendation for an indeterminate result.',
};

/** CPIC voriconazole guideline (2016), rows of CPIC v1.30.0, adults and children separately. */
function voriconazoleRows(population: 'adults' | 'pediatrics'): PgxRecommendationRowInput[] {
  const agents =
    population === 'adults'
      ? 'isavuconazole, liposomal amphotericin B or posaconazole'
      : 'liposomal amphotericin B or posaconazole';
  return [
    {
      when: { CYP2C19: { phenotypes: ['Ultrarapid Metabolizer'] } },
      action: 'alternative',
      doseFactor: null,
      strength: 'moderate',
      text: `Voriconazole levels are often subtherapeutic: choose a primary antifungal that does not depend on CYP2C19, such as ${agents}.`,
    },
    population === 'adults'
      ? {
          when: { CYP2C19: { phenotypes: ['Rapid Metabolizer'] } },
          action: 'alternative',
          doseFactor: null,
          strength: 'moderate',
          text: `Therapeutic levels are reached less often with standard dosing: choose a primary antifungal that does not depend on CYP2C19, such as ${agents}.`,
        }
      : {
          when: { CYP2C19: { phenotypes: ['Rapid Metabolizer'] } },
          action: 'monitor',
          doseFactor: null,
          strength: 'moderate',
          text: 'Start standard dosing and titrate to a therapeutic trough with therapeutic drug monitoring.',
        },
    {
      when: { CYP2C19: { phenotypes: ['Normal Metabolizer'] } },
      action: 'standard',
      doseFactor: null,
      strength: 'strong',
      text: 'Start standard dosing.',
    },
    {
      when: { CYP2C19: { phenotypes: IM } },
      action: 'standard',
      doseFactor: null,
      strength: 'moderate',
      text: 'Start standard dosing.',
    },
    {
      when: { CYP2C19: { phenotypes: PM } },
      action: 'alternative',
      doseFactor: null,
      strength: 'moderate',
      text: `Higher voriconazole exposure and toxicity risk: choose a primary antifungal that does not depend on CYP2C19, such as ${agents}. If voriconazole is still judged the best agent, give a lower than standard dose with careful therapeutic drug monitoring.`,
    },
    INDETERMINATE_ROW,
  ];
}

/**
 * CPIC clopidogrel guideline (2022), rows of CPIC v1.30.0 with CPIC's 2023-10-20 wording change:
 * for poor and likely poor metabolizers with cardiovascular indications the advice is to avoid
 * clopidogrel, without the former "standard dose (75 mg/day)" qualifier.
 */
const STANDARD_CLOPIDOGREL: PgxRecommendationRowInput = {
  when: {
    CYP2C19: { phenotypes: ['Normal Metabolizer', 'Rapid Metabolizer', 'Ultrarapid Metabolizer'] },
  },
  action: 'standard',
  doseFactor: null,
  strength: 'strong',
  text: 'Normal clopidogrel activation: if clopidogrel is chosen, use the standard 75 mg/day.',
};
const NO_CPIC_ADVICE = (phenotype: string): string =>
  `CPIC makes no genotype-based recommendation for ${phenotype} in this indication; choose the antiplatelet on clinical grounds.`;

const clopidogrelAcsPci: PgxRecommendationRowInput[] = [
  STANDARD_CLOPIDOGREL,
  {
    when: { CYP2C19: { phenotypes: IM } },
    action: 'alternative',
    doseFactor: null,
    strength: 'strong',
    text: 'Reduced activation and more cardiovascular events on clopidogrel: avoid standard-dose clopidogrel (75 mg) if possible and use prasugrel or ticagrelor at standard dose if not contraindicated.',
  },
  {
    when: { CYP2C19: { phenotypes: PM } },
    action: 'alternative',
    doseFactor: null,
    strength: 'strong',
    text: 'Markedly reduced activation: avoid clopidogrel if possible and use prasugrel or ticagrelor at standard dose if not contraindicated.',
  },
  INDETERMINATE_ROW,
];

const clopidogrelNonAcsPci: PgxRecommendationRowInput[] = [
  {
    when: { CYP2C19: { phenotypes: ['Normal Metabolizer'] } },
    action: 'standard',
    doseFactor: null,
    strength: 'strong',
    text: 'Normal clopidogrel activation: if clopidogrel is chosen, use the standard 75 mg/day.',
  },
  {
    when: { CYP2C19: { phenotypes: ['Rapid Metabolizer', 'Ultrarapid Metabolizer'] } },
    action: 'indeterminate',
    doseFactor: null,
    strength: 'no-recommendation',
    text: NO_CPIC_ADVICE('rapid or ultrarapid metabolizers'),
  },
  {
    when: { CYP2C19: { phenotypes: IM } },
    action: 'indeterminate',
    doseFactor: null,
    strength: 'no-recommendation',
    text: NO_CPIC_ADVICE('intermediate metabolizers'),
  },
  {
    when: { CYP2C19: { phenotypes: PM } },
    action: 'alternative',
    doseFactor: null,
    strength: 'moderate',
    text: 'Markedly reduced activation: avoid clopidogrel if possible and use prasugrel or ticagrelor at standard dose if not contraindicated.',
  },
  INDETERMINATE_ROW,
];

const clopidogrelNeuro: PgxRecommendationRowInput[] = [
  {
    when: { CYP2C19: { phenotypes: ['Normal Metabolizer'] } },
    action: 'standard',
    doseFactor: null,
    strength: 'strong',
    text: 'Normal clopidogrel activation: if clopidogrel is chosen, use the standard 75 mg/day.',
  },
  {
    when: { CYP2C19: { phenotypes: ['Rapid Metabolizer', 'Ultrarapid Metabolizer'] } },
    action: 'indeterminate',
    doseFactor: null,
    strength: 'no-recommendation',
    text: NO_CPIC_ADVICE('rapid or ultrarapid metabolizers'),
  },
  {
    when: { CYP2C19: { phenotypes: IM } },
    action: 'alternative',
    doseFactor: null,
    strength: 'moderate',
    text: 'Reduced activation: consider another P2Y12 inhibitor at standard dose if clinically indicated and not contraindicated.',
  },
  {
    when: { CYP2C19: { phenotypes: PM } },
    action: 'alternative',
    doseFactor: null,
    strength: 'moderate',
    text: 'Markedly reduced activation: avoid clopidogrel if possible and consider another P2Y12 inhibitor at standard dose if clinically indicated and not contraindicated.',
  },
  INDETERMINATE_ROW,
];

/** CPIC PPI guideline (2020), rows of CPIC v1.30.0 (same table for the three PPIs). */
const ppiRows: PgxRecommendationRowInput[] = [
  {
    when: { CYP2C19: { phenotypes: ['Ultrarapid Metabolizer'] } },
    action: 'increase',
    doseFactor: 2,
    doseNote: 'starting daily dose (may be split into divided doses)',
    strength: 'optional',
    text: 'Low PPI exposure and a higher risk of treatment failure: increase the starting daily dose by 100%, divided if needed, and monitor efficacy.',
  },
  {
    when: { CYP2C19: { phenotypes: ['Rapid Metabolizer'] } },
    action: 'standard',
    doseFactor: null,
    doseRange: { min: 1.5, max: 2 },
    doseNote:
      'daily dose for H. pylori infection or erosive esophagitis; otherwise the standard dose',
    strength: 'moderate',
    text: 'Start the standard daily dose. For H. pylori infection or erosive esophagitis consider a 50-100% higher daily dose (divided doses allowed) and monitor efficacy.',
  },
  {
    when: { CYP2C19: { phenotypes: ['Normal Metabolizer'] } },
    action: 'standard',
    doseFactor: null,
    doseRange: { min: 1.5, max: 2 },
    doseNote:
      'daily dose for H. pylori infection or erosive esophagitis; otherwise the standard dose',
    strength: 'moderate',
    text: 'Start the standard daily dose. For H. pylori infection or erosive esophagitis consider a 50-100% higher daily dose (divided doses allowed) and monitor efficacy.',
  },
  {
    when: { CYP2C19: { phenotypes: IM } },
    action: 'reduce',
    doseFactor: 0.5,
    doseNote:
      'daily dose in chronic therapy (>12 weeks) once efficacy is achieved; start at the standard dose',
    strength: 'optional',
    text: 'Higher PPI exposure. Start the standard daily dose; for chronic therapy (beyond 12 weeks) with efficacy achieved, consider a 50% lower daily dose and check that efficacy continues.',
  },
  {
    when: { CYP2C19: { phenotypes: PM } },
    action: 'reduce',
    doseFactor: 0.5,
    doseNote:
      'daily dose in chronic therapy (>12 weeks) once efficacy is achieved; start at the standard dose',
    strength: 'moderate',
    text: 'Higher PPI exposure. Start the standard daily dose; for chronic therapy (beyond 12 weeks) with efficacy achieved, consider a 50% lower daily dose and check that efficacy continues.',
  },
  INDETERMINATE_ROW,
];

/**
 * Esomeprazole: the 2020 CPIC PPI guideline found the evidence inconsistent and made no
 * recommendation (CPIC level C), so every phenotype gets "no genotype-based recommendation".
 */
const esomeprazoleRows: PgxRecommendationRowInput[] = [
  {
    when: {
      CYP2C19: {
        phenotypes: [
          'Ultrarapid Metabolizer',
          'Rapid Metabolizer',
          'Normal Metabolizer',
          ...IM,
          ...PM,
        ],
      },
    },
    action: 'indeterminate',
    doseFactor: null,
    strength: 'no-recommendation',
    text: 'CPIC makes no CYP2C19-based recommendation for esomeprazole (CPIC level C: study results on exposure and response are inconsistent). Dose per label.',
  },
  INDETERMINATE_ROW,
];

/** CPIC SSRI guideline (2023), citalopram and escitalopram rows of CPIC v1.30.0. */
const citalopramRows: PgxRecommendationRowInput[] = [
  {
    when: { CYP2C19: { phenotypes: ['Ultrarapid Metabolizer'] } },
    action: 'alternative',
    doseFactor: null,
    strength: 'strong',
    text: 'Low exposure: consider an antidepressant not mainly metabolised by CYP2C19. If citalopram or escitalopram is still appropriate and the standard maintenance dose is not effective enough, consider titrating to a higher maintenance dose.',
  },
  {
    when: { CYP2C19: { phenotypes: ['Rapid Metabolizer'] } },
    action: 'standard',
    doseFactor: null,
    strength: 'optional',
    text: 'Start the recommended dose. If the response to usual maintenance dosing is inadequate, consider a higher maintenance dose or an antidepressant not mainly metabolised by CYP2C19.',
  },
  {
    when: { CYP2C19: { phenotypes: ['Normal Metabolizer'] } },
    action: 'standard',
    doseFactor: null,
    strength: 'strong',
    text: 'Start the recommended dose.',
  },
  {
    when: { CYP2C19: { phenotypes: IM } },
    action: 'reduce',
    doseFactor: null,
    doseNote: 'maintenance dose; start at the recommended dose',
    strength: 'moderate',
    text: 'Start the recommended dose; consider slower titration and a lower maintenance dose than for normal metabolizers.',
  },
  {
    when: { CYP2C19: { phenotypes: PM } },
    action: 'alternative',
    doseFactor: 0.5,
    doseNote:
      'if citalopram/escitalopram is used: lower starting dose, slower titration and half the standard maintenance dose',
    strength: 'strong',
    text: 'Higher exposure: consider an antidepressant not mainly metabolised by CYP2C19. If citalopram or escitalopram is appropriate, use a lower starting dose, slower titration and a 50% lower maintenance dose than for normal metabolizers.',
  },
  INDETERMINATE_ROW,
];

/**
 * Sertraline is keyed on CYP2C19 and CYP2B6. CYP2B6 is not genotyped here, so these rows are
 * CPIC's "CYP2B6: No Result" rows.
 */
const NO_CYP2B6 = { phenotypes: ['No Result' as const] };
const sertralineRows: PgxRecommendationRowInput[] = [
  {
    when: {
      CYP2C19: {
        phenotypes: ['Normal Metabolizer', 'Rapid Metabolizer', 'Ultrarapid Metabolizer'],
      },
      CYP2B6: NO_CYP2B6,
    },
    action: 'standard',
    doseFactor: null,
    strength: 'strong',
    text: 'Start the recommended dose (CYP2B6 not tested).',
  },
  {
    when: { CYP2C19: { phenotypes: IM }, CYP2B6: NO_CYP2B6 },
    action: 'reduce',
    doseFactor: null,
    doseNote: 'maintenance dose; start at the recommended dose',
    strength: 'moderate',
    text: 'Start the recommended dose; consider slower titration and a lower maintenance dose than for CYP2C19 normal metabolizers (CYP2B6 not tested).',
  },
  {
    when: { CYP2C19: { phenotypes: PM }, CYP2B6: NO_CYP2B6 },
    action: 'reduce',
    doseFactor: 0.5,
    doseNote: 'maintenance dose, with a lower starting dose and slower titration',
    strength: 'moderate',
    text: 'Consider a lower starting dose, slower titration and a 50% lower maintenance dose than for CYP2C19 normal metabolizers, or an antidepressant not mainly metabolised by CYP2C19 (CYP2B6 not tested).',
  },
  {
    when: { CYP2C19: { phenotypes: ['Indeterminate'] }, CYP2B6: NO_CYP2B6 },
    action: 'indeterminate',
    doseFactor: null,
    strength: 'no-recommendation',
    text: 'CYP2C19 phenotype could not be assigned (CYP2B6 not tested); CPIC gives no recommendation.',
  },
];

export const cyp2c19Rules: PgxDrugRuleInput[] = [
  {
    id: 'voriconazole-cyp2c19-adults',
    drugId: 'voriconazole',
    guidelineId: 'cpic-cyp2c19-voriconazole',
    population: 'adults',
    populationLabel: 'Adults',
    genes: ['CYP2C19'],
    rows: voriconazoleRows('adults'),
  },
  {
    id: 'voriconazole-cyp2c19-pediatrics',
    drugId: 'voriconazole',
    guidelineId: 'cpic-cyp2c19-voriconazole',
    population: 'pediatrics',
    populationLabel: 'Children',
    genes: ['CYP2C19'],
    rows: voriconazoleRows('pediatrics'),
  },
  {
    id: 'clopidogrel-cyp2c19-acs-pci',
    drugId: 'clopidogrel',
    guidelineId: 'cpic-cyp2c19-clopidogrel',
    population: 'CVI ACS PCI',
    populationLabel: 'Cardiovascular: acute coronary syndrome and/or PCI',
    genes: ['CYP2C19'],
    rows: clopidogrelAcsPci,
  },
  {
    id: 'clopidogrel-cyp2c19-non-acs-pci',
    drugId: 'clopidogrel',
    guidelineId: 'cpic-cyp2c19-clopidogrel',
    population: 'CVI non-ACS non-PCI',
    populationLabel: 'Cardiovascular: no acute coronary syndrome and no PCI',
    genes: ['CYP2C19'],
    rows: clopidogrelNonAcsPci,
  },
  {
    id: 'clopidogrel-cyp2c19-neurovascular',
    drugId: 'clopidogrel',
    guidelineId: 'cpic-cyp2c19-clopidogrel',
    population: 'NVI',
    populationLabel: 'Neurovascular indications',
    genes: ['CYP2C19'],
    rows: clopidogrelNeuro,
  },
  ...(['omeprazole', 'lansoprazole', 'pantoprazole'] as const).map((drugId): PgxDrugRuleInput => ({
    id: `${drugId}-cyp2c19`,
    drugId,
    guidelineId: 'cpic-cyp2c19-ppi',
    genes: ['CYP2C19'],
    rows: ppiRows,
  })),
  {
    id: 'esomeprazole-cyp2c19',
    drugId: 'esomeprazole',
    guidelineId: 'cpic-cyp2c19-ppi',
    genes: ['CYP2C19'],
    rows: esomeprazoleRows,
  },
  ...(['citalopram', 'escitalopram'] as const).map((drugId): PgxDrugRuleInput => ({
    id: `${drugId}-cyp2c19`,
    drugId,
    guidelineId: 'cpic-ssri',
    genes: ['CYP2C19'],
    rows: citalopramRows,
  })),
  {
    id: 'sertraline-cyp2c19',
    drugId: 'sertraline',
    guidelineId: 'cpic-ssri',
    genes: ['CYP2C19', 'CYP2B6'],
    rows: sertralineRows,
  },
];
