import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../core/errors';
import {
  ageInYears,
  type PatientClinicalRecord,
  type StoredAllergy,
  type StoredCondition,
  type StoredGeneticResult,
  type StoredLabValue,
  type StoredMedication,
  type StoredTreatment,
  type StoredVitalSigns,
} from '../../core/patients';
import type { Db, Tx } from '../../db/client';
import {
  patientAllergies,
  patientConditions,
  patientGenetics,
  patientLabs,
  patientMedications,
  patientNotes,
  patients,
  patientTreatments,
  patientVitals,
} from '../../db/schema';
import type { AuthUser } from '../plugins/auth';
import type { AuditEntry } from './audit';
import type { KnowledgeBase } from './knowledge-base';

/*
 * What the patient, alert and care-session features share: finding a patient within the caller's
 * institution, loading the whole record in the stored shapes core pins, resolving drug names as
 * the interaction checker does, and the audit entry every patient read and write leaves.
 */

export type PatientRow = typeof patients.$inferSelect;

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
  const query = db
    .select()
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.institutionId, user.institutionId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
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
  notes: StoredNote[];
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
  };
}

export function toStoredNote(r: typeof patientNotes.$inferSelect): StoredNote {
  return { id: r.id, text: r.text, author: r.author, timestamp: iso(r.writtenAt) };
}

/** Every list of one patient, each in a stable order (oldest first; medications by entry). */
export async function loadPatientLists(
  db: Db | Tx,
  patientId: string,
  options: { notes?: boolean } = {},
): Promise<PatientLists> {
  const [allergies, medications, conditions, labs, genetics, vitals, treatments, notes] =
    await Promise.all([
      db
        .select()
        .from(patientAllergies)
        .where(eq(patientAllergies.patientId, patientId))
        .orderBy(asc(patientAllergies.createdAt), asc(patientAllergies.id)),
      db
        .select()
        .from(patientMedications)
        .where(eq(patientMedications.patientId, patientId))
        .orderBy(asc(patientMedications.createdAt), asc(patientMedications.id)),
      db
        .select()
        .from(patientConditions)
        .where(eq(patientConditions.patientId, patientId))
        .orderBy(asc(patientConditions.createdAt), asc(patientConditions.id)),
      db
        .select()
        .from(patientLabs)
        .where(eq(patientLabs.patientId, patientId))
        .orderBy(asc(patientLabs.measuredAt), asc(patientLabs.id)),
      db
        .select()
        .from(patientGenetics)
        .where(eq(patientGenetics.patientId, patientId))
        .orderBy(asc(patientGenetics.createdAt), asc(patientGenetics.id)),
      db
        .select()
        .from(patientVitals)
        .where(eq(patientVitals.patientId, patientId))
        .orderBy(asc(patientVitals.measuredAt), asc(patientVitals.id)),
      db
        .select()
        .from(patientTreatments)
        .where(eq(patientTreatments.patientId, patientId))
        .orderBy(asc(patientTreatments.givenOn), asc(patientTreatments.id)),
      options.notes === false
        ? Promise.resolve([])
        : db
            .select()
            .from(patientNotes)
            .where(eq(patientNotes.patientId, patientId))
            .orderBy(asc(patientNotes.writtenAt), asc(patientNotes.id)),
    ]);
  return {
    allergies: allergies.map(toStoredAllergy),
    medications: medications.map(toStoredMedication),
    conditions: conditions.map(toStoredCondition),
    labValues: labs.map(toStoredLab),
    genetics: genetics.map(toStoredGenetic),
    vitals: vitals.map(toStoredVitals),
    treatmentHistory: treatments.map(toStoredTreatment),
    notes: notes.map(toStoredNote),
  };
}

/** What clinical rules read: no names, no MRN, no notes (core's `PatientClinicalRecord`). */
export function toClinicalRecord(
  patient: PatientRow,
  lists: PatientLists,
  nowMs: number,
): PatientClinicalRecord {
  return {
    ageYears: ageInYears(patient.dateOfBirth, nowMs),
    sex: patient.sex,
    heightCm: patient.heightCm,
    weightKg: patient.weightKg,
    allergies: lists.allergies,
    medications: lists.medications,
    conditions: lists.conditions,
    labValues: lists.labValues,
    genetics: lists.genetics,
    vitals: lists.vitals,
    treatmentHistory: lists.treatmentHistory,
  };
}

export interface ResolvedDrugName {
  drugIds: string[];
  rxcui: string | null;
  resolved: boolean;
  /** The knowledge base's name, or null when unresolved. */
  name: string | null;
}

/**
 * Resolves a drug name exactly as the interaction checker does (RxCUI, id, generic, brand or
 * synonym, any case; never by fuzzy match). An unknown name is reported, never dropped.
 */
export function resolveDrugName(kb: KnowledgeBase, drugName: string): ResolvedDrugName {
  const drug = kb.search.resolve(drugName);
  if (!drug) return { drugIds: [], rxcui: null, resolved: false, name: null };
  return { drugIds: [drug.id], rxcui: drug.rxcui, resolved: true, name: drug.name };
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
