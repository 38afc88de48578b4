import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientMedications, patients, users } from '../../../db/schema';
import { loadKnowledgeBase } from '../../lib/knowledge-base';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { call, createPatient, identifiablePatient } from '../../test-support/patients';
import {
  errorOf,
  signUpUser,
  createTestContext,
  type TestContext,
} from '../../test-support/test-app';
import { ensureDemoPatients } from './demo-patients';
import { createPatientPrivacy } from '../../lib/patient-privacy';
import { secretsFromRoot } from '../../lib/secrets';
import { TEST_JWT_ROOT } from '../../test-support/test-app';

let t: TestContext;
let team: Team;
let onc: string;

beforeAll(async () => {
  t = await createTestContext();
  team = await signUpTeam(t.app, 'Patients Hospital');
  onc = team.oncologist.accessToken;
});
afterAll(async () => t.close());

const detailOf = async (token: string, id: string) =>
  (await call(t.app, token, 'GET', `/api/patients/${id}`)).json();

describe('POST /api/patients', () => {
  it('stores the pinned input shape and returns it with ids, resolved drugs and canonical labs', async () => {
    const input = identifiablePatient('Quendry');
    const p = await createPatient(t.app, onc, input);
    expect(p).toMatchObject({
      identified: true,
      isDemo: false,
      isActive: true,
      label: `Quendry, ${input.demographics.firstName}`,
      demographics: { ...input.demographics, ageYears: expect.any(Number) },
      preferences: input.preferences,
    });
    const meds = p.medications as Array<Record<string, unknown>>;
    // Resolved like the interaction checker: any case, brand or generic; the route word parsed.
    expect(meds[0]).toMatchObject({
      drugName: 'Capecitabine',
      drugIds: ['capecitabine'],
      rxcui: '194000',
      resolved: true,
      route: 'oral',
      isActive: true,
      stopDate: null,
    });
    expect(meds[1]).toMatchObject({ drugIds: ['warfarin'], resolved: true, route: 'oral' });
    // An unknown drug is kept as written and reported unresolved, never dropped.
    expect(meds[2]).toMatchObject({
      drugName: 'Quendrymab',
      drugIds: [],
      rxcui: null,
      resolved: false,
    });

    const labs = p.labValues as Array<Record<string, unknown>>;
    // 88.42 µmol/L of creatinine is 1.0 mg/dL; 800 cells/µL of neutrophils is 0.8 × 10^9/L.
    expect(labs[0]).toMatchObject({
      labName: 'creatinine',
      loinc: '2160-0',
      canonicalUnit: 'mg/dL',
    });
    expect(labs[0]!.canonicalValue).toBeCloseTo(1.0, 6);
    expect(labs[0]).toMatchObject({ isAbnormal: false, criticalFlag: false, cannotAssess: null });
    expect(labs[1]).toMatchObject({ labName: 'anc', canonicalUnit: '10^9/L' });
    expect(labs[1]!.canonicalValue).toBeCloseTo(0.8, 6);
    // ANC below 1.0 is CTCAE grade 3: abnormal and critical, derived because none was sent.
    expect(labs[1]).toMatchObject({ isAbnormal: true, criticalFlag: true });
    // An unknown unit is kept and never compared: cannot assess.
    expect(labs[3]).toMatchObject({
      labName: 'qtc',
      value: 470,
      unit: 'furlongs',
      canonicalValue: null,
      isAbnormal: null,
      criticalFlag: null,
      cannotAssess: expect.stringContaining('cannot assess'),
    });
    // An unknown test likewise.
    expect(labs[4]).toMatchObject({
      labName: null,
      canonicalValue: null,
      cannotAssess: expect.any(String),
    });

    // The note's author is the signed-in user, whatever was sent.
    expect((p.notes as Array<{ author: string }>)[0]!.author).toBe('Test User');
    expect(p.treatmentHistory).toEqual([
      expect.objectContaining({
        drugName: 'doxorubicin',
        drugIds: ['doxorubicin'],
        resolved: true,
      }),
      expect.objectContaining({ drugName: 'Quendrycillin', drugIds: [], resolved: false }),
    ]);
  });

  it('keeps flags sent with a value (the reporting laboratory knows its ranges)', async () => {
    const input = identifiablePatient('Flagsent', {
      labValues: [
        {
          labType: 'potassium',
          value: 5.2,
          unit: 'mmol/L',
          timestamp: '2025-01-01',
          isAbnormal: false,
          criticalFlag: false,
        },
      ],
    });
    const p = await createPatient(t.app, onc, input);
    expect((p.labValues as unknown[])[0]).toMatchObject({ isAbnormal: false, criticalFlag: false });
  });

  it('answers 400 naming each bad field and stores nothing', async () => {
    const input = identifiablePatient('Badfield');
    input.demographics.dateOfBirth = '1970-02-30';
    input.medications![0]!.route = 'SC';
    input.labValues![0]!.timestamp = 'yesterday';
    input.genetics![0]!.gene = 'not a gene';
    const [before] = await t.db.db.select({ n: count() }).from(patients);
    const res = await call(t.app, onc, 'POST', '/api/patients', input);
    expect(res.statusCode).toBe(400);
    const paths = (errorOf(res) as unknown as { details: Array<{ path: string }> }).details.map(
      (d) => d.path,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.demographics.dateOfBirth',
        'body.medications.0.route',
        'body.labValues.0.timestamp',
        'body.genetics.0.gene',
      ]),
    );
    const [after] = await t.db.db.select({ n: count() }).from(patients);
    expect(after!.n).toBe(before!.n);
  });

  it('refuses NUL and lone surrogates as a 400, not a 500', async () => {
    const input = identifiablePatient('Nulchar');
    input.demographics.lastName = 'Bad\u0000name';
    const res = await call(t.app, onc, 'POST', '/api/patients', input);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('demographics.lastName');
  });

  it('a duplicate MRN in the institution is a 409 and changes nothing; another institution may reuse it', async () => {
    const first = identifiablePatient('Mrnone');
    await createPatient(t.app, onc, first);
    const clash = identifiablePatient('Mrntwo');
    clash.demographics.mrn = first.demographics.mrn;
    const [before] = await t.db.db.select({ n: count() }).from(patientMedications);
    const res = await call(t.app, onc, 'POST', '/api/patients', clash);
    expect(res.statusCode).toBe(409);
    const [after] = await t.db.db.select({ n: count() }).from(patientMedications);
    expect(after!.n).toBe(before!.n);
    const elsewhere = await signUpUser(t.app, { role: 'oncologist', institution: 'Other place' });
    await createPatient(t.app, elsewhere.accessToken, clash);
  });
});

describe('PATCH /api/patients/:id', () => {
  it('merges demographics and stamps lastUpdated', async () => {
    const p = await createPatient(t.app, onc, identifiablePatient('Patchy'));
    t.clock.now += 60_000;
    const res = await call(t.app, team.nurse.accessToken, 'PATCH', `/api/patients/${p.id}`, {
      demographics: { weightKg: 58.5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().demographics).toMatchObject({
      weightKg: 58.5,
      lastName: 'Patchy',
      heightCm: 165,
    });
    expect(Date.parse(res.json().lastUpdated)).toBeGreaterThan(Date.parse(p.lastUpdated as string));
  });

  it('400 for an empty patch or a bad field; 409 for an MRN in use', async () => {
    const p = await createPatient(t.app, onc, identifiablePatient('Patchbad'));
    const other = await createPatient(t.app, onc, identifiablePatient('Patchother'));
    expect((await call(t.app, onc, 'PATCH', `/api/patients/${p.id}`, {})).statusCode).toBe(400);
    const bad = await call(t.app, onc, 'PATCH', `/api/patients/${p.id}`, {
      demographics: { heightCm: 9000 },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain('demographics.heightCm');
    const clash = await call(t.app, onc, 'PATCH', `/api/patients/${p.id}`, {
      demographics: { mrn: (other.demographics as { mrn: string }).mrn },
    });
    expect(clash.statusCode).toBe(409);
  });

  it('only canCreatePatients deactivates a record (a nurse may edit demographics, not that)', async () => {
    const p = await createPatient(t.app, onc, identifiablePatient('Inactive'));
    const nurse = await call(t.app, team.nurse.accessToken, 'PATCH', `/api/patients/${p.id}`, {
      isActive: false,
    });
    expect(nurse.statusCode).toBe(403);
    const res = await call(t.app, onc, 'PATCH', `/api/patients/${p.id}`, { isActive: false });
    expect(res.json().isActive).toBe(false);
  });

  it('404 for a patient of another institution, and for an id that does not exist', async () => {
    const elsewhere = await signUpUser(t.app, { role: 'oncologist', institution: 'Far away' });
    const theirs = await createPatient(t.app, elsewhere.accessToken, identifiablePatient('Farone'));
    const res = await call(t.app, onc, 'PATCH', `/api/patients/${theirs.id}`, {
      demographics: { weightKg: 50 },
    });
    expect(res.statusCode).toBe(404);
    expect((await detailOf(elsewhere.accessToken, theirs.id)).demographics.weightKg).toBe(62);
    const missing = await call(
      t.app,
      onc,
      'GET',
      '/api/patients/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    expect((await call(t.app, onc, 'GET', '/api/patients/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('medications', () => {
  it('are added, changed and stopped (kept, inactive, with the stop date), never deleted', async () => {
    const p = await createPatient(t.app, onc, identifiablePatient('Medson', { medications: [] }));
    const added = await call(
      t.app,
      team.pharmacist.accessToken,
      'POST',
      `/api/patients/${p.id}/medications`,
      {
        drugName: 'Xeloda',
        dosage: '1500 mg',
        route: 'ORAL',
        startDate: '2025-02-01',
      },
    );
    expect(added.statusCode).toBe(201);
    // A brand resolves to the generic drug.
    expect(added.json()).toMatchObject({
      drugName: 'Xeloda',
      drugIds: ['capecitabine'],
      resolved: true,
    });
    const medId = added.json().id;
    const changed = await call(t.app, onc, 'PATCH', `/api/patients/${p.id}/medications/${medId}`, {
      dosage: '1000 mg',
      route: 'oral',
    });
    expect(changed.json()).toMatchObject({ dosage: '1000 mg', route: 'oral', isActive: true });
    const early = await call(
      t.app,
      onc,
      'POST',
      `/api/patients/${p.id}/medications/${medId}/stop`,
      {
        stopDate: '2025-01-01',
      },
    );
    expect(early.statusCode).toBe(400);
    expect(errorOf(early).message).toContain('stopDate');
    const stopped = await call(
      t.app,
      onc,
      'POST',
      `/api/patients/${p.id}/medications/${medId}/stop`,
      {
        stopDate: '2025-03-01',
      },
    );
    expect(stopped.json()).toMatchObject({ isActive: false, stopDate: '2025-03-01' });
    const again = await call(
      t.app,
      onc,
      'POST',
      `/api/patients/${p.id}/medications/${medId}/stop`,
      {},
    );
    expect(again.statusCode).toBe(409);
    const detail = await detailOf(onc, p.id);
    expect(detail.medications).toEqual([expect.objectContaining({ id: medId, isActive: false })]);
  });

  it('a medication of another patient is a 404', async () => {
    const a = await createPatient(t.app, onc, identifiablePatient('Meda'));
    const b = await createPatient(t.app, onc, identifiablePatient('Medb'));
    const medOfB = (b.medications as Array<{ id: string }>)[0]!.id;
    const res = await call(t.app, onc, 'PATCH', `/api/patients/${a.id}/medications/${medOfB}`, {
      dosage: '1 mg',
    });
    expect(res.statusCode).toBe(404);
  });

  it('an unknown drug is stored as written and reported unresolved', async () => {
    const p = await createPatient(t.app, onc, identifiablePatient('Unres', { medications: [] }));
    const res = await call(t.app, onc, 'POST', `/api/patients/${p.id}/medications`, {
      drugName: 'Grandma’s herbal tea',
    });
    expect(res.json()).toMatchObject({
      drugName: 'Grandma’s herbal tea',
      resolved: false,
      drugIds: [],
    });
  });
});

describe('other lists', () => {
  it('a condition keeps its SNOMED CT code; a SNOMED-only cancer gets its ICD-10-CM category; a bad code is a 400', async () => {
    const p = await createPatient(t.app, onc, identifiablePatient('Snomed'));
    const url = `/api/patients/${p.id}/conditions`;
    for (const body of [
      { name: 'Breast cancer', snomed: '254837009' },
      { name: 'Breast cancer, left', snomed: '254837009', icd10: 'C50.912' },
      { name: 'Essential hypertension', snomed: '59621000' },
    ]) {
      const res = await call(t.app, onc, 'POST', url, body);
      expect(res.statusCode, res.body).toBe(201);
    }
    const bad = await call(t.app, onc, 'POST', url, { name: 'x', snomed: 'C50' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain('snomed');
    const d = await detailOf(onc, p.id);
    expect(
      d.conditions
        .slice(-3)
        .map((c: { snomed: string | null; icd10: string | null }) => [c.snomed, c.icd10]),
    ).toEqual([
      ['254837009', 'C50'],
      ['254837009', 'C50.912'],
      ['59621000', null],
    ]);
  });

  it('each sub-resource adds one entry, 400 names the field, and the record shows it', async () => {
    const p = await createPatient(t.app, onc, identifiablePatient('Listful'));
    const url = (s: string) => `/api/patients/${p.id}/${s}`;
    const ok = [
      ['allergies', { allergen: 'Carboplatin', allergenType: 'drug', severity: 'severe' }],
      ['conditions', { name: 'Hypertension', icd10: 'i10' }],
      ['labs', { labType: '2160-0', value: 1.4, unit: 'mg/dL', timestamp: '2025-04-01T07:00:00Z' }],
      ['genetics', { gene: 'tpmt', diplotype: '*1/*3A' }],
      ['vitals', { timestamp: '2025-04-01', heartRate: 88 }],
      [
        'administrations',
        { drugName: 'Adriamycin', date: '2025-04-01', dose: 60, doseUnit: 'mg/m2' },
      ],
      ['notes', { text: 'Tolerating well.', author: 'Someone Else' }],
    ] as const;
    for (const [path, body] of ok) {
      const res = await call(t.app, onc, 'POST', url(path), body);
      expect(res.statusCode, path).toBe(201);
    }
    const bad = [
      ['allergies', { allergen: 'x', allergenType: 'drug', severity: 'deadly' }, 'severity'],
      ['conditions', { name: 'x', icd10: '50.9' }, 'icd10'],
      ['labs', { labType: 'anc', value: 'low', unit: '10^9/L', timestamp: '2025-04-01' }, 'value'],
      ['genetics', { gene: 'DPYD' }, 'diplotype'],
      ['vitals', { timestamp: '2025-04-01', heartRate: 900 }, 'heartRate'],
      [
        'administrations',
        { drugName: 'x', date: '2025-04-01', dose: 1, doseUnit: 'g' },
        'doseUnit',
      ],
      ['notes', { text: '   ' }, 'text'],
    ] as const;
    for (const [path, body, field] of bad) {
      const res = await call(t.app, onc, 'POST', url(path), body);
      expect(res.statusCode, path).toBe(400);
      expect(errorOf(res).message, path).toContain(field);
    }
    const d = await detailOf(onc, p.id);
    expect(d.allergies.at(-1)).toMatchObject({ allergen: 'Carboplatin', verified: false });
    expect(d.conditions.at(-1)).toMatchObject({ icd10: 'I10', status: 'active' });
    expect(d.labValues.at(-1)).toMatchObject({
      labName: 'creatinine',
      canonicalValue: 1.4,
      isAbnormal: true,
    });
    expect(d.genetics.at(-1)).toMatchObject({ gene: 'TPMT', diplotype: '*1/*3A' });
    expect(d.treatmentHistory.at(-1)).toMatchObject({ drugIds: ['doxorubicin'], resolved: true });
    expect(d.notes.at(-1)).toMatchObject({ text: 'Tolerating well.', author: 'Test User' });
    const cond = d.conditions.at(-1);
    const patched = await call(t.app, onc, 'PATCH', url(`conditions/${cond.id}`), {
      status: 'remission',
    });
    expect(patched.json()).toMatchObject({ status: 'remission' });
  });
});

describe('GET /api/patients (search)', () => {
  let searcher: Team;
  let ids: Record<string, string>;

  beforeAll(async () => {
    searcher = await signUpTeam(t.app, 'Search Hospital');
    const token = searcher.oncologist.accessToken;
    // The first patient created before anyone opened the list: this institution gets no demos.
    const make = async (key: string, over: Parameters<typeof identifiablePatient>[1]) =>
      (await createPatient(t.app, token, identifiablePatient(key, over))).id;
    ids = {
      alpha: await make('Alphane', {
        conditions: [{ name: 'Colon adenocarcinoma', icd10: 'C18.7' }],
        medications: [{ drugName: 'capecitabine' }],
      }),
      beta: await make('Betaway', {
        conditions: [{ name: 'Breast cancer', icd10: 'C50.911' }],
        medications: [{ drugName: 'Nolvadex' }, { drugName: 'Betawaymab' }],
      }),
      gamma: await make('Gammell', {
        conditions: [{ name: 'Breast cancer', icd10: 'C50.912' }],
        medications: [{ drugName: 'tamoxifen', isActive: false }],
      }),
    };
    await call(t.app, token, 'PATCH', `/api/patients/${ids.gamma}`, {
      demographics: { sex: 'male', dateOfBirth: '1940-01-01' },
    });
  });

  const search = async (query: string, token = searcher.oncologist.accessToken) => {
    const res = await call(t.app, token, 'GET', `/api/patients?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Array<{ id: string }>; total: number };
  };
  const found = async (query: string, token?: string) =>
    (await search(query, token)).items.map((i) => i.id).sort();

  it('an institution whose first patient came before the list gets no demo patients', async () => {
    expect((await search('')).total).toBe(3);
  });

  it('finds by name words in any order, MRN prefix, condition and drug', async () => {
    expect(await found('q=alphane')).toEqual([ids.alpha]);
    expect(await found('name=zorbel betaway')).toEqual([ids.beta]);
    expect(await found('q=mrn-gamm')).toEqual([ids.gamma]);
    expect(await found('mrn=MRN-BETA')).toEqual([ids.beta]);
    expect(await found('condition=C50')).toEqual([ids.beta, ids.gamma].sort());
    expect(await found('condition=adenocarcinoma')).toEqual([ids.alpha]);
    // A brand resolves to the same drug; only active orders count.
    expect(await found('drug=tamoxifen')).toEqual([ids.beta]);
    expect(await found('q=Nolvadex')).toEqual([ids.beta]);
    // Free text also finds a drug by the start of its name, as a searcher types it.
    expect(await found('q=tamox')).toEqual([ids.beta]);
    // An unresolved order is found by the name as written (each test patient has one).
    expect(await found('q=waymab')).toEqual([ids.beta]);
    // A typed % is a literal, not a wildcard.
    expect(await found('q=%25')).toEqual([]);
  });

  it('filters by sex, age and status, sorts and pages', async () => {
    expect(await found('sex=male')).toEqual([ids.gamma]);
    expect(await found('ageMin=80')).toEqual([ids.gamma]);
    expect(await found('ageMax=79')).toEqual([ids.alpha, ids.beta].sort());
    const page1 = await search('sort=-name&pageSize=2&page=1');
    const page2 = await search('sort=-name&pageSize=2&page=2');
    expect(page1.total).toBe(3);
    // A search counts its matches with the page, and still counts past the last page.
    expect(await search('q=zorbel&pageSize=2')).toMatchObject({ total: 3 });
    expect(await search('q=zorbel&page=5')).toEqual({ items: [], total: 3, page: 5, pageSize: 25 });
    expect([...page1.items, ...page2.items].map((i) => i.id)).toEqual([
      ids.gamma,
      ids.beta,
      ids.alpha,
    ]);
    await call(t.app, searcher.oncologist.accessToken, 'PATCH', `/api/patients/${ids.alpha}`, {
      isActive: false,
    });
    expect(await found('status=inactive')).toEqual([ids.alpha]);
    expect((await search('status=all')).total).toBe(3);
  });

  it('400 for a bad filter', async () => {
    for (const q of ['pageSize=500', 'sex=x', 'ageMin=-1', 'sort=dob', 'alerts=urgent', 'page=0']) {
      const res = await call(t.app, searcher.oncologist.accessToken, 'GET', `/api/patients?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('de-identified roles cannot search or sort by name or MRN, nor probe condition free text', async () => {
    const token = searcher.researcher.accessToken;
    for (const q of ['name=alphane', 'mrn=MRN', 'sort=name']) {
      expect((await call(t.app, token, 'GET', `/api/patients?${q}`)).statusCode, q).toBe(403);
    }
    // q quietly ignores names for them: no patient is found by a surname.
    expect(await found('q=alphane', token)).toEqual([]);
    expect(await found('q=Alphane syndrome', token)).toEqual([]);
    // Codes, resolved drugs and clinical words still work.
    expect(await found('condition=C50', token)).toEqual([ids.beta, ids.gamma].sort());
    expect(await found('q=tamoxifen', token)).toEqual([ids.beta]);
    expect(await found('condition=breast cancer', token)).toEqual([ids.beta, ids.gamma].sort());
  });
});

describe('demo patients', () => {
  it('an institution with no patients gets three marked demo patients on its first list, once', async () => {
    const fresh = await signUpUser(t.app, { role: 'oncologist', institution: 'Demo Clinic' });
    const list = async () =>
      (await call(t.app, fresh.accessToken, 'GET', '/api/patients')).json() as {
        items: Array<{ isDemo: boolean; lastName: string; mrn: string }>;
        total: number;
      };
    const first = await list();
    expect(first.total).toBe(3);
    expect(
      first.items.every((i) => i.isDemo && i.lastName === 'Demo' && i.mrn.startsWith('DEMO-')),
    ).toBe(true);
    expect((await list()).total).toBe(3);
  });

  it('several servers at the same moment create them once', async () => {
    const fresh = await signUpUser(t.app, { role: 'oncologist', institution: 'Race Clinic' });
    const [me] = await t.db.db
      .select({ institutionId: users.institutionId })
      .from(users)
      .where(eq(users.id, fresh.id));
    const institutionId = me!.institutionId;
    const ctx = {
      db: t.db.db,
      kb: loadKnowledgeBase(),
      privacy: createPatientPrivacy(secretsFromRoot(TEST_JWT_ROOT)),
      now: () => t.clock.now,
    };
    // Separate in-process caches stand for separate servers.
    await Promise.all([1, 2, 3].map(() => ensureDemoPatients(ctx, institutionId, new Set())));
    const [row] = await t.db.db
      .select({ n: count() })
      .from(patients)
      .where(eq(patients.institutionId, institutionId));
    expect(row!.n).toBe(3);
  });

  it('use knowledge-base drugs: every demo medication resolves but the supplement written as unlisted', async () => {
    const fresh = await signUpUser(t.app, { role: 'oncologist', institution: 'Resolve Clinic' });
    const list = (await call(t.app, fresh.accessToken, 'GET', '/api/patients')).json();
    const unresolved: string[] = [];
    for (const item of list.items as Array<{ id: string }>) {
      const d = await detailOf(fresh.accessToken, item.id);
      for (const m of d.medications) if (!m.resolved) unresolved.push(m.drugName);
      for (const l of d.labValues) expect(l.canonicalValue, l.labType).not.toBeNull();
    }
    expect(unresolved.sort()).toEqual(['Turmeric capsules']);
  });
});
