import { describe, expect, it } from 'vitest';
import {
  ageBand,
  bornOnOrBefore,
  cell,
  cohortCriteriaSchema,
  isIcd10Prefix,
  isSmallCohort,
  stageGroup,
  suppressCells,
} from './cohort';

describe('small cells', () => {
  it.each([
    [0, 0],
    [1, '<5'],
    [4, '<5'],
    [5, 5],
    [120, 120],
  ])('cell(%i) = %j', (n, shown) => expect(cell(n)).toBe(shown));

  it.each([
    [0, false],
    [1, true],
    [4, true],
    [5, false],
  ])('a cohort of %i is small: %s', (n, small) => expect(isSmallCohort(n)).toBe(small));

  const g = (...ns: number[]) => ns.map((n, i) => ({ key: `g${i}`, n }));
  it.each([
    ['no small cell', g(10, 7, 0), true, [10, 7, 0]],
    [
      'one small cell of a partition takes the next smallest with it',
      g(20, 3, 8, 0),
      true,
      [20, '<5', '<5', 0],
    ],
    ['two small cells of a partition protect each other', g(20, 3, 2), true, [20, '<5', '<5']],
    ['one small cell, not a partition: alone', g(20, 3, 8), false, [20, '<5', 8]],
    ['the only other cell is suppressed too', g(6, 2), true, ['<5', '<5']],
    ['zeros are not used as the complement', g(0, 3, 0), true, [0, '<5', 0]],
  ] as const)('%s', (_name, groups, partition, shown) => {
    expect(suppressCells(groups, partition).map((c) => c.subjects)).toEqual(shown);
    expect(suppressCells(groups, partition).map((c) => c.key)).toEqual(groups.map((x) => x.key));
  });
});

describe('age bands and stage groups', () => {
  it.each([
    [null, null],
    [-1, null],
    [0, '0-17'],
    [17, '0-17'],
    [18, '18-39'],
    [39, '18-39'],
    [40, '40-49'],
    [89, '80-89'],
    [90, '90+'],
    [104, '90+'],
  ])('ageBand(%s) = %s', (age, band) => expect(ageBand(age)).toBe(band));

  it.each([
    ['IV', 'IV'],
    ['IVA', 'IV'],
    ['stage IIIB', 'III'],
    ['Stage ii', 'II'],
    ['IA2', 'I'],
    ['0', '0'],
    ['T2N1M1a', 'IV'],
    ['pT2 N0 M1', 'IV'],
    ['T2N1M0', null],
    ['limited', null],
    ['per Vantross', null],
    ['', null],
    [null, null],
  ])('stageGroup(%j) = %s', (stage, group) => expect(stageGroup(stage)).toBe(group));

  it.each([
    ['2025-03-15T10:00:00Z', 18, '2007-03-15'],
    ['2024-02-29T10:00:00Z', 1, '2023-03-01'],
  ])('on %s, %i years old means born on or before %s', (now, years, date) => {
    expect(bornOnOrBefore(Date.parse(now), years)).toBe(date);
  });

  it.each([
    ['C50', true],
    ['c50.9', true],
    ['C18.7', true],
    ['breast', false],
    ['C', false],
  ])('isIcd10Prefix(%s) = %s', (text, ok) => expect(isIcd10Prefix(text)).toBe(ok));
});

describe('criteria', () => {
  const issues = (input: unknown) => {
    const r = cohortCriteriaSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  it.each([
    [{}, []],
    [{ condition: 'C50', stage: 'IV', drug: 'Xeloda', ageMin: 50, ageMax: 70 }, []],
    [{ phenotype: { gene: 'DPYD', phenotype: 'intermediate metabolizer' } }, []],
    [{ phenotype: { gene: 'HLA-B', allele: '*58:01', phenotype: 'positive' } }, []],
    [{ lab: { lab: 'anc', max: 1 } }, []],
    [{ stage: 'V' }, ['stage: stage must be one of 0, I, II, III, IV']],
    [{ ageMin: 70, ageMax: 50 }, ['ageMin: ageMin must not be above ageMax']],
    [{ lab: { lab: 'anc' } }, ['lab.min: give min, max or both']],
    [{ lab: { lab: 'anc', min: 3, max: 1 } }, ['lab.min: min must not be above max']],
    [{ lab: { lab: 'vitamin-q', min: 1 } }, ['lab.lab: lab must be a test the product reads']],
    [
      { phenotype: { gene: 'HLA-B', phenotype: 'positive' } },
      ['phenotype.allele: allele is required for HLA-B and only for HLA-B'],
    ],
    [{ patientId: 'x' }, [': Unrecognized key: "patientId"']],
  ])('%j -> %j', (input, expected) => expect(issues(input)).toEqual(expected));

  it('defaults the drug scope and the lab window', () => {
    expect(cohortCriteriaSchema.parse({ lab: { lab: 'anc', max: 1 } })).toEqual({
      drugScope: 'active',
      lab: { lab: 'anc', max: 1, withinDays: 90 },
    });
  });
});
