import type { PgxDrugRuleInput } from '../../../core/knowledge/pgx';

/** CPIC tacrolimus guideline (2015), rows of CPIC v1.30.0. */
export const cyp3a5Rules: PgxDrugRuleInput[] = [
  {
    id: 'tacrolimus-cyp3a5',
    drugId: 'tacrolimus',
    guidelineId: 'cpic-tacrolimus',
    genes: ['CYP3A5'],
    rows: [
      {
        when: {
          CYP3A5: {
            phenotypes: [
              'Normal Metabolizer',
              'Intermediate Metabolizer',
              'Possible Intermediate Metabolizer',
            ],
          },
        },
        action: 'increase',
        doseFactor: null,
        doseRange: { min: 1.5, max: 2 },
        doseNote: 'starting dose; total starting dose at most 0.3 mg/kg/day',
        strength: 'strong',
        text: 'CYP3A5 expresser: tacrolimus clearance is higher and target troughs are reached later. Start at 1.5 to 2 times the recommended starting dose, not above 0.3 mg/kg/day in total, and adjust by therapeutic drug monitoring. Applies to kidney, heart, lung and haematopoietic stem-cell transplants, and to liver transplants when donor and recipient genotypes match.',
      },
      {
        when: { CYP3A5: { phenotypes: ['Poor Metabolizer'] } },
        action: 'standard',
        doseFactor: null,
        strength: 'strong',
        text: 'CYP3A5 non-expresser: start the standard recommended dose and adjust by therapeutic drug monitoring.',
      },
      {
        when: { CYP3A5: { phenotypes: ['Indeterminate'] } },
        action: 'indeterminate',
        doseFactor: null,
        strength: 'no-recommendation',
        text: 'CYP3A5 phenotype could not be assigned; CPIC gives no recommendation for an indeterminate result.',
      },
    ],
  },
];
