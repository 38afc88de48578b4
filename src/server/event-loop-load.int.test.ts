import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { signUpTeam, type Team } from './test-support/feedback';
import { call, createPatient, identifiablePatient } from './test-support/patients';
import { createTestContext, type TestContext } from './test-support/test-app';

/*
 * The embedded database never holds the HTTP loop (issue 24): PGlite runs in its own thread, as the
 * server runs it. While many clients read alerts and the database works through a statement that
 * takes it a long while, an unrelated request is answered first: checked by the order things
 * finish in, not by a time. With PGlite on the HTTP thread the long statement runs synchronously
 * once started, and the unrelated request can only finish after it. Bounded: a few seconds.
 */

let db: DbHandle;
let t: TestContext;
let team: Team;

beforeAll(async () => {
  db = await createDb({ pgliteThread: true });
  await runMigrations(db);
  t = await createTestContext({ db });
  team = await signUpTeam(t.app, 'Load Hospital');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await db?.close();
});

describe('the HTTP loop under database load (PGlite in its thread)', () => {
  it('answers an unrelated request while alerts are read and a long statement runs', async () => {
    const token = team.oncologist.accessToken;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await createPatient(t.app, token, identifiablePatient('Load'))).id);

    const finished: string[] = [];
    const readers = Array.from({ length: 30 }, (_, i) =>
      call(t.app, token, 'GET', `/api/patients/${ids[i % ids.length]}/alerts`).then((res) => {
        expect(res.statusCode, res.body).toBe(200);
        finished.push('alerts');
      }),
    );
    // About a second of database work for the worker, queued behind the alert reads.
    const long = db.db
      .execute(sql`select count(*) from generate_series(1, 4000000) g where g % 7 = 3`)
      .then(() => finished.push('long statement'));
    // Lets the alert reads and the long statement reach the database thread first.
    await new Promise((resolve) => setImmediate(resolve));
    const ping = t.app.inject({ method: 'GET', url: '/api/ping' }).then((res) => {
      expect(res.statusCode).toBe(200);
      finished.push('ping');
    });
    await Promise.all([...readers, long, ping]);

    expect(finished).toHaveLength(32);
    expect(finished.indexOf('ping')).toBeLessThan(finished.indexOf('long statement'));
    // Transactions stayed whole: every read left its audit row.
    const audits = (await db.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'patient.alerts.read'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(audits.rows[0]!.n).toBe(30);
  }, 60_000);
});
