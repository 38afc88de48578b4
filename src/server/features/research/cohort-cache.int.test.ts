import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedAlertsSql, researchExtrasSql, seedPatientsSql } from '../../../../bench/patients';
import { cohortQuerySchema, cohortResponseSchema, type CohortResponse } from '../../../core/analytics';
import { auditLog, users } from '../../../db/schema';
import { rebuildCohortFacts, refreshCohortFacts } from '../../lib/cohort-facts';
import { loadKnowledgeBase } from '../../lib/knowledge-base';
import { createPatientPrivacy } from '../../lib/patient-privacy';
import { secretsFromRoot } from '../../lib/secrets';
import type { AuthUser } from '../../plugins/auth';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { call, createPatient, identifiablePatient } from '../../test-support/patients';
import { createTestContext, TEST_JWT_ROOT, type TestContext } from '../../test-support/test-app';
import type { CohortSource } from './cohort-sql';
import { queryCohort, type ResearchContext } from './service';

/*
 * Issue 24: cohort aggregates are reused per data version (cohort-cache.ts). The answer a caller
 * gets through the server (computed once, then reused) must equal the answer computed from the
 * records with no reuse, for every criterion, for the demo institution and for a generated
 * population of 2,000 patients, and again after writes that change what is counted
 * (a medication, a patient's alerts). A reused answer still writes its audit rows.
 *
 * Issue 24, second part: answers are counted from per-patient cohort facts (lib/cohort-facts.ts).
 * Each answer is also computed from the facts and from the records (the original computation)
 * with no reuse, and the three agree; each writer leaves the facts equal to a recomputation.
 */

let t: TestContext;
let demo: Team;
let large: Team;
const kb = loadKnowledgeBase();

const CRITERIA: Array<Record<string, unknown>> = [
  {},
  { condition: 'C50' },
  { condition: 'C18' },
  { condition: 'breast cancer' },
  { condition: 'lung' },
  { stage: 'IV' },
  { condition: 'C18', stage: 'III' },
  { drug: 'capecitabine' },
  { drug: 'Xeloda' },
  { drug: 'warfarin', drugScope: 'ever' },
  { phenotype: { gene: 'DPYD', phenotype: 'intermediate metabolizer' } },
  { lab: { lab: 'anc', max: 1.5, withinDays: 30 } },
  { ageMin: 65, ageMax: 79 },
  { ageMax: 40 },
  {
    condition: 'C50',
    drug: 'capecitabine',
    phenotype: { gene: 'DPYD', phenotype: 'intermediate metabolizer' },
    ageMin: 50,
  },
];

async function authUser(userId: string): Promise<AuthUser> {
  const [u] = await t.db.db.select().from(users).where(eq(users.id, userId));
  return {
    id: u!.id,
    email: u!.email,
    role: u!.role,
    institutionId: u!.institutionId!,
    institution: 'test',
    isInstitutionAdmin: false,
    firstName: u!.firstName,
    lastName: u!.lastName,
    sessionId: 'test',
    aal: 'aal1',
  } as AuthUser;
}

/**
 * The answer computed with no reuse: from every list of every patient (`records`, the original
 * computation, what every query answered before issue 24) or from the cohort facts.
 */
async function computed(
  source: CohortSource,
  userId: string,
  criteria: Record<string, unknown>,
  page = 1,
) {
  const ctx: ResearchContext = {
    db: t.db.db,
    kb,
    privacy: createPatientPrivacy(secretsFromRoot(TEST_JWT_ROOT)),
    now: () => t.clock.now,
    source,
  };
  const request = { authUser: await authUser(userId), id: 'fresh', ip: '127.0.0.1' };
  // The body as the route parses it (defaults filled in).
  const input = cohortQuerySchema.parse({ criteria, page, pageSize: 25 });
  const answer = await queryCohort(ctx, request as unknown as FastifyRequest, input);
  return cohortResponseSchema.parse(JSON.parse(JSON.stringify(answer)));
}

const fromRecords = (userId: string, criteria: Record<string, unknown>, page = 1) =>
  computed('records', userId, criteria, page);

async function throughServer(token: string, criteria: Record<string, unknown>, page = 1) {
  const res = await call(t.app, token, 'POST', '/api/research/cohort', {
    criteria,
    page,
    pageSize: 25,
  });
  expect(res.statusCode, res.body).toBe(200);
  return cohortResponseSchema.parse(res.json()) as CohortResponse;
}

/** For each criterion and role: first answer, reused answer and the records' answer agree. */
async function expectSameAnswers(team: Team) {
  for (const member of [team.researcher, team.oncologist]) {
    for (const criteria of CRITERIA) {
      const first = await throughServer(member.accessToken, criteria);
      const again = await throughServer(member.accessToken, criteria);
      const fresh = await fromRecords(member.id, criteria);
      const facts = await computed('facts', member.id, criteria);
      expect(again, JSON.stringify(criteria)).toEqual(first);
      expect(fresh, JSON.stringify(criteria)).toEqual(first);
      expect(facts, JSON.stringify(criteria)).toEqual(fresh);
    }
  }
}

beforeAll(async () => {
  t = await createTestContext();
  demo = await signUpTeam(t.app, 'Cohort Cache Hospital');
  large = await signUpTeam(t.app, 'Cohort Cache Population');
  // The demo institution: its three demo patients plus six created through the API.
  await call(t.app, demo.oncologist.accessToken, 'GET', '/api/patients');
  for (const s of ['Ardellow', 'Byrnwick', 'Castellane', 'Dunmorrow', 'Everhallow', 'Fenwright']) {
    await createPatient(t.app, demo.oncologist.accessToken, identifiablePatient(s));
  }
  // Alerts as the engine stores them, for every demo patient.
  const list = await call(t.app, demo.oncologist.accessToken, 'GET', '/api/patients?pageSize=100');
  for (const p of list.json().items as Array<{ id: string }>) {
    await call(t.app, demo.oncologist.accessToken, 'GET', `/api/patients/${p.id}/alerts`);
  }
  // A generated population of 2,000 in the other institution, with stages, genotypes, labs and
  // current and cleared alerts of every kind and level.
  await t.db.exec(seedPatientsSql(large.oncologist.id, 2000));
  await t.db.exec(researchExtrasSql());
  await t.db.exec(generatedAlertsSql(3));
  // Written straight into the tables, past the writers that keep the cohort facts: recompute
  // them as a bulk load must (the patients' versions moved, the alerts' did not).
  await rebuildCohortFacts(t.db.db, null);
}, 300_000);
afterAll(async () => t.close());

describe('reused cohort aggregates answer as the records do', () => {
  it('on the demo institution, for every criterion and both roles', async () => {
    await expectSameAnswers(demo);
  }, 120_000);

  it('on a generated population of 2,000 patients', async () => {
    const all = await throughServer(large.researcher.accessToken, {});
    expect(all.subjects).toBe(2000);
    await expectSameAnswers(large);
    // A later page of the table is read per request, from the reused plan.
    const page3 = await throughServer(large.researcher.accessToken, { condition: 'C50' }, 3);
    expect(page3).toEqual(await fromRecords(large.researcher.id, { condition: 'C50' }, 3));
  }, 240_000);

  it('after a medication is added and the patient alerts change', async () => {
    const token = demo.oncologist.accessToken;
    const criteria = { drug: 'warfarin' };
    const before = await throughServer(demo.researcher.accessToken, criteria);
    const created = await createPatient(t.app, token, identifiablePatient('Galloway'));
    const before2 = await throughServer(demo.researcher.accessToken, {});
    for (const drugName of ['warfarin', 'capecitabine']) {
      const res = await call(t.app, token, 'POST', `/api/patients/${created.id}/medications`, {
        drugName,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const after = await throughServer(demo.researcher.accessToken, criteria);
    expect(after).toEqual(await fromRecords(demo.researcher.id, criteria));
    expect(after).not.toEqual(before);
    // Reading the alerts stores the new interaction finding; the findings breakdown follows.
    await call(t.app, token, 'GET', `/api/patients/${created.id}/alerts`);
    for (const c of [{}, criteria]) {
      const answer = await throughServer(demo.researcher.accessToken, c);
      expect(answer).toEqual(await fromRecords(demo.researcher.id, c));
    }
    expect(await throughServer(demo.researcher.accessToken, {})).not.toEqual(before2);
  }, 60_000);

  it('every writer keeps the cohort facts equal to the record, in its own transaction', async () => {
    const token = demo.oncologist.accessToken;
    // The stored facts row, as sets (array order carries no meaning).
    const factsOf = async (patientId: string) => {
      const [row] = (
        (await t.db.db.execute(
          sql`select * from cohort_facts where patient_id = ${patientId}`,
        )) as unknown as { rows: Array<Record<string, unknown>> }
      ).rows;
      expect(row, 'a facts row').toBeDefined();
      return Object.fromEntries(
        Object.entries(row!).map(([k, v]) => [
          k,
          Array.isArray(v) ? [...(v as string[])].sort() : v instanceof Date ? v.toISOString() : v,
        ]),
      );
    };
    // After each write the stored row must equal one recomputed from the record now.
    const expectCurrent = async (patientId: string, step: string) => {
      const stored = await factsOf(patientId);
      await t.db.db.transaction(async (tx) => refreshCohortFacts(tx, [patientId]));
      expect(stored, step).toEqual(await factsOf(patientId));
    };
    const created = await createPatient(t.app, token, identifiablePatient('Hollowell'));
    await expectCurrent(created.id, 'created');
    const base = `/api/patients/${created.id}`;
    const med = await call(t.app, token, 'POST', `${base}/medications`, { drugName: 'warfarin' });
    expect(med.statusCode, med.body).toBe(201);
    await expectCurrent(created.id, 'medication added');
    const withWarfarin = (await factsOf(created.id)).active_drug_ids as string[];
    expect(withWarfarin.length).toBeGreaterThan(0);
    const stopped = await call(
      t.app,
      token,
      'POST',
      `${base}/medications/${(med.json() as { id: string }).id}/stop`,
      {},
    );
    expect(stopped.statusCode, stopped.body).toBe(200);
    await expectCurrent(created.id, 'medication stopped');
    expect((await factsOf(created.id)).ever_drug_ids).toEqual(expect.arrayContaining(withWarfarin));
    for (const [path, body] of [
      ['conditions', { name: 'Malignant neoplasm of colon', icd10: 'C18.9', stage: 'IV' }],
      ['genetics', { gene: 'DPYD', diplotype: '*1/*2A' }],
      ['labs', { labType: 'anc', value: 0.8, unit: '10^9/L', timestamp: new Date(t.clock.now).toISOString() }],
    ] as const) {
      const res = await call(t.app, token, 'POST', `${base}/${path}`, body);
      expect(res.statusCode, res.body).toBe(201);
      await expectCurrent(created.id, `${path} added`);
    }
    await call(t.app, token, 'POST', `${base}/medications`, { drugName: 'capecitabine' });
    await call(t.app, token, 'GET', `${base}/alerts`);
    await expectCurrent(created.id, 'alerts stored');
    expect((await factsOf(created.id)).alerts).not.toEqual([]);
    // And the answers, for the de-identified researcher and the oncologist, from the facts and
    // from the records, including the lab window (counted from the labs, never from the facts).
    for (const member of [demo.researcher, demo.oncologist]) {
      for (const criteria of [
        {},
        { drug: 'warfarin', drugScope: 'ever' },
        { drug: 'warfarin' },
        { condition: 'C18', stage: 'IV' },
        { phenotype: { gene: 'DPYD', phenotype: 'intermediate metabolizer' } },
        { lab: { lab: 'anc', max: 1, withinDays: 7 } },
      ]) {
        const served = await throughServer(member.accessToken, criteria);
        expect(served, JSON.stringify(criteria)).toEqual(await fromRecords(member.id, criteria));
        expect(served, JSON.stringify(criteria)).toEqual(
          await computed('facts', member.id, criteria),
        );
      }
    }
  }, 120_000);

  it('writes the query row and a row per subject shown on every query, reused or not', async () => {
    const count = async () =>
      (
        await t.db.db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.actorId, large.researcher.id),
              like(auditLog.action, 'research.cohort.query%'),
            ),
          )
      )[0]!.n;
    const start = await count();
    await throughServer(large.researcher.accessToken, { condition: 'C50' });
    const once = (await count()) - start;
    await throughServer(large.researcher.accessToken, { condition: 'C50' });
    expect(once).toBe(26);
    expect((await count()) - start).toBe(2 * once);
  }, 60_000);

  it('never answers one institution from another institution’s aggregates', async () => {
    const a = await throughServer(demo.researcher.accessToken, {});
    const b = await throughServer(large.researcher.accessToken, {});
    expect(a.subjects).not.toBe(b.subjects);
    expect(a).toEqual(await fromRecords(demo.researcher.id, {}));
  });
});
