import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertFinding } from '../../../core/alerts';
import { analyticsSummarySchema } from '../../../core/analytics';
import { analyticsEvents, auditLog, pushSubscriptions, users } from '../../../db/schema';
import { decryptSecret } from '../../lib/crypto';
import { recordEvent } from '../../lib/events';
import { secretsFromRoot } from '../../lib/secrets';
import { signUpTeam, submit, type Team } from '../../test-support/feedback';
import { call, createPatient, identifiablePatient } from '../../test-support/patients';
import {
  createTestContext,
  errorOf,
  signUpUser,
  TEST_JWT_ROOT,
  type TestContext,
} from '../../test-support/test-app';

/*
 * GET /api/analytics and its CSV: the SPEC §2 role rule, the range rules, figures counted from what
 * users did (and nothing for a new institution), institution scope; and the two browser-only
 * calls of SPEC §7.
 */

let t: TestContext;
let team: Team;
let other: Team;
let findings: AlertFinding[] = [];
const DAY = 86_400_000;
const today = () => new Date(t.clock.now).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestContext({ alertEvaluator: () => ({ findings, limitations: [] }) });
  t.clock.now = Date.parse('2025-06-18T10:00:00Z');
  team = await signUpTeam(t.app, 'Analytics Hospital');
  other = await signUpTeam(t.app, 'Elsewhere Clinic');
});
afterAll(async () => t.close());

const get = (token: string | null, query = '') =>
  call(t.app, token, 'GET', `/api/analytics${query ? `?${query}` : ''}`);

describe('who may read analytics (SPEC §2: oncologist, pharmacist, researcher)', () => {
  it.each(['/api/analytics', '/api/analytics/export.csv?section=feedback'])(
    '%s: 401 without a session',
    async (url) => {
      const res = await call(t.app, null, 'GET', url);
      expect(res.statusCode).toBe(401);
    },
  );

  it.each(['nurse', 'student'] as const)('%s: 403', async (role) => {
    for (const url of ['/api/analytics', '/api/analytics/export.csv?section=feedback']) {
      const res = await call(t.app, team[role].accessToken, 'GET', url);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe("You don't have permission to access this page.");
    }
  });

  it.each(['oncologist', 'pharmacist', 'researcher'] as const)(
    '%s: a new institution shows zeros and empty lists, not invented numbers',
    async (role) => {
      const fresh = await signUpUser(t.app, { role, institution: `Fresh ${role} Hospital` });
      const res = await get(fresh.accessToken);
      expect(res.statusCode, res.body).toBe(200);
      const body = analyticsSummarySchema.parse(res.json());
      expect(body.range).toEqual({ from: '2025-05-20', to: '2025-06-18', bucket: 'day' });
      expect(body.totalEvents).toBe(0);
      expect(body.alerts.series).toHaveLength(30);
      expect(body.alerts.totals).toEqual({ low: 0, medium: 0, high: 0, critical: 0 });
      expect(body.acknowledgements).toMatchObject({
        raised: 0,
        acknowledgementRate: null,
        overrideRate: null,
        reasons: [],
      });
      expect(body.checks.totals).toEqual({ checks: 0, withFindings: 0, withMajor: 0 });
      expect(body.drugs).toEqual({ searches: 0, searchesNamingADrug: 0, views: 0, top: [] });
      expect(body.phenotypes).toEqual([]);
      expect(body.cds.services).toEqual([]);
      expect(body.feedback).toEqual({ total: 0, byType: [], byPriority: [] });
    },
  );
});

describe('range and section validation: 400 naming the field', () => {
  it.each([
    ['from=2025-02-30', 'querystring.from'],
    ['to=yesterday', 'querystring.to'],
    ['from=2025-06-19&to=2025-06-18', 'querystring.from'],
    ['from=2024-01-01&to=2025-06-18', 'querystring.from'],
    ['from=2025-06-01&patientId=x', 'querystring'],
  ])('?%s', async (query, path) => {
    const res = await get(team.oncologist.accessToken, query);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).message).toContain(path);
  });

  it('an unknown CSV section names the field and the choices', async () => {
    const res = await call(
      t.app,
      team.oncologist.accessToken,
      'GET',
      '/api/analytics/export.csv?section=patients',
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/querystring\.section: section must be one of/);
  });
});

describe('figures counted from what the institution did', () => {
  beforeAll(async () => {
    const onc = team.oncologist.accessToken;
    // Four checks, the first one twice (merged into one row that counts 2): three with findings
    // (warfarin + capecitabine is major on the curated list).
    for (const drugs of [
      ['warfarin', 'capecitabine'],
      ['warfarin', 'Xeloda', 'omeprazole'],
      ['acetaminophen', 'ondansetron'],
      ['warfarin', 'capecitabine'],
    ]) {
      expect(
        (await call(t.app, onc, 'POST', '/api/interactions/check', { drugs })).statusCode,
      ).toBe(200);
    }
    await call(t.app, onc, 'GET', '/api/drugs?q=capecitabine');
    await call(t.app, team.pharmacist.accessToken, 'GET', '/api/drugs?q=Xeloda');
    await call(t.app, onc, 'GET', '/api/drugs?q=warf');
    await call(t.app, onc, 'GET', '/api/drugs/id/warfarin');
    await call(t.app, onc, 'POST', '/api/pgx/evaluate', {
      genotypes: [{ gene: 'DPYD', diplotype: '*1/*2A' }],
    });
    await submit(t.app, team.nurse.accessToken, {
      type: 'feature_request',
      title: 'Add a filter',
      description: 'Please add a filter.',
    });
    // Alerts: two raised, one acknowledged with an override reason, one with dose adjusted.
    findings = [
      {
        key: 'x',
        kind: 'interaction',
        severity: 'high',
        title: 'Alert x',
        drugs: [],
        drugIds: [],
        rationale: 'r',
        management: 'm',
        sources: [],
      },
      {
        key: 'y',
        kind: 'renal',
        severity: 'critical',
        title: 'Alert y',
        drugs: [],
        drugIds: [],
        rationale: 'r',
        management: 'm',
        sources: [],
      },
    ];
    const patient = await createPatient(t.app, onc, identifiablePatient('Analyte'));
    const alerts = (await call(t.app, onc, 'GET', `/api/patients/${patient.id}/alerts`)).json()
      .alerts as Array<{ id: string; title: string }>;
    await call(
      t.app,
      onc,
      'POST',
      `/api/alerts/${alerts.find((a) => a.title === 'Alert x')!.id}/acknowledge`,
      {
        reason: 'will-monitor',
      },
    );
    await call(
      t.app,
      onc,
      'POST',
      `/api/alerts/${alerts.find((a) => a.title === 'Alert y')!.id}/acknowledge`,
      {
        reason: 'dose-adjusted',
      },
    );
    // CDS Hooks outcomes arrive as events from that feature; written here as it would.
    const [me] = await t.db.db.select().from(users).where(eq(users.id, team.oncologist.id));
    const ctx = { institutionId: me!.institutionId, at: t.clock.now };
    await recordEvent(
      t.db.db,
      'cds.card',
      { serviceId: 'oncocds-order-sign', indicator: 'critical' },
      ctx,
    );
    await recordEvent(
      t.db.db,
      'cds.card',
      { serviceId: 'oncocds-order-sign', indicator: 'warning' },
      ctx,
    );
    await recordEvent(
      t.db.db,
      'cds.feedback',
      { serviceId: 'oncocds-order-sign', outcome: 'overridden', overrideReason: 'will-monitor' },
      ctx,
    );
    // Another institution's work is never counted here.
    await call(t.app, other.oncologist.accessToken, 'POST', '/api/interactions/check', {
      drugs: ['warfarin', 'capecitabine'],
    });
    await call(t.app, other.oncologist.accessToken, 'GET', '/api/drugs?q=capecitabine');
  });

  it('counts checks, searches, phenotypes, alerts, acknowledgements, cards and feedback', async () => {
    const res = await get(team.researcher.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    const body = analyticsSummarySchema.parse(res.json());
    const todayPoint = body.checks.series.find((p) => p.period === today());
    expect(todayPoint).toEqual({ period: today(), checks: 4, withFindings: 3, withMajor: 3 });
    expect(body.checks.totals.checks).toBe(4);
    expect(body.drugs).toMatchObject({ searches: 3, searchesNamingADrug: 2, views: 1 });
    expect(body.drugs.top).toEqual([
      { drugId: 'capecitabine', name: 'Capecitabine', searches: 2, views: 0 },
      { drugId: 'warfarin', name: 'Warfarin', searches: 0, views: 1 },
    ]);
    expect(body.phenotypes).toEqual([
      { gene: 'DPYD', phenotype: 'intermediate metabolizer', count: 1, share: 1 },
    ]);
    expect(body.alerts.totals).toEqual({ low: 0, medium: 0, high: 1, critical: 1 });
    expect(body.acknowledgements).toMatchObject({
      raised: 2,
      acknowledged: 2,
      overridden: 1,
      acknowledgementRate: 1,
      overrideRate: 0.5,
    });
    expect(body.acknowledgements.reasons.map((r) => [r.reason, r.override, r.direct])).toEqual([
      ['will-monitor', true, 1],
      ['dose-adjusted', false, 1],
    ]);
    expect(body.cds.totals).toEqual({ cards: 2, accepted: 0, overridden: 1, acceptanceRate: 0 });
    expect(body.cds.overrideReasons).toEqual([{ reason: 'will-monitor', count: 1 }]);
    expect(body.feedback.byType).toEqual([{ key: 'feature_request', count: 1 }]);
  });

  it('counts only the days asked for', async () => {
    const before = await get(team.oncologist.accessToken, 'from=2025-06-01&to=2025-06-17');
    const body = analyticsSummarySchema.parse(before.json());
    expect(body.totalEvents).toBe(0);
    expect(body.alerts.series).toHaveLength(17);
  });

  it('charts a long range by ISO week', async () => {
    const res = await get(team.oncologist.accessToken, 'from=2025-01-01&to=2025-06-18');
    const body = analyticsSummarySchema.parse(res.json());
    expect(body.range.bucket).toBe('week');
    expect(body.checks.series.at(-1)).toEqual({
      period: '2025-06-16',
      checks: 4,
      withFindings: 3,
      withMajor: 3,
    });
  });

  it('exports each chart as CSV', async () => {
    const res = await call(
      t.app,
      team.pharmacist.accessToken,
      'GET',
      '/api/analytics/export.csv?section=top-drugs',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="oncocds-analytics-top-drugs-2025-05-20-to-2025-06-18.csv"',
    );
    expect(res.body).toBe(
      '\uFEFFdrug id,drug,searches,monograph views\r\ncapecitabine,Capecitabine,2,0\r\nwarfarin,Warfarin,0,1\r\n',
    );
    const ack = await call(
      t.app,
      team.pharmacist.accessToken,
      'GET',
      '/api/analytics/export.csv?section=acknowledgements',
    );
    expect(ack.body.split('\r\n').slice(0, 1)).toEqual([
      '\uFEFFseverity,raised,acknowledged,overridden,acknowledgement rate (%),override rate (%)',
    ]);
    expect(ack.body).toContain('\r\nhigh,1,1,1,100,100\r\n');
    expect(ack.body).toContain('\r\nlow,0,0,0,,\r\n');
  });
});

describe('POST /api/push/subscribe', () => {
  const p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
  const auth = Buffer.alloc(16, 9).toString('base64url');
  const subscription = (over: Record<string, unknown> = {}) => ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc123-capability',
    expirationTime: null,
    keys: { p256dh, auth },
    ...over,
  });

  it('401 without a session', async () => {
    const res = await call(t.app, null, 'POST', '/api/push/subscribe', subscription());
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ endpoint: 'http://push.example.org/x' }, 'body.endpoint'],
    [{ endpoint: 'not a url' }, 'body.endpoint'],
    [{ keys: { p256dh: 'short', auth } }, 'body.keys.p256dh'],
    [{ keys: { p256dh: Buffer.alloc(65, 5).toString('base64url'), auth } }, 'body.keys.p256dh'],
    [{ keys: { p256dh, auth: Buffer.alloc(12).toString('base64url') } }, 'body.keys.auth'],
    [{ keys: { p256dh } }, 'body.keys.auth'],
    [{ keys: undefined }, 'body.keys'],
    [{ userId: 'someone-else' }, 'body'],
  ])('400 for %j naming %s', async (over, path) => {
    const res = await call(
      t.app,
      team.nurse.accessToken,
      'POST',
      '/api/push/subscribe',
      subscription(over),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).message).toContain(path);
  });

  it('stores the subscription sealed for the user; the same endpoint again replaces it', async () => {
    const first = await call(
      t.app,
      team.nurse.accessToken,
      'POST',
      '/api/push/subscribe',
      subscription(),
    );
    expect(first.statusCode, first.body).toBe(204);
    const again = await call(
      t.app,
      team.student.accessToken,
      'POST',
      '/api/push/subscribe',
      subscription({ expirationTime: Date.parse('2025-09-01T00:00:00Z') }),
    );
    expect(again.statusCode).toBe(204);
    const rows = await t.db.db.select().from(pushSubscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(team.student.id);
    expect(rows[0]!.expiresAt?.toISOString()).toBe('2025-09-01T00:00:00.000Z');
    expect(JSON.stringify(rows)).not.toContain('fcm.googleapis.com');
    expect(JSON.stringify(rows)).not.toContain(auth);
    const opened = JSON.parse(
      decryptSecret(secretsFromRoot(TEST_JWT_ROOT).encryptionKey, rows[0]!.sealed),
    );
    expect(opened).toEqual({ endpoint: subscription().endpoint, keys: { p256dh, auth } });
    const audit = await t.db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'push.subscribe'));
    expect(audit.map((a) => a.details)).toEqual([
      { service: 'fcm.googleapis.com' },
      { service: 'fcm.googleapis.com' },
    ]);
  });
});

describe('POST /api/analytics/pwa-install', () => {
  const install = (over: Record<string, unknown> = {}) => ({
    timestamp: new Date(t.clock.now - 60_000).toISOString(),
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile',
    platform: 'Linux armv8l',
    ...over,
  });

  it('401 without a session', async () => {
    expect(
      (await call(t.app, null, 'POST', '/api/analytics/pwa-install', install())).statusCode,
    ).toBe(401);
  });

  it.each([
    [{ timestamp: 'yesterday' }, 'body.timestamp'],
    [{ timestamp: undefined }, 'body.timestamp'],
    [{ userAgent: '' }, 'body.userAgent'],
    [{ platform: 5 }, 'body.platform'],
    [{ patientId: 'x' }, 'body'],
  ])('400 for %j naming %s', async (over, path) => {
    const res = await call(
      t.app,
      team.nurse.accessToken,
      'POST',
      '/api/analytics/pwa-install',
      install(over),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).message).toContain(path);
  });

  it('400 for an install time in the future or more than 7 days ago', async () => {
    for (const at of [t.clock.now + 3_600_000, t.clock.now - 8 * DAY]) {
      const res = await call(
        t.app,
        team.nurse.accessToken,
        'POST',
        '/api/analytics/pwa-install',
        install({ timestamp: new Date(at).toISOString() }),
      );
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toContain('body.timestamp');
    }
  });

  it('stores a pwa.install event with the operating-system family only', async () => {
    const res = await call(
      t.app,
      team.nurse.accessToken,
      'POST',
      '/api/analytics/pwa-install',
      install(),
    );
    expect(res.statusCode, res.body).toBe(204);
    const events = await t.db.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.type, 'pwa.install'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      role: 'nurse',
      properties: { platform: 'android' },
      occurredAt: new Date(t.clock.now - 60_000),
    });
    expect(JSON.stringify(events)).not.toMatch(/Mozilla|Pixel|armv8l/);
  });
});
