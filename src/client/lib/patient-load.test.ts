import { describe, expect, it } from 'vitest';
import type { MedicationItem } from './patient-api';
import { activeMedicationNames, patientFacts } from './patient-load';

const med = (drugName: string | null, over: Partial<MedicationItem> = {}): MedicationItem => ({
  id: drugName ?? 'x',
  drugName,
  drugIds: [],
  rxcui: null,
  resolved: true,
  dosage: null,
  frequency: null,
  route: null,
  startDate: null,
  stopDate: null,
  isActive: true,
  prescribedBy: null,
  ...over,
});

describe('activeMedicationNames', () => {
  it('takes active orders as written, once each ignoring case, and lists the unmatched', () => {
    expect(
      activeMedicationNames({
        medications: [
          med('Capecitabine'),
          med(' capecitabine '),
          med('warfarin', { isActive: false }),
          med('Turmeric capsules', { resolved: false }),
        ],
      }),
    ).toEqual({
      names: ['Capecitabine', 'Turmeric capsules'],
      unresolved: ['Turmeric capsules'],
      withheld: 0,
    });
  });

  it('counts the unmatched orders the de-identified view withholds', () => {
    expect(
      activeMedicationNames({ medications: [med('Cisplatin'), med(null, { resolved: false })] }),
    ).toEqual({ names: ['Cisplatin'], unresolved: [], withheld: 1 });
  });
});

describe('patientFacts', () => {
  it('says what is not recorded rather than leaving it out', () => {
    expect(patientFacts({ ageYears: 72, sex: 'female', mrn: 'DEMO-0001' })).toBe(
      '72 y · female · MRN DEMO-0001',
    );
    expect(patientFacts({ ageYears: null, sex: 'unknown' })).toBe('age unknown · sex not recorded');
  });
});
