import { describe, expect, it } from 'vitest';
import { readObservation } from './observation';
import { contextOf, outcome } from './test-support';

/* mCODE STU4 TumorSize (21889-1) → tumour measurements (issue 20). */

const LOINC = 'http://loinc.org';
const SCT = 'http://snomed.info/sct';
const tumorSize = (
  over: object = {},
  longest: object | null = { value: 2.3, unit: 'cm', code: 'cm' },
) => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: LOINC, code: '21889-1', display: 'Size Tumor' }] },
  effectiveDateTime: '2026-11-20',
  method: { coding: [{ system: SCT, code: '77477000' }] },
  component: longest
    ? [
        {
          code: { coding: [{ system: LOINC, code: '33728-7' }] },
          valueQuantity: { system: 'http://unitsofmeasure.org', ...longest },
        },
        {
          code: { coding: [{ system: LOINC, code: '33729-5' }] },
          valueQuantity: { value: 1.1, unit: 'cm', code: 'cm' },
        },
      ]
    : [],
  ...over,
});

describe('readObservation: mCODE TumorSize', () => {
  it.each([
    [
      'CT, longest 2.3 cm',
      tumorSize(),
      'tumourMeasurements: tumour size 23 mm by ct on 2026-11-20',
    ],
    [
      'in mm, MRI',
      tumorSize(
        { method: { coding: [{ system: SCT, code: '113091000' }] } },
        { value: 14, code: 'mm' },
      ),
      'tumourMeasurements: tumour size 14 mm by mri on 2026-11-20',
    ],
    [
      'an excised specimen is pathology',
      tumorSize({ method: undefined, specimen: { reference: 'Specimen/s1' } }),
      'tumourMeasurements: tumour size 23 mm by pathology on 2026-11-20',
    ],
    [
      'no method',
      tumorSize({ method: undefined }),
      'tumourMeasurements: tumour size 23 mm on 2026-11-20',
    ],
    [
      'no longest dimension',
      tumorSize({}, null),
      'skipped: tumour size without its longest dimension (33728-7) in mm or cm',
    ],
    [
      'a unit not in TumorSizeUnitsVS',
      tumorSize({}, { value: 1, code: 'in' }),
      'skipped: tumour size without its longest dimension (33728-7) in mm or cm',
    ],
    [
      'no date',
      tumorSize({ effectiveDateTime: undefined }),
      'skipped: tumour size without a full date',
    ],
  ])('%s', (_n, resource, expected) => {
    const { ctx, entries } = contextOf([resource]);
    readObservation(ctx, entries[0]!);
    expect(outcome(ctx)).toBe(expected);
  });

  it('the other dimension is not read as a short axis; the lymph-node question stays open without a location', () => {
    const { ctx, entries } = contextOf([tumorSize()]);
    readObservation(ctx, entries[0]!);
    expect(ctx.lists.tumourMeasurements).toEqual([
      { date: '2026-11-20', longestDiameterMm: 23, method: 'ct' },
    ]);
  });

  it('a Tumor BodyStructure in the bundle gives the site and whether it is a lymph node', () => {
    const { ctx, entries } = contextOf([
      tumorSize({ focus: [{ reference: 'BodyStructure/t1' }] }),
      {
        resourceType: 'BodyStructure',
        id: 't1',
        location: { text: 'Axillary lymph node' },
      },
    ]);
    readObservation(ctx, entries[0]!);
    expect(ctx.lists.tumourMeasurements[0]).toMatchObject({
      site: 'Axillary lymph node',
      lymphNode: true,
    });
  });
});
