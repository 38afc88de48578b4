import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { rebuildCohortFacts } from '../src/server/lib/cohort-facts';
import { bearer, createTestContext, signUpUser } from '../src/server/test-support/test-app';
import { researchExtrasSql, seedPatientsSql } from './patients';

/*
 * Issue 24, the research-cohort row at 100,000 patients: "research cohort p95, 100,000 patients,
 * PostgreSQL: < 500 ms". One institution of BENCH_COHORT_PATIENTS (100,000) patients written
 * straight into the database with set-based SQL (bench/patients.ts: conditions, 3-5 active
 * orders each; BENCH_COHORT_EXTRAS=1 adds stages, three genotypes and 40 labs per patient), their
 * cohort facts built as the server's startup backfill builds them, then `POST /api/research/cohort`
 * over the same seven cohorts as bench/run.ts: the first query of each (computed from the cohort
 * facts) and five more rounds (reused while the data version holds). In process (`app.inject`),
 * timed from request to parsed answer, on embedded PGlite and, with DATABASE_URL, on PostgreSQL
 * (a fresh database, dropped afterwards). Run: node --import tsx bench/cohort.ts
 */

export const COHORT_PATIENTS = Number(process.env.BENCH_COHORT_PATIENTS ?? 100_000);
const REUSED_ROUNDS = 5;

export const COHORTS: Array<Record<string, unknown>> = [
  {},
  { condition: 'C50' },
  { condition: 'lung cancer' },
  { drug: 'capecitabine' },
  { drug: 'warfarin', drugScope: 'ever' },
  { ageMin: 65, ageMax: 79 },
  { condition: 'C50', ageMin: 50, ageMax: 79 },
];

function p95(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)]!;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

export async function cohortBench(backend: 'pglite' | 'postgresql'): Promise<void> {
  const url = process.env.DATABASE_URL;
  // createTestDb reads DATABASE_URL: unset it for the embedded run.
  if (backend === 'pglite') delete process.env.DATABASE_URL;
  const t = await createTestContext();
  if (url) process.env.DATABASE_URL = url;
  try {
    const researcher = await signUpUser(t.app, { role: 'researcher', institution: 'Bench Cohorts' });
    let started = performance.now();
    await t.db.exec(seedPatientsSql(researcher.id, COHORT_PATIENTS));
    if (process.env.BENCH_COHORT_EXTRAS === '1') await t.db.exec(researchExtrasSql());
    const seedMs = performance.now() - started;
    started = performance.now();
    await rebuildCohortFacts(t.db.db, null);
    await t.db.exec('analyze cohort_facts');
    const factsMs = performance.now() - started;

    const once = async (criteria: Record<string, unknown>) => {
      const start = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/research/cohort',
        headers: bearer(researcher.accessToken),
        payload: { criteria },
      });
      const body = res.json() as { subjects: number | string };
      if (res.statusCode !== 200) throw new Error(`cohort ${JSON.stringify(criteria)}: ${res.statusCode}`);
      return { ms: performance.now() - start, subjects: body.subjects };
    };
    const computed: number[] = [];
    const lines: string[] = [];
    for (const c of COHORTS) {
      const r = await once(c);
      computed.push(r.ms);
      lines.push(`  ${JSON.stringify(c).padEnd(50)}${String(r.subjects).padStart(8)}${fmt(r.ms).padStart(8)} ms`);
    }
    const computedLoad = loadavg()[0]!;
    const reused: number[] = [];
    for (let i = 0; i < REUSED_ROUNDS; i++) for (const c of COHORTS) reused.push((await once(c)).ms);
    const reusedLoad = loadavg()[0]!;

    const name = backend === 'pglite' ? 'embedded PGlite' : 'PostgreSQL';
    console.log(
      `\nResearch cohort at ${COHORT_PATIENTS} patients, ${name}: seeded in ${fmt(seedMs / 1000, 1)} s, cohort facts built in ${fmt(factsMs / 1000, 1)} s`,
    );
    console.log(`  first query of each cohort (subjects, ms):`);
    for (const l of lines) console.log(l);
    const row = (label: string, value: number, load: number) =>
      console.log(
        `${label.padEnd(60)}${fmt(value).padStart(7)} ms   load ${fmt(load, 1).padStart(5)}   target < 500 (PostgreSQL): ${value < 500 ? 'met' : 'NOT met'}`,
      );
    row(`research cohort p95, ${COHORT_PATIENTS} patients, ${name}, first query`, p95(computed), computedLoad);
    row(`research cohort p95, ${COHORT_PATIENTS} patients, ${name}, reused`, p95(reused), reusedLoad);
  } finally {
    await t.close();
  }
}

async function main() {
  const requested = (process.env.BENCH_BACKENDS ?? 'pglite,postgresql').split(',');
  for (const backend of ['pglite', 'postgresql'] as const) {
    if (!requested.includes(backend)) continue;
    if (backend === 'postgresql' && !process.env.DATABASE_URL) {
      console.log('DATABASE_URL is not set: the PostgreSQL cohort row is skipped.');
      continue;
    }
    await cohortBench(backend);
  }
}

if (process.argv[1]?.endsWith('cohort.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
