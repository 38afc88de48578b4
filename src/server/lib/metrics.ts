import { timingSafeEqual, createHash } from 'node:crypto';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type RegistryContentType,
} from 'prom-client';
import { ALERT_KINDS, ALERT_SEVERITIES, type AlertFinding } from '../../core/alerts/types';
import type { DbHandle } from '../../db/client';

/*
 * Prometheus metrics (GET /metrics, plugins/metrics.ts). Two kinds:
 * - process-wide counters that features increment (interaction checks, alerts computed) and the
 *   Node.js process metrics, event-loop lag included, in one module-level registry;
 * - per-app metrics (HTTP requests by route, the database) in a registry of each app, so the
 *   tests' many apps in one process do not mix their figures.
 * Labels take bounded values only: route patterns, never URLs, ids or query strings.
 */

const processRegistry = new Registry();

/** Each POST /api/interactions/check answered, by whether it found any interaction. */
export const interactionChecks = new Counter({
  name: 'oncocds_interaction_checks_total',
  help: 'Interaction checks answered, by outcome (interactions found or none)',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});
for (const outcome of ['interactions', 'none']) interactionChecks.inc({ outcome }, 0);

/** Counts one interaction check. */
export function countInteractionCheck(foundInteractions: boolean): void {
  interactionChecks.inc({ outcome: foundInteractions ? 'interactions' : 'none' });
}

/**
 * Alerts the patient-alert engine produced, by kind and severity. Increment it with
 * `countAlertsComputed(findings)` each time alerts are computed for a patient.
 */
export const alertsComputed = new Counter({
  name: 'oncocds_alerts_computed_total',
  help: 'Alerts computed for patients, by kind and severity',
  labelNames: ['kind', 'severity'] as const,
  registers: [processRegistry],
});
for (const kind of ALERT_KINDS)
  for (const severity of ALERT_SEVERITIES) alertsComputed.inc({ kind, severity }, 0);

/** Counts a computation's findings (none is fine: nothing is added). */
export function countAlertsComputed(
  findings: ReadonlyArray<Pick<AlertFinding, 'kind' | 'severity'>>,
): void {
  for (const f of findings) alertsComputed.inc({ kind: f.kind, severity: f.severity });
}

let processMetricsStarted = false;
/** Node.js process metrics (CPU, memory, handles, GC, event-loop lag), started once on demand. */
function startProcessMetrics(): void {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
}

/** Route label for requests no route matched (404s), so unknown URLs never become labels. */
export const UNMATCHED_ROUTE = '(unmatched)';
/** Route label for the client's files, whose hashed names change with every build. */
export const STATIC_ROUTE = '(static)';

const DB_PING_TIMEOUT_MS = 2000;

export interface AppMetrics {
  /** Records one answered request. `route` is the route pattern or one of the labels above. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number | null): void;
  /** The exposition text of every metric, process-wide and this app's. */
  render(): Promise<string>;
  contentType: RegistryContentType;
}

/** The metrics of one app: HTTP requests by route, and its database. */
export function createAppMetrics(db: Pick<DbHandle, 'kind' | 'exec' | 'poolStats'>): AppMetrics {
  startProcessMetrics();
  const registry = new Registry();
  const requests = new Counter({
    name: 'oncocds_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'oncocds_http_request_duration_seconds',
    help: 'Time from receipt to the end of the reply, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'oncocds_db_info',
    help: 'The database in use: embedded PGlite or a PostgreSQL server',
    labelNames: ['kind'] as const,
    registers: [registry],
  }).set({ kind: db.kind }, 1);
  if (db.poolStats) {
    const stats = db.poolStats;
    new Gauge({
      name: 'oncocds_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = stats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
    new Gauge({
      name: 'oncocds_db_pool_max',
      help: 'The PostgreSQL pool size limit',
      registers: [registry],
      collect() {
        this.set(stats().max);
      },
    });
  }
  // After the pool gauges, so that its query does not show as a request waiting for a connection.
  new Gauge({
    name: 'oncocds_db_up',
    help: '1 when the database answered a query during this scrape (within 2 s), else 0',
    registers: [registry],
    async collect() {
      const timeout = new Promise<never>((_, reject) => {
        setTimeout(() => reject(new Error('timeout')), DB_PING_TIMEOUT_MS).unref();
      });
      try {
        await Promise.race([db.exec('select 1'), timeout]);
        this.set(1);
      } catch {
        this.set(0);
      }
    },
  });
  const merged = Registry.merge([processRegistry, registry]);
  return {
    observeRequest(method, route, statusCode, seconds) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      if (seconds !== null) duration.observe(labels, seconds);
    },
    render: () => merged.metrics(),
    contentType: merged.contentType,
  };
}

/** Compares a presented bearer token with the configured one in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(presented), digest(token));
}
