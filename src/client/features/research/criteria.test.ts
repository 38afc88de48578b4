import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, phenotypesFor, toCriteria } from './criteria';

describe('the cohort form as criteria', () => {
  it.each([
    [{}, {}],
    [
      { condition: '  C50 ', stage: 'IV' },
      { condition: 'C50', stage: 'IV' },
    ],
    [
      { drug: 'Xeloda', drugScope: 'ever' },
      { drug: 'Xeloda', drugScope: 'ever' },
    ],
    [{ drugScope: 'ever' }, {}],
    [
      { gene: 'DPYD', phenotype: 'poor metabolizer' },
      { phenotype: { gene: 'DPYD', phenotype: 'poor metabolizer' } },
    ],
    [
      { gene: 'HLA-B', allele: '*58:01', phenotype: 'positive' },
      { phenotype: { gene: 'HLA-B', allele: '*58:01', phenotype: 'positive' } },
    ],
    [{ gene: 'DPYD' }, {}],
    [{ lab: 'anc', labMax: 1, withinDays: 30 }, { lab: { lab: 'anc', max: 1, withinDays: 30 } }],
    [{ lab: 'anc', labMin: '', labMax: '', withinDays: '' }, { lab: { lab: 'anc' } }],
    [{ ageMin: 50, ageMax: '' }, { ageMin: 50 }],
  ] as const)('%j -> %j', (values, criteria) => {
    expect(toCriteria({ ...EMPTY_FORM, ...values })).toEqual(criteria);
  });

  it.each([
    ['DPYD', 'intermediate metabolizer'],
    ['SLCO1B1', 'decreased function'],
    ['HLA-B', 'positive'],
    ['VKORC1', '-1639 AA'],
  ])('%s offers %s and indeterminate', (gene, phenotype) => {
    expect(phenotypesFor(gene)).toContain(phenotype);
    expect(phenotypesFor(gene).at(-1)).toBe('indeterminate');
  });
});
