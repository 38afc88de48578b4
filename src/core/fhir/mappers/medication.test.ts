import { describe, expect, it } from 'vitest';
import { Node } from '../json';
import { readMedication, repeatText } from './medication';
import { contextOf, outcome, RXNORM } from './test-support';

const timing = (repeat: object) => new Node(repeat, 'repeat', 0, { errors: [] });

describe('repeatText: Timing.repeat as words', () => {
  it.each([
    [{ frequency: 2, period: 1, periodUnit: 'd' }, 'twice daily'],
    [{ frequency: 1, period: 3, periodUnit: 'wk' }, 'every 3 weeks'],
    [{ period: 8, periodUnit: 'h' }, 'every 8 hours'],
    [{ frequency: 3, period: 2, periodUnit: 'd' }, 'three times every 2 days'],
    [{ frequency: 1, period: 1, periodUnit: 'wk' }, 'once weekly'],
    [{ frequency: 2 }, null],
    [{ frequency: 2, period: 1, periodUnit: 'fortnight' }, null],
  ])('%j → %s', (repeat, words) => {
    expect(repeatText(timing(repeat))).toBe(words);
  });
});

const request = (over: object) => ({
  resourceType: 'MedicationRequest',
  id: 'm',
  status: 'active',
  intent: 'order',
  ...over,
});
const rx = (code: string, display?: string, text?: string) => ({
  medicationCodeableConcept: {
    coding: [{ system: RXNORM, code, ...(display ? { display } : {}) }],
    ...(text ? { text } : {}),
  },
});

describe('readMedication: MedicationRequest and MedicationStatement → medications', () => {
  it.each([
    ['a signed order by RxCUI', request(rx('194000', 'capecitabine')), 'medications: capecitabine'],
    [
      'a brand text naming the same drug keeps the text',
      request(rx('194000', undefined, 'Xeloda')),
      'medications: Xeloda',
    ],
    [
      'a draft order',
      request({ status: 'draft', ...rx('194000') }),
      'skipped: a draft order, not signed',
    ],
    [
      'a statement not taken',
      { resourceType: 'MedicationStatement', status: 'not-taken', ...rx('11289') },
      'skipped: recorded as not taken',
    ],
    [
      'a completed order is kept, not active',
      request({ status: 'completed', ...rx('11289', 'warfarin') }),
      'medications: warfarin (not active)',
    ],
    [
      'no code, text or reference',
      request({}),
      'skipped: no medication code, text or resolvable reference',
    ],
    [
      'an unknown drug is kept as written',
      request(rx('999999', 'zzdrug 5 MG')),
      'medications: zzdrug 5 MG — not in the knowledge base',
    ],
  ])('%s', (_, resource, expected) => {
    const { ctx, entries } = contextOf([resource]);
    readMedication(ctx, entries[0]!);
    expect(outcome(ctx)).toBe(expected);
  });

  it('dose, frequency and route from the dosage instruction', () => {
    const { ctx, entries } = contextOf([
      request({
        ...rx('194000', 'capecitabine'),
        dosageInstruction: [
          {
            timing: { repeat: { frequency: 2, period: 1, periodUnit: 'd' } },
            route: { coding: [{ system: 'http://snomed.info/sct', code: '26643006' }] },
            doseAndRate: [{ doseQuantity: { value: 1000, unit: 'mg/m2' } }],
          },
        ],
        authoredOn: '2026-01-05',
      }),
    ]);
    readMedication(ctx, entries[0]!);
    expect(ctx.lists.medications[0]).toMatchObject({
      drugName: 'capecitabine',
      dosage: '1000 mg/m2',
      frequency: 'twice daily',
      route: 'oral',
      startDate: '2026-01-05',
      isActive: true,
    });
  });

  // Issue 20: a display or text naming another drug than the code is flagged, and the code wins.
  it.each([
    ['the coding display', rx('194000', 'Warfarin'), 'Warfarin'],
    ['the concept text', rx('194000', undefined, 'Warfarin'), 'Warfarin'],
  ])('a code whose %s names another drug keeps the code and says so', (_, med, text) => {
    const { ctx, entries } = contextOf([request(med)]);
    readMedication(ctx, entries[0]!);
    expect(ctx.lists.medications[0]!.drugName).toBe('capecitabine');
    expect(outcome(ctx)).toContain(`text "${text}" names warfarin: the code's drug is kept`);
    expect(ctx.report.notes).toEqual([
      `Entry 0 (MedicationRequest): RxNorm 194000 is capecitabine, but its text "${text}" names warfarin; the code's drug is kept (medications.drugName). Check the sending system's order.`,
    ]);
  });

  it.each([
    ['the same drug by brand', rx('194000', 'Xeloda')],
    ['a text the knowledge base does not know', rx('194000', 'cape 500 tabs')],
    ['a bare code', rx('194000')],
  ])('no conflict for %s', (_, med) => {
    const { ctx, entries } = contextOf([request(med)]);
    readMedication(ctx, entries[0]!);
    expect(ctx.report.notes).toEqual([]);
    expect(outcome(ctx)).not.toContain('names');
  });
});
