import { z } from 'zod';
import { DOSING_INPUT_BOUNDS } from '../dosing/patient-input';
import { intentSchema, settingSchema, type Intent, type Setting } from '../knowledge/regimen';
import { safeText } from '../validation/safe-text';
import { ROUTE_WORD_LIST, parseRouteWord } from './route-words';

/*
 * The patient record as the API accepts it (issue 11 pins these names; FHIR import, CDS Hooks,
 * research and the AI layer read the same shape). Codes sit at the edges: RxCUI or a drug name
 * for medications, ICD-10 for conditions, LOINC or a product lab name for labs.
 *
 * Every string goes through `safeText` (no NUL, no lone surrogate) and has a length cap, so bad
 * input is a 400 naming the field, never a 500 from the database.
 */

const text = (max: number) =>
  safeText().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const optionalText = (max: number) =>
  safeText().trim().max(max, `must be at most ${max} characters`).optional();

/** A calendar date, YYYY-MM-DD, that exists (no 2024-02-30). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'is not a real calendar date');

/** A date and time (ISO 8601 with offset or Z), or a plain date taken as midnight UTC. */
export const timestampSchema = z.union([z.iso.datetime({ offset: true }), isoDateSchema], {
  error: 'must be an ISO 8601 date-time (2026-11-25T08:30:00Z) or a date (2026-11-25)',
});

export const sexSchema = z.enum(['female', 'male', 'other', 'unknown'], {
  error: 'must be female, male, other or unknown',
});
export type PatientSex = z.infer<typeof sexSchema>;

const B = DOSING_INPUT_BOUNDS;

export const demographicsSchema = z
  .object({
    firstName: text(100),
    lastName: text(100),
    dateOfBirth: isoDateSchema,
    sex: sexSchema,
    mrn: text(64),
    heightCm: z.number().min(B.heightCm.min).max(B.heightCm.max).nullable().optional(),
    weightKg: z.number().min(B.weightKg.min).max(B.weightKg.max).nullable().optional(),
    /**
     * Issue 19: when the height / weight given with it was measured. Omitted, a write that names
     * heightCm / weightKg stamps the time of the write (the value was just measured or confirmed).
     */
    heightMeasuredAt: timestampSchema.nullable().optional(),
    weightMeasuredAt: timestampSchema.nullable().optional(),
    /** Issue 20 (pinned names): a deceased patient raises no therapy alerts; ages stop at death. */
    // Optional, not defaulted: a partial update that does not name it must not revive anyone.
    deceased: z.boolean().optional(),
    /** The date of death when known (YYYY-MM-DD); null when unknown or alive (ignored then). */
    deceasedDate: isoDateSchema.nullable().optional(),
  })
  .strict();

export const allergySchema = z
  .object({
    allergen: text(200),
    allergenType: z.enum(['drug', 'food', 'environmental', 'other']),
    reaction: optionalText(500),
    severity: z.enum(['mild', 'moderate', 'severe']),
    dateReported: isoDateSchema.optional(),
    verified: z.boolean().default(false),
  })
  .strict();

export const routeWordSchema = safeText()
  .trim()
  .refine((s) => parseRouteWord(s) !== null, {
    error: `must be one of ${ROUTE_WORD_LIST.join(', ')}`,
  });

export const medicationSchema = z
  .object({
    /** Generic name, brand name or RxCUI, any case. An unknown drug is kept and reported as unresolved. */
    drugName: text(200),
    /** As ordered, e.g. "1000 mg/m2" or "5 mg". */
    dosage: optionalText(100),
    frequency: optionalText(100),
    route: routeWordSchema.optional(),
    startDate: isoDateSchema.optional(),
    isActive: z.boolean().default(true),
    prescribedBy: optionalText(200),
  })
  .strict();

/** ICD-10 (WHO) and ICD-10-CM: a letter, two characters, then up to four after the dot. */
export const icd10Schema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/, 'must be an ICD-10 code such as C50.911');

/** A SNOMED CT concept id: 6 to 18 digits, no leading zero (SNOMED CT TIG, "SCTID"). */
export const snomedCodeSchema = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{5,17}$/, 'must be a SNOMED CT concept id such as 254837009');

/** FHIR Condition.clinicalStatus values, so that EHR data round-trips unchanged. */
export const conditionStatusSchema = z.enum([
  'active',
  'recurrence',
  'relapse',
  'inactive',
  'remission',
  'resolved',
]);

export const conditionSchema = z
  .object({
    name: text(200),
    icd10: icd10Schema.optional(),
    /** The SNOMED CT concept id the diagnosis came with (e.g. from an mCODE partner), kept as sent. */
    snomed: snomedCodeSchema.optional(),
    dateOfDiagnosis: isoDateSchema.optional(),
    status: conditionStatusSchema.default('active'),
    /** Stage group or TNM as written, e.g. "IIIA" or "T2N1M0". */
    stage: optionalText(40),
  })
  .strict();

export const labValueSchema = z
  .object({
    /** A LOINC code or a product lab name (creatinine, egfr, anc, ...). */
    labType: text(40),
    value: z.number().finite(),
    unit: safeText().trim().max(30),
    referenceRange: optionalText(60),
    timestamp: timestampSchema,
    /** Derived from the product's reference ranges when not sent. */
    isAbnormal: z.boolean().optional(),
    criticalFlag: z.boolean().optional(),
  })
  .strict();

export const geneticOriginSchema = z.enum(['germline', 'somatic']);
export const alterationTypeSchema = z.enum([
  'snv',
  'indel',
  'fusion',
  'cnv',
  'expression',
  'msi',
  'tmb',
]);
export type AlterationType = z.infer<typeof alterationTypeSchema>;

export const geneticResultSchema = z
  .object({
    /** HGNC symbol, e.g. DPYD, CYP2D6, HLA-B. */
    gene: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{2,15}$/, 'must be an HGNC gene symbol such as DPYD'),
    /** Star alleles or variant names, e.g. "*1/*2A" or "c.1905+1G>A/c.1905+1G>A". */
    diplotype: optionalText(200),
    /** e.g. "Intermediate Metabolizer", or "positive" for HLA-B*57:01. */
    phenotype: optionalText(100),
    testDate: isoDateSchema.optional(),
    laboratory: optionalText(200),
    /**
     * Germline (inherited: the pharmacogenes CPIC reads) or somatic (the tumour's: what precision
     * oncology matches to therapies). Unset entries are read as germline, as they were before.
     */
    origin: geneticOriginSchema.optional(),
    /** For a tumour finding: its class, in the vocabulary of Genomics Reporting and issue 23. */
    alterationType: alterationTypeSchema.optional(),
    /**
     * The alteration as reported: HGVS protein or cDNA ("p.Leu858Arg", "L858R", "c.2573T>G"), an
     * exon-level class ("exon 19 deletion"), "amplification", "MSI-H", "fusion".
     */
    alteration: optionalText(200),
    /** Fusion partner's HGNC symbol (ALK with EML4: gene ALK, partner EML4). */
    partner: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{2,15}$/, 'must be an HGNC gene symbol such as EML4')
      .optional(),
    /** A measured value: TMB in mutations/Mb, copy number, expression score. */
    value: z.number().finite().optional(),
    valueUnit: optionalText(40),
    /** 'not-detected' is a pertinent negative (EGFR tested, no variant found); default detected. */
    status: z.enum(['detected', 'not-detected']).optional(),
  })
  .strict()
  .refine((g) => g.diplotype || g.phenotype || g.alteration, {
    error: 'give a diplotype, a phenotype or an alteration',
    path: ['diplotype'],
  });

export const vitalSignsSchema = z
  .object({
    timestamp: timestampSchema,
    bloodPressureSystolic: z.number().int().min(40).max(300).optional(),
    bloodPressureDiastolic: z.number().int().min(20).max(200).optional(),
    heartRate: z.number().int().min(20).max(300).optional(),
    /** Degrees Celsius. */
    temperature: z.number().min(25).max(45).optional(),
    /** ECOG performance status 0-5 (Oken MM et al, Am J Clin Oncol 1982;5:649). */
    performanceStatus: z.number().int().min(0).max(5).optional(),
  })
  .strict();

/** The regimen library's settings, reused per administration (issue 20). */
export const treatmentSettingSchema = settingSchema;
export type TreatmentSetting = Setting;
export const TREATMENT_SETTINGS = settingSchema.options;
export const treatmentIntentSchema = intentSchema;
export type TreatmentIntent = Intent;
export const TREATMENT_INTENTS = intentSchema.options;

export const TREATMENT_DOSE_UNITS = ['mg', 'mg/m2', 'mg/kg', 'AUC', 'units', 'units/m2'] as const;
export type TreatmentDoseUnit = (typeof TREATMENT_DOSE_UNITS)[number];

export const treatmentHistorySchema = z
  .object({
    drugName: text(200),
    date: isoDateSchema,
    dose: z.number().positive(),
    /** `units` and `units/m2` for drugs dosed in units (bleomycin), whose limits are in units. */
    doseUnit: z.enum(TREATMENT_DOSE_UNITS),
    cycle: z.number().int().min(1).max(1000).optional(),
    regimenId: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a regimen id')
      .optional(),
    /**
     * The setting this administration was given in (issue 20), in the regimen library's
     * vocabulary: neoadjuvant, adjuvant, first-line (advanced), later-line, maintenance...
     * Omitted or null: not recorded, and trial matching reads it as unknown.
     */
    setting: treatmentSettingSchema.nullable().optional(),
    /** Curative or palliative intent (mCODE ProcedureIntent); null or omitted: not recorded. */
    intent: treatmentIntentSchema.nullable().optional(),
  })
  .strict();

/** How a tumour was measured (mCODE TumorSizeMethodVS, grouped as RECIST 1.1 reads them). */
export const TUMOUR_MEASUREMENT_METHODS = [
  'ct',
  'mri',
  'physical-exam',
  'x-ray',
  'ultrasound',
  'pet',
  'pathology',
  'other',
] as const;
export type TumourMeasurementMethod = (typeof TUMOUR_MEASUREMENT_METHODS)[number];

/**
 * One lesion's size at one assessment (issue 20; mCODE TumorSize): what "measurable disease per
 * RECIST 1.1" is judged on. Millimetres; the short axis matters for lymph nodes.
 */
export const tumourMeasurementSchema = z
  .object({
    date: isoDateSchema,
    longestDiameterMm: z.number().positive().max(1000),
    shortAxisMm: z.number().positive().max(1000).optional(),
    method: z.enum(TUMOUR_MEASUREMENT_METHODS).optional(),
    /** True for a lymph node, false for any other lesion; omitted when not recorded. */
    lymphNode: z.boolean().optional(),
    /** Where, as written ("liver segment 6"). */
    site: optionalText(100),
  })
  .strict();

export const noteSchema = z
  .object({
    text: text(10_000),
    /** Display name; the server records the signed-in user as the author whatever is sent. */
    author: optionalText(200),
    timestamp: timestampSchema.optional(),
  })
  .strict();

/** Free-form display preferences, capped so that a record cannot grow without bound. */
export const patientPreferencesSchema = z
  .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((r) => Object.keys(r).length <= 50, 'at most 50 preferences');

const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max, `at most ${max} entries`).default([]);

export const patientInputSchema = z
  .object({
    demographics: demographicsSchema,
    allergies: list(allergySchema, 200),
    medications: list(medicationSchema, 200),
    conditions: list(conditionSchema, 100),
    labValues: list(labValueSchema, 5000),
    genetics: list(geneticResultSchema, 100),
    vitals: list(vitalSignsSchema, 5000),
    treatmentHistory: list(treatmentHistorySchema, 2000),
    tumourMeasurements: list(tumourMeasurementSchema, 500),
    notes: list(noteSchema, 1000),
    preferences: patientPreferencesSchema.default({}),
  })
  .strict();
export type PatientInput = z.input<typeof patientInputSchema>;
export type PatientData = z.output<typeof patientInputSchema>;

/** `PATCH /api/patients/:id`: demographics fields merge; lists are changed through sub-resources. */
export const patientPatchSchema = z
  .object({
    demographics: demographicsSchema.partial().strict().optional(),
    preferences: patientPreferencesSchema.optional(),
    isActive: z.boolean().optional(),
  })
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'send at least one field to change');

export type AllergyInput = z.input<typeof allergySchema>;
export type MedicationInput = z.input<typeof medicationSchema>;
export type ConditionInput = z.input<typeof conditionSchema>;
export type LabValueInput = z.input<typeof labValueSchema>;
export type GeneticResultInput = z.input<typeof geneticResultSchema>;
export type VitalSignsInput = z.input<typeof vitalSignsSchema>;
export type TreatmentHistoryInput = z.input<typeof treatmentHistorySchema>;
export type NoteInput = z.input<typeof noteSchema>;
export type TumourMeasurementInput = z.input<typeof tumourMeasurementSchema>;

/*
 * The stored record, as the alert engine and the API read it. Each list item has its id, and the
 * server adds what it resolved: the drug record a medication names (or null: unresolved, never
 * dropped and never "no interactions"), the canonical value of a lab (or null: cannot assess).
 */

export interface StoredMedication {
  id: string;
  drugName: string;
  /** Knowledge-base drug ids the name resolved to (a combination product gives several); empty when unresolved. */
  drugIds: string[];
  rxcui: string | null;
  resolved: boolean;
  dosage: string | null;
  frequency: string | null;
  /** Route code (`oral`, `iv`, ...) parsed from the route word, or null when none was given. */
  route: string | null;
  startDate: string | null;
  stopDate: string | null;
  isActive: boolean;
  prescribedBy: string | null;
}

export interface StoredLabValue {
  id: string;
  labType: string;
  /** The product lab name the type resolved to, or null for an unknown test. */
  labName: string | null;
  loinc: string | null;
  value: number;
  unit: string;
  /** Value in the lab's canonical unit, or null when the unit or test is unknown ("cannot assess"). */
  canonicalValue: number | null;
  canonicalUnit: string | null;
  referenceRange: string | null;
  timestamp: string;
  isAbnormal: boolean | null;
  criticalFlag: boolean | null;
}

export interface StoredAllergy extends Required<
  Omit<z.output<typeof allergySchema>, 'reaction' | 'dateReported'>
> {
  id: string;
  reaction: string | null;
  dateReported: string | null;
}

export interface StoredCondition {
  id: string;
  name: string;
  icd10: string | null;
  snomed: string | null;
  dateOfDiagnosis: string | null;
  status: z.output<typeof conditionStatusSchema>;
  stage: string | null;
}

export interface StoredGeneticResult {
  id: string;
  gene: string;
  diplotype: string | null;
  phenotype: string | null;
  testDate: string | null;
  laboratory: string | null;
  origin: 'germline' | 'somatic' | null;
  alterationType: AlterationType | null;
  alteration: string | null;
  partner: string | null;
  value: number | null;
  valueUnit: string | null;
  status: 'detected' | 'not-detected' | null;
}

/** The tumour-finding fields of a stored result, all null: a germline result as entered before them. */
export const NO_ALTERATION = {
  origin: null,
  alterationType: null,
  alteration: null,
  partner: null,
  value: null,
  valueUnit: null,
  status: null,
} as const satisfies Partial<StoredGeneticResult>;

export interface StoredVitalSigns {
  id: string;
  timestamp: string;
  bloodPressureSystolic: number | null;
  bloodPressureDiastolic: number | null;
  heartRate: number | null;
  temperature: number | null;
  performanceStatus: number | null;
}

export interface StoredTreatment {
  id: string;
  drugName: string;
  drugIds: string[];
  date: string;
  dose: number;
  doseUnit: TreatmentDoseUnit;
  cycle: number | null;
  regimenId: string | null;
  /** Issue 20: null (or absent in records built before it) when not recorded. */
  setting?: TreatmentSetting | null;
  intent?: TreatmentIntent | null;
}

export interface StoredTumourMeasurement {
  id: string;
  date: string;
  longestDiameterMm: number;
  shortAxisMm: number | null;
  method: TumourMeasurementMethod | null;
  lymphNode: boolean | null;
  site: string | null;
}

/**
 * What clinical rules read of a patient: no names, no MRN, no free text. The alert engine, the
 * recommendation engine, CDS Hooks and research all take this, so none of them can leak an
 * identifier by construction.
 */
export interface PatientClinicalRecord {
  /** Age in whole years on the evaluation date, or at death for a deceased patient. */
  ageYears: number | null;
  /** A deceased patient: no therapy alert is computed (issue 20). Absent = alive. */
  deceased?: boolean;
  sex: PatientSex;
  heightCm: number | null;
  weightKg: number | null;
  /** ISO time the height / weight was measured; null or absent when the record has no date. */
  heightMeasuredAt?: string | null;
  weightMeasuredAt?: string | null;
  allergies: StoredAllergy[];
  medications: StoredMedication[];
  conditions: StoredCondition[];
  labValues: StoredLabValue[];
  genetics: StoredGeneticResult[];
  vitals: StoredVitalSigns[];
  treatmentHistory: StoredTreatment[];
  /**
   * The patient's signed or active treatment plan (issue 19), when there is one: its regimen is a
   * regimen due, checked as a planned regimen over the cycles still to give.
   */
  treatmentPlan?: ActiveTreatmentPlan | null;
}

export interface ActiveTreatmentPlan {
  planId: string;
  regimenId: string;
  /** Cycles not yet given (for the cumulative projection on top of the treatment history). */
  remainingCycles: number;
  /** The plan replaces the current therapy: other active antineoplastics are checked as stopped. */
  replacesCurrentTherapy: boolean;
  /**
   * The plan's intent as the prescriber set it ('curative', 'palliative', 'adjuvant',
   * 'neoadjuvant'); trial matching reads it as the setting of the plan's drugs (issue 20).
   */
  intent?: string | null;
}
