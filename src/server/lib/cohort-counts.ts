import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/*
 * Per-institution cohort counts (db/schema/cohort-counts.ts, issue 24): what the cohort with no
 * criteria shows, kept as signed deltas written by every cohort-facts upsert in its transaction
 * (cohort-facts.ts), so that cohort reads a few hundred summed counters instead of every patient.
 *
 * Each facts row counts as these (measure, key, n) pairs; an inactive patient only as '#rows' and
 * '#version', which mirror the facts table (how many rows, the sum of their record versions) so a
 * reader can tell whether the counts saw every facts write (a patient deleted, a row written
 * around the upsert): the same count-and-sum test the facts use against the patients.
 * Groups that the product reads at query time are kept as the patient's whole set, so a subject is
 * still counted once per group: stage texts (grouped by core's `stageGroup`), stored genotypes
 * (read by the CPIC engine) and, per alert kind, the severities present (the caller's levels pick).
 */

type Row = Record<string, unknown>;

/** A lateral set `x(measure, key, n)` of the counted pairs of the facts row `alias`. */
export function countedPairs(alias: string): SQL {
  const a = (column: string) => sql.raw(`${alias}.${column}`);
  return sql`cross join lateral (
      select '#rows'::text as measure, ''::text as key, 1::numeric as n
      union all select '#version', '', extract(epoch from ${a('record_version')})
      union all select 'sex', ${a('sex')}, 1 where ${a('is_active')}
      union all select 'dob', ${a('date_of_birth')}::text, 1 where ${a('is_active')}
      union all select 'conditions', c.key, 1 from unnest(${a('icd10_categories')}) as c(key)
                 where ${a('is_active')}
      union all select 'interventions', d.id, 1 from unnest(${a('active_drug_ids')}) as d(id)
                 where ${a('is_active')}
      union all select 'stages', (select string_agg(s.v, chr(1) order by s.v) from unnest(${a('stages')}) as s(v)), 1
                 where ${a('is_active')} and cardinality(${a('stages')}) > 0
      union all select 'genotypes', (select string_agg(g.v, chr(2) order by g.v) from unnest(${a('genotypes')}) as g(v)), 1
                 where ${a('is_active')} and cardinality(${a('genotypes')}) > 0
      union all select 'alerts', z.kind || chr(1) || string_agg(z.severity, ',' order by z.severity), 1
                  from (select split_part(v.v, chr(1), 1) as kind, split_part(v.v, chr(1), 2) as severity
                          from unnest(${a('alerts')}) as v(v)) z
                 where ${a('is_active')}
                 group by z.kind
    ) as x(measure, key, n)`;
}

export interface CountRow {
  measure: string;
  key: string;
  /** As text: '#version' is a sum of fractional seconds. */
  n: string;
  /**
   * Conditions and interventions: 1 for the largest count, ties by key (as the facts query ranks
   * them); 1 for every other measure.
   */
  rank: number;
}

/** Delta rows beyond this many per distinct key are folded into one row per key. */
const FOLD_AFTER = 4;

/** `123.450000` and `123.45` are the same sum. */
const decimal = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

/**
 * The summed counters. Birth dates are grouped in SQL by `dobGroup` (an expression of the date
 * `dob`): tens of thousands of dates become a few age bands before anything is sorted or sent.
 */
async function read(db: Db, institutionId: string, dobGroup: (dob: SQL) => SQL) {
  const result = (await db.execute(sql`
    select measure, key, n::text as n, pieces,
           (case when measure in ('conditions', 'interventions')
                 then row_number() over (partition by measure order by n desc, key) else 1 end)::int
             as rank
      from (select d.measure,
                   case when d.measure = 'dob' then ${dobGroup(sql`d.key::date`)} else d.key end as key,
                   sum(d.n) as n, count(*)::int as pieces
              from cohort_count_deltas d where d.institution_id = ${institutionId}
             group by 1, 2) s
     where n <> 0`)) as unknown as { rows: Array<CountRow & Row & { pieces: number }> };
  return result.rows;
}

/** Whether the counts mirror exactly the facts of the records' version `count/sum`. */
function mirrors(rows: ReadonlyArray<CountRow>, version: string): boolean {
  const [count = '', sum = ''] = version.split('/');
  const of = (m: string) => rows.find((r) => r.measure === m)?.n ?? '0';
  return decimal(of('#rows')) === decimal(count) && decimal(of('#version')) === decimal(sum);
}

/**
 * The records' version (`count/sum`) the counters mirror: how many facts rows and the sum of their
 * record versions, as every facts upsert has moved them. Reads the two measures' rows only.
 */
export async function countedFactsVersion(db: Db, institutionId: string): Promise<string> {
  const [row] = (
    (await db.execute(sql`
      select coalesce(sum(d.n) filter (where d.measure = '#rows'), 0)::text as count,
             coalesce(sum(d.n) filter (where d.measure = '#version'), 0)::text as sum
        from cohort_count_deltas d
       where d.institution_id = ${institutionId} and d.measure in ('#rows', '#version')`)) as unknown as {
      rows: Array<{ count: string; sum: string }>;
    }
  ).rows;
  return `${decimal(row!.count)}/${decimal(row!.sum)}`;
}

/** Whether two records' versions (`count/sum`) are the same, however the sums are written. */
export const sameVersion = (a: string, b: string) =>
  a.split('/').map(decimal).join('/') === b.split('/').map(decimal).join('/');

/** Recompute the institution's counts from its facts rows: one statement, one snapshot. */
export async function rebuildCohortCounts(db: Db, institutionId: string): Promise<void> {
  await db.execute(sql`
    with gone as (delete from cohort_count_deltas where institution_id = ${institutionId})
    insert into cohort_count_deltas (institution_id, measure, key, n)
    select f.institution_id, x.measure, x.key, sum(x.n)
      from cohort_facts f ${countedPairs('f')}
     where f.institution_id = ${institutionId}
     group by 1, 2, 3 having sum(x.n) <> 0
     order by 1, 2, 3`);
}

/**
 * Fold the institution's delta rows into one per key. Concurrent writers only insert, and rows
 * they commit after this statement's snapshot are neither deleted nor summed here; a second
 * folder skips the rows the first deleted. So no delta is lost or counted twice.
 */
export async function foldCohortCounts(db: Db, institutionId: string): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from cohort_count_deltas where institution_id = ${institutionId}
      returning measure, key, n)
    insert into cohort_count_deltas (institution_id, measure, key, n)
    select ${institutionId}::uuid, measure, key, sum(n) from gone
     group by 1, 2, 3 having sum(n) <> 0
     order by 1, 2, 3`);
}

/**
 * The institution's counts as of the records' version `version` (`count/sum` of its patients'
 * `updated_at`, from `cohortFactsCurrent`, with the facts found current), or null when they cannot
 * be brought to it (a write landed meanwhile): the caller then counts from the facts rows.
 */
export async function institutionCohortCounts(
  db: Db,
  institutionId: string,
  version: string,
  dobGroup: (dob: SQL) => SQL,
): Promise<CountRow[] | null> {
  let rows = await read(db, institutionId, dobGroup);
  if (!mirrors(rows, version)) {
    await rebuildCohortCounts(db, institutionId);
    rows = await read(db, institutionId, dobGroup);
    if (!mirrors(rows, version)) return null;
  }
  // Birth dates arrive grouped, so the pieces per key are only a rough measure of the pile-up.
  const pieces = rows.reduce((sum, r) => sum + r.pieces, 0);
  if (pieces > FOLD_AFTER * rows.length + 100_000) await foldCohortCounts(db, institutionId);
  return rows.map(({ measure, key, n, rank }) => ({ measure, key, n, rank }));
}
