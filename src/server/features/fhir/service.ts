import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  canCreatePatients,
  canEditPatientSection,
  seesIdentifiedPatients,
  type PatientSection,
} from '../../../core/access';
import { normaliseName } from '../../../core/alerts';
import { DomainError } from '../../../core/errors';
import { describeBasis, freshnessWindow } from '../../../core/knowledge/lab-freshness';
import {
  bundleToPatient,
  diffForReport,
  diffIsEmpty,
  diffRecord,
  patientToBundle,
  sectionsTouched,
  type DemographicChange,
  type ExportRecord,
  type FhirImportReport,
  type FhirImportResult,
  type IncomingLists,
  type ListSection,
  type RecordDiff,
  type RecordUpdate,
} from '../../../core/fhir';
import { patientInputSchema, shiftTimestamp, type PatientData } from '../../../core/patients';
import type { Db, Tx } from '../../../db/client';
import { patients } from '../../../db/schema';
import { writeAudit } from '../../lib/audit';
import { refreshCohortFacts } from '../../lib/cohort-facts';
import { recordEvent } from '../../lib/events';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import { orderedId } from '../../lib/ordered-id';
import {
  deidentifyAllergy,
  deidentifyCondition,
  deidentifyGenetic,
  deidentifyLab,
  deidentifyMedication,
  deidentifyTreatment,
  deidentifyTumourMeasurement,
  deidentifyVitals,
} from '../../lib/patient-deidentify';
import type { PatientPrivacy } from '../../lib/patient-privacy';
import {
  findPatient,
  loadPatient,
  loadPatientLists,
  patientAuditEntry,
  fhirDrugResolver,
  nextRecordVersion,
  resolveDrugName,
  type PatientRow,
} from '../../lib/patient-record';
import {
  assertMrnFree,
  insertPatientLists,
  isUniqueViolation,
  listCounts,
  mrnConflict,
  newPatientRow,
} from '../../lib/patient-rows';
import {
  applyDiff,
  demographicChanges,
  demographicSet,
  diffCounts,
  findStoredPatient,
} from './sync';
import type { Bundle } from '@medplum/fhirtypes';

/*
 * FHIR import and export (issue 14). One import pipeline serves an uploaded bundle, a record from
 * the institution's FHIR server and a SMART launch: map with core/fhir, then either answer the
 * report (dry run) or write everything in one transaction with its audit row, so a failure part
 * way saves nothing. Permissions are those of the patient API: creating a patient needs
 * canCreatePatients, adding to one needs the right to change each section the bundle fills.
 */

export interface FhirContext {
  db: Db;
  kb: KnowledgeBase;
  privacy: PatientPrivacy;
  now: () => number;
}

export type ImportSource = 'upload' | 'remote' | 'smart';

export function drugResolver(kb: KnowledgeBase) {
  return fhirDrugResolver(kb);
}

/**
 * The allergy class a free-text allergen names, by the class's own name or terms ("Sulfonamide
 * antibiotics", "sulfa"). A member drug's name is not a class: an allergy to carboplatin stays an
 * allergy to carboplatin (cross-sensitivity is the alert engine's job), not "Platinum compounds".
 */
export function allergyClassResolver(kb: KnowledgeBase) {
  const byName = new Map<string, string>();
  for (const c of kb.alerts.allergyClasses) {
    for (const term of [c.record.name, ...c.record.terms]) {
      byName.set(normaliseName(term), c.record.name);
    }
  }
  return (text: string): string | null => byName.get(normaliseName(text)) ?? null;
}

/** Maps a document, or answers 400 naming each malformed entry and path. */
export function mapBundle(kb: KnowledgeBase, input: unknown, nowMs: number = Date.now()) {
  const recency = kb.alerts.rules.recency;
  const result = bundleToPatient(input, {
    resolveDrug: drugResolver(kb),
    allergyClass: allergyClassResolver(kb),
    // The alert engine's own windows, so that the report says what the alerts will do (issue 20).
    labFreshness: {
      now: new Date(nowMs).toISOString(),
      preCycleDays: recency.preCycleDays,
      maintenanceDays: recency.maintenanceDays,
      basis: 'product default windows, not label facts',
      windowOf: (lab) => {
        const before = freshnessWindow(kb.alerts.rules, lab, 'before-cycle');
        if (!before.windowId) return undefined;
        const other = freshnessWindow(kb.alerts.rules, lab, 'other-drugs');
        return {
          preCycleDays: before.days,
          maintenanceDays: other.days,
          basis: `${lab} window: ${describeBasis(other)}`,
        };
      },
    },
  });
  if (!result.ok) {
    const first = result.errors[0]!;
    throw new DomainError(
      'validation',
      `The FHIR document is malformed${first.entry !== null ? ` at entry ${first.entry}` : ''}: ${first.path || 'document'} ${first.message}` +
        (result.errors.length > 1 ? ` (and ${result.errors.length - 1} more)` : ''),
      result.errors,
    );
  }
  return result;
}

const SECTION_OF: Record<ListSection, PatientSection> = {
  medications: 'medications',
  allergies: 'allergies',
  conditions: 'conditions',
  labValues: 'labs',
  genetics: 'genetics',
  vitals: 'vitals',
  treatmentHistory: 'administrations',
  // A lesion measurement is a disease assessment, written under the conditions permission.
  tumourMeasurements: 'conditions',
};

function reportCounts(report: FhirImportReport) {
  return {
    resources: report.resourceCount,
    mapped: report.mapped.length,
    skipped: report.skipped.length,
    unresolved: report.unresolvedCodes.length,
  };
}

export interface ImportOptions {
  dryRun: boolean;
  patientId?: string | undefined;
  source: ImportSource;
}

export async function runImport(
  ctx: FhirContext,
  request: FastifyRequest,
  input: unknown,
  options: ImportOptions,
): Promise<{ report: FhirImportReport; patientId?: string; created?: boolean }> {
  const result = mapBundle(ctx.kb, input, ctx.now());
  const user = request.authUser!;

  // Issue 20: a patient already stored is updated with a diff, never duplicated or refused. The
  // look-up by MRN is for roles that see identified patients (a researcher learns nothing here).
  let target: { row: PatientRow; matchedBy: RecordUpdate['matchedBy'] } | null = null;
  if (options.patientId) {
    target = { row: await findPatient(ctx.db, user, options.patientId), matchedBy: 'patientId' };
  } else if (seesIdentifiedPatients(user.role)) {
    target = await findStoredPatient(ctx.db, user, result);
  }
  if (target) return updatePatient(ctx, request, result, target, options);

  const { report } = result;
  if (options.dryRun) return { report };
  const nowMs = ctx.now();
  const author = `${user.firstName} ${user.lastName}`.trim();
  const event = { institutionId: user.institutionId, role: user.role, at: nowMs };
  if (!canCreatePatients(user.role)) {
    throw new DomainError(
      'forbidden',
      'Your role may not create patients (see the patient access table)',
    );
  }
  if (!result.patient) {
    throw new DomainError(
      'validation',
      `The bundle lacks what a new patient needs: ${report.missingDemographics.join(', ')} (import into an existing patient instead)`,
      report.missingDemographics.map((f) => ({ path: `demographics.${f}`, message: 'missing' })),
    );
  }
  const parsed = patientInputSchema.safeParse(result.patient);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new DomainError('validation', `${issue.path.join('.')}: ${issue.message}`);
  }
  const data: PatientData = parsed.data;
  const id = orderedId(nowMs);
  try {
    await ctx.db.transaction(async (tx) => {
      await assertMrnFree(tx, user.institutionId, data.demographics.mrn);
      await tx
        .insert(patients)
        .values(
          newPatientRow(data, { id, institutionId: user.institutionId, createdBy: user.id }, nowMs),
        );
      await insertPatientLists(
        tx,
        data,
        { kb: ctx.kb, patientId: id, userId: user.id },
        author,
        nowMs,
      );
      await writeAudit(
        tx,
        patientAuditEntry(request, 'fhir.import', id, {
          mode: 'create',
          source: options.source,
          counts: listCounts(data),
          ...reportCounts(report),
        }),
      );
      await recordEvent(
        tx,
        'fhir.import',
        { source: options.source, mode: 'create', ...reportCounts(report) },
        event,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw mrnConflict();
    throw error;
  }
  return { patientId: id, report, created: true };
}

/**
 * Into a stored patient (asked for, or found by MRN or identifier): the diff of the bundle against
 * the record. A dry run answers it (an audited read of the record); otherwise it is written in one
 * transaction with its audit row, and the record version moves on when anything changed, so the
 * alert cache recomputes. Permission: the right to change each section the diff touches.
 */
async function updatePatient(
  ctx: FhirContext,
  request: FastifyRequest,
  result: Extract<FhirImportResult, { ok: true }>,
  target: { row: PatientRow; matchedBy: RecordUpdate['matchedBy'] },
  options: ImportOptions,
): Promise<{ report: FhirImportReport; patientId: string }> {
  const user = request.authUser!;
  const { report } = result;
  const patientId = target.row.id;
  const dob = result.demographics.dateOfBirth;
  if (dob && dob !== target.row.dateOfBirth) {
    throw new DomainError(
      'conflict',
      target.matchedBy === 'mrn'
        ? "A patient with the bundle's MRN is stored with another date of birth: it is not the same person, nothing was imported (check the MRN)"
        : "The bundle's patient has another date of birth than this patient: it is not the same person, nothing was imported",
    );
  }
  report.notes.push(
    target.matchedBy === 'patientId'
      ? 'Into an existing patient: name, birth date, sex and MRN are not changed; the latest height and weight are.'
      : `The patient is already stored (same ${target.matchedBy === 'mrn' ? 'MRN' : 'identifier and birth date'}): the import updates the record. Name, birth date, sex and MRN are not changed; entries stored here that the bundle does not mention are kept.`,
  );
  if (
    target.matchedBy === 'patientId' &&
    result.demographics.mrn &&
    result.demographics.mrn !== target.row.mrn
  ) {
    report.notes.push(
      "The bundle's MRN differs from this patient's (another system's number); the birth date matched or was absent.",
    );
  }
  const lists = patientInputSchema
    .omit({ demographics: true })
    .safeParse({ ...result.lists, notes: [], preferences: {} });
  if (!lists.success) {
    const issue = lists.error.issues[0]!;
    throw new DomainError('validation', `${issue.path.join('.')}: ${issue.message}`);
  }
  const incoming: IncomingLists = lists.data;
  const drugIds = (name: string) => resolveDrugName(ctx.kb, name).drugIds;

  const compute = async (db: Db | Tx, row: PatientRow) => {
    const stored = await loadPatientLists(db, patientId, { notes: false });
    const diff = diffRecord(
      { ...stored, tumourMeasurements: stored.tumourMeasurements ?? [] },
      incoming,
      { drugIds },
    );
    const demographics = demographicChanges(row, result);
    report.update = {
      patientId,
      matchedBy: target.matchedBy,
      demographics,
      sections: diffForReport(diff),
    };
    return { diff, demographics };
  };
  const refusedSections = (diff: RecordDiff, demographics: DemographicChange[]) => {
    const needed = new Set<PatientSection>(sectionsTouched(diff).map((k) => SECTION_OF[k]));
    if (demographics.length > 0) needed.add('demographics');
    return [...needed].filter((s) => !canEditPatientSection(user.role, s));
  };

  if (options.dryRun) {
    const { diff, demographics } = await compute(ctx.db, target.row);
    const refused = refusedSections(diff, demographics);
    if (refused.length > 0) {
      report.notes.push(
        `Your role may not change ${refused.join(', ')} of a patient record: the import would be refused.`,
      );
    }
    await writeAudit(
      ctx.db,
      patientAuditEntry(request, 'fhir.import.preview', patientId, {
        source: options.source,
        matchedBy: target.matchedBy,
        diff: diffCounts(diff),
      }),
    );
    return { report, patientId };
  }

  const nowMs = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await findPatient(tx, user, patientId, { forUpdate: true });
    const { diff, demographics } = await compute(tx, row);
    const refused = refusedSections(diff, demographics);
    if (refused.length > 0) {
      throw new DomainError(
        'forbidden',
        `Your role may not change ${refused.join(', ')} of a patient record (see the patient access table); nothing was imported`,
      );
    }
    await applyDiff(tx, diff, row.sex, { kb: ctx.kb, patientId, userId: user.id });
    if (!diffIsEmpty(diff) || demographics.length > 0) {
      await tx
        .update(patients)
        .set({ ...demographicSet(demographics), updatedAt: nextRecordVersion(nowMs) })
        .where(eq(patients.id, patientId));
      await refreshCohortFacts(tx, [patientId]);
    }
    await writeAudit(
      tx,
      patientAuditEntry(request, 'fhir.import', patientId, {
        mode: 'update',
        source: options.source,
        matchedBy: target.matchedBy,
        diff: diffCounts(diff),
        demographics: demographics.map((d) => d.field),
        ...reportCounts(report),
      }),
    );
    await recordEvent(
      tx,
      'fhir.import',
      { source: options.source, mode: 'update', ...reportCounts(report) },
      { institutionId: user.institutionId, role: user.role, at: nowMs },
    );
  });
  return { patientId, report };
}

// ---------------------------------------------------------------------------------------------
// Export

/**
 * `GET /api/patients/:id/fhir`: the record as an mCODE-shaped collection Bundle, in the caller's
 * view. Researchers and students get the de-identified view of the patient API (lib/patient-
 * deidentify): no names, MRN or birth date, the pseudonym as identifier, every date shifted.
 */
export async function exportPatient(
  ctx: FhirContext,
  request: FastifyRequest,
  patientId: string,
): Promise<Bundle> {
  const user = request.authUser!;
  const identified = seesIdentifiedPatients(user.role);
  const { patient, lists } = await loadPatient(ctx.db, user, patientId, { notes: false });
  const nowMs = ctx.now();
  const shift = identified ? 0 : ctx.privacy.shiftDays(patient.id);
  const kb = ctx.kb;
  const measured = patient.updatedAt.toISOString();
  const record: ExportRecord = identified
    ? {
        patient: {
          firstName: patient.firstName,
          lastName: patient.lastName,
          dateOfBirth: patient.dateOfBirth,
          mrn: patient.mrn,
          pseudonym: null,
          sex: patient.sex,
          heightCm: patient.heightCm,
          weightKg: patient.weightKg,
          deceased: patient.deceased,
          deceasedDate: patient.deceasedDate,
          measuredAt: measured,
          heightMeasuredAt: patient.heightMeasuredAt?.toISOString() ?? null,
          weightMeasuredAt: patient.weightMeasuredAt?.toISOString() ?? null,
        },
        ...lists,
      }
    : {
        patient: {
          firstName: null,
          lastName: null,
          dateOfBirth: null,
          mrn: null,
          pseudonym: ctx.privacy.pseudonym(patient.id),
          sex: patient.sex,
          heightCm: patient.heightCm,
          weightKg: patient.weightKg,
          deceased: patient.deceased,
          deceasedDate: null,
          measuredAt: shiftTimestamp(measured, shift),
          heightMeasuredAt: shiftedStamp(patient.heightMeasuredAt, shift),
          weightMeasuredAt: shiftedStamp(patient.weightMeasuredAt, shift),
        },
        allergies: lists.allergies.map((a) => deidentifyAllergy(a, kb, shift)),
        medications: lists.medications.map((m) => deidentifyMedication(m, kb, shift)),
        conditions: lists.conditions.map((c) => deidentifyCondition(c, shift)),
        labValues: lists.labValues.map((l) => deidentifyLab(l, shift)),
        genetics: lists.genetics.map((g) => deidentifyGenetic(g, shift)),
        vitals: lists.vitals.map((v) => deidentifyVitals(v, shift)),
        treatmentHistory: lists.treatmentHistory.map((t) => deidentifyTreatment(t, kb, shift)),
        tumourMeasurements: (lists.tumourMeasurements ?? []).map((m) =>
          deidentifyTumourMeasurement(m, shift),
        ),
      };
  const bundle = patientToBundle(record, {
    newId: randomUUID,
    now: new Date(nowMs).toISOString(),
    mrnSystem: `urn:oncocds:institution:${user.institutionId}:mrn`,
    drugFacts: (drugIds) => {
      const drugs = drugIds.map((id) => kb.drugsById.get(id)).filter((d) => d !== undefined);
      if (drugs.length === 0) return null;
      return {
        rxcui: drugs.length === 1 ? (drugs[0]!.rxcui ?? null) : null,
        antineoplastic: drugs.some((d) => d.kind === 'antineoplastic'),
      };
    },
  });
  await writeAudit(
    ctx.db,
    patientAuditEntry(request, 'fhir.export', patientId, {
      view: identified ? 'identified' : 'deidentified',
      resources: bundle.entry?.length ?? 0,
    }),
  );
  await recordEvent(
    ctx.db,
    'fhir.export',
    { view: identified ? 'identified' : 'deidentified', resources: bundle.entry?.length ?? 0 },
    { institutionId: user.institutionId, role: user.role, at: nowMs },
  );
  return bundle;
}

/** A measurement time in a de-identified view: shifted like every other date, or absent. */
function shiftedStamp(at: Date | null, shift: number): string | null {
  return at ? shiftTimestamp(at.toISOString(), shift) : null;
}
