import { describe, expect, it } from 'vitest';
import { patientInputSchema, vitalSignsSchema } from '../../../core/patients/schemas';
import { checkPayload } from '../../lib/form-errors';
import {
  emptyNewPatient,
  labPayload,
  localDateTimeToIso,
  medicationChangeForCheck,
  medicationChangeSchema,
  medicationPatchPayload,
  newPatientPayload,
  nowLocalDateTime,
  optionalNumber,
  patchPayload,
  ROUTE_OPTIONS,
  routeWordForCode,
  vitalsPayload,
  type NewPatientValues,
} from './form-values';

const filled = (): NewPatientValues => ({
  ...emptyNewPatient(),
  demographics: {
    firstName: ' Ada ',
    lastName: 'Lovelace',
    dateOfBirth: '1958-03-04',
    sex: 'female',
    mrn: 'T-1',
    heightCm: '165',
    weightKg: '',
  },
  medications: [
    {
      drugName: 'Xeloda',
      dosage: '1000 mg/m2',
      frequency: '',
      route: 'oral',
      startDate: '',
      prescribedBy: '',
    },
  ],
});

describe('payloads', () => {
  it('leaves blank optional fields out and turns typed numbers into numbers', () => {
    const payload = newPatientPayload(filled());
    expect(payload.demographics).toEqual({
      firstName: ' Ada ',
      lastName: 'Lovelace',
      dateOfBirth: '1958-03-04',
      sex: 'female',
      mrn: 'T-1',
      heightCm: 165,
    });
    expect(payload.medications[0]).toEqual({
      drugName: 'Xeloda',
      dosage: '1000 mg/m2',
      frequency: undefined,
      route: 'oral',
      startDate: undefined,
      prescribedBy: undefined,
    });
    expect(checkPayload(patientInputSchema, payload).ok).toBe(true);
  });

  it('sends a non-number as typed so the schema names the field', () => {
    expect(optionalNumber('1,5')).toBe(1.5);
    expect(optionalNumber('tall')).toBe('tall');
    const v = filled();
    v.demographics.heightCm = 'tall';
    const result = checkPayload(patientInputSchema, newPatientPayload(v));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors['demographics.heightCm']).toBe('must be a number');
  });

  it('names each field of a list entry by its index', () => {
    const v = filled();
    v.medications.push({ ...v.medications[0]!, drugName: '', route: 'by mouth' });
    const result = checkPayload(patientInputSchema, newPatientPayload(v));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'medications.1.drugName',
      'medications.1.route',
    ]);
  });

  it('clears height and weight with null on edit, and sends isActive', () => {
    const v = filled().demographics;
    v.heightCm = '';
    expect(patchPayload(v, false)).toMatchObject({
      demographics: { heightCm: null, weightKg: null },
      isActive: false,
    });
  });

  it('sends cleared order fields as null (removed), not left out', () => {
    expect(
      medicationPatchPayload({
        drugName: 'x',
        dosage: ' 5 mg ',
        frequency: '',
        route: 'oral',
        startDate: '',
        prescribedBy: '',
      }),
    ).toEqual({
      dosage: '5 mg',
      frequency: null,
      route: 'oral',
      startDate: null,
      prescribedBy: null,
    });
    const cleared = medicationChangeForCheck({
      drugName: 'x',
      dosage: '',
      frequency: '',
      route: 'by mouth',
      startDate: '2026-02-30',
      prescribedBy: '',
    });
    const result = checkPayload(medicationChangeSchema, cleared);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['route', 'startDate']);
  });

  it('turns a datetime-local value into an ISO instant and keeps dates as dates', () => {
    const iso = localDateTimeToIso('2026-11-25T08:30');
    expect(iso).toBe(new Date('2026-11-25T08:30').toISOString());
    expect(localDateTimeToIso('2026-11-25')).toBe('2026-11-25');
    expect(localDateTimeToIso('')).toBeUndefined();
    expect(nowLocalDateTime(new Date(2026, 0, 2, 3, 4))).toBe('2026-01-02T03:04');
    expect(
      labPayload({
        labType: 'anc',
        value: '1500',
        unit: 'cells/uL',
        referenceRange: '',
        timestamp: '2026-11-25',
      }),
    ).toEqual({
      labType: 'anc',
      value: 1500,
      unit: 'cells/uL',
      referenceRange: undefined,
      timestamp: '2026-11-25',
    });
  });

  it('checks vital signs with the server bounds', () => {
    const result = checkPayload(
      vitalSignsSchema,
      vitalsPayload({
        timestamp: '2026-11-25T08:30',
        bloodPressureSystolic: '400',
        bloodPressureDiastolic: '',
        heartRate: '72.5',
        temperature: '',
        performanceStatus: '6',
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      bloodPressureSystolic: 'must be at most 300',
      heartRate: 'must be a whole number',
      performanceStatus: 'must be at most 5',
    });
  });
});

describe('routes', () => {
  it('offers one spelled-out word per route code', () => {
    const values = ROUTE_OPTIONS.map((o) => o.value);
    expect(values).toContain('intravenous');
    expect(values).not.toContain('iv');
    expect(values).not.toContain('inhalation');
    expect(new Set(values).size).toBe(values.length);
  });
  it.each([
    ['iv', 'intravenous'],
    ['sc', 'subcutaneous'],
    ['oral', 'oral'],
    [null, ''],
  ])('route code %s reads as %s', (code, word) => {
    expect(routeWordForCode(code)).toBe(word);
  });
});
