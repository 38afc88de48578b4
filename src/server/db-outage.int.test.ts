import type { PGlite } from '@electric-sql/pglite';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients } from '../db/schema';
import { identifiablePatient } from './test-support/patients';
import { bearer, createTestContext, signUpUser, type TestContext } from './test-support/test-app';

/*
 * A database that goes away for a moment (issue 24): requests made meanwhile answer 503 with
 * Retry-After, never 500, the server recovers by itself, and every write it acknowledged is kept.
 * On PostgreSQL (`npm run test:pg`) every other connection of the test database is terminated
 * mid-stream, as a restart does. On PGlite, which cannot lose a connection, the embedded client
 * refuses every call with PostgreSQL's shutdown error (SQLSTATE 57P01) for a stretch of the stream.
 */

let t: TestContext;
let token: string;
let outage = false;

const shutdownError = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
    severity: 'FATAL',
  });

beforeAll(async () => {
  t = await createTestContext();
  token = (await signUpUser(t.app, { role: 'oncologist' })).accessToken;
  if (t.db.kind === 'pglite') {
    const client = (t.db.db as unknown as { $client: PGlite }).$client;
    for (const method of ['query', 'exec', 'transaction'] as const) {
      const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
      (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) =>
        outage ? Promise.reject(shutdownError()) : original(...args);
    }
  }
});
afterAll(async () => t.close());

async function goAway(): Promise<void> {
  if (t.db.kind === 'pglite') {
    outage = true;
    return;
  }
  await t.db.exec(
    'select pg_terminate_backend(pid) from pg_stat_activity ' +
      'where datname = current_database() and pid <> pg_backend_pid()',
  );
}

describe('a database that goes away for a moment', () => {
  it('answers 503 with Retry-After meanwhile, recovers, and keeps every acknowledged write', async () => {
    const WRITES = 48;
    const results: Array<{ status: number; id?: string; retryAfter?: string; code?: string }> = [];
    let next = 0;
    const writer = async () => {
      while (next < WRITES) {
        const i = next++;
        if (i === 16) await goAway();
        if (i === 28) outage = false;
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/patients',
          headers: bearer(token),
          payload: identifiablePatient('Outage') as unknown as Record<string, unknown>,
        });
        const body = res.json() as { id?: string; error?: { code: string } };
        results.push({
          status: res.statusCode,
          id: body.id,
          retryAfter: res.headers['retry-after'] as string | undefined,
          code: body.error?.code,
        });
      }
    };
    await Promise.all([writer(), writer(), writer()]);

    expect(results.filter((r) => r.status !== 201 && r.status !== 503)).toEqual([]);
    const refused = results.filter((r) => r.status === 503);
    if (t.db.kind === 'pglite') expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(r).toMatchObject({ retryAfter: '2', code: 'unavailable' });

    // Recovered by itself: the last writes went through.
    expect(results.slice(-3).map((r) => r.status)).toEqual([201, 201, 201]);
    const acknowledged = results.filter((r) => r.status === 201).map((r) => r.id as string);
    const kept = await t.db.db
      .select({ id: patients.id })
      .from(patients)
      .where(inArray(patients.id, acknowledged));
    expect(kept.map((k) => k.id).sort()).toEqual([...acknowledged].sort());
    // No connection is left checked out by a request the outage interrupted.
    const stats = t.db.poolStats?.();
    if (stats) expect(stats.total - stats.idle).toBe(0);
  }, 120_000);

  // The race above leaks only when a connection dies between its checkout and its `begin`;
  // here that happens every time: the checked-out connection ends its own backend first.
  it.runIf(process.env.DATABASE_URL)(
    'gives back a connection whose transaction could not begin (PostgreSQL)',
    async () => {
      const pool = (t.db.db as unknown as { $client: PoolWithEvents }).$client;
      const dieOnCheckout = (client: { query(sql: string): Promise<unknown> }) => {
        client.query('select pg_terminate_backend(pg_backend_pid())').catch(() => {});
      };
      pool.once('acquire', dieOnCheckout);
      await expect(
        t.db.db.transaction(async (tx) => tx.select().from(patients).limit(1)),
      ).rejects.toThrow();
      expect(t.db.poolStats!().total - t.db.poolStats!().idle).toBe(0);
      // And the pool goes on serving.
      await expect(t.db.exec('select 1')).resolves.toBeUndefined();
    },
  );
});

interface PoolWithEvents {
  once(
    event: 'acquire',
    listener: (client: { query(sql: string): Promise<unknown> }) => void,
  ): void;
}
