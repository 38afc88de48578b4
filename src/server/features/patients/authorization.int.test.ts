import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, roleProfile, type Role } from '../../../core/access';
import { signUpTeam, type Team } from '../../test-support/feedback';
import {
  call,
  createPatient,
  findingPerMedication,
  identifiablePatient,
} from '../../test-support/patients';
import { createTestContext, signUpUser, type TestContext } from '../../test-support/test-app';

/*
 * Every patient, alert and care-session endpoint, called by each of the five roles of one
 * institution and by an oncologist of another institution (who holds every permission, so any
 * refusal is the institution boundary), against the expected status and the shape of the answer.
 */

type Actor = Role | 'other';
const ACTORS: Actor[] = [...ROLES, 'other'];

let t: TestContext;
let team: Team;
let tokens: Record<Actor, string>;
let patientId: string;
/** A patient nobody changes during the matrix, so its alerts stay put. */
let alertPatientId: string;
let medicationId: string;
let conditionId: string;
/** One medication per actor to stop, so one actor's stop does not turn another's into a 409. */
const stoppable: Partial<Record<Actor, string>> = {};
/** Alerts by severity (two each): each acknowledging role takes its own. */
let alertsBySeverity: Record<string, string[]>;
const sessions: Partial<Record<Actor, string>> = {};

beforeAll(async () => {
  t = await createTestContext({ alertEvaluator: findingPerMedication });
  team = await signUpTeam(t.app, 'Matrix Hospital');
  const other = await signUpUser(t.app, { role: 'oncologist', institution: 'Elsewhere' });
  tokens = {
    oncologist: team.oncologist.accessToken,
    pharmacist: team.pharmacist.accessToken,
    nurse: team.nurse.accessToken,
    researcher: team.researcher.accessToken,
    student: team.student.accessToken,
    other: other.accessToken,
  };
  const p = await createPatient(t.app, tokens.oncologist, identifiablePatient('Matrixon'));
  patientId = p.id;
  medicationId = (p.medications as Array<{ id: string }>)[0]!.id;
  conditionId = (p.conditions as Array<{ id: string }>)[0]!.id;
  for (const actor of ACTORS) {
    const res = await call(
      t.app,
      tokens.oncologist,
      'POST',
      `/api/patients/${patientId}/medications`,
      {
        drugName: 'ondansetron',
        dosage: '8 mg',
      },
    );
    stoppable[actor] = res.json().id;
  }
  // Eight active medications, doses 1 to 8 mg: the constructed findings give two alerts at each
  // severity.
  const alertPatient = await createPatient(
    t.app,
    tokens.oncologist,
    identifiablePatient('Alertson', {
      medications: Array.from({ length: 8 }, (_, i) => ({
        drugName: ['capecitabine', 'warfarin', 'omeprazole', 'pantoprazole'][i % 4]!,
        dosage: `${i + 1} mg`,
      })),
    }),
  );
  alertPatientId = alertPatient.id;
  const alerts = await call(
    t.app,
    tokens.oncologist,
    'GET',
    `/api/patients/${alertPatientId}/alerts`,
  );
  alertsBySeverity = {};
  for (const a of alerts.json().alerts as Array<{ id: string; severity: string }>) {
    (alertsBySeverity[a.severity] ??= []).push(a.id);
  }
});
afterAll(async () => t.close());

interface Row {
  name: string;
  request: (actor: Actor) => Promise<LightMyRequestResponse>;
  /** Expected status for oncologist, pharmacist, nurse, researcher, student, other institution. */
  expected: [number, number, number, number, number, number];
  check?: (actor: Actor, res: LightMyRequestResponse) => void;
}

const deidentified = (actor: Actor) => actor === 'researcher' || actor === 'student';
const base = () => `/api/patients/${patientId}`;
let mrnSerial = 0;

const ROWS: Row[] = [
  {
    name: 'GET /api/patients',
    request: (a) => call(t.app, tokens[a], 'GET', '/api/patients?pageSize=100'),
    expected: [200, 200, 200, 200, 200, 200],
    check: (a, res) => {
      const items = res.json().items as Array<{ id: string; mrn?: string; identified: boolean }>;
      const mine = items.find((i) => i.id === patientId);
      if (a === 'other') return expect(mine).toBeUndefined();
      expect(mine?.identified).toBe(!deidentified(a));
      expect(mine?.mrn === undefined).toBe(deidentified(a));
    },
  },
  {
    name: 'POST /api/patients',
    request: (a) => {
      mrnSerial += 1;
      const input = identifiablePatient('Creaton');
      input.demographics.mrn = `NEW-${mrnSerial}`;
      return call(t.app, tokens[a], 'POST', '/api/patients', input);
    },
    expected: [201, 403, 403, 403, 403, 201],
    check: (_a, res) => {
      if (res.statusCode === 201) expect(res.json().identified).toBe(true);
    },
  },
  {
    name: 'GET /api/patients/:id',
    request: (a) => call(t.app, tokens[a], 'GET', base()),
    expected: [200, 200, 200, 200, 200, 404],
    check: (a, res) => {
      if (a === 'other') return;
      const body = res.json();
      expect(body.identified).toBe(!deidentified(a));
      expect(body.demographics.mrn === undefined).toBe(deidentified(a));
      expect(body.notes.length === 0).toBe(deidentified(a));
    },
  },
  {
    name: 'PATCH /api/patients/:id',
    request: (a) => call(t.app, tokens[a], 'PATCH', base(), { demographics: { weightKg: 61 } }),
    expected: [200, 403, 200, 403, 403, 404],
  },
  {
    name: 'POST /api/patients/:id/medications',
    request: (a) =>
      call(t.app, tokens[a], 'POST', `${base()}/medications`, { drugName: 'letrozole' }),
    expected: [201, 201, 403, 403, 403, 404],
    check: (_a, res) => {
      if (res.statusCode === 201)
        expect(res.json()).toMatchObject({ resolved: true, drugIds: ['letrozole'] });
    },
  },
  {
    name: 'PATCH /api/patients/:id/medications/:medicationId',
    request: (a) =>
      call(t.app, tokens[a], 'PATCH', `${base()}/medications/${medicationId}`, { dosage: '2 mg' }),
    expected: [200, 200, 403, 403, 403, 404],
  },
  {
    name: 'POST /api/patients/:id/medications/:medicationId/stop',
    request: (a) =>
      call(t.app, tokens[a], 'POST', `${base()}/medications/${stoppable[a]}/stop`, {}),
    expected: [200, 200, 403, 403, 403, 404],
    check: (_a, res) => {
      if (res.statusCode === 200) expect(res.json().isActive).toBe(false);
    },
  },
  {
    name: 'POST /api/patients/:id/allergies',
    request: (a) =>
      call(t.app, tokens[a], 'POST', `${base()}/allergies`, {
        allergen: 'Latex',
        allergenType: 'environmental',
        severity: 'mild',
      }),
    expected: [201, 201, 201, 403, 403, 404],
  },
  {
    name: 'POST /api/patients/:id/conditions',
    request: (a) =>
      call(t.app, tokens[a], 'POST', `${base()}/conditions`, {
        name: 'Hypertension',
        icd10: 'I10',
      }),
    expected: [201, 403, 403, 403, 403, 404],
  },
  {
    name: 'PATCH /api/patients/:id/conditions/:conditionId',
    request: (a) =>
      call(t.app, tokens[a], 'PATCH', `${base()}/conditions/${conditionId}`, { stage: 'IV' }),
    expected: [200, 403, 403, 403, 403, 404],
  },
  {
    name: 'POST /api/patients/:id/labs',
    request: (a) =>
      call(t.app, tokens[a], 'POST', `${base()}/labs`, {
        labType: 'platelets',
        value: 150,
        unit: '10^9/L',
        timestamp: '2025-03-01',
      }),
    expected: [201, 201, 201, 403, 403, 404],
  },
  {
    name: 'POST /api/patients/:id/genetics',
    request: (a) =>
      call(t.app, tokens[a], 'POST', `${base()}/genetics`, { gene: 'UGT1A1', diplotype: '*1/*28' }),
    expected: [201, 201, 403, 403, 403, 404],
  },
  {
    name: 'POST /api/patients/:id/vitals',
    request: (a) =>
      call(t.app, tokens[a], 'POST', `${base()}/vitals`, {
        timestamp: '2025-03-01T09:00:00Z',
        heartRate: 72,
      }),
    expected: [201, 403, 201, 403, 403, 404],
  },
  {
    name: 'POST /api/patients/:id/administrations',
    request: (a) =>
      call(t.app, tokens[a], 'POST', `${base()}/administrations`, {
        drugName: 'capecitabine',
        date: '2025-03-01',
        dose: 1000,
        doseUnit: 'mg/m2',
        cycle: 2,
      }),
    expected: [201, 201, 201, 403, 403, 404],
  },
  {
    name: 'POST /api/patients/:id/notes',
    request: (a) => call(t.app, tokens[a], 'POST', `${base()}/notes`, { text: 'Seen today.' }),
    expected: [201, 201, 201, 403, 403, 404],
  },
  {
    name: 'GET /api/patients/:id/audit',
    request: (a) => call(t.app, tokens[a], 'GET', `${base()}/audit`),
    // Only the institution's admin (its creator, the oncologist) reads audit trails.
    expected: [200, 403, 403, 403, 403, 404],
  },
  {
    name: 'GET /api/patients/:id/alerts',
    request: (a) => call(t.app, tokens[a], 'GET', `/api/patients/${alertPatientId}/alerts`),
    expected: [200, 200, 200, 200, 200, 404],
    check: (a, res) => {
      if (a === 'other') return;
      const body = res.json();
      const levels = roleProfile(a).alertLevels;
      expect(body.alerts.length).toBeGreaterThan(0);
      for (const alert of body.alerts) expect(levels).toContain(alert.severity);
      // Hidden levels are still counted: two current alerts of each severity, for every role.
      expect(body.counts).toEqual({ critical: 2, high: 2, medium: 2, low: 2 });
    },
  },
  {
    name: 'POST /api/patients/:id/check-regimen',
    request: (a) =>
      call(t.app, tokens[a], 'POST', `/api/patients/${alertPatientId}/check-regimen`, {
        regimenId: 'ac-dd-paclitaxel',
      }),
    // Planning reads the record: every role of the institution, in its own view and levels.
    expected: [200, 200, 200, 200, 200, 404],
    check: (a, res) => {
      if (a === 'other') return;
      const levels = roleProfile(a).alertLevels;
      for (const f of res.json().findings) expect(levels).toContain(f.severity);
    },
  },
  {
    name: 'POST /api/alerts/:id/acknowledge',
    request: (a) => {
      // Each acknowledging role takes its own alert at a level it is shown.
      const pick: Record<Actor, string> = {
        oncologist: alertsBySeverity.critical![0]!,
        pharmacist: alertsBySeverity.high![0]!,
        nurse: alertsBySeverity.critical![1]!,
        researcher: alertsBySeverity.medium![0]!,
        student: alertsBySeverity.high![1]!,
        other: alertsBySeverity.medium![1]!,
      };
      return call(t.app, tokens[a], 'POST', `/api/alerts/${pick[a]}/acknowledge`, {
        reason: 'will-monitor',
      });
    },
    expected: [200, 200, 200, 403, 200, 404],
    check: (a, res) => {
      if (res.statusCode !== 200) return;
      const body = res.json();
      const pending = a === 'nurse' || a === 'student';
      expect(body.isAcknowledged).toBe(!pending);
      expect(body.acknowledgement.status).toBe(pending ? 'pending' : 'confirmed');
      expect(body.acknowledgement.by.role).toBe(a);
    },
  },
  {
    name: 'GET /api/alerts/pending-cosign',
    request: (a) => call(t.app, tokens[a], 'GET', '/api/alerts/pending-cosign'),
    expected: [200, 200, 403, 403, 403, 200],
    check: (a, res) => {
      if (res.statusCode !== 200) return;
      const ids = (res.json().items as Array<{ alertId: string }>).map((i) => i.alertId);
      if (a === 'other') return expect(ids).toEqual([]);
      // The nurse's pending acknowledgement (critical); the student's (high) too.
      expect(ids).toEqual(
        expect.arrayContaining([alertsBySeverity.critical![1], alertsBySeverity.high![1]]),
      );
    },
  },
  {
    name: 'POST /api/alerts/:id/cosign',
    request: (a) => {
      const pick: Record<Actor, string> = {
        oncologist: alertsBySeverity.critical![1]!,
        pharmacist: alertsBySeverity.high![1]!,
        nurse: alertsBySeverity.critical![1]!,
        researcher: alertsBySeverity.critical![1]!,
        student: alertsBySeverity.high![1]!,
        other: alertsBySeverity.high![1]!,
      };
      return call(t.app, tokens[a], 'POST', `/api/alerts/${pick[a]}/cosign`, {
        decision: 'approve',
      });
    },
    expected: [200, 200, 403, 403, 403, 404],
    check: (a, res) => {
      if (res.statusCode !== 200) return;
      const body = res.json();
      expect(body.isAcknowledged).toBe(true);
      expect(body.acknowledgement.cosignedBy.role).toBe(a);
    },
  },
  {
    name: 'POST /api/care-sessions',
    request: async (a) => {
      const res = await call(t.app, tokens[a], 'POST', '/api/care-sessions', { patientId });
      if (res.statusCode === 201) sessions[a] = res.json().id;
      return res;
    },
    expected: [201, 201, 201, 403, 403, 404],
  },
  {
    name: 'GET /api/care-sessions?active=true',
    request: (a) => call(t.app, tokens[a], 'GET', '/api/care-sessions?active=true'),
    expected: [200, 200, 200, 403, 403, 200],
    check: (a, res) => {
      if (res.statusCode !== 200) return;
      const items = res.json().items as Array<{ id: string; patientId: string }>;
      expect(items.map((i) => i.id)).toEqual(sessions[a] ? [sessions[a]] : []);
    },
  },
  {
    name: 'POST /api/care-sessions/:id/end',
    // The other institution tries to end the oncologist's session.
    request: (a) =>
      call(
        t.app,
        tokens[a],
        'POST',
        `/api/care-sessions/${sessions[a] ?? sessions.oncologist}/end`,
      ),
    expected: [200, 200, 200, 403, 403, 404],
    check: (_a, res) => {
      if (res.statusCode === 200) expect(res.json().endTime).not.toBeNull();
    },
  },
];

describe('authorisation matrix: five roles and another institution', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', async (_name, row) => {
    const got: number[] = [];
    for (const actor of ACTORS) {
      const res = await row.request(actor);
      got.push(res.statusCode);
      row.check?.(actor, res);
    }
    expect(got).toEqual(row.expected);
  });

  it.each(ROWS.map((r) => [r.name] as const))('%s without a token: 401', async (name) => {
    const [method, rawPath] = name.split(' ') as ['GET' | 'POST' | 'PATCH', string];
    const path = rawPath
      .replace(':id/medications/:medicationId', `${patientId}/medications/${medicationId}`)
      .replace(':id/conditions/:conditionId', `${patientId}/conditions/${conditionId}`)
      .replace('/api/alerts/:id', `/api/alerts/${alertsBySeverity.low![0]}`)
      .replace('/api/care-sessions/:id', `/api/care-sessions/${patientId}`)
      .replace(':id', patientId);
    const res = await call(t.app, null, method, path, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(401);
  });
});
