import { and, eq, ne } from 'drizzle-orm';
import { DomainError } from '../../core/errors';
import { parseRouteWord, readLab, type PatientData, type PatientSex } from '../../core/patients';
import { snomedCancerToIcd10 } from '../../core/fhir';
import type { Tx } from '../../db/client';
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
} from '../../db/schema';
import { refreshCohortFacts } from './cohort-facts';
import type { KnowledgeBase } from './knowledge-base';
import { orderedId } from './ordered-id';
import { LOINC_CODE } from './patient-deidentify';
import { resolveDrugName } from './patient-record';

/*
 * Writing patient records, shared by the patient API, the demonstration patients and FHIR import.
 *
 * Validated input (core/patients schemas) to table rows. This is where the server adds what it
 * resolves: the drug a medication names (exactly as the interaction checker resolves it, or
 * unresolved and kept as written), and a lab's canonical value and flags from the catalogue (or
 * null: cannot assess).
 */

type ListKey = Exclude<keyof PatientData, 'demographics' | 'preferences'>;
type Item<K extends ListKey> = PatientData[K][number];

export interface RowContext {
  kb: KnowledgeBase;
  patientId: string;
  /** The writer; null for the demonstration patients the server creates itself. */
  userId: string | null;
}

/** A date-only timestamp is midnight UTC. */
const toDate = (timestamp: string) =>
  new Date(timestamp.length === 10 ? `${timestamp}T00:00:00Z` : timestamp);

export function allergyRow(
  input: Item<'allergies'>,
  ctx: RowContext,
): typeof patientAllergies.$inferInsert {
  return {
    id: orderedId(),
    patientId: ctx.patientId,
    allergen: input.allergen,
    allergenType: input.allergenType,
    reaction: input.reaction || null,
    severity: input.severity,
    dateReported: input.dateReported ?? null,
    verified: input.verified,
    createdBy: ctx.userId,
  };
}

export function medicationRow(
  input: Item<'medications'>,
  ctx: RowContext,
): typeof patientMedications.$inferInsert {
  const drug = resolveDrugName(ctx.kb, input.drugName);
  return {
    id: orderedId(),
    patientId: ctx.patientId,
    drugName: input.drugName,
    drugIds: drug.drugIds,
    rxcui: drug.rxcui,
    resolved: drug.resolved,
    dosage: input.dosage || null,
    frequency: input.frequency || null,
    route: input.route ? parseRouteWord(input.route) : null,
    startDate: input.startDate ?? null,
    stopDate: null,
    isActive: input.isActive,
    prescribedBy: input.prescribedBy || null,
    createdBy: ctx.userId,
  };
}

export function conditionRow(
  input: Item<'conditions'>,
  ctx: RowContext,
): typeof patientConditions.$inferInsert {
  return {
    id: orderedId(),
    patientId: ctx.patientId,
    name: input.name,
    // A SNOMED-only cancer also gets its ICD-10-CM category, which the product's rules read.
    icd10: input.icd10 ?? snomedCancerToIcd10(input.snomed)?.icd10 ?? null,
    snomed: input.snomed ?? null,
    dateOfDiagnosis: input.dateOfDiagnosis ?? null,
    status: input.status,
    stage: input.stage || null,
    createdBy: ctx.userId,
  };
}

/**
 * Flags sent with the value win (the reporting laboratory knows its own ranges); otherwise they
 * are derived from the catalogue. A value whose test or unit is unknown keeps null flags and a
 * null canonical value: it is shown as sent and never compared.
 */
export function labRow(
  input: Item<'labValues'>,
  sex: PatientSex,
  ctx: RowContext,
): typeof patientLabs.$inferInsert {
  const reading = readLab(input.labType, input.value, input.unit, sex);
  const lab = reading.status === 'unknown-lab' ? null : reading.lab;
  const ok = reading.status === 'ok' ? reading : null;
  return {
    id: orderedId(),
    patientId: ctx.patientId,
    labType: input.labType,
    labName: lab?.name ?? null,
    loinc: lab?.loinc ?? (LOINC_CODE.test(input.labType) ? input.labType : null),
    value: input.value,
    unit: input.unit,
    canonicalValue: ok?.value ?? null,
    canonicalUnit: ok?.unit ?? null,
    referenceRange: input.referenceRange || null,
    measuredAt: toDate(input.timestamp),
    isAbnormal: input.isAbnormal ?? ok?.isAbnormal ?? null,
    criticalFlag: input.criticalFlag ?? ok?.criticalFlag ?? null,
    createdBy: ctx.userId,
  };
}

export function geneticRow(
  input: Item<'genetics'>,
  ctx: RowContext,
): typeof patientGenetics.$inferInsert {
  return {
    id: orderedId(),
    patientId: ctx.patientId,
    gene: input.gene,
    diplotype: input.diplotype || null,
    phenotype: input.phenotype || null,
    testDate: input.testDate ?? null,
    laboratory: input.laboratory || null,
    origin: input.origin ?? null,
    alterationType: input.alterationType ?? null,
    alteration: input.alteration || null,
    partner: input.partner || null,
    value: input.value ?? null,
    valueUnit: input.valueUnit || null,
    status: input.status ?? null,
    createdBy: ctx.userId,
  };
}

export function vitalsRow(
  input: Item<'vitals'>,
  ctx: RowContext,
): typeof patientVitals.$inferInsert {
  return {
    id: orderedId(),
    patientId: ctx.patientId,
    measuredAt: toDate(input.timestamp),
    bloodPressureSystolic: input.bloodPressureSystolic ?? null,
    bloodPressureDiastolic: input.bloodPressureDiastolic ?? null,
    heartRate: input.heartRate ?? null,
    temperature: input.temperature ?? null,
    performanceStatus: input.performanceStatus ?? null,
    createdBy: ctx.userId,
  };
}

export function treatmentRow(
  input: Item<'treatmentHistory'>,
  ctx: RowContext,
): typeof patientTreatments.$inferInsert {
  return {
    id: orderedId(),
    patientId: ctx.patientId,
    drugName: input.drugName,
    drugIds: resolveDrugName(ctx.kb, input.drugName).drugIds,
    givenOn: input.date,
    dose: input.dose,
    doseUnit: input.doseUnit,
    cycle: input.cycle ?? null,
    regimenId: input.regimenId ?? null,
    setting: input.setting ?? null,
    intent: input.intent ?? null,
    createdBy: ctx.userId,
  };
}

export function tumourMeasurementRow(
  input: Item<'tumourMeasurements'>,
  ctx: RowContext,
): typeof patientTumourMeasurements.$inferInsert {
  return {
    id: orderedId(),
    patientId: ctx.patientId,
    measuredOn: input.date,
    longestDiameterMm: input.longestDiameterMm,
    shortAxisMm: input.shortAxisMm ?? null,
    method: input.method ?? null,
    lymphNode: input.lymphNode ?? null,
    site: input.site ?? null,
    createdBy: ctx.userId,
  };
}

/** The author is the signed-in user, whatever name was sent. */
export function noteRow(
  input: Item<'notes'>,
  author: string,
  nowMs: number,
  ctx: RowContext,
): typeof patientNotes.$inferInsert {
  return {
    id: orderedId(),
    patientId: ctx.patientId,
    text: input.text,
    author,
    authorId: ctx.userId,
    writtenAt: input.timestamp ? toDate(input.timestamp) : new Date(nowMs),
  };
}

/** The patient row of a new record (its lists go in with `insertPatientLists`). */
/**
 * When the height and weight were measured (issue 19), for a create or a demographics update: a
 * date given with the value is kept; a value written without one is stamped with the time of the
 * write (it was just measured or confirmed); clearing the value clears its date; a date sent alone
 * re-dates the value on record. Fields not named are left alone.
 */
export function bodyMeasurementStamps(
  d: {
    heightCm?: number | null | undefined;
    weightKg?: number | null | undefined;
    heightMeasuredAt?: string | null | undefined;
    weightMeasuredAt?: string | null | undefined;
  },
  nowMs: number,
): { heightMeasuredAt?: Date | null; weightMeasuredAt?: Date | null } {
  const stamp = (value: number | null | undefined, at: string | null | undefined) => {
    if (value === null || at === null) return null;
    if (at !== undefined) return new Date(at);
    if (value !== undefined) return new Date(nowMs);
    return undefined;
  };
  const height = stamp(d.heightCm, d.heightMeasuredAt);
  const weight = stamp(d.weightKg, d.weightMeasuredAt);
  return {
    ...(height !== undefined ? { heightMeasuredAt: height } : {}),
    ...(weight !== undefined ? { weightMeasuredAt: weight } : {}),
  };
}

export function newPatientRow(
  input: PatientData,
  ids: { id: string; institutionId: string; createdBy: string | null },
  nowMs: number,
): typeof patients.$inferInsert {
  const d = input.demographics;
  return {
    id: ids.id,
    institutionId: ids.institutionId,
    mrn: d.mrn,
    firstName: d.firstName,
    lastName: d.lastName,
    dateOfBirth: d.dateOfBirth,
    sex: d.sex,
    heightCm: d.heightCm ?? null,
    weightKg: d.weightKg ?? null,
    heightMeasuredAt: null,
    weightMeasuredAt: null,
    ...bodyMeasurementStamps(d, nowMs),
    deceased: d.deceased ?? false,
    deceasedDate: d.deceased ? (d.deceasedDate ?? null) : null,
    preferences: input.preferences,
    createdBy: ids.createdBy,
    createdAt: new Date(nowMs),
    updatedAt: new Date(nowMs),
  };
}

/** PostgreSQL's unique-violation code, from node-postgres or PGlite, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export const mrnConflict = () =>
  new DomainError('conflict', 'demographics.mrn: a patient with this MRN already exists', [
    { path: 'demographics.mrn', message: 'already used by another patient of your institution' },
  ]);

export async function assertMrnFree(tx: Tx, institutionId: string, mrn: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(
      and(
        eq(patients.institutionId, institutionId),
        eq(patients.mrn, mrn),
        ...(exceptId ? [ne(patients.id, exceptId)] : []),
      ),
    );
  if (clash) throw mrnConflict();
}

/** Inserts in slices: PostgreSQL takes at most 65,535 parameters per statement. */
async function insertMany<T extends Record<string, unknown>>(
  tx: Tx,
  table: Parameters<Tx['insert']>[0],
  rows: T[],
): Promise<void> {
  const size = 1000;
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size) as never);
  }
}

/** Every list of a new record; shared by the API and the demonstration patients. */
export async function insertPatientLists(
  tx: Tx,
  input: PatientData,
  rowCtx: RowContext,
  authorName: string,
  nowMs: number,
): Promise<void> {
  const sex = input.demographics.sex;
  await insertMany(
    tx,
    patientAllergies,
    input.allergies.map((a) => allergyRow(a, rowCtx)),
  );
  await insertMany(
    tx,
    patientMedications,
    input.medications.map((m) => medicationRow(m, rowCtx)),
  );
  await insertMany(
    tx,
    patientConditions,
    input.conditions.map((c) => conditionRow(c, rowCtx)),
  );
  await insertMany(
    tx,
    patientLabs,
    input.labValues.map((l) => labRow(l, sex, rowCtx)),
  );
  await insertMany(
    tx,
    patientGenetics,
    input.genetics.map((g) => geneticRow(g, rowCtx)),
  );
  await insertMany(
    tx,
    patientVitals,
    input.vitals.map((v) => vitalsRow(v, rowCtx)),
  );
  await insertMany(
    tx,
    patientTreatments,
    input.treatmentHistory.map((t) => treatmentRow(t, rowCtx)),
  );
  await insertMany(
    tx,
    patientTumourMeasurements,
    (input.tumourMeasurements ?? []).map((m) => tumourMeasurementRow(m, rowCtx)),
  );
  await insertMany(
    tx,
    patientNotes,
    input.notes.map((n) => noteRow(n, authorName, nowMs, rowCtx)),
  );
  // Research cohorts count the new record from its facts (lib/cohort-facts.ts).
  await refreshCohortFacts(tx, [rowCtx.patientId]);
}

/** Counts of what a record holds, for audit details (no content). */
export function listCounts(input: PatientData): Record<string, number> {
  return {
    allergies: input.allergies.length,
    medications: input.medications.length,
    conditions: input.conditions.length,
    labValues: input.labValues.length,
    genetics: input.genetics.length,
    vitals: input.vitals.length,
    treatmentHistory: input.treatmentHistory.length,
    notes: input.notes.length,
  };
}
