import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AcknowledgeReason, AlertKind, AlertSeverity } from '../../core/alerts';
import type {
  PatientSex,
  TreatmentDoseUnit,
  TreatmentIntent,
  TreatmentSetting,
} from '../../core/patients';
import { institutions, users, type Role } from './accounts';

/*
 * Patient records (SPEC §3, issue 11), normalised: one row per patient and one table per list.
 * Every list row points at its patient and goes with it (cascade); nothing is ever deleted by the
 * API itself (a stopped medication keeps its row with `is_active` false and a stop date).
 * Codes sit at the edges: knowledge-base drug ids and RxCUIs on medications, ICD-10 on conditions,
 * LOINC and the product lab name on labs.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** The user who wrote the row; kept as an id (null once the account is deleted). */
const createdBy = () => uuid('created_by').references(() => users.id, { onDelete: 'set null' });
const patientRef = () =>
  uuid('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' });

export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey(),
    /** The creator's institution; every read and write is scoped to it. */
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    mrn: text('mrn').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    sex: text('sex').$type<PatientSex>().notNull(),
    heightCm: doublePrecision('height_cm'),
    weightKg: doublePrecision('weight_kg'),
    /**
     * Issue 19: when the height and the weight were measured (null: unknown, e.g. recorded before
     * dates were kept). A dose basis older than the plan's window, or undated, is a plan finding.
     */
    heightMeasuredAt: timestamp('height_measured_at', { withTimezone: true }),
    weightMeasuredAt: timestamp('weight_measured_at', { withTimezone: true }),
    /** Issue 20: from the EHR (Patient.deceased[x]) or entered; no therapy alerts when true. */
    deceased: boolean('deceased').notNull().default(false),
    deceasedDate: date('deceased_date', { mode: 'string' }),
    preferences: jsonb('preferences')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    isActive: boolean('is_active').notNull().default(true),
    /** One of the three demonstration patients an institution starts with; never a real person. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdBy: createdBy(),
    createdAt: createdAt(),
    /** SPEC §3 lastUpdated: stamped by every write to the record or any of its lists. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('patients_institution_mrn_idx').on(t.institutionId, t.mrn),
    // The list's default order (last name, first name) within an institution, for paging.
    index('patients_institution_name_idx').on(
      t.institutionId,
      sql`lower(${t.lastName})`,
      sql`lower(${t.firstName})`,
      t.id,
    ),
    index('patients_institution_updated_idx').on(t.institutionId, t.updatedAt),
    // Name search: trigram matching of any part of "first last".
    index('patients_name_trgm_idx').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    // MRN search: prefix of the record number as typed.
    index('patients_institution_mrn_prefix_idx').on(
      t.institutionId,
      sql`lower(${t.mrn}) text_pattern_ops`,
    ),
  ],
);

export const patientAllergies = pgTable(
  'patient_allergies',
  {
    id: uuid('id').primaryKey(),
    patientId: patientRef(),
    allergen: text('allergen').notNull(),
    allergenType: text('allergen_type')
      .$type<'drug' | 'food' | 'environmental' | 'other'>()
      .notNull(),
    reaction: text('reaction'),
    severity: text('severity').$type<'mild' | 'moderate' | 'severe'>().notNull(),
    dateReported: date('date_reported', { mode: 'string' }),
    verified: boolean('verified').notNull().default(false),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('patient_allergies_patient_idx').on(t.patientId)],
);

export const patientMedications = pgTable(
  'patient_medications',
  {
    id: uuid('id').primaryKey(),
    patientId: patientRef(),
    /** As written by the prescriber; kept even when it matches no drug. */
    drugName: text('drug_name').notNull(),
    /** Knowledge-base drug ids the name resolved to; empty when unresolved. */
    drugIds: text('drug_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rxcui: text('rxcui'),
    resolved: boolean('resolved').notNull(),
    dosage: text('dosage'),
    frequency: text('frequency'),
    /** Route code (`oral`, `iv`, ...) parsed from the route word. */
    route: text('route'),
    startDate: date('start_date', { mode: 'string' }),
    stopDate: date('stop_date', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    prescribedBy: text('prescribed_by'),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('patient_medications_patient_idx').on(t.patientId),
    // "Patients on capecitabine": active orders by knowledge-base drug id.
    index('patient_medications_drug_ids_idx')
      .using('gin', t.drugIds)
      .where(sql`${t.isActive}`),
    // Unresolved orders are found by the name as written; resolved ones by drug id above.
    index('patient_medications_unresolved_name_trgm_idx')
      .using('gin', sql`lower(${t.drugName}) gin_trgm_ops`)
      .where(sql`not ${t.resolved}`),
  ],
);

export const patientConditions = pgTable(
  'patient_conditions',
  {
    id: uuid('id').primaryKey(),
    patientId: patientRef(),
    name: text('name').notNull(),
    icd10: text('icd10'),
    /** SNOMED CT concept id as received (issue 20); null when the condition came without one. */
    snomed: text('snomed'),
    dateOfDiagnosis: date('date_of_diagnosis', { mode: 'string' }),
    status: text('status')
      .$type<'active' | 'recurrence' | 'relapse' | 'inactive' | 'remission' | 'resolved'>()
      .notNull(),
    stage: text('stage'),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index('patient_conditions_patient_idx').on(t.patientId),
    index('patient_conditions_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('patient_conditions_icd10_idx').on(sql`${t.icd10} text_pattern_ops`),
  ],
);

export const patientLabs = pgTable(
  'patient_labs',
  {
    id: uuid('id').primaryKey(),
    patientId: patientRef(),
    /** As sent: a LOINC code or a product lab name. */
    labType: text('lab_type').notNull(),
    /** The catalogue's lab name, or null for a test the product does not read. */
    labName: text('lab_name'),
    loinc: text('loinc'),
    value: doublePrecision('value').notNull(),
    unit: text('unit').notNull(),
    /** Null when the test or the unit is unknown: "cannot assess", never compared. */
    canonicalValue: doublePrecision('canonical_value'),
    canonicalUnit: text('canonical_unit'),
    referenceRange: text('reference_range'),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    isAbnormal: boolean('is_abnormal'),
    criticalFlag: boolean('critical_flag'),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('patient_labs_patient_time_idx').on(t.patientId, t.measuredAt)],
);

export const patientGenetics = pgTable(
  'patient_genetics',
  {
    id: uuid('id').primaryKey(),
    patientId: patientRef(),
    gene: text('gene').notNull(),
    diplotype: text('diplotype'),
    phenotype: text('phenotype'),
    testDate: date('test_date', { mode: 'string' }),
    laboratory: text('laboratory'),
    /** 'germline' | 'somatic'; null rows predate the column and are germline. */
    origin: text('origin'),
    alterationType: text('alteration_type'),
    alteration: text('alteration'),
    partner: text('partner'),
    value: doublePrecision('value'),
    valueUnit: text('value_unit'),
    /** 'detected' | 'not-detected' (a pertinent negative). */
    status: text('status'),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('patient_genetics_patient_idx').on(t.patientId)],
);

export const patientVitals = pgTable(
  'patient_vitals',
  {
    id: uuid('id').primaryKey(),
    patientId: patientRef(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    bloodPressureSystolic: integer('bp_systolic'),
    bloodPressureDiastolic: integer('bp_diastolic'),
    heartRate: integer('heart_rate'),
    /** Degrees Celsius. */
    temperature: doublePrecision('temperature'),
    /** ECOG 0-5. */
    performanceStatus: integer('performance_status'),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('patient_vitals_patient_time_idx').on(t.patientId, t.measuredAt)],
);

/** Treatment history: each administration given, the basis of cumulative-dose checks. */
export const patientTreatments = pgTable(
  'patient_treatments',
  {
    id: uuid('id').primaryKey(),
    patientId: patientRef(),
    drugName: text('drug_name').notNull(),
    drugIds: text('drug_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    dose: doublePrecision('dose').notNull(),
    doseUnit: text('dose_unit').$type<TreatmentDoseUnit>().notNull(),
    cycle: integer('cycle'),
    regimenId: text('regimen_id'),
    /** Issue 20: the setting it was given in (adjuvant, first-line...); null = not recorded. */
    setting: text('setting').$type<TreatmentSetting>(),
    /** 'curative' | 'palliative'; null = not recorded. */
    intent: text('intent').$type<TreatmentIntent>(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('patient_treatments_patient_idx').on(t.patientId, t.givenOn)],
);

export const patientNotes = pgTable(
  'patient_notes',
  {
    id: uuid('id').primaryKey(),
    patientId: patientRef(),
    text: text('text').notNull(),
    /** The signed-in author's display name at the time of writing (never what the client sent). */
    author: text('author').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('patient_notes_patient_idx').on(t.patientId, t.writtenAt)],
);

/**
 * One row per finding the alert engine has raised for a patient. The id is stable for the same
 * finding key on the same patient, so an acknowledgement survives recomputation; a changed
 * finding has another key and is a new alert. Every level is stored, whoever asked.
 */
export const patientAlerts = pgTable(
  'patient_alerts',
  {
    id: uuid('id').primaryKey(),
    patientId: patientRef(),
    findingKey: text('finding_key').notNull(),
    kind: text('kind').$type<AlertKind>().notNull(),
    severity: text('severity').$type<AlertSeverity>().notNull(),
    title: text('title').notNull(),
    drugs: jsonb('drugs').$type<string[]>().notNull(),
    drugIds: jsonb('drug_ids').$type<string[]>().notNull(),
    rationale: text('rationale').notNull(),
    management: text('management').notNull(),
    sources: jsonb('sources').$type<Array<{ label: string; url?: string }>>().notNull(),
    /** Hash of the stored content, so an unchanged evaluation writes nothing. */
    contentHash: text('content_hash').notNull(),
    /** Raised by the latest evaluation; false once the finding has gone. */
    isCurrent: boolean('is_current').notNull().default(true),
    firstRaisedAt: timestamp('first_raised_at', { withTimezone: true }).notNull(),
    lastChangedAt: timestamp('last_changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('patient_alerts_patient_key_idx').on(t.patientId, t.findingKey),
    index('patient_alerts_current_idx')
      .on(t.patientId, t.severity)
      .where(sql`${t.isCurrent}`),
  ],
);

export type AcknowledgementStatus = 'confirmed' | 'pending' | 'rejected' | 'superseded';

/**
 * Who acknowledged an alert, when and why. A nurse's or a student's acknowledgement is `pending`
 * until an oncologist or pharmacist co-signs (`confirmed`) or declines (`rejected`); a direct
 * acknowledgement over a pending one supersedes it. At most one live (pending or confirmed) row
 * per alert, enforced by the database so two concurrent acknowledgements cannot both win.
 */
export const alertAcknowledgements = pgTable(
  'alert_acknowledgements',
  {
    id: uuid('id').primaryKey(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => patientAlerts.id, { onDelete: 'cascade' }),
    patientId: patientRef(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userRole: text('user_role').$type<Role>().notNull(),
    reason: text('reason').$type<AcknowledgeReason>().notNull(),
    comment: text('comment'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
    status: text('status').$type<AcknowledgementStatus>().notNull(),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
  },
  (t) => [
    uniqueIndex('alert_acknowledgements_live_idx')
      .on(t.alertId)
      .where(sql`${t.status} in ('pending', 'confirmed')`),
    index('alert_acknowledgements_pending_idx')
      .on(t.institutionId, t.acknowledgedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A clinician at a patient's side (SPEC §3 care session); ending it stamps `ended_at`. */
export const careSessions = pgTable(
  'care_sessions',
  {
    id: uuid('id').primaryKey(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    patientId: patientRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // One open session per clinician and patient: starting again returns it.
    uniqueIndex('care_sessions_open_idx')
      .on(t.userId, t.patientId)
      .where(sql`${t.endedAt} is null`),
    index('care_sessions_user_idx').on(t.userId, t.startedAt),
  ],
);

/**
 * Marks an institution whose demonstration patients have been created, so they are created once
 * even when several servers see the institution's first visit at the same moment.
 */
export const patientDemoSeeds = pgTable('patient_demo_seeds', {
  institutionId: uuid('institution_id')
    .primaryKey()
    .references(() => institutions.id, { onDelete: 'cascade' }),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
