import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { roleProfile, seesIdentifiedPatients } from '../../../core/access';
import type { AlertSeverity } from '../../../core/alerts';
import { alertRefresher } from '../../lib/alert-cache';
import { DomainError } from '../../../core/errors';
import {
  isClinicalVocabulary,
  reportedAge,
  ageInYears,
  shiftTimestamp,
} from '../../../core/patients';
import { writeAuditRows } from '../../lib/audit';
import { patientAuditEntry, resolveDrugName } from '../../lib/patient-record';
import type { PatientListItem, PatientListQuery } from './schemas';
import type { PatientsContext } from './service';
import { patientLabel, type ViewContext } from './views';

/*
 * The patient list: search, filters and paging in two statements (the page and its total), both
 * within the caller's institution and served by the indexes in db/schema/patients.ts (trigram
 * for names, conditions and drug names, a prefix index for MRNs, GIN over resolved drug ids).
 * Each sub-search is an `id in (subquery)` that PostgreSQL hashes once, instead of a probe per
 * patient. De-identified roles cannot search by name or MRN, and match conditions by ICD-10
 * prefix or clinical words only, so a search cannot probe free text they are not shown.
 */

/** `%`, `_` and `\` are LIKE wildcards; a typed one must match itself. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (text: string) => `%${likeEscape(text.toLowerCase())}%`;

const words = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0);

const ICD10_PREFIX = /^[A-Za-z]\d[0-9A-Za-z]?(\.[0-9A-Za-z]{0,4})?$/;

/** Every word somewhere in "first last" (trigram index). `alias` names the patients row. */
function nameMatch(text: string, alias = 'p'): SQL {
  const a = sql.raw(alias);
  const parts = words(text).map(
    (w) => sql`lower(${a}.first_name || ' ' || ${a}.last_name) like ${contains(w)}`,
  );
  return sql.join(parts, sql` and `);
}

/** The MRN as typed, from its start (prefix index). */
function mrnMatch(text: string, alias = 'p'): SQL {
  return sql`lower(${sql.raw(alias)}.mrn) like ${`${likeEscape(text.trim().toLowerCase())}%`}`;
}

/**
 * Ids of patients with a condition whose code starts with `text` (ICD-10) or whose name holds
 * every word.
 */
function conditionIds(text: string, identified: boolean): SQL | null {
  const t = text.trim();
  const byCode = ICD10_PREFIX.test(t)
    ? sql`c.icd10 like ${`${likeEscape(t.toUpperCase())}%`}`
    : null;
  const byName =
    identified || isClinicalVocabulary(t)
      ? sql.join(
          words(t).map((w) => sql`lower(c.name) like ${contains(w)}`),
          sql` and `,
        )
      : null;
  const match = byCode && byName ? sql`(${byCode} or (${byName}))` : (byCode ?? byName);
  return match ? sql`select c.patient_id from patient_conditions c where ${match}` : null;
}

const textArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** Ids of patients with an active order for any of these knowledge-base drugs (GIN index). */
function onDrugs(drugIds: readonly string[]): SQL {
  return sql`select m.patient_id from patient_medications m
    where m.is_active and m.drug_ids && ${textArray(drugIds)}::text[]`;
}

/**
 * Ids of patients with an active order for the drug named exactly as the checker resolves it, or,
 * when nothing resolves and the caller sees identified records, an unresolved order written so.
 */
function drugIds(ctx: PatientsContext, text: string, identified: boolean): SQL | null {
  const drug = resolveDrugName(ctx.kb, text);
  if (drug.resolved) return onDrugs(drug.drugIds);
  return identified ? unresolvedDrugIds(text) : null;
}

function unresolvedDrugIds(text: string): SQL {
  return sql`select m.patient_id from patient_medications m
    where m.is_active and not m.resolved and lower(m.drug_name) like ${contains(text)}`;
}

/**
 * What free text `q` finds: each kind of match is its own indexed lookup and the ids are unioned,
 * instead of testing every patient against every kind. A drug is matched by exact resolution or
 * by the start of a name (a searcher types "cape"), never by fuzzy similarity.
 */
function anyMatchIds(
  ctx: PatientsContext,
  text: string,
  identified: boolean,
  institutionId: string,
): SQL | null {
  const exact = resolveDrugName(ctx.kb, text);
  const started = exact.resolved
    ? exact.drugIds
    : ctx.kb.search
        .search(text, 5)
        .filter((h) => h.score >= PREFIX_SCORE)
        .map((h) => h.drug.id);
  const branches = [
    identified
      ? sql`select x.id from patients x where x.institution_id = ${institutionId} and ${nameMatch(text, 'x')}`
      : null,
    identified
      ? sql`select x.id from patients x where x.institution_id = ${institutionId} and ${mrnMatch(text, 'x')}`
      : null,
    conditionIds(text, identified),
    started.length > 0 ? onDrugs(started) : null,
    identified && !exact.resolved ? unresolvedDrugIds(text) : null,
  ].filter((b): b is SQL => b !== null);
  return branches.length > 0 ? sql.join(branches, sql` union all `) : null;
}

/** The drug index's band for a match at the start of a name, brand or later word. */
const PREFIX_SCORE = 700;

const NOTHING = sql`false`;

/** Whole years: born on or before this date is at least `years` old today. */
function bornBy(nowMs: number, years: number): string {
  const now = new Date(nowMs);
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

function unacknowledged(levels: readonly AlertSeverity[]): SQL {
  const list = sql.join(
    levels.map((l) => sql`${l}`),
    sql`, `,
  );
  return sql`a.is_current and a.severity in (${list}) and not exists (
    select 1 from alert_acknowledgements k where k.alert_id = a.id and k.status = 'confirmed')`;
}

function filters(
  ctx: PatientsContext,
  request: FastifyRequest,
  query: PatientListQuery,
  visibleLevels: readonly AlertSeverity[],
): SQL[] {
  const user = request.authUser!;
  const identified = seesIdentifiedPatients(user.role);
  if (!identified && (query.name || query.mrn)) {
    throw new DomainError(
      'forbidden',
      'Your role sees de-identified records and cannot search by name or MRN',
    );
  }
  const where: SQL[] = [sql`p.institution_id = ${user.institutionId}`];
  if (query.status !== 'all') where.push(sql`p.is_active = ${query.status === 'active'}`);
  if (query.sex) where.push(sql`p.sex = ${query.sex}`);
  const nowMs = ctx.now();
  if (query.ageMin !== undefined)
    where.push(sql`p.date_of_birth <= ${bornBy(nowMs, query.ageMin)}`);
  if (query.ageMax !== undefined) {
    where.push(sql`p.date_of_birth > ${bornBy(nowMs, query.ageMax + 1)}`);
  }
  const within = (ids: SQL | null) => (ids ? sql`p.id in (${ids})` : NOTHING);
  if (query.name) where.push(nameMatch(query.name));
  if (query.mrn) where.push(mrnMatch(query.mrn));
  if (query.condition) where.push(within(conditionIds(query.condition, identified)));
  if (query.drug) where.push(within(drugIds(ctx, query.drug, identified)));
  if (query.q) where.push(within(anyMatchIds(ctx, query.q, identified, user.institutionId)));
  if (query.alerts && query.alerts.length > 0) {
    const wanted = query.alerts.filter((s) => visibleLevels.includes(s));
    where.push(
      wanted.length > 0
        ? sql`p.id in (select a.patient_id from patient_alerts a where ${unacknowledged(wanted)})`
        : NOTHING,
    );
  }
  return where;
}

function orderBy(sort: NonNullable<PatientListQuery['sort']>, alias: string): SQL {
  const a = alias;
  switch (sort) {
    case 'name':
      return sql.raw(`lower(${a}.last_name), lower(${a}.first_name), ${a}.id`);
    case '-name':
      return sql.raw(`lower(${a}.last_name) desc, lower(${a}.first_name) desc, ${a}.id desc`);
    case 'mrn':
      return sql.raw(`${a}.mrn, ${a}.id`);
    case '-mrn':
      return sql.raw(`${a}.mrn desc, ${a}.id desc`);
    case 'updated':
      return sql.raw(`${a}.updated_at, ${a}.id`);
    case '-updated':
      return sql.raw(`${a}.updated_at desc, ${a}.id desc`);
  }
}

interface ListRow {
  id: string;
  first_name: string;
  last_name: string;
  mrn: string;
  date_of_birth: string;
  sex: PatientListItem['sex'];
  is_active: boolean;
  is_demo: boolean;
  updated_at: string | Date;
  /** Matches of a search, counted with the page; null for a plain list. */
  total: number | string | null;
  active_medications: number | string;
  conditions: Array<{ name: string; icd10: string | null }> | string;
  critical: number | string;
  high: number | string;
  medium: number | string;
  low: number | string;
}

const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

export async function listPatients(
  ctx: PatientsContext,
  request: FastifyRequest,
  query: PatientListQuery,
  view: ViewContext,
) {
  const user = request.authUser!;
  const identified = seesIdentifiedPatients(user.role);
  const sort = query.sort ?? (identified ? 'name' : '-updated');
  if (!identified && (sort.endsWith('name') || sort.endsWith('mrn'))) {
    throw new DomainError(
      'forbidden',
      'Your role sees de-identified records and cannot sort by name or MRN',
    );
  }
  const levels = roleProfile(user.role).alertLevels as readonly AlertSeverity[];
  const where = sql.join(filters(ctx, request, query, levels), sql` and `);
  const level = (s: AlertSeverity) =>
    levels.includes(s) ? sql`count(*) filter (where a.severity = ${s})` : sql`0`;
  const unacknowledgedHere = unacknowledged(levels.length > 0 ? levels : ['critical']);

  // A search's matches are found once and counted in the same pass (window count); a plain list
  // instead walks the name index to its page and counts separately, which is cheaper than
  // counting every row before the first is sent.
  const searching = Boolean(
    query.q || query.name || query.mrn || query.condition || query.drug || query.alerts?.length,
  );
  // The page is chosen first (filter, order, limit), and only its rows are then decorated with
  // their conditions, medication count and alert counts.
  const readPage = async () =>
    (await ctx.db.execute(sql`
    with hits as (
      select p.id, p.first_name, p.last_name, p.mrn, p.date_of_birth, p.sex, p.is_active,
             p.is_demo, p.updated_at, ${searching ? sql`count(*) over ()` : sql`null::bigint`} as total
        from patients p
       where ${where}
       order by ${orderBy(sort, 'p')}
       limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
    )
    select h.id, h.first_name, h.last_name, h.mrn, h.date_of_birth::text as date_of_birth, h.sex,
      h.is_active, h.is_demo, h.updated_at, h.total,
      (select count(*) from patient_medications m where m.patient_id = h.id and m.is_active)
        as active_medications,
      (select coalesce(json_agg(json_build_object('name', c.name, 'icd10', c.icd10)
                       order by c.created_at, c.id), '[]'::json)
         from patient_conditions c
        where c.patient_id = h.id and c.status in ('active', 'recurrence', 'relapse'))
        as conditions,
      al.critical, al.high, al.medium, al.low
    from hits h
    cross join lateral (
      select ${level('critical')} as critical, ${level('high')} as high,
             ${level('medium')} as medium, ${level('low')} as low
        from patient_alerts a
       where a.patient_id = h.id and ${unacknowledgedHere}
    ) al
    order by ${orderBy(sort, 'h')}`)) as unknown as {
      rows: ListRow[];
    };
  // Only the counts of rows already read, when the refresh below changed some.
  const withCounts = async (rows: ListRow[]): Promise<ListRow[]> => {
    const ids = sql.join(
      rows.map((r) => sql`${r.id}::uuid`),
      sql`, `,
    );
    const counted = (await ctx.db.execute(sql`
      select a.patient_id as id, ${level('critical')} as critical, ${level('high')} as high,
             ${level('medium')} as medium, ${level('low')} as low
        from patient_alerts a
       where a.patient_id in (${ids}) and ${unacknowledgedHere}
       group by a.patient_id`)) as unknown as {
      rows: Array<Pick<ListRow, 'id' | 'critical' | 'high' | 'medium' | 'low'>>;
    };
    const byId = new Map(counted.rows.map((c) => [c.id, c]));
    return rows.map((r) => ({ ...r, critical: 0, high: 0, medium: 0, low: 0, ...byId.get(r.id) }));
  };
  let page = await readPage();
  // Alert counts come from the stored alerts: a record changed (or never opened) since its alerts
  // were last evaluated is evaluated now, so the list is right before anyone opens it. The page
  // holds the same patients in the same order afterwards (no sort reads alerts, and evaluating
  // them moves no record's updated_at) unless it is filtered by alerts, so only then is the whole
  // page read again; otherwise only its counts (~17 ms saved on 10,000 patients, issue 24).
  const refresh = alertRefresher(ctx.db);
  if (refresh && page.rows.length > 0) {
    const seen = page.rows.map((r) => ({ id: r.id, updatedAt: toDate(r.updated_at) }));
    if ((await refresh(request, seen)) > 0) {
      page = query.alerts?.length ? await readPage() : { rows: await withCounts(page.rows) };
    }
  }
  let total = page.rows[0]?.total ?? null;
  if (total === null) {
    // A plain list, or a page past the last match: count on its own.
    const counted = (await ctx.db.execute(
      sql`select count(*) as n from patients p where ${where}`,
    )) as unknown as { rows: Array<{ n: number | string }> };
    total = counted.rows[0]?.n ?? 0;
  }

  const nowMs = ctx.now();
  const items: PatientListItem[] = page.rows.map((r) => {
    const shift = identified ? null : view.privacy.shiftDays(r.id);
    const age = ageInYears(r.date_of_birth, nowMs);
    const conditions = typeof r.conditions === 'string' ? JSON.parse(r.conditions) : r.conditions;
    const updated = toDate(r.updated_at).toISOString();
    return {
      id: r.id,
      identified,
      label: patientLabel(view, { id: r.id, firstName: r.first_name, lastName: r.last_name }),
      ...(identified
        ? {
            firstName: r.first_name,
            lastName: r.last_name,
            mrn: r.mrn,
            dateOfBirth: r.date_of_birth,
          }
        : {}),
      sex: r.sex,
      ageYears: identified ? age : reportedAge(age),
      isActive: r.is_active,
      isDemo: r.is_demo,
      conditions: (conditions as Array<{ name: string; icd10: string | null }>).map((c) => ({
        name: identified || isClinicalVocabulary(c.name) ? c.name : null,
        icd10: c.icd10,
      })),
      activeMedicationCount: Number(r.active_medications),
      alertCounts: {
        critical: Number(r.critical),
        high: Number(r.high),
        medium: Number(r.medium),
        low: Number(r.low),
      },
      lastUpdated: shift === null ? updated : shiftTimestamp(updated, shift),
    };
  });

  // Each patient shown is a read of that patient: one audit row each, without the search text.
  await writeAuditRows(
    ctx.db,
    items.map((item) =>
      patientAuditEntry(request, 'patient.list', item.id, {
        view: identified ? 'identified' : 'deidentified',
      }),
    ),
  );
  return { items, total: Number(total), page: query.page, pageSize: query.pageSize };
}
