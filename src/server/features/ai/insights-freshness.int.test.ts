import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { call, createPatient, identifiablePatient } from '../../test-support/patients';
import { createTestContext, type TestContext } from '../../test-support/test-app';

/*
 * Issue 20: the insights' abnormal pre-treatment labs read each lab with its own pre-cycle window
 * (knowledge/alert-rules/lab-freshness.ts): electrolytes 7 days, LVEF 90 days. Just inside a
 * window counts; just outside does not. Counted as the difference the two patients make over the
 * institution's demo patients.
 */

let t: TestContext;
let team: Team;
const DAY = 86_400_000;
const HOUR = 3_600_000;

type Labs = {
  windowDays: number;
  patientsOnTreatment: number;
  byLab: Array<{ key: string; abnormal: number }>;
};

beforeAll(async () => {
  t = await createTestContext();
  team = await signUpTeam(t.app, 'Freshness Centre');
});
afterAll(async () => t?.close());

const labsNow = async (): Promise<Labs> => {
  const res = await call(t.app, team.oncologist.accessToken, 'GET', '/api/ai-insights');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { labs: Labs }).labs;
};
const abnormal = (l: Labs, key: string) => l.byLab.find((b) => b.key === key)?.abnormal ?? 0;

describe('insights: pre-treatment labs against each lab’s window', () => {
  it('counts a value just inside its lab’s window and not one just outside', async () => {
    const before = await labsNow();
    const ago = (ms: number) => new Date(t.clock.now - ms).toISOString();
    const onCapecitabine = {
      medications: [{ drugName: 'capecitabine', dosage: '1000 mg/m2', isActive: true }],
    };
    await createPatient(
      t.app,
      team.oncologist.accessToken,
      identifiablePatient('Freshwell', {
        ...onCapecitabine,
        labValues: [
          // Electrolytes: 7 days before a cycle. An hour inside the seventh day counts...
          { labType: 'potassium', value: 2.9, unit: 'mmol/L', timestamp: ago(7 * DAY - HOUR) },
          // ...a day older does not.
          { labType: 'sodium', value: 120, unit: 'mmol/L', timestamp: ago(8 * DAY) },
          // LVEF: 90 days (Herceptin label, every 3 months).
          { labType: 'lvef', value: 45, unit: '%', timestamp: ago(89 * DAY) },
        ],
      }),
    );
    await createPatient(
      t.app,
      team.oncologist.accessToken,
      identifiablePatient('Stalewood', {
        ...onCapecitabine,
        labValues: [{ labType: 'lvef', value: 45, unit: '%', timestamp: ago(91 * DAY) }],
      }),
    );
    const after = await labsNow();
    expect(after.windowDays).toBe(7);
    expect(after.patientsOnTreatment - before.patientsOnTreatment).toBe(2);
    expect(abnormal(after, 'potassium') - abnormal(before, 'potassium')).toBe(1);
    expect(abnormal(after, 'sodium') - abnormal(before, 'sodium')).toBe(0);
    // Under the single 7-day window the 89-day LVEF was never counted.
    expect(abnormal(after, 'lvef') - abnormal(before, 'lvef')).toBe(1);
  });
});
