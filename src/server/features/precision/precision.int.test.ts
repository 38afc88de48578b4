import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../db/schema';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { call, createPatient, identifiablePatient } from '../../test-support/patients';
import {
  createTestContext,
  errorOf,
  signUpUser,
  type TestContext,
} from '../../test-support/test-app';

let t: TestContext;
let team: Team;
let other: string;
let patientId: string;
let demoNsclcId: string;

const EX19 = {
  cancer: { icd10: 'C34.90', text: 'Non-small cell lung cancer' },
  biomarkers: [{ gene: 'EGFR', alteration: 'exon 19 deletion', type: 'indel' }],
};

beforeAll(async () => {
  t = await createTestContext();
  team = await signUpTeam(t.app, 'Precision Hospital');
  other = (await signUpUser(t.app, { role: 'oncologist', institution: 'Elsewhere Clinic' }))
    .accessToken;
  const onc = team.oncologist.accessToken;
  const list = (await call(t.app, onc, 'GET', '/api/patients?pageSize=100')).json();
  const demo = (list.items as Array<{ id: string; conditions?: unknown }>).map((i) => i.id);
  for (const id of demo) {
    const d = (await call(t.app, onc, 'GET', `/api/patients/${id}`)).json();
    if (JSON.stringify(d.conditions).includes('C34.11')) demoNsclcId = id;
  }
  const input = identifiablePatient('Quillfeather');
  const created = await createPatient(t.app, onc, {
    ...input,
    conditions: [{ name: 'Quillfeather colon adenocarcinoma', icd10: 'C18.7', status: 'active' }],
    genetics: [
      {
        gene: 'KRAS',
        origin: 'somatic',
        alterationType: 'snv',
        alteration: 'p.Gly12Asp',
        status: 'detected',
      },
      {
        gene: 'BRAF',
        origin: 'somatic',
        alterationType: 'snv',
        alteration: 'V600E',
        status: 'detected',
      },
      {
        gene: 'TP53',
        origin: 'somatic',
        alterationType: 'snv',
        alteration: 'R273H',
        status: 'detected',
      },
      {
        gene: 'NRAS',
        origin: 'somatic',
        alterationType: 'snv',
        alteration: 'Q61K',
        status: 'not-detected',
      },
      { gene: 'DPYD', diplotype: '*1/*1' },
    ],
  });
  patientId = created.id;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/precision/match', () => {
  it('is 401 without a token', async () => {
    const res = await call(t.app, null, 'POST', '/api/precision/match', EX19);
    expect(res.statusCode).toBe(401);
  });

  it.each(['oncologist', 'pharmacist', 'nurse', 'researcher', 'student'] as const)(
    '%s may match a typed-in report',
    async (role) => {
      const res = await call(t.app, team[role].accessToken, 'POST', '/api/precision/match', EX19);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.cancer).toEqual({ id: 'nsclc', name: 'Non-small cell lung cancer' });
      const first = body.therapies[0];
      expect(first).toMatchObject({ level: 'fda', cancerMatch: 'exact' });
      expect(Object.keys(first)).toEqual(
        expect.arrayContaining([
          'drugs',
          'level',
          'indication',
          'biomarker',
          'cancerMatch',
          'sources',
        ]),
      );
      expect(body.therapies.flatMap((x: { drugs: string[] }) => x.drugs)).toContain('Osimertinib');
      expect(body.unmatched).toEqual([]);
    },
  );

  it('is 403 for a deactivated account', async () => {
    const u = await signUpUser(t.app, { role: 'oncologist', institution: 'Closed Clinic' });
    await t.db.db.update(users).set({ isActive: false }).where(eq(users.id, u.id));
    const res = await call(t.app, u.accessToken, 'POST', '/api/precision/match', EX19);
    expect(res.statusCode).toBe(403);
  });

  it.each([
    [
      'a biomarker type outside the vocabulary',
      { ...EX19, biomarkers: [{ gene: 'EGFR', alteration: 'x', type: 'mutation' }] },
      'biomarkers',
    ],
    ['a missing cancer', { biomarkers: EX19.biomarkers }, 'cancer'],
    ['a malformed SNOMED code', { ...EX19, cancer: { snomed: 'lung' } }, 'snomed'],
    [
      'an empty gene',
      { ...EX19, biomarkers: [{ gene: '', alteration: 'L858R', type: 'snv' }] },
      'gene',
    ],
    ['an unknown field', { ...EX19, extra: 1 }, ''],
  ])('is 400 for %s, naming the field', async (_name, body, field) => {
    const res = await call(
      t.app,
      team.oncologist.accessToken,
      'POST',
      '/api/precision/match',
      body,
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain(field);
  });

  it('answers unmatched, not "no therapy", for a biomarker no record knows', async () => {
    const res = await call(t.app, team.nurse.accessToken, 'POST', '/api/precision/match', {
      cancer: { text: 'lung adenocarcinoma' },
      biomarkers: [{ gene: 'STK11', alteration: 'Q37*', type: 'snv' }],
    });
    expect(res.json()).toMatchObject({ therapies: [], unmatched: [{ gene: 'STK11' }] });
  });
});

describe('GET /api/patients/:id/precision', () => {
  it('is 401 without a token', async () => {
    expect(
      (await call(t.app, null, 'GET', `/api/patients/${patientId}/precision`)).statusCode,
    ).toBe(401);
  });

  it('is 404 for another institution, and for an id that does not exist', async () => {
    expect(
      (await call(t.app, other, 'GET', `/api/patients/${patientId}/precision`)).statusCode,
    ).toBe(404);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(t.app, team.oncologist.accessToken, 'GET', `/api/patients/${missing}/precision`))
        .statusCode,
    ).toBe(404);
  });

  it('is 400 for an id that is not a uuid', async () => {
    const res = await call(
      t.app,
      team.oncologist.accessToken,
      'GET',
      '/api/patients/abc/precision',
    );
    expect(res.statusCode).toBe(400);
  });

  it('reads the record: colorectal cancer with KRAS G12D warns of anti-EGFR resistance; TP53 is unmatched', async () => {
    const res = await call(
      t.app,
      team.oncologist.accessToken,
      'GET',
      `/api/patients/${patientId}/precision`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cancer.id).toBe('colorectal');
    const resistance = body.therapies.find((x: { level: string }) => x.level === 'resistance');
    expect(resistance).toMatchObject({ cancerMatch: 'exact', drugs: ['Cetuximab', 'Panitumumab'] });
    expect(
      body.therapies.some((x: { id: string }) => x.id === 'crc-braf-encorafenib-cetuximab'),
    ).toBe(true);
    expect(body.therapies.some((x: { id: string }) => x.id === 'crc-ras-wt-cetuximab')).toBe(false);
    expect(body.unmatched).toEqual([{ gene: 'TP53', alteration: 'R273H', type: 'snv' }]);
    expect(body.negative.map((b: { gene: string }) => b.gene)).toEqual(['NRAS']);
    const [audit] = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, patientId), eq(auditLog.action, 'patient.precision.read')));
    expect(audit).toBeDefined();
  });

  it('the demo NSCLC patient with an EGFR exon 19 deletion gets the approved EGFR inhibitors', async () => {
    const body = (
      await call(
        t.app,
        team.pharmacist.accessToken,
        'GET',
        `/api/patients/${demoNsclcId}/precision`,
      )
    ).json();
    expect(body.cancer.id).toBe('nsclc');
    const exact = body.therapies.filter(
      (x: { cancerMatch: string; level: string }) => x.cancerMatch === 'exact' && x.level === 'fda',
    );
    expect(exact.flatMap((x: { drugs: string[] }) => x.drugs)).toEqual(
      expect.arrayContaining(['Osimertinib', 'Erlotinib', 'Gefitinib', 'Afatinib', 'Dacomitinib']),
    );
  });

  it.each(['researcher', 'student'] as const)(
    'is de-identified for a %s: no identifying condition text',
    async (role) => {
      const res = await call(
        t.app,
        team[role].accessToken,
        'GET',
        `/api/patients/${patientId}/precision`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Quillfeather');
      expect(res.json().therapies.length).toBeGreaterThan(0);
      const [audit] = await t.db.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entityId, patientId), eq(auditLog.action, 'patient.precision.read')),
        );
      expect(audit).toBeDefined();
    },
  );
});
