import { describe, expect, it } from 'vitest';
import { readObservation } from './observation';
import { contextOf, LOINC_SYSTEM as L, SCT, UCUM } from './test-support';

/* Which mapper an Observation goes to, by its code and category. */

const obs = (code: object, over: object = {}) => ({
  resourceType: 'Observation',
  status: 'final',
  code,
  effectiveDateTime: '2026-03-01T08:00:00Z',
  ...over,
});
const loinc = (code: string, display?: string) => ({
  coding: [{ system: L, code, ...(display ? { display } : {}) }],
});
const qty = (value: number, code: string) => ({
  valueQuantity: { value, unit: code, system: UCUM, code },
});

describe('readObservation: dispatch', () => {
  it.each([
    ['creatinine → labs', obs(loinc('2160-0'), qty(1.1, 'mg/dL')), 'labValues'],
    [
      'blood pressure panel → vitals',
      obs(loinc('85354-9'), { component: [{ code: loinc('8480-6'), ...qty(120, 'mm[Hg]') }] }),
      'vitals',
    ],
    ['ECOG → vitals', obs(loinc('89247-1'), { valueInteger: 1 }), 'vitals'],
    ['body weight → demographics (at the end)', obs(loinc('29463-7'), qty(70, 'kg')), null],
    [
      'genotype → genetics',
      obs(loinc('84413-4'), { valueCodeableConcept: { text: 'CYP2C9 *1/*3' } }),
      'genetics',
    ],
    [
      'an unknown code in the laboratory category → labs, cannot assess',
      obs(loinc('99999-9'), {
        category: [{ coding: [{ code: 'laboratory' }] }],
        ...qty(3, 'mg/dL'),
      }),
      'labValues',
    ],
  ])('%s', (_, resource, section) => {
    const { ctx, entries } = contextOf([resource]);
    readObservation(ctx, entries[0]!);
    expect(ctx.report.skipped).toEqual([]);
    expect(ctx.report.mapped.map((m) => m.section)).toEqual(section ? [section] : []);
  });

  it.each([
    ['cancelled', obs(loinc('2160-0'), { status: 'cancelled' }), 'cancelled'],
    ['registered', obs(loinc('2160-0'), { status: 'registered' }), 'registered: no result yet'],
    [
      'haplotype',
      obs(loinc('84414-2')),
      'a haplotype: the genotype observation gives the diplotype',
    ],
    [
      'body surface area',
      obs(loinc('8277-6')),
      'body surface area is computed from height and weight',
    ],
    [
      'smoking status',
      obs({ coding: [{ system: SCT, code: '8517006', display: 'Ex-smoker' }] }),
      'not a laboratory, vital-sign, performance-status, staging or genomics observation (Ex-smoker)',
    ],
  ])('skips %s', (_, resource, reason) => {
    const { ctx, entries } = contextOf([resource]);
    readObservation(ctx, entries[0]!);
    expect(ctx.report.skipped.map((s) => s.reason)).toEqual([reason]);
  });
});
