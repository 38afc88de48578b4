import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertFinding } from '../../../core/alerts';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { call, createPatient, identifiablePatient } from '../../test-support/patients';
import { createTestContext, errorOf, type TestContext } from '../../test-support/test-app';
import { ruleOverridesResponseSchema } from './rule-overrides';

/*
 * GET /api/analytics/alert-rules (issue 22): each rule's fire count, override rate and reasons,
 * institution-scoped, rules overridden > 90% (over ≥ 5 firings) first.
 */

let t: TestContext;
let team: Team;
let other: Team;

const finding = (key: string, title: string): AlertFinding => ({
  key,
  kind: key.split(':')[0] as AlertFinding['kind'],
  severity: 'high',
  title,
  drugs: ['Capecitabine', 'Warfarin'],
  drugIds: ['capecitabine', 'warfarin'],
  rationale: 'r',
  management: 'm',
  sources: [],
});
const noisy = finding('interaction:capecitabine+warfarin:curated:warfarin-capecitabine', 'Noisy');
const useful = finding('qt:capecitabine+warfarin:qtc-prolonged', 'Useful');

beforeAll(async () => {
  t = await createTestContext({
    alertEvaluator: () => ({ findings: [noisy, useful], limitations: [] }),
  });
  team = await signUpTeam(t.app, 'Fatigue Hospital');
  other = await signUpTeam(t.app, 'Quiet Clinic');
  const onc = team.oncologist.accessToken;
  // Six patients each raise both alerts; the noisy one is overridden every time, the other once.
  for (let i = 0; i < 6; i++) {
    const p = await createPatient(t.app, onc, identifiablePatient(`Fatigue${i}`));
    const alerts = (await call(t.app, onc, 'GET', `/api/patients/${p.id}/alerts`)).json()
      .alerts as Array<{ id: string; title: string }>;
    const ack = async (title: string, reason: string) => {
      const res = await call(
        t.app,
        onc,
        'POST',
        `/api/alerts/${alerts.find((a) => a.title === title)!.id}/acknowledge`,
        { reason },
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    await ack('Noisy', i < 4 ? 'not-clinically-relevant' : 'will-monitor');
    if (i === 0) await ack('Useful', 'dose-adjusted');
  }
}, 300_000);
afterAll(async () => t.close());

describe('GET /api/analytics/alert-rules', () => {
  it('401 without a session, 403 for a nurse, 400 naming a bad range field', async () => {
    expect((await call(t.app, null, 'GET', '/api/analytics/alert-rules')).statusCode).toBe(401);
    expect(
      (await call(t.app, team.nurse.accessToken, 'GET', '/api/analytics/alert-rules')).statusCode,
    ).toBe(403);
    const bad = await call(
      t.app,
      team.pharmacist.accessToken,
      'GET',
      '/api/analytics/alert-rules?from=yesterday',
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain('from');
  });

  it('counts firings, overrides and reasons per rule, the > 90% overridden rule first', async () => {
    const res = await call(t.app, team.pharmacist.accessToken, 'GET', '/api/analytics/alert-rules');
    expect(res.statusCode, res.body).toBe(200);
    const body = ruleOverridesResponseSchema.parse(res.json());
    expect(body.rules.map((r) => [r.ruleId, r.fired, r.overridden, r.highOverride])).toEqual([
      ['curated:warfarin-capecitabine', 6, 6, true],
      ['qtc-prolonged', 6, 0, false],
    ]);
    expect(body.rules[0]).toMatchObject({
      label: expect.stringContaining('warfarin-capecitabine'),
      kbSeverity: 'high',
      tunable: true,
      overrideRate: 1,
      reasons: [
        { reason: 'not-clinically-relevant', n: 4 },
        { reason: 'will-monitor', n: 2 },
      ],
    });
    // "Dose adjusted" is an acknowledgement, not an override.
    expect(body.rules[1]).toMatchObject({
      tunable: false,
      kbSeverity: null,
      reasons: [{ reason: 'dose-adjusted', n: 1 }],
    });
  });

  it('another institution sees none of it', async () => {
    const res = await call(
      t.app,
      other.pharmacist.accessToken,
      'GET',
      '/api/analytics/alert-rules',
    );
    expect(res.json().rules).toEqual([]);
  });
});
