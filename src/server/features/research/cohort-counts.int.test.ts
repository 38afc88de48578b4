import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedAlertsSql, researchExtrasSql, seedPatientsSql } from '../../../../bench/patients';
import type { Role } from '../../../core/access';
import { users } from '../../../db/schema';
import {
  countedPairs,
  foldCohortCounts,
  institutionCohortCounts,
} from '../../lib/cohort-counts';
import { cohortFactsCurrent, rebuildCohortFacts, refreshCohortFacts } from '../../lib/cohort-facts';
import { loadKnowledgeBase } from '../../lib/knowledge-base';
import type { AuthUser } from '../../plugins/auth';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { call, createPatient, identifiablePatient } from '../../test-support/patients';
import { createTestContext, type TestContext } from '../../test-support/test-app';
import { planCohort, rows } from './cohort-sql';
import {
  ageBandOf,
  countsSummaryRow,
  factsSummaryRow,
  summaryQuery,
  type SummaryRow,
} from './service';

/*
 * Issue 24: the whole-institution cohort is read from per-institution counters kept as signed
 * deltas by every cohort-facts write (lib/cohort-counts.ts). Checked here: after every kind of
 * write the counters equal a recount from the facts rows; the summary they give equals the facts
 * query's for both roles' alert levels, on a population with stages, genotypes and alerts;
 * writes that bypass them (a deleted patient, a stray row) are found and the counters rebuilt;
 * folding keeps every sum; and two writers of one institution never lose each other's deltas
 * (on PostgreSQL their transactions overlap for real; embedded PGlite runs them in turn).
 */

let t: TestContext;
let team: Team;
let institutionId: string;
const kb = loadKnowledgeBase();

type Sums = Record<string, string>;
const bands = (dob: SQL) => ageBandOf(t.clock.now, dob);
const decimal = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

/** The counters as stored: every (measure, key) summed. */
async function storedSums(): Promise<Sums> {
  const found = await rows<{ measure: string; key: string; n: string }>(
    t.db.db,
    sql`select measure, key, sum(n)::text as n from cohort_count_deltas
         where institution_id = ${institutionId} group by 1, 2 having sum(n) <> 0`,
  );
  return Object.fromEntries(found.map((r) => [`${r.measure}|${r.key}`, decimal(r.n)]));
}

/** The counters recounted from the facts rows now. */
async function recountedSums(): Promise<Sums> {
  const found = await rows<{ measure: string; key: string; n: string }>(
    t.db.db,
    sql`select x.measure, x.key, sum(x.n)::text as n from cohort_facts f ${countedPairs('f')}
         where f.institution_id = ${institutionId} group by 1, 2 having sum(x.n) <> 0`,
  );
  return Object.fromEntries(found.map((r) => [`${r.measure}|${r.key}`, decimal(r.n)]));
}

async function authUser(userId: string): Promise<AuthUser> {
  const [u] = await t.db.db.select().from(users).where(eq(users.id, userId));
  return { id: u!.id, role: u!.role as Role, institutionId: u!.institutionId! } as AuthUser;
}

/** Unordered lists in one order, so two summaries compare by content. */
function normalised(s: SummaryRow) {
  const byKey = (list: unknown) =>
    [...(list as Array<{ key?: string; gene?: string; phenotype?: string }>)].sort((a, b) =>
      `${a.key ?? ''}${a.gene ?? ''}${a.phenotype ?? ''}`.localeCompare(
        `${b.key ?? ''}${b.gene ?? ''}${b.phenotype ?? ''}`,
      ),
    );
  return {
    ...s,
    sex: byKey(s.sex),
    ages: byKey(s.ages),
    stages: byKey(s.stages),
    phenotypes: byKey(s.phenotypes),
    adverse: byKey(s.adverse),
    findings: byKey(s.findings),
  };
}

beforeAll(async () => {
  t = await createTestContext();
  team = await signUpTeam(t.app, 'Cohort Counts Hospital');
  institutionId = (await authUser(team.oncologist.id)).institutionId;
  // 400 generated patients with stages, genotypes, labs and current and cleared alerts of every
  // kind and level, written past the writers, then their facts rebuilt as a bulk load must.
  await t.db.exec(seedPatientsSql(team.oncologist.id, 400));
  await t.db.exec(researchExtrasSql());
  await t.db.exec(generatedAlertsSql(4));
  await rebuildCohortFacts(t.db.db, null);
}, 300_000);
afterAll(async () => t.close());

describe('per-institution cohort counters', () => {
  it('give the facts query’s whole-institution summary, for each role’s alert levels', async () => {
    const { version } = await cohortFactsCurrent(t.db.db, institutionId);
    const counts = await institutionCohortCounts(t.db.db, institutionId, version, bands);
    expect(counts).not.toBeNull();
    expect(await storedSums()).toEqual(await recountedSums());
    for (const member of [team.researcher, team.oncologist, team.student]) {
      const user = await authUser(member.id);
      const plan = await planCohort(t.db.db, kb, user, {} as never, t.clock.now, 'facts', version);
      const fromFacts = factsSummaryRow(
        await rows<{ measure: string; key: string; n: number }>(
          t.db.db,
          summaryQuery(plan, t.clock.now),
        ),
      );
      const fromCounts = countsSummaryRow(counts!, plan);
      expect(fromFacts.total).toBeGreaterThanOrEqual(400);
      expect((fromFacts.stages as unknown[]).length).toBeGreaterThan(0);
      expect((fromFacts.phenotypes as unknown[]).length).toBeGreaterThan(0);
      expect((fromFacts.findings as unknown[]).length).toBeGreaterThan(0);
      // Conditions and interventions are ranked lists: their order is part of the answer.
      expect(fromCounts.conditions, member.id).toEqual(fromFacts.conditions);
      expect(fromCounts.interventions, member.id).toEqual(fromFacts.interventions);
      expect(normalised(fromCounts), member.id).toEqual(normalised(fromFacts));
    }
  }, 120_000);

  it('equal a recount from the facts after every kind of write', async () => {
    const token = team.oncologist.accessToken;
    const expectMirrored = async (step: string) =>
      expect(await storedSums(), step).toEqual(await recountedSums());
    const created = await createPatient(t.app, token, identifiablePatient('Quillfeather'));
    await expectMirrored('patient created');
    const base = `/api/patients/${created.id}`;
    const med = await call(t.app, token, 'POST', `${base}/medications`, { drugName: 'warfarin' });
    expect(med.statusCode, med.body).toBe(201);
    await expectMirrored('medication added');
    const stop = await call(
      t.app,
      token,
      'POST',
      `${base}/medications/${(med.json() as { id: string }).id}/stop`,
      {},
    );
    expect(stop.statusCode, stop.body).toBe(200);
    await expectMirrored('medication stopped');
    for (const [path, body] of [
      ['conditions', { name: 'Malignant neoplasm of colon', icd10: 'C18.9', stage: 'IIIB' }],
      ['conditions', { name: 'Malignant neoplasm of rectum', icd10: 'C20', stage: 'IIIA' }],
      ['genetics', { gene: 'DPYD', diplotype: '*1/*2A' }],
      ['medications', { drugName: 'capecitabine' }],
      ['medications', { drugName: 'warfarin' }],
    ] as const) {
      const res = await call(t.app, token, 'POST', `${base}/${path}`, body);
      expect(res.statusCode, res.body).toBe(201);
      await expectMirrored(`${path} added`);
    }
    await call(t.app, token, 'GET', `${base}/alerts`);
    await expectMirrored('alerts stored');
    const sums = await storedSums();
    // Two stages of one group are one subject in that group: the patient's stage set is one key.
    const stageSets = Object.keys(sums).filter((k) => k.startsWith('stages|'));
    expect(
      stageSets.filter((k) => k.includes('IIIA') && k.includes('IIIB') && k.includes('\u0001')),
      stageSets.join(', '),
    ).toHaveLength(1);
    const patched = await call(t.app, token, 'PATCH', base, {
      demographics: { sex: 'female', dateOfBirth: '1950-02-03' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await expectMirrored('demographics changed');
    const born = Number((await storedSums())['dob|1950-02-03']);
    expect(born).toBeGreaterThan(0);
    const inactive = await call(t.app, token, 'PATCH', base, { isActive: false });
    expect(inactive.statusCode, inactive.body).toBe(200);
    await expectMirrored('patient made inactive');
    // An inactive patient counts only as a facts row, never in a group.
    expect(Number((await storedSums())['dob|1950-02-03'] ?? 0)).toBe(born - 1);
  }, 120_000);

  it('are rebuilt when a write went around them, and folding keeps every sum', async () => {
    const version = async () => (await cohortFactsCurrent(t.db.db, institutionId)).version;
    const [victim] = await rows<{ id: string }>(
      t.db.db,
      sql`select id from patients where institution_id = ${institutionId} and is_active limit 1`,
    );
    // A deleted patient takes its facts row with it (cascade), never through the upsert; a stray
    // row stands for any other write that missed them.
    await t.db.db.execute(sql`delete from patients where id = ${victim!.id}`);
    await t.db.db.execute(sql`insert into cohort_count_deltas (institution_id, measure, key, n)
                              values (${institutionId}, 'sex', 'female', 7)`);
    expect(await storedSums()).not.toEqual(await recountedSums());
    const counts = await institutionCohortCounts(t.db.db, institutionId, await version(), bands);
    expect(counts).not.toBeNull();
    expect(await storedSums()).toEqual(await recountedSums());
    // Many small deltas, then one row per key with the same sums.
    for (let i = 0; i < 5; i++) {
      const ids = await rows<{ id: string }>(
        t.db.db,
        sql`select id from patients where institution_id = ${institutionId} order by id limit 50 offset ${i * 50}`,
      );
      await t.db.db.execute(sql`update patients set updated_at = updated_at + interval '1 second'
                                 where id in (${sql.join(ids.map((r) => sql`${r.id}`), sql`, `)})`);
      await t.db.db.transaction((tx) => refreshCohortFacts(tx, ids.map((r) => r.id)));
    }
    const before = await storedSums();
    await foldCohortCounts(t.db.db, institutionId);
    const [{ pieces, keys }] = (await rows<{ pieces: number; keys: number }>(
      t.db.db,
      sql`select count(*)::int as pieces, count(distinct (measure, key))::int as keys
            from cohort_count_deltas where institution_id = ${institutionId}`,
    )) as [{ pieces: number; keys: number }];
    expect(pieces).toBe(keys);
    expect(await storedSums()).toEqual(before);
    expect(before).toEqual(await recountedSums());
  }, 120_000);

  it('keep both of two concurrent writers’ changes to one institution', async () => {
    const ids = (
      await rows<{ id: string }>(
        t.db.db,
        sql`select id from patients where institution_id = ${institutionId} and is_active
             order by id limit 2`,
      )
    ).map((r) => r.id);
    const before = await storedSums();
    const females = Number(before['sex|female'] ?? 0);
    const overlapping = !!process.env.DATABASE_URL;
    // On PostgreSQL each writer waits, inside its transaction and after writing its deltas, until
    // the other has written too: both transactions are open at once.
    let arrived = 0;
    const bothWritten = new Promise<void>((resolve) => {
      const check = () => (arrived === 2 ? resolve() : setTimeout(check, 5));
      check();
    });
    const writer = (id: string) =>
      t.db.db.transaction(async (tx) => {
        await tx.execute(sql`update patients set sex = 'female', updated_at = updated_at + interval '1 second'
                              where id = ${id}`);
        await refreshCohortFacts(tx, [id]);
        arrived += 1;
        if (overlapping) await bothWritten;
      });
    const wasFemale = await rows<{ n: number }>(
      t.db.db,
      sql`select count(*)::int as n from patients where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
            and sex = 'female'`,
    );
    await Promise.all([...ids.map(writer), foldCohortCounts(t.db.db, institutionId)]);
    const after = await storedSums();
    expect(Number(after['sex|female'])).toBe(females + 2 - wasFemale[0]!.n);
    expect(after).toEqual(await recountedSums());
  }, 60_000);
});
