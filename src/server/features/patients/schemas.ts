import { z } from 'zod';
import { PATIENT_SECTIONS } from '../../../core/access';
import { ALERT_SEVERITIES } from '../../../core/alerts';
import {
  conditionStatusSchema,
  isoDateSchema,
  routeWordSchema,
  sexSchema,
  TREATMENT_DOSE_UNITS,
  TREATMENT_INTENTS,
  TUMOUR_MEASUREMENT_METHODS,
  TREATMENT_SETTINGS,
  treatmentIntentSchema,
  treatmentSettingSchema,
} from '../../../core/patients';
import { safeText } from '../../../core/validation/safe-text';

/*
 * Request and response shapes of the patient API beyond the pinned input schema in
 * core/patients. Responses are allow-lists: each field is named here, so no table row is ever
 * serialised whole. The same item shapes carry both views; in the de-identified view a free-text
 * field that may hold an identifier is null and every date is shifted (see views.ts).
 */

export const patientIdParams = z.object({ id: z.uuid() });
export const medicationParams = z.object({ id: z.uuid(), medicationId: z.uuid() });
export const conditionParams = z.object({ id: z.uuid(), conditionId: z.uuid() });
export const administrationParams = z.object({ id: z.uuid(), administrationId: z.uuid() });

/** PATCH of a medication order: what may change without a new order (a new drug is a new order). */
export const medicationPatchSchema = z
  .object({
    dosage: safeText().trim().max(100).nullable().optional(),
    frequency: safeText().trim().max(100).nullable().optional(),
    route: routeWordSchema.nullable().optional(),
    startDate: isoDateSchema.nullable().optional(),
    prescribedBy: safeText().trim().max(200).nullable().optional(),
  })
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'send at least one field to change');

/** Stopping keeps the order: `isActive` false and the stop date (today when not given). */
export const medicationStopSchema = z
  .object({ stopDate: isoDateSchema.optional() })
  .strict()
  .default({});

export const conditionPatchSchema = z
  .object({
    status: conditionStatusSchema.optional(),
    stage: safeText().trim().max(40).nullable().optional(),
  })
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'send at least one field to change');

/**
 * PATCH of a treatment-history entry (issue 20): the setting and intent it was given in, which
 * trial matching reads per line. Null clears it back to "not recorded". Dose and date stay as
 * given: a wrong administration is a new entry, not an edit of the cumulative-dose basis.
 */
export const administrationPatchSchema = z
  .object({
    setting: treatmentSettingSchema.nullable().optional(),
    intent: treatmentIntentSchema.nullable().optional(),
  })
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'send at least one field to change');

// ---------------------------------------------------------------------------------------------
// Items

export const allergyItemSchema = z.object({
  id: z.uuid(),
  /** De-identified: the knowledge base's drug or class name, or clinical words only; else null. */
  allergen: z.string().nullable(),
  allergenType: z.enum(['drug', 'food', 'environmental', 'other']),
  reaction: z.string().nullable(),
  severity: z.enum(['mild', 'moderate', 'severe']),
  dateReported: z.string().nullable(),
  verified: z.boolean(),
});

export const medicationItemSchema = z.object({
  id: z.uuid(),
  /** As written; de-identified, the knowledge base's name (null when unresolved). */
  drugName: z.string().nullable(),
  drugIds: z.array(z.string()),
  rxcui: z.string().nullable(),
  /** False: the name matched no drug; it is kept and reported, never checked as "no interactions". */
  resolved: z.boolean(),
  dosage: z.string().nullable(),
  frequency: z.string().nullable(),
  route: z.string().nullable(),
  startDate: z.string().nullable(),
  stopDate: z.string().nullable(),
  isActive: z.boolean(),
  prescribedBy: z.string().nullable(),
});

export const conditionItemSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  icd10: z.string().nullable(),
  snomed: z.string().nullable(),
  dateOfDiagnosis: z.string().nullable(),
  status: conditionStatusSchema,
  stage: z.string().nullable(),
});

export const labItemSchema = z.object({
  id: z.uuid(),
  labType: z.string().nullable(),
  labName: z.string().nullable(),
  loinc: z.string().nullable(),
  value: z.number(),
  unit: z.string().nullable(),
  canonicalValue: z.number().nullable(),
  canonicalUnit: z.string().nullable(),
  referenceRange: z.string().nullable(),
  timestamp: z.string(),
  isAbnormal: z.boolean().nullable(),
  criticalFlag: z.boolean().nullable(),
  /** Why the value cannot be assessed (unknown test or unit), or null when it was. */
  cannotAssess: z.string().nullable(),
});

export const geneticItemSchema = z.object({
  id: z.uuid(),
  gene: z.string(),
  diplotype: z.string().nullable(),
  phenotype: z.string().nullable(),
  testDate: z.string().nullable(),
  laboratory: z.string().nullable(),
  origin: z.enum(['germline', 'somatic']).nullable(),
  alterationType: z.enum(['snv', 'indel', 'fusion', 'cnv', 'expression', 'msi', 'tmb']).nullable(),
  alteration: z.string().nullable(),
  partner: z.string().nullable(),
  value: z.number().nullable(),
  valueUnit: z.string().nullable(),
  status: z.enum(['detected', 'not-detected']).nullable(),
});

export const vitalsItemSchema = z.object({
  id: z.uuid(),
  timestamp: z.string(),
  bloodPressureSystolic: z.number().nullable(),
  bloodPressureDiastolic: z.number().nullable(),
  heartRate: z.number().nullable(),
  temperature: z.number().nullable(),
  performanceStatus: z.number().nullable(),
});

export const treatmentItemSchema = z.object({
  id: z.uuid(),
  drugName: z.string().nullable(),
  drugIds: z.array(z.string()),
  resolved: z.boolean(),
  date: z.string(),
  dose: z.number(),
  doseUnit: z.enum(TREATMENT_DOSE_UNITS),
  cycle: z.number().nullable(),
  regimenId: z.string().nullable(),
  /** Issue 20: null when not recorded (trial matching then reads the setting as unknown). */
  setting: z.enum(TREATMENT_SETTINGS).nullable(),
  intent: z.enum(TREATMENT_INTENTS).nullable(),
});

export const tumourMeasurementItemSchema = z.object({
  id: z.uuid(),
  date: z.string(),
  longestDiameterMm: z.number(),
  shortAxisMm: z.number().nullable(),
  method: z.enum(TUMOUR_MEASUREMENT_METHODS).nullable(),
  lymphNode: z.boolean().nullable(),
  /** Free text: null in the de-identified view. */
  site: z.string().nullable(),
});

export const noteItemSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  author: z.string(),
  timestamp: z.string(),
});

// ---------------------------------------------------------------------------------------------
// The patient

export const demographicsViewSchema = z.object({
  /** Present in the identified view only. */
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  dateOfBirth: z.string().optional(),
  mrn: z.string().optional(),
  sex: sexSchema,
  /** Whole years today; the de-identified view reports 90 for any age above 89. */
  ageYears: z.number().nullable(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  /** Issue 19: when they were measured (null: no date on record); shifted when de-identified. */
  heightMeasuredAt: z.string().nullable(),
  weightMeasuredAt: z.string().nullable(),
  /** Issue 20 (pinned): a deceased patient's age is at death; no therapy alerts. */
  deceased: z.boolean(),
  /** The date of death (identified view only; null otherwise or when unknown). */
  deceasedDate: z.string().nullable(),
});

export const patientDetailSchema = z.object({
  id: z.uuid(),
  /** False: the de-identified view (no names, MRN, birth date or free text; dates shifted). */
  identified: z.boolean(),
  /** "Last, First", or the role's word for a patient and a pseudonym ("Subject 7K2M-QX9A"). */
  label: z.string(),
  isDemo: z.boolean(),
  isActive: z.boolean(),
  demographics: demographicsViewSchema,
  allergies: z.array(allergyItemSchema),
  medications: z.array(medicationItemSchema),
  conditions: z.array(conditionItemSchema),
  labValues: z.array(labItemSchema),
  genetics: z.array(geneticItemSchema),
  vitals: z.array(vitalsItemSchema),
  treatmentHistory: z.array(treatmentItemSchema),
  /** Issue 20: lesion measurements (mCODE TumorSize), read for RECIST 1.1 measurability. */
  tumourMeasurements: z.array(tumourMeasurementItemSchema),
  /** Empty in the de-identified view. */
  notes: z.array(noteItemSchema),
  preferences: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
  lastUpdated: z.string(),
  /** The parts of this record the caller may change (core/access patient table). */
  editableSections: z.array(z.enum(PATIENT_SECTIONS)),
});
export type PatientDetail = z.infer<typeof patientDetailSchema>;

// ---------------------------------------------------------------------------------------------
// The list

const commaList = <T extends z.ZodType>(item: T, message: string) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim().toLowerCase())
            .filter((s) => s.length > 0)
        : v,
    z.array(item, { error: message }).optional(),
  );

const optionalQueryText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    safeText().trim().max(max, `must be at most ${max} characters`).optional(),
  );

const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

export const PATIENT_SORTS = ['name', '-name', 'updated', '-updated', 'mrn', '-mrn'] as const;

export const patientListQuerySchema = z
  .object({
    /**
     * Free text: name words, MRN prefix, condition (name or ICD-10 prefix) or drug (resolved like
     * the checker, else the name as written). De-identified: ICD-10 prefix and resolved drugs only.
     */
    q: optionalQueryText(100),
    name: optionalQueryText(100),
    mrn: optionalQueryText(64),
    /** Condition name words or an ICD-10 code prefix (C50, C50.9). */
    condition: optionalQueryText(100),
    /** Patients with an active order for this drug (RxCUI, generic or brand; else the name as written). */
    drug: optionalQueryText(100),
    sex: sexSchema.optional(),
    status: z.enum(['active', 'inactive', 'all']).default('active'),
    ageMin: wholeNumber('ageMin', 0, 130).optional(),
    ageMax: wholeNumber('ageMax', 0, 130).optional(),
    /** Patients with an unacknowledged current alert of one of these severities. */
    alerts: commaList(
      z.enum(ALERT_SEVERITIES),
      `alerts must be one or more of ${ALERT_SEVERITIES.join(', ')}, comma-separated`,
    ),
    sort: z.enum(PATIENT_SORTS).optional(),
    page: wholeNumber('page', 1, 100_000).default(1),
    pageSize: wholeNumber('pageSize', 1, 100).default(25),
  })
  .strict();
export type PatientListQuery = z.infer<typeof patientListQuerySchema>;

const severityCounts = z.object({
  critical: z.number().int(),
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
});

export const patientListItemSchema = z.object({
  id: z.uuid(),
  identified: z.boolean(),
  label: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  mrn: z.string().optional(),
  dateOfBirth: z.string().optional(),
  sex: sexSchema,
  ageYears: z.number().nullable(),
  isActive: z.boolean(),
  isDemo: z.boolean(),
  /** Active conditions (name null in the de-identified view unless it is clinical words only). */
  conditions: z.array(z.object({ name: z.string().nullable(), icd10: z.string().nullable() })),
  activeMedicationCount: z.number().int(),
  /** Unacknowledged current alerts, at the levels the caller's role is shown (others are 0). */
  alertCounts: severityCounts,
  lastUpdated: z.string(),
});
export type PatientListItem = z.infer<typeof patientListItemSchema>;

export const patientListResponseSchema = z.object({
  items: z.array(patientListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
// The audit trail (institution admins)

export const auditQuerySchema = z
  .object({
    page: wholeNumber('page', 1, 100_000).default(1),
    pageSize: wholeNumber('pageSize', 1, 200).default(50),
  })
  .strict();

export const auditTrailSchema = z.object({
  items: z.array(
    z.object({
      at: z.string(),
      action: z.string(),
      actor: z.object({ id: z.string(), name: z.string(), role: z.string() }).nullable(),
      ip: z.string().nullable(),
      requestId: z.string().nullable(),
      details: z.record(z.string(), z.unknown()),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
