import { describe, expect, it } from 'vitest';
import type { StoredTumourMeasurement } from '../patients';
import { lesionMeasurability, measurableDisease, type Measurability } from './measurable-disease';
import { diseaseStatusFindings, type TextCondition } from './text-criteria';

/*
 * RECIST 1.1 (Eisenhauer EA et al, Eur J Cancer 2009;45:228-47, PMID 19097774), section 3.1:
 * measurable = non-nodal lesion ≥ 10 mm longest diameter by CT (or calipers on clinical
 * examination), ≥ 20 mm by chest X-ray; a lymph node ≥ 15 mm short axis by CT. Baseline within
 * 4 weeks of treatment. Cases on each side of each threshold.
 */

const NOW = Date.parse('2026-11-28T12:00:00Z');
const lesion = (over: Partial<StoredTumourMeasurement>): StoredTumourMeasurement => ({
  id: 'm1',
  date: '2026-11-20',
  longestDiameterMm: 12,
  shortAxisMm: null,
  method: 'ct',
  lymphNode: false,
  site: null,
  ...over,
});

describe('one lesion against RECIST 1.1', () => {
  it.each<[string, Partial<StoredTumourMeasurement>, Measurability, RegExp]>([
    ['non-nodal 10 mm by CT', { longestDiameterMm: 10 }, 'measurable', /non-nodal, ≥ 10 mm/],
    ['non-nodal 9 mm by CT', { longestDiameterMm: 9 }, 'not-measurable', /below 10 mm/],
    ['non-nodal 10 mm by MRI', { longestDiameterMm: 10, method: 'mri' }, 'measurable', /by MRI/],
    [
      '10 mm by calipers',
      { longestDiameterMm: 10, method: 'physical-exam' },
      'measurable',
      /clinical examination/,
    ],
    ['chest X-ray 20 mm', { longestDiameterMm: 20, method: 'x-ray' }, 'measurable', /≥ 20 mm/],
    [
      'chest X-ray 19 mm',
      { longestDiameterMm: 19, method: 'x-ray' },
      'not-measurable',
      /below 20 mm/,
    ],
    [
      'node short axis 15 mm',
      { lymphNode: true, longestDiameterMm: 22, shortAxisMm: 15 },
      'measurable',
      /short axis ≥ 15 mm/,
    ],
    [
      'node short axis 14 mm',
      { lymphNode: true, longestDiameterMm: 22, shortAxisMm: 14 },
      'not-measurable',
      /short axis < 15 mm/,
    ],
    [
      'node without its short axis',
      { lymphNode: true, longestDiameterMm: 22 },
      'unknown',
      /without its short axis/,
    ],
    [
      'node by clinical examination',
      { lymphNode: true, shortAxisMm: 20, method: 'physical-exam' },
      'unknown',
      /measured by CT/,
    ],
    [
      'nodal status not recorded, 12 mm',
      { lymphNode: null },
      'unknown',
      /whether it is a lymph node/,
    ],
    [
      'nodal status not recorded, 8 mm',
      { lymphNode: null, longestDiameterMm: 8 },
      'not-measurable',
      /below 10 mm/,
    ],
    [
      'ultrasound',
      { method: 'ultrasound', longestDiameterMm: 30 },
      'unknown',
      /not a RECIST 1.1 measurement method/,
    ],
    [
      'PET',
      { method: 'pet', longestDiameterMm: 30 },
      'unknown',
      /not a RECIST 1.1 measurement method/,
    ],
    [
      'method not recorded',
      { method: null, longestDiameterMm: 30 },
      'unknown',
      /method not recorded/,
    ],
    [
      'excised specimen',
      { method: 'pathology', longestDiameterMm: 30 },
      'not-measurable',
      /excised specimen/,
    ],
  ])('%s → %s', (_n, over, status, why) => {
    const r = lesionMeasurability(lesion(over));
    expect(r.status).toBe(status);
    expect(r.why).toMatch(why);
  });
});

describe('the patient: the latest assessment within 28 days', () => {
  it('nothing recorded: unknown', () => {
    expect(measurableDisease([], NOW).status).toBe('unknown');
  });
  it('one measurable lesion among small ones on the latest date: measurable', () => {
    const r = measurableDisease(
      [
        lesion({ id: 'a', longestDiameterMm: 6 }),
        lesion({ id: 'b', longestDiameterMm: 14, site: 'liver segment 6' }),
      ],
      NOW,
    );
    expect(r.status).toBe('measurable');
    expect(r.reason).toBe(
      'Measurable disease per RECIST 1.1 (Eisenhauer 2009, PMID 19097774) on 2026-11-20: liver segment 6, 14 mm longest by CT, 2026-11-20: non-nodal, ≥ 10 mm; 6 mm longest by CT, 2026-11-20: below 10 mm.',
    );
  });
  it('an older measurable lesion does not count once a newer assessment shows none', () => {
    const r = measurableDisease(
      [lesion({ date: '2026-11-01', longestDiameterMm: 30 }), lesion({ longestDiameterMm: 7 })],
      NOW,
    );
    expect(r.status).toBe('not-measurable');
  });
  it.each([
    ['28 days old counts', '2026-10-31', 'measurable'],
    ['29 days old is not a baseline', '2026-10-30', 'unknown'],
  ] as const)('%s', (_n, date, status) => {
    expect(measurableDisease([lesion({ date })], NOW).status).toBe(status);
  });
});

describe('the disease-status rule reads it', () => {
  const breast: TextCondition = {
    name: 'Malignant neoplasm of breast',
    icd10: 'C50.911',
    status: 'active',
    stage: 'IV',
    dateOfDiagnosis: '2025-03-01',
    malignant: true,
    hematologic: false,
    thyroid: false,
  };
  const text = (item: string) => `Inclusion Criteria:\n\n* ${item}\n\nExclusion Criteria:\n\n`;
  it.each([
    ['Measurable disease per RECIST 1.1', [lesion({})], 'met'],
    ['Measurable disease per RECIST 1.1', [lesion({ longestDiameterMm: 8 })], 'not-met'],
    ['Measurable disease per RECIST 1.1', [], 'unknown'],
    // Evaluable disease is not judged: no measurable lesion leaves it open.
    [
      'Measurable or evaluable disease per RECIST 1.1',
      [lesion({ longestDiameterMm: 8 })],
      'unknown',
    ],
  ] as const)('%s with %j → %s', (item, lesions, status) => {
    const [f] = diseaseStatusFindings(text(item), [breast], measurableDisease(lesions, NOW));
    expect(f!.status).toBe(status);
    expect(f!.reason).toMatch(/RECIST 1\.1 \(Eisenhauer 2009/);
  });
  it('a cancer in remission is not measurable disease whatever the lesions', () => {
    const [f] = diseaseStatusFindings(
      text('Measurable disease per RECIST 1.1'),
      [{ ...breast, status: 'remission' }],
      measurableDisease([lesion({})], NOW),
    );
    expect(f!.status).toBe('not-met');
  });
});
