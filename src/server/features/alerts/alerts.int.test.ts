import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AlertFinding } from '../../../core/alerts';
import { alertAcknowledgements, auditLog, patientAlerts } from '../../../db/schema';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { call, createPatient, identifiablePatient } from '../../test-support/patients';
import {
  createTestContext,
  errorOf,
  signUpUser,
  type TestContext,
} from '../../test-support/test-app';

/*
 * Alert persistence, visibility, acknowledgement and co-signature, against findings constructed
 * here (the evaluator is replaced): the engine decides what is raised, this feature what happens
 * to it afterwards.
 */

let t: TestContext;
let team: Team;
let findings: AlertFinding[] = [];
let limitations: string[] = [];

const finding = (key: string, over: Partial<AlertFinding> = {}): AlertFinding => ({
  key,
  kind: 'interaction',
  severity: 'high',
  title: `Finding ${key}`,
  drugs: ['Capecitabine', 'Warfarin'],
  drugIds: ['capecitabine', 'warfarin'],
  rationale: 'INR rises with capecitabine.',
  management: 'Check INR weekly.',
  sources: [{ label: 'Capecitabine label, 5.2', url: 'https://dailymed.nlm.nih.gov/' }],
  ...over,
});

beforeAll(async () => {
  t = await createTestContext({
    alertEvaluator: () => ({ findings, limitations }),
  });
  team = await signUpTeam(t.app, 'Alert Hospital');
});
afterAll(async () => t.close());

let patientId: string;
beforeEach(async () => {
  findings = [];
  limitations = [];
  patientId = (
    await createPatient(t.app, team.oncologist.accessToken, identifiablePatient('Alertee'))
  ).id;
});

const alertsAs = async (token: string, id = patientId) => {
  const res = await call(t.app, token, 'GET', `/api/patients/${id}/alerts`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    alerts: Array<{ id: string; title: string; severity: string } & Record<string, unknown>>;
    limitations: string[];
    counts: Record<string, number>;
    hiddenLevels: string[];
  };
};
const onc = () => team.oncologist.accessToken;
const ack = (token: string, id: string, body: unknown = { reason: 'will-monitor' }) =>
  call(t.app, token, 'POST', `/api/alerts/${id}/acknowledge`, body);
const cosign = (token: string, id: string, body: unknown = { decision: 'approve' }) =>
  call(t.app, token, 'POST', `/api/alerts/${id}/cosign`, body);

async function storedRows() {
  return t.db.db.select().from(patientAlerts).where(eq(patientAlerts.patientId, patientId));
}

describe('persistence', () => {
  it('stores each finding once, with an id stable across evaluations; unchanged findings write nothing', async () => {
    findings = [finding('a'), finding('b', { severity: 'low' })];
    const first = await alertsAs(onc());
    const second = await alertsAs(onc());
    expect(second.alerts.map((a) => a.id)).toEqual(first.alerts.map((a) => a.id));
    expect(first.alerts.map((a) => a.title)).toEqual(['Finding a', 'Finding b']);
    expect(await storedRows()).toHaveLength(2);
    // Issue 21: one audit row per read, the first carrying what it stored (no separate update).
    const rows = await t.db.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entityId, patientId))
      .orderBy(auditLog.id);
    const alertRows = rows.filter((r) => r.action.startsWith('patient.alerts.'));
    expect(alertRows.map((r) => r.action)).toEqual(['patient.alerts.read', 'patient.alerts.read']);
    expect(alertRows[0]!.details).toMatchObject({ view: 'identified', shown: 2, raised: 2 });
    expect(alertRows[1]!.details).not.toHaveProperty('raised');
    expect(first.alerts[0]).toMatchObject({
      kind: 'interaction',
      severity: 'high',
      drugs: ['Capecitabine', 'Warfarin'],
      sources: [{ label: 'Capecitabine label, 5.2', url: 'https://dailymed.nlm.nih.gov/' }],
      isAcknowledged: false,
      acknowledgedAt: null,
      acknowledgedBy: null,
      overrideReason: null,
      acknowledgement: null,
    });
  });

  it('a changed text keeps the id and the acknowledgement; an escalation lapses it', async () => {
    findings = [finding('a', { severity: 'medium' })];
    const [a] = (await alertsAs(onc())).alerts;
    expect((await ack(onc(), a!.id)).statusCode).toBe(200);
    findings = [finding('a', { severity: 'medium', rationale: 'INR 3.8 today.' })];
    const [changed] = (await alertsAs(onc())).alerts;
    expect(changed).toMatchObject({ id: a!.id, rationale: 'INR 3.8 today.', isAcknowledged: true });
    findings = [finding('a', { severity: 'critical' })];
    const [escalated] = (await alertsAs(onc())).alerts;
    expect(escalated).toMatchObject({
      id: a!.id,
      severity: 'critical',
      isAcknowledged: false,
      acknowledgement: null,
    });
  });

  it('a finding that goes is no longer shown and its acknowledgement lapses; it comes back unacknowledged', async () => {
    findings = [finding('a'), finding('b')];
    const { alerts } = await alertsAs(onc());
    await ack(onc(), alerts[0]!.id);
    findings = [finding('b')];
    expect((await alertsAs(onc())).alerts.map((x) => x.title)).toEqual(['Finding b']);
    expect((await storedRows()).find((r) => r.findingKey === 'a')?.isCurrent).toBe(false);
    // Acknowledging an alert that is no longer raised is refused.
    expect((await ack(onc(), alerts[0]!.id)).statusCode).toBe(409);
    findings = [finding('a'), finding('b')];
    const back = (await alertsAs(onc())).alerts.find((x) => x.title === 'Finding a');
    expect(back).toMatchObject({ id: alerts[0]!.id, isAcknowledged: false });
  });

  it('passes the engine’s limitations through', async () => {
    limitations = ['Folic acid is not in the knowledge base: not checked.'];
    expect((await alertsAs(onc())).limitations).toEqual(limitations);
  });
});

describe('visibility by role (SPEC §6 alertLevels)', () => {
  it('each role sees its levels; every level is stored and counted', async () => {
    findings = (['critical', 'high', 'medium', 'low'] as const).map((s) =>
      finding(s, { severity: s }),
    );
    const seen = async (token: string) => (await alertsAs(token)).alerts.map((a) => a.severity);
    expect(await seen(onc())).toEqual(['critical', 'high', 'medium', 'low']);
    expect(await seen(team.pharmacist.accessToken)).toEqual(['critical', 'high', 'medium']);
    expect(await seen(team.nurse.accessToken)).toEqual(['critical', 'high']);
    expect(await seen(team.researcher.accessToken)).toEqual(['high', 'medium', 'low']);
    expect(await seen(team.student.accessToken)).toEqual(['critical', 'high', 'medium', 'low']);
    const nurse = await alertsAs(team.nurse.accessToken);
    expect(nurse.counts).toEqual({ critical: 1, high: 1, medium: 1, low: 1 });
    expect(nurse.hiddenLevels).toEqual(['low', 'medium']);
    expect(await storedRows()).toHaveLength(4);
  });

  it('an alert at a level the role is not shown is a 404 to it', async () => {
    findings = [finding('low', { severity: 'low' })];
    const [low] = (await alertsAs(onc())).alerts;
    expect((await ack(team.nurse.accessToken, low!.id)).statusCode).toBe(404);
  });
});

describe('acknowledging', () => {
  it('stores the real user, the time, the reason and the comment', async () => {
    findings = [finding('a')];
    const [a] = (await alertsAs(onc())).alerts;
    t.clock.now += 1000;
    const res = await ack(onc(), a!.id, { reason: 'other', comment: 'Dose reduced by 25%.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isAcknowledged: true,
      acknowledgedAt: new Date(t.clock.now).toISOString(),
      acknowledgedBy: 'Test User',
      overrideReason: 'other',
      acknowledgement: {
        status: 'confirmed',
        comment: 'Dose reduced by 25%.',
        by: { id: team.oncologist.id, role: 'oncologist' },
        cosignedBy: null,
      },
    });
    const [row] = await t.db.db
      .select()
      .from(alertAcknowledgements)
      .where(eq(alertAcknowledgements.alertId, a!.id));
    expect(row).toMatchObject({
      userId: team.oncologist.id,
      userRole: 'oncologist',
      reason: 'other',
    });
    expect((await ack(team.pharmacist.accessToken, a!.id)).statusCode).toBe(409);
  });

  it('400 names the field: an unknown reason, or other without a comment', async () => {
    findings = [finding('a')];
    const [a] = (await alertsAs(onc())).alerts;
    const bad = await ack(onc(), a!.id, { reason: 'because' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain('reason');
    const other = await ack(onc(), a!.id, { reason: 'other' });
    expect(other.statusCode).toBe(400);
    expect(errorOf(other).message).toContain('comment');
    expect((await ack(onc(), a!.id, { reason: 'will-monitor', extra: 1 })).statusCode).toBe(400);
  });

  it('404 for an unknown alert and for another institution’s alert', async () => {
    findings = [finding('a')];
    const [a] = (await alertsAs(onc())).alerts;
    const elsewhere = await signUpUser(t.app, { role: 'oncologist', institution: 'Elsewhere' });
    expect((await ack(elsewhere.accessToken, a!.id)).statusCode).toBe(404);
    expect((await ack(onc(), '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await cosign(elsewhere.accessToken, a!.id)).statusCode).toBe(404);
  });
});

describe('co-signature (nurse and student acknowledgements)', () => {
  it('a nurse’s acknowledgement is pending until an oncologist or pharmacist approves it', async () => {
    findings = [finding('a', { severity: 'critical' })];
    const [a] = (await alertsAs(onc())).alerts;
    const pending = await ack(team.nurse.accessToken, a!.id);
    expect(pending.json()).toMatchObject({
      isAcknowledged: false,
      acknowledgedBy: null,
      acknowledgement: {
        status: 'pending',
        by: { id: team.nurse.id, role: 'nurse' },
        cosignedBy: null,
      },
    });
    // A second pending acknowledgement is refused; so is co-signing by a nurse or a student.
    expect((await ack(team.student.accessToken, a!.id)).statusCode).toBe(409);
    expect((await cosign(team.nurse.accessToken, a!.id)).statusCode).toBe(403);
    expect((await cosign(team.student.accessToken, a!.id)).statusCode).toBe(403);
    const pendingList = await call(
      t.app,
      team.pharmacist.accessToken,
      'GET',
      '/api/alerts/pending-cosign',
    );
    expect(pendingList.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          alertId: a!.id,
          patientId,
          reason: 'will-monitor',
          by: expect.objectContaining({ role: 'nurse' }),
        }),
      ]),
    );
    t.clock.now += 5000;
    const approved = await cosign(team.pharmacist.accessToken, a!.id);
    expect(approved.json()).toMatchObject({
      isAcknowledged: true,
      acknowledgedBy: 'Test User',
      overrideReason: 'will-monitor',
      acknowledgement: {
        status: 'confirmed',
        by: { id: team.nurse.id },
        cosignedBy: { id: team.pharmacist.id, role: 'pharmacist' },
        cosignedAt: new Date(t.clock.now).toISOString(),
      },
    });
    expect((await cosign(onc(), a!.id)).statusCode).toBe(409);
  });

  it('a rejection needs a comment and leaves the alert unacknowledged, open to a new acknowledgement', async () => {
    findings = [finding('a')];
    const [a] = (await alertsAs(onc())).alerts;
    await ack(team.student.accessToken, a!.id);
    const noComment = await cosign(onc(), a!.id, { decision: 'reject' });
    expect(noComment.statusCode).toBe(400);
    expect(errorOf(noComment).message).toContain('comment');
    const rejected = await cosign(onc(), a!.id, {
      decision: 'reject',
      comment: 'Not appropriate here.',
    });
    expect(rejected.json()).toMatchObject({ isAcknowledged: false, acknowledgement: null });
    expect((await ack(team.nurse.accessToken, a!.id)).json().acknowledgement.status).toBe(
      'pending',
    );
  });

  it('an oncologist acknowledging directly settles a pending acknowledgement', async () => {
    findings = [finding('a')];
    const [a] = (await alertsAs(onc())).alerts;
    await ack(team.nurse.accessToken, a!.id);
    const direct = await ack(onc(), a!.id, { reason: 'dose-adjusted' });
    expect(direct.json()).toMatchObject({
      isAcknowledged: true,
      overrideReason: 'dose-adjusted',
      acknowledgement: { status: 'confirmed', by: { id: team.oncologist.id } },
    });
    const statuses = await t.db.db
      .select({ status: alertAcknowledgements.status })
      .from(alertAcknowledgements)
      .where(eq(alertAcknowledgements.alertId, a!.id));
    expect(statuses.map((s) => s.status).sort()).toEqual(['confirmed', 'superseded']);
  });

  it('a researcher may not acknowledge', async () => {
    findings = [finding('a')];
    const [a] = (await alertsAs(onc())).alerts;
    expect((await ack(team.researcher.accessToken, a!.id)).statusCode).toBe(403);
  });
});
