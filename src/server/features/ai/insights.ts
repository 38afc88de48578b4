import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { roleProfile, seesIdentifiedPatients, term } from '../../../core/access';
import {
  ALERT_KINDS,
  ALERT_SEVERITIES,
  type AlertKind,
  type AlertSeverity,
} from '../../../core/alerts';
import { DomainError } from '../../../core/errors';
import { freshnessWindow } from '../../../core/knowledge/lab-freshness';
import { findLab } from '../../../core/patients';
import {
  actionableResults,
  AGE_BANDS,
  alertAgeBand,
  anthracyclineHeadroom,
  HEADROOM_BANDS,
  headroomBand,
  type ActionableResult,
  type AnthracyclineRow,
} from '../../../core/recommendations/insights';
import type { TreatmentDoseUnit } from '../../../core/patients';
import type { Db } from '../../../db/client';
import { writeAudit, writeAuditRows } from '../../lib/audit';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import type { PatientPrivacy } from '../../lib/patient-privacy';
import { patientAuditEntry } from '../../lib/patient-record';
import type { InsightsResponse } from './schemas';

/*
 * `/ai-insights` (issue 15): population insights for the caller's institution, computed from the
 * database on request. Set-based SQL scoped by institution (and active patients), grouped in the
 * database; the same engines as the patient view then read the grouped values (PGx phenotypes,
 * doxorubicin equivalents). Alerts are the ones stored at each patient's latest alert check, at
 * the levels the caller's role is shown. Drill-downs list patients with the label the patient
 * list gives the role (a pseudonym for researchers and students), and audit each patient listed.
 */

export interface InsightsContext {
  db: Db;
  kb: KnowledgeBase;
  privacy: PatientPrivacy;
  now: () => number;
}

const DAY = 86_400_000;
const DRILL_LIMIT = 200;

type Rows<T> = T[];
async function rows<T>(db: Db, query: SQL): Promise<Rows<T>> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const num = (v: unknown) => Number(v ?? 0);

function levelsOf(request: FastifyRequest): AlertSeverity[] {
  return [...(roleProfile(request.authUser!.role).alertLevels as readonly AlertSeverity[])];
}

const textArray = (items: readonly string[]) =>
  sql`string_to_array(${items.join(',')}, ',')::text[]`;

function antineoplasticIds(kb: KnowledgeBase): string[] {
  return kb.drugs.filter((d) => d.kind === 'antineoplastic').map((d) => d.id);
}

function anthracyclineIds(kb: KnowledgeBase): string[] {
  return kb.drugs
    .filter(
      (d) =>
        d.cumulativeLimit?.doxorubicinEquivalence !== undefined &&
        d.cumulativeLimit.unit === 'mg/m2',
    )
    .map((d) => d.id);
}

// ---------------------------------------------------------------------------------------------
// Pharmacogenomics

async function distinctResults(db: Db, institutionId: string) {
  return rows<{
    gene: string;
    diplotype: string | null;
    phenotype: string | null;
    patients: number;
  }>(
    db,
    sql`select g.gene, g.diplotype, g.phenotype, count(distinct g.patient_id)::int as patients
          from patient_genetics g join patients p on p.id = g.patient_id
         where p.institution_id = ${institutionId} and p.is_active
         group by g.gene, g.diplotype, g.phenotype`,
  );
}

function actionable(kb: KnowledgeBase, results: Awaited<ReturnType<typeof distinctResults>>) {
  return actionableResults(results, kb.pgx, (id) => kb.drugsById.get(id));
}

/** The actionable results as a recordset the database can join (gene, diplotype, phenotype, label, drugs). */
function actionableValues(found: readonly ActionableResult[]): SQL {
  const json = JSON.stringify(
    found.map((f) => ({
      gene: f.gene,
      diplotype: f.diplotype,
      phenotype: f.phenotype,
      label: f.label,
      drugs: f.drugs.map((d) => d.id).join(','),
    })),
  );
  return sql`jsonb_to_recordset(${json}::jsonb) as v(gene text, diplotype text, phenotype text, label text, drugs text)`;
}

async function pgxSection(
  ctx: InsightsContext,
  institutionId: string,
): Promise<InsightsResponse['pgx']> {
  const results = await distinctResults(ctx.db, institutionId);
  const [tested] = await rows<{ n: number }>(
    ctx.db,
    sql`select count(distinct g.patient_id)::int as n from patient_genetics g
          join patients p on p.id = g.patient_id where p.institution_id = ${institutionId} and p.is_active`,
  );
  const found = actionable(ctx.kb, results);
  const note =
    'Each stored result is read on its own by the CPIC engine (reduce, increase, avoid or choose an alternative); a patient’s own page also combines genes and applies CYP2D6 phenoconversion by their medications.';
  if (found.length === 0) {
    return {
      patientsTested: num(tested?.n),
      patientsActionable: 0,
      patientsOnAffectedDrug: 0,
      groups: [],
      note,
    };
  }
  const grouped = await rows<{ label: string; patients: number; on_drug: number }>(
    ctx.db,
    sql`with hits as (
          select g.patient_id, v.label, string_to_array(v.drugs, ',') as drugs
            from patient_genetics g
            join patients p on p.id = g.patient_id
            join ${actionableValues(found)}
              on v.gene = g.gene and v.diplotype is not distinct from g.diplotype
             and v.phenotype is not distinct from g.phenotype
           where p.institution_id = ${institutionId} and p.is_active)
        select h.label, count(distinct h.patient_id)::int as patients,
               count(distinct h.patient_id) filter (where exists (
                 select 1 from patient_medications m
                  where m.patient_id = h.patient_id and m.is_active and m.drug_ids && h.drugs))::int as on_drug
          from hits h group by h.label
        union all
        select '', count(distinct h.patient_id)::int,
               count(distinct h.patient_id) filter (where exists (
                 select 1 from patient_medications m
                  where m.patient_id = h.patient_id and m.is_active and m.drug_ids && h.drugs))::int
          from hits h`,
  );
  const total = grouped.find((g) => g.label === '');
  const drugsOf = new Map<string, Set<string>>();
  for (const f of found) {
    const set = drugsOf.get(f.label) ?? new Set<string>();
    for (const d of f.drugs) set.add(d.name);
    drugsOf.set(f.label, set);
  }
  return {
    patientsTested: num(tested?.n),
    patientsActionable: num(total?.patients),
    patientsOnAffectedDrug: num(total?.on_drug),
    groups: grouped
      .filter((g) => g.label !== '')
      .map((g) => ({
        key: g.label,
        label: g.label,
        patients: num(g.patients),
        onAffectedDrug: num(g.on_drug),
        drugs: [...(drugsOf.get(g.label) ?? [])].sort(),
      }))
      .sort((a, b) => b.patients - a.patients || (a.label < b.label ? -1 : 1)),
    note,
  };
}

// ---------------------------------------------------------------------------------------------
// Alerts

const KIND_LABEL: Record<AlertKind, string> = {
  interaction: 'Interaction',
  allergy: 'Allergy',
  pgx: 'Pharmacogenomic',
  renal: 'Renal dosing',
  hepatic: 'Hepatic dosing',
  lab: 'Pre-treatment lab',
  cumulative: 'Cumulative dose',
  duplicate: 'Duplicate therapy',
  qt: 'QT',
  unresolved: 'Unrecognised medication',
};

async function alertsSection(
  ctx: InsightsContext,
  request: FastifyRequest,
  institutionId: string,
): Promise<InsightsResponse['alerts']> {
  const levels = levelsOf(request);
  const identified = seesIdentifiedPatients(request.authUser!.role);
  const severities = textArray(levels);
  const byKind = await rows<{ kind: AlertKind; patients: number; alerts: number }>(
    ctx.db,
    sql`select a.kind, count(distinct a.patient_id)::int as patients, count(*)::int as alerts
          from patient_alerts a join patients p on p.id = a.patient_id
         where p.institution_id = ${institutionId} and p.is_active and a.is_current
           and a.severity = any(${severities})
         group by a.kind`,
  );
  const [withAlerts] = await rows<{ n: number }>(
    ctx.db,
    sql`select count(distinct a.patient_id)::int as n
          from patient_alerts a join patients p on p.id = a.patient_id
         where p.institution_id = ${institutionId} and p.is_active and a.is_current
           and a.severity = any(${severities})`,
  );
  const top = await rows<{
    key: string;
    kind: AlertKind;
    severity: AlertSeverity;
    title: string;
    drugs: string[] | string;
    patients: number;
    titles: number;
  }>(
    ctx.db,
    sql`select a.finding_key as key, min(a.kind) as kind, min(a.severity) as severity,
               (array_agg(a.title order by a.last_changed_at desc))[1] as title,
               (array_agg(a.drugs order by a.last_changed_at desc))[1] as drugs,
               count(distinct a.patient_id)::int as patients, count(distinct a.title)::int as titles
          from patient_alerts a join patients p on p.id = a.patient_id
         where p.institution_id = ${institutionId} and p.is_active and a.is_current
           and a.severity = any(${severities})
         group by a.finding_key
         order by patients desc, key
         limit 15`,
  );
  const order = new Map(ALERT_KINDS.map((k, i) => [k, i]));
  return {
    patientsWithAlerts: num(withAlerts?.n),
    byKind: byKind
      .map((k) => ({ kind: k.kind, patients: num(k.patients), alerts: num(k.alerts) }))
      .sort(
        (a, b) => b.patients - a.patients || (order.get(a.kind) ?? 0) - (order.get(b.kind) ?? 0),
      ),
    top: top.map((t) => {
      const drugs = (typeof t.drugs === 'string' ? JSON.parse(t.drugs) : t.drugs) as string[];
      return {
        key: t.key,
        kind: t.kind,
        severity: t.severity,
        // A title can quote what was typed (an allergen); de-identified views get kind and drugs.
        label: identified ? t.title : `${KIND_LABEL[t.kind]}: ${drugs.join(' + ')}`,
        patients: num(t.patients),
        titlesVary: identified && num(t.titles) > 1,
      };
    }),
    hiddenLevels: ALERT_SEVERITIES.filter((s) => !levels.includes(s)),
    note: 'Alerts as stored at each patient’s latest alert check (each time the patient’s alerts are opened); a patient whose alerts were never checked is not counted.',
  };
}

async function criticalSection(
  ctx: InsightsContext,
  request: FastifyRequest,
  institutionId: string,
): Promise<InsightsResponse['critical']> {
  const shown = levelsOf(request).includes('critical');
  const bands = AGE_BANDS.map((b) => ({ key: b.id, label: b.label, alerts: 0, patients: 0 }));
  if (!shown) return { shown, total: 0, bands };
  const list = await unacknowledgedCritical(ctx.db, institutionId);
  const nowMs = ctx.now();
  const patientsBy = new Map<string, Set<string>>();
  for (const r of list) {
    const band = alertAgeBand(new Date(r.raised).getTime(), nowMs);
    const entry = bands.find((b) => b.key === band);
    if (!entry) continue;
    entry.alerts += 1;
    const set = patientsBy.get(band) ?? new Set<string>();
    set.add(r.patient_id);
    patientsBy.set(band, set);
  }
  for (const b of bands) b.patients = patientsBy.get(b.key)?.size ?? 0;
  return { shown, total: list.length, bands };
}

function unacknowledgedCritical(db: Db, institutionId: string) {
  return rows<{
    id: string;
    patient_id: string;
    title: string;
    drugs: string[] | string;
    kind: AlertKind;
    raised: string;
  }>(
    db,
    sql`select a.id, a.patient_id, a.title, a.drugs, a.kind, a.first_raised_at as raised
          from patient_alerts a join patients p on p.id = a.patient_id
         where p.institution_id = ${institutionId} and p.is_active and a.is_current
           and a.severity = 'critical'
           and not exists (select 1 from alert_acknowledgements k
                            where k.alert_id = a.id and k.status in ('pending', 'confirmed'))`,
  );
}

// ---------------------------------------------------------------------------------------------
// Pre-treatment labs

/**
 * Each lab's own pre-cycle window (issue 20, `knowledge/alert-rules/lab-freshness.ts`): the labs
 * whose window differs from the default, with the earliest time a value of theirs still counts.
 */
function labWindows(ctx: InsightsContext, nowMs: number) {
  const rules = ctx.kb.alerts.rules;
  const defaultDays = rules.recency.preCycleDays;
  const own = new Map<string, number>();
  for (const entry of rules.labFreshness) {
    for (const lab of entry.labs) {
      const days = freshnessWindow(rules, lab, 'before-cycle').days;
      if (days !== defaultDays) own.set(lab, days);
    }
  }
  const since = (days: number) => new Date(nowMs - days * DAY).toISOString();
  const longest = Math.max(defaultDays, ...own.values());
  return { defaultDays, own, since, longest };
}

/**
 * The latest value of each catalogue lab within that lab's pre-cycle window, for patients on an
 * antineoplastic. Per patient, the labs index (patient, time) is read back to the longest window
 * only, so the cost follows the labs drawn in it, not the length of anyone's history.
 */
function latestLabsSql(ctx: InsightsContext, institutionId: string): SQL {
  const nowMs = ctx.now();
  const w = labWindows(ctx, nowMs);
  const earliest = w.since(w.longest);
  // A lab with its own window (LVEF 90 days, TSH 42) is current for longer than the default.
  const labSince =
    w.own.size === 0
      ? sql`${w.since(w.defaultDays)}::timestamptz`
      : sql`case l.lab_name ${sql.join(
          [...w.own].map(([lab, days]) => sql`when ${lab} then ${w.since(days)}::timestamptz`),
          sql` `,
        )} else ${w.since(w.defaultDays)}::timestamptz end`;
  const now = new Date(nowMs).toISOString();
  const today = now.slice(0, 10);
  return sql`treated as (
      select distinct m.patient_id from patient_medications m join patients p on p.id = m.patient_id
       where p.institution_id = ${institutionId} and p.is_active and m.is_active
         and (m.stop_date is null or m.stop_date > ${today}::date)
         and m.drug_ids && ${textArray(antineoplasticIds(ctx.kb))}),
    latest as (
      select t.patient_id, x.lab_name, x.is_abnormal, x.critical_flag, x.canonical_value,
             x.canonical_unit
        from treated t cross join lateral (
          select distinct on (l.lab_name) l.lab_name, l.is_abnormal, l.critical_flag,
                 l.canonical_value, l.canonical_unit
            from patient_labs l
           where l.patient_id = t.patient_id
             and l.measured_at >= ${earliest}::timestamptz and l.measured_at <= ${now}::timestamptz
             and l.measured_at >= ${labSince}
             and l.lab_name is not null and l.canonical_value is not null
           order by l.lab_name, l.measured_at desc) x)`;
}

async function labsSection(
  ctx: InsightsContext,
  institutionId: string,
): Promise<InsightsResponse['labs']> {
  // One pass: a row per lab, and the grand total (lab_name null) for the patient counts.
  const grouped = await rows<{
    lab_name: string | null;
    tested: number;
    abnormal: number;
    critical: number;
    patients: number;
    abnormal_patients: number;
    treated: number;
  }>(
    ctx.db,
    sql`with ${latestLabsSql(ctx, institutionId)}
        select lab_name, count(*)::int as tested,
               count(*) filter (where is_abnormal)::int as abnormal,
               count(*) filter (where critical_flag)::int as critical,
               count(distinct patient_id)::int as patients,
               count(distinct patient_id) filter (where is_abnormal)::int as abnormal_patients,
               (select count(*) from treated)::int as treated
          from latest group by grouping sets ((lab_name), ())`,
  );
  const total = grouped.find((g) => g.lab_name === null);
  const treated =
    total !== undefined
      ? num(total.treated)
      : num(
          (
            await rows<{ n: number }>(
              ctx.db,
              sql`with ${latestLabsSql(ctx, institutionId)} select count(*)::int as n from treated`,
            )
          )[0]?.n,
        );
  return {
    windowDays: ctx.kb.alerts.rules.recency.preCycleDays,
    patientsOnTreatment: treated,
    patientsWithoutRecentLabs: treated - num(total?.patients),
    patientsWithAbnormal: num(total?.abnormal_patients),
    byLab: grouped
      .filter((l): l is typeof l & { lab_name: string } => l.lab_name !== null)
      .filter((l) => num(l.abnormal) > 0)
      .map((l) => ({
        key: l.lab_name,
        label: findLab(l.lab_name)?.label ?? l.lab_name,
        tested: num(l.tested),
        abnormal: num(l.abnormal),
        critical: num(l.critical),
      }))
      .sort((a, b) => b.abnormal - a.abnormal || (a.label < b.label ? -1 : 1)),
  };
}

// ---------------------------------------------------------------------------------------------
// Cumulative anthracycline headroom

async function anthracyclineRows(
  ctx: InsightsContext,
  institutionId: string,
): Promise<AnthracyclineRow[]> {
  const ids = anthracyclineIds(ctx.kb);
  if (ids.length === 0) return [];
  const today = new Date(ctx.now()).toISOString().slice(0, 10);
  const list = await rows<{
    patient_id: string;
    height_cm: number | null;
    weight_kg: number | null;
    drug_id: string;
    dose_unit: TreatmentDoseUnit;
    dose: number;
  }>(
    ctx.db,
    sql`select t.patient_id, p.height_cm, p.weight_kg, d.drug_id, t.dose_unit, sum(t.dose) as dose
          from patient_treatments t
          join patients p on p.id = t.patient_id
          cross join lateral unnest(t.drug_ids) as d(drug_id)
         where p.institution_id = ${institutionId} and p.is_active
           and t.drug_ids && ${textArray(ids)} and d.drug_id = any(${textArray(ids)})
           and t.given_on <= ${today}::date
         group by t.patient_id, p.height_cm, p.weight_kg, d.drug_id, t.dose_unit`,
  );
  return list.map((r) => ({
    patientId: r.patient_id,
    heightCm: r.height_cm === null ? null : Number(r.height_cm),
    weightKg: r.weight_kg === null ? null : Number(r.weight_kg),
    drugId: r.drug_id,
    dose: Number(r.dose),
    unit: r.dose_unit,
  }));
}

async function headroomSection(
  ctx: InsightsContext,
  institutionId: string,
): Promise<InsightsResponse['headroom']> {
  const headroom = anthracyclineHeadroom(
    await anthracyclineRows(ctx, institutionId),
    ctx.kb.drugsById,
  );
  return {
    patientsWithAnthracycline: headroom.length,
    bands: HEADROOM_BANDS.map((b) => ({
      key: b.id,
      label: b.label,
      patients: headroom.filter((h) => headroomBand(h.percentOfLimit) === b.id).length,
    })),
    uncountedPatients: headroom.filter((h) => h.uncounted.length > 0).length,
    note: 'Doxorubicin equivalents from the treatment history against the lowest lifetime limit of the anthracyclines given (drug records); prior chest radiation, which lowers the limit, is not recorded here.',
  };
}

export async function institutionInsights(
  ctx: InsightsContext,
  request: FastifyRequest,
): Promise<InsightsResponse> {
  const institutionId = request.authUser!.institutionId;
  const [active] = await rows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from patients where institution_id = ${institutionId} and is_active`,
  );
  const [pgx, alerts, critical, labs, headroom] = [
    await pgxSection(ctx, institutionId),
    await alertsSection(ctx, request, institutionId),
    await criticalSection(ctx, request, institutionId),
    await labsSection(ctx, institutionId),
    await headroomSection(ctx, institutionId),
  ];
  // Issue 21 finding 6: the dashboard reads every active patient's record of the institution in
  // aggregate; one row records who looked, when, and over how many patients (the drill-downs,
  // which name patients, write one row per patient shown).
  const user = request.authUser!;
  await writeAudit(ctx.db, {
    actorId: user.id,
    institutionId,
    action: 'ai.insights.read',
    entityType: 'institution_insights',
    entityId: institutionId,
    details: { role: user.role, patients: num(active?.n) },
    requestId: String(request.id),
    ip: request.ip,
  });
  return {
    computedAt: new Date(ctx.now()).toISOString(),
    patients: { active: num(active?.n) },
    pgx,
    alerts,
    critical,
    labs,
    headroom,
  };
}

// ---------------------------------------------------------------------------------------------
// Drill-downs

interface Hit {
  patientId: string;
  detail: string;
}

async function labelled(
  ctx: InsightsContext,
  request: FastifyRequest,
  hits: Hit[],
): Promise<Array<{ patientId: string; label: string; detail: string }>> {
  if (hits.length === 0) return [];
  const role = request.authUser!.role;
  const identified = seesIdentifiedPatients(role);
  const ids = hits.map((h) => h.patientId);
  const names = await rows<{ id: string; first_name: string; last_name: string }>(
    ctx.db,
    sql`select id, first_name, last_name from patients
         where institution_id = ${request.authUser!.institutionId} and id = any(${sql`string_to_array(${ids.join(',')}, ',')::uuid[]`})`,
  );
  const byId = new Map(names.map((n) => [n.id, n]));
  const out = hits.flatMap((h) => {
    const n = byId.get(h.patientId);
    if (!n) return [];
    return [
      {
        patientId: h.patientId,
        label: identified
          ? `${n.last_name}, ${n.first_name}`
          : `${term(role, 'patient')} ${ctx.privacy.pseudonym(h.patientId)}`,
        detail: h.detail,
      },
    ];
  });
  return out.sort((a, b) => (a.label.toLowerCase() < b.label.toLowerCase() ? -1 : 1));
}

async function drillHits(
  ctx: InsightsContext,
  request: FastifyRequest,
  section: string,
  key: string,
): Promise<{ title: string; hits: Hit[] }> {
  const institutionId = request.authUser!.institutionId;
  const levels = levelsOf(request);
  const identified = seesIdentifiedPatients(request.authUser!.role);
  const notFound = () => new DomainError('not_found', `No ${section} insight "${key}"`);
  switch (section) {
    case 'pgx': {
      const found = actionable(ctx.kb, await distinctResults(ctx.db, institutionId)).filter(
        (f) => f.label === key,
      );
      if (found.length === 0) throw notFound();
      const list = await rows<{ patient_id: string; on_drugs: string[] | null }>(
        ctx.db,
        sql`select g.patient_id,
                   array(select distinct d from patient_medications m, unnest(m.drug_ids) d
                          where m.patient_id = g.patient_id and m.is_active
                            and d = any(string_to_array(v.drugs, ','))) as on_drugs
              from patient_genetics g join patients p on p.id = g.patient_id
              join ${actionableValues(found)}
                on v.gene = g.gene and v.diplotype is not distinct from g.diplotype
               and v.phenotype is not distinct from g.phenotype
             where p.institution_id = ${institutionId} and p.is_active`,
      );
      const onDrugs = new Map<string, Set<string>>();
      for (const r of list) {
        const set = onDrugs.get(r.patient_id) ?? new Set<string>();
        for (const d of r.on_drugs ?? []) set.add(ctx.kb.drugsById.get(d)?.name ?? d);
        onDrugs.set(r.patient_id, set);
      }
      return {
        title: key,
        hits: [...onDrugs].map(([patientId, drugs]) => ({
          patientId,
          detail:
            drugs.size > 0 ? `On ${[...drugs].sort().join(', ')}` : 'Not on an affected drug now',
        })),
      };
    }
    case 'alert-kind':
    case 'alert': {
      if (section === 'alert-kind' && !(ALERT_KINDS as readonly string[]).includes(key))
        throw notFound();
      const where = section === 'alert' ? sql`a.finding_key = ${key}` : sql`a.kind = ${key}`;
      const list = await rows<{
        patient_id: string;
        titles: string[];
        kinds: AlertKind[];
        drugs: string;
      }>(
        ctx.db,
        sql`select a.patient_id, array_agg(a.title order by a.severity, a.title) as titles,
                   array_agg(a.kind order by a.severity, a.title) as kinds,
                   json_agg(a.drugs order by a.severity, a.title)::text as drugs
              from patient_alerts a join patients p on p.id = a.patient_id
             where p.institution_id = ${institutionId} and p.is_active and a.is_current
               and a.severity = any(${textArray(levels)}) and ${where}
             group by a.patient_id`,
      );
      if (section === 'alert' && list.length === 0) throw notFound();
      return {
        title:
          section === 'alert-kind'
            ? `${KIND_LABEL[key as AlertKind]} alerts`
            : 'Patients with this alert',
        hits: list.map((r) => {
          const drugs = JSON.parse(r.drugs) as string[][];
          const titles = identified
            ? r.titles
            : r.kinds.map((k, i) => `${KIND_LABEL[k]}: ${(drugs[i] ?? []).join(' + ')}`);
          return { patientId: r.patient_id, detail: titles.slice(0, 3).join('; ') };
        }),
      };
    }
    case 'critical': {
      const band = AGE_BANDS.find((b) => b.id === key);
      if (!band) throw notFound();
      if (!levels.includes('critical')) {
        throw new DomainError('forbidden', 'Your role is not shown critical alerts');
      }
      const nowMs = ctx.now();
      const list = (await unacknowledgedCritical(ctx.db, institutionId)).filter(
        (r) => alertAgeBand(new Date(r.raised).getTime(), nowMs) === band.id,
      );
      const byPatient = new Map<string, string[]>();
      for (const r of list) {
        const days = Math.floor((nowMs - new Date(r.raised).getTime()) / DAY);
        const drugs = (typeof r.drugs === 'string' ? JSON.parse(r.drugs) : r.drugs) as string[];
        const what = identified ? r.title : `${KIND_LABEL[r.kind]}: ${drugs.join(' + ')}`;
        byPatient.set(r.patient_id, [
          ...(byPatient.get(r.patient_id) ?? []),
          `${what} (${days} d)`,
        ]);
      }
      return {
        title: `Unacknowledged critical alerts: ${band.label.toLowerCase()}`,
        hits: [...byPatient].map(([patientId, items]) => ({ patientId, detail: items.join('; ') })),
      };
    }
    case 'labs': {
      const lab = findLab(key);
      if (!lab) throw notFound();
      const list = await rows<{
        patient_id: string;
        canonical_value: number;
        canonical_unit: string;
        critical_flag: boolean | null;
      }>(
        ctx.db,
        sql`with ${latestLabsSql(ctx, institutionId)}
            select patient_id, canonical_value, canonical_unit, critical_flag from latest
             where lab_name = ${lab.name} and is_abnormal`,
      );
      return {
        title: `Abnormal ${lab.label} before treatment`,
        hits: list.map((r) => ({
          patientId: r.patient_id,
          detail:
            `${lab.label} ${Number(r.canonical_value)} ${r.canonical_unit ?? ''}${r.critical_flag ? ' (critical)' : ''}`.trim(),
        })),
      };
    }
    case 'headroom': {
      const band = HEADROOM_BANDS.find((b) => b.id === key);
      if (!band) throw notFound();
      const list = anthracyclineHeadroom(
        await anthracyclineRows(ctx, institutionId),
        ctx.kb.drugsById,
      ).filter((h) => headroomBand(h.percentOfLimit) === band.id);
      return {
        title: `Anthracycline exposure: ${band.label.toLowerCase()}`,
        hits: list.map((h) => ({
          patientId: h.patientId,
          detail: `${h.usedMgM2} of ${h.limitMgM2} mg/m² doxorubicin equivalents (${h.percentOfLimit}%)${h.uncounted.length > 0 ? `; ${h.uncounted.length} dose(s) could not be counted` : ''}`,
        })),
      };
    }
  }
  throw notFound();
}

export async function insightPatients(
  ctx: InsightsContext,
  request: FastifyRequest,
  section: 'pgx' | 'alert-kind' | 'alert' | 'critical' | 'labs' | 'headroom',
  key: string,
) {
  const { title, hits } = await drillHits(ctx, request, section, key);
  const items = await labelled(ctx, request, hits);
  const shown = items.slice(0, DRILL_LIMIT);
  await writeAuditRows(
    ctx.db,
    shown.map((i) => patientAuditEntry(request, 'patient.insight.list', i.patientId, { section })),
  );
  return {
    section,
    key,
    title,
    identified: seesIdentifiedPatients(request.authUser!.role),
    items: shown,
    total: items.length,
    truncated: items.length > shown.length,
  };
}
