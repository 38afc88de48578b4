import type { z } from 'zod';
import type { DraftOrder, FhirResourceJson } from '../../../core/cds-hooks';
import { DomainError } from '../../../core/errors';
import { bundleToPatient, type DrugResolution, type PatientLists } from '../../../core/fhir';
import {
  ageAtOrDeath,
  allergySchema,
  conditionSchema,
  geneticResultSchema,
  labValueSchema,
  medicationSchema,
  treatmentHistorySchema,
  vitalSignsSchema,
  type PatientClinicalRecord,
  type PatientSex,
  type StoredMedication,
} from '../../../core/patients';
import type {
  patientAllergies,
  patientConditions,
  patientGenetics,
  patientLabs,
  patientMedications,
  patientTreatments,
  patientVitals,
} from '../../../db/schema';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import {
  fhirDrugResolver,
  toStoredAllergy,
  toStoredCondition,
  toStoredGenetic,
  toStoredLab,
  toStoredMedication,
  toStoredTreatment,
  toStoredVitals,
} from '../../lib/patient-record';
import {
  allergyRow,
  conditionRow,
  geneticRow,
  labRow,
  medicationRow,
  treatmentRow,
  vitalsRow,
  type RowContext,
} from '../../lib/patient-rows';

/*
 * The EHR's FHIR resources as the record the alert engine reads, in memory: nothing is stored,
 * and the EHR's patient never becomes an OncoCDS patient. The reading of FHIR is core/fhir's
 * `bundleToPatient` (the same as the import endpoint's); this file adds what the server resolves
 * when it stores a patient (drug ids, canonical lab values), as `features/patients/rows.ts` does.
 */

/** `bundleToPatient`'s resolver: an RxCUI or a name, exactly as a stored medication resolves. */
function mapperResolver(kb: KnowledgeBase): (query: string) => DrugResolution | null {
  return fhirDrugResolver(kb);
}

type Parsed<S extends z.ZodType> = z.output<S>;

/** Each item through its schema (defaults, trimming); an item that fails is counted, not kept. */
function parseAll<S extends z.ZodType>(
  schema: S,
  items: readonly unknown[],
  dropped: string[],
  what: string,
) {
  const out: Array<Parsed<S>> = [];
  for (const item of items) {
    const r = schema.safeParse(item);
    if (r.success) out.push(r.data);
    else {
      const issue = r.error.issues[0];
      dropped.push(
        `a ${what} (${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'})`,
      );
    }
  }
  return out;
}

/** The insert row as the select row would read back (every column the stored shapes read is set). */
const asRead = <T>(row: unknown) => row as T;

/** A medication as the patient API would store it, resolved exactly as there. */
function storedMedication(
  input: Parsed<typeof medicationSchema>,
  ctx: RowContext,
): StoredMedication {
  return toStoredMedication(
    asRead<typeof patientMedications.$inferSelect>(medicationRow(input, ctx)),
  );
}

/**
 * The lists as the patient API would store them (lib/patient-rows: drug resolution, canonical lab
 * values and flags) and read them back (lib/patient-record), without touching the database.
 */
function toRecord(
  lists: PatientLists,
  demographics: {
    dateOfBirth?: string;
    sex?: PatientSex;
    heightCm?: number | null;
    weightKg?: number | null;
    deceased?: boolean | undefined;
    deceasedDate?: string | null | undefined;
  },
  ctx: RowContext,
  nowMs: number,
  dropped: string[],
): PatientClinicalRecord {
  const sex = demographics.sex ?? 'unknown';
  return {
    ageYears: demographics.dateOfBirth
      ? ageAtOrDeath(demographics.dateOfBirth, demographics, nowMs)
      : null,
    deceased: demographics.deceased === true,
    sex,
    heightCm: demographics.heightCm ?? null,
    weightKg: demographics.weightKg ?? null,
    allergies: parseAll(allergySchema, lists.allergies, dropped, 'allergy').map((a) =>
      toStoredAllergy(asRead<typeof patientAllergies.$inferSelect>(allergyRow(a, ctx))),
    ),
    medications: parseAll(medicationSchema, lists.medications, dropped, 'medication').map((m) =>
      storedMedication(m, ctx),
    ),
    conditions: parseAll(conditionSchema, lists.conditions, dropped, 'condition').map((c) =>
      toStoredCondition(asRead<typeof patientConditions.$inferSelect>(conditionRow(c, ctx))),
    ),
    labValues: parseAll(labValueSchema, lists.labValues, dropped, 'lab result').map((l) =>
      toStoredLab(asRead<typeof patientLabs.$inferSelect>(labRow(l, sex, ctx))),
    ),
    genetics: parseAll(geneticResultSchema, lists.genetics, dropped, 'genomic result').map((g) =>
      toStoredGenetic(asRead<typeof patientGenetics.$inferSelect>(geneticRow(g, ctx))),
    ),
    vitals: parseAll(vitalSignsSchema, lists.vitals, dropped, 'vital signs').map((v) =>
      toStoredVitals(asRead<typeof patientVitals.$inferSelect>(vitalsRow(v, ctx))),
    ),
    treatmentHistory: parseAll(
      treatmentHistorySchema,
      lists.treatmentHistory,
      dropped,
      'administration',
    ).map((t) =>
      toStoredTreatment(asRead<typeof patientTreatments.$inferSelect>(treatmentRow(t, ctx))),
    ),
  };
}

function malformed(
  where: string,
  errors: ReadonlyArray<{ entry: number | null; path: string; message: string }>,
) {
  const first = errors[0];
  const at = first
    ? `${first.entry !== null ? ` entry ${first.entry}` : ''}${first.path ? ` ${first.path}` : ''}`
    : '';
  return new DomainError(
    'validation',
    `Invalid request: ${where}${at}: ${first?.message ?? 'is not FHIR R4'}`,
    errors.slice(0, 20).map((e) => ({
      path: `${where}${e.entry !== null ? `[${e.entry}]` : ''}${e.path ? `.${e.path}` : ''}`,
      message: e.message,
    })),
  );
}

export interface CdsRecord {
  record: PatientClinicalRecord;
  drafts: DraftOrder[];
  /** Items the FHIR data held that could not be read into the record (for the could-not-check card). */
  unreadable: string[];
}

/**
 * The record of one hook call: the prefetched (or fetched) resources, plus the draft
 * MedicationRequests of the context as active orders (their status is `draft`, which an import
 * skips; here they are the very orders being checked). A draft that revises an active order
 * replaces it.
 */
export function recordFromFhir(
  resources: readonly FhirResourceJson[],
  draftResources: readonly FhirResourceJson[],
  kb: KnowledgeBase,
  nowMs: number,
): CdsRecord {
  const resolveDrug = mapperResolver(kb);
  // The record is built as a stored one would be; it is never written, so the ids are not either.
  const ctx: RowContext = { kb, patientId: 'cds-hooks-call', userId: null };
  const draftRefs = new Set(
    draftResources.flatMap((d) => (typeof d.id === 'string' ? [`MedicationRequest/${d.id}`] : [])),
  );
  const base = resources.filter(
    (r) =>
      !(
        r.resourceType === 'MedicationRequest' &&
        typeof r.id === 'string' &&
        draftRefs.has(`MedicationRequest/${r.id}`)
      ),
  );
  const mapped = bundleToPatient([...base], { resolveDrug });
  if (!mapped.ok) throw malformed('prefetch', mapped.errors);
  const unreadable: string[] = [];
  const record = toRecord(mapped.lists, mapped.demographics, ctx, nowMs, unreadable);
  // What the mapping had to skip and that changes what can be checked: an allergy, or an order
  // it could not read (not one it skipped for its status: stopped, not taken, on hold).
  for (const s of mapped.report.skipped) {
    const order = /^Medication(Request|Statement)$/.test(s.resourceType);
    if (
      s.resourceType === 'AllergyIntolerance' ||
      (order && !/draft|not taken|not given|on hold/.test(s.reason))
    ) {
      unreadable.push(`${s.resourceType}${s.id ? `/${s.id}` : ''} (${s.reason})`);
    }
  }

  const drafts: DraftOrder[] = [];
  draftResources.forEach((resource, i) => {
    const reference = `MedicationRequest/${typeof resource.id === 'string' ? resource.id : `draft-${i}`}`;
    const one = bundleToPatient({ ...resource, status: 'active' }, { resolveDrug });
    if (!one.ok) throw malformed(`context.draftOrders.entry[${i}].resource`, one.errors);
    const [input] = parseAll(medicationSchema, one.lists.medications, unreadable, 'draft order');
    if (!input) {
      const why = one.report.skipped[0]?.reason ?? 'it names no medication';
      unreadable.push(`draft order ${reference} (${why})`);
      return;
    }
    const stored = storedMedication({ ...input, isActive: true }, ctx);
    record.medications.push(stored);
    drafts.push({ reference, resource, drugIds: stored.drugIds, drugName: stored.drugName });
  });
  return { record, drafts, unreadable };
}
