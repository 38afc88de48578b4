import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { createPatient, identifiablePatient } from '../../test-support/patients';
import {
  bearer,
  createTestContext,
  errorOf,
  signUpUser,
  type SignedUp,
  type TestContext,
} from '../../test-support/test-app';
import { policyResponseSchema } from './schemas';

/*
 * The institution alert policy (issue 22) × roles × another institution: two people, audited,
 * reversible, label contraindications protected, and the policy really grades the checker and the
 * patient's alerts (warfarin + capecitabine: curated major, label-cited).
 */

let t: TestContext;
let team: Team;
let outsider: SignedUp;
let patientId: string;
const URL = '/api/institution/alert-policy';
const today = () => new Date(t.clock.now).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestContext();
  team = await signUpTeam(t.app, 'Policy Hospital');
  outsider = await signUpUser(t.app, { role: 'pharmacist', institution: 'Elsewhere Hospital' });
  patientId = (
    await createPatient(t.app, team.oncologist.accessToken, identifiablePatient('Polly'))
  ).id;
}, 300_000);
afterAll(async () => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

const propose = (token: string, over: Record<string, unknown> = {}) =>
  call('PUT', URL, token, {
    op: 'propose',
    target: { type: 'pair', drugs: ['warfarin', 'capecitabine'] },
    action: 'severity',
    severity: 'medium',
    rationale: 'INR is checked twice weekly by the anticoagulation clinic protocol',
    effectiveFrom: today(),
    ...over,
  });

const checkPair = async (token: string) => {
  const res = await call('POST', '/api/interactions/check', token, {
    drugs: ['warfarin', 'capecitabine'],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().interactions[0] as {
    severity: string;
    kbSeverity?: string;
    localPolicy?: { kbSeverity: string; localSeverity: string };
  };
};

const patientAlert = async () => {
  const res = await call('GET', `/api/patients/${patientId}/alerts`, team.pharmacist.accessToken);
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json().alerts as Array<{
      kind: string;
      severity: string;
      drugs: string[];
      localPolicy?: { kbSeverity: string; localSeverity: string };
    }>
  ).find((a) => a.kind === 'interaction' && a.drugs.some((d) => /warfarin/i.test(d)));
};

const audits = async (action: string) =>
  (
    await t.db.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(like(auditLog.action, action), eq(auditLog.entityType, 'alert-policy')))
  )[0]!.n;

describe('institution alert policy', () => {
  let proposalId: string;

  it('401 without a token', async () => {
    expect((await call('GET', URL)).statusCode).toBe(401);
    expect((await propose('')).statusCode).toBe(401);
  });

  it('any member reads it; only an admin or a knowledge reviewer may change it (403)', async () => {
    const read = await call('GET', URL, team.nurse.accessToken);
    expect(read.statusCode, read.body).toBe(200);
    expect(policyResponseSchema.parse(read.json())).toMatchObject({
      entries: [],
      canChange: false,
    });
    for (const u of [team.nurse, team.pharmacist, team.student, team.researcher]) {
      const res = await propose(u.accessToken);
      expect(res.statusCode, res.body).toBe(403);
    }
    // The admin grants canReviewKnowledge: the pharmacist may now change it.
    const grant = await call(
      'PUT',
      `/api/knowledge/reviewers/${team.pharmacist.id}`,
      team.oncologist.accessToken,
    );
    expect(grant.statusCode, grant.body).toBe(200);
    expect((await call('GET', URL, team.pharmacist.accessToken)).json().canChange).toBe(true);
  });

  it('400 names the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ rationale: 'short' }, 'rationale'],
      [{ effectiveFrom: '28/11/2026' }, 'effectiveFrom'],
      [{ target: { type: 'pair', drugs: ['warfarin', 'no-such-drug'] } }, 'target.drugs.1'],
      [{ target: { type: 'rule', kind: 'lab', ruleId: 'no-such-rule' } }, 'target.ruleId'],
      [{ severity: undefined }, 'severity'],
      [{ severity: 'high' }, 'severity'],
      [{ action: 'do-not-interrupt' }, 'severity'],
      [{ target: { type: 'pair', drugs: ['warfarin', 'ondansetron'] } }, 'target.drugs'],
    ];
    for (const [over, field] of cases) {
      const res = await propose(team.oncologist.accessToken, over);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(errorOf(res).message).toContain(field);
    }
  });

  it('a critical contraindication from a label cannot be silenced or downgraded (409, named)', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [
        {
          target: { type: 'pair', drugs: ['mercaptopurine', 'febuxostat'] },
          action: 'do-not-interrupt',
          severity: undefined,
        },
        /Febuxostat \+ Mercaptopurine.*critical contraindication from the FDA label.*cannot be silenced or downgraded/i,
      ],
      [
        {
          target: {
            type: 'rule',
            kind: 'interaction',
            ruleId: 'curated:mercaptopurine-febuxostat',
          },
          severity: 'high',
        },
        /mercaptopurine-febuxostat.*cannot be silenced/i,
      ],
      [
        { target: { type: 'rule', kind: 'lab', ruleId: 'paclitaxel-anc' }, severity: 'high' },
        /cannot be silenced or downgraded/,
      ],
    ];
    for (const [over, message] of cases) {
      const res = await propose(team.oncologist.accessToken, over);
      expect(res.statusCode, res.body).toBe(409);
      expect(errorOf(res).message).toMatch(message);
    }
  });

  it('a proposal is pending until a second person approves it; the proposer cannot', async () => {
    const res = await propose(team.oncologist.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    const body = policyResponseSchema.parse(res.json());
    proposalId = body.changedId!;
    expect(body.entries[0]).toMatchObject({
      status: 'pending',
      kbSeverity: 'high',
      localSeverity: 'medium',
      inEffect: false,
      targetLabel: 'Capecitabine + Warfarin',
      proposedBy: expect.any(String),
    });
    // Pending changes nothing.
    expect((await checkPair(team.nurse.accessToken)).severity).toBe('major');
    const self = await call('PUT', URL, team.oncologist.accessToken, {
      op: 'approve',
      id: proposalId,
    });
    expect(self.statusCode).toBe(403);
    expect(errorOf(self).message).toMatch(/second person/);
    expect((await patientAlert())?.severity).toBe('high');
  });

  it('another institution neither sees nor decides it (404)', async () => {
    const read = await call('GET', URL, outsider.accessToken);
    expect(read.json().entries).toEqual([]);
    const res = await call('PUT', URL, outsider.accessToken, { op: 'approve', id: proposalId });
    expect(res.statusCode).toBe(404);
  });

  it('approved, it grades the checker and the patient’s alerts for this institution only, with the knowledge severity beside', async () => {
    const res = await call('PUT', URL, team.pharmacist.accessToken, {
      op: 'approve',
      id: proposalId,
      note: 'Agreed at the P&T meeting',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entries[0]).toMatchObject({ status: 'active', inEffect: true });
    expect(await checkPair(team.nurse.accessToken)).toMatchObject({
      severity: 'moderate',
      kbSeverity: 'major',
      localPolicy: { kbSeverity: 'high', localSeverity: 'medium' },
    });
    const outside = await checkPair(outsider.accessToken);
    expect(outside.severity).toBe('major');
    expect(outside.localPolicy).toBeUndefined();
    // The alert cache keys on the policy version: the stored alert is re-graded at once.
    expect(await patientAlert()).toMatchObject({
      severity: 'medium',
      localPolicy: { kbSeverity: 'high', localSeverity: 'medium' },
    });
    expect(await audits('alert-policy.propose')).toBeGreaterThanOrEqual(1);
    expect(await audits('alert-policy.approve')).toBe(1);
  });

  it('is reversible: a revert restores the knowledge base grading and keeps the history', async () => {
    const bad = await call('PUT', URL, team.pharmacist.accessToken, {
      op: 'revert',
      id: proposalId,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain('reason');
    const res = await call('PUT', URL, team.pharmacist.accessToken, {
      op: 'revert',
      id: proposalId,
      reason: 'Anticoagulation clinic protocol withdrawn',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entries[0]).toMatchObject({
      status: 'reverted',
      inEffect: false,
      revertReason: 'Anticoagulation clinic protocol withdrawn',
    });
    expect((await checkPair(team.nurse.accessToken)).severity).toBe('major');
    expect((await patientAlert())?.severity).toBe('high');
    expect(await audits('alert-policy.revert')).toBe(1);
    const again = await call('PUT', URL, team.pharmacist.accessToken, {
      op: 'revert',
      id: proposalId,
      reason: 'twice',
    });
    expect(again.statusCode).toBe(409);
  });

  it('do not interrupt keeps the severity and tells the checker not to interrupt', async () => {
    const res = await propose(team.pharmacist.accessToken, {
      action: 'do-not-interrupt',
      severity: undefined,
    });
    const id = res.json().changedId as string;
    const ok = await call('PUT', URL, team.oncologist.accessToken, { op: 'approve', id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await checkPair(team.nurse.accessToken)).toMatchObject({
      severity: 'major',
      localPolicy: { interrupt: false, kbSeverity: 'high', localSeverity: 'high' },
    });
  });

  it('an entry effective from a later day is not in effect yet', async () => {
    const res = await propose(team.pharmacist.accessToken, {
      target: { type: 'pair', drugs: ['ibrutinib', 'voriconazole'] },
      effectiveFrom: '2999-01-01',
    });
    const id = res.json().changedId as string;
    const ok = await call('PUT', URL, team.oncologist.accessToken, { op: 'approve', id });
    expect(ok.json().entries.find((e: { id: string }) => e.id === id)).toMatchObject({
      status: 'active',
      inEffect: false,
    });
    const check = await call('POST', '/api/interactions/check', team.nurse.accessToken, {
      drugs: ['ibrutinib', 'voriconazole'],
    });
    expect(check.json().interactions[0].severity).toBe('major');
  });
});

describe('an approved knowledge correction of a severity (review workspace)', () => {
  const FACT = 'interaction:ceritinib-warfarin:severity';

  it('refuses a value outside the severity scale (400 naming proposedValue) and a downgraded label contraindication (409)', async () => {
    const bad = await call('POST', '/api/knowledge/reviews', team.pharmacist.accessToken, {
      factId: FACT,
      action: 'correct',
      note: 'Local anticoagulation protocol',
      proposedValue: 'medium',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain('proposedValue');
    const protectedFact = await call(
      'POST',
      '/api/knowledge/reviews',
      team.pharmacist.accessToken,
      {
        factId: 'interaction:mercaptopurine-febuxostat:severity',
        action: 'correct',
        note: 'Trying to lower a label contraindication',
        proposedValue: 'major',
      },
    );
    expect(protectedFact.statusCode).toBe(409);
    expect(errorOf(protectedFact).message).toMatch(/cannot be silenced or downgraded/);
  });

  it('changes what the checker computes for this institution once a second reviewer approves, and shows in the changelog as local', async () => {
    // The admin oncologist also needs the grant to review facts.
    await call(
      'PUT',
      `/api/knowledge/reviewers/${team.oncologist.id}`,
      team.oncologist.accessToken,
    );
    const proposed = await call('POST', '/api/knowledge/reviews', team.pharmacist.accessToken, {
      factId: FACT,
      action: 'correct',
      note: 'INR monitored by the anticoagulation clinic; graded moderate locally',
      proposedValue: 'moderate',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const before = await call('POST', '/api/interactions/check', team.nurse.accessToken, {
      drugs: ['ceritinib', 'warfarin'],
    });
    expect(before.json().interactions[0].severity).toBe('major');
    const approved = await call(
      'POST',
      `/api/knowledge/reviews/${proposed.json().id}/decision`,
      team.oncologist.accessToken,
      { decision: 'approve' },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await call('POST', '/api/interactions/check', team.nurse.accessToken, {
      drugs: ['ceritinib', 'warfarin'],
    });
    expect(after.json().interactions[0]).toMatchObject({
      severity: 'moderate',
      kbSeverity: 'major',
      localPolicy: { origin: 'correction', kbSeverity: 'high', localSeverity: 'medium' },
    });
    const elsewhere = await call('POST', '/api/interactions/check', outsider.accessToken, {
      drugs: ['ceritinib', 'warfarin'],
    });
    expect(elsewhere.json().interactions[0].severity).toBe('major');
    const log = await call('GET', '/api/knowledge/changes', team.nurse.accessToken);
    expect(log.json().local).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          origin: 'correction',
          change: 'major → moderate',
          applies: 'checker-and-alerts',
        }),
        expect.objectContaining({ origin: 'policy', applies: 'reverted' }),
      ]),
    );
    expect(
      (await call('GET', '/api/knowledge/changes', outsider.accessToken)).json().local,
    ).toEqual([]);
  });
});
