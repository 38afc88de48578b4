import { describe, expect, it } from 'vitest';
import { noteStaleLabs, readLabObservation } from './lab';
import { readObservation } from './observation';
import { conceptOf, contextOf, LOINC_SYSTEM as L, outcome, UCUM } from './test-support';

const lab = (over: object) => ({ resourceType: 'Observation', status: 'final', ...over });
const q = (value: number, unit: string, code?: string) => ({
  valueQuantity: { value, unit, ...(code ? { system: UCUM, code } : {}) },
});
const concept = (code: string, display: string) => conceptOf(null, { system: L, code, display });
const at = '2026-03-01T08:00:00Z';

describe('readLabObservation: a LOINC result → labs', () => {
  it.each([
    ['creatinine in mg/dL', '2160-0', q(1.1, 'mg/dL'), 'labValues: Creatinine 1.1 mg/dL'],
    [
      'a printed unit the catalogue lacks, its UCUM code known',
      '2160-0',
      q(97, 'micromol per litre', 'umol/L'),
      'labValues: Creatinine 97 umol/L',
    ],
    [
      'an unknown unit: kept, cannot assess',
      '2160-0',
      q(1.1, 'mg%'),
      'labValues: Creatinine 1.1 mg% — cannot assess: unit "mg%" not recognised for Creatinine',
    ],
    [
      'a test the product does not read: kept, cannot assess',
      '99999-9',
      q(3, 'mg/dL'),
      'labValues: Mystery 3 mg/dL — cannot assess: not a test the product reads',
    ],
    [
      'a bound',
      '2160-0',
      { valueQuantity: { value: 0.2, comparator: '<', unit: 'mg/dL' } },
      'skipped: a result given as a bound (<0.2) cannot be kept as a number',
    ],
    [
      'text, not a number',
      '2160-0',
      { valueString: 'haemolysed' },
      'skipped: not a numeric result (the product keeps numeric lab values)',
    ],
  ])('%s', (_, code, value, expected) => {
    const { ctx, entries } = contextOf([lab(value)]);
    readLabObservation(ctx, entries[0]!, code, concept(code, 'Mystery'), at);
    expect(outcome(ctx)).toBe(expected);
  });

  // Issue 20, second batch: dispatched from a plain Observation by its LOINC code alone.
  it.each([
    ['24108-3', q(84, 'U/mL'), 'CA 19-9 84 U/mL'],
    ['10334-1', q(35, 'U/mL'), 'CA 125 35 U/mL'],
    ['1834-1', q(12, 'ng/mL', 'ng/mL'), 'Alpha-fetoprotein 12 ng/mL'],
    ['1952-1', q(3.5, 'mg/L'), 'Beta-2 microglobulin 3.5 mg/L'],
    ['3255-7', q(3.2, 'g/L'), 'Fibrinogen 3.2 g/L'],
    ['48065-7', q(4.6, 'ug/mL'), 'D-dimer (FEU) 4.6 ug/mL'],
    ['48066-5', q(250, 'ng/mL'), 'D-dimer (DDU) 250 ng/mL'],
    ['33959-8', q(0.5, 'ng/mL'), 'Procalcitonin 0.5 ng/mL'],
    ['33762-6', q(450, 'pg/mL'), 'NT-proBNP 450 pg/mL'],
    ['6598-7', q(14, 'ng/L'), 'Troponin T (cardiac) 14 ng/L'],
    ['10839-9', q(26, 'ng/L'), 'Troponin I (cardiac) 26 ng/L'],
  ])('LOINC %s is read', (code, value, summary) => {
    const { ctx, entries } = contextOf([
      lab({ code: { coding: [{ system: L, code }] }, effectiveDateTime: at, ...value }),
    ]);
    readObservation(ctx, entries[0]!);
    expect(outcome(ctx)).toBe(`labValues: ${summary}`);
  });

  it('keeps the reference range and the interpretation flags', () => {
    const { ctx, entries } = contextOf([
      lab({
        ...q(6.3, 'mmol/L'),
        referenceRange: [{ low: { value: 3.5 }, high: { value: 5.0 } }],
        interpretation: [{ coding: [{ code: 'HH' }] }],
      }),
    ]);
    readLabObservation(ctx, entries[0]!, '2823-3', concept('2823-3', 'Potassium'), at);
    expect(ctx.lists.labValues).toEqual([
      {
        labType: '2823-3',
        value: 6.3,
        unit: 'mmol/L',
        timestamp: at,
        referenceRange: '3.5-5',
        isAbnormal: true,
        criticalFlag: true,
      },
    ]);
  });

  it('no LOINC code: listed unresolved and skipped', () => {
    const { ctx, entries } = contextOf([lab(q(1, 'mg/dL'))]);
    readLabObservation(ctx, entries[0]!, null, conceptOf('local test'), at);
    expect(outcome(ctx)).toBe('skipped: a laboratory result without a LOINC code');
    expect(ctx.report.unresolvedCodes[0]).toMatchObject({
      display: 'local test',
      field: 'labValues.labType',
    });
  });
});

describe('noteStaleLabs: the report names lab kinds older than the windows', () => {
  it.each([
    [3, []],
    [10, ['older than the 7-day window before a chemotherapy cycle']],
    [45, ['older than 30 days, so no alert uses it as current']],
  ])('creatinine %s days old', (days, expected) => {
    const { ctx, entries } = contextOf([lab(q(1, 'mg/dL'))], {
      labFreshness: {
        now: '2026-03-31T00:00:00Z',
        preCycleDays: 7,
        maintenanceDays: 30,
        basis: 'product defaults',
      },
    });
    const when = new Date(Date.parse('2026-03-31T00:00:00Z') - days * 86_400_000).toISOString();
    readLabObservation(ctx, entries[0]!, '2160-0', concept('2160-0', 'Creatinine'), when);
    noteStaleLabs(ctx);
    expect(ctx.report.notes.length).toBe(expected.length);
    expected.forEach((text, i) => expect(ctx.report.notes[i]).toContain(text));
  });

  // Issue 20: a lab with its own window (the alert engine's per-lab table) is judged on it.
  it.each([
    [89, []],
    [91, ['older than 90 days, so no alert uses it as current', '(lvef window: label)']],
  ])('LVEF %s days old against its own 90-day window', (days, expected) => {
    const { ctx, entries } = contextOf([lab(q(55, '%'))], {
      labFreshness: {
        now: '2026-03-31T00:00:00Z',
        preCycleDays: 7,
        maintenanceDays: 30,
        basis: 'product defaults',
        windowOf: (name) =>
          name === 'lvef'
            ? { preCycleDays: 90, maintenanceDays: 90, basis: 'lvef window: label' }
            : undefined,
      },
    });
    const when = new Date(Date.parse('2026-03-31T00:00:00Z') - days * 86_400_000).toISOString();
    readLabObservation(ctx, entries[0]!, '10230-1', concept('10230-1', 'LVEF'), when);
    expect(ctx.lists.labValues).toHaveLength(1);
    noteStaleLabs(ctx);
    expect(ctx.report.notes.length).toBe(expected.length === 0 ? 0 : 1);
    expected.forEach((text) => expect(ctx.report.notes[0]).toContain(text));
  });
});
