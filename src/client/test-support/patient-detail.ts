import type { GeneticItem, MedicationItem, PatientDetail } from '../lib/patient-api';

/*
 * Patient records shaped like `GET /api/patients/:id` for the jsdom tests: empty sections unless
 * a test fills them.
 */

export function patientDetail(
  over: Partial<PatientDetail> & Pick<PatientDetail, 'id' | 'label'>,
): PatientDetail {
  return {
    identified: true,
    isDemo: true,
    isActive: true,
    demographics: { sex: 'unknown', ageYears: null, heightCm: null, weightKg: null },
    allergies: [],
    medications: [],
    conditions: [],
    labValues: [],
    genetics: [],
    vitals: [],
    treatmentHistory: [],
    notes: [],
    preferences: {},
    createdAt: '2026-11-01T10:00:00.000Z',
    lastUpdated: '2026-11-26T10:00:00.000Z',
    editableSections: [],
    ...over,
  };
}

let seq = 0;
const nextId = () => `00000000-0000-4000-8000-${String((seq += 1)).padStart(12, '0')}`;

export function medicationItem(
  drugName: string | null,
  over: Partial<MedicationItem> = {},
): MedicationItem {
  return {
    id: nextId(),
    drugName,
    drugIds: drugName ? [drugName.toLowerCase()] : [],
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
  };
}

export function geneticItem(gene: string, over: Partial<GeneticItem> = {}): GeneticItem {
  return {
    id: nextId(),
    gene,
    diplotype: null,
    phenotype: null,
    testDate: '2026-07-09',
    laboratory: null,
    ...over,
  };
}
