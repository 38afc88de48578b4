import type { LightMyRequestResponse } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftDate } from '../../../core/patients';
import { patientNotes, patients, users } from '../../../db/schema';
import { signUpTeam, type Team } from '../../test-support/feedback';
import {
  call,
  createPatient,
  findingPerMedication,
  identifiablePatient,
} from '../../test-support/patients';
import { createTestContext, type TestContext } from '../../test-support/test-app';

/*
 * Researchers and students see de-identified records everywhere. Every response body they can
 * obtain, successes and refusals alike, is collected and searched for every identifier of every
 * patient of their institution: names, MRNs, birth dates, note texts, and the surnames that the
 * test patients also carry in each free-text field (reactions, doses, prescribers, diagnoses,
 * laboratories, drug names as written, preferences).
 */

let t: TestContext;
let team: Team;
const surnames = ['Vantross', 'Keldwyn', 'Orrabie'];
const bodies: Array<{ who: string; what: string; body: string }> = [];
let ids: string[] = [];

async function record(who: string, what: string, res: Promise<LightMyRequestResponse>) {
  const r = await res;
  bodies.push({ who, what, body: r.body });
  return r;
}

beforeAll(async () => {
  t = await createTestContext({ alertEvaluator: findingPerMedication });
  team = await signUpTeam(t.app, 'Privacy Hospital');
  const onc = team.oncologist.accessToken;
  // The first list creates the three demo patients, then three test patients join them.
  await call(t.app, onc, 'GET', '/api/patients');
  for (const s of surnames) await createPatient(t.app, onc, identifiablePatient(s));
  const all = (await call(t.app, onc, 'GET', '/api/patients?pageSize=100')).json();
  ids = (all.items as Array<{ id: string }>).map((i) => i.id);
  expect(ids).toHaveLength(6);
  // Alerts exist (and one is acknowledged with a comment naming the patient) before they look.
  for (const id of ids) await call(t.app, onc, 'GET', `/api/patients/${id}/alerts`);
  const some = (await call(t.app, onc, 'GET', `/api/patients/${ids[3]}/alerts`)).json();
  const high = (some.alerts as Array<{ id: string; severity: string }>).find(
    (a) => a.severity === 'high',
  );
  await call(t.app, onc, 'POST', `/api/alerts/${high!.id}/acknowledge`, {
    reason: 'other',
    comment: `Discussed with ${surnames[0]} and family`,
  });

  for (const role of ['researcher', 'student'] as const) {
    const token = team[role].accessToken;
    const get = (what: string, url: string) => record(role, what, call(t.app, token, 'GET', url));
    const post = (what: string, url: string, body: unknown) =>
      record(role, what, call(t.app, token, 'POST', url, body));
    for (const q of [
      'pageSize=100',
      'q=capecitabine',
      'q=breast cancer',
      'condition=C50',
      'drug=warfarin',
      'alerts=low,medium,high,critical',
      'sort=-updated&pageSize=2&page=2',
      `name=${surnames[1]}`,
      `mrn=DEMO`,
      'sort=name',
      `sort=${surnames[2]}`,
    ]) {
      await get(`list ${q}`, `/api/patients?${q}`);
    }
    for (const id of ids) {
      await get('detail', `/api/patients/${id}`);
      const alerts = await get('alerts', `/api/patients/${id}/alerts`);
      for (const a of (alerts.json().alerts as Array<{ id: string }>).slice(0, 2)) {
        await post('acknowledge', `/api/alerts/${a.id}/acknowledge`, { reason: 'will-monitor' });
      }
      await get('audit', `/api/patients/${id}/audit`);
      await post('care session', '/api/care-sessions', { patientId: id });
      await post('add note', `/api/patients/${id}/notes`, { text: 'x' });
      await record(
        role,
        'patch',
        call(t.app, token, 'PATCH', `/api/patients/${id}`, { isActive: false }),
      );
    }
    await get('care sessions', '/api/care-sessions?active=true');
    await get('pending', '/api/alerts/pending-cosign');
  }
});
afterAll(async () => t.close());

/** Every identifier of every patient, read from the database (demo patients included). */
async function identifiers(): Promise<string[]> {
  const rows = await t.db.db.select().from(patients).where(inArray(patients.id, ids));
  const notes = await t.db.db
    .select()
    .from(patientNotes)
    .where(inArray(patientNotes.patientId, ids));
  return [
    ...rows.flatMap((p) => [p.firstName, p.lastName, p.mrn, p.dateOfBirth]),
    ...notes.map((n) => n.text),
    ...surnames,
  ];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('de-identified views', () => {
  it('collected responses of every kind from both roles', () => {
    const kinds = new Set(bodies.map((b) => `${b.who} ${b.what}`));
    expect(kinds.size).toBeGreaterThan(30);
    expect(bodies.some((b) => b.what === 'alerts' && b.body.includes('"rationale"'))).toBe(true);
    expect(
      bodies.some(
        (b) => b.who === 'student' && b.what === 'acknowledge' && b.body.includes('"pending"'),
      ),
    ).toBe(true);
  });

  it('no response body holds any identifier of any patient', async () => {
    const terms = await identifiers();
    const leaks: string[] = [];
    for (const term of terms) {
      // Names as whole words ("Demo" is a surname, "isDemo" is a field); the rest anywhere, raw or
      // as JSON escapes it.
      const forms = [term, JSON.stringify(term).slice(1, -1)];
      const patterns = forms.map((f) =>
        /^[A-Za-z]+$/.test(f)
          ? new RegExp(`\\b${escapeRegExp(f)}\\b`)
          : new RegExp(escapeRegExp(f)),
      );
      for (const b of bodies) {
        if (patterns.some((p) => p.test(b.body))) leaks.push(`${b.who} ${b.what}: ${term}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('shows age in years, not the birth date, and dates shifted consistently per patient', async () => {
    const token = team.researcher.accessToken;
    const [p] = await t.db.db.select().from(patients).where(eq(patients.lastName, surnames[0]!));
    const a = (await call(t.app, token, 'GET', `/api/patients/${p!.id}`)).json();
    const b = (await call(t.app, token, 'GET', `/api/patients/${p!.id}`)).json();
    expect(a).toEqual(b);
    expect(a.demographics).toEqual({
      sex: 'female',
      ageYears: expect.any(Number),
      heightCm: 165,
      weightKg: 62,
      heightMeasuredAt: expect.any(String),
      weightMeasuredAt: expect.any(String),
      deceased: false,
      deceasedDate: null,
    });
    const capecitabine = a.medications.find(
      (m: { drugIds: string[] }) => m.drugIds[0] === 'capecitabine',
    );
    expect(capecitabine.startDate).not.toBe('2025-01-10');
    const shift = (Date.parse(capecitabine.startDate) - Date.parse('2025-01-10')) / 86_400_000;
    expect(shift).toBeLessThanOrEqual(-1);
    expect(shift).toBeGreaterThanOrEqual(-365);
    // The same shift moves every other date of the patient, and dates quoted in alerts.
    expect(a.conditions[0].dateOfDiagnosis).toBe(shiftDate('2024-11-02', shift));
    expect(a.genetics[0].testDate).toBe(shiftDate('2024-12-01', shift));
    const student = team.student.accessToken;
    const alerts = (await call(t.app, student, 'GET', `/api/patients/${p!.id}/alerts`)).json();
    const capeAlert = alerts.alerts.find(
      (x: { title: string }) => x.title === 'Check Capecitabine',
    );
    expect(capeAlert.rationale).toBe(
      `Capecitabine 1000 mg/m2 since ${shiftDate('2025-01-10', shift)}`,
    );
    // The unresolved drug named after the patient, and its dose, are redacted where quoted.
    const own = alerts.alerts.find((x: { drugs: string[] }) => x.drugs[0] === '[redacted]');
    expect(own.title).toBe('Check [redacted]');
  });

  it('keeps codes and clinical words, withholds what may identify', async () => {
    const [p] = await t.db.db.select().from(patients).where(eq(patients.lastName, surnames[1]!));
    const d = (await call(t.app, team.student.accessToken, 'GET', `/api/patients/${p!.id}`)).json();
    expect(d.identified).toBe(false);
    expect(d.label).toMatch(/^Case Study [0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(d.notes).toEqual([]);
    expect(d.preferences).toEqual({});
    expect(d.allergies.map((x: { allergen: string | null }) => x.allergen)).toEqual([
      'Penicillins',
      null,
    ]);
    expect(d.medications.map((m: { drugName: string | null }) => m.drugName)).toEqual([
      'Capecitabine',
      'Warfarin',
      null,
    ]);
    expect(d.medications[0]).toMatchObject({
      dosage: '1000 mg/m2',
      frequency: 'twice daily days 1-14',
      prescribedBy: null,
    });
    expect(d.medications[1]).toMatchObject({ dosage: null, frequency: null });
    expect(
      d.conditions.map((c: { name: string | null; icd10: string }) => [c.name, c.icd10]),
    ).toEqual([
      ['Metastatic breast cancer', 'C50.911'],
      [null, 'Q87.89'],
    ]);
    expect(d.genetics[0]).toMatchObject({ gene: 'DPYD', diplotype: '*1/*2A', laboratory: null });
    expect(d.genetics[1]).toMatchObject({ diplotype: null, phenotype: null });
    expect(d.labValues[2].referenceRange).toBeNull();
  });

  it('the researcher is shown low to high alerts, the student every level', async () => {
    const [p] = await t.db.db.select().from(patients).where(eq(patients.lastName, surnames[2]!));
    const r = (
      await call(t.app, team.researcher.accessToken, 'GET', `/api/patients/${p!.id}/alerts`)
    ).json();
    expect(r.hiddenLevels).toEqual(['critical']);
    expect(r.alerts.every((a: { severity: string }) => a.severity !== 'critical')).toBe(true);
    const s = (
      await call(t.app, team.student.accessToken, 'GET', `/api/patients/${p!.id}/alerts`)
    ).json();
    expect(s.hiddenLevels).toEqual([]);
  });

  it('an acknowledgement comment is withheld; who acknowledged is staff, not patient, and is shown', async () => {
    const d = (
      await call(t.app, team.researcher.accessToken, 'GET', `/api/patients/${ids[3]}/alerts`)
    ).json();
    const acked = d.alerts.find((a: { isAcknowledged: boolean }) => a.isAcknowledged);
    expect(acked.acknowledgement).toMatchObject({
      reason: 'other',
      comment: null,
      status: 'confirmed',
    });
    const [onc] = await t.db.db.select().from(users).where(eq(users.id, team.oncologist.id));
    expect(acked.acknowledgedBy).toBe(`${onc!.firstName} ${onc!.lastName}`);
  });
});
