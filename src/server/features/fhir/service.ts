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
import {
  bundleToPatient,
  patientToBundle,
  type ExportRecord,
  type FhirImportReport,
  type ListSection,
} from '../../../core/fhir';
import { patientInputSchema, shiftTimestamp, type PatientData } from '../../../core/patients';
import type { Db } from '../../../db/client';
import { patients } from '../../../db/schema';
import { writeAudit } from '../../lib/audit';
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
  deidentifyVitals,
} from '../../lib/patient-deidentify';
import type { PatientPrivacy } from '../../lib/patient-privacy';
import {
  findPatient,
  loadPatient,
  patientAuditEntry,
  fhirDrugResolver,
  nextRecordVersion,
} from '../../lib/patient-record';
import {
  assertMrnFree,
  insertPatientLists,
  isUniqueViolation,
  listCounts,
  mrnConflict,
  newPatientRow,
} from '../../lib/patient-rows';
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
export function mapBundle(kb: KnowledgeBase, input: unknown) {
  const result = bundleToPatient(input, {
    resolveDrug: drugResolver(kb),
    allergyClass: allergyClassResolver(kb),
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
): Promise<{ report: FhirImportReport; patientId?: string }> {
  const result = mapBundle(ctx.kb, input);
  const { report } = result;
  if (options.patientId) {
    report.notes.push(
      'Into an existing patient: name, birth date, sex and MRN are not changed; the latest height and weight are.',
    );
  }
  if (options.dryRun) return { report };

  const user = request.authUser!;
  const nowMs = ctx.now();
  const author = `${user.firstName} ${user.lastName}`.trim();
  const event = { institutionId: user.institutionId, role: user.role, at: nowMs };

  if (!options.patientId) {
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
    const input: PatientData = parsed.data;
    const id = orderedId(nowMs);
    try {
      await ctx.db.transaction(async (tx) => {
        await assertMrnFree(tx, user.institutionId, input.demographics.mrn);
        await tx
          .insert(patients)
          .values(
            newPatientRow(
              input,
              { id, institutionId: user.institutionId, createdBy: user.id },
              nowMs,
            ),
          );
        await insertPatientLists(
          tx,
          input,
          { kb: ctx.kb, patientId: id, userId: user.id },
          author,
          nowMs,
        );
        await writeAudit(
          tx,
          patientAuditEntry(request, 'fhir.import', id, {
            mode: 'create',
            source: options.source,
            counts: listCounts(input),
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
    return { patientId: id, report };
  }

  // Into an existing patient: every section the bundle fills must be one the role may change.
  const patientId = options.patientId;
  const needed = new Set<PatientSection>();
  for (const [key, section] of Object.entries(SECTION_OF) as Array<[ListSection, PatientSection]>) {
    if (result.lists[key].length > 0) needed.add(section);
  }
  const body = { heightCm: result.demographics.heightCm, weightKg: result.demographics.weightKg };
  if (body.heightCm !== undefined || body.weightKg !== undefined) needed.add('demographics');
  const refused = [...needed].filter((s) => !canEditPatientSection(user.role, s));
  if (refused.length > 0) {
    throw new DomainError(
      'forbidden',
      `Your role may not change ${refused.join(', ')} of a patient record (see the patient access table); nothing was imported`,
    );
  }
  const lists = patientInputSchema
    .omit({ demographics: true })
    .safeParse({ ...result.lists, notes: [], preferences: {} });
  if (!lists.success) {
    const issue = lists.error.issues[0]!;
    throw new DomainError('validation', `${issue.path.join('.')}: ${issue.message}`);
  }
  await ctx.db.transaction(async (tx) => {
    const row = await findPatient(tx, user, patientId, { forUpdate: true });
    const dob = result.demographics.dateOfBirth;
    if (dob && dob !== row.dateOfBirth) {
      throw new DomainError(
        'conflict',
        "The bundle's patient has another date of birth than this patient: it is not the same person, nothing was imported",
      );
    }
    if (result.demographics.mrn && result.demographics.mrn !== row.mrn) {
      report.notes.push(
        "The bundle's MRN differs from this patient's (another system's number); the birth date matched or was absent.",
      );
    }
    const input: PatientData = {
      demographics: {
        firstName: row.firstName,
        lastName: row.lastName,
        dateOfBirth: row.dateOfBirth,
        sex: row.sex,
        mrn: row.mrn,
      },
      ...lists.data,
    };
    await insertPatientLists(tx, input, { kb: ctx.kb, patientId, userId: user.id }, author, nowMs);
    await tx
      .update(patients)
      .set({
        ...(body.heightCm !== undefined ? { heightCm: body.heightCm } : {}),
        ...(body.weightKg !== undefined ? { weightKg: body.weightKg } : {}),
        // The EHR's word on death wins: an EHR sync must not leave a dead patient alive here.
        ...(result.demographics.deceased !== undefined
          ? {
              deceased: result.demographics.deceased,
              deceasedDate: result.demographics.deceased
                ? (result.demographics.deceasedDate ?? null)
                : null,
            }
          : {}),
        updatedAt: nextRecordVersion(nowMs),
      })
      .where(eq(patients.id, patientId));
    await writeAudit(
      tx,
      patientAuditEntry(request, 'fhir.import', patientId, {
        mode: 'add',
        source: options.source,
        counts: listCounts(input),
        ...reportCounts(report),
      }),
    );
    await recordEvent(
      tx,
      'fhir.import',
      { source: options.source, mode: 'add', ...reportCounts(report) },
      event,
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
        },
        allergies: lists.allergies.map((a) => deidentifyAllergy(a, kb, shift)),
        medications: lists.medications.map((m) => deidentifyMedication(m, kb, shift)),
        conditions: lists.conditions.map((c) => deidentifyCondition(c, shift)),
        labValues: lists.labValues.map((l) => deidentifyLab(l, shift)),
        genetics: lists.genetics.map((g) => deidentifyGenetic(g, shift)),
        vitals: lists.vitals.map((v) => deidentifyVitals(v, shift)),
        treatmentHistory: lists.treatmentHistory.map((t) => deidentifyTreatment(t, kb, shift)),
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
