import { orderedId } from './ordered-id';
import { parseRouteWord, readLab, type PatientData, type PatientSex } from '../../core/patients';
import type {
  patientAllergies,
  patientConditions,
  patientGenetics,
  patientLabs,
  patientMedications,
  patientNotes,
  patientTreatments,
  patientVitals,
} from '../../db/schema';
import type { KnowledgeBase } from './knowledge-base';
import { resolveDrugName } from './patient-record';
import { LOINC_CODE } from './patient-deidentify';

/*
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
    icd10: input.icd10 ?? null,
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
