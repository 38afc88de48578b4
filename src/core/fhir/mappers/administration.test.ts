import { describe, expect, it } from 'vitest';
import { doseUnit, readAdministration, readTreatmentSetting } from './administration';
import { Node } from '../json';
import { contextOf, outcome, RXNORM } from './test-support';

describe('doseUnit: units a treatment-history dose may be in', () => {
  it.each([
    ['mg', { unit: 'mg', factor: 1 }],
    ['g', { unit: 'mg', factor: 1000 }],
    ['mcg', { unit: 'mg', factor: 0.001 }],
    ['mg/m²', { unit: 'mg/m2', factor: 1 }],
    ['mg/m^2', { unit: 'mg/m2', factor: 1 }],
    ['mg/kg', { unit: 'mg/kg', factor: 1 }],
    ['{AUC}', { unit: 'AUC', factor: 1 }],
    ['[iU]/m2', { unit: 'units/m2', factor: 1 }],
    ['mL', null],
    ['tablet', null],
  ])('%s', (unit, expected) => {
    expect(doseUnit(unit)).toEqual(expected);
  });
});

const administration = (over: object) => ({
  resourceType: 'MedicationAdministration',
  status: 'completed',
  medicationCodeableConcept: { coding: [{ system: RXNORM, code: '3639', display: 'doxorubicin' }] },
  effectiveDateTime: '2026-02-01T10:00:00Z',
  dosage: { dose: { value: 60, unit: 'mg/m2' } },
  ...over,
});

describe('readAdministration: MedicationAdministration → treatment history', () => {
  it.each([
    ['a given dose', administration({}), 'treatmentHistory: doxorubicin 60 mg/m2 on 2026-02-01'],
    [
      'grams to mg',
      administration({ dosage: { dose: { value: 1.2, unit: 'g' } } }),
      'treatmentHistory: doxorubicin 1200 mg on 2026-02-01',
    ],
    ['not done', administration({ status: 'not-done' }), 'skipped: recorded as not given'],
    ['on hold', administration({ status: 'on-hold' }), 'skipped: on hold, not given'],
    [
      'no date',
      administration({ effectiveDateTime: '2026' }),
      'skipped: no date of administration (a full date is needed)',
    ],
    [
      'no dose',
      administration({ dosage: {} }),
      'skipped: no dose given: the treatment history needs the dose for cumulative limits',
    ],
    [
      'a unit that is not a dose unit',
      administration({ dosage: { dose: { value: 30, unit: 'mL' } } }),
      'skipped: dose unit "mL" is not one of mg, g, mcg, mg/m2, mg/kg, AUC, units, units/m2',
    ],
    [
      'stopped part-way',
      administration({ status: 'stopped' }),
      'treatmentHistory: doxorubicin 60 mg/m2 on 2026-02-01; stopped before completion',
    ],
  ])('%s', (_, resource, expected) => {
    const { ctx, entries } = contextOf([resource]);
    readAdministration(ctx, entries[0]!);
    expect(outcome(ctx)).toBe(expected);
  });
});

const MCODE_INTENT = 'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-procedure-intent';
const SCT = 'http://snomed.info/sct';
const intentExt = (code: string) => ({
  url: MCODE_INTENT,
  valueCodeableConcept: { coding: [{ system: SCT, code }] },
});
const settingExt = (code: string) => ({
  url: 'urn:oncocds:fhir:extension:treatment-setting',
  valueCode: code,
});

describe('readTreatmentSetting: mCODE treatmentIntent and the product setting (issue 20)', () => {
  it.each<[string, object[], { setting: string | null; intent: string | null }]>([
    [
      'curative (ProcedureIntentVS 373808002)',
      [intentExt('373808002')],
      { setting: null, intent: 'curative' },
    ],
    [
      'palliative (ProcedureIntentVS 363676003)',
      [intentExt('363676003')],
      { setting: null, intent: 'palliative' },
    ],
    [
      'adjuvant intent (SNOMED 373846009, outside the VS)',
      [intentExt('373846009')],
      { setting: 'adjuvant', intent: 'curative' },
    ],
    [
      'neo-adjuvant intent (SNOMED 373847000)',
      [intentExt('373847000')],
      { setting: 'neoadjuvant', intent: 'curative' },
    ],
    [
      'supportive intent says nothing of the setting',
      [intentExt('399707004')],
      { setting: null, intent: null },
    ],
    [
      'the product setting with palliative intent',
      [intentExt('363676003'), settingExt('second-line')],
      { setting: 'second-line', intent: 'palliative' },
    ],
    [
      'an unknown product setting code is not read',
      [settingExt('third-line')],
      { setting: null, intent: null },
    ],
    [
      'a code in another system is not read',
      [
        {
          url: MCODE_INTENT,
          valueCodeableConcept: { coding: [{ system: 'urn:x', code: '363676003' }] },
        },
      ],
      { setting: null, intent: null },
    ],
    ['none', [], { setting: null, intent: null }],
  ])('%s', (_n, extension, expected) => {
    const sink = { errors: [] };
    expect(readTreatmentSetting(new Node({ extension }, '', null, sink))).toEqual(expected);
  });

  it('an administration with both lands in the treatment history with its setting', () => {
    const { ctx, entries } = contextOf([
      administration({ extension: [intentExt('363676003'), settingExt('first-line')] }),
    ]);
    readAdministration(ctx, entries[0]!);
    expect(outcome(ctx)).toBe(
      'treatmentHistory: doxorubicin 60 mg/m2 on 2026-02-01, first-line, palliative intent',
    );
    expect(ctx.lists.treatmentHistory[0]).toMatchObject({
      setting: 'first-line',
      intent: 'palliative',
    });
  });
});
