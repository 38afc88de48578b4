import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatientInput } from '../../../core/patients';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { call, createPatient } from '../../test-support/patients';
import {
  createInviteCode,
  createTestContext,
  signUpUser,
  type TestContext,
} from '../../test-support/test-app';

/*
 * The pinned treatment-plan endpoints (issue 19) on PGlite with the real alert engine: the CAPOX
 * journey from the record to the treatment history, then every endpoint by every role and by an
 * oncologist of another institution (401, 403, 404, 409, 400 naming the field).
 */

type Actor = 'oncologist' | 'oncologist2' | 'pharmacist' | 'nurse' | 'researcher' | 'student' | 'other';
let t: TestContext;
let team: Team;
let tok: Record<Actor, string>;
const iso = (ms: number) => new Date(ms).toISOString();
const today = () => new Date(t.clock.now).toISOString().slice(0, 10);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function capoxPatient(mrn: string, anc: number): PatientInput {
  const now = t.clock.now;
  return {
    demographics: {
      firstName: 'Plan',
      lastName: 'Testperson',
      dateOfBirth: '1960-01-01',
      sex: 'female',
      mrn,
      heightCm: 170,
      weightKg: 70,
    },
    conditions: [
      { name: 'Malignant neoplasm of sigmoid colon', icd10: 'C18.7', dateOfDiagnosis: '2026-09-01', status: 'active', stage: 'III' },
    ],
    labValues: [
      { labType: 'creatinine', value: 0.9, unit: 'mg/dL', timestamp: iso(now - 3600e3) },
      { labType: 'anc', value: anc, unit: '10^9/L', timestamp: iso(now - 3600e3) },
      { labType: 'platelets', value: 250, unit: '10^9/L', timestamp: iso(now - 3600e3) },
      { labType: 'bilirubin', value: 0.6, unit: 'mg/dL', timestamp: iso(now - 3600e3) },
    ],
  } as PatientInput;
}

const json = (r: LightMyRequestResponse) => r.json() as Json;
const post = (who: Actor | null, url: string, body: unknown = {}) =>
  call(t.app, who ? tok[who] : null, 'POST', url, body);
const get = (who: Actor | null, url: string) => call(t.app, who ? tok[who] : null, 'GET', url);

async function newPlan(anc = 0.9, extra: Json = {}): Promise<{ patientId: string; plan: Json }> {
  const p = await createPatient(t.app, tok.oncologist, capoxPatient(`TP-${Math.random().toString(36).slice(2, 10)}`, anc));
  const r = await post('oncologist', `/api/patients/${p.id}/treatment-plans`, {
    regimenId: 'capox-adjuvant',
    startDate: today(),
    doseRoundingPercent: 10,
    ...extra,
  });
  expect(r.statusCode, r.body).toBe(201);
  return { patientId: p.id, plan: json(r) };
}

const independent = (plan: Json, n = 1) => ({
  orders: plan.cycles
    .find((c: Json) => c.number === n)
    .orders.map((o: Json) => ({ orderId: o.id, independentDose: o.roundedDose })),
});

beforeAll(async () => {
  t = await createTestContext();
  team = await signUpTeam(t.app, 'Plan Hospital');
  const second = await signUpUser(t.app, {
    role: 'oncologist',
    invite_code: await createInviteCode(t.app, team.oncologist.accessToken, 'oncologist'),
  });
  const other = await signUpUser(t.app, { role: 'oncologist', institution: 'Elsewhere' });
  tok = {
    oncologist: team.oncologist.accessToken,
    oncologist2: second.accessToken,
    pharmacist: team.pharmacist.accessToken,
    nurse: team.nurse.accessToken,
    researcher: team.researcher.accessToken,
    student: team.student.accessToken,
    other: other.accessToken,
  };
}, 120_000);

afterAll(async () => t?.close());

describe('the CAPOX journey', () => {
  it('plans from the record, holds on ANC, releases on a new ANC, verifies, administers into history', async () => {
    const { patientId, plan } = await newPlan(0.9);
    expect(plan.measurements.bsa).toBeCloseTo(1.82, 2);
    expect(plan.status).toBe('draft');
    const c1 = plan.cycles[0];
    expect(c1.status).toBe('held');
    expect(c1.parameters.find((p: Json) => p.lab === 'anc')).toMatchObject({ met: false, threshold: 1.5, operator: '>=' });
    const cap = c1.orders.find((o: Json) => o.drugName === 'Capecitabine');
    expect(cap.roundedDose).toEqual({ value: 1800, unit: 'mg' });
    expect(cap.rounding.status).toBe('rounded');

    const signed = await post('oncologist', `/api/treatment-plans/${plan.id}/sign`);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(json(signed).status).toBe('signed');

    const held = await post('oncologist', `/api/treatment-plans/${plan.id}/cycles/1/release`);
    expect(held.statusCode).toBe(409);
    expect(json(held).error.message).toMatch(/Absolute neutrophil count 0\.9/);

    const alerts = json(await get('oncologist', `/api/patients/${patientId}/alerts`)).alerts as Json[];
    expect(alerts.some((a) => ['high', 'critical'].includes(a.severity) && /anc|neutro/i.test(`${a.title} ${a.rationale}`))).toBe(true);

    // The nurse may not override; the signer may not verify their own orders.
    expect((await post('nurse', `/api/treatment-plans/${plan.id}/cycles/1/release`, { overrideReason: 'looks fine' })).statusCode).toBe(403);
    expect((await post('oncologist', `/api/treatment-plans/${plan.id}/cycles/1/verify`, independent(plan))).statusCode).toBe(403);

    // Administration needs release and verification, in either order.
    const v = await post('pharmacist', `/api/treatment-plans/${plan.id}/cycles/1/verify`, independent(plan));
    expect(v.statusCode, v.body).toBe(200);
    const ox = json(v).cycles[0].orders.find((o: Json) => o.drugName === 'Oxaliplatin');
    expect(ox.status).toBe('verified');
    const early = await post('nurse', `/api/treatment-plans/${plan.id}/orders/${ox.id}/administer`, {
      doseGiven: ox.roundedDose,
      startedAt: iso(t.clock.now - 60e3),
    });
    expect(early.statusCode).toBe(409);

    const lab = await post('oncologist', `/api/patients/${patientId}/labs`, {
      labType: 'anc',
      value: 2.1,
      unit: '10^9/L',
      timestamp: iso(t.clock.now - 30e3),
    });
    expect(lab.statusCode).toBe(201);
    const rel = await post('nurse', `/api/treatment-plans/${plan.id}/cycles/1/release`);
    expect(rel.statusCode, rel.body).toBe(200);
    expect(json(rel).status).toBe('active');
    expect(json(rel).cycles[0].status).toBe('released');

    const adm = await post('nurse', `/api/treatment-plans/${plan.id}/orders/${ox.id}/administer`, {
      doseGiven: ox.roundedDose,
      startedAt: iso(t.clock.now - 7200e3),
      completedAt: iso(t.clock.now - 60e3),
      secondCheckBy: 'R. Second, RN',
    });
    expect(adm.statusCode, adm.body).toBe(200);
    const again = await post('nurse', `/api/treatment-plans/${plan.id}/orders/${ox.id}/administer`, {
      doseGiven: ox.roundedDose,
      startedAt: iso(t.clock.now - 60e3),
    });
    expect(again.statusCode).toBe(409);

    const patient = json(await get('oncologist', `/api/patients/${patientId}`));
    expect(patient.treatmentHistory).toEqual(
      expect.arrayContaining([expect.objectContaining({ drugName: 'Oxaliplatin', cycle: 1, regimenId: 'capox-adjuvant', dose: ox.roundedDose.value })]),
    );

    // Cycle 2 is next to sign; its release waits for its date.
    const s2 = await post('oncologist', `/api/treatment-plans/${plan.id}/sign`);
    expect(json(s2).cycles[1].orders.every((o: Json) => o.status === 'signed')).toBe(true);
    const r2 = await post('oncologist', `/api/treatment-plans/${plan.id}/cycles/2/release`);
    expect(r2.statusCode).toBe(409);
    expect(json(r2).error.message).toMatch(/not due until/);

    const q = json(await get('pharmacist', '/api/verification-queue'));
    expect(q.items.some((i: Json) => i.planId === plan.id && i.cycle === 2)).toBe(true);
  });

  it('a variance over 5% is a 409 naming the order unless a reason is given', async () => {
    const { plan } = await newPlan(2.1);
    await post('oncologist', `/api/treatment-plans/${plan.id}/sign`);
    const body = independent(plan);
    body.orders[0].independentDose = { value: body.orders[0].independentDose.value * 1.1, unit: 'mg' };
    const r = await post('pharmacist', `/api/treatment-plans/${plan.id}/cycles/1/verify`, body);
    expect(r.statusCode).toBe(409);
    expect(json(r).error.message).toContain(body.orders[0].orderId);
    const ok = await post('oncologist2', `/api/treatment-plans/${plan.id}/cycles/1/verify`, {
      ...body,
      acceptVarianceReason: 'Weight today 77 kg; dose confirmed with the prescriber',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).cycles[0].orders[0].verification.variancePercent).toBeCloseTo(10, 0);
  });

  it('an oncologist overrides an unmet parameter with a reason, shown on the cycle', async () => {
    const { plan } = await newPlan(1.2);
    await post('oncologist', `/api/treatment-plans/${plan.id}/sign`);
    const r = await post('oncologist', `/api/treatment-plans/${plan.id}/cycles/1/release`, {
      overrideReason: 'Benign ethnic neutropenia, baseline ANC 1.2',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(json(r).cycles[0].release.overrideReason).toMatch(/baseline/);
  });

  it('modify sends an order back for signing; discontinue cancels what is left', async () => {
    const { plan } = await newPlan(2.1);
    await post('oncologist', `/api/treatment-plans/${plan.id}/sign`);
    const cap = plan.cycles[0].orders.find((o: Json) => o.drugName === 'Capecitabine');
    const m = await post('oncologist', `/api/treatment-plans/${plan.id}/orders/${cap.id}/modify`, {
      percent: 75,
      reason: 'Grade 2 hand-foot syndrome',
    });
    expect(m.statusCode, m.body).toBe(200);
    const mc = json(m).cycles[0].orders.find((o: Json) => o.id === cap.id);
    expect(mc).toMatchObject({ status: 'planned', modificationPercent: 75 });
    expect(mc.calculatedDose.value).toBeCloseTo(cap.calculatedDose.value * 0.75, 1);
    const d = await post('oncologist', `/api/treatment-plans/${plan.id}/discontinue`, { reason: 'Patient choice' });
    expect(json(d).status).toBe('discontinued');
    expect(json(d).cycles.every((c: Json) => c.orders.every((o: Json) => o.status === 'cancelled'))).toBe(true);
    expect((await post('oncologist', `/api/treatment-plans/${plan.id}/sign`)).statusCode).toBe(409);
    expect((await post('oncologist', `/api/treatment-plans/${plan.id}/discontinue`, { reason: 'again' })).statusCode).toBe(409);
  });
});

describe('holding one order (issue 19)', () => {
  it('an oncologist holds and unholds a signed order with a reason; forbidden steps are 409, other roles 403', async () => {
    const { plan } = await newPlan(2.1);
    const ox = plan.cycles[0].orders.find((o: Json) => o.drugName === 'Oxaliplatin');
    const url = (verb: string) => `/api/treatment-plans/${plan.id}/orders/${ox.id}/${verb}`;
    // Planned (not signed): nothing to hold.
    expect((await post('oncologist', url('hold'), { reason: 'Neuropathy grade 2' })).statusCode).toBe(409);
    await post('oncologist', `/api/treatment-plans/${plan.id}/sign`);
    expect((await post('pharmacist', url('hold'), { reason: 'Neuropathy grade 2' })).statusCode).toBe(403);
    expect((await post('nurse', url('hold'), { reason: 'Neuropathy grade 2' })).statusCode).toBe(403);
    expect((await post('other', url('hold'), { reason: 'Neuropathy grade 2' })).statusCode).toBe(404);
    expect(json(await post('oncologist', url('hold'), {})).error.message).toMatch(/reason/);
    expect((await post('oncologist', url('unhold'), { reason: 'Not held yet' })).statusCode).toBe(409);

    const held = await post('oncologist', url('hold'), { reason: 'Neuropathy grade 2' });
    expect(held.statusCode, held.body).toBe(200);
    const ho = json(held).cycles[0].orders.find((o: Json) => o.id === ox.id);
    expect(ho.status).toBe('held');
    expect(ho.hold).toMatchObject({ reason: 'Neuropathy grade 2', by: expect.any(String) });
    // Held: not verifiable, not given, not held twice.
    expect((await post('oncologist', url('hold'), { reason: 'again' })).statusCode).toBe(409);
    const r = json(await get('researcher', `/api/treatment-plans/${plan.id}`));
    expect(r.cycles[0].orders.find((o: Json) => o.id === ox.id).hold.reason).not.toMatch(/Neuropathy/);

    const back = await post('oncologist', url('unhold'), { reason: 'Neuropathy resolved to grade 1' });
    expect(back.statusCode, back.body).toBe(200);
    const bo = json(back).cycles[0].orders.find((o: Json) => o.id === ox.id);
    expect(bo.status).toBe('signed');
    expect(bo.hold).toBeUndefined();
    const audit = await t.db.db.execute(`select action from audit_log where action like 'patient.treatment-plan.order.%'`);
    expect(JSON.stringify(audit)).toMatch(/order\.hold/);
    expect(JSON.stringify(audit)).toMatch(/order\.unhold/);
  });
});

describe('weight findings (issue 19)', () => {
  it('dates the dose basis, and a weight change over 10% or an old weight is a finding on the plan and the queue', async () => {
    const { patientId, plan } = await newPlan(2.1);
    // The weight written with the record is dated by the write.
    expect(Date.parse(plan.measurements.weightMeasuredAt)).toBeGreaterThan(t.clock.now - 60e3);
    expect(plan.measurements.findings).toEqual([]);
    expect(plan.warnings.join(' ')).not.toMatch(/weight/i);

    const patch = (body: Json) =>
      call(t.app, tok.oncologist, 'PATCH', `/api/patients/${patientId}`, { demographics: body });
    expect((await patch({ weightKg: 62, weightMeasuredAt: iso(t.clock.now - 40 * 86_400_000) })).statusCode).toBe(200);
    const read = json(await get('oncologist', `/api/treatment-plans/${plan.id}`));
    expect(read.measurements.currentWeightKg).toBe(62);
    expect(read.measurements.weightKg).toBe(70);
    expect(read.measurements.findings.map((f: Json) => f.kind)).toEqual(['weight-stale', 'weight-changed']);
    expect(read.measurements.findings[1].text).toMatch(/62 kg now against 70 kg.*-11\.4%/);

    // Signed, the cycle's verification item carries the same findings for the pharmacist.
    await post('oncologist', `/api/treatment-plans/${plan.id}/sign`);
    const queue = json(await get('pharmacist', '/api/verification-queue')).items as Json[];
    const item = queue.find((i) => i.planId === plan.id)!;
    expect(item.measurements.findings.map((f: Json) => f.kind)).toEqual(['weight-stale', 'weight-changed']);

    // A researcher sees the kinds without the measurement date.
    const r = json(await get('researcher', `/api/treatment-plans/${plan.id}`));
    expect(r.measurements.findings[0].text).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    // Re-weighed today at 69 kg: within 10% of the basis and fresh, so no finding.
    expect((await patch({ weightKg: 69 })).statusCode).toBe(200);
    expect(json(await get('oncologist', `/api/treatment-plans/${plan.id}`)).measurements.findings).toEqual([]);
  });
});

describe('every endpoint × role × institution', () => {
  let patientId: string;
  let plan: Json;
  beforeAll(async () => {
    ({ patientId, plan } = await newPlan(2.1));
  });

  it('401 without a token', async () => {
    expect((await get(null, `/api/patients/${patientId}/treatment-plans`)).statusCode).toBe(401);
    expect((await post(null, `/api/treatment-plans/${plan.id}/sign`)).statusCode).toBe(401);
    expect((await get(null, '/api/verification-queue')).statusCode).toBe(401);
  });

  it.each(['oncologist', 'pharmacist', 'nurse', 'researcher', 'student'] as const)('%s reads plans', async (who) => {
    const list = await get(who, `/api/patients/${patientId}/treatment-plans`);
    expect(list.statusCode).toBe(200);
    const one = await get(who, `/api/treatment-plans/${plan.id}`);
    expect(one.statusCode).toBe(200);
    if (who === 'researcher' || who === 'student') {
      expect(json(one).startDate).not.toBe(plan.startDate);
      expect(JSON.stringify(json(one))).not.toContain('Testperson');
    }
  });

  it('another institution gets 404 for the patient, the plan and every write', async () => {
    expect((await get('other', `/api/patients/${patientId}/treatment-plans`)).statusCode).toBe(404);
    expect((await get('other', `/api/treatment-plans/${plan.id}`)).statusCode).toBe(404);
    expect((await post('other', `/api/patients/${patientId}/treatment-plans`, { regimenId: 'capox-adjuvant', startDate: today() })).statusCode).toBe(404);
    expect((await post('other', `/api/treatment-plans/${plan.id}/sign`)).statusCode).toBe(404);
    expect((await post('other', `/api/treatment-plans/${plan.id}/cycles/1/release`)).statusCode).toBe(404);
    expect((await post('other', `/api/treatment-plans/${plan.id}/discontinue`, { reason: 'not mine' })).statusCode).toBe(404);
    expect(json(await get('other', '/api/verification-queue')).items).toEqual([]);
  });

  it.each(['pharmacist', 'nurse', 'researcher', 'student'] as const)('%s may not create, sign, modify or discontinue', async (who) => {
    const order = plan.cycles[0].orders[0];
    expect((await post(who, `/api/patients/${patientId}/treatment-plans`, { regimenId: 'capox-adjuvant', startDate: today() })).statusCode).toBe(403);
    expect((await post(who, `/api/treatment-plans/${plan.id}/sign`)).statusCode).toBe(403);
    expect((await post(who, `/api/treatment-plans/${plan.id}/orders/${order.id}/modify`, { percent: 80, reason: 'toxicity' })).statusCode).toBe(403);
    expect((await post(who, `/api/treatment-plans/${plan.id}/discontinue`, { reason: 'toxicity' })).statusCode).toBe(403);
  });

  it.each(['nurse', 'researcher', 'student'] as const)('%s may not verify or read the verification queue', async (who) => {
    expect((await post(who, `/api/treatment-plans/${plan.id}/cycles/1/verify`, independent(plan))).statusCode).toBe(403);
    expect((await get(who, '/api/verification-queue')).statusCode).toBe(403);
  });

  it.each(['pharmacist', 'researcher', 'student'] as const)('%s may not administer', async (who) => {
    const order = plan.cycles[0].orders[0];
    const r = await post(who, `/api/treatment-plans/${plan.id}/orders/${order.id}/administer`, {
      doseGiven: order.roundedDose,
      startedAt: iso(t.clock.now),
    });
    expect(r.statusCode).toBe(403);
  });

  it.each(['researcher', 'student'] as const)('%s may not release', async (who) => {
    expect((await post(who, `/api/treatment-plans/${plan.id}/cycles/1/release`)).statusCode).toBe(403);
  });

  it.each([
    [{ startDate: '2026-13-40' }, 'startDate'],
    [{ regimenId: 'Not An Id' }, 'regimenId'],
    [{ regimenId: 'no-such-regimen' }, 'regimenId'],
    [{ doseRoundingPercent: 7 }, 'doseRoundingPercent'],
    [{ intent: 'cosmetic' }, 'intent'],
    [{ cycles: 0 }, 'cycles'],
  ])('create with %o is a 400 naming %s', async (over, field) => {
    const r = await post('oncologist', `/api/patients/${patientId}/treatment-plans`, {
      regimenId: 'capox-adjuvant',
      startDate: today(),
      ...over,
    });
    expect(r.statusCode).toBe(400);
    expect(r.body).toContain(field);
  });

  it('400s name the field on the other writes', async () => {
    const order = plan.cycles[0].orders[0];
    const cases: Array<[string, unknown, string]> = [
      [`/api/treatment-plans/${plan.id}/cycles/1/verify`, { orders: [] }, 'orders'],
      [`/api/treatment-plans/${plan.id}/cycles/1/verify`, { orders: [{ orderId: order.id, independentDose: { value: -1, unit: 'mg' } }] }, 'value'],
      [`/api/treatment-plans/${plan.id}/orders/${order.id}/administer`, { doseGiven: order.roundedDose, startedAt: 'yesterday' }, 'startedAt'],
      [`/api/treatment-plans/${plan.id}/orders/${order.id}/modify`, { percent: 500, reason: 'x' }, 'percent'],
      [`/api/treatment-plans/${plan.id}/discontinue`, {}, 'reason'],
    ];
    for (const [url, body, field] of cases) {
      const r = await post(url.includes('administer') ? 'nurse' : url.includes('verify') ? 'pharmacist' : 'oncologist', url, body);
      expect(r.statusCode, `${url} ${r.body}`).toBe(400);
      expect(r.body).toContain(field);
    }
  });

  it('404 for an unknown plan, cycle or order', async () => {
    expect((await get('oncologist', '/api/treatment-plans/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    await post('oncologist', `/api/treatment-plans/${plan.id}/sign`);
    expect((await post('oncologist', `/api/treatment-plans/${plan.id}/cycles/99/release`)).statusCode).toBe(404);
    expect((await post('oncologist', `/api/treatment-plans/${plan.id}/orders/00000000-0000-4000-8000-000000000000/modify`, { percent: 80, reason: 'toxicity' })).statusCode).toBe(404);
  });

  it('every read and write leaves an audit row', async () => {
    const rows = await t.db.db.execute(
      `select action from audit_log where entity_id = '${patientId}' and action like 'patient.treatment-plan%'`,
    );
    const actions = new Set((rows as unknown as { rows: Array<{ action: string }> }).rows.map((r) => r.action));
    expect([...actions]).toEqual(expect.arrayContaining(['patient.treatment-plan.create', 'patient.treatment-plan.read', 'patient.treatment-plans.read', 'patient.treatment-plan.sign']));
  });
});

describe('demo data', () => {
  it('Eleanor Demo has an active capecitabine plan with cycle 3 due today, held on her ANC', async () => {
    // A new institution: demo patients arrive on the first visit to an empty list.
    const demoTeam = await signUpTeam(t.app, 'Demo Plan Hospital');
    const onc = demoTeam.oncologist.accessToken;
    const list = json(await call(t.app, onc, 'GET', '/api/patients?pageSize=50'));
    const eleanor = (list.items ?? list.patients ?? []).find((p: Json) => /Eleanor/.test(p.label));
    expect(eleanor, JSON.stringify(list).slice(0, 200)).toBeTruthy();
    const plans = json(await call(t.app, onc, 'GET', `/api/patients/${eleanor.id}/treatment-plans`)).plans as Json[];
    expect(plans).toHaveLength(1);
    const [plan] = plans;
    expect(plan).toMatchObject({ status: 'active', regimenId: 'capecitabine-colorectal-metastatic' });
    const c3 = plan!.cycles.find((c: Json) => c.number === 3);
    expect(c3.startDate).toBe(today());
    expect(c3.status).toBe('held');
    expect(c3.orders[0]).toMatchObject({ status: 'signed', modificationPercent: 80 });
    expect(plan!.cycles.slice(0, 2).every((c: Json) => c.status === 'completed')).toBe(true);
    const alerts = json(await call(t.app, onc, 'GET', `/api/patients/${eleanor.id}/alerts`)).alerts as Json[];
    expect(alerts.some((a) => a.kind === 'lab' && a.severity === 'high' && /ANC/.test(a.title))).toBe(true);
    const q = json(await call(t.app, demoTeam.pharmacist.accessToken, 'GET', '/api/verification-queue'));
    expect(q.items.some((i: Json) => i.patientId === eleanor.id && i.cycle === 3)).toBe(true);
  });
});

describe('resistance markers against the regimen (issue 23)', () => {
  async function folfiriCetuximab(genetics: Json[]) {
    const base = capoxPatient(`TR-${Math.random().toString(36).slice(2, 10)}`, 3.0);
    const p = await createPatient(t.app, tok.oncologist, { ...base, genetics } as PatientInput);
    const r = await post('oncologist', `/api/patients/${p.id}/treatment-plans`, {
      regimenId: 'folfiri-cetuximab',
      startDate: today(),
      cycles: 2,
    });
    expect(r.statusCode, r.body).toBe(201);
    return { patientId: p.id, plan: json(r) };
  }

  it('KRAS G12D in colorectal cancer on FOLFIRI + cetuximab warns high, naming marker, drug and label', async () => {
    const { plan } = await folfiriCetuximab([
      { gene: 'KRAS', origin: 'somatic', alterationType: 'snv', alteration: 'p.Gly12Asp', status: 'detected' },
    ]);
    const warning = (plan.warnings as string[]).find((w) => /resistance marker/.test(w));
    expect(warning).toMatch(/^High: Cetuximab with KRAS or NRAS mutation/i);
    expect(warning).toMatch(/Source: .*Erbitux/);
    const alert = (plan.alerts as Json[]).find((a) => a.kind === 'biomarker-resistance');
    expect(alert).toMatchObject({ severity: 'high' });
    expect(alert!.title).toMatch(/cetuximab/i);
    expect(alert!.sources.length).toBeGreaterThan(0);
    // The researcher reads the same alert with the rationale withheld.
    const asResearcher = json(await get('researcher', `/api/treatment-plans/${plan.id}`));
    const seen = (asResearcher.alerts as Json[]).find((a) => a.kind === 'biomarker-resistance');
    expect(seen?.severity).toBe('high');
    expect(seen?.rationale).not.toMatch(/RAS/);
  });

  it('stays quiet when KRAS is reported wild-type (a pertinent negative)', async () => {
    const { plan } = await folfiriCetuximab([
      { gene: 'KRAS', origin: 'somatic', alterationType: 'snv', alteration: 'wild-type', status: 'not-detected' },
    ]);
    expect((plan.warnings as string[]).some((w) => /resistance marker/.test(w))).toBe(false);
    expect((plan.alerts as Json[]).some((a) => a.kind === 'biomarker-resistance')).toBe(false);
  });
});
