import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

/*
 * The version of what research cohorts count in one institution (issue 24): cohort aggregates
 * are reused while it is unchanged (features/research/cohort-cache.ts). Two parts:
 * - the patients: how many, and the sum of their `updated_at`. Every write to anything a cohort
 *   counts (demographics, conditions, medications, treatments, genotypes, labs, active flag)
 *   bumps the patient's `updated_at` in its own transaction to a moment strictly later than before
 *   (`nextRecordVersion`), so the sum moves on every committed change, whatever the clocks say.
 *   An index-only pass over (institution, updated_at), not over the records.
 * - the alerts: `cohort_data_versions.alert_changes`, raised by every alert write in the same
 *   transaction (`countAlertChange`), one primary-key probe.
 */

type Row = Record<string, unknown>;

/** Raise the institution's alert-change counter; call inside the transaction that writes alerts. */
export async function countAlertChange(tx: Tx, patientId: string): Promise<void> {
  await tx.execute(sql`
    insert into cohort_data_versions (institution_id, alert_changes)
    select p.institution_id, 1 from patients p where p.id = ${patientId}
    on conflict (institution_id)
    do update set alert_changes = cohort_data_versions.alert_changes + 1`);
}

/** The records' part of a data version: `count/sum`, as `cohortFactsCurrent` reads it. */
export const recordsVersionOf = (dataVersion: string) =>
  dataVersion.split('/').slice(0, 2).join('/');

/** Changes whenever anything a cohort of this institution counts may have changed. */
export async function cohortDataVersion(db: Db, institutionId: string): Promise<string> {
  const result = (await db.execute(sql`
    select
      (select count(*)::text || '/' || coalesce(sum(extract(epoch from p.updated_at)), 0)::text
         from patients p where p.institution_id = ${institutionId})
      || '/' || coalesce((select v.alert_changes::text from cohort_data_versions v
                            where v.institution_id = ${institutionId}), '0')
      as version`)) as unknown as { rows: Array<Row & { version: string }> };
  return result.rows[0]!.version;
}
