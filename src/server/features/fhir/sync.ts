import { and, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../plugins/auth';
import type {
  DemographicChange,
  FhirImportResult,
  IncomingLists,
  ListSection,
  RecordDiff,
} from '../../../core/fhir';
import type { Db, Tx } from '../../../db/client';
import {
  patientAllergies,
  patientConditions,
  patientGenetics,
  patientLabs,
  patientMedications,
  patients,
  patientTreatments,
  patientTumourMeasurements,
  patientVitals,
} from '../../../db/schema';
import type { PatientRow } from '../../lib/patient-record';
import {
  allergyRow,
  conditionRow,
  geneticRow,
  labRow,
  medicationRow,
  treatmentRow,
  tumourMeasurementRow,
  vitalsRow,
  type RowContext,
} from '../../lib/patient-rows';

/*
 * Re-import as an EHR sync (issue 20): find the stored patient a bundle describes, and write the
 * diff core/fhir/record-diff computed (rows added, changed fields updated, nothing deleted).
 */

type Ok = Extract<FhirImportResult, { ok: true }>;

export interface MatchedPatient {
  row: PatientRow;
  matchedBy: 'mrn' | 'identifier';
}

/**
 * The institution's patient the bundle's Patient is: by the MRN the import chose, else by another
 * identifier of that Patient whose value is a stored MRN. A value alone could be another system's
 * number for someone else, so an identifier match also needs the same date of birth, and must be
 * the only one; an MRN match is checked against the birth date by the caller (409 when it differs).
 */
export async function findStoredPatient(
  db: Db | Tx,
  user: AuthUser,
  result: Ok,
): Promise<MatchedPatient | null> {
  const mrn = result.demographics.mrn;
  if (mrn) {
    const [row] = await db
      .select()
      .from(patients)
      .where(and(eq(patients.institutionId, user.institutionId), eq(patients.mrn, mrn)));
    if (row) return { row, matchedBy: 'mrn' };
  }
  const values = [...new Set(result.identifiers.map((i) => i.value))].filter((v) => v !== mrn);
  const dob = result.demographics.dateOfBirth;
  if (values.length === 0 || !dob) return null;
  const rows = await db
    .select()
    .from(patients)
    .where(
      and(
        eq(patients.institutionId, user.institutionId),
        inArray(patients.mrn, values.slice(0, 50)),
        eq(patients.dateOfBirth, dob),
      ),
    );
  return rows.length === 1 ? { row: rows[0]!, matchedBy: 'identifier' } : null;
}

/** What the bundle changes in the patient row itself (name, birth date, sex and MRN never). */
export function demographicChanges(row: PatientRow, result: Ok): DemographicChange[] {
  const d = result.demographics;
  const out: DemographicChange[] = [];
  const check = (field: DemographicChange['field'], to: unknown, from: unknown) => {
    if (to === undefined) return;
    const t = (to ?? null) as DemographicChange['to'];
    const f = (from ?? null) as DemographicChange['from'];
    if (t !== f) out.push({ field, from: f, to: t });
  };
  check('heightCm', d.heightCm, row.heightCm);
  check('weightKg', d.weightKg, row.weightKg);
  // The EHR's word on death wins: an EHR sync must not leave a dead patient alive here.
  if (d.deceased !== undefined) {
    check('deceased', d.deceased, row.deceased);
    check('deceasedDate', d.deceased ? (d.deceasedDate ?? null) : null, row.deceasedDate);
  }
  return out;
}

/** The patient-row columns of the demographic changes. */
export function demographicSet(
  changes: DemographicChange[],
): Partial<typeof patients.$inferInsert> {
  const set: Partial<typeof patients.$inferInsert> = {};
  for (const c of changes) {
    if (c.field === 'heightCm' || c.field === 'weightKg') set[c.field] = c.to as number | null;
    else if (c.field === 'deceased') set.deceased = c.to as boolean;
    else set.deceasedDate = c.to as string | null;
  }
  return set;
}

/** A lab's value or unit changes what the server derived from them (canonical value, flags). */
const LAB_DERIVED = [
  'value',
  'unit',
  'canonicalValue',
  'canonicalUnit',
  'isAbnormal',
  'criticalFlag',
];
const TREATMENT_COLUMN: Record<string, string> = { date: 'givenOn' };
const MEASUREMENT_COLUMN: Record<string, string> = { date: 'measuredOn' };

function columnsFor(section: ListSection, fields: string[]): string[] {
  const out = new Set<string>();
  for (const f of fields) {
    if (section === 'labValues' && (f === 'value' || f === 'unit'))
      LAB_DERIVED.forEach((c) => out.add(c));
    else if (section === 'treatmentHistory') out.add(TREATMENT_COLUMN[f] ?? f);
    else if (section === 'tumourMeasurements') out.add(MEASUREMENT_COLUMN[f] ?? f);
    else out.add(f);
  }
  return [...out];
}

function pick(row: Record<string, unknown>, columns: string[]): Record<string, unknown> {
  return Object.fromEntries(columns.map((c) => [c, row[c]]));
}

/**
 * Writes the diff: new rows for what was added, the changed columns of what changed. Only the
 * fields the bundle gave and that differ are written, so nothing stored is blanked.
 */
export async function applyDiff(
  tx: Tx,
  diff: RecordDiff,
  sex: PatientRow['sex'],
  ctx: RowContext,
): Promise<void> {
  const tables = {
    allergies: {
      table: patientAllergies,
      row: (i: IncomingLists['allergies'][number]) => allergyRow(i, ctx),
    },
    medications: {
      table: patientMedications,
      row: (i: IncomingLists['medications'][number]) => medicationRow(i, ctx),
    },
    conditions: {
      table: patientConditions,
      row: (i: IncomingLists['conditions'][number]) => conditionRow(i, ctx),
    },
    labValues: {
      table: patientLabs,
      row: (i: IncomingLists['labValues'][number]) => labRow(i, sex, ctx),
    },
    genetics: {
      table: patientGenetics,
      row: (i: IncomingLists['genetics'][number]) => geneticRow(i, ctx),
    },
    vitals: {
      table: patientVitals,
      row: (i: IncomingLists['vitals'][number]) => vitalsRow(i, ctx),
    },
    treatmentHistory: {
      table: patientTreatments,
      row: (i: IncomingLists['treatmentHistory'][number]) => treatmentRow(i, ctx),
    },
    tumourMeasurements: {
      table: patientTumourMeasurements,
      row: (i: IncomingLists['tumourMeasurements'][number]) => tumourMeasurementRow(i, ctx),
    },
  } as const;
  for (const key of Object.keys(tables) as ListSection[]) {
    const { table, row } = tables[key] as unknown as {
      table: typeof patientLabs;
      row: (i: unknown) => Record<string, unknown>;
    };
    const section = diff[key] as RecordDiff['labValues'];
    const added = section.added.map((a) => row(a.item));
    for (let i = 0; i < added.length; i += 1000) {
      await tx.insert(table).values(added.slice(i, i + 1000) as never);
    }
    for (const c of section.changed) {
      const set = pick(row(c.item), columnsFor(key, c.fields));
      await tx
        .update(table)
        .set(set as never)
        .where(and(eq(table.id, c.id), eq(table.patientId, ctx.patientId)));
    }
  }
}

/** Counts of the diff for the audit row and the events (no content). */
export function diffCounts(diff: RecordDiff): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const [k, s] of Object.entries(diff) as Array<[ListSection, RecordDiff[ListSection]]>) {
    out[k] = {
      added: s.added.length,
      changed: s.changed.length,
      unchanged: s.unchanged,
      kept: s.kept,
    };
  }
  return out;
}
