import type {
  PgxDrugRuleInput,
  PgxRecommendationRowInput,
  PhenotypeKey,
} from '../../../core/knowledge/pgx';

/** CPIC NSAID guideline (2020), celecoxib rows of CPIC v1.30.0. */
const celecoxibRows: PgxRecommendationRowInput[] = [
  {
    when: { CYP2C9: { phenotypes: ['Normal Metabolizer'] } },
    action: 'standard',
    doseFactor: null,
    strength: 'strong',
    text: 'Start the recommended dose; as the label advises, use the lowest effective dose for the shortest time.',
  },
  {
    when: { CYP2C9: { phenotypes: ['Intermediate Metabolizer'], activityScore: { max: 1 } } },
    action: 'reduce',
    doseFactor: null,
    doseNote: 'lowest recommended starting dose',
    strength: 'moderate',
    text: 'Moderately reduced clearance: start at the lowest recommended starting dose and titrate up cautiously to effect or the maximum dose; use the lowest effective dose for the shortest time and monitor blood pressure and kidney function.',
  },
  {
    when: { CYP2C9: { phenotypes: ['Intermediate Metabolizer'] } },
    action: 'standard',
    doseFactor: null,
    strength: 'moderate',
    text: 'Mildly reduced clearance: start the recommended dose; use the lowest effective dose for the shortest time.',
  },
  {
    when: { CYP2C9: { phenotypes: ['Poor Metabolizer'] } },
    action: 'reduce',
    doseFactor: null,
    doseRange: { min: 0.25, max: 0.5 },
    doseNote:
      'of the lowest recommended starting dose (titrate to at most 25-50% of the maximum dose)',
    strength: 'moderate',
    text: 'Markedly prolonged half-life: start at 25-50% of the lowest recommended starting dose and titrate cautiously to at most 25-50% of the maximum dose, only after steady state (at least 8 days for celecoxib in poor metabolizers). Monitor blood pressure and kidney function, or choose a drug not metabolised by CYP2C9 (or not affected by CYP2C9 variants).',
  },
  {
    when: { CYP2C9: { phenotypes: ['Indeterminate'] } },
    action: 'indeterminate',
    doseFactor: null,
    strength: 'no-recommendation',
    text: 'CYP2C9 phenotype could not be assigned; CPIC gives no recommendation for an indeterminate result.',
  },
];

/**
 * CPIC phenytoin guideline (2020), rows of CPIC v1.30.0. The table is keyed on HLA-B*15:02 carrier
 * status and CYP2C9 together; CPIC gives separate rows for phenytoin-naive patients and for
 * patients who have taken phenytoin for more than three months.
 */
const HLA_NOT_POSITIVE: PhenotypeKey[] = ['negative', 'No Result'];
const NEGATIVE_CAVEAT =
  'A negative HLA-B*15:02 test does not remove the risk of phenytoin-induced SJS/TEN; monitor as usual.';
function phenytoinRows(population: 'naive' | 'experienced'): PgxRecommendationRowInput[] {
  const positive: PgxRecommendationRowInput =
    population === 'naive'
      ? {
          when: {
            'HLA-B*15:02': { phenotypes: ['positive'] },
            CYP2C9: {
              phenotypes: [
                'Normal Metabolizer',
                'Intermediate Metabolizer',
                'Poor Metabolizer',
                'Indeterminate',
                'No Result',
              ],
            },
          },
          action: 'avoid',
          doseFactor: null,
          strength: 'strong',
          text: 'HLA-B*15:02 carrier: high risk of SJS/TEN. In a phenytoin-naive patient do not start phenytoin or fosphenytoin, and avoid carbamazepine and oxcarbazepine too.',
        }
      : {
          when: {
            'HLA-B*15:02': { phenotypes: ['positive'] },
            CYP2C9: {
              phenotypes: [
                'Normal Metabolizer',
                'Intermediate Metabolizer',
                'Poor Metabolizer',
                'Indeterminate',
                'No Result',
              ],
            },
          },
          action: 'monitor',
          doseFactor: null,
          strength: 'optional',
          text: 'HLA-B*15:02 carrier who has taken phenytoin continuously for more than three months without a skin reaction: cautious continued or future use may be considered, because SJS/TEN usually starts within 4-28 days and almost always within three months.',
        };
  return [
    positive,
    {
      when: {
        'HLA-B*15:02': { phenotypes: HLA_NOT_POSITIVE },
        CYP2C9: { phenotypes: ['Poor Metabolizer'] },
      },
      action: 'reduce',
      doseFactor: 0.5,
      doseNote: 'maintenance doses; give the usual first (loading) dose',
      strength: 'strong',
      text: `Slow phenytoin clearance: give the usual first or loading dose, then about 50% less than the usual maintenance dose, adjusted by drug levels, response and side effects. ${NEGATIVE_CAVEAT}`,
    },
    {
      when: {
        'HLA-B*15:02': { phenotypes: HLA_NOT_POSITIVE },
        CYP2C9: { phenotypes: ['Intermediate Metabolizer'], activityScore: { max: 1 } },
      },
      action: 'reduce',
      doseFactor: 0.75,
      doseNote: 'maintenance doses; give the usual first (loading) dose',
      strength: 'moderate',
      text: `Reduced phenytoin clearance: give the usual first or loading dose, then about 25% less than the usual maintenance dose, adjusted by drug levels, response and side effects. ${NEGATIVE_CAVEAT}`,
    },
    {
      when: {
        'HLA-B*15:02': { phenotypes: HLA_NOT_POSITIVE },
        CYP2C9: { phenotypes: ['Intermediate Metabolizer'] },
      },
      action: 'standard',
      doseFactor: null,
      strength: 'moderate',
      text: `No change from usual dosing; adjust later doses by drug levels, response and side effects. ${NEGATIVE_CAVEAT}`,
    },
    {
      when: {
        'HLA-B*15:02': { phenotypes: HLA_NOT_POSITIVE },
        CYP2C9: { phenotypes: ['Normal Metabolizer'] },
      },
      action: 'standard',
      doseFactor: null,
      strength: 'strong',
      text: `No change from usual dosing; adjust later doses by drug levels, response and side effects. ${NEGATIVE_CAVEAT}`,
    },
    {
      when: {
        'HLA-B*15:02': { phenotypes: ['negative'] },
        CYP2C9: { phenotypes: ['No Result'] },
      },
      action: 'standard',
      doseFactor: null,
      strength: 'strong',
      text: `HLA-B*15:02 negative and CYP2C9 not tested: usual dosing, adjusted by drug levels, response and side effects. ${NEGATIVE_CAVEAT}`,
    },
    {
      when: {
        'HLA-B*15:02': { phenotypes: HLA_NOT_POSITIVE },
        CYP2C9: { phenotypes: ['Indeterminate'] },
      },
      action: 'indeterminate',
      doseFactor: null,
      strength: 'no-recommendation',
      text: 'CYP2C9 phenotype could not be assigned; CPIC gives no dosing recommendation. Dose by drug levels.',
    },
    {
      when: {
        'HLA-B*15:02': { phenotypes: ['Indeterminate'] },
        CYP2C9: {
          phenotypes: [
            'Normal Metabolizer',
            'Intermediate Metabolizer',
            'Poor Metabolizer',
            'Indeterminate',
            'No Result',
          ],
        },
      },
      action: 'indeterminate',
      doseFactor: null,
      strength: 'not-graded',
      text: 'HLA-B*15:02 carrier status could not be determined, so the SJS/TEN risk is unknown: resolve the HLA-B result before starting phenytoin.',
    },
  ];
}

/**
 * Warfarin: CPIC has no phenotype-keyed rows ("does not follow simple diplotype to phenotype
 * translation"). The engine therefore points to CPIC's algorithm-based approach and never
 * computes a dose.
 */
const warfarinRows: PgxRecommendationRowInput[] = [
  {
    when: {
      CYP2C9: {
        phenotypes: [
          'Normal Metabolizer',
          'Intermediate Metabolizer',
          'Poor Metabolizer',
          'Indeterminate',
          'No Result',
        ],
      },
      VKORC1: { phenotypes: ['-1639 GG', '-1639 AG', '-1639 AA', 'Indeterminate', 'No Result'] },
    },
    action: 'monitor',
    doseFactor: null,
    strength: 'not-graded',
    text: 'CPIC does not map warfarin to phenotypes. Estimate the starting dose with a validated pharmacogenetic dosing algorithm that uses the CYP2C9 and VKORC1 genotypes (for example IWPC or Gage, www.warfarindosing.org), following the CPIC 2017 recommendation diagram, which differs by ancestry (CYP2C9 *5, *6, *8, *11 and CYP4F2 matter in some groups). Then titrate on INR.',
  },
];

export const cyp2c9Rules: PgxDrugRuleInput[] = [
  {
    id: 'celecoxib-cyp2c9',
    drugId: 'celecoxib',
    guidelineId: 'cpic-nsaids',
    genes: ['CYP2C9'],
    rows: celecoxibRows,
  },
  {
    id: 'phenytoin-cyp2c9-hla-b-naive',
    drugId: 'phenytoin',
    guidelineId: 'cpic-phenytoin',
    population: 'PHT naive',
    populationLabel: 'Phenytoin-naive patients',
    genes: ['HLA-B*15:02', 'CYP2C9'],
    rows: phenytoinRows('naive'),
  },
  {
    id: 'phenytoin-cyp2c9-hla-b-experienced',
    drugId: 'phenytoin',
    guidelineId: 'cpic-phenytoin',
    population: 'PHT use >3mos',
    populationLabel: 'Phenytoin taken continuously for more than three months',
    genes: ['HLA-B*15:02', 'CYP2C9'],
    rows: phenytoinRows('experienced'),
  },
  {
    id: 'warfarin-cyp2c9-vkorc1',
    drugId: 'warfarin',
    guidelineId: 'cpic-warfarin',
    genes: ['CYP2C9', 'VKORC1'],
    rows: warfarinRows,
  },
];
