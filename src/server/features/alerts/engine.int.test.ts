import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_KINDS } from '../../../core/alerts';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { call, createPatient } from '../../test-support/patients';
import { createTestContext, errorOf, type TestContext } from '../../test-support/test-app';

/*
 * The alerts API with the real engine (core/alerts) over the real knowledge base: what the demo
 * patients raise, a patient built through the API, and a planned regimen checked before it is
 * ordered. The persistence and visibility rules are in alerts.int.test.ts.
 */

let t: TestContext;
let team: Team;

interface AlertsBody {
  alerts: Array<{ id: string; kind: string; severity: string; title: string; drugs: string[] }>;
  limitations: string[];
  notes: string[];
  counts: Record<string, number>;
}

beforeAll(async () => {
  t = await createTestContext();
  team = await signUpTeam(t.app, 'Engine Hospital');
});
afterAll(async () => t.close());

const alertsOf = async (token: string, id: string) => {
  const res = await call(t.app, token, 'GET', `/api/patients/${id}/alerts`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AlertsBody;
};

const demoIds = async (token: string) => {
  const res = await call(t.app, token, 'GET', '/api/patients?pageSize=50');
  expect(res.statusCode, res.body).toBe(200);
  const items = (res.json() as { items: Array<{ id: string; isDemo: boolean; label: string }> })
    .items;
  return items.filter((p) => p.isDemo);
};

describe('demo patients with the real engine', () => {
  it('between them raise an alert of every kind', async () => {
    const demos = await demoIds(team.oncologist.accessToken);
    expect(demos).toHaveLength(3);
    const kinds = new Set<string>();
    for (const p of demos) {
      for (const a of (await alertsOf(team.oncologist.accessToken, p.id)).alerts) kinds.add(a.kind);
    }
    expect([...kinds].sort()).toEqual([...ALERT_KINDS].sort());
  });

  it('name the capecitabine and warfarin interaction, and the DPYD result, for Eleanor', async () => {
    const [eleanor] = (await demoIds(team.oncologist.accessToken)).filter((p) =>
      p.label.includes('Eleanor'),
    );
    const body = await alertsOf(team.oncologist.accessToken, eleanor!.id);
    const interaction = body.alerts.find(
      (a) => a.kind === 'interaction' && a.drugs.includes('Warfarin'),
    );
    expect(interaction?.drugs).toContain('Capecitabine');
    expect(['high', 'critical']).toContain(interaction?.severity);
    expect(body.alerts.some((a) => a.kind === 'pgx' && a.drugs.includes('Capecitabine'))).toBe(
      true,
    );
  });

  it('show a nurse only high and critical alerts, counting the rest', async () => {
    const [p] = await demoIds(team.nurse.accessToken);
    const nurse = await alertsOf(team.nurse.accessToken, p!.id);
    expect(nurse.alerts.every((a) => a.severity === 'high' || a.severity === 'critical')).toBe(
      true,
    );
    const all = await alertsOf(team.oncologist.accessToken, p!.id);
    expect(nurse.counts).toEqual(all.counts);
  });
});

describe('a patient built through the API', () => {
  it('reports an unknown drug as a limitation and checks the rest', async () => {
    const patient = await createPatient(t.app, team.oncologist.accessToken, {
      demographics: {
        firstName: 'Iris',
        lastName: 'Engine',
        dateOfBirth: '1960-04-02',
        sex: 'female',
        mrn: 'ENG-1',
        heightCm: 160,
        weightKg: 60,
      },
      medications: [
        { drugName: 'Xeloda', dosage: '1000 mg/m2', route: 'oral' },
        { drugName: 'Coumadin', dosage: '5 mg', route: 'oral' },
        { drugName: 'Moonflower tea', dosage: '1 cup', route: 'oral' },
      ],
    });
    const body = await alertsOf(team.oncologist.accessToken, patient.id);
    expect(body.alerts.map((a) => a.kind)).toContain('interaction');
    expect(body.limitations.join('\n')).toContain('Moonflower tea');
  });

  it('is quiet for a standard regimen in a patient with normal labs and no risk genotype', async () => {
    const today = new Date(t.clock.now).toISOString().slice(0, 10);
    const patient = await createPatient(t.app, team.oncologist.accessToken, {
      demographics: {
        firstName: 'Quinn',
        lastName: 'Engine',
        dateOfBirth: '1968-09-12',
        sex: 'male',
        mrn: 'ENG-2',
        heightCm: 180,
        weightKg: 80,
      },
      medications: [
        'oxaliplatin',
        'fluorouracil',
        'leucovorin',
        'ondansetron',
        'dexamethasone',
      ].map((drugName) => ({
        drugName,
        route: drugName === 'dexamethasone' ? 'oral' : 'intravenous',
      })),
      labValues: [
        { labType: 'anc', value: 3.5, unit: '10^9/L', timestamp: today },
        { labType: 'platelets', value: 240, unit: '10^9/L', timestamp: today },
        { labType: 'creatinine', value: 0.9, unit: 'mg/dL', timestamp: today },
        { labType: 'bilirubin', value: 0.6, unit: 'mg/dL', timestamp: today },
        { labType: 'alt', value: 22, unit: 'U/L', timestamp: today },
        { labType: 'ast', value: 24, unit: 'U/L', timestamp: today },
        { labType: 'potassium', value: 4.2, unit: 'mmol/L', timestamp: today },
        { labType: 'magnesium', value: 2.0, unit: 'mg/dL', timestamp: today },
      ],
    });
    const body = await alertsOf(team.oncologist.accessToken, patient.id);
    expect(body.alerts.filter((a) => a.severity === 'high' || a.severity === 'critical')).toEqual(
      [],
    );
  });
});

describe('POST /api/patients/:id/check-regimen', () => {
  const checkAs = (token: string | null, id: string, body: unknown) =>
    call(t.app, token, 'POST', `/api/patients/${id}/check-regimen`, body);

  it('projects the cumulative anthracycline dose of a planned regimen and prefills the calculator', async () => {
    const patient = await createPatient(t.app, team.oncologist.accessToken, {
      demographics: {
        firstName: 'Ada',
        lastName: 'Planned',
        dateOfBirth: '1971-01-20',
        sex: 'female',
        mrn: 'ENG-3',
        heightCm: 165,
        weightKg: 64,
      },
      labValues: [
        {
          labType: 'creatinine',
          value: 70,
          unit: 'µmol/L',
          timestamp: new Date(t.clock.now - 86_400_000).toISOString(),
        },
      ],
      treatmentHistory: [
        { drugName: 'doxorubicin', date: '2015-03-01', dose: 300, doseUnit: 'mg/m2' },
      ],
    });
    const res = await checkAs(team.oncologist.accessToken, patient.id, {
      regimenId: 'ac-dd-paclitaxel',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.regimen.id).toBe('ac-dd-paclitaxel');
    expect(body.findings.some((f: { kind: string }) => f.kind === 'cumulative')).toBe(true);
    expect(body.calculatorInputs).toMatchObject({ heightCm: 165, weightKg: 64, sex: 'female' });
    expect(body.calculatorInputs.creatinineMgDl).toBeCloseTo(70 / 88.42, 3);
  });

  it('answers 400 naming the field for an unknown regimen or a bad number, 404 elsewhere, 401 anonymous', async () => {
    const [p] = await demoIds(team.oncologist.accessToken);
    const unknown = await checkAs(team.oncologist.accessToken, p!.id, { regimenId: 'no-such' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toContain('regimenId');
    const bad = await checkAs(team.oncologist.accessToken, p!.id, {
      regimenId: 'ac-dd-paclitaxel',
      cycles: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain('cycles');
    const other = await signUpTeam(t.app, 'Elsewhere Clinic');
    const foreign = await checkAs(other.oncologist.accessToken, p!.id, {
      regimenId: 'ac-dd-paclitaxel',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await checkAs(null, p!.id, { regimenId: 'ac-dd-paclitaxel' })).statusCode).toBe(401);
  });
});
