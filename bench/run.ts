import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { measurePage } from '../scripts/bundle-budget.mjs';
import { loadKnowledgeBase } from '../src/server/lib/knowledge-base';
import { startTestEhrClient, type TestEhrClient } from '../src/server/test-support/cds-ehr-client';
import { startChildServer, type ChildServer } from '../src/server/test-support/child-server';
import { CDS_BENCH_PUBLIC_URL, cdsBenchRequest, cdsOrderSignLatency } from './cds-hooks';
import {
  PATIENT_COUNT,
  alertBenchPatient,
  patientSearchQueries,
  seedPatients,
  seedPatientsSql,
} from './patients';
import { cohortBench, COHORT_PATIENTS } from './cohort';

/**
 * Issue 4 benchmarks, on the built server in one run:
 * 1. Throughput of POST /api/interactions/check with 10 drugs, as a ratio to a trivial route on
 *    the same server (target >= 0.5), with reference routes that show where the time goes.
 * 2. Drug search latency p50/p95 at the server: sequential GET /api/drugs?q= over loopback
 *    (target p95 < 10 ms), and the in-process search() alone.
 * Issue 11, in the same run:
 * 3. Patient search p95 at the server over 10,000 patients of one institution (target < 50 ms).
 * 4. GET /api/patients/:id/alerts for a patient with 15 active medications, 40 labs and 5
 *    genotypes: p95 at the server (target < 20 ms) and throughput as a ratio to /api/ping,
 *    interleaved with the other routes.
 * Issue 14, in the same run:
 * 5. POST /cds-services/oncocds-order-sign with 15 draft and active medications and a full
 *    prefetch, each call with a signed client JWT: p95 at the server (target < 50 ms), printed
 *    beside /api/ping.
 *
 * Settings (environment): BENCH_DURATION seconds per throughput run (default 10), BENCH_ROUNDS
 * (default 2), BENCH_CONNECTIONS (default 10), BENCH_SEARCH_REQUESTS (default 2000),
 * BENCH_PATIENTS (default 10000), BENCH_PATIENT_REQUESTS (default 1000).
 */

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** Routes run in turn, this many times, so that a load spike on the machine hits all of them. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEARCH_REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 2000);
const PATIENT_REQUESTS = Number(process.env.BENCH_PATIENT_REQUESTS ?? 1000);

/** A realistic oncology list: a CYP3A4-sensitive BTK inhibitor, an azole, supportive care. */
const CHECK_DRUGS = [
  'ibrutinib',
  'itraconazole',
  'ondansetron',
  'dexamethasone',
  'omeprazole',
  'warfarin',
  'carboplatin',
  'paclitaxel',
  'morphine',
  'Keytruda',
];

/** The knowledge base exactly as the server builds it (drug index with names, checker). */
const kb = loadKnowledgeBase();
const drugs = kb.drugs;

/**
 * Varied queries, built from the roster so they change with it: exact names, typing prefixes
 * (2-5 letters), one letter dropped (the fuzzy path), brand names, RxCUIs, lower-case and one
 * miss. Deterministic: no randomness, so runs are comparable.
 */
function searchQueries(): string[] {
  const out: string[] = [];
  for (const d of drugs) {
    out.push(d.name, d.name.slice(0, 2), d.name.slice(0, 3), d.name.slice(0, 5).toLowerCase());
    if (d.name.length > 6) out.push(`${d.name.slice(0, 3)}${d.name.slice(4)}`);
    const brand = d.brandNames[0];
    if (brand) out.push(brand);
    if (d.rxcui) out.push(d.rxcui);
  }
  out.push('carboplatn', 'Keytruda', 'trastuzumab der', 'zzzzqx');
  return out;
}

/**
 * An endless supply of distinct 10-drug lists (by drug id), so no two requests check the same
 * set: a deterministic linear congruential walk over the roster (repeatable, no Math.random).
 */
function variedCheckBodies(size = 10): () => string {
  const ids = drugs.map((d) => d.id);
  let state = 0x2545f491;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state;
  };
  return () => {
    const picked = new Set<string>();
    while (picked.size < size) picked.add(ids[next() % ids.length] as string);
    return JSON.stringify({ drugs: [...picked] });
  };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

async function signUp(
  url: string,
  role = 'pharmacist',
): Promise<{ token: string; userId: string }> {
  const res = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench.${randomUUID().slice(0, 8)}@bench.example.org`,
      password: 'Onc0logy!Bench',
      data: {
        first_name: 'Bench',
        last_name: 'Runner',
        role,
        institution: 'Bench Hospital',
      },
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, userId: body.user.id };
}

interface Load {
  key: string;
  label: string;
  path: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A fresh body for every request. */
  nextBody?: () => string;
  /** Concurrent connections; `BENCH_CONNECTIONS` (10) by default. */
  connections?: number;
}

interface LoadResult {
  key: string;
  label: string;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  failed: number;
  /** The machine's 1-minute load average when the run ended. */
  load1: number;
}

/**
 * What a browser accepts, so the server compresses as it would for a clinician (replies of 13 KB
 * and more; plugins/compression.ts). autocannon does not inflate: the figures are the server's.
 */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

async function load(url: string, spec: Load, duration: number): Promise<LoadResult> {
  const { nextBody } = spec;
  const result = await autocannon({
    url: `${url}${spec.path}`,
    method: spec.method,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...spec.headers },
    body: spec.body,
    connections: spec.connections ?? CONNECTIONS,
    duration,
    ...(nextBody
      ? {
          requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: nextBody() }) }],
        }
      : {}),
  });
  return {
    key: spec.key,
    label: spec.label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    load1: loadavg()[0] ?? Number.NaN,
  };
}

function average(runs: LoadResult[]): LoadResult {
  const first = runs[0] as LoadResult;
  const mean = (f: (r: LoadResult) => number) => runs.reduce((n, r) => n + f(r), 0) / runs.length;
  return {
    key: first.key,
    label: first.label,
    rps: mean((r) => r.rps),
    p50: mean((r) => r.p50),
    p97_5: mean((r) => r.p97_5),
    p99: mean((r) => r.p99),
    failed: runs.reduce((n, r) => n + r.failed, 0),
    load1: mean((r) => r.load1),
  };
}

/**
 * What a browser downloads for /patients/:id before any chart is shown: the entry, the patient
 * page's chunk and everything they import statically, as served (scripts/bundle-budget.mjs).
 * Null when the build has no manifest.
 */
function patientPageWeight(): number | null {
  try {
    const m = measurePage(
      path.resolve('dist/client'),
      'app/shell/shell.tsx',
      'app/signed-in-providers.tsx',
      'features/patients/patient-page.tsx',
    );
    return m.js.wire + m.css.wire;
  } catch {
    return null;
  }
}

/**
 * Sequential searches, one at a time, timed twice: by the server itself (its Server-Timing
 * header: receipt to serialised reply, auth included) and round trip over loopback.
 */
async function serverSearchLatency(url: string, token: string, queries: string[]) {
  const headers = { authorization: `Bearer ${token}` };
  const once = async (q: string) => {
    const start = performance.now();
    const res = await fetch(`${url}/api/drugs?q=${encodeURIComponent(q)}`, { headers });
    await res.arrayBuffer();
    const roundTrip = performance.now() - start;
    if (res.status !== 200) throw new Error(`GET /api/drugs?q=${q} answered ${res.status}`);
    const timing = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    if (!timing) throw new Error('GET /api/drugs sent no Server-Timing header');
    return { server: Number(timing[1]), roundTrip };
  };
  // Warm the connection, the JIT and the auth path before timing.
  for (let i = 0; i < 50; i++) await once(queries[i % queries.length] as string);
  const server: number[] = [];
  const roundTrip: number[] = [];
  for (let i = 0; i < SEARCH_REQUESTS; i++) {
    const t = await once(queries[i % queries.length] as string);
    server.push(t.server);
    roundTrip.push(t.roundTrip);
  }
  return { server: stats(server), roundTrip: stats(roundTrip) };
}

/** Sequential GETs of `paths` in turn, timed at the server (Server-Timing) and round trip. */
async function serverLatency(url: string, token: string, paths: readonly string[], n: number) {
  const headers = { authorization: `Bearer ${token}` };
  const once = async (p: string) => {
    const start = performance.now();
    const res = await fetch(`${url}${p}`, { headers });
    const body = await res.arrayBuffer();
    const roundTrip = performance.now() - start;
    if (res.status !== 200) {
      throw new Error(`GET ${p} answered ${res.status}: ${Buffer.from(body).toString('utf8')}`);
    }
    const timing = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    if (!timing) throw new Error(`GET ${p} sent no Server-Timing header`);
    return { server: Number(timing[1]), roundTrip };
  };
  for (let i = 0; i < Math.min(50, n); i++) await once(paths[i % paths.length] as string);
  const server: number[] = [];
  const roundTrip: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = await once(paths[i % paths.length] as string);
    server.push(t.server);
    roundTrip.push(t.roundTrip);
  }
  return { server: stats(server), roundTrip: stats(roundTrip) };
}

function inProcessSearchLatency(queries: string[]) {
  const index = kb.search;
  for (const q of queries) index.search(q, 20);
  const samples: number[] = [];
  for (let round = 0; round < 10; round++) {
    for (const q of queries) {
      const start = performance.now();
      index.search(q, 20);
      samples.push(performance.now() - start);
    }
  }
  return stats(samples);
}

/** The engine alone: check() on the bench's 10-drug list and on varied 10-drug lists. */
function inProcessCheckLatency() {
  const index = kb.search;
  const checker = kb.checker;
  const fixed = CHECK_DRUGS.map((name) => index.resolve(name)?.id ?? name);
  const nextBody = variedCheckBodies();
  const varied = Array.from(
    { length: 200 },
    () => (JSON.parse(nextBody()) as { drugs: string[] }).drugs,
  );
  const time = (lists: string[][], rounds: number) => {
    for (const ids of lists) checker.check(ids);
    const samples: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const ids of lists) {
        const start = performance.now();
        checker.check(ids);
        samples.push(performance.now() - start);
      }
    }
    return stats(samples);
  };
  return { fixed: time([fixed], 1000), varied: time(varied, 5) };
}

const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);
const verdict = (ok: boolean) => (ok ? 'meets target' : 'BELOW TARGET');

type Backend = 'pglite' | 'postgresql';

/**
 * Where the child server keeps its data: embedded PGlite in its DATA_DIR, or a fresh database in
 * the PostgreSQL server of DATABASE_URL (created here, dropped at the end).
 */
async function prepareBackend(
  backend: Backend,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (backend === 'pglite') return { env: {}, drop: async () => {} };
  const url = process.env.DATABASE_URL!;
  const name = `oncocds_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: benchUrl.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await c.end();
    },
  };
}

/** Cohorts the research row times (bench/research.ts has the full set, with genotypes and labs). */
const COHORTS: Array<Record<string, unknown>> = [
  {},
  { condition: 'C50' },
  { condition: 'lung cancer' },
  { drug: 'capecitabine' },
  { drug: 'warfarin', drugScope: 'ever' },
  { ageMin: 65, ageMax: 79 },
  { condition: 'C50', ageMin: 50, ageMax: 79 },
];

/**
 * `POST /api/research/cohort` round trips: the first query of each cohort (computed from the
 * records) and the same queries again `repeat` times (aggregates reused while the data version
 * holds, features/research/cohort-cache.ts).
 */
async function cohortLatency(url: string, token: string, repeat: number) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const once = async (criteria: Record<string, unknown>) => {
    const start = performance.now();
    const res = await fetch(`${url}/api/research/cohort`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ criteria }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`cohort ${JSON.stringify(criteria)}: ${res.status}`);
    return performance.now() - start;
  };
  const computed: number[] = [];
  for (const c of COHORTS) computed.push(await once(c));
  const reused: number[] = [];
  for (let i = 0; i < repeat; i++) for (const c of COHORTS) reused.push(await once(c));
  return { computed: stats(computed), reused: stats(reused) };
}

async function main() {
  const requested = (process.env.BENCH_BACKENDS ?? 'pglite,postgresql').split(',');
  const backends = (['pglite', 'postgresql'] as const).filter(
    (b) => requested.includes(b) && (b === 'pglite' || !!process.env.DATABASE_URL),
  );
  if (requested.includes('postgresql') && !process.env.DATABASE_URL) {
    console.log('DATABASE_URL is not set: PostgreSQL rows skipped (embedded PGlite only).');
  }
  for (const backend of backends) await benchOn(backend);
  // Issue 24's cohort row at 100,000 patients (bench/cohort.ts), on the same backends;
  // BENCH_COHORT_PATIENTS=0 leaves it out.
  if (COHORT_PATIENTS > 0) for (const backend of backends) await cohortBench(backend);
}

async function benchOn(backend: Backend) {
  let server: ChildServer | undefined;
  let ehr: TestEhrClient | undefined;
  // Kept across the restart that lets the patients be seeded straight into the database.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oncocds-bench-'));
  const store = await prepareBackend(backend);
  try {
    console.log(
      `\n=== ${backend === 'pglite' ? 'embedded PGlite' : 'PostgreSQL (DATABASE_URL)'} ===\n` +
        'Starting the built server (dist/server/main.mjs) with a fresh DATA_DIR...',
    );
    // A test EHR serves its JWK Set from this process; the server trusts it as a CDS client.
    ehr = await startTestEhrClient();
    // A rate limit high enough not to throttle the load generator.
    const env = {
      RATE_LIMIT_PER_MINUTE: '100000000',
      PUBLIC_URL: CDS_BENCH_PUBLIC_URL,
      CDS_CLIENTS: JSON.stringify([ehr.config()]),
      ...store.env,
    };
    server = await startChildServer({ env, dataDir, startTimeoutMs: 300_000 });
    const { token } = await signUp(server.url);
    const clinician = await signUp(server.url, 'oncologist');
    // PGlite is one process's database: stop the server, seed, start it again on the same data.
    await server.stop();
    server = undefined;
    console.log(`Seeding ${PATIENT_COUNT} patients into one institution...`);
    let seedMs: number;
    if (backend === 'pglite') {
      seedMs = await seedPatients(dataDir, clinician.userId);
    } else {
      const started = performance.now();
      const c = new pg.Client({ connectionString: store.env.DATABASE_URL! });
      await c.connect();
      await c.query(seedPatientsSql(clinician.userId, PATIENT_COUNT));
      await c.end();
      seedMs = performance.now() - started;
    }
    console.log(`  seeded in ${fmt(seedMs / 1000, 1)} s`);
    server = await startChildServer({ env, dataDir, startTimeoutMs: 300_000 });
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const clinicianAuth = { authorization: `Bearer ${clinician.token}` };
    const created = await fetch(`${server.url}/api/patients`, {
      method: 'POST',
      headers: { ...clinicianAuth, 'content-type': 'application/json' },
      body: JSON.stringify(alertBenchPatient(Date.now())),
    });
    if (created.status !== 201)
      throw new Error(`alert patient: ${created.status} ${await created.text()}`);
    const alertPath = `/api/patients/${((await created.json()) as { id: string }).id}/alerts`;
    const alertProbe = (await (
      await fetch(`${server.url}${alertPath}`, { headers: clinicianAuth })
    ).json()) as { alerts: unknown[]; limitations: string[] };

    const checkBody = JSON.stringify({ drugs: CHECK_DRUGS });
    const probe = await fetch(`${server.url}/api/interactions/check`, {
      method: 'POST',
      headers: auth,
      body: checkBody,
    });
    const probed = (await probe.json()) as { unresolved: string[]; checkedPairs: number };
    if (!probe.ok || probed.unresolved.length > 0 || probed.checkedPairs !== 45) {
      throw new Error(`the 10-drug check is not what the bench expects: ${JSON.stringify(probed)}`);
    }

    const loads: Load[] = [
      {
        key: 'ping',
        label: 'GET /api/ping (trivial: no auth, no DB)',
        path: '/api/ping',
        method: 'GET',
      },
      {
        key: 'health',
        label: 'GET /api/health (one DB query)',
        path: '/api/health',
        method: 'GET',
      },
      {
        key: 'classes',
        label: 'GET /api/drugs/classes (auth, static list)',
        path: '/api/drugs/classes',
        method: 'GET',
        headers: auth,
      },
      {
        key: 'check',
        label: 'POST /api/interactions/check, same 10 drugs (45 pairs)',
        path: '/api/interactions/check',
        method: 'POST',
        headers: auth,
        body: checkBody,
      },
      {
        key: 'check-varied',
        label: 'POST /api/interactions/check, new 10-drug list each',
        path: '/api/interactions/check',
        method: 'POST',
        headers: auth,
        nextBody: variedCheckBodies(),
      },
      {
        key: 'check-varied-20',
        label: 'POST /api/interactions/check, new 20-drug list each',
        path: '/api/interactions/check',
        method: 'POST',
        headers: auth,
        nextBody: variedCheckBodies(20),
      },
      {
        key: 'alerts',
        label: 'GET /api/patients/:id/alerts (15 drugs, 40 labs, 5 genes)',
        path: alertPath,
        method: 'GET',
        headers: clinicianAuth,
      },
      {
        key: 'alerts-50',
        label: 'GET /api/patients/:id/alerts, 50 connections',
        path: alertPath,
        method: 'GET',
        headers: clinicianAuth,
        connections: 50,
      },
    ];
    console.log(
      `Throughput: ${loads.length} routes, ${ROUNDS} interleaved rounds of ${DURATION} s, ${CONNECTIONS} connections (2 s warm-up each)...`,
    );
    for (const spec of loads) await load(server.url, spec, 2);
    const runs: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const spec of loads) runs.push(await load(server.url, spec, DURATION));
    }
    const results = loads.map((spec) => average(runs.filter((r) => r.key === spec.key)));

    const queries = searchQueries();
    console.log(
      `Search latency: ${SEARCH_REQUESTS} sequential requests over ${queries.length} queries...`,
    );
    const http = await serverSearchLatency(server.url, token, queries);
    const patientQueries = patientSearchQueries();
    console.log(
      `Patient search: ${PATIENT_REQUESTS} sequential requests over ${patientQueries.length} queries; alerts: ${PATIENT_REQUESTS} more...`,
    );
    const patientSearch = await serverLatency(
      server.url,
      clinician.token,
      patientQueries.map((q) => `/api/patients?${q}`),
      PATIENT_REQUESTS,
    );
    const alertLatency = await serverLatency(
      server.url,
      clinician.token,
      [alertPath],
      PATIENT_REQUESTS,
    );
    console.log(`CDS Hooks order-sign: ${PATIENT_REQUESTS} sequential signed calls...`);
    const cds = await cdsOrderSignLatency(
      server.url,
      ehr,
      JSON.stringify(cdsBenchRequest(Date.now())),
      PATIENT_REQUESTS,
    );
    const cdsServer = stats(cds.server);
    const cdsRoundTrip = stats(cds.roundTrip);
    const pingLatency = await serverLatency(
      server.url,
      clinician.token,
      ['/api/ping'],
      PATIENT_REQUESTS,
    );
    const local = inProcessSearchLatency(queries);
    const engine = inProcessCheckLatency();

    const row = (label: string, s: ReturnType<typeof stats>, digits: number) =>
      console.log(
        `${pad(label, 56)}${lpad(fmt(s.p50, digits), 9)}${lpad(fmt(s.p95, digits), 9)}${lpad(fmt(s.p99, digits), 9)}${lpad(fmt(s.max, digits), 9)}`,
      );
    const rps = (key: string) => results.find((r) => r.key === key)?.rps ?? Number.NaN;
    const ratio = rps('check') / rps('ping');

    console.log('');
    console.log(
      `${pad('route (mean of rounds)', 56)}${lpad('req/s', 9)}${lpad('p50 ms', 9)}${lpad('p97.5 ms', 10)}${lpad('failed', 8)}`,
    );
    for (const r of results) {
      console.log(
        `${pad(r.label, 56)}${lpad(fmt(r.rps, 0), 9)}${lpad(fmt(r.p50, 1), 9)}${lpad(fmt(r.p97_5, 1), 10)}${lpad(String(r.failed), 8)}`,
      );
    }
    console.log('');
    console.log(
      `${pad('check / ping throughput ratio', 42)}${fmt(ratio)}   target >= 0.5: ${verdict(ratio >= 0.5)}`,
    );
    for (const [label, a, b] of [
      ['new list each / ping', 'check-varied', 'ping'],
      ['check / health', 'check', 'health'],
      ['check / authenticated static list', 'check', 'classes'],
      ['new list each / authenticated static list', 'check-varied', 'classes'],
    ] as const) {
      console.log(`${pad(label, 42)}${fmt(rps(a) / rps(b))}   reference`);
    }

    // Ping's p99 alone on one connection, then beside 50 alert readers (issue 24: the embedded
    // database must not hold the HTTP loop).
    const pingSpec: Load = { key: 'ping-1', label: 'ping, 1 connection', path: '/api/ping', method: 'GET', connections: 1 };
    const pingIdle = await load(server.url, pingSpec, DURATION);
    const [, pingBusy] = await Promise.all([
      load(server.url, loads.find((l) => l.key === 'alerts-50') as Load, DURATION),
      load(server.url, pingSpec, DURATION),
    ]);
    const pingLoad = loadavg()[0];
    const cohorts = await cohortLatency(server.url, clinician.token, 5);
    const cohortLoad = loadavg()[0];
    const pageWeight = patientPageWeight();
    const [load1 = Number.NaN, load5 = Number.NaN] = loadavg();
    console.log('');
    console.log(
      `Ward scale (issue 24), ${backend === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}; load average ${fmt(load1)} / ${fmt(load5)} (1 / 5 min) now, 1-min load beside each row:`,
    );
    // The 1-minute load average when the row's measurement ended: the machine's state, not the route's.
    const rowLoad: Record<string, number> = {};
    for (const r of results) rowLoad[r.key] = r.load1;
    const ward = (label: string, value: number, target: string, ok: boolean, load = Number.NaN) =>
      console.log(
        `${pad(label, 56)}${lpad(fmt(value, 3), 9)}   load ${lpad(fmt(load, 1), 5)}   ${target}: ${verdict(ok)}`,
      );
    const newList10 = rps('check-varied') / rps('ping');
    const newList20 = rps('check-varied-20') / rps('ping');
    const alerts10 = rps('alerts') / rps('ping');
    const alerts50 = rps('alerts-50') / rps('ping');
    const stall = pingBusy.p99 / Math.max(1, pingIdle.p99);
    ward('check, new 10-drug list / ping (10 connections)', newList10, 'target >= 0.30', newList10 >= 0.3, rowLoad['check-varied']);
    ward('check, new 20-drug list / ping (10 connections)', newList20, 'target >= 0.10', newList20 >= 0.1, rowLoad['check-varied-20']);
    ward('alerts / ping (10 connections)', alerts10, 'target >= 0.10 (PGlite)', alerts10 >= 0.1, rowLoad.alerts);
    ward('alerts / ping (50 connections)', alerts50, 'target >= 0.30 (PostgreSQL)', alerts50 >= 0.3, rowLoad['alerts-50']);
    ward(
      `ping p99 beside 50 alert readers / idle (${pingBusy.p99} / ${pingIdle.p99} ms)`,
      stall,
      'target <= 5',
      stall <= 5 && pingBusy.failed === 0,
      pingLoad,
    );
    ward(
      `research cohort p95 ms, ${PATIENT_COUNT} patients, computed`,
      cohorts.computed.p95,
      'target < 500 at 100,000 (PostgreSQL)',
      cohorts.computed.p95 < 500,
      cohortLoad,
    );
    ward(
      `research cohort p95 ms, ${PATIENT_COUNT} patients, reused`,
      cohorts.reused.p95,
      'target < 500 at 100,000 (PostgreSQL)',
      cohorts.reused.p95 < 500,
      cohortLoad,
    );
    if (pageWeight) {
      ward(
        '/patients/:id JS + CSS on the wire, KB (static, no API)',
        pageWeight / 1000,
        'target <= 400',
        pageWeight <= 400_000,
        Number.NaN,
      );
    }
    console.log(
      `${pad('npm run test:unit wall time', 56)}   not here: \`time npm run test:unit\` on a quiet machine`,
    );

    console.log('');
    console.log(
      `${pad('check() in process, no HTTP or auth', 56)}${lpad('p50 ms', 9)}${lpad('p95 ms', 9)}${lpad('p99 ms', 9)}${lpad('max ms', 9)}`,
    );
    row(`the 10-drug list (n=${engine.fixed.n})`, engine.fixed, 3);
    row(`varied 10-drug lists (n=${engine.varied.n})`, engine.varied, 3);

    console.log('');
    console.log(
      `${pad('search latency', 56)}${lpad('p50 ms', 9)}${lpad('p95 ms', 9)}${lpad('p99 ms', 9)}${lpad('max ms', 9)}`,
    );
    row(`GET /api/drugs?q= at the server (Server-Timing, n=${http.server.n})`, http.server, 2);
    row('GET /api/drugs?q= round trip over loopback', http.roundTrip, 2);
    row(`search() in process, no HTTP or auth (n=${local.n})`, local, 3);
    console.log('');
    console.log(
      `${pad('search p95 at the server', 42)}${fmt(http.server.p95)} ms   target < 10 ms: ${verdict(http.server.p95 < 10)}`,
    );

    console.log('');
    console.log(
      `${pad(`patients (${PATIENT_COUNT} in one institution)`, 56)}${lpad('p50 ms', 9)}${lpad('p95 ms', 9)}${lpad('p99 ms', 9)}${lpad('max ms', 9)}`,
    );
    row(
      `GET /api/patients?... at the server (n=${patientSearch.server.n})`,
      patientSearch.server,
      2,
    );
    row('GET /api/patients?... round trip over loopback', patientSearch.roundTrip, 2);
    row(
      `GET /api/patients/:id/alerts at the server (n=${alertLatency.server.n})`,
      alertLatency.server,
      2,
    );
    row('GET /api/patients/:id/alerts round trip over loopback', alertLatency.roundTrip, 2);
    row(`POST /cds-services/oncocds-order-sign at the server (n=${cdsServer.n})`, cdsServer, 2);
    row('POST /cds-services/oncocds-order-sign round trip', cdsRoundTrip, 2);
    row(`GET /api/ping at the server, same run (n=${pingLatency.server.n})`, pingLatency.server, 3);
    console.log('');
    console.log(
      `${pad('patient search p95 at the server', 42)}${fmt(patientSearch.server.p95)} ms   target < 50 ms: ${verdict(patientSearch.server.p95 < 50)}`,
    );
    console.log(
      `${pad('alerts p95 at the server', 42)}${fmt(alertLatency.server.p95)} ms   target < 20 ms: ${verdict(alertLatency.server.p95 < 20)}`,
    );
    console.log(
      `${pad('CDS order-sign p95 at the server', 42)}${fmt(cdsServer.p95)} ms   target < 50 ms: ${verdict(cdsServer.p95 < 50)}`,
    );
    console.log(
      `${pad('cards per order-sign call', 42)}${cds.cards.length} (15 medications: 5 drafts, 10 active)`,
    );
    console.log(
      `${pad('alerts / ping throughput ratio', 42)}${fmt(rps('alerts') / rps('ping'))}   reference (interleaved with the routes above)`,
    );
    console.log(
      `${pad('alerts raised for the timed patient', 42)}${alertProbe.alerts.length}${
        alertProbe.limitations.length > 0
          ? `   limitations: ${alertProbe.limitations.join(' | ')}`
          : ''
      }`,
    );
    const failed = results.filter((r) => r.failed > 0);
    if (failed.length > 0) {
      console.log(`\nWarning: failed requests in: ${failed.map((f) => f.label).join('; ')}`);
    }
  } catch (error) {
    if (server) console.error(server.output().slice(-3000));
    throw error;
  } finally {
    await server?.stop();
    await ehr?.close();
    rmSync(dataDir, { recursive: true, force: true });
    await store.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
