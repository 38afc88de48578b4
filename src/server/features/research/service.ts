import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { roleProfile } from '../../../core/access';
import { ALERT_KINDS, ALERT_SEVERITIES, type AlertSeverity } from '../../../core/alerts';
import {
  AGE_BANDS,
  ageBand,
  bornOnOrBefore,
  cell,
  isSmallCohort,
  stageGroup,
  STAGE_GROUPS,
  suppressCells,
  toCsv,
  type CohortCriteria,
  type CohortResponse,
  type CohortSubject,
  type CsvCell,
} from '../../../core/analytics';
import { DomainError } from '../../../core/errors';
import { reportedAge, ageInYears, shiftTimestamp } from '../../../core/patients';
import type { Db } from '../../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit, writeAuditRows } from '../../lib/audit';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import { deidentifyCondition } from '../../lib/patient-deidentify';
import type { PatientPrivacy } from '../../lib/patient-privacy';
import { patientAuditEntry } from '../../lib/patient-record';
import { cohortDataVersion, recordsVersionOf } from '../../lib/cohort-data-version';
import type { CohortAggregateCache } from './cohort-cache';
import {
  genotypeKey,
  genotypeMapSql,
  levelList,
  planCohort,
  rememberFactsStageMap,
  rows,
  stageMapSql,
  type CohortPlan,
  type CohortSource,
} from './cohort-sql';
import { repairCohortFacts } from '../../lib/cohort-facts';
import { institutionCohortCounts, type CountRow } from '../../lib/cohort-counts';

/*
 * /research (issue 15): a de-identified cohort builder over the institution's patient records,
 * open to researchers and oncologists (SPEC §2), in the researcher's words (subjects,
 * interventions, adverse events, research findings) whoever asks. Everyone gets the same
 * de-identified answer: pseudonyms, ages (90 for anyone older), shifted dates, clinical words and
 * codes only; counts of 1 to 4 say "<5" (core/analytics/cohort.ts). Every query leaves an audit
 * row, and every subject shown or exported one more, as any read of a patient does.
 */

export interface ResearchContext {
  db: Db;
  kb: KnowledgeBase;
  privacy: PatientPrivacy;
  now: () => number;
  /** Plans and aggregates per data version (cohort-cache.ts); none: computed on every query. */
  aggregates?: CohortAggregateCache<PlannedCohort>;
  /**
   * Counted from the per-patient cohort facts (the default) or from every list of every patient
   * (`records`: the original computation, kept as the reference for the equality tests).
   */
  source?: CohortSource;
}

export interface PlannedCohort {
  plan: CohortPlan;
  summary: SummaryRow;
}

/** The subjects table and the subject export stop here; narrow the cohort beyond it. */
export const MAX_EXPORT_SUBJECTS = 20_000;
const TOP = 15;

const num = (v: unknown) => Number(v ?? 0);
const parsed = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/**
 * The cohort, computed once. Each subject also gets a small integer `n`: the breakdowns count
 * distinct subjects per group, and grouping on an integer is several times cheaper than on a
 * UUID (measured on embedded PGlite, bench/research.ts).
 */
function cohortCte(plan: CohortPlan): SQL {
  return sql`cohort as materialized (
    select p.id, p.sex, p.date_of_birth, (row_number() over ())::int as n
      from patients p where ${plan.where})`;
}

export interface SummaryRow {
  total: number;
  sex: Array<{ key: string; n: number }> | string;
  ages: Array<{ key: string; n: number }> | string;
  conditions: Array<{ key: string; n: number }> | string;
  stages: Array<{ key: string; n: number }> | string;
  interventions: Array<{ key: string; n: number }> | string;
  phenotypes: Array<{ gene: string; phenotype: string; n: number }> | string;
  adverse: Array<{ key: string; n: number }> | string;
  findings: Array<{ key: string; n: number }> | string;
}

const jsonList = (query: SQL) => sql`(select coalesce(json_agg(x), '[]'::json) from (${query}) x)`;

/** The total and every breakdown of the cohort, in one statement. */
async function summarise(db: Db, plan: CohortPlan, nowMs: number): Promise<SummaryRow> {
  if (plan.source === 'facts') {
    return factsSummaryRow(
      await rows<{ measure: string; key: string; n: number }>(db, summaryQuery(plan, nowMs)),
    );
  }
  const [row] = await rows<SummaryRow & Record<string, unknown>>(db, summaryQuery(plan, nowMs));
  return row!;
}

/**
 * The plan and aggregates of a cohort, with no reuse. From the facts: any patient whose facts
 * missed a write is recomputed first (normally none: every writer refreshes them).
 */
export async function computeCohort(
  db: Db,
  kb: KnowledgeBase,
  user: AuthUser,
  criteria: CohortCriteria,
  nowMs: number,
  source: CohortSource = 'facts',
  /** The institution's data version just read (`cohortDataVersion`), when there is one. */
  dataVersion?: string,
): Promise<PlannedCohort> {
  const version =
    source === 'facts'
      ? (
          await repairCohortFacts(
            db,
            user.institutionId,
            dataVersion === undefined ? undefined : recordsVersionOf(dataVersion),
          )
        ).version
      : '';
  if (source === 'facts' && isWholeInstitution(criteria)) {
    // No criteria: the institution's counters (lib/cohort-counts.ts), not a pass over its patients.
    const counts = await institutionCohortCounts(db, user.institutionId, version, (dob) =>
      ageBandOf(nowMs, dob),
    );
    if (counts) {
      rememberFactsStageMap(db, user.institutionId, version, stagesOfCounts(counts));
      const plan = await planCohort(db, kb, user, criteria, nowMs, source, version);
      return { plan, summary: countsSummaryRow(counts, plan) };
    }
  }
  const plan = await planCohort(db, kb, user, criteria, nowMs, source, version);
  return { plan, summary: await summarise(db, plan, nowMs) };
}

/** The cohort is every active patient of the institution. */
const isWholeInstitution = (c: CohortCriteria) =>
  c.condition === undefined &&
  c.stage === undefined &&
  c.drug === undefined &&
  c.phenotype === undefined &&
  c.lab === undefined &&
  c.ageMin === undefined &&
  c.ageMax === undefined;

/** The stage texts of the institution's active patients, with their groups. */
function stagesOfCounts(counts: readonly CountRow[]) {
  const texts = new Set(
    counts.filter((c) => c.measure === 'stages').flatMap((c) => c.key.split('\u0001')),
  );
  return [...texts].flatMap((stage) => {
    const group = stageGroup(stage);
    return group ? [{ stage, group }] : [];
  });
}

/**
 * The summary row the facts query gives for the whole institution, from its counters: the same
 * groups, a subject counted once per group (its stage set, genotype set and per-kind severities
 * are one counter each, read here as the facts query reads them), the two top-15 lists ranked
 * in SQL as the facts query ranks them.
 */
export function countsSummaryRow(counts: readonly CountRow[], plan: CohortPlan): SummaryRow {
  const of = (measure: string) => counts.filter((c) => c.measure === measure);
  const listed = (m: Map<string, number>) => [...m].map(([key, n]) => ({ key, n }));
  const add = (m: Map<string, number>, key: string, n: number) => m.set(key, (m.get(key) ?? 0) + n);
  const ranked = (measure: string) =>
    of(measure)
      .filter((c) => c.rank <= TOP)
      .sort((a, b) => a.rank - b.rank)
      .map((c) => ({ key: c.key, n: num(c.n) }));

  const sex = of('sex').map((c) => ({ key: c.key, n: num(c.n) }));
  // Birth dates arrive grouped into age bands (ageBandOf, in SQL).
  const ages = new Map<string, number>();
  for (const c of of('dob')) add(ages, c.key, num(c.n));

  const stages = new Map<string, number>();
  const groupOf = new Map(plan.stages.map((s) => [s.stage, s.group as string]));
  for (const c of of('stages')) {
    const groups = new Set(c.key.split('\u0001').flatMap((t) => groupOf.get(t) ?? []));
    for (const g of groups) add(stages, g, num(c.n));
  }

  const outcomes = new Map<string, string[]>();
  for (const g of plan.genotypes) {
    const key = `${g.gene}\u0001${g.diplotype}\u0001${g.phenotype}`;
    outcomes.set(key, [...(outcomes.get(key) ?? []), `${g.outGene}\u0001${g.outPhenotype}`]);
  }
  const phenotypes = new Map<string, number>();
  for (const c of of('genotypes')) {
    const read = new Set(c.key.split('\u0002').flatMap((k) => outcomes.get(k) ?? []));
    for (const r of read) add(phenotypes, r, num(c.n));
  }

  const adverse = new Map<string, number>();
  const findings = new Map<string, number>();
  for (const c of of('alerts')) {
    const [kind = '', severities = ''] = c.key.split('\u0001');
    const shown = severities.split(',').filter((s) => plan.levels.includes(s as AlertSeverity));
    if (shown.length === 0) continue;
    add(findings, kind, num(c.n));
    if (kind === 'interaction') for (const s of shown) add(adverse, s, num(c.n));
  }

  return {
    total: sex.reduce((sum, s) => sum + s.n, 0),
    sex,
    ages: listed(ages),
    conditions: ranked('conditions'),
    stages: listed(stages),
    interventions: ranked('interventions'),
    phenotypes: listed(phenotypes).map((p) => {
      const [gene = '', phenotype = ''] = p.key.split('\u0001');
      return { gene, phenotype, n: p.n };
    }),
    adverse: listed(adverse),
    findings: listed(findings),
  };
}

/**
 * The plan and aggregates of a cohort, reused from `ctx.aggregates` while the institution's data
 * version, the knowledge base, the caller's alert levels, the criteria and the day are the same.
 * Lab criteria count a window ending now, so they are computed every time.
 */
async function plannedCohort(
  ctx: ResearchContext,
  user: AuthUser,
  criteria: CohortCriteria,
  nowMs: number,
): Promise<PlannedCohort> {
  const source = ctx.source ?? 'facts';
  if (!ctx.aggregates || criteria.lab) {
    return computeCohort(ctx.db, ctx.kb, user, criteria, nowMs, source);
  }
  const version = await cohortDataVersion(ctx.db, user.institutionId);
  const key = JSON.stringify([
    user.institutionId,
    ctx.kb.version,
    roleProfile(user.role).alertLevels,
    new Date(nowMs).toISOString().slice(0, 10),
    criteria,
  ]);
  return ctx.aggregates.get(key, version, nowMs, () =>
    computeCohort(ctx.db, ctx.kb, user, criteria, nowMs, source, version),
  );
}

/**
 * Subjects per group of child rows: each (group, subject) pair once, then counted; `pairs` selects
 * `key` and the subject's `n` from rows joined to the cohort `k`.
 */
const perGroup = (pairs: SQL, order = sql`1`, limit?: number) =>
  sql`select key, count(*)::int as n from (${pairs} group by 1, 2) s
       group by 1 order by ${order}${limit ? sql` limit ${limit}` : sql``}`;

export function summaryQuery(plan: CohortPlan, nowMs: number): SQL {
  return plan.source === 'facts' ? factsSummaryQuery(plan, nowMs) : recordsSummaryQuery(plan, nowMs);
}

/** Age bands by birth-date cutoffs (cheaper than an age per subject). */
function ageBandCase(nowMs: number, alias = 'k'): SQL {
  return ageBandCaseOf(nowMs, sql.raw(`${alias}.date_of_birth`));
}

/** The age band of the birth date `dob`, a complete expression. */
export function ageBandOf(nowMs: number, dob: SQL): SQL {
  return sql`(case ${ageBandCaseOf(nowMs, dob)} else ${AGE_BANDS[AGE_BANDS.length - 1]!.key} end)`;
}

function ageBandCaseOf(nowMs: number, dob: SQL): SQL {
  // Born after the cutoff of a band's upper age + 1 and on or before the cutoff of its lower age.
  return sql.join(
    AGE_BANDS.slice(1).map(
      (b) =>
        sql`when ${dob} > ${bornOnOrBefore(nowMs, b.min)} then ${AGE_BANDS[AGE_BANDS.indexOf(b) - 1]!.key}`,
    ),
    sql` `,
  );
}

/**
 * The same answer from the facts rows: the cohort's rows read once (`k`, with a small integer `n`
 * per subject), then one grouped count per measure over them. Each array holds distinct values per
 * subject, so unnesting it counts a subject once per group; stage and phenotype groups gather
 * several stored values, and a kind several severities, so those (subject, group) pairs are made
 * distinct first. Set-returning functions over the materialised rows, not a lateral subquery per
 * subject: half the time at 100,000 patients on PostgreSQL. The two top-15 lists are ranked in
 * SQL, as the records' query ranks them.
 */
function factsSummaryQuery(plan: CohortPlan, nowMs: number): SQL {
  const levels = levelList(plan.levels);
  const band = ageBandCase(nowMs, 'k');
  const kind = sql`split_part(a.v, chr(1), 1)`;
  const severity = sql`split_part(a.v, chr(1), 2)`;
  const stages =
    plan.stages.length > 0
      ? sql`union all
          select 'stages', s.grp, count(*)::int from (
            select distinct x.n, sm.grp from (select k.n, unnest(k.stages) as stage from k) x
              join stage_map sm on sm.stage = x.stage) s
           group by 2`
      : sql``;
  const phenotypes =
    plan.genotypes.length > 0
      ? sql`union all
          select 'phenotypes', s.key, count(*)::int from (
            select distinct x.n, gm.out_gene || chr(1) || gm.out_phenotype as key
              from (select k.n, unnest(k.genotypes) as key from k) x
              join genotype_map gm on gm.key = x.key) s
           group by 2`
      : sql``;
  const maps = [
    plan.stages.length > 0
      ? sql`stage_map as materialized (select * from ${stageMapSql(plan.stages)})`
      : null,
    plan.genotypes.length > 0
      ? sql`genotype_map as materialized (select * from ${genotypeMapSql(plan.genotypes)})`
      : null,
  ].filter((m): m is SQL => m !== null);
  return sql`with ${maps.length > 0 ? sql`${sql.join(maps, sql`, `)}, ` : sql``}
    k as materialized (
      select (row_number() over ())::int as n, f.sex, f.date_of_birth, f.icd10_categories,
             f.active_drug_ids, f.stages, f.genotypes, f.alerts
        from cohort_facts f where ${plan.where}),
    counted (measure, key, n) as (
      select 'sex', k.sex, count(*)::int from k group by 2
      union all
      select 'ages', case ${band} else ${AGE_BANDS[AGE_BANDS.length - 1]!.key} end, count(*)::int
        from k group by 2
      union all
      select 'conditions', x.key, count(*)::int
        from (select unnest(k.icd10_categories) as key from k) x group by 2
      union all
      select 'interventions', x.key, count(*)::int
        from (select unnest(k.active_drug_ids) as key from k) x group by 2
      union all
      select 'adverse', ${severity}, count(*)::int
        from (select unnest(k.alerts) as v from k) a
       where ${kind} = 'interaction' and ${severity} in ${levels} group by 2
      union all
      select 'findings', s.key, count(*)::int from (
        select distinct a.n, ${kind} as key from (select k.n, unnest(k.alerts) as v from k) a
         where ${severity} in ${levels}) s
       group by 2
      ${stages}
      ${phenotypes})
    select measure, key, n from (
      select c.measure, c.key, c.n,
             row_number() over (partition by c.measure order by c.n desc, c.key) as rank
        from counted c) ranked
     where rank <= ${TOP} or measure not in ('conditions', 'interventions')
     order by measure, rank`;
}

/** The one-pass counts as the summary row the records' query returns. */
export function factsSummaryRow(counted: Array<{ measure: string; key: string; n: number }>): SummaryRow {
  const of = (measure: string) =>
    counted.filter((c) => c.measure === measure).map((c) => ({ key: c.key, n: num(c.n) }));
  const sex = of('sex');
  return {
    total: sex.reduce((sum, s) => sum + s.n, 0),
    sex,
    ages: of('ages'),
    conditions: of('conditions'),
    stages: of('stages'),
    interventions: of('interventions'),
    phenotypes: of('phenotypes').map((p) => {
      const [gene = '', phenotype = ''] = p.key.split('\u0001');
      return { gene, phenotype, n: p.n };
    }),
    adverse: of('adverse'),
    findings: of('findings'),
  };
}

function recordsSummaryQuery(plan: CohortPlan, nowMs: number): SQL {
  const levels = levelList(plan.levels);
  const band = ageBandCase(nowMs);
  const stages =
    plan.stages.length > 0
      ? perGroup(
          sql`select sm.grp as key, k.n from patient_conditions c join cohort k on k.id = c.patient_id
                join ${stageMapSql(plan.stages)} on sm.stage = c.stage`,
        )
      : sql`select null::text as key, 0 as n where false`;
  const phenotypes =
    plan.genotypes.length > 0
      ? sql`select split_part(key, chr(1), 1) as gene, split_part(key, chr(1), 2) as phenotype, n
              from (${perGroup(
                sql`select gm.out_gene || chr(1) || gm.out_phenotype as key, k.n
                      from patient_genetics g join cohort k on k.id = g.patient_id
                      join ${genotypeMapSql(plan.genotypes)} on gm.key = ${genotypeKey('g')}`,
              )}) p`
      : sql`select null::text as gene, null::text as phenotype, 0 as n where false`;
  return sql`with ${cohortCte(plan)}
    select
      (select count(*)::int from cohort) as total,
      ${jsonList(sql`select k.sex as key, count(*)::int as n from cohort k group by 1`)} as sex,
      ${jsonList(
        sql`select case ${band} else ${AGE_BANDS[AGE_BANDS.length - 1]!.key} end as key,
                   count(*)::int as n
              from cohort k group by 1`,
      )} as ages,
      ${jsonList(
        perGroup(
          sql`select upper(left(c.icd10, 3)) as key, k.n
                from patient_conditions c join cohort k on k.id = c.patient_id
               where c.icd10 is not null`,
          sql`2 desc, 1`,
          TOP,
        ),
      )} as conditions,
      ${jsonList(stages)} as stages,
      ${jsonList(
        perGroup(
          sql`select d.id as key, k.n
                from patient_medications m join cohort k on k.id = m.patient_id
               cross join lateral unnest(m.drug_ids) as d(id)
               where m.is_active`,
          sql`2 desc, 1`,
          TOP,
        ),
      )} as interventions,
      ${jsonList(phenotypes)} as phenotypes,
      ${jsonList(
        perGroup(
          sql`select a.severity as key, k.n
                from patient_alerts a join cohort k on k.id = a.patient_id
               where a.is_current and a.kind = 'interaction' and a.severity in ${levels}`,
        ),
      )} as adverse,
      ${jsonList(
        perGroup(
          sql`select a.kind as key, k.n
                from patient_alerts a join cohort k on k.id = a.patient_id
               where a.is_current and a.severity in ${levels}`,
        ),
      )} as findings`;
}

function breakdowns(kb: KnowledgeBase, s: SummaryRow, levels: readonly AlertSeverity[]) {
  const sex = parsed<Array<{ key: string; n: number }>>(s.sex);
  const ages = new Map(
    parsed<Array<{ key: string; n: number }>>(s.ages).map((a) => [a.key, num(a.n)]),
  );
  const bandGroups = AGE_BANDS.map((b) => ({ key: b.key as string, n: ages.get(b.key) ?? 0 }));

  const stageCounts = new Map(
    parsed<Array<{ key: string; n: number }>>(s.stages).map((r) => [r.key, num(r.n)]),
  );
  const adverse = new Map(
    parsed<Array<{ key: string; n: number }>>(s.adverse).map((r) => [r.key, num(r.n)]),
  );
  const findings = new Map(
    parsed<Array<{ key: string; n: number }>>(s.findings).map((r) => [r.key, num(r.n)]),
  );
  const phenotypes = parsed<Array<{ gene: string; phenotype: string; n: number }>>(s.phenotypes)
    .map((p) => ({ ...p, n: num(p.n) }))
    .sort(
      (a, b) =>
        a.gene.localeCompare(b.gene, 'en') || b.n - a.n || a.phenotype.localeCompare(b.phenotype),
    );

  return {
    ageBands: suppressCells(bandGroups, true),
    sex: suppressCells(
      ['female', 'male', 'other', 'unknown']
        .map((key) => ({ key, n: num(sex.find((x) => x.key === key)?.n) }))
        .filter((g) => g.n > 0 || g.key === 'female' || g.key === 'male'),
      true,
    ),
    conditions: suppressCells(
      parsed<Array<{ key: string; n: number }>>(s.conditions).map((c) => ({
        key: c.key,
        n: num(c.n),
      })),
      false,
    ),
    stages: suppressCells(
      STAGE_GROUPS.map((key) => ({ key, n: stageCounts.get(key) ?? 0 })),
      false,
    ),
    interventions: suppressCells(
      parsed<Array<{ key: string; n: number }>>(s.interventions).map((i) => ({
        key: i.key,
        name: kb.drugsById.get(i.key)?.name ?? i.key,
        n: num(i.n),
      })),
      false,
    ),
    phenotypes: suppressCells(phenotypes, false),
    adverseEvents: suppressCells(
      ALERT_SEVERITIES.filter((l) => levels.includes(l)).map((key) => ({
        key,
        n: adverse.get(key) ?? 0,
      })),
      false,
    ),
    findings: suppressCells(
      ALERT_KINDS.map((key) => ({ key, n: findings.get(key) ?? 0 })).filter((f) => f.n > 0),
      false,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Subject rows

interface DetailRow {
  id: string;
  sex: string;
  date_of_birth: string;
  conditions: unknown;
  interventions: unknown;
  genetics: unknown;
  lab: unknown;
  findings: unknown;
}

/**
 * De-identified rows of the cohort's subjects, in id order (random to the eye, and the same query
 * pages the same way): conditions through the shared de-identification (clinical words only,
 * shifted dates), interventions by knowledge-base name, phenotypes as the engine reads them.
 */
async function subjectRows(
  ctx: ResearchContext,
  plan: CohortPlan,
  limit: number,
  offset: number,
): Promise<{ ids: string[]; subjects: CohortSubject[] }> {
  const levels = levelList(plan.levels);
  const labMatch = plan.lab
    ? sql`(select json_build_object('value', l.canonical_value, 'unit', l.canonical_unit,
                                     'measured', l.measured_at)
             from patient_labs l
            where l.patient_id = p.id and l.lab_name = ${plan.lab.name}
              and ${plan.lab.min === null ? sql`true` : sql`l.canonical_value >= ${plan.lab.min}`}
              and ${plan.lab.max === null ? sql`true` : sql`l.canonical_value <= ${plan.lab.max}`}
              and l.measured_at >= ${plan.lab.since.toISOString()}
              and l.measured_at <= ${plan.lab.until.toISOString()}
            order by l.measured_at desc limit 1)`
    : sql`null::json`;
  const genetics =
    plan.genotypes.length > 0
      ? sql`(select coalesce(json_agg(distinct jsonb_build_object('gene', gm.out_gene,
                                                           'phenotype', gm.out_phenotype)), '[]'::json)
               from patient_genetics g join ${genotypeMapSql(plan.genotypes)} on gm.key = ${genotypeKey('g')}
              where g.patient_id = p.id)`
      : sql`'[]'::json`;
  const found = await rows<DetailRow & Record<string, unknown>>(
    ctx.db,
    sql`select p.id, p.sex, p.date_of_birth::text as date_of_birth,
      (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'icd10', c.icd10,
                 'snomed', c.snomed, 'dateOfDiagnosis', c.date_of_diagnosis, 'status', c.status, 'stage', c.stage)
               order by c.created_at, c.id), '[]'::json)
         from patient_conditions c where c.patient_id = p.id) as conditions,
      (select coalesce(json_agg(distinct d.id), '[]'::json)
         from patient_medications m cross join lateral unnest(m.drug_ids) as d(id)
        where m.patient_id = p.id and m.is_active) as interventions,
      ${genetics} as genetics,
      ${labMatch} as lab,
      (select json_build_object(
                'low', count(*) filter (where a.severity = 'low'),
                'medium', count(*) filter (where a.severity = 'medium'),
                'high', count(*) filter (where a.severity = 'high'),
                'critical', count(*) filter (where a.severity = 'critical'))
         from patient_alerts a
        where a.patient_id = p.id and a.is_current and a.severity in ${levels}) as findings
    from patients p ${plan.source === 'facts' ? sql`join cohort_facts f on f.patient_id = p.id` : sql``}
   where ${plan.where}
   order by p.id limit ${limit} offset ${offset}`,
  );
  const nowMs = ctx.now();
  const subjects = found.map((r): CohortSubject => {
    const shift = ctx.privacy.shiftDays(r.id);
    const age = reportedAge(ageInYears(r.date_of_birth, nowMs));
    const conditions = parsed<
      Array<{
        id: string;
        name: string;
        icd10: string | null;
        snomed: string | null;
        dateOfDiagnosis: string | null;
        status: 'active';
        stage: string | null;
      }>
    >(r.conditions).map((c) => {
      const d = deidentifyCondition(c, shift);
      return { icd10: d.icd10, name: d.name, stage: d.stage, diagnosed: d.dateOfDiagnosis };
    });
    const lab = parsed<{ value: number; unit: string; measured: string } | null>(r.lab);
    return {
      label: `Subject ${ctx.privacy.pseudonym(r.id)}`,
      ageYears: age,
      ageBand: ageBand(age),
      sex: r.sex,
      conditions,
      interventions: parsed<string[]>(r.interventions)
        .map((id) => ctx.kb.drugsById.get(id)?.name ?? id)
        .sort((a, b) => a.localeCompare(b, 'en')),
      phenotypes: parsed<Array<{ gene: string; phenotype: string }>>(r.genetics).sort(
        (a, b) => a.gene.localeCompare(b.gene, 'en') || a.phenotype.localeCompare(b.phenotype),
      ),
      lab: lab
        ? {
            value: num(lab.value),
            unit: lab.unit,
            measured: shiftTimestamp(new Date(lab.measured).toISOString(), shift).slice(0, 10),
          }
        : null,
      findings: (({ low, medium, high, critical }) => ({
        low: num(low),
        medium: num(medium),
        high: num(high),
        critical: num(critical),
      }))(parsed<Record<AlertSeverity, number>>(r.findings)),
    };
  });
  return { ids: found.map((r) => r.id), subjects };
}

// ---------------------------------------------------------------------------------------------
// Audit

function criteriaForAudit(plan: CohortPlan) {
  const e = plan.echo;
  return {
    condition: e.condition,
    stage: e.stage,
    drug: e.drug ? { scope: e.drug.scope, drugIds: e.drug.drugs.map((d) => d.id) } : null,
    phenotype: e.phenotype,
    lab: e.lab
      ? { lab: e.lab.lab, min: e.lab.min, max: e.lab.max, withinDays: e.lab.withinDays }
      : null,
    age: e.age,
  };
}

const AUDIT_CHUNK = 1000;

/** One row for the query, one per subject whose row was shown or exported. */
async function audit(
  ctx: ResearchContext,
  request: FastifyRequest,
  action: 'research.cohort.query' | 'research.cohort.export',
  plan: CohortPlan,
  details: Record<string, unknown>,
  subjectIds: readonly string[],
) {
  const user = request.authUser!;
  await ctx.db.transaction(async (tx) => {
    await writeAudit(tx, {
      actorId: user.id,
      institutionId: user.institutionId,
      action,
      entityType: 'research_cohort',
      details: { role: user.role, criteria: criteriaForAudit(plan), ...details },
      requestId: String(request.id),
      ip: request.ip,
    });
    for (let i = 0; i < subjectIds.length; i += AUDIT_CHUNK) {
      await writeAuditRows(
        tx,
        subjectIds
          .slice(i, i + AUDIT_CHUNK)
          .map((id) =>
            patientAuditEntry(request, `${action}.subject`, id, { view: 'deidentified' }),
          ),
      );
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The three answers

export async function queryCohort(
  ctx: ResearchContext,
  request: FastifyRequest,
  input: { criteria: CohortCriteria; page: number; pageSize: number },
): Promise<CohortResponse> {
  const user = request.authUser!;
  const { plan, summary } = await plannedCohort(ctx, user, input.criteria, ctx.now());
  const total = num(summary.total);
  const small = isSmallCohort(total);
  const page =
    small || total === 0
      ? null
      : await subjectRows(ctx, plan, input.pageSize, (input.page - 1) * input.pageSize);
  await audit(
    ctx,
    request,
    'research.cohort.query',
    plan,
    { subjects: total, page: page ? input.page : null },
    page?.ids ?? [],
  );
  return {
    criteria: plan.echo,
    subjects: cell(total),
    suppressed: small,
    breakdowns: small ? null : breakdowns(ctx.kb, summary, plan.levels),
    hiddenLevels: ALERT_SEVERITIES.filter((s) => !plan.levels.includes(s)),
    table: page ? { page: input.page, pageSize: input.pageSize, rows: page.subjects } : null,
  };
}

export const EXPORT_PARTS = ['counts', 'subjects'] as const;
export type ExportPart = (typeof EXPORT_PARTS)[number];

/**
 * The cohort as CSV. `counts`: every breakdown, suppressed as on screen. `subjects`: one
 * de-identified row per subject, shifted dates; refused for a cohort of 1 to 4 subjects.
 */
export async function exportCohort(
  ctx: ResearchContext,
  request: FastifyRequest,
  criteria: CohortCriteria,
  part: ExportPart,
): Promise<{ filename: string; body: string }> {
  const user = request.authUser!;
  const nowMs = ctx.now();
  const { plan, summary } = await plannedCohort(ctx, user, criteria, nowMs);
  const total = num(summary.total);
  const small = isSmallCohort(total);
  const day = new Date(nowMs).toISOString().slice(0, 10);

  if (part === 'counts') {
    const table: CsvCell[][] = [['subjects', 'all', cell(total)]];
    if (!small) {
      const b = breakdowns(ctx.kb, summary, plan.levels);
      const add = (measure: string, groups: Array<{ key: string; subjects: CsvCell }>) => {
        for (const g of groups) table.push([measure, g.key, g.subjects]);
      };
      add('age band', b.ageBands);
      add('sex', b.sex);
      add('condition (ICD-10 category)', b.conditions);
      add('stage group', b.stages);
      add(
        'intervention',
        b.interventions.map((i) => ({ key: i.name, subjects: i.subjects })),
      );
      add(
        'phenotype',
        b.phenotypes.map((p) => ({ key: `${p.gene} ${p.phenotype}`, subjects: p.subjects })),
      );
      add('adverse event (interaction alert)', b.adverseEvents);
      add('research finding (alert kind)', b.findings);
    }
    await audit(ctx, request, 'research.cohort.export', plan, { part, subjects: total }, []);
    return {
      filename: `oncocds-cohort-counts-${day}.csv`,
      body: toCsv(['measure', 'group', 'subjects'], table),
    };
  }

  if (small) {
    throw new DomainError(
      'conflict',
      'Fewer than 5 subjects match: their rows are not exported. Widen the criteria.',
    );
  }
  if (total > MAX_EXPORT_SUBJECTS) {
    throw new DomainError(
      'conflict',
      `${total} subjects match; a row export holds at most ${MAX_EXPORT_SUBJECTS}. Narrow the criteria.`,
    );
  }
  const { ids, subjects } = await subjectRows(ctx, plan, MAX_EXPORT_SUBJECTS, 0);
  await audit(ctx, request, 'research.cohort.export', plan, { part, subjects: total }, ids);
  const labHeader = plan.echo.lab
    ? [`${plan.echo.lab.label} (${plan.echo.lab.unit})`, `${plan.echo.lab.label} date (shifted)`]
    : [];
  const header = [
    'subject',
    'age (years, 90 = 90 or older)',
    'age band',
    'sex',
    'conditions (ICD-10)',
    'condition names',
    'stages',
    'first diagnosis (shifted)',
    'interventions (active)',
    'phenotypes',
    ...labHeader,
    ...ALERT_SEVERITIES.filter((s) => plan.levels.includes(s)).map((s) => `${s} findings`),
  ];
  const join = (items: Array<string | null>) => items.filter((x): x is string => !!x).join('; ');
  const body = subjects.map((s) => {
    const dates = s.conditions
      .map((c) => c.diagnosed)
      .filter((d): d is string => !!d)
      .sort();
    return [
      s.label,
      s.ageYears,
      s.ageBand,
      s.sex,
      join(s.conditions.map((c) => c.icd10)),
      join(s.conditions.map((c) => c.name)),
      join(s.conditions.map((c) => c.stage)),
      dates[0] ?? null,
      join(s.interventions),
      join(s.phenotypes.map((p) => `${p.gene} ${p.phenotype}`)),
      ...(plan.echo.lab ? [s.lab?.value ?? null, s.lab?.measured ?? null] : []),
      ...ALERT_SEVERITIES.filter((l) => plan.levels.includes(l)).map((l) => s.findings[l]),
    ];
  });
  return { filename: `oncocds-cohort-subjects-${day}.csv`, body: toCsv(header, body) };
}
