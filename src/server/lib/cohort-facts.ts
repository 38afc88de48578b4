import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { countedFactsVersion, countedPairs, sameVersion } from './cohort-counts';

/*
 * Per-patient cohort facts (db/schema/cohort-facts.ts, issue 24): what a research cohort counts,
 * one row per patient, recomputed from the record by one set-based statement.
 *
 * Writers call `refreshCohortFacts` inside the transaction that changes anything a cohort counts
 * (demographics, conditions, medications, treatments, genotypes, current alerts), after the
 * patient's `updated_at` bump, so a reader sees the record and its facts of one committed state.
 * The patient rows are locked first (FOR NO KEY UPDATE), so two writers of one patient take turns
 * and the second recomputes from what the first committed, not from a snapshot taken before it.
 *
 * `repairCohortFacts` is the backstop and the backfill: any patient without a row, or whose row was
 * computed from an older `updated_at` than the patient now has (a write that bypassed the hooks:
 * bulk seeds, a writer added later), is recomputed. Checking costs two index-only aggregates;
 * or one over the patients and a read of the institution's counters' row count and version sum
 * (cohort-counts.ts), which every upsert here moves in its statement.
 */

type Row = Record<string, unknown>;

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The upsert of the facts of every patient `p` matching `target`, with the institution counts'
 * deltas (cohort-counts.ts): -n for each (measure, key) of the old row, +n for the new one, keys
 * whose old and new counts cancel left out. One statement, one snapshot: `old` is the rows as
 * they were before this statement wrote them.
 */
function upsertFacts(target: SQL): SQL {
  return sql`
    with old as (
      select f.* from cohort_facts f where f.patient_id in (select p.id from patients p where ${target})
    ),
    written as (
    insert into cohort_facts (patient_id, institution_id, is_active, sex, date_of_birth,
                              icd10_categories, stages, active_drug_ids, ever_drug_ids, genotypes,
                              alerts, record_version)
    select p.id, p.institution_id, p.is_active, p.sex, p.date_of_birth,
      array(select distinct upper(left(c.icd10, 3)) from patient_conditions c
             where c.patient_id = p.id and c.icd10 is not null),
      array(select distinct c.stage from patient_conditions c
             where c.patient_id = p.id and c.stage is not null),
      array(select distinct d.id from patient_medications m cross join lateral unnest(m.drug_ids) as d(id)
             where m.patient_id = p.id and m.is_active),
      array(select d.id from patient_medications m cross join lateral unnest(m.drug_ids) as d(id)
             where m.patient_id = p.id
            union
            select d.id from patient_treatments t cross join lateral unnest(t.drug_ids) as d(id)
             where t.patient_id = p.id),
      array(select distinct g.gene || chr(1) || coalesce(g.diplotype, '') || chr(1) || coalesce(g.phenotype, '')
              from patient_genetics g where g.patient_id = p.id),
      array(select distinct a.kind || chr(1) || a.severity from patient_alerts a
             where a.patient_id = p.id and a.is_current),
      p.updated_at
    from patients p where ${target}
    on conflict (patient_id) do update set
      institution_id = excluded.institution_id, is_active = excluded.is_active,
      sex = excluded.sex, date_of_birth = excluded.date_of_birth,
      icd10_categories = excluded.icd10_categories, stages = excluded.stages,
      active_drug_ids = excluded.active_drug_ids, ever_drug_ids = excluded.ever_drug_ids,
      genotypes = excluded.genotypes, alerts = excluded.alerts,
      record_version = excluded.record_version
    returning cohort_facts.*)
    insert into cohort_count_deltas (institution_id, measure, key, n)
    select d.institution_id, d.measure, d.key, sum(d.n) from (
      select o.institution_id, x.measure, x.key, -x.n as n from old o ${countedPairs('o')}
      union all
      select w.institution_id, x.measure, x.key, x.n from written w ${countedPairs('w')}
    ) d
    group by 1, 2, 3 having sum(d.n) <> 0
    order by 1, 2, 3`;
}

/** Recompute the cohort facts of these patients; call inside the transaction that wrote them. */
export async function refreshCohortFacts(
  tx: Tx | Db,
  patientIds: readonly string[],
): Promise<void> {
  if (patientIds.length === 0) return;
  const ids = [...new Set(patientIds)].sort();
  await tx.execute(
    sql`select p.id from patients p where p.id = any(${uuidArray(ids)}) order by p.id for no key update`,
  );
  await tx.execute(upsertFacts(sql`p.id = any(${uuidArray(ids)})`));
}

/** Per database and institution, the records' version last found to have current facts. */
const verified = new WeakMap<Db, Map<string, string>>();

const versionOf = async (db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Array<Row & { v: string }> }).rows[0]!.v;

/**
 * Whether every patient of the institution (every institution: null) has facts computed from its
 * current `updated_at`, and the records' version (count and sum of `updated_at`). A row's version
 * is a copy of an earlier or the current `updated_at`, which only grows, so equal counts and
 * equal sums mean every row is current. Once found current, the same records' version is not
 * checked again: facts only fall behind through a write, and a write moves the version.
 */
export async function cohortFactsCurrent(
  db: Db,
  institutionId: string | null,
  /** The records' version just read by the caller (the same count and sum), to not read it twice. */
  recordsVersion?: string,
): Promise<{ current: boolean; version: string }> {
  const scope = (alias: string) =>
    institutionId === null ? sql`true` : sql`${sql.raw(alias)}.institution_id = ${institutionId}`;
  const version =
    recordsVersion ??
    (await versionOf(
      db,
      sql`select count(*)::text || '/' || coalesce(sum(extract(epoch from p.updated_at)), 0)::text as v
            from patients p where ${scope('p')}`,
    ));
  let perDb = verified.get(db);
  if (!perDb) verified.set(db, (perDb = new Map()));
  const key = institutionId ?? '*';
  if (perDb.get(key) === version) return { current: true, version };
  // Every facts upsert moves the institution's counters' row count and version sum with it, so
  // counters that mirror the records mean facts that do, without a pass over the facts rows.
  if (
    institutionId !== null &&
    sameVersion(await countedFactsVersion(db, institutionId), version)
  ) {
    if (perDb.size > 1000) perDb.clear();
    perDb.set(key, version);
    return { current: true, version };
  }
  const facts = await versionOf(
    db,
    sql`select count(*)::text || '/' || coalesce(sum(extract(epoch from f.record_version)), 0)::text as v
          from cohort_facts f where ${scope('f')}`,
  );
  const current = facts === version;
  if (current) {
    if (perDb.size > 1000) perDb.clear();
    perDb.set(key, version);
  }
  return { current, version };
}

/**
 * Recompute the facts of every patient missing them or behind its record (backfill at startup,
 * backstop before a cohort query). Returns the records' version it checked and how many rows it
 * wrote (a count, never an id).
 */
export async function repairCohortFacts(
  db: Db,
  institutionId: string | null,
  recordsVersion?: string,
): Promise<{ version: string; repaired: number }> {
  const { current, version } = await cohortFactsCurrent(db, institutionId, recordsVersion);
  if (current) return { version, repaired: 0 };
  const scope = institutionId === null ? sql`true` : sql`p.institution_id = ${institutionId}`;
  const repaired = await db.transaction(async (tx) => {
    const stale = (
      (await tx.execute(sql`
        select p.id from patients p left join cohort_facts f on f.patient_id = p.id
         where ${scope} and (f.patient_id is null or f.record_version <> p.updated_at)
         order by p.id`)) as unknown as { rows: Array<{ id: string }> }
    ).rows.map((r) => r.id);
    const CHUNK = 5_000;
    for (let i = 0; i < stale.length; i += CHUNK) {
      await refreshCohortFacts(tx, stale.slice(i, i + CHUNK));
    }
    return stale.length;
  });
  return { version, repaired };
}

/**
 * Recompute the facts of every patient of the institution (every institution: null) from its
 * records: after a bulk load written straight into the tables, which the writers' refresh and the
 * `updated_at` check cannot see (e.g. alerts inserted by SQL). Set-based, one statement.
 */
export async function rebuildCohortFacts(db: Db, institutionId: string | null): Promise<void> {
  const target = institutionId === null ? sql`true` : sql`p.institution_id = ${institutionId}`;
  // Locked as a writer locks them: a refresh of one of these patients meanwhile must not take the
  // same old row for its counters' deltas as this statement does.
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select p.id from patients p where ${target} order by p.id for no key update`,
    );
    await tx.execute(upsertFacts(target));
  });
}
