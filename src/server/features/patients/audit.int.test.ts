import type { LightMyRequestResponse } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { signUpTeam, type Team } from '../../test-support/feedback';
import {
  call,
  createPatient,
  findingPerMedication,
  identifiablePatient,
  identifiersOf,
} from '../../test-support/patients';
import { createTestContext, type TestContext } from '../../test-support/test-app';

/*
 * Audit completeness: every endpoint that reads or writes a patient leaves its row (who, what,
 * when, from which address, which request), and a write that is refused leaves none. Details
 * never carry an identifier.
 */

let t: TestContext;
let team: Team;
let patientId: string;
let input: ReturnType<typeof identifiablePatient>;
let medicationId: string;
let conditionId: string;
let alertId: string;
let sessionId: string;

beforeAll(async () => {
  t = await createTestContext({ alertEvaluator: findingPerMedication });
  team = await signUpTeam(t.app, 'Audit Hospital');
  input = identifiablePatient('Auditley');
  // The institution's first list makes its demo patients; the test patient comes after.
  await call(t.app, team.oncologist.accessToken, 'GET', '/api/patients');
  const p = await createPatient(t.app, team.oncologist.accessToken, input);
  patientId = p.id;
  medicationId = (p.medications as Array<{ id: string }>)[0]!.id;
  conditionId = (p.conditions as Array<{ id: string }>)[0]!.id;
});
afterAll(async () => t.close());

async function rowsSince(id: number) {
  return t.db.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(auditLog.id);
}
async function lastId(): Promise<number> {
  const rows = await t.db.db.select({ id: auditLog.id }).from(auditLog);
  return Math.max(0, ...rows.map((r) => r.id));
}

type Step = [
  name: string,
  token: () => string,
  run: (token: string) => Promise<LightMyRequestResponse>,
  actions: string[],
];

const onc = () => team.oncologist.accessToken;
const nurse = () => team.nurse.accessToken;
const base = () => `/api/patients/${patientId}`;

const STEPS: Step[] = [
  [
    'create',
    onc,
    (k) => call(t.app, k, 'POST', '/api/patients', identifiablePatient('Newley')),
    ['patient.create'],
  ],
  ['read', onc, (k) => call(t.app, k, 'GET', base()), ['patient.read']],
  [
    'list (a row per patient shown)',
    onc,
    (k) => call(t.app, k, 'GET', `/api/patients?q=auditley`),
    ['patient.list'],
  ],
  [
    'patch',
    nurse,
    (k) => call(t.app, k, 'PATCH', base(), { demographics: { weightKg: 60 } }),
    ['patient.update'],
  ],
  [
    'add medication',
    onc,
    (k) => call(t.app, k, 'POST', `${base()}/medications`, { drugName: 'letrozole' }),
    ['patient.medication.add'],
  ],
  [
    'change medication',
    onc,
    (k) => call(t.app, k, 'PATCH', `${base()}/medications/${medicationId}`, { dosage: '500 mg' }),
    ['patient.medication.update'],
  ],
  [
    'stop medication',
    onc,
    (k) => call(t.app, k, 'POST', `${base()}/medications/${medicationId}/stop`, {}),
    ['patient.medication.stop'],
  ],
  [
    'add allergy',
    nurse,
    (k) =>
      call(t.app, k, 'POST', `${base()}/allergies`, {
        allergen: 'Latex',
        allergenType: 'environmental',
        severity: 'mild',
      }),
    ['patient.allergy.add'],
  ],
  [
    'add condition',
    onc,
    (k) => call(t.app, k, 'POST', `${base()}/conditions`, { name: 'Hypertension', icd10: 'I10' }),
    ['patient.condition.add'],
  ],
  [
    'change condition',
    onc,
    (k) => call(t.app, k, 'PATCH', `${base()}/conditions/${conditionId}`, { status: 'remission' }),
    ['patient.condition.update'],
  ],
  [
    'add lab',
    nurse,
    (k) =>
      call(t.app, k, 'POST', `${base()}/labs`, {
        labType: 'anc',
        value: 2,
        unit: '10^9/L',
        timestamp: '2025-05-01',
      }),
    ['patient.lab.add'],
  ],
  [
    'add genetic result',
    onc,
    (k) => call(t.app, k, 'POST', `${base()}/genetics`, { gene: 'TPMT', diplotype: '*1/*1' }),
    ['patient.genetic.add'],
  ],
  [
    'add vitals',
    nurse,
    (k) => call(t.app, k, 'POST', `${base()}/vitals`, { timestamp: '2025-05-01', heartRate: 70 }),
    ['patient.vitals.add'],
  ],
  [
    'add administration',
    nurse,
    (k) =>
      call(t.app, k, 'POST', `${base()}/administrations`, {
        drugName: 'capecitabine',
        date: '2025-05-01',
        dose: 1000,
        doseUnit: 'mg/m2',
      }),
    ['patient.administration.add'],
  ],
  [
    'add note',
    nurse,
    (k) => call(t.app, k, 'POST', `${base()}/notes`, { text: 'Auditley slept well.' }),
    ['patient.note.add'],
  ],
  [
    // Issue 21: the read that stores the alerts leaves one row, the read's, with what it stored.
    'alerts (first: persisted with the read, one row)',
    onc,
    (k) => call(t.app, k, 'GET', `${base()}/alerts`),
    ['patient.alerts.read'],
  ],
  [
    'alerts (unchanged: read only)',
    onc,
    (k) => call(t.app, k, 'GET', `${base()}/alerts`),
    ['patient.alerts.read'],
  ],
  [
    'acknowledge (pending)',
    nurse,
    async (k) => {
      const alerts = (await call(t.app, k, 'GET', `${base()}/alerts`)).json();
      alertId = alerts.alerts[0].id;
      return call(t.app, k, 'POST', `/api/alerts/${alertId}/acknowledge`, {
        reason: 'will-monitor',
      });
    },
    ['patient.alerts.read', 'alert.acknowledge'],
  ],
  [
    'pending list',
    onc,
    (k) => call(t.app, k, 'GET', '/api/alerts/pending-cosign'),
    ['alert.pending.read'],
  ],
  [
    'co-sign',
    onc,
    (k) => call(t.app, k, 'POST', `/api/alerts/${alertId}/cosign`, { decision: 'approve' }),
    ['alert.cosign'],
  ],
  [
    'care session start',
    nurse,
    async (k) => {
      const res = await call(t.app, k, 'POST', '/api/care-sessions', { patientId });
      sessionId = res.json().id;
      return res;
    },
    ['care-session.start'],
  ],
  [
    'care session list',
    nurse,
    (k) => call(t.app, k, 'GET', '/api/care-sessions?active=true'),
    ['care-session.list'],
  ],
  [
    'care session end',
    nurse,
    (k) => call(t.app, k, 'POST', `/api/care-sessions/${sessionId}/end`),
    ['care-session.end'],
  ],
  ['audit trail', onc, (k) => call(t.app, k, 'GET', `${base()}/audit`), ['patient.audit.read']],
];

describe('every patient read and write leaves its audit row', () => {
  it.each(STEPS)('%s', async (_name, token, run, actions) => {
    const from = await lastId();
    const res = await run(token());
    expect(res.statusCode, res.body).toBeLessThan(300);
    const rows = await rowsSince(from);
    expect(rows.map((r) => r.action)).toEqual(actions);
    const actor = token() === onc() ? team.oncologist.id : team.nurse.id;
    // The last row belongs to the request answered; a step may make an earlier request too.
    expect(rows.at(-1)!.requestId).toBe(res.headers['x-request-id']);
    for (const row of rows) {
      expect(row).toMatchObject({ actorId: actor, entityType: 'patient', ip: '127.0.0.1' });
      expect(row.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.entityId).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.institutionId).not.toBeNull();
      const details = JSON.stringify(row.details);
      for (const id of [...identifiersOf(input), 'auditley', 'Auditley'])
        expect(details).not.toContain(id);
    }
  });

  it('a list writes one row per patient shown, never the search text', async () => {
    const from = await lastId();
    const res = await call(t.app, onc(), 'GET', '/api/patients?pageSize=2');
    const rows = await rowsSince(from);
    expect(rows.map((r) => r.entityId)).toEqual(res.json().items.map((i: { id: string }) => i.id));
    expect(rows.every((r) => r.action === 'patient.list')).toBe(true);
  });

  it('a refused write leaves one refusal row (issue 21), a failed write none', async () => {
    const from = await lastId();
    expect(
      (await call(t.app, team.researcher.accessToken, 'POST', `${base()}/notes`, { text: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, onc(), 'POST', `${base()}/medications/${medicationId}/stop`, {}))
        .statusCode,
    ).toBe(409);
    expect(
      (await call(t.app, onc(), 'POST', `${base()}/labs`, { labType: 'anc' })).statusCode,
    ).toBe(400);
    const clash = identifiablePatient('Clashing');
    clash.demographics.mrn = input.demographics.mrn;
    expect((await call(t.app, onc(), 'POST', '/api/patients', clash)).statusCode).toBe(409);
    // The refusal row is written once the 403 has been answered (plugins/refused-write-audit.ts).
    await expect
      .poll(async () => (await rowsSince(from)).map((r) => r.action), { timeout: 30_000 })
      .toEqual(['patient.write.refused']);
  });

  it('demo patients were recorded as created by the system', async () => {
    const rows = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'patient.create.demo')));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.actorId === null && r.entityType === 'patient')).toBe(true);
  });

  it('the institution admin reads the trail, newest first, with who did what', async () => {
    const res = await call(t.app, onc(), 'GET', `${base()}/audit?pageSize=200`);
    const trail = res.json();
    const actions = trail.items.map((i: { action: string }) => i.action);
    // Newest first; this read is recorded after it is answered, so the earlier one shows.
    const times = trail.items.map((i: { at: string }) => Date.parse(i.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(actions).toEqual(
      expect.arrayContaining([
        'patient.create',
        'patient.note.add',
        'alert.cosign',
        'patient.audit.read',
      ]),
    );
    const note = trail.items.find((i: { action: string }) => i.action === 'patient.note.add');
    expect(note.actor).toMatchObject({ id: team.nurse.id, role: 'nurse', name: 'Test User' });
    expect(note.ip).toBe('127.0.0.1');
    expect(trail.total).toBe(trail.items.length);
  });
});
