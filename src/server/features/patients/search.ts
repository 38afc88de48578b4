import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { roleProfile, seesIdentifiedPatients } from '../../../core/access';
import type { AlertSeverity } from '../../../core/alerts';
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

function nameMatch(text: string): SQL {
  const parts = words(text).map(
    (w) => sql`lower(p.first_name || ' ' || p.last_name) like ${contains(w)}`,
  );
  return sql.join(parts, sql` and `);
}

function mrnMatch(text: string): SQL {
  return sql`lower(p.mrn) like ${`${likeEscape(text.trim().toLowerCase())}%`}`;
}

/** Patients with a condition whose code starts with `text` (ICD-10) or whose name holds every word. */
function conditionMatch(text: string, identified: boolean): SQL | null {
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
  return match ? sql`p.id in (select c.patient_id from patient_conditions c where ${match})` : null;
}

/**
 * Patients with an active order for the drug: by knowledge-base id when the text resolves as the
 * checker resolves it, else (identified views only) by the name as written.
 */
function drugMatch(ctx: PatientsContext, text: string, identified: boolean): SQL | null {
  const drug = resolveDrugName(ctx.kb, text);
  if (drug.resolved) {
    return sql`p.id in (select m.patient_id from patient_medications m where m.is_active and m.drug_ids @> ${`{${drug.drugIds.join(',')}}`}::text[])`;
  }
  if (!identified) return null;
  return sql`p.id in (select m.patient_id from patient_medications m where m.is_active and lower(m.drug_name) like ${contains(text)})`;
}

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
  if (query.name) where.push(nameMatch(query.name));
  if (query.mrn) where.push(mrnMatch(query.mrn));
  if (query.condition) where.push(conditionMatch(query.condition, identified) ?? NOTHING);
  if (query.drug) where.push(drugMatch(ctx, query.drug, identified) ?? NOTHING);
  if (query.q) {
    const any = [
      identified ? nameMatch(query.q) : null,
      identified ? mrnMatch(query.q) : null,
      conditionMatch(query.q, identified),
      drugMatch(ctx, query.q, identified),
    ].filter((s): s is SQL => s !== null);
    where.push(any.length > 0 ? sql`(${sql.join(any, sql` or `)})` : NOTHING);
  }
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

function orderBy(sort: NonNullable<PatientListQuery['sort']>): SQL {
  switch (sort) {
    case 'name':
      return sql`lower(p.last_name), lower(p.first_name), p.id`;
    case '-name':
      return sql`lower(p.last_name) desc, lower(p.first_name) desc, p.id desc`;
    case 'mrn':
      return sql`p.mrn, p.id`;
    case '-mrn':
      return sql`p.mrn desc, p.id desc`;
    case 'updated':
      return sql`p.updated_at, p.id`;
    case '-updated':
      return sql`p.updated_at desc, p.id desc`;
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

  const page = (await ctx.db.execute(sql`
    select p.id, p.first_name, p.last_name, p.mrn, p.date_of_birth::text as date_of_birth, p.sex,
      p.is_active, p.is_demo, p.updated_at,
      (select count(*) from patient_medications m where m.patient_id = p.id and m.is_active)
        as active_medications,
      (select coalesce(json_agg(json_build_object('name', c.name, 'icd10', c.icd10)
                       order by c.created_at, c.id), '[]'::json)
         from patient_conditions c
        where c.patient_id = p.id and c.status in ('active', 'recurrence', 'relapse'))
        as conditions,
      al.critical, al.high, al.medium, al.low
    from patients p
    cross join lateral (
      select ${level('critical')} as critical, ${level('high')} as high,
             ${level('medium')} as medium, ${level('low')} as low
        from patient_alerts a
       where a.patient_id = p.id and ${unacknowledged(levels.length > 0 ? levels : ['critical'])}
    ) al
    where ${where}
    order by ${orderBy(sort)}
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`)) as unknown as {
    rows: ListRow[];
  };
  const counted = (await ctx.db.execute(
    sql`select count(*) as n from patients p where ${where}`,
  )) as unknown as { rows: Array<{ n: number | string }> };
  const total = counted.rows[0];

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
  return { items, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}
