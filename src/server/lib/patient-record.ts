import { and, eq, is, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../core/errors';
import {
  ageAtOrDeath,
  type ActiveTreatmentPlan,
  type PatientClinicalRecord,
  type StoredAllergy,
  type StoredCondition,
  type StoredGeneticResult,
  type StoredLabValue,
  type StoredMedication,
  type StoredTreatment,
  type StoredTumourMeasurement,
  type StoredVitalSigns,
} from '../../core/patients';
import type { Db, Tx } from '../../db/client';
import {
  type patientAllergies,
  type patientConditions,
  type patientGenetics,
  type patientLabs,
  type patientMedications,
  type patientNotes,
  patients,
  type patientTreatments,
  type patientTumourMeasurements,
  type patientVitals,
} from '../../db/schema';
import type { AuthUser } from '../plugins/auth';
import type { AuditEntry } from './audit';
import { preparedOn } from './prepared-queries';
import type { KnowledgeBase } from './knowledge-base';

/*
 * What the patient, alert and care-session features share: finding a patient within the caller's
 * institution, loading the whole record in the stored shapes core pins, resolving drug names as
 * the interaction checker does, and the audit entry every patient read and write leaves.
 */

export type PatientRow = typeof patients.$inferSelect;

/**
 * The value a write sets `patients.updated_at` to: the record's version, which the alert cache
 * (lib/alert-cache.ts) keys on. Strictly later than the version it replaces, even for two writes
 * within one millisecond, because the comparison runs in the UPDATE against the row it locks.
 */
export function nextRecordVersion(nowMs: number): SQL {
  return sql`greatest(${new Date(nowMs).toISOString()}::timestamptz, ${patients.updatedAt} + interval '1 millisecond')`;
}

/**
 * The patient with this id in the user's institution. Another institution's patient, and an id
 * that does not exist, answer the same 404, so ids cannot be probed across institutions.
 */
export async function findPatient(
  db: Db | Tx,
  user: AuthUser,
  patientId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PatientRow> {
  const [row] = options.forUpdate
    ? await db
        .select()
        .from(patients)
        .where(and(eq(patients.id, patientId), eq(patients.institutionId, user.institutionId)))
        .for('update')
    : is(db, PgTransaction)
      ? await db
          .select()
          .from(patients)
          .where(and(eq(patients.id, patientId), eq(patients.institutionId, user.institutionId)))
      : await preparedOn(db, 'patient_in_institution', () =>
          db
            .select()
            .from(patients)
            .where(
              and(
                eq(patients.id, sql.placeholder('patientId')),
                eq(patients.institutionId, sql.placeholder('institutionId')),
              ),
            )
            .prepare('patient_in_institution'),
        ).execute({ patientId, institutionId: user.institutionId });
  if (!row) throw new DomainError('not_found', 'Patient not found');
  return row;
}

export interface StoredNote {
  id: string;
  text: string;
  author: string;
  timestamp: string;
}

export interface PatientLists {
  allergies: StoredAllergy[];
  medications: StoredMedication[];
  conditions: StoredCondition[];
  labValues: StoredLabValue[];
  genetics: StoredGeneticResult[];
  vitals: StoredVitalSigns[];
  treatmentHistory: StoredTreatment[];
  /** Issue 20: lesion measurements (RECIST 1.1 measurability); absent in records built without. */
  tumourMeasurements?: StoredTumourMeasurement[];
  notes: StoredNote[];
  /** The signed or active treatment plan, summarised for the alert engine (issue 19). */
  treatmentPlan?: ActiveTreatmentPlan | null;
}

const iso = (d: Date) => d.toISOString();

export function toStoredMedication(r: typeof patientMedications.$inferSelect): StoredMedication {
  return {
    id: r.id,
    drugName: r.drugName,
    drugIds: r.drugIds,
    rxcui: r.rxcui,
    resolved: r.resolved,
    dosage: r.dosage,
    frequency: r.frequency,
    route: r.route,
    startDate: r.startDate,
    stopDate: r.stopDate,
    isActive: r.isActive,
    prescribedBy: r.prescribedBy,
  };
}

export function toStoredAllergy(r: typeof patientAllergies.$inferSelect): StoredAllergy {
  return {
    id: r.id,
    allergen: r.allergen,
    allergenType: r.allergenType,
    reaction: r.reaction,
    severity: r.severity,
    dateReported: r.dateReported,
    verified: r.verified,
  };
}

export function toStoredCondition(r: typeof patientConditions.$inferSelect): StoredCondition {
  return {
    id: r.id,
    name: r.name,
    icd10: r.icd10,
    snomed: r.snomed,
    dateOfDiagnosis: r.dateOfDiagnosis,
    status: r.status,
    stage: r.stage,
  };
}

export function toStoredLab(r: typeof patientLabs.$inferSelect): StoredLabValue {
  return {
    id: r.id,
    labType: r.labType,
    labName: r.labName,
    loinc: r.loinc,
    value: r.value,
    unit: r.unit,
    canonicalValue: r.canonicalValue,
    canonicalUnit: r.canonicalUnit,
    referenceRange: r.referenceRange,
    timestamp: iso(r.measuredAt),
    isAbnormal: r.isAbnormal,
    criticalFlag: r.criticalFlag,
  };
}

export function toStoredGenetic(r: typeof patientGenetics.$inferSelect): StoredGeneticResult {
  return {
    id: r.id,
    gene: r.gene,
    diplotype: r.diplotype,
    phenotype: r.phenotype,
    testDate: r.testDate,
    laboratory: r.laboratory,
    origin: (r.origin as StoredGeneticResult['origin']) ?? null,
    alterationType: (r.alterationType as StoredGeneticResult['alterationType']) ?? null,
    alteration: r.alteration,
    partner: r.partner,
    value: r.value,
    valueUnit: r.valueUnit,
    status: (r.status as StoredGeneticResult['status']) ?? null,
  };
}

export function toStoredVitals(r: typeof patientVitals.$inferSelect): StoredVitalSigns {
  return {
    id: r.id,
    timestamp: iso(r.measuredAt),
    bloodPressureSystolic: r.bloodPressureSystolic,
    bloodPressureDiastolic: r.bloodPressureDiastolic,
    heartRate: r.heartRate,
    temperature: r.temperature,
    performanceStatus: r.performanceStatus,
  };
}

export function toStoredTreatment(r: typeof patientTreatments.$inferSelect): StoredTreatment {
  return {
    id: r.id,
    drugName: r.drugName,
    drugIds: r.drugIds,
    date: r.givenOn,
    dose: r.dose,
    doseUnit: r.doseUnit,
    cycle: r.cycle,
    regimenId: r.regimenId,
    setting: r.setting ?? null,
    intent: r.intent ?? null,
  };
}

export function toStoredTumourMeasurement(
  r: typeof patientTumourMeasurements.$inferSelect,
): StoredTumourMeasurement {
  return {
    id: r.id,
    date: r.measuredOn,
    longestDiameterMm: r.longestDiameterMm,
    shortAxisMm: r.shortAxisMm,
    method: r.method,
    lymphNode: r.lymphNode,
    site: r.site,
  };
}

export function toStoredNote(r: typeof patientNotes.$inferSelect): StoredNote {
  return { id: r.id, text: r.text, author: r.author, timestamp: iso(r.writtenAt) };
}

const ISO = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One list of the patient as a JSON array built by the database, keyed as the stored shapes in
 * core are, so the whole record arrives in one round trip instead of one query per table.
 */
function jsonList(table: string, fields: Record<string, string>, orderBy: string): SQL {
  const object = Object.entries(fields)
    .map(([key, expr]) => `'${key}', ${expr}`)
    .join(', ');
  return sql.raw(
    `(select coalesce(json_agg(json_build_object(${object}) order by ${orderBy}), '[]'::json) ` +
      `from ${table} x where x.patient_id = "patients"."id")`,
  );
}

const LIST_COLUMNS = {
  allergies: jsonList(
    'patient_allergies',
    {
      id: 'x.id',
      allergen: 'x.allergen',
      allergenType: 'x.allergen_type',
      reaction: 'x.reaction',
      severity: 'x.severity',
      dateReported: 'x.date_reported::text',
      verified: 'x.verified',
    },
    'x.created_at, x.id',
  ),
  medications: jsonList(
    'patient_medications',
    {
      id: 'x.id',
      drugName: 'x.drug_name',
      drugIds: 'x.drug_ids',
      rxcui: 'x.rxcui',
      resolved: 'x.resolved',
      dosage: 'x.dosage',
      frequency: 'x.frequency',
      route: 'x.route',
      startDate: 'x.start_date::text',
      stopDate: 'x.stop_date::text',
      isActive: 'x.is_active',
      prescribedBy: 'x.prescribed_by',
    },
    'x.created_at, x.id',
  ),
  conditions: jsonList(
    'patient_conditions',
    {
      id: 'x.id',
      name: 'x.name',
      icd10: 'x.icd10',
      snomed: 'x.snomed',
      dateOfDiagnosis: 'x.date_of_diagnosis::text',
      status: 'x.status',
      stage: 'x.stage',
    },
    'x.created_at, x.id',
  ),
  labValues: jsonList(
    'patient_labs',
    {
      id: 'x.id',
      labType: 'x.lab_type',
      labName: 'x.lab_name',
      loinc: 'x.loinc',
      value: 'x.value',
      unit: 'x.unit',
      canonicalValue: 'x.canonical_value',
      canonicalUnit: 'x.canonical_unit',
      referenceRange: 'x.reference_range',
      timestamp: ISO('x.measured_at'),
      isAbnormal: 'x.is_abnormal',
      criticalFlag: 'x.critical_flag',
    },
    'x.measured_at, x.id',
  ),
  genetics: jsonList(
    'patient_genetics',
    {
      id: 'x.id',
      gene: 'x.gene',
      diplotype: 'x.diplotype',
      phenotype: 'x.phenotype',
      testDate: 'x.test_date::text',
      laboratory: 'x.laboratory',
      origin: 'x.origin',
      alterationType: 'x.alteration_type',
      alteration: 'x.alteration',
      partner: 'x.partner',
      value: 'x.value',
      valueUnit: 'x.value_unit',
      status: 'x.status',
    },
    'x.created_at, x.id',
  ),
  vitals: jsonList(
    'patient_vitals',
    {
      id: 'x.id',
      timestamp: ISO('x.measured_at'),
      bloodPressureSystolic: 'x.bp_systolic',
      bloodPressureDiastolic: 'x.bp_diastolic',
      heartRate: 'x.heart_rate',
      temperature: 'x.temperature',
      performanceStatus: 'x.performance_status',
    },
    'x.measured_at, x.id',
  ),
  treatmentHistory: jsonList(
    'patient_treatments',
    {
      id: 'x.id',
      drugName: 'x.drug_name',
      drugIds: 'x.drug_ids',
      date: 'x.given_on::text',
      dose: 'x.dose',
      doseUnit: 'x.dose_unit',
      cycle: 'x.cycle',
      regimenId: 'x.regimen_id',
      setting: 'x.setting',
      intent: 'x.intent',
    },
    'x.given_on, x.id',
  ),
  tumourMeasurements: jsonList(
    'patient_tumour_measurements',
    {
      id: 'x.id',
      date: 'x.measured_on::text',
      longestDiameterMm: 'x.longest_diameter_mm',
      shortAxisMm: 'x.short_axis_mm',
      method: 'x.method',
      lymphNode: 'x.lymph_node',
      site: 'x.site',
    },
    'x.measured_on, x.id',
  ),
  // The newest signed or active plan: its regimen and the cycles it has still to give.
  treatmentPlan: sql.raw(
    `(select json_build_object('planId', x.id, 'regimenId', x.regimen_id, ` +
      `'remainingCycles', (select count(*) from jsonb_array_elements(x.plan->'cycles') c ` +
      `where c->>'status' in ('planned', 'released')), ` +
      `'replacesCurrentTherapy', coalesce((x.plan->>'replacesCurrentTherapy')::boolean, false), ` +
      `'intent', x.plan->>'intent') ` +
      `from treatment_plans x where x.patient_id = "patients"."id" and x.status in ('signed', 'active') ` +
      `order by x.created_at desc, x.id desc limit 1)`,
  ),
  notes: jsonList(
    'patient_notes',
    { id: 'x.id', text: 'x.text', author: 'x.author', timestamp: ISO('x.written_at') },
    'x.written_at, x.id',
  ),
};

type ListKey = keyof PatientLists;

/** node-postgres and PGlite both parse json columns; a driver that does not gets parsed here. */
const parsed = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

function listColumns(notes: boolean) {
  const columns = Object.fromEntries(
    (Object.keys(LIST_COLUMNS) as ListKey[]).map((k) => [
      k,
      k === 'notes' && !notes ? sql`'[]'::json` : LIST_COLUMNS[k],
    ]),
  ) as Record<ListKey, SQL>;
  return columns;
}

function toLists(row: Record<ListKey, unknown>): PatientLists {
  return {
    allergies: parsed(row.allergies),
    medications: parsed(row.medications),
    conditions: parsed(row.conditions),
    labValues: parsed(row.labValues),
    genetics: parsed(row.genetics),
    vitals: parsed(row.vitals),
    treatmentHistory: parsed(row.treatmentHistory),
    tumourMeasurements: parsed(row.tumourMeasurements),
    notes: parsed(row.notes),
    treatmentPlan: parsed<ActiveTreatmentPlan | null>(row.treatmentPlan) ?? null,
  };
}

/**
 * A patient of the caller's institution with every list, in one query (404 as `findPatient`).
 * Lists come in a stable order: oldest first, medications and the like in the order entered.
 */
export async function loadPatient(
  db: Db | Tx,
  user: AuthUser,
  patientId: string,
  options: { notes?: boolean } = {},
): Promise<{ patient: PatientRow; lists: PatientLists }> {
  const [row] = await db
    .select({ patient: patients, ...listColumns(options.notes !== false) })
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.institutionId, user.institutionId)));
  if (!row) throw new DomainError('not_found', 'Patient not found');
  return { patient: row.patient, lists: toLists(row) };
}

/** Every list of one patient (already known to be in scope), in one query. */
export async function loadPatientLists(
  db: Db | Tx,
  patientId: string,
  options: { notes?: boolean } = {},
): Promise<PatientLists> {
  const [row] = await db
    .select(listColumns(options.notes !== false))
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!row) throw new DomainError('not_found', 'Patient not found');
  return toLists(row);
}

/** What clinical rules read: no names, no MRN, no notes (core's `PatientClinicalRecord`). */
export function toClinicalRecord(
  patient: PatientRow,
  lists: PatientLists,
  nowMs: number,
): PatientClinicalRecord {
  return {
    ageYears: ageAtOrDeath(patient.dateOfBirth, patient, nowMs),
    deceased: patient.deceased,
    sex: patient.sex,
    heightCm: patient.heightCm,
    weightKg: patient.weightKg,
    heightMeasuredAt: patient.heightMeasuredAt?.toISOString() ?? null,
    weightMeasuredAt: patient.weightMeasuredAt?.toISOString() ?? null,
    allergies: lists.allergies,
    medications: lists.medications,
    conditions: lists.conditions,
    labValues: lists.labValues,
    genetics: lists.genetics,
    vitals: lists.vitals,
    treatmentHistory: lists.treatmentHistory,
    treatmentPlan: lists.treatmentPlan ?? null,
  };
}

export interface ResolvedDrugName {
  drugIds: string[];
  rxcui: string | null;
  resolved: boolean;
  /** The knowledge base's name, or null when unresolved. */
  name: string | null;
  /**
   * RxNorm ingredients the name stands for that have no drug record (issue 25): known, named,
   * but not checked. A name with only these is `resolved: false` and `known: true`.
   */
  uncurated: string[];
  /** The RxNorm vocabulary or a drug record knows the name. */
  known: boolean;
}

/**
 * Resolves a drug name exactly as the interaction checker does (RxCUI, id, generic, brand,
 * synonym or listed alias, any case, salt words and a trailing strength ignored; then the RxNorm
 * vocabulary: product and pack RxCUIs, NDCs, normalised RxNorm names; never by fuzzy match). A
 * combination product ("Percocet") resolves to its ingredient records. An unknown name is
 * reported, never dropped.
 */
export function resolveDrugName(kb: KnowledgeBase, drugName: string): ResolvedDrugName {
  const r = kb.search.resolveAll(drugName);
  const drugs = r?.drugs ?? [];
  const uncurated = (r?.uncurated ?? []).map((u) => u.name);
  if (drugs.length === 0) {
    return {
      drugIds: [],
      rxcui: null,
      resolved: false,
      name: uncurated.length > 0 ? uncurated.join(' + ') : null,
      uncurated,
      known: uncurated.length > 0,
    };
  }
  const [only] = drugs;
  if (drugs.length === 1 && only && !r?.product) {
    return {
      drugIds: [only.id],
      rxcui: only.rxcui,
      resolved: true,
      name: only.name,
      uncurated,
      known: true,
    };
  }
  return {
    drugIds: drugs.map((d) => d.id),
    rxcui: null,
    resolved: true,
    name: r?.product?.name ?? drugs.map((d) => d.name).join(' + '),
    uncurated,
    known: true,
  };
}

/**
 * The FHIR mappers' resolver: a name or code the knowledge base or the RxNorm vocabulary knows.
 * A vocabulary ingredient without a drug record keeps its RxNorm name and no drug ids, so an
 * import lists under `unresolvedCodes` only what neither knows (issue 25).
 */
export function fhirDrugResolver(kb: KnowledgeBase) {
  return (query: string): { name: string; drugIds: string[] } | null => {
    const r = resolveDrugName(kb, query);
    return (r.resolved || r.known) && r.name ? { name: r.name, drugIds: r.drugIds } : null;
  };
}

/** The audit row of one read or write of a patient: who, what, when (the row's time), from where. */
export function patientAuditEntry(
  request: FastifyRequest,
  action: string,
  patientId: string | null,
  details: Record<string, unknown> = {},
): AuditEntry {
  const user = request.authUser!;
  return {
    actorId: user.id,
    institutionId: user.institutionId,
    action,
    entityType: 'patient',
    entityId: patientId,
    details: { role: user.role, ...details },
    requestId: String(request.id),
    ip: request.ip,
  };
}
