import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AlertFinding } from '../../../core/alerts';
import { analyticsEvents, users } from '../../../db/schema';
import { eventBuffer } from '../../lib/events';
import { signUpTeam, submission, submit, type Team } from '../../test-support/feedback';
import {
  call,
  createPatient,
  identifiablePatient,
  identifiersOf,
} from '../../test-support/patients';
import { createTestContext, type TestContext } from '../../test-support/test-app';

/*
 * Each feature records its analytics event where the thing happens (issue 15), and the event
 * carries codes and counts only: never the patient's identifiers, the typed text, or who did it.
 */

let t: TestContext;
let team: Team;
let findings: AlertFinding[] = [];
const patient = identifiablePatient('Quendrall');
let patientId: string;

const finding = (key: string, over: Partial<AlertFinding> = {}): AlertFinding => ({
  key,
  kind: 'interaction',
  severity: 'high',
  title: `Quendrall: capecitabine with warfarin (${key})`,
  drugs: ['Capecitabine', 'Warfarin'],
  drugIds: ['capecitabine', 'warfarin'],
  rationale: `Quendrall's INR rose on ${patient.demographics.dateOfBirth}.`,
  management: 'Check INR weekly.',
  sources: [{ label: 'Capecitabine label, 5.2' }],
  ...over,
});

beforeAll(async () => {
  t = await createTestContext({ alertEvaluator: () => ({ findings, limitations: [] }) });
  team = await signUpTeam(t.app, 'Recording Hospital');
  patientId = (await createPatient(t.app, team.oncologist.accessToken, patient)).id;
});
afterAll(async () => t.close());

/** The events written since the last call, after the batched ones have been flushed. */
let seen = 0;
async function newEvents() {
  await eventBuffer(t.db.db, () => {}).flush();
  const all = await t.db.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id));
  const fresh = all.slice(seen);
  seen = all.length;
  return fresh;
}
beforeEach(async () => {
  await newEvents();
});

/** Nothing that names the patient, the users or what was typed, anywhere in the event row. */
async function expectNothingIdentifying(
  events: Array<typeof analyticsEvents.$inferSelect>,
  typed: string[] = [],
) {
  const people = await t.db.db.select().from(users);
  const forbidden = [
    ...identifiersOf(patient),
    patientId,
    'Quendrall',
    ...people.flatMap((u) => [u.id, u.email, u.firstName === 'Test' ? '' : u.firstName]),
    ...typed,
  ].filter((s) => s.length > 0);
  for (const e of events) {
    const text = JSON.stringify({ ...e, id: undefined });
    for (const term of forbidden) expect(text).not.toContain(term);
    expect(Object.keys(e).sort()).toEqual(
      ['count', 'id', 'institutionId', 'occurredAt', 'properties', 'role', 'type'].sort(),
    );
  }
}

const institutionOf = async (userId: string) =>
  (await t.db.db.select().from(users).where(eq(users.id, userId)))[0]?.institutionId;

describe('drug search and monograph views', () => {
  it('a search records the drugs it names exactly and the result count, never the text', async () => {
    const onc = team.oncologist.accessToken;
    expect((await call(t.app, onc, 'GET', '/api/drugs?q=Xeloda')).statusCode).toBe(200);
    expect((await call(t.app, onc, 'GET', '/api/drugs?q=quendr')).statusCode).toBe(200);
    // Browsing without a query is not a search.
    expect((await call(t.app, onc, 'GET', '/api/drugs?class=Antimetabolite')).statusCode).toBe(200);
    const events = await newEvents();
    expect(events.map((e) => [e.type, e.role, e.properties])).toEqual([
      ['drug.search', 'oncologist', { drugIds: ['capecitabine'], results: expect.any(Number) }],
      ['drug.search', 'oncologist', { drugIds: [], results: expect.any(Number) }],
    ]);
    expect(events[0]!.institutionId).toBe(await institutionOf(team.oncologist.id));
    await expectNothingIdentifying(events, ['Xeloda', 'quendr']);
  });

  it('opening a monograph records the drug id', async () => {
    const token = team.pharmacist.accessToken;
    const byId = await call(t.app, token, 'GET', '/api/drugs/id/capecitabine');
    expect(byId.statusCode, byId.body).toBe(200);
    const byRxcui = await call(t.app, token, 'GET', `/api/drugs/${byId.json().rxcui}`);
    expect(byRxcui.statusCode, byRxcui.body).toBe(200);
    expect((await call(t.app, token, 'GET', '/api/drugs/9999999')).statusCode).toBe(404);
    const events = await newEvents();
    // Two identical views in one write window: one row standing for both.
    expect(events.map((e) => [e.type, e.role, e.properties, e.count])).toEqual([
      ['drug.view', 'pharmacist', { drugId: 'capecitabine' }, 2],
    ]);
  });
});

describe('interaction checks', () => {
  it('records the drug count, unresolved inputs and findings by severity, no names', async () => {
    const res = await call(t.app, team.nurse.accessToken, 'POST', '/api/interactions/check', {
      drugs: ['warfarin', 'capecitabine', 'Quendrall tonic'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json().summary as Record<string, number>;
    const events = await newEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'interaction.check', role: 'nurse' });
    const expected = Object.fromEntries(Object.entries(summary).filter(([, n]) => n > 0));
    expect(events[0]!.properties).toEqual({ drugCount: 2, unresolved: 1, findings: expected });
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    await expectNothingIdentifying(events, ['warfarin', 'capecitabine', 'tonic']);
  });

  it('identical checks are merged into one row with their count; others stay apart', async () => {
    const token = team.oncologist.accessToken;
    for (let i = 0; i < 3; i += 1) {
      await call(t.app, token, 'POST', '/api/interactions/check', {
        drugs: ['warfarin', 'Xeloda'],
      });
    }
    await call(t.app, team.pharmacist.accessToken, 'POST', '/api/interactions/check', {
      drugs: ['warfarin', 'Xeloda'],
    });
    const events = await newEvents();
    expect(events.map((e) => [e.role, e.count])).toEqual([
      ['oncologist', 3],
      ['pharmacist', 1],
    ]);
    expect(events[0]!.properties).toEqual(events[1]!.properties);
  });

  it('a refused check (one drug) records nothing', async () => {
    const res = await call(t.app, team.nurse.accessToken, 'POST', '/api/interactions/check', {
      drugs: ['warfarin'],
    });
    expect(res.statusCode).toBe(400);
    expect(await newEvents()).toEqual([]);
  });
});

describe('patient alerts', () => {
  it('records an alert raised the first time, again at a new severity, not when unchanged', async () => {
    const onc = team.oncologist.accessToken;
    findings = [finding('a'), finding('b', { kind: 'qt', severity: 'medium' })];
    expect((await call(t.app, onc, 'GET', `/api/patients/${patientId}/alerts`)).statusCode).toBe(
      200,
    );
    let events = await newEvents();
    expect(events.map((e) => e.properties)).toEqual([
      { kind: 'interaction', severity: 'high' },
      { kind: 'qt', severity: 'medium' },
    ]);
    expect(events.every((e) => e.type === 'alert.raised' && e.role === 'oncologist')).toBe(true);
    await expectNothingIdentifying(events);

    // The same findings again: nothing new. Then one rises to critical: raised at a new level.
    await call(t.app, onc, 'GET', `/api/patients/${patientId}/alerts`);
    expect(await newEvents()).toEqual([]);
    findings = [
      finding('a', { severity: 'critical' }),
      finding('b', { kind: 'qt', severity: 'medium' }),
    ];
    await call(t.app, onc, 'GET', `/api/patients/${patientId}/alerts`);
    events = await newEvents();
    expect(events.map((e) => [e.type, e.properties])).toEqual([
      ['alert.raised', { kind: 'interaction', severity: 'critical' }],
    ]);
  });

  it('records acknowledgements (direct and pending) and co-signatures with kind, severity and reason', async () => {
    findings = [finding('c', { severity: 'medium' }), finding('d', { kind: 'renal' })];
    const alerts = (
      await call(t.app, team.oncologist.accessToken, 'GET', `/api/patients/${patientId}/alerts`)
    ).json().alerts as Array<{ id: string; title: string }>;
    await newEvents();
    const [c, d] = ['(c)', '(d)'].map((k) => alerts.find((a) => a.title.endsWith(k))!);

    const direct = await call(
      t.app,
      team.pharmacist.accessToken,
      'POST',
      `/api/alerts/${c!.id}/acknowledge`,
      {
        reason: 'other',
        comment: 'Discussed with Quendrall at the bedside',
      },
    );
    expect(direct.statusCode, direct.body).toBe(200);
    const pending = await call(
      t.app,
      team.nurse.accessToken,
      'POST',
      `/api/alerts/${d!.id}/acknowledge`,
      {
        reason: 'will-monitor',
      },
    );
    expect(pending.statusCode, pending.body).toBe(200);
    const cosign = await call(
      t.app,
      team.oncologist.accessToken,
      'POST',
      `/api/alerts/${d!.id}/cosign`,
      {
        decision: 'approve',
      },
    );
    expect(cosign.statusCode, cosign.body).toBe(200);

    const events = await newEvents();
    expect(events.map((e) => [e.type, e.role, e.properties])).toEqual([
      [
        'alert.acknowledged',
        'pharmacist',
        { kind: 'interaction', severity: 'medium', reason: 'other', pending: false },
      ],
      [
        'alert.acknowledged',
        'nurse',
        { kind: 'renal', severity: 'high', reason: 'will-monitor', pending: true },
      ],
      [
        'alert.cosigned',
        'oncologist',
        { kind: 'renal', severity: 'high', reason: 'will-monitor', decision: 'approve' },
      ],
    ]);
    await expectNothingIdentifying(events, ['Discussed', 'bedside']);
  });

  it('a refused acknowledgement records nothing (the event shares the transaction)', async () => {
    findings = [finding('e')];
    const alerts = (
      await call(t.app, team.oncologist.accessToken, 'GET', `/api/patients/${patientId}/alerts`)
    ).json().alerts as Array<{ id: string; title: string }>;
    const e = alerts.find((a) => a.title.endsWith('(e)'))!;
    await call(t.app, team.oncologist.accessToken, 'POST', `/api/alerts/${e.id}/acknowledge`, {
      reason: 'dose-adjusted',
    });
    await newEvents();
    const again = await call(
      t.app,
      team.pharmacist.accessToken,
      'POST',
      `/api/alerts/${e.id}/acknowledge`,
      {
        reason: 'dose-adjusted',
      },
    );
    expect(again.statusCode).toBe(409);
    expect(await newEvents()).toEqual([]);
  });
});

describe('pharmacogenomics and feedback', () => {
  it('records each phenotype computed, gene and phenotype only', async () => {
    const res = await call(t.app, team.researcher.accessToken, 'POST', '/api/pgx/evaluate', {
      genotypes: [
        { gene: 'DPYD', diplotype: '*1/*2A' },
        { gene: 'HLA-B*58:01', phenotype: 'positive' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const events = await newEvents();
    expect(events.map((e) => [e.type, e.role, e.properties])).toEqual([
      ['pgx.phenotype', 'researcher', { gene: 'DPYD', phenotype: 'intermediate metabolizer' }],
      ['pgx.phenotype', 'researcher', { gene: 'HLA-B', allele: '*58:01', phenotype: 'positive' }],
    ]);
  });

  it('records a stored feedback item by its classification, once (a retry is not counted)', async () => {
    const item = await submit(t.app, team.student.accessToken, {
      title: 'Quendrall case crashes',
      description: `The page for ${patient.demographics.mrn} goes blank with an error.`,
    });
    await call(t.app, team.student.accessToken, 'POST', '/api/feedback', {
      ...submission({ id: item.id }),
      title: 'Quendrall case crashes',
      description: `The page for ${patient.demographics.mrn} goes blank with an error.`,
    });
    const events = await newEvents();
    expect(events.map((e) => [e.type, e.role, e.properties])).toEqual([
      [
        'feedback.submitted',
        'student',
        { type: 'bug', category: expect.any(String), priority: expect.any(String) },
      ],
    ]);
    await expectNothingIdentifying(events, ['crashes', 'blank']);
  });
});
