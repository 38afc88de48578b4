import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrialMatch } from '../../../core/trials';
import { auditLog, patients } from '../../../db/schema';
import { serverEnvSchema } from '../../config';
import { fixtureStudy, startFakeCtgov, type FakeCtgov } from '../../test-support/ctgov-fake-server';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { call, createPatient, identifiablePatient } from '../../test-support/patients';
import {
  createTestContext,
  errorOf,
  signUpUser,
  type TestContext,
} from '../../test-support/test-app';

/*
 * Treatment setting per administration (issue 20): recorded with the administration or set
 * later with PATCH /api/patients/:id/administrations/:administrationId, shown on the record, and
 * read by trial matching ("no prior systemic therapy for metastatic disease", "at most one prior
 * line in the advanced setting"). The PATCH bumps patients.updated_at and writes its audit row in
 * the same transaction.
 */

const STUDY = fixtureStudy({
  nct: 90000120,
  title: 'First-line Study in Metastatic Breast Cancer After Adjuvant Chemotherapy',
  status: 'RECRUITING',
  phases: ['PHASE3'],
  conditions: ['Metastatic Breast Cancer'],
  interventions: [{ type: 'DRUG', name: 'Elacestrant' }],
  minimumAge: '18 Years',
  criteria: [
    'Inclusion Criteria:',
    '',
    '* Stage IV breast cancer',
    '* At most 1 prior line of therapy in the advanced setting',
    '* Measurable disease per RECIST 1.1',
    '',
    'Exclusion Criteria:',
    '',
    '* Prior systemic therapy for metastatic disease',
  ].join('\n'),
  sites: [],
});

let fake: FakeCtgov;
let t: TestContext;
let team: Team;
let patientId: string;
let firstLineId: string;
let outsider: string;

beforeAll(async () => {
  fake = await startFakeCtgov({ studies: [STUDY] });
  t = await createTestContext({
    env: serverEnvSchema.parse({ RATE_LIMIT_PER_MINUTE: '100000', CTGOV_API_URL: fake.url }),
  });
  team = await signUpTeam(t.app, 'Setting Hospital');
  outsider = (await signUpUser(t.app, { role: 'oncologist', institution: 'Elsewhere' }))
    .accessToken;
  const p = await createPatient(
    t.app,
    team.oncologist.accessToken,
    identifiablePatient('Settingham', {
      conditions: [
        {
          name: 'Malignant neoplasm of breast',
          icd10: 'C50.911',
          dateOfDiagnosis: '2020-11-01',
          status: 'active',
          stage: 'IV',
        },
      ],
      medications: [],
      treatmentHistory: [
        {
          drugName: 'doxorubicin',
          date: '2021-03-01',
          dose: 60,
          doseUnit: 'mg/m2',
          setting: 'adjuvant',
          intent: 'curative',
        },
        { drugName: 'paclitaxel', date: '2023-02-01', dose: 80, doseUnit: 'mg/m2' },
      ],
      genetics: [],
    }),
  );
  patientId = p.id;
  const history = p.treatmentHistory as Array<{ id: string; drugName: string }>;
  firstLineId = history.find((h) => h.drugName === 'paclitaxel')!.id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const onc = () => team.oncologist.accessToken;
const url = (id = firstLineId, patient = patientId) =>
  `/api/patients/${patient}/administrations/${id}`;

async function match(): Promise<TrialMatch> {
  const res = await call(
    t.app,
    onc(),
    'GET',
    `/api/trials/NCT90000120/match?patientId=${patientId}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TrialMatch;
}
const finding = (m: TrialMatch, id: string, text: RegExp) =>
  m.criteria.find((c) => c.id === id)!.findings!.find((f) => text.test(f.text))!;

describe('treatment setting per administration', () => {
  it('is kept as sent and shown on the record; unset reads null', async () => {
    const d = (await call(t.app, onc(), 'GET', `/api/patients/${patientId}`)).json();
    expect(
      d.treatmentHistory.map(
        (h: { drugName: string; setting: string | null; intent: string | null }) => [
          h.drugName,
          h.setting,
          h.intent,
        ],
      ),
    ).toEqual([
      ['doxorubicin', 'adjuvant', 'curative'],
      ['paclitaxel', null, null],
    ]);
  });

  it('PATCH: 401 without a token, 403 for researcher and student, 404 elsewhere, 400 names the field', async () => {
    expect((await call(t.app, null, 'PATCH', url(), { setting: 'first-line' })).statusCode).toBe(
      401,
    );
    for (const token of [team.researcher.accessToken, team.student.accessToken]) {
      expect((await call(t.app, token, 'PATCH', url(), { setting: 'first-line' })).statusCode).toBe(
        403,
      );
    }
    expect(
      (await call(t.app, outsider, 'PATCH', url(), { setting: 'first-line' })).statusCode,
    ).toBe(404);
    const unknownAdmin = await call(
      t.app,
      onc(),
      'PATCH',
      url('00000000-0000-4000-8000-000000000000'),
      { setting: 'first-line' },
    );
    expect(unknownAdmin.statusCode).toBe(404);
    const bad = await call(t.app, onc(), 'PATCH', url(), { setting: 'third-line' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain('setting');
    const badIntent = await call(t.app, onc(), 'PATCH', url(), { intent: 'hopeful' });
    expect(badIntent.statusCode).toBe(400);
    expect(errorOf(badIntent).message).toContain('intent');
    expect((await call(t.app, onc(), 'PATCH', url(), {})).statusCode).toBe(400);
    expect((await call(t.app, onc(), 'PATCH', url(), { dose: 1 })).statusCode).toBe(400);
    const post = await call(t.app, onc(), 'POST', `/api/patients/${patientId}/administrations`, {
      drugName: 'docetaxel',
      date: '2024-01-01',
      dose: 75,
      doseUnit: 'mg/m2',
      setting: 'fourth-line',
    });
    expect(post.statusCode).toBe(400);
    expect(errorOf(post).message).toContain('setting');
  });

  it('matching: the unrecorded course leaves the metastatic-setting rules unknown, never met', async () => {
    const m = await match();
    const prior = finding(m, 'prior-therapy', /for metastatic disease/);
    expect(prior.status).toBe('unknown');
    expect(prior.reason).toMatch(/paclitaxel .*recorded without the setting it was given in/);
    const lines = finding(m, 'prior-lines', /advanced setting/);
    expect(lines.status).toBe('met');
    expect(lines.reason).toMatch(
      /^0 lines recorded in the advanced\/metastatic setting; 1 outside it, not counted \(line 1: doxorubicin \(from 2021-03-01\), adjuvant\); 1 whose setting is not recorded/,
    );
  });

  it('PATCH records the setting, bumps updated_at with its audit row, and matching reads it', async () => {
    const before = await t.db.db
      .select({ updatedAt: patients.updatedAt })
      .from(patients)
      .where(eq(patients.id, patientId));
    t.clock.now += 60_000;
    const res = await call(t.app, onc(), 'PATCH', url(), {
      setting: 'first-line',
      intent: 'palliative',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: firstLineId,
      drugName: 'paclitaxel',
      setting: 'first-line',
      intent: 'palliative',
    });
    const after = await t.db.db
      .select({ updatedAt: patients.updatedAt })
      .from(patients)
      .where(eq(patients.id, patientId));
    expect(after[0]!.updatedAt.getTime()).toBeGreaterThan(before[0]!.updatedAt.getTime());
    const audit = await t.db.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'patient.administration.update'), eq(auditLog.entityId, patientId)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({
      administrationId: firstLineId,
      fields: ['setting', 'intent'],
    });

    const m = await match();
    const prior = finding(m, 'prior-therapy', /for metastatic disease/);
    expect(prior.status).toBe('not-met');
    expect(prior.reason).toMatch(
      /^Prior paclitaxel \(.*\) in the advanced\/metastatic setting — exclusion: paclitaxel \(treatment history, 2023-02-01; first-line advanced\)/,
    );
    const lines = finding(m, 'prior-lines', /advanced setting/);
    expect(lines.status).toBe('met');
    expect(lines.reason).toMatch(/^1 line recorded in the advanced\/metastatic setting/);
  });

  it('null clears it back to not recorded', async () => {
    const res = await call(t.app, onc(), 'PATCH', url(), { setting: null, intent: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ setting: null, intent: null });
    expect(finding(await match(), 'prior-therapy', /for metastatic disease/).status).toBe(
      'unknown',
    );
  });
});

describe('tumour measurements (RECIST 1.1 measurable disease)', () => {
  const mUrl = (patient = patientId) => `/api/patients/${patient}/tumour-measurements`;
  const day = (daysAgo: number) =>
    new Date(t.clock.now - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const measurable = (m: TrialMatch) =>
    finding(m, 'disease-status', /Measurable disease per RECIST 1\.1/);

  it('without measurements the criterion is unknown, never met', async () => {
    const f = measurable(await match());
    expect(f.status).toBe('unknown');
    expect(f.reason).toMatch(/No tumour measurements are recorded/);
  });

  it('POST: 401, 403 for nurse and researcher, 404 elsewhere, 400 names the field', async () => {
    const body = { date: day(5), longestDiameterMm: 14, method: 'ct', lymphNode: false };
    expect((await call(t.app, null, 'POST', mUrl(), body)).statusCode).toBe(401);
    for (const token of [team.nurse.accessToken, team.researcher.accessToken]) {
      expect((await call(t.app, token, 'POST', mUrl(), body)).statusCode).toBe(403);
    }
    expect((await call(t.app, outsider, 'POST', mUrl(), body)).statusCode).toBe(404);
    const bad = await call(t.app, onc(), 'POST', mUrl(), { ...body, longestDiameterMm: -1 });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain('longestDiameterMm');
    const badMethod = await call(t.app, onc(), 'POST', mUrl(), { ...body, method: 'xray' });
    expect(badMethod.statusCode).toBe(400);
    expect(errorOf(badMethod).message).toContain('method');
  });

  it('a 14 mm non-nodal lesion on CT 5 days ago: stored, shown, updated_at bumped, criterion met', async () => {
    const before = await t.db.db
      .select({ updatedAt: patients.updatedAt })
      .from(patients)
      .where(eq(patients.id, patientId));
    t.clock.now += 60_000;
    const res = await call(t.app, onc(), 'POST', mUrl(), {
      date: day(5),
      longestDiameterMm: 14,
      method: 'ct',
      lymphNode: false,
      site: 'liver segment 6',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ longestDiameterMm: 14, method: 'ct', lymphNode: false });
    const after = await t.db.db
      .select({ updatedAt: patients.updatedAt })
      .from(patients)
      .where(eq(patients.id, patientId));
    expect(after[0]!.updatedAt.getTime()).toBeGreaterThan(before[0]!.updatedAt.getTime());
    const d = (await call(t.app, onc(), 'GET', `/api/patients/${patientId}`)).json();
    expect(d.tumourMeasurements).toMatchObject([{ site: 'liver segment 6', shortAxisMm: null }]);
    // De-identified: the site (free text) is withheld.
    const r = (
      await call(t.app, team.researcher.accessToken, 'GET', `/api/patients/${patientId}`)
    ).json();
    expect(r.tumourMeasurements).toMatchObject([{ site: null, longestDiameterMm: 14 }]);
    const f = measurable(await match());
    expect(f.status).toBe('met');
    expect(f.reason).toMatch(/liver segment 6, 14 mm longest by CT, .*: non-nodal, ≥ 10 mm/);
  });
});
