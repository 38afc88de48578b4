import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { buildApp } from './app';
import { metricsExposure, serverEnvSchema } from './config';
import { countAlertsComputed } from './lib/metrics';
import { secretsFromRoot } from './lib/secrets';
import { listenForMetrics } from './plugins/metrics';
import { bearer, createTestDb, signUpUser, TEST_JWT_ROOT } from './test-support/test-app';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

let db: DbHandle;
let clientDir: string;
const apps: FastifyInstance[] = [];

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({
    env: serverEnvSchema.parse({ RATE_LIMIT_PER_MINUTE: '100000', ...env }),
    db,
    secrets: secretsFromRoot(TEST_JWT_ROOT),
    clientDir,
  });
  await app.ready();
  apps.push(app);
  return app;
}

/** The value of one sample in an exposition text, or undefined when the series is absent. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

beforeAll(async () => {
  db = await createTestDb();
  // A built client, so that a disabled /metrics proves it does not fall back to the app shell.
  clientDir = mkdtempSync(path.join(tmpdir(), 'oncocds-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>OncoCDS</title>');
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('off unless configured', () => {
  it('answers /metrics with a JSON 404, never the app shell', async () => {
    const app = await appWith({});
    expect(app.metrics).toBeNull();
    for (const accept of ['text/html', 'text/plain', '*/*']) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: { accept } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});

describe('on the app port behind METRICS_TOKEN', () => {
  let app: FastifyInstance;
  let token: string;
  const scrape = async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    app = await appWith({ METRICS_TOKEN: TOKEN });
    token = (await signUpUser(app, { role: 'oncologist' })).accessToken;
  });

  it.each([
    ['no header', {}],
    ['a wrong token', bearer(`${TOKEN}x`)],
    ['the token without the scheme', { authorization: TOKEN }],
    ['a user access token', null],
  ])('refuses %s with a 401', async (_name, headers) => {
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: headers ?? bearer(token),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('serves the Prometheus text format', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^# HELP /m);
  });

  it('counts requests and times them by route pattern, never by URL, id or query', async () => {
    const before = await scrape();
    const drugs = await app.inject({
      method: 'GET',
      url: '/api/drugs/id/fluorouracil?secret=query-value',
      headers: bearer(token),
    });
    expect(drugs.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/api/nothing-here/12345', headers: bearer(token) });
    const after = await scrape();

    const route = { method: 'GET', route: '/api/drugs/id/:id', status_code: '200' };
    expect(sample(after, 'oncocds_http_requests_total', route)).toBe(
      (sample(before, 'oncocds_http_requests_total', route) ?? 0) + 1,
    );
    expect(
      sample(after, 'oncocds_http_request_duration_seconds_count', route),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(after, 'oncocds_http_requests_total', {
        route: '(unmatched)',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    for (const leak of ['fluorouracil', 'query-value', 'secret=', '12345', 'nothing-here'])
      expect(after).not.toContain(leak);
  });

  it('counts interaction checks by outcome', async () => {
    const before = await scrape();
    const res = await app.inject({
      method: 'POST',
      url: '/api/interactions/check',
      headers: bearer(token),
      payload: { drugs: ['warfarin', 'capecitabine'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().interactions.length).toBeGreaterThan(0);
    const after = await scrape();
    const found = { outcome: 'interactions' };
    expect(sample(after, 'oncocds_interaction_checks_total', found)).toBe(
      (sample(before, 'oncocds_interaction_checks_total', found) ?? 0) + 1,
    );
  });

  it('exports the alerts-computed counter for the alert engine to increment', async () => {
    const labels = { kind: 'renal', severity: 'high' };
    const before = sample(await scrape(), 'oncocds_alerts_computed_total', labels);
    expect(before).toBeDefined();
    countAlertsComputed([
      { kind: 'renal', severity: 'high' },
      { kind: 'renal', severity: 'high' },
      { kind: 'qt', severity: 'critical' },
    ]);
    expect(sample(await scrape(), 'oncocds_alerts_computed_total', labels)).toBe((before ?? 0) + 2);
  });

  it('reports the database and the event loop', async () => {
    const text = await scrape();
    expect(sample(text, 'oncocds_db_up')).toBe(1);
    expect(sample(text, 'oncocds_db_info', { kind: db.kind })).toBe(1);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    if (db.kind === 'postgres') {
      expect(sample(text, 'oncocds_db_pool_max')).toBeGreaterThan(0);
      expect(
        sample(text, 'oncocds_db_pool_connections', { state: 'total' }),
      ).toBeGreaterThanOrEqual(1);
    } else {
      expect(sample(text, 'oncocds_db_pool_max')).toBeUndefined();
    }
  });
});

describe('on a port of its own (METRICS_PORT)', () => {
  it('is a 404 on the app port, token or not', async () => {
    const app = await appWith({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN });
    expect(app.metrics).not.toBeNull();
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['without a token', null],
    ['with a token', TOKEN],
  ])('serves GET /metrics on its listener %s', async (_name, metricsToken) => {
    const app = await appWith({ METRICS_PORT: '9464' });
    const metrics = app.metrics;
    if (!metrics) throw new Error('metrics should be on');
    const listener = await listenForMetrics(metrics, {
      port: 0,
      host: '127.0.0.1',
      token: metricsToken,
    });
    try {
      const base = listener.url.replace(/\/metrics$/, '');
      const other = await fetch(`${base}/api/health`);
      expect(other.status).toBe(404);
      const bare = await fetch(listener.url);
      if (metricsToken) {
        expect(bare.status).toBe(401);
        const authed = await fetch(listener.url, { headers: bearer(metricsToken) });
        expect(authed.status).toBe(200);
        expect(await authed.text()).toContain('oncocds_http_requests_total');
      } else {
        expect(bare.status).toBe(200);
        expect(bare.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(await bare.text()).toContain('oncocds_interaction_checks_total');
      }
    } finally {
      await listener.close();
    }
  });
});

describe('configuration', () => {
  it('reads off, app-port and own-port from the environment', () => {
    const exposure = (env: Record<string, string>) => metricsExposure(serverEnvSchema.parse(env));
    expect(exposure({})).toEqual({ kind: 'off' });
    expect(exposure({ METRICS_TOKEN: TOKEN })).toEqual({ kind: 'app-port', token: TOKEN });
    expect(exposure({ METRICS_PORT: '9464' })).toEqual({
      kind: 'own-port',
      port: 9464,
      host: '127.0.0.1',
      token: null,
    });
    expect(() => serverEnvSchema.parse({ METRICS_TOKEN: 'short' })).toThrow(/32/);
  });
});
