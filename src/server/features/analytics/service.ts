import { and, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  acknowledgementSummary,
  analyticsCsvTable,
  bucketFor,
  cardOutcomes,
  CHECK_KEYS,
  countsByKey,
  phenotypeDistribution,
  platformFamily,
  rangeBounds,
  resolveRange,
  seriesTotals,
  timeSeries,
  toCsv,
  topDrugs,
  type AlertOutcomeRow,
  type AnalyticsCsvSection,
  type AnalyticsSummary,
  type DateRange,
  type DayCount,
} from '../../../core/analytics';
import { ALERT_SEVERITIES } from '../../../core/alerts';
import { DomainError } from '../../../core/errors';
import { FEEDBACK_TYPES, PRIORITIES } from '../../../core/feedback';
import type { Db } from '../../../db/client';
import { pushSubscriptions } from '../../../db/schema';
import { writeAudit } from '../../lib/audit';
import { encryptSecret, sha256Hex } from '../../lib/crypto';
import { recordEvent, type EventBuffer } from '../../lib/events';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import { orderedId } from '../../lib/ordered-id';
import type { AuthUser } from '../../plugins/auth';
import type { AnalyticsQuery, PushSubscriptionInput, PwaInstallInput } from './schemas';

/*
 * /analytics (issue 15): every figure is counted from analytics_events of the caller's
 * institution (a row stands for `count` identical events, so figures are sums, never row counts),
 * grouped in SQL (the index on institution, type and time serves each query) and
 * shaped by the pure helpers of core/analytics. Nothing is estimated: a new institution sees
 * zeros and empty lists.
 */

export interface AnalyticsContext {
  db: Db;
  kb: KnowledgeBase;
  events: EventBuffer;
  now: () => number;
  sealKey: Buffer;
}

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const num = (v: unknown) => Number(v ?? 0);
const DAY = sql.raw(`to_char(e.occurred_at at time zone 'UTC', 'YYYY-MM-DD')`);

function scope(institutionId: string, range: DateRange, type: string | SQL): SQL {
  const { start, end } = rangeBounds(range);
  const typeMatch = typeof type === 'string' ? sql`e.type = ${type}` : type;
  return sql`e.institution_id = ${institutionId} and ${typeMatch}
    and e.occurred_at >= ${start.toISOString()} and e.occurred_at < ${end.toISOString()}`;
}

export function resolveQueryRange(query: AnalyticsQuery, nowMs: number): DateRange {
  const checked = resolveRange(query, nowMs);
  if (!checked.ok) {
    const path = `querystring.${checked.field}`;
    throw new DomainError('validation', `Invalid request: ${path}: ${checked.message}`, [
      { path, message: checked.message },
    ]);
  }
  return checked.range;
}

export async function analyticsSummary(
  ctx: AnalyticsContext,
  user: AuthUser,
  query: AnalyticsQuery,
): Promise<AnalyticsSummary> {
  const range = resolveQueryRange(query, ctx.now());
  // Checks and searches of the last moments are still in the write buffer: write them first, so
  // a check made just before opening the page is counted.
  await ctx.events.flush();
  const db = ctx.db;
  const inst = user.institutionId;
  const bucket = bucketFor(range);

  const [total] = await rows<{ n: number }>(
    db,
    sql`select coalesce(sum(e.count), 0)::int as n from analytics_events e where ${scope(inst, range, sql`true`)}`,
  );

  const alertRows = await rows<{ day: string; key: string; n: number }>(
    db,
    sql`select ${DAY} as day, e.properties->>'severity' as key, coalesce(sum(e.count), 0)::int as n
          from analytics_events e where ${scope(inst, range, 'alert.raised')}
         group by 1, 2`,
  );
  const alertSeries = timeSeries(range, alertRows, ALERT_SEVERITIES, bucket);

  const outcomeRows = await rows<{
    type: AlertOutcomeRow['type'];
    severity: string;
    reason: string | null;
    pending: string | null;
    decision: AlertOutcomeRow['decision'];
    n: number;
  }>(
    db,
    sql`select e.type, e.properties->>'severity' as severity, e.properties->>'reason' as reason,
               e.properties->>'pending' as pending, e.properties->>'decision' as decision,
               coalesce(sum(e.count), 0)::int as n
          from analytics_events e
         where ${scope(inst, range, sql`e.type in ('alert.raised', 'alert.acknowledged', 'alert.cosigned')`)}
         group by 1, 2, 3, 4, 5`,
  );
  const acknowledgements = acknowledgementSummary(
    outcomeRows.map((r) => ({
      type: r.type,
      severity: r.severity,
      reason: r.reason,
      pending: r.pending === null ? null : r.pending === 'true',
      decision: r.decision,
      n: num(r.n),
    })),
  );

  const checkRows = await rows<{
    day: string;
    checks: number;
    with_findings: number;
    with_major: number;
  }>(
    db,
    sql`select ${DAY} as day, coalesce(sum(e.count), 0)::int as checks,
               coalesce(sum(e.count) filter (where e.properties->'findings' <> '{}'::jsonb), 0)::int
                 as with_findings,
               coalesce(sum(e.count) filter (where e.properties->'findings'->>'major' is not null
                                   or e.properties->'findings'->>'contraindicated' is not null), 0)::int
                 as with_major
          from analytics_events e where ${scope(inst, range, 'interaction.check')}
         group by 1`,
  );
  const checkDayCounts: DayCount[] = checkRows.flatMap((r) => [
    { day: r.day, key: 'checks', n: num(r.checks) },
    { day: r.day, key: 'withFindings', n: num(r.with_findings) },
    { day: r.day, key: 'withMajor', n: num(r.with_major) },
  ]);
  const checkSeries = timeSeries(range, checkDayCounts, CHECK_KEYS, bucket);

  const [searchTotals] = await rows<{ searches: number; naming: number }>(
    db,
    sql`select coalesce(sum(e.count), 0)::int as searches,
               coalesce(sum(e.count) filter (where jsonb_array_length(e.properties->'drugIds') > 0), 0)::int
                 as naming
          from analytics_events e where ${scope(inst, range, 'drug.search')}`,
  );
  const searched = await rows<{ drug_id: string; n: number }>(
    db,
    sql`select d.id as drug_id, coalesce(sum(e.count), 0)::int as n
          from analytics_events e
          cross join lateral jsonb_array_elements_text(e.properties->'drugIds') as d(id)
         where ${scope(inst, range, 'drug.search')}
         group by 1 order by 2 desc, 1 limit 100`,
  );
  const viewed = await rows<{ drug_id: string; n: number }>(
    db,
    sql`select e.properties->>'drugId' as drug_id, coalesce(sum(e.count), 0)::int as n
          from analytics_events e where ${scope(inst, range, 'drug.view')}
         group by 1 order by 2 desc, 1 limit 100`,
  );
  const top = topDrugs(
    searched.map((r) => ({ drugId: r.drug_id, n: num(r.n) })),
    viewed.map((r) => ({ drugId: r.drug_id, n: num(r.n) })),
    (id) => ctx.kb.drugsById.get(id)?.name ?? null,
  );

  const phenotypeRows = await rows<{
    gene: string;
    allele: string | null;
    phenotype: string;
    n: number;
  }>(
    db,
    sql`select e.properties->>'gene' as gene, e.properties->>'allele' as allele,
               e.properties->>'phenotype' as phenotype, coalesce(sum(e.count), 0)::int as n
          from analytics_events e where ${scope(inst, range, 'pgx.phenotype')}
         group by 1, 2, 3`,
  );

  const cardRows = await rows<{ service_id: string; indicator: string; n: number }>(
    db,
    sql`select e.properties->>'serviceId' as service_id, e.properties->>'indicator' as indicator,
               coalesce(sum(e.count), 0)::int as n
          from analytics_events e where ${scope(inst, range, 'cds.card')}
         group by 1, 2`,
  );
  const cardFeedbackRows = await rows<{
    service_id: string;
    outcome: string;
    reason: string | null;
    n: number;
  }>(
    db,
    sql`select e.properties->>'serviceId' as service_id, e.properties->>'outcome' as outcome,
               e.properties->>'overrideReason' as reason, coalesce(sum(e.count), 0)::int as n
          from analytics_events e where ${scope(inst, range, 'cds.feedback')}
         group by 1, 2, 3`,
  );

  const feedbackRows = await rows<{ type: string; priority: string; n: number }>(
    db,
    sql`select e.properties->>'type' as type, e.properties->>'priority' as priority,
               coalesce(sum(e.count), 0)::int as n
          from analytics_events e where ${scope(inst, range, 'feedback.submitted')}
         group by 1, 2`,
  );

  return {
    range: { ...range, bucket },
    totalEvents: num(total?.n),
    alerts: { series: alertSeries, totals: seriesTotals(alertSeries, ALERT_SEVERITIES) },
    acknowledgements,
    checks: { series: checkSeries, totals: seriesTotals(checkSeries, CHECK_KEYS) },
    drugs: {
      searches: num(searchTotals?.searches),
      searchesNamingADrug: num(searchTotals?.naming),
      views: viewed.reduce((sum, r) => sum + num(r.n), 0),
      top,
    },
    phenotypes: phenotypeDistribution(phenotypeRows.map((r) => ({ ...r, n: num(r.n) }))),
    cds: cardOutcomes(
      cardRows.map((r) => ({ serviceId: r.service_id, indicator: r.indicator, n: num(r.n) })),
      cardFeedbackRows.map((r) => ({
        serviceId: r.service_id,
        outcome: r.outcome,
        overrideReason: r.reason,
        n: num(r.n),
      })),
    ),
    feedback: {
      total: feedbackRows.reduce((sum, r) => sum + num(r.n), 0),
      byType: countsByKey(
        feedbackRows.map((r) => ({ key: r.type, n: num(r.n) })),
        FEEDBACK_TYPES,
      ),
      byPriority: countsByKey(
        feedbackRows.map((r) => ({ key: r.priority, n: num(r.n) })),
        PRIORITIES,
      ),
    },
  };
}

export async function analyticsCsv(
  ctx: AnalyticsContext,
  user: AuthUser,
  query: AnalyticsQuery & { section: AnalyticsCsvSection },
): Promise<{ filename: string; body: string }> {
  const summary = await analyticsSummary(ctx, user, query);
  const table = analyticsCsvTable(query.section, summary);
  return {
    filename: `oncocds-analytics-${query.section}-${summary.range.from}-to-${summary.range.to}.csv`,
    body: toCsv(table.header, table.rows),
  };
}

// ---------------------------------------------------------------------------------------------
// Browser-only calls (SPEC §7)

/** A user keeps at most this many subscriptions (browsers, devices); the oldest go first. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

/**
 * Stores the browser's push subscription for the signed-in user: a new endpoint is added, a known
 * one (the same browser subscribing again, or another user on a shared device) is replaced and
 * moves to this user. The endpoint and keys are sealed at rest.
 */
export async function savePushSubscription(
  ctx: AnalyticsContext,
  user: AuthUser,
  input: PushSubscriptionInput,
  requestId: string,
): Promise<void> {
  const now = new Date(ctx.now());
  const endpointHash = sha256Hex(input.endpoint);
  const sealed = encryptSecret(
    ctx.sealKey,
    JSON.stringify({ endpoint: input.endpoint, keys: input.keys }),
  );
  const expiresAt =
    input.expirationTime === undefined || input.expirationTime === null
      ? null
      : new Date(input.expirationTime);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({
        id: orderedId(now.getTime()),
        userId: user.id,
        institutionId: user.institutionId,
        endpointHash,
        sealed,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpointHash,
        set: {
          userId: user.id,
          institutionId: user.institutionId,
          sealed,
          expiresAt,
          updatedAt: now,
        },
      });
    const keep = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
      .limit(MAX_SUBSCRIPTIONS_PER_USER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, user.id), notInArray(pushSubscriptions.id, keep)));
    await writeAudit(tx, {
      actorId: user.id,
      institutionId: user.institutionId,
      action: 'push.subscribe',
      entityType: 'push_subscription',
      // Which push service, never the endpoint itself (a capability URL).
      details: { service: new URL(input.endpoint).hostname },
      requestId,
    });
  });
}

/** The browser's clock may be off, but not by more than this into the future. */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;
/** An install reported later than this is too old to place in analytics. */
const MAX_INSTALL_AGE_MS = 7 * 86_400_000;

/**
 * Records an app install (SPEC §7) as a `pwa.install` event of the user's institution: the
 * operating-system family only, at the install time the browser reports. The user agent is read
 * to find the family and then dropped; nothing ties the event to the user.
 */
export async function recordPwaInstall(
  ctx: AnalyticsContext,
  user: AuthUser,
  input: PwaInstallInput,
): Promise<void> {
  const nowMs = ctx.now();
  const at = Date.parse(input.timestamp);
  if (at > nowMs + MAX_CLOCK_SKEW_MS || at < nowMs - MAX_INSTALL_AGE_MS) {
    const message = 'timestamp must be within the last 7 days and not in the future';
    throw new DomainError('validation', `Invalid request: body.timestamp: ${message}`, [
      { path: 'body.timestamp', message },
    ]);
  }
  await recordEvent(
    ctx.db,
    'pwa.install',
    { platform: platformFamily(input.platform, input.userAgent) },
    { institutionId: user.institutionId, role: user.role, at: Math.min(at, nowMs) },
  );
}
