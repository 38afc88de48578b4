import { describe, expect, it } from 'vitest';
import { finishGenetics, readGenotype, readImplication } from './genetic-observations';
import { contextOf, LOINC_SYSTEM as L, outcome } from './test-support';

const TBD = 'http://hl7.org/fhir/uv/genomics-reporting/CodeSystem/tbd-codes-cs';
const gene = (symbol: string) => ({
  code: { coding: [{ system: L, code: '48018-6' }] },
  valueCodeableConcept: {
    coding: [{ system: 'http://www.genenames.org', code: 'HGNC:2623', display: symbol }],
  },
});
const genotype = (value: string, components: object[] = [], id = 'g') => ({
  resourceType: 'Observation',
  id,
  code: { coding: [{ system: L, code: '84413-4' }] },
  effectiveDateTime: '2026-01-10',
  valueCodeableConcept: { text: value },
  component: components,
});

describe('readGenotype: a PGx genotype → a diplotype', () => {
  it.each([
    [
      'gene from the 48018-6 component',
      genotype('*1/*3', [gene('CYP2C9')]),
      'genetics: CYP2C9 *1/*3',
    ],
    ['gene from the value text', genotype('DPYD *1/*2A'), 'genetics: DPYD *1/*2A'],
    [
      'no gene anywhere',
      genotype('*1/*3'),
      'skipped: a genotype that names no gene (component 48018-6)',
    ],
  ])('%s', (_, resource, expected) => {
    const { ctx, entries } = contextOf([resource]);
    readGenotype(ctx, entries[0]!);
    expect(outcome(ctx)).toBe(expected);
  });
});

describe('readImplication: joined to the genotype it derives from', () => {
  const implication = (code: string, derived: string | null) => ({
    resourceType: 'Observation',
    code: { coding: [{ system: TBD, code: 'therapeutic-implication' }] },
    ...(derived ? { derivedFrom: [{ reference: derived }] } : {}),
    component: [
      {
        code: { coding: [{ system: TBD, code }] },
        valueCodeableConcept: { text: 'Intermediate metabolizer' },
      },
    ],
  });
  it.each(['therapeutic-implication', 'predicted-therapeutic-implication'])(
    'either component code (%s)',
    (code) => {
      const { ctx, entries } = contextOf([
        genotype('*1/*3', [gene('CYP2C9')]),
        implication(code, 'Observation/g'),
      ]);
      readGenotype(ctx, entries[0]!);
      readImplication(ctx, entries[1]!);
      finishGenetics(ctx);
      expect(ctx.lists.genetics).toEqual([
        {
          gene: 'CYP2C9',
          diplotype: '*1/*3',
          phenotype: 'Intermediate metabolizer',
          testDate: '2026-01-10',
        },
      ]);
    },
  );
  it('an implication whose genotype is absent and names no gene is skipped', () => {
    const { ctx, entries } = contextOf([
      implication('therapeutic-implication', 'Observation/missing'),
    ]);
    readImplication(ctx, entries[0]!);
    expect(outcome(ctx)).toBe(
      'skipped: a therapeutic implication whose genotype or gene is not in the bundle',
    );
  });
});
