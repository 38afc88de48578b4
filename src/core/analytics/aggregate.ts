import {
  ACKNOWLEDGE_REASONS,
  ALERT_SEVERITIES,
  type AcknowledgeReason,
  type AlertSeverity,
} from '../alerts/types';
import { bucketFor, bucketStart, periodsOf, type Bucket, type DateRange } from './range';

/*
 * The figures of /analytics, shaped from counts the server groups in SQL over analytics_events
 * (src/server/features/analytics). Pure: every function takes rows and returns the response part,
 * so the tests feed them rows directly. A rate whose denominator is zero is null ("cannot
 * compute"), never 0.
 */

/** A count of events of one key on one UTC day. */
export interface DayCount<K extends string = string> {
  day: string;
  key: K;
  n: number;
}

export type SeriesPoint<K extends string> = { period: string } & Record<K, number>;

/**
 * One point per period of the range (every day, or every ISO week for long ranges), each key
 * present and zero when nothing happened: a quiet day is a zero, not a gap. Keys outside `keys`
 * are not counted.
 */
export function timeSeries<K extends string>(
  range: DateRange,
  rows: ReadonlyArray<DayCount>,
  keys: readonly K[],
  bucket: Bucket = bucketFor(range),
): Array<SeriesPoint<K>> {
  const points = new Map<string, SeriesPoint<K>>();
  for (const period of periodsOf(range, bucket)) {
    const point = { period } as SeriesPoint<K>;
    for (const k of keys) (point as Record<string, number | string>)[k] = 0;
    points.set(period, point);
  }
  const wanted = new Set<string>(keys);
  for (const row of rows) {
    if (!wanted.has(row.key)) continue;
    const point = points.get(bucketStart(row.day, bucket));
    if (!point) continue;
    const values = point as Record<string, number>;
    values[row.key] = (values[row.key] ?? 0) + row.n;
  }
  return [...points.values()];
}

/** The sum of each key over a series. */
export function seriesTotals<K extends string>(
  points: ReadonlyArray<SeriesPoint<K>>,
  keys: readonly K[],
): Record<K, number> {
  const totals = {} as Record<K, number>;
  for (const k of keys) {
    totals[k] = points.reduce<number>((sum, p) => sum + (p as Record<string, number>)[k]!, 0);
  }
  return totals;
}

export function rate(numerator: number, denominator: number): number | null {
  return denominator > 0 ? numerator / denominator : null;
}

// ---------------------------------------------------------------------------------------------
// Alerts raised, acknowledged, overridden

/**
 * Acknowledging with "dose adjusted" means the clinician changed the therapy as the alert
 * advised; every other reason acknowledges it and continues unchanged: an override, as the
 * alert-fatigue literature counts them (van der Sijs, JAMIA 2006, PMC1447540).
 */
export const ACCEPTING_REASONS: readonly AcknowledgeReason[] = ['dose-adjusted'];
export function isOverrideReason(reason: string): boolean {
  return !(ACCEPTING_REASONS as readonly string[]).includes(reason);
}

export interface AlertOutcomeRow {
  type: 'alert.raised' | 'alert.acknowledged' | 'alert.cosigned';
  severity: string;
  /** Acknowledgement and co-signature events. */
  reason: string | null;
  /** Acknowledgements: awaiting co-signature (a nurse's or a student's). */
  pending: boolean | null;
  /** Co-signatures. */
  decision: 'approve' | 'reject' | null;
  n: number;
}

interface OutcomeCounts {
  raised: number;
  /** Settled: direct acknowledgements plus co-signed ones. */
  acknowledged: number;
  /** Settled acknowledgements whose reason continues the therapy unchanged. */
  overridden: number;
}

export interface SeverityOutcome extends OutcomeCounts {
  severity: AlertSeverity;
  /** Acknowledged in the period per alert raised in the period (older alerts count too). */
  acknowledgementRate: number | null;
  /** Share of the settled acknowledgements that were overrides. */
  overrideRate: number | null;
}

export interface ReasonCount {
  reason: string;
  override: boolean;
  /** Acknowledged directly (oncologist, pharmacist). */
  direct: number;
  /** Submitted for co-signature (nurse, student). */
  submitted: number;
  approved: number;
  rejected: number;
}

export interface AcknowledgementSummary extends OutcomeCounts {
  direct: number;
  submitted: number;
  approved: number;
  rejected: number;
  acknowledgementRate: number | null;
  overrideRate: number | null;
  bySeverity: SeverityOutcome[];
  reasons: ReasonCount[];
}

export function acknowledgementSummary(
  rows: ReadonlyArray<AlertOutcomeRow>,
): AcknowledgementSummary {
  const bySeverity = new Map<string, OutcomeCounts>(
    ALERT_SEVERITIES.map((s) => [s, { raised: 0, acknowledged: 0, overridden: 0 }]),
  );
  const reasons = new Map<string, ReasonCount>();
  const reasonOf = (reason: string) => {
    let r = reasons.get(reason);
    if (!r) {
      r = {
        reason,
        override: isOverrideReason(reason),
        direct: 0,
        submitted: 0,
        approved: 0,
        rejected: 0,
      };
      reasons.set(reason, r);
    }
    return r;
  };
  let direct = 0;
  let submitted = 0;
  let approved = 0;
  let rejected = 0;
  for (const row of rows) {
    const counts = bySeverity.get(row.severity);
    if (!counts) continue;
    if (row.type === 'alert.raised') {
      counts.raised += row.n;
      continue;
    }
    if (!row.reason) continue;
    const reason = reasonOf(row.reason);
    const settles =
      (row.type === 'alert.acknowledged' && row.pending === false) ||
      (row.type === 'alert.cosigned' && row.decision === 'approve');
    if (row.type === 'alert.acknowledged') {
      if (row.pending) {
        submitted += row.n;
        reason.submitted += row.n;
      } else {
        direct += row.n;
        reason.direct += row.n;
      }
    } else if (row.decision === 'approve') {
      approved += row.n;
      reason.approved += row.n;
    } else if (row.decision === 'reject') {
      rejected += row.n;
      reason.rejected += row.n;
    }
    if (settles) {
      counts.acknowledged += row.n;
      if (reason.override) counts.overridden += row.n;
    }
  }
  const severities = ALERT_SEVERITIES.map((severity): SeverityOutcome => {
    const c = bySeverity.get(severity)!;
    return {
      severity,
      ...c,
      acknowledgementRate: rate(c.acknowledged, c.raised),
      overrideRate: rate(c.overridden, c.acknowledged),
    };
  });
  const total = (k: keyof OutcomeCounts) => severities.reduce((sum, s) => sum + s[k], 0);
  const raised = total('raised');
  const acknowledged = total('acknowledged');
  const overridden = total('overridden');
  const reasonTotal = (r: ReasonCount) => r.direct + r.submitted + r.approved + r.rejected;
  const order = (reason: string) => {
    const i = (ACKNOWLEDGE_REASONS as readonly string[]).indexOf(reason);
    return i === -1 ? ACKNOWLEDGE_REASONS.length : i;
  };
  return {
    raised,
    acknowledged,
    overridden,
    direct,
    submitted,
    approved,
    rejected,
    acknowledgementRate: rate(acknowledged, raised),
    overrideRate: rate(overridden, acknowledged),
    bySeverity: severities,
    reasons: [...reasons.values()].sort(
      (a, b) => reasonTotal(b) - reasonTotal(a) || order(a.reason) - order(b.reason),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Interaction checks

export const CHECK_KEYS = ['checks', 'withFindings', 'withMajor'] as const;
export type CheckKey = (typeof CHECK_KEYS)[number];

// ---------------------------------------------------------------------------------------------
// Drugs searched and viewed

export interface DrugCount {
  drugId: string;
  n: number;
}

export interface TopDrug {
  drugId: string;
  /** The knowledge base's name; the id when the record has gone since. */
  name: string;
  searches: number;
  views: number;
}

/**
 * The drugs named most often by searches and monograph views together, most first (ties by
 * name), at most `limit`.
 */
export function topDrugs(
  searches: ReadonlyArray<DrugCount>,
  views: ReadonlyArray<DrugCount>,
  nameOf: (drugId: string) => string | null,
  limit = 15,
): TopDrug[] {
  const byId = new Map<string, TopDrug>();
  const entry = (drugId: string) => {
    let e = byId.get(drugId);
    if (!e) {
      e = { drugId, name: nameOf(drugId) ?? drugId, searches: 0, views: 0 };
      byId.set(drugId, e);
    }
    return e;
  };
  for (const s of searches) entry(s.drugId).searches += s.n;
  for (const v of views) entry(v.drugId).views += v.n;
  return [...byId.values()]
    .sort(
      (a, b) =>
        b.searches + b.views - (a.searches + a.views) ||
        a.name.localeCompare(b.name, 'en') ||
        a.drugId.localeCompare(b.drugId, 'en'),
    )
    .slice(0, limit);
}

// ---------------------------------------------------------------------------------------------
// Pharmacogenomic phenotypes

export interface PhenotypeRow {
  gene: string;
  allele: string | null;
  phenotype: string;
  n: number;
}

export interface PhenotypeCount {
  /** The gene, with the HLA-B risk allele when there is one: "HLA-B*58:01". */
  gene: string;
  phenotype: string;
  count: number;
  /** Share of this gene's results. */
  share: number;
}

/** Phenotypes per gene (genes alphabetically, each gene's phenotypes most frequent first). */
export function phenotypeDistribution(rows: ReadonlyArray<PhenotypeRow>): PhenotypeCount[] {
  const merged = new Map<string, { gene: string; phenotype: string; count: number }>();
  for (const r of rows) {
    const gene = r.allele ? `${r.gene}${r.allele}` : r.gene;
    const key = `${gene}\u0000${r.phenotype}`;
    const e = merged.get(key) ?? { gene, phenotype: r.phenotype, count: 0 };
    e.count += r.n;
    merged.set(key, e);
  }
  const perGene = new Map<string, number>();
  for (const e of merged.values()) perGene.set(e.gene, (perGene.get(e.gene) ?? 0) + e.count);
  return [...merged.values()]
    .map((e) => ({ ...e, share: e.count / perGene.get(e.gene)! }))
    .sort(
      (a, b) =>
        a.gene.localeCompare(b.gene, 'en') ||
        b.count - a.count ||
        a.phenotype.localeCompare(b.phenotype, 'en'),
    );
}

// ---------------------------------------------------------------------------------------------
// CDS Hooks cards

export const CARD_INDICATORS = ['info', 'warning', 'critical'] as const;
export type CardIndicator = (typeof CARD_INDICATORS)[number];

export interface CardRow {
  serviceId: string;
  indicator: string;
  n: number;
}

export interface CardFeedbackRow {
  serviceId: string;
  outcome: string;
  overrideReason: string | null;
  n: number;
}

export interface ServiceCards {
  serviceId: string;
  info: number;
  warning: number;
  critical: number;
  cards: number;
  accepted: number;
  overridden: number;
  /** Accepted per card with an outcome reported by the EHR. */
  acceptanceRate: number | null;
}

export interface CardOutcomes {
  services: ServiceCards[];
  totals: { cards: number; accepted: number; overridden: number; acceptanceRate: number | null };
  overrideReasons: Array<{ reason: string; count: number }>;
}

/** Cards returned per CDS Hooks service and indicator, and what clinicians did with them. */
export function cardOutcomes(
  cards: ReadonlyArray<CardRow>,
  feedback: ReadonlyArray<CardFeedbackRow>,
): CardOutcomes {
  const services = new Map<string, ServiceCards>();
  const service = (serviceId: string) => {
    let s = services.get(serviceId);
    if (!s) {
      s = {
        serviceId,
        info: 0,
        warning: 0,
        critical: 0,
        cards: 0,
        accepted: 0,
        overridden: 0,
        acceptanceRate: null,
      };
      services.set(serviceId, s);
    }
    return s;
  };
  for (const c of cards) {
    if (!(CARD_INDICATORS as readonly string[]).includes(c.indicator)) continue;
    const s = service(c.serviceId);
    s[c.indicator as CardIndicator] += c.n;
    s.cards += c.n;
  }
  const reasons = new Map<string, number>();
  for (const f of feedback) {
    const s = service(f.serviceId);
    if (f.outcome === 'accepted') s.accepted += f.n;
    else if (f.outcome === 'overridden') {
      s.overridden += f.n;
      const reason = f.overrideReason ?? 'not given';
      reasons.set(reason, (reasons.get(reason) ?? 0) + f.n);
    }
  }
  const list = [...services.values()]
    .map((s) => ({ ...s, acceptanceRate: rate(s.accepted, s.accepted + s.overridden) }))
    .sort((a, b) => b.cards - a.cards || a.serviceId.localeCompare(b.serviceId, 'en'));
  const sum = (k: 'cards' | 'accepted' | 'overridden') => list.reduce((t, s) => t + s[k], 0);
  return {
    services: list,
    totals: {
      cards: sum('cards'),
      accepted: sum('accepted'),
      overridden: sum('overridden'),
      acceptanceRate: rate(sum('accepted'), sum('accepted') + sum('overridden')),
    },
    overrideReasons: [...reasons.entries()]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason, 'en')),
  };
}

// ---------------------------------------------------------------------------------------------
// Generic counts (feedback by type)

export interface KeyCount {
  key: string;
  count: number;
}

/** Counts by key, merged, most first (ties in `order`, then alphabetically). */
export function countsByKey(
  rows: ReadonlyArray<{ key: string; n: number }>,
  order: readonly string[] = [],
): KeyCount[] {
  const merged = new Map<string, number>();
  for (const r of rows) merged.set(r.key, (merged.get(r.key) ?? 0) + r.n);
  const rank = (k: string) => {
    const i = order.indexOf(k);
    return i === -1 ? order.length : i;
  };
  return [...merged.entries()]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
}
