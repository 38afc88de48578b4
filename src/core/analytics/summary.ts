import { z } from 'zod';
import { ALERT_SEVERITIES } from '../alerts/types';
import { type CsvCell, percent } from './csv';

/*
 * The answer of GET /api/analytics (issue 15) and its CSV sections. The server validates its
 * responses with this schema (an allow-list); the browser imports the type.
 */

const count = z.number().int().min(0);
const rateSchema = z.number().min(0).nullable();
const severityCounts = z.object({ low: count, medium: count, high: count, critical: count });

export const analyticsSummarySchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), bucket: z.enum(['day', 'week']) }),
  /** Every event of the institution in the range, of any type. */
  totalEvents: count,
  alerts: z.object({
    series: z.array(severityCounts.extend({ period: z.string() })),
    totals: severityCounts,
  }),
  acknowledgements: z.object({
    raised: count,
    acknowledged: count,
    overridden: count,
    direct: count,
    submitted: count,
    approved: count,
    rejected: count,
    acknowledgementRate: rateSchema,
    overrideRate: rateSchema,
    bySeverity: z.array(
      z.object({
        severity: z.enum(ALERT_SEVERITIES),
        raised: count,
        acknowledged: count,
        overridden: count,
        acknowledgementRate: rateSchema,
        overrideRate: rateSchema,
      }),
    ),
    reasons: z.array(
      z.object({
        reason: z.string(),
        override: z.boolean(),
        direct: count,
        submitted: count,
        approved: count,
        rejected: count,
      }),
    ),
  }),
  checks: z.object({
    series: z.array(
      z.object({ period: z.string(), checks: count, withFindings: count, withMajor: count }),
    ),
    totals: z.object({ checks: count, withFindings: count, withMajor: count }),
  }),
  drugs: z.object({
    searches: count,
    /** Searches that named at least one drug exactly. */
    searchesNamingADrug: count,
    views: count,
    top: z.array(z.object({ drugId: z.string(), name: z.string(), searches: count, views: count })),
  }),
  phenotypes: z.array(
    z.object({ gene: z.string(), phenotype: z.string(), count, share: z.number().min(0).max(1) }),
  ),
  cds: z.object({
    services: z.array(
      z.object({
        serviceId: z.string(),
        info: count,
        warning: count,
        critical: count,
        cards: count,
        accepted: count,
        overridden: count,
        acceptanceRate: rateSchema,
      }),
    ),
    totals: z.object({
      cards: count,
      accepted: count,
      overridden: count,
      acceptanceRate: rateSchema,
    }),
    overrideReasons: z.array(z.object({ reason: z.string(), count })),
  }),
  feedback: z.object({
    total: count,
    byType: z.array(z.object({ key: z.string(), count })),
    byPriority: z.array(z.object({ key: z.string(), count })),
  }),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

export const ANALYTICS_CSV_SECTIONS = [
  'alerts-by-severity',
  'acknowledgements',
  'acknowledgement-reasons',
  'interaction-checks',
  'top-drugs',
  'phenotypes',
  'cds-cards',
  'cds-override-reasons',
  'feedback',
] as const;
export type AnalyticsCsvSection = (typeof ANALYTICS_CSV_SECTIONS)[number];

export interface CsvTable {
  header: string[];
  rows: CsvCell[][];
}

/** The table behind one chart, as exported to CSV (rates as percentages, one decimal). */
export function analyticsCsvTable(section: AnalyticsCsvSection, s: AnalyticsSummary): CsvTable {
  const periodLabel = s.range.bucket === 'day' ? 'day' : 'week starting';
  switch (section) {
    case 'alerts-by-severity':
      return {
        header: [periodLabel, ...ALERT_SEVERITIES, 'total'],
        rows: s.alerts.series.map((p) => [
          p.period,
          ...ALERT_SEVERITIES.map((k) => p[k]),
          ALERT_SEVERITIES.reduce((sum, k) => sum + p[k], 0),
        ]),
      };
    case 'acknowledgements': {
      const a = s.acknowledgements;
      return {
        header: [
          'severity',
          'raised',
          'acknowledged',
          'overridden',
          'acknowledgement rate (%)',
          'override rate (%)',
        ],
        rows: [
          ...a.bySeverity.map((r) => [
            r.severity,
            r.raised,
            r.acknowledged,
            r.overridden,
            percent(r.acknowledgementRate),
            percent(r.overrideRate),
          ]),
          [
            'all',
            a.raised,
            a.acknowledged,
            a.overridden,
            percent(a.acknowledgementRate),
            percent(a.overrideRate),
          ],
        ],
      };
    }
    case 'acknowledgement-reasons':
      return {
        header: [
          'reason',
          'override',
          'acknowledged directly',
          'submitted for co-signature',
          'co-signed',
          'declined',
        ],
        rows: s.acknowledgements.reasons.map((r) => [
          r.reason,
          r.override,
          r.direct,
          r.submitted,
          r.approved,
          r.rejected,
        ]),
      };
    case 'interaction-checks':
      return {
        header: [periodLabel, 'checks', 'with findings', 'with major or contraindicated'],
        rows: s.checks.series.map((p) => [p.period, p.checks, p.withFindings, p.withMajor]),
      };
    case 'top-drugs':
      return {
        header: ['drug id', 'drug', 'searches', 'monograph views'],
        rows: s.drugs.top.map((d) => [d.drugId, d.name, d.searches, d.views]),
      };
    case 'phenotypes':
      return {
        header: ['gene', 'phenotype', 'results', 'share of gene (%)'],
        rows: s.phenotypes.map((p) => [p.gene, p.phenotype, p.count, percent(p.share)]),
      };
    case 'cds-cards':
      return {
        header: [
          'service',
          'info',
          'warning',
          'critical',
          'cards',
          'accepted',
          'overridden',
          'acceptance rate (%)',
        ],
        rows: s.cds.services.map((c) => [
          c.serviceId,
          c.info,
          c.warning,
          c.critical,
          c.cards,
          c.accepted,
          c.overridden,
          percent(c.acceptanceRate),
        ]),
      };
    case 'cds-override-reasons':
      return {
        header: ['override reason', 'cards'],
        rows: s.cds.overrideReasons.map((r) => [r.reason, r.count]),
      };
    case 'feedback':
      return {
        header: ['type', 'items'],
        rows: s.feedback.byType.map((f) => [f.key, f.count]),
      };
  }
}
