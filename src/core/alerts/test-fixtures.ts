import { findLab, readLab } from '../patients/labs';
import type {
  PatientClinicalRecord,
  StoredAllergy,
  StoredGeneticResult,
  StoredLabValue,
  StoredMedication,
  StoredTreatment,
  TreatmentDoseUnit,
} from '../patients/schemas';
import { NO_ALTERATION } from '../patients/schemas';

/*
 * Builders for alert engine tests: a patient record as the server stores it, with ids and the
 * server's resolution filled in. Dates are relative to a fixed evaluation time, so tests never
 * read the clock.
 */

/** The evaluation time every alert test uses: 2026-11-21T09:00:00Z. */
export const NOW = Date.parse('2026-11-21T09:00:00Z');
const DAY = 86_400_000;

/** An ISO date `days` before NOW. */
export function daysAgo(days: number): string {
  return new Date(NOW - days * DAY).toISOString().slice(0, 10);
}

let seq = 0;
const nextId = (prefix: string) => `${prefix}-${++seq}`;

export function med(
  drugId: string,
  extra: Partial<Omit<StoredMedication, 'id'>> = {},
): StoredMedication {
  return {
    id: nextId('med'),
    drugName: drugId,
    drugIds: [drugId],
    rxcui: null,
    resolved: true,
    dosage: null,
    frequency: null,
    route: null,
    startDate: null,
    stopDate: null,
    isActive: true,
    prescribedBy: null,
    ...extra,
  };
}

/** An order the server could not resolve: kept as written, never dropped. */
export function unresolvedMed(drugName: string): StoredMedication {
  return { ...med('x'), drugName, drugIds: [], resolved: false };
}

/** A lab value converted the way the server stores it (canonical value via the catalogue). */
export function lab(
  labType: string,
  value: number,
  unit: string,
  days = 1,
  sex: PatientClinicalRecord['sex'] = 'unknown',
): StoredLabValue {
  const reading = readLab(labType, value, unit, sex);
  const def = findLab(labType);
  return {
    id: nextId('lab'),
    labType,
    labName: def?.name ?? null,
    loinc: def?.loinc ?? null,
    value,
    unit,
    canonicalValue: reading.status === 'ok' ? reading.value : null,
    canonicalUnit: reading.status === 'ok' ? reading.unit : null,
    referenceRange: null,
    timestamp: daysAgo(days),
    isAbnormal: reading.status === 'ok' ? reading.isAbnormal : null,
    criticalFlag: reading.status === 'ok' ? reading.criticalFlag : null,
  };
}

/** Normal adult labs dated the day before: the quiet baseline most tests start from. */
export function normalLabs(days = 1): StoredLabValue[] {
  return [
    lab('creatinine', 0.9, 'mg/dL', days),
    lab('anc', 4.0, '10^9/L', days),
    lab('wbc', 7.0, '10^9/L', days),
    lab('platelets', 250, '10^9/L', days),
    lab('hemoglobin', 13.5, 'g/dL', days),
    lab('bilirubin', 0.6, 'mg/dL', days),
    lab('alt', 22, 'U/L', days),
    lab('ast', 24, 'U/L', days),
    lab('alkaline-phosphatase', 80, 'U/L', days),
    lab('albumin', 4.2, 'g/dL', days),
    lab('potassium', 4.2, 'mmol/L', days),
    lab('magnesium', 2.0, 'mg/dL', days),
    lab('calcium', 9.4, 'mg/dL', days),
    lab('qtc', 420, 'ms', days),
    lab('lvef', 62, '%', days),
    lab('inr', 1.0, 'INR', days),
  ];
}

export function allergy(
  allergen: string,
  severity: StoredAllergy['severity'] = 'moderate',
  extra: Partial<Omit<StoredAllergy, 'id' | 'allergen' | 'severity'>> = {},
): StoredAllergy {
  return {
    id: nextId('allergy'),
    allergen,
    allergenType: 'drug',
    reaction: null,
    severity,
    dateReported: null,
    verified: true,
    ...extra,
  };
}

export function gene(
  symbol: string,
  result: { diplotype?: string; phenotype?: string },
): StoredGeneticResult {
  return {
    id: nextId('gene'),
    gene: symbol,
    diplotype: result.diplotype ?? null,
    phenotype: result.phenotype ?? null,
    testDate: null,
    laboratory: null,
    ...NO_ALTERATION,
  };
}

export function treatment(
  drugId: string,
  dose: number,
  doseUnit: TreatmentDoseUnit,
  days: number,
): StoredTreatment {
  return {
    id: nextId('tx'),
    drugName: drugId,
    drugIds: [drugId],
    date: daysAgo(days),
    dose,
    doseUnit,
    cycle: null,
    regimenId: null,
  };
}

/** A 60-year-old woman, 165 cm, 65 kg (BMI 23.9), with nothing recorded unless given. */
export function patient(overrides: Partial<PatientClinicalRecord> = {}): PatientClinicalRecord {
  return {
    ageYears: 60,
    sex: 'female',
    heightCm: 165,
    weightKg: 65,
    allergies: [],
    medications: [],
    conditions: [],
    labValues: [],
    genetics: [],
    vitals: [],
    treatmentHistory: [],
    ...overrides,
  };
}
