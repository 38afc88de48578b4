import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { MAX_REUSE_MS } from '../../lib/alert-cache';
import { alertsComputed } from '../../lib/metrics';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { call, createPatient, identifiablePatient } from '../../test-support/patients';
import { createTestContext, type TestContext } from '../../test-support/test-app';

/*
 * The alert read answers from the evaluation cache (issue 24) only while the record, the knowledge
 * and the time it depends on are unchanged: the real engine runs here, and each engine run is seen
 * in the alerts-computed counter (this patient's findings are counted on every run).
 */

let t: TestContext;
let team: Team;
let patientId: string;

beforeAll(async () => {
  t = await createTestContext();
  team = await signUpTeam(t.app, 'Cache Hospital');
  patientId = (
    await createPatient(t.app, team.oncologist.accessToken, identifiablePatient('Cachee'))
  ).id;
});
afterAll(async () => t.close());

const runs = async () => (await alertsComputed.get()).values.reduce((n, v) => n + v.value, 0);
const read = async () => {
  const res = await call(
    t.app,
    team.oncologist.accessToken,
    'GET',
    `/api/patients/${patientId}/alerts`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    alerts: Array<{ id: string; kind: string; drugs: string[] }>;
    limitations: string[];
  };
};
const fluconazoleAlerts = (a: Awaited<ReturnType<typeof read>>) =>
  a.alerts.filter((x) => x.kind === 'interaction' && x.drugs.some((d) => /fluconazole/i.test(d)));
const readAudits = async () =>
  (
    await t.db.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, patientId), eq(auditLog.action, 'patient.alerts.read')))
  )[0]!.n;

/** The patient list's items for a name search, with their alert counts. */
const listedByName = async (name: string) => {
  const res = await call(t.app, team.oncologist.accessToken, 'GET', `/api/patients?name=${name}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: Array<{ id: string; alertCounts: Record<string, number> }> })
    .items;
};

describe('alert evaluation cache', () => {
  it('runs the engine again once the record changes (adding fluconazole to warfarin raises an alert)', async () => {
    expect(fluconazoleAlerts(await read())).toEqual([]);
    const res = await call(
      t.app,
      team.oncologist.accessToken,
      'POST',
      `/api/patients/${patientId}/medications`,
      { drugName: 'fluconazole' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(fluconazoleAlerts(await read()).length).toBeGreaterThan(0);
  });

  it('answers a second read without running the engine, with the same alerts and its own audit row', async () => {
    const first = await read();
    const before = await runs();
    const audits = await readAudits();
    const second = await read();
    expect(second).toEqual(first);
    expect(await runs()).toBe(before);
    expect(await readAudits()).toBe(audits + 1);
  });

  it('runs the engine again once the time it depends on has passed', async () => {
    await read();
    const before = await runs();
    t.clock.now += MAX_REUSE_MS;
    const later = await read();
    expect(await runs()).toBeGreaterThan(before);
    expect(fluconazoleAlerts(later).length).toBeGreaterThan(0);
  });

  it("counts a new patient's alerts in the patient list before the record is opened", async () => {
    const fresh = (
      await createPatient(t.app, team.oncologist.accessToken, identifiablePatient('Unopened'))
    ).id;
    const items = await listedByName('Unopened');
    const listed = items.find((i) => i.id === fresh)!;
    // Capecitabine with warfarin (the fixture's list) is a high-severity interaction at least.
    expect(listed.alertCounts.high! + listed.alertCounts.critical!).toBeGreaterThan(0);
    const opened = await call(
      t.app,
      team.oncologist.accessToken,
      'GET',
      `/api/patients/${fresh}/alerts`,
    );
    expect(listed.alertCounts).toEqual(
      (opened.json() as { counts: Record<string, number> }).counts,
    );
  });

  it('brings a whole page of never-opened records up to date at once: counts, audit rows, cohort facts', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(
        (await createPatient(t.app, team.oncologist.accessToken, identifiablePatient('Pagemate')))
          .id,
      );
    }
    const items = await listedByName('Pagemate');
    expect(items.map((i) => i.id).sort()).toEqual([...ids].sort());
    // One update row per patient, written with that patient's alerts (not one for the page).
    const updates = await t.db.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(inArray(auditLog.entityId, ids), eq(auditLog.action, 'patient.alerts.update')));
    expect(updates.map((u) => u.entityId).sort()).toEqual([...ids].sort());
    // Research cohorts see the alerts of every patient of the page.
    const facts = (await t.db.db.execute(
      sql`select count(*)::int as n from cohort_facts
           where patient_id in (${sql.join(
             ids.map((id) => sql`${id}::uuid`),
             sql`, `,
           )})
             and cardinality(alerts) > 0`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(facts.rows[0]!.n).toBe(3);
    for (const item of items) {
      const opened = await call(
        t.app,
        team.oncologist.accessToken,
        'GET',
        `/api/patients/${item.id}/alerts`,
      );
      expect(item.alertCounts).toEqual(
        (opened.json() as { counts: Record<string, number> }).counts,
      );
    }
  });

  it('keeps another institution out of the cached path (404)', async () => {
    const other = await signUpTeam(t.app, 'Other Hospital');
    const res = await call(
      t.app,
      other.oncologist.accessToken,
      'GET',
      `/api/patients/${patientId}/alerts`,
    );
    expect(res.statusCode).toBe(404);
  });
});
