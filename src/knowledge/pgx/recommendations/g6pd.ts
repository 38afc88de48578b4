import type { PgxDrugRuleInput } from '../../../core/knowledge/pgx';

/** CPIC G6PD guideline (2022), rasburicase rows of CPIC v1.30.0. */
export const g6pdRules: PgxDrugRuleInput[] = [
  {
    id: 'rasburicase-g6pd',
    drugId: 'rasburicase',
    guidelineId: 'cpic-g6pd',
    genes: ['G6PD'],
    rows: [
      {
        when: { G6PD: { phenotypes: ['Deficient', 'Deficient with CNSHA'] } },
        action: 'avoid',
        doseFactor: null,
        strength: 'strong',
        text: 'G6PD deficient: high risk of acute haemolytic anaemia with rasburicase. Avoid it and use another urate-lowering approach.',
      },
      {
        when: { G6PD: { phenotypes: ['Normal'] } },
        action: 'standard',
        doseFactor: null,
        strength: 'strong',
        text: 'G6PD normal: no reason to avoid rasburicase on G6PD grounds.',
      },
      {
        when: { G6PD: { phenotypes: ['Variable', 'Indeterminate'] } },
        action: 'indeterminate',
        doseFactor: null,
        strength: 'moderate',
        text: 'G6PD status cannot be read from this genotype (heterozygous with X-inactivation mosaicism, or an allele of uncertain function): measure G6PD enzyme activity and decide on rasburicase by the activity-based phenotype.',
      },
    ],
  },
];
