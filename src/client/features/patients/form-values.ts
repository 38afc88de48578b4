import { parseRouteWord, ROUTE_WORD_LIST } from '../../../core/patients/route-words';
import { medicationSchema } from '../../../core/patients/schemas';
import type {
  AllergyInput,
  ConditionInput,
  PatientSex,
  TreatmentHistoryInput,
} from '../../../core/patients/schemas';
import type { MedicationItem, PatientDetail } from '../../lib/patient-api';

/*
 * Form values are what the inputs hold (strings, booleans); payloads are what the API takes. The
 * forms validate the payload with the server's own zod schema (core/patients/schemas.ts), so the
 * payload keeps the values' shape and field paths ("demographics.heightCm", "medications.0.route")
 * and an error, from the browser or the server, lands on the input it names.
 */

/** Trimmed text, or undefined when empty (an optional field left blank is not sent). */
export const optionalText = (s: string): string | undefined => {
  const t = s.trim();
  return t === '' ? undefined : t;
};

/** A number typed in a text box; blank is undefined and anything else goes to zod as typed. */
export const optionalNumber = (s: string): number | string | undefined => {
  const t = s.trim().replace(',', '.');
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
};

/**
 * A `datetime-local` value (local wall time, no zone) as an ISO 8601 instant; a plain date stays a
 * date; anything else goes to zod as typed, to be named as the error.
 */
export function localDateTimeToIso(s: string): string | undefined {
  const t = s.trim();
  if (t === '') return undefined;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(t)) {
    const d = new Date(t);
    return Number.isNaN(d.getTime()) ? t : d.toISOString();
  }
  return t;
}

/** The current local time as a `datetime-local` value, to prefill "when". */
export function nowLocalDateTime(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** Today's local date as YYYY-MM-DD. */
export function todayLocalDate(now = new Date()): string {
  return nowLocalDateTime(now).slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Demographics

export type DemographicsValues = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  sex: PatientSex | '';
  mrn: string;
  heightCm: string;
  weightKg: string;
};

export const emptyDemographics = (): DemographicsValues => ({
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  sex: '',
  mrn: '',
  heightCm: '',
  weightKg: '',
});

function demographicsPayload(v: DemographicsValues) {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    dateOfBirth: v.dateOfBirth.trim(),
    sex: v.sex,
    mrn: v.mrn,
    ...(optionalNumber(v.heightCm) !== undefined ? { heightCm: optionalNumber(v.heightCm) } : {}),
    ...(optionalNumber(v.weightKg) !== undefined ? { weightKg: optionalNumber(v.weightKg) } : {}),
  };
}

export function demographicsFromPatient(p: PatientDetail): DemographicsValues {
  const d = p.demographics;
  return {
    firstName: d.firstName ?? '',
    lastName: d.lastName ?? '',
    dateOfBirth: d.dateOfBirth ?? '',
    sex: d.sex,
    mrn: d.mrn ?? '',
    heightCm: d.heightCm === null ? '' : String(d.heightCm),
    weightKg: d.weightKg === null ? '' : String(d.weightKg),
  };
}

/**
 * `PATCH /api/patients/:id` body: every demographic field as the form holds it; a cleared height
 * or weight is sent as null (removed), not left out (unchanged).
 */
export function patchPayload(v: DemographicsValues, isActive: boolean) {
  return {
    demographics: {
      ...demographicsPayload(v),
      heightCm: optionalNumber(v.heightCm) ?? null,
      weightKg: optionalNumber(v.weightKg) ?? null,
    },
    isActive,
  };
}

// ---------------------------------------------------------------------------------------------
// List entries

export type AllergyValues = {
  allergen: string;
  allergenType: AllergyInput['allergenType'] | '';
  reaction: string;
  severity: AllergyInput['severity'] | '';
  dateReported: string;
  verified: boolean;
};

export const emptyAllergy = (): AllergyValues => ({
  allergen: '',
  allergenType: 'drug',
  reaction: '',
  severity: '',
  dateReported: '',
  verified: false,
});

export const allergyPayload = (v: AllergyValues) => ({
  allergen: v.allergen,
  allergenType: v.allergenType,
  reaction: optionalText(v.reaction),
  severity: v.severity,
  dateReported: optionalText(v.dateReported),
  verified: v.verified,
});

export type MedicationValues = {
  drugName: string;
  dosage: string;
  frequency: string;
  route: string;
  startDate: string;
  prescribedBy: string;
};

export const emptyMedication = (): MedicationValues => ({
  drugName: '',
  dosage: '',
  frequency: '',
  route: '',
  startDate: '',
  prescribedBy: '',
});

export const medicationPayload = (v: MedicationValues) => ({
  drugName: v.drugName,
  dosage: optionalText(v.dosage),
  frequency: optionalText(v.frequency),
  route: optionalText(v.route),
  startDate: optionalText(v.startDate),
  prescribedBy: optionalText(v.prescribedBy),
});

/** The route words a Select offers: the words the drug pages print, one per route code. */
export const ROUTE_OPTIONS: Array<{ value: string; label: string }> = (() => {
  const seen = new Set<string>();
  const out: Array<{ value: string; label: string }> = [];
  for (const word of ROUTE_WORD_LIST) {
    const code = parseRouteWord(word);
    // One word per code, and the spelled-out word rather than the abbreviation ("intravenous").
    if (!code || seen.has(code) || word === 'iv') continue;
    seen.add(code);
    out.push({ value: word, label: word.charAt(0).toUpperCase() + word.slice(1) });
  }
  return out;
})();

/** The route word for a stored route code ("sc" → "subcutaneous"), for display and the change form. */
export function routeWordForCode(code: string | null): string {
  if (!code) return '';
  return ROUTE_WORD_LIST.find((w) => parseRouteWord(w) === code && w !== 'iv') ?? code;
}

export const medicationChangeValues = (m: MedicationItem): MedicationValues => ({
  drugName: m.drugName ?? '',
  dosage: m.dosage ?? '',
  frequency: m.frequency ?? '',
  route: routeWordForCode(m.route),
  startDate: m.startDate ?? '',
  prescribedBy: m.prescribedBy ?? '',
});

/** `PATCH .../medications/:id`: what may change on an order; a cleared field is null. */
export const medicationPatchPayload = (v: MedicationValues) => ({
  dosage: optionalText(v.dosage) ?? null,
  frequency: optionalText(v.frequency) ?? null,
  route: optionalText(v.route) ?? null,
  startDate: optionalText(v.startDate) ?? null,
  prescribedBy: optionalText(v.prescribedBy) ?? null,
});

/**
 * The fields an order's change may touch, checked with the same core field schemas as a new
 * order (the server's PATCH schema uses the same field schemas); a cleared field is sent as null
 * (removed), which these schemas read as "not given".
 */
export const medicationChangeSchema = medicationSchema
  .pick({ dosage: true, frequency: true, route: true, startDate: true, prescribedBy: true })
  .partial();

export const medicationChangeForCheck = (v: MedicationValues) =>
  Object.fromEntries(
    Object.entries(medicationPatchPayload(v)).map(([k, val]) => [k, val ?? undefined]),
  );

export type ConditionValues = {
  name: string;
  icd10: string;
  dateOfDiagnosis: string;
  status: NonNullable<ConditionInput['status']>;
  stage: string;
};

export const emptyCondition = (): ConditionValues => ({
  name: '',
  icd10: '',
  dateOfDiagnosis: '',
  status: 'active',
  stage: '',
});

export const conditionPayload = (v: ConditionValues) => ({
  name: v.name,
  icd10: optionalText(v.icd10),
  dateOfDiagnosis: optionalText(v.dateOfDiagnosis),
  status: v.status,
  stage: optionalText(v.stage),
});

export type LabValues = {
  labType: string;
  value: string;
  unit: string;
  referenceRange: string;
  timestamp: string;
};

export const emptyLab = (now = new Date()): LabValues => ({
  labType: '',
  value: '',
  unit: '',
  referenceRange: '',
  timestamp: nowLocalDateTime(now),
});

export const labPayload = (v: LabValues) => ({
  labType: v.labType,
  value: optionalNumber(v.value),
  unit: v.unit,
  referenceRange: optionalText(v.referenceRange),
  timestamp: localDateTimeToIso(v.timestamp),
});

export type GeneticValues = {
  gene: string;
  diplotype: string;
  phenotype: string;
  testDate: string;
  laboratory: string;
};

export const emptyGenetic = (): GeneticValues => ({
  gene: '',
  diplotype: '',
  phenotype: '',
  testDate: '',
  laboratory: '',
});

export const geneticPayload = (v: GeneticValues) => ({
  gene: v.gene,
  diplotype: optionalText(v.diplotype),
  phenotype: optionalText(v.phenotype),
  testDate: optionalText(v.testDate),
  laboratory: optionalText(v.laboratory),
});

export type VitalsValues = {
  timestamp: string;
  bloodPressureSystolic: string;
  bloodPressureDiastolic: string;
  heartRate: string;
  temperature: string;
  performanceStatus: string;
};

export const emptyVitals = (now = new Date()): VitalsValues => ({
  timestamp: nowLocalDateTime(now),
  bloodPressureSystolic: '',
  bloodPressureDiastolic: '',
  heartRate: '',
  temperature: '',
  performanceStatus: '',
});

export const vitalsPayload = (v: VitalsValues) => ({
  timestamp: localDateTimeToIso(v.timestamp),
  bloodPressureSystolic: optionalNumber(v.bloodPressureSystolic),
  bloodPressureDiastolic: optionalNumber(v.bloodPressureDiastolic),
  heartRate: optionalNumber(v.heartRate),
  temperature: optionalNumber(v.temperature),
  performanceStatus: optionalNumber(v.performanceStatus),
});

export type TreatmentValues = {
  drugName: string;
  date: string;
  dose: string;
  doseUnit: TreatmentHistoryInput['doseUnit'] | '';
  cycle: string;
  regimenId: string;
  /** '' = not recorded. */
  setting: NonNullable<TreatmentHistoryInput['setting']> | '';
  intent: NonNullable<TreatmentHistoryInput['intent']> | '';
};

export const emptyTreatment = (now = new Date()): TreatmentValues => ({
  drugName: '',
  date: todayLocalDate(now),
  dose: '',
  doseUnit: 'mg/m2',
  cycle: '',
  regimenId: '',
  setting: '',
  intent: '',
});

export const treatmentPayload = (v: TreatmentValues) => ({
  drugName: v.drugName,
  date: v.date.trim(),
  dose: optionalNumber(v.dose),
  doseUnit: v.doseUnit,
  cycle: optionalNumber(v.cycle),
  regimenId: optionalText(v.regimenId),
  setting: v.setting || undefined,
  intent: v.intent || undefined,
});

export const notePayload = (text: string) => ({ text });

// ---------------------------------------------------------------------------------------------
// The whole new patient

export type NewPatientValues = {
  demographics: DemographicsValues;
  allergies: AllergyValues[];
  medications: MedicationValues[];
  conditions: ConditionValues[];
};

export const emptyNewPatient = (): NewPatientValues => ({
  demographics: emptyDemographics(),
  allergies: [],
  medications: [],
  conditions: [],
});

/** `POST /api/patients` body. Labs, genetics and the rest are added on the patient's page. */
export function newPatientPayload(v: NewPatientValues) {
  return {
    demographics: demographicsPayload(v.demographics),
    allergies: v.allergies.map(allergyPayload),
    medications: v.medications.map(medicationPayload),
    conditions: v.conditions.map(conditionPayload),
  };
}
