import { orderedId } from '../../lib/ordered-id';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  canCreatePatients,
  canEditPatientSection,
  seesIdentifiedPatients,
  type PatientSection,
} from '../../../core/access';
import { DomainError } from '../../../core/errors';
import {
  parseRouteWord,
  type allergySchema,
  type conditionSchema,
  type geneticResultSchema,
  type labValueSchema,
  type medicationSchema,
  type noteSchema,
  type PatientData,
  type patientPatchSchema,
  type treatmentHistorySchema,
  type tumourMeasurementSchema,
  type vitalSignsSchema,
} from '../../../core/patients';
import type { Db, Tx } from '../../../db/client';
import {
  patientAllergies,
  patientConditions,
  patientGenetics,
  patientLabs,
  patientMedications,
  patientNotes,
  patients,
  patientTreatments,
  patientTumourMeasurements,
  patientVitals,
} from '../../../db/schema';
import { writeAudit } from '../../lib/audit';
import { refreshCohortFacts } from '../../lib/cohort-facts';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import type { PatientPrivacy } from '../../lib/patient-privacy';
import {
  findPatient,
  loadPatient,
  patientAuditEntry,
  toStoredAllergy,
  toStoredCondition,
  toStoredGenetic,
  toStoredLab,
  toStoredMedication,
  toStoredNote,
  toStoredTreatment,
  toStoredTumourMeasurement,
  toStoredVitals,
  type PatientRow,
  nextRecordVersion,
} from '../../lib/patient-record';
import {
  allergyRow,
  assertMrnFree,
  conditionRow,
  geneticRow,
  bodyMeasurementStamps,
  insertPatientLists,
  isUniqueViolation,
  labRow,
  listCounts,
  medicationRow,
  mrnConflict,
  newPatientRow,
  noteRow,
  treatmentRow,
  tumourMeasurementRow,
  vitalsRow,
} from '../../lib/patient-rows';
import type {
  administrationPatchSchema,
  conditionPatchSchema,
  medicationPatchSchema,
  PatientDetail,
} from './schemas';
import { itemViews, patientDetailView, type ViewContext } from './views';

/**
 * Patient reads and writes. Every write checks the role's permission first (403, whatever the
 * id), then finds the patient in the caller's institution (404 otherwise), and does its work, the
 * patient's lastUpdated stamp and its audit row in one transaction: a rejected write changes
 * nothing. Every read leaves an audit row too. Audit details never carry an identifier or free
 * text: ids, counts, field names and codes only.
 */

export interface PatientsContext {
  db: Db;
  kb: KnowledgeBase;
  privacy: PatientPrivacy;
  now: () => number;
}

const viewContext = (ctx: PatientsContext, request: FastifyRequest): ViewContext => ({
  role: request.authUser!.role,
  kb: ctx.kb,
  privacy: ctx.privacy,
  nowMs: ctx.now(),
});

const forbidden = (what: string) =>
  new DomainError('forbidden', `Your role may not ${what} (see the patient access table)`);

function requireSection(request: FastifyRequest, section: PatientSection): void {
  if (!canEditPatientSection(request.authUser!.role, section)) {
    throw forbidden(section === 'demographics' ? 'edit demographics' : `change ${section}`);
  }
}

const today = (nowMs: number) => new Date(nowMs).toISOString().slice(0, 10);

const displayName = (request: FastifyRequest) =>
  `${request.authUser!.firstName} ${request.authUser!.lastName}`.trim();

async function detailAfterWrite(
  ctx: PatientsContext,
  request: FastifyRequest,
  patientId: string,
): Promise<PatientDetail> {
  const { patient, lists } = await loadPatient(ctx.db, request.authUser!, patientId);
  return patientDetailView(viewContext(ctx, request), patient, lists);
}

export async function createPatient(
  ctx: PatientsContext,
  request: FastifyRequest,
  input: PatientData,
): Promise<PatientDetail> {
  const user = request.authUser!;
  if (!canCreatePatients(user.role)) throw forbidden('create patients');
  const id = orderedId();
  const nowMs = ctx.now();
  const d = input.demographics;
  try {
    await ctx.db.transaction(async (tx) => {
      await assertMrnFree(tx, user.institutionId, d.mrn);
      await tx
        .insert(patients)
        .values(
          newPatientRow(
            input,
            { id, institutionId: user.institutionId, createdBy: user.id },
            nowMs,
          ),
        );
      const rowCtx = { kb: ctx.kb, patientId: id, userId: user.id };
      await insertPatientLists(tx, input, rowCtx, displayName(request), nowMs);
      const unresolved = input.medications.filter((m) => !ctx.kb.search.resolve(m.drugName)).length;
      await writeAudit(
        tx,
        patientAuditEntry(request, 'patient.create', id, {
          counts: listCounts(input),
          unresolvedMedications: unresolved,
        }),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw mrnConflict();
    throw error;
  }
  return detailAfterWrite(ctx, request, id);
}

export async function getPatient(
  ctx: PatientsContext,
  request: FastifyRequest,
  patientId: string,
): Promise<PatientDetail> {
  const user = request.authUser!;
  const identified = seesIdentifiedPatients(user.role);
  const { patient, lists } = await loadPatient(ctx.db, user, patientId, { notes: identified });
  await writeAudit(
    ctx.db,
    patientAuditEntry(request, 'patient.read', patientId, {
      view: identified ? 'identified' : 'deidentified',
    }),
  );
  return patientDetailView(viewContext(ctx, request), patient, lists);
}

type PatientPatch = z.output<typeof patientPatchSchema>;

export async function updatePatient(
  ctx: PatientsContext,
  request: FastifyRequest,
  patientId: string,
  patch: PatientPatch,
): Promise<PatientDetail> {
  const user = request.authUser!;
  if (patch.demographics || patch.preferences) requireSection(request, 'demographics');
  if (patch.isActive !== undefined && !canCreatePatients(user.role)) {
    throw forbidden('activate or deactivate patients');
  }
  const d = patch.demographics ?? {};
  const fields = [
    ...Object.keys(d).map((k) => `demographics.${k}`),
    ...(patch.preferences ? ['preferences'] : []),
    ...(patch.isActive !== undefined ? ['isActive'] : []),
  ];
  try {
    await ctx.db.transaction(async (tx) => {
      await findPatient(tx, user, patientId, { forUpdate: true });
      if (d.mrn !== undefined) await assertMrnFree(tx, user.institutionId, d.mrn, patientId);
      await tx
        .update(patients)
        .set({
          ...(d.firstName !== undefined ? { firstName: d.firstName } : {}),
          ...(d.lastName !== undefined ? { lastName: d.lastName } : {}),
          ...(d.dateOfBirth !== undefined ? { dateOfBirth: d.dateOfBirth } : {}),
          ...(d.sex !== undefined ? { sex: d.sex } : {}),
          ...(d.mrn !== undefined ? { mrn: d.mrn } : {}),
          ...(d.heightCm !== undefined ? { heightCm: d.heightCm } : {}),
          ...(d.weightKg !== undefined ? { weightKg: d.weightKg } : {}),
          ...bodyMeasurementStamps(d, ctx.now()),
          ...(d.deceased !== undefined
            ? { deceased: d.deceased, ...(d.deceased ? {} : { deceasedDate: null }) }
            : {}),
          ...(d.deceasedDate !== undefined ? { deceasedDate: d.deceasedDate } : {}),
          ...(patch.preferences ? { preferences: patch.preferences } : {}),
          ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
          updatedAt: nextRecordVersion(ctx.now()),
        })
        .where(eq(patients.id, patientId));
      await refreshCohortFacts(tx, [patientId]);
      await writeAudit(tx, patientAuditEntry(request, 'patient.update', patientId, { fields }));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw mrnConflict();
    throw error;
  }
  return detailAfterWrite(ctx, request, patientId);
}

/**
 * One change to one list of a patient: permission, scope, the change, the lastUpdated stamp and
 * the audit row, in one transaction.
 */
async function changeRecord<T>(
  ctx: PatientsContext,
  request: FastifyRequest,
  patientId: string,
  section: PatientSection,
  action: string,
  change: (tx: Tx, patient: PatientRow) => Promise<{ result: T; details: Record<string, unknown> }>,
): Promise<T> {
  requireSection(request, section);
  return ctx.db.transaction(async (tx) => {
    const patient = await findPatient(tx, request.authUser!, patientId, { forUpdate: true });
    const { result, details } = await change(tx, patient);
    await tx
      .update(patients)
      .set({ updatedAt: nextRecordVersion(ctx.now()) })
      .where(eq(patients.id, patientId));
    await refreshCohortFacts(tx, [patientId]);
    await writeAudit(tx, patientAuditEntry(request, action, patientId, details));
    return result;
  });
}

const rowContext = (ctx: PatientsContext, request: FastifyRequest, patientId: string) => ({
  kb: ctx.kb,
  patientId,
  userId: request.authUser!.id,
});

export async function addMedication(
  ctx: PatientsContext,
  request: FastifyRequest,
  patientId: string,
  input: z.output<typeof medicationSchema>,
) {
  return changeRecord(
    ctx,
    request,
    patientId,
    'medications',
    'patient.medication.add',
    async (tx) => {
      const [row] = await tx
        .insert(patientMedications)
        .values(medicationRow(input, rowContext(ctx, request, patientId)))
        .returning();
      const item = toStoredMedication(row!);
      return {
        result: itemViews.medication(item, viewContext(ctx, request), null),
        details: { medicationId: item.id, drugIds: item.drugIds, resolved: item.resolved },
      };
    },
  );
}

async function findMedication(tx: Tx, patientId: string, medicationId: string) {
  const [row] = await tx
    .select()
    .from(patientMedications)
    .where(
      and(eq(patientMedications.id, medicationId), eq(patientMedications.patientId, patientId)),
    );
  if (!row) throw new DomainError('not_found', 'Medication not found');
  return row;
}

export async function updateMedication(
  ctx: PatientsContext,
  request: FastifyRequest,
  patientId: string,
  medicationId: string,
  patch: z.output<typeof medicationPatchSchema>,
) {
  return changeRecord(
    ctx,
    request,
    patientId,
    'medications',
    'patient.medication.update',
    async (tx) => {
      const current = await findMedication(tx, patientId, medicationId);
      const startDate = patch.startDate !== undefined ? patch.startDate : current.startDate;
      if (startDate && current.stopDate && current.stopDate < startDate) {
        throw new DomainError('validation', 'startDate: must not be after the stop date', [
          { path: 'startDate', message: 'must not be after the stop date' },
        ]);
      }
      const [row] = await tx
        .update(patientMedications)
        .set({
          ...(patch.dosage !== undefined ? { dosage: patch.dosage || null } : {}),
          ...(patch.frequency !== undefined ? { frequency: patch.frequency || null } : {}),
          ...(patch.route !== undefined
            ? { route: patch.route === null ? null : parseRouteWord(patch.route) }
            : {}),
          ...(patch.startDate !== undefined ? { startDate: patch.startDate } : {}),
          ...(patch.prescribedBy !== undefined ? { prescribedBy: patch.prescribedBy || null } : {}),
          updatedAt: new Date(ctx.now()),
        })
        .where(eq(patientMedications.id, medicationId))
        .returning();
      return {
        result: itemViews.medication(toStoredMedication(row!), viewContext(ctx, request), null),
        details: { medicationId, fields: Object.keys(patch) },
      };
    },
  );
}

/** Stopping keeps the order, inactive, with its stop date; it is never deleted. */
export async function stopMedication(
  ctx: PatientsContext,
  request: FastifyRequest,
  patientId: string,
  medicationId: string,
  input: { stopDate?: string | undefined },
) {
  return changeRecord(
    ctx,
    request,
    patientId,
    'medications',
    'patient.medication.stop',
    async (tx) => {
      const current = await findMedication(tx, patientId, medicationId);
      if (!current.isActive)
        throw new DomainError('conflict', 'This medication is already stopped');
      const stopDate = input.stopDate ?? today(ctx.now());
      if (current.startDate && stopDate < current.startDate) {
        throw new DomainError('validation', 'stopDate: must not be before the start date', [
          { path: 'stopDate', message: 'must not be before the start date' },
        ]);
      }
      const [row] = await tx
        .update(patientMedications)
        .set({ isActive: false, stopDate, updatedAt: new Date(ctx.now()) })
        .where(eq(patientMedications.id, medicationId))
        .returning();
      return {
        result: itemViews.medication(toStoredMedication(row!), viewContext(ctx, request), null),
        details: { medicationId },
      };
    },
  );
}

export async function addAllergy(
  ctx: PatientsContext,
  request: FastifyRequest,
  patientId: string,
  input: z.output<typeof allergySchema>,
) {
  return changeRecord(ctx, request, patientId, 'allergies', 'patient.allergy.add', async (tx) => {
    const [row] = await tx
      .insert(patientAllergies)
      .values(allergyRow(input, rowContext(ctx, request, patientId)))
      .returning();
    const item = toStoredAllergy(row!);
    return {
      result: itemViews.allergy(item, viewContext(ctx, request), null),
      details: { allergyId: item.id, allergenType: item.allergenType },
    };
  });
}

export async function addCondition(
  ctx: PatientsContext,
  request: FastifyRequest,
  patientId: string,
  input: z.output<typeof conditionSchema>,
) {
  return changeRecord(
    ctx,
    request,
    patientId,
    'conditions',
    'patient.condition.add',
    async (tx) => {
      const [row] = await tx
        .insert(patientConditions)
        .values(conditionRow(input, rowContext(ctx, request, patientId)))
        .returning();
      const item = toStoredCondition(row!);
      return {
        result: itemViews.condition(item, viewContext(ctx, request), null),
        details: { conditionId: item.id, icd10: item.icd10 },
      };
    },
  );
}

export async function updateCondition(
  ctx: PatientsContext,
  request: FastifyRequest,
  patientId: string,
  conditionId: string,
  patch: z.output<typeof conditionPatchSchema>,
) {
  return changeRecord(
    ctx,
    request,
    patientId,
    'conditions',
    'patient.condition.update',
    async (tx) => {
      const [row] = await tx
        .update(patientConditions)
        .set({
          ...(patch.status !== undefined ? { status: patch.status } : {}),
          ...(patch.stage !== undefined ? { stage: patch.stage || null } : {}),
        })
        .where(
          and(eq(patientConditions.id, conditionId), eq(patientConditions.patientId, patientId)),
        )
        .returning();
      if (!row) throw new DomainError('not_found', 'Condition not found');
      return {
        result: itemViews.condition(toStoredCondition(row), viewContext(ctx, request), null),
        details: { conditionId, fields: Object.keys(patch) },
      };
    },
  );
}

export async function addLab(
  ctx: PatientsContext,
  request: FastifyRequest,
  patientId: string,
  input: z.output<typeof labValueSchema>,
) {
  return changeRecord(ctx, request, patientId, 'labs', 'patient.lab.add', async (tx, patient) => {
    const [row] = await tx
      .insert(patientLabs)
      .values(labRow(input, patient.sex, rowContext(ctx, request, patientId)))
      .returning();
    const item = toStoredLab(row!);
    return {
      result: itemViews.lab(item, viewContext(ctx, request), null),
      details: { labId: item.id, labName: item.labName, assessed: item.canonicalValue !== null },
    };
  });
}

export async function addGenetic(
  ctx: PatientsContext,
  request: FastifyRequest,
  patientId: string,
  input: z.output<typeof geneticResultSchema>,
) {
  return changeRecord(ctx, request, patientId, 'genetics', 'patient.genetic.add', async (tx) => {
    const [row] = await tx
      .insert(patientGenetics)
      .values(geneticRow(input, rowContext(ctx, request, patientId)))
      .returning();
    const item = toStoredGenetic(row!);
    return {
      result: itemViews.genetic(item, viewContext(ctx, request), null),
      details: { geneticId: item.id, gene: item.gene },
    };
  });
}

export async function addVitals(
  ctx: PatientsContext,
  request: FastifyRequest,
  patientId: string,
  input: z.output<typeof vitalSignsSchema>,
) {
  return changeRecord(ctx, request, patientId, 'vitals', 'patient.vitals.add', async (tx) => {
    const [row] = await tx
      .insert(patientVitals)
      .values(vitalsRow(input, rowContext(ctx, request, patientId)))
      .returning();
    const item = toStoredVitals(row!);
    return {
      result: itemViews.vitals(item, viewContext(ctx, request), null),
      details: { vitalsId: item.id },
    };
  });
}

export async function addAdministration(
  ctx: PatientsContext,
  request: FastifyRequest,
  patientId: string,
  input: z.output<typeof treatmentHistorySchema>,
) {
  return changeRecord(
    ctx,
    request,
    patientId,
    'administrations',
    'patient.administration.add',
    async (tx) => {
      const [row] = await tx
        .insert(patientTreatments)
        .values(treatmentRow(input, rowContext(ctx, request, patientId)))
        .returning();
      const item = toStoredTreatment(row!);
      return {
        result: itemViews.treatment(item, viewContext(ctx, request), null),
        details: { administrationId: item.id, drugIds: item.drugIds, doseUnit: item.doseUnit },
      };
    },
  );
}

/**
 * A lesion measurement (issue 20): written under the conditions permission, since it is a
 * disease assessment; bumps updated_at through changeRecord, as trial matching reads it.
 */
export async function addTumourMeasurement(
  ctx: PatientsContext,
  request: FastifyRequest,
  patientId: string,
  input: z.output<typeof tumourMeasurementSchema>,
) {
  return changeRecord(
    ctx,
    request,
    patientId,
    'conditions',
    'patient.tumour-measurement.add',
    async (tx) => {
      const [row] = await tx
        .insert(patientTumourMeasurements)
        .values(tumourMeasurementRow(input, rowContext(ctx, request, patientId)))
        .returning();
      const item = itemViews.tumourMeasurement(toStoredTumourMeasurement(row!));
      return { result: item, details: { tumourMeasurementId: item.id } };
    },
  );
}

/** Setting and intent of an administration: what trial matching reads per line (issue 20). */
export async function updateAdministration(
  ctx: PatientsContext,
  request: FastifyRequest,
  patientId: string,
  administrationId: string,
  patch: z.output<typeof administrationPatchSchema>,
) {
  return changeRecord(
    ctx,
    request,
    patientId,
    'administrations',
    'patient.administration.update',
    async (tx) => {
      const [row] = await tx
        .update(patientTreatments)
        .set({
          ...(patch.setting !== undefined ? { setting: patch.setting } : {}),
          ...(patch.intent !== undefined ? { intent: patch.intent } : {}),
        })
        .where(
          and(
            eq(patientTreatments.id, administrationId),
            eq(patientTreatments.patientId, patientId),
          ),
        )
        .returning();
      if (!row) throw new DomainError('not_found', 'Administration not found');
      return {
        result: itemViews.treatment(toStoredTreatment(row), viewContext(ctx, request), null),
        details: { administrationId, fields: Object.keys(patch) },
      };
    },
  );
}

export async function addNote(
  ctx: PatientsContext,
  request: FastifyRequest,
  patientId: string,
  input: z.output<typeof noteSchema>,
) {
  return changeRecord(ctx, request, patientId, 'notes', 'patient.note.add', async (tx) => {
    const [row] = await tx
      .insert(patientNotes)
      .values(noteRow(input, displayName(request), ctx.now(), rowContext(ctx, request, patientId)))
      .returning();
    const item = toStoredNote(row!);
    return { result: itemViews.note(item), details: { noteId: item.id } };
  });
}
