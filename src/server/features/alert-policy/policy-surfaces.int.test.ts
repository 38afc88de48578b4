import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { createPatient, identifiablePatient } from '../../test-support/patients';
import {
  bearer,
  createTestContext,
  signUpUser,
  type SignedUp,
  type TestContext,
} from '../../test-support/test-app';

/*
 * The institution alert policy (issue 22) grades every surface that shows alerts, not only the
 * checker and the patient's alerts: treatment plans, recommendations (/ai) and learning cases.
 * (CDS Hooks cards: cds-hooks/cds-policy.int.test.ts.) Warfarin + capecitabine is a curated major
 * interaction (engine `high`); the committee grades it medium here. Each surface shows the local
 * severity with the knowledge base's beside it, and another institution keeps the knowledge
 * base's grading.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestContext;
let team: Team;
let outsider: SignedUp;
let patientId: string;
let outsiderPatientId: string;
const URL = '/api/institution/alert-policy';
const today = () => new Date(t.clock.now).toISOString().slice(0, 10);
const POLICY = { kbSeverity: 'high', localSeverity: 'medium', action: 'severity' };

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const isWarfarinCapecitabine = (f: Json) =>
  f.kind === 'interaction' &&
  (f.drugs ?? [f.title]).some((d: string) => /warfarin/i.test(d)) &&
  (f.drugs ?? [f.title]).some((d: string) => /capecitabine/i.test(d));

beforeAll(async () => {
  t = await createTestContext();
  team = await signUpTeam(t.app, 'Surfaces Hospital');
  outsider = await signUpUser(t.app, { role: 'oncologist', institution: 'Elsewhere Clinic' });
  patientId = (
    await createPatient(t.app, team.oncologist.accessToken, identifiablePatient('Surface'))
  ).id;
  outsiderPatientId = (
    await createPatient(t.app, outsider.accessToken, identifiablePatient('Outside'))
  ).id;
  // The committee: the oncologist (institution admin) proposes, the pharmacist approves.
  const grant = await call(
    'PUT',
    `/api/knowledge/reviewers/${team.pharmacist.id}`,
    team.oncologist.accessToken,
  );
  expect(grant.statusCode, grant.body).toBe(200);
  const proposed = await call('PUT', URL, team.oncologist.accessToken, {
    op: 'propose',
    target: { type: 'pair', drugs: ['warfarin', 'capecitabine'] },
    action: 'severity',
    severity: 'medium',
    rationale: 'INR is checked twice weekly by the anticoagulation clinic protocol',
    effectiveFrom: today(),
  });
  expect(proposed.statusCode, proposed.body).toBe(200);
  const approved = await call('PUT', URL, team.pharmacist.accessToken, {
    op: 'approve',
    id: proposed.json().changedId,
  });
  expect(approved.statusCode, approved.body).toBe(200);
}, 300_000);
afterAll(async () => t.close());

describe('treatment plans', () => {
  const planAlert = async (token: string, id: string) => {
    const res = await call('POST', `/api/patients/${id}/treatment-plans`, token, {
      regimenId: 'capox-adjuvant',
      startDate: today(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json() as Json;
    const alert = (plan.alerts as Json[]).find(isWarfarinCapecitabine);
    expect(alert, JSON.stringify(plan.alerts.map((a: Json) => a.title))).toBeDefined();
    return { plan, alert: alert! };
  };

  it("the plan's alerts carry the local severity with the knowledge base's beside it", async () => {
    const { plan, alert } = await planAlert(team.oncologist.accessToken, patientId);
    expect(alert).toMatchObject({
      severity: 'medium',
      kbSeverity: 'high',
      localPolicy: POLICY,
    });
    expect(alert.rationale).toMatch(/Institution alert policy: graded medium here/);
    // Read again (GET and the list) the same way.
    const read = await call('GET', `/api/treatment-plans/${plan.id}`, team.pharmacist.accessToken);
    expect((read.json().alerts as Json[]).find(isWarfarinCapecitabine)).toMatchObject({
      severity: 'medium',
      kbSeverity: 'high',
    });
    const list = await call(
      'GET',
      `/api/patients/${patientId}/treatment-plans`,
      team.nurse.accessToken,
    );
    expect(
      (list.json().plans[0].alerts as Json[]).find(isWarfarinCapecitabine)?.localPolicy,
    ).toMatchObject(POLICY);
  });

  it('another institution keeps the knowledge base grading', async () => {
    const { alert } = await planAlert(outsider.accessToken, outsiderPatientId);
    expect(alert.severity).toBe('high');
    expect(alert.kbSeverity).toBeUndefined();
    expect(alert.localPolicy).toBeUndefined();
  });
});

describe('recommendations (/ai)', () => {
  const resolvedAlerts = (body: Json): Json[] => [
    ...(body.recommendations as Json[]).flatMap((r) => r.resolves as Json[]),
    ...(body.unresolved as Json[]),
  ];

  it('the alerts a recommendation resolves carry the local severity and the policy', async () => {
    const res = await call(
      'GET',
      `/api/patients/${patientId}/recommendations`,
      team.pharmacist.accessToken,
    );
    expect(res.statusCode, res.body).toBe(200);
    const alert = resolvedAlerts(res.json()).find(isWarfarinCapecitabine);
    expect(alert, res.body).toMatchObject({ severity: 'medium', localPolicy: POLICY });
    const rec = (res.json().recommendations as Json[]).find((r) =>
      (r.resolves as Json[]).some(isWarfarinCapecitabine),
    );
    // A recommendation answering only this alert takes its local severity.
    if (rec && (rec.resolves as Json[]).every(isWarfarinCapecitabine)) {
      expect(rec.severity).toBe('medium');
    }
  });

  it('another institution keeps the knowledge base grading', async () => {
    const res = await call(
      'GET',
      `/api/patients/${outsiderPatientId}/recommendations`,
      outsider.accessToken,
    );
    expect(res.statusCode, res.body).toBe(200);
    const alert = resolvedAlerts(res.json()).find(isWarfarinCapecitabine);
    expect(alert).toMatchObject({ severity: 'high' });
    expect(alert?.localPolicy).toBeUndefined();
  });
});

describe('learning cases', () => {
  const caseFinding = async (token: string) => {
    // Case 1 (Eleanor) takes warfarin with capecitabine.
    const res = await call('POST', '/api/learning/cases/case-1/answers', token, {
      kinds: ['interaction'],
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().findings as Json[]).find(
      (f) => f.kind === 'interaction' && /warfarin/i.test(f.title) && /capecitabine/i.test(f.title),
    );
  };

  it('a learner of the institution sees the local severity, the knowledge base beside it', async () => {
    const finding = await caseFinding(team.student.accessToken);
    expect(finding).toMatchObject({ severity: 'medium', kbSeverity: 'high', localPolicy: POLICY });
    expect(finding?.rationale).toMatch(/knowledge base severity high/);
  });

  it('a learner elsewhere sees the knowledge base grading', async () => {
    const finding = await caseFinding(outsider.accessToken);
    expect(finding).toMatchObject({ severity: 'high' });
    expect(finding?.kbSeverity).toBeUndefined();
  });
});

describe('GET /api/institution/alert-policy/rules (the panel’s rule picker)', () => {
  it('401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${URL}/rules` });
    expect(res.statusCode).toBe(401);
  });

  it('lists the tunable rules with the knowledge base severity; label contraindications protected', async () => {
    const res = await call('GET', `${URL}/rules`, team.student.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    const rules = res.json().rules as Json[];
    expect(new Set(rules.map((r) => r.kind))).toEqual(new Set(['lab', 'duplicate', 'interaction']));
    expect(rules.find((r) => r.ruleId === 'curated:mercaptopurine-febuxostat')).toMatchObject({
      kind: 'interaction',
      kbSeverity: 'critical',
      protected: true,
    });
    expect(rules.find((r) => r.ruleId === 'paclitaxel-anc')).toMatchObject({ kind: 'lab' });
    // Every rule listed is one the PUT accepts as a target (ids are the same catalogue).
    const some = rules.find((r) => !r.protected && r.kind === 'lab')!;
    const res2 = await call('PUT', URL, team.oncologist.accessToken, {
      op: 'propose',
      target: { type: 'rule', kind: some.kind, ruleId: some.ruleId },
      action: 'do-not-interrupt',
      rationale: 'Picked from the rule picker in the policy panel',
      effectiveFrom: today(),
    });
    expect(res2.statusCode, res2.body).toBe(200);
  });
});
