import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, recommendationAcceptances } from '../../../db/schema';
import { serverEnvSchema } from '../../config';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { startFakeLlm, type FakeLlm } from '../../test-support/llm-fake-server';
import {
  call,
  createPatient,
  identifiablePatient,
  identifiersOf,
} from '../../test-support/patients';
import { createTestContext, errorOf, type TestContext } from '../../test-support/test-app';

/*
 * `/ai` and `/ai-insights` through the API, on the real alert and recommendation engines and a
 * local fake language model: scope, roles, de-identification, acceptance, and the grounding rules
 * (an answer that cites nothing or invents an id is refused; a timeout is a 504).
 */

let t: TestContext;
let fake: FakeLlm;
let team: Team;
let other: Team;
const input = identifiablePatient('Quorvath');
let patientId: string;
/** A second patient for the language-model tests, whose orders no other test changes. */
const llmInput = identifiablePatient('Quillane');
let llmPatientId: string;

beforeAll(async () => {
  fake = await startFakeLlm();
  t = await createTestContext({
    env: serverEnvSchema.parse({
      RATE_LIMIT_PER_MINUTE: '100000',
      LLM_BASE_URL: fake.url,
      LLM_MODEL: fake.model,
      LLM_API_KEY: fake.apiKey,
      LLM_TIMEOUT_MS: '1000',
    }),
  });
  team = await signUpTeam(t.app, 'Recommendation Hospital');
  other = await signUpTeam(t.app, 'Elsewhere Clinic');
  patientId = (await createPatient(t.app, team.oncologist.accessToken, input)).id;
  llmPatientId = (await createPatient(t.app, team.oncologist.accessToken, llmInput)).id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const onc = () => team.oncologist.accessToken;
type RecView = {
  id: string;
  action: string;
  type: string;
  severity: string;
  sources: Array<{ label: string }>;
  reasoning: string[];
  resolves: Array<{ key: string; alertId: string | null; acknowledged: boolean }>;
  change: null | { kind: string; medicationIds?: string[]; percent?: number | null };
  accepted: null | { by: { name: string; role: string } | null; changeKind: string };
};
type RecsBody = {
  recommendations: RecView[];
  hiddenLevels: string[];
  canAccept: boolean;
  languageModel: { configured: boolean; model: string | null };
};
const recsAs = async (token: string, id = patientId) => {
  const res = await call(t.app, token, 'GET', `/api/patients/${id}/recommendations`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RecsBody;
};
const audits = (action: string) =>
  t.db.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, patientId)));

describe('GET /api/patients/:id/recommendations', () => {
  it('answers the DPYD dose reduction with its reasoning, source and the alert it resolves', async () => {
    const body = await recsAs(onc());
    const dpyd = body.recommendations.find((r) =>
      r.id.startsWith('dose-reduction:capecitabine:pgx'),
    );
    expect(dpyd?.action).toBe(
      'Reduce capecitabine to 50% of the standard dose (DPYD intermediate metabolizer, activity score 1)',
    );
    expect(dpyd?.sources.map((s) => s.label).join(' ')).toMatch(
      /CPIC guideline for DPYD.*PMID 29152729/,
    );
    expect(dpyd?.reasoning[0]).toMatch(/^DPYD result on record: \*1\/\*2A/);
    expect(dpyd?.resolves[0]?.key).toBe('pgx:capecitabine:capecitabine-dpyd');
    expect(dpyd?.change).toMatchObject({ kind: 'dose-level', percent: 50 });
    expect(body.canAccept).toBe(true);
    expect(body.languageModel).toEqual({ configured: true, model: fake.model });
    expect(await audits('patient.recommendations.read')).not.toHaveLength(0);
  });

  it('links each resolved alert to its stored id once the alerts have been saved', async () => {
    const before = await recsAs(onc());
    expect(before.recommendations.flatMap((r) => r.resolves).every((x) => x.alertId === null)).toBe(
      true,
    );
    expect((await call(t.app, onc(), 'GET', `/api/patients/${patientId}/alerts`)).statusCode).toBe(
      200,
    );
    const after = await recsAs(onc());
    expect(
      after.recommendations.flatMap((r) => r.resolves).every((x) => typeof x.alertId === 'string'),
    ).toBe(true);
  });

  it('401 without a session, 400 for a malformed id, 404 for another institution or no patient', async () => {
    expect(
      (await call(t.app, null, 'GET', `/api/patients/${patientId}/recommendations`)).statusCode,
    ).toBe(401);
    const bad = await call(t.app, onc(), 'GET', '/api/patients/not-a-uuid/recommendations');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/id/);
    const foreign = await call(
      t.app,
      other.oncologist.accessToken,
      'GET',
      `/api/patients/${patientId}/recommendations`,
    );
    expect(foreign.statusCode).toBe(404);
    const none = await call(
      t.app,
      onc(),
      'GET',
      '/api/patients/00000000-0000-4000-8000-000000000000/recommendations',
    );
    expect(none.statusCode).toBe(404);
  });

  it('researchers and students get de-identified texts; roles see their alert levels only', async () => {
    for (const token of [team.researcher.accessToken, team.student.accessToken]) {
      const res = await call(t.app, token, 'GET', `/api/patients/${patientId}/recommendations`);
      expect(res.statusCode).toBe(200);
      for (const identifier of identifiersOf(input)) expect(res.body).not.toContain(identifier);
      expect(res.body).not.toContain('Quorvath');
      expect((res.json() as RecsBody).canAccept).toBe(false);
    }
    expect((await recsAs(team.researcher.accessToken)).hiddenLevels).toEqual(['critical']);
    const nurse = await recsAs(team.nurse.accessToken);
    expect(nurse.hiddenLevels).toEqual(['low', 'medium']);
    expect(
      nurse.recommendations.every((r) => r.severity === 'high' || r.severity === 'critical'),
    ).toBe(true);
    const [row] = (await audits('patient.recommendations.read')).filter(
      (a) => (a.details as { role?: string }).role === 'researcher',
    );
    expect(row?.details).toMatchObject({ view: 'deidentified' });
  });
});

describe('POST /api/patients/:id/recommendations/accept', () => {
  const accept = (token: string | null, body: unknown, id = patientId) =>
    call(t.app, token, 'POST', `/api/patients/${id}/recommendations/accept`, body);

  it('401, 400 naming the field, 403 for roles that may not change medications, 404 elsewhere, 409 unknown', async () => {
    expect((await accept(null, { recommendationId: 'x:y:z' })).statusCode).toBe(401);
    const bad = await accept(onc(), {});
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/recommendationId/);
    for (const role of ['nurse', 'researcher', 'student'] as const) {
      const res = await accept(team[role].accessToken, { recommendationId: 'x:y:z' });
      expect(res.statusCode, role).toBe(403);
    }
    expect(
      (await accept(other.oncologist.accessToken, { recommendationId: 'x:y:z' })).statusCode,
    ).toBe(404);
    const gone = await accept(onc(), { recommendationId: 'dose-reduction:nothing:here' });
    expect(gone.statusCode).toBe(409);
  });

  it('records who accepted what for which alerts, once; the medication stop goes through the patient endpoint', async () => {
    const { recommendations } = await recsAs(onc());
    const stop = recommendations.find((r) => r.change?.kind === 'stop-medication');
    expect(stop, recommendations.map((r) => r.id).join('\n')).toBeDefined();
    const res = await accept(team.pharmacist.accessToken, {
      recommendationId: stop!.id,
      comment: 'Discussed with the team',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { alertKeys: string[]; changeKind: string };
    expect(body.alertKeys).toEqual(stop!.resolves.map((r) => r.key));
    expect(body.changeKind).toBe('stop-medication');
    const [row] = await t.db.db
      .select()
      .from(recommendationAcceptances)
      .where(eq(recommendationAcceptances.recommendationId, stop!.id));
    expect(row).toMatchObject({
      patientId,
      userRole: 'pharmacist',
      comment: 'Discussed with the team',
    });
    expect(await audits('patient.recommendation.accept')).toHaveLength(1);
    expect((await accept(onc(), { recommendationId: stop!.id })).statusCode).toBe(409);
    const shown = (await recsAs(onc())).recommendations.find((r) => r.id === stop!.id);
    expect(shown?.accepted).toMatchObject({
      by: { role: 'pharmacist' },
      changeKind: 'stop-medication',
    });

    // The change itself: the existing medication endpoint, with its own checks and audit.
    const medicationId = stop!.change!.medicationIds![0]!;
    const stopped = await call(
      t.app,
      team.pharmacist.accessToken,
      'POST',
      `/api/patients/${patientId}/medications/${medicationId}/stop`,
      {},
    );
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((await recsAs(onc())).recommendations.some((r) => r.id === stop!.id)).toBe(false);
  });
});

describe('the language model', () => {
  const narrative = (token: string, id = llmPatientId) =>
    call(t.app, token, 'POST', `/api/patients/${id}/recommendations/narrative`);
  const ask = (token: string, question: unknown, id = llmPatientId) =>
    call(t.app, token, 'POST', `/api/patients/${id}/ask`, { question });

  it('shows an answer that cites the facts it was given, labelled generated, with those facts', async () => {
    fake.mode = 'good';
    const res = await narrative(onc());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      generated: boolean;
      model: string;
      sentences: Array<{ citations: string[] }>;
      facts: Array<{ id: string; sources: unknown[] }>;
      factCount: number;
    };
    expect(body.generated).toBe(true);
    expect(body.model).toBe(fake.model);
    const cited = body.sentences.flatMap((s) => s.citations);
    expect(cited.length).toBeGreaterThan(0);
    expect(body.facts.map((f) => f.id).sort()).toEqual([...new Set(cited)].sort());
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    const [row] = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'patient.ai.narrative'), eq(auditLog.entityId, llmPatientId)));
    expect(row?.details).toMatchObject({ outcome: 'shown' });
  });

  it('refuses an answer that cites an id it was not given (502)', async () => {
    fake.mode = 'invent';
    const res = await narrative(onc());
    expect(res.statusCode).toBe(502);
    expect(errorOf(res)).toMatchObject({
      code: 'llm_answer_rejected',
      message: expect.stringMatching(/rec:999/),
    });
  });

  it('refuses an answer that cites nothing (502)', async () => {
    fake.mode = 'uncited';
    const res = await ask(onc(), 'Can she take ibuprofen for bone pain?');
    expect(res.statusCode).toBe(502);
    expect(errorOf(res).code).toBe('llm_answer_rejected');
  });

  it('a model that does not answer in time is a 504; one that fails is a 502', async () => {
    fake.mode = 'hang';
    const slow = await narrative(onc());
    expect(slow.statusCode).toBe(504);
    expect(errorOf(slow)).toMatchObject({ code: 'llm_timeout' });
    fake.mode = 'error';
    const failed = await narrative(onc());
    expect(failed.statusCode).toBe(502);
    expect(errorOf(failed).code).toBe('llm_unavailable');
    fake.mode = 'malformed';
    expect((await narrative(onc())).statusCode).toBe(502);
  });

  it('answers a question from the records the question and the patient name', async () => {
    fake.mode = 'good';
    const res = await ask(onc(), 'Can she take ibuprofen for bone pain?');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { drugIds: string[] }).drugIds).toEqual(['ibuprofen']);
    const prompt = fake.lastPrompt();
    expect(prompt).toMatch(/^\[drug:ibuprofen\] Ibuprofen/m);
    expect(prompt).toMatch(/^\[ddi:[a-z0-9-]+\] Ibuprofen \+ Warfarin/m);
    expect(prompt).toContain('Can she take ibuprofen for bone pain?');
  });

  it('never puts an identifier of the patient in the prompt, even when the question names them', async () => {
    fake.mode = 'good';
    const d = llmInput.demographics;
    const question = `Can ${d.firstName} ${d.lastName} (MRN ${d.mrn}, born ${d.dateOfBirth}) take ibuprofen?`;
    expect((await ask(onc(), question)).statusCode).toBe(200);
    const asked = fake.lastPrompt();
    expect((await narrative(onc())).statusCode).toBe(200);
    const summarised = fake.lastPrompt();
    for (const prompt of [asked, summarised]) {
      for (const identifier of [...identifiersOf(llmInput), d.dateOfBirth]) {
        expect(prompt).not.toContain(identifier);
      }
      // Free texts the record holds (the prescriber, the laboratory, the allergy reaction, an
      // unresolved order named after the patient) and any date stay out.
      expect(prompt).not.toMatch(/Quillane|\d{4}-\d{2}-\d{2}/);
      expect(prompt).toMatch(/Age band \d+–\d+/);
      expect(prompt).not.toMatch(/\bage \d+\b/);
    }
  });

  it('400 for an empty question; 404 for another institution; audited', async () => {
    const bad = await ask(onc(), '');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/question/);
    expect((await ask(other.oncologist.accessToken, 'Can she take ibuprofen?')).statusCode).toBe(
      404,
    );
    expect((await narrative(other.oncologist.accessToken)).statusCode).toBe(404);
    const asked = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'patient.ai.question'), eq(auditLog.entityId, llmPatientId)));
    expect(asked.length).toBeGreaterThan(0);
  });
});

describe('without a language model', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestContext();
  }, 30_000);
  afterAll(async () => bare?.close());

  it('recommendations work fully and say the model is off; the narrative is a clear 503', async () => {
    const local = await signUpTeam(bare.app, 'Offline Hospital');
    const id = (
      await createPatient(bare.app, local.oncologist.accessToken, identifiablePatient('Nolmstead'))
    ).id;
    const recs = await call(
      bare.app,
      local.oncologist.accessToken,
      'GET',
      `/api/patients/${id}/recommendations`,
    );
    expect(recs.statusCode).toBe(200);
    expect((recs.json() as RecsBody).languageModel).toEqual({ configured: false, model: null });
    expect((recs.json() as RecsBody).recommendations.length).toBeGreaterThan(0);
    const res = await call(
      bare.app,
      local.oncologist.accessToken,
      'POST',
      `/api/patients/${id}/recommendations/narrative`,
    );
    expect(res.statusCode).toBe(503);
    expect(errorOf(res)).toMatchObject({
      code: 'llm_not_configured',
      message: expect.stringMatching(/LLM_BASE_URL/),
    });
    // An unknown patient is a 404 first, model or not.
    const unknown = await call(
      bare.app,
      local.oncologist.accessToken,
      'POST',
      '/api/patients/00000000-0000-4000-8000-000000000000/recommendations/narrative',
    );
    expect(unknown.statusCode).toBe(404);
    const status = await call(bare.app, local.oncologist.accessToken, 'GET', '/api/ai/status');
    expect(status.json()).toEqual({ languageModel: { configured: false, model: null } });
  });
});

describe('GET /api/ai-insights', () => {
  type Insights = {
    patients: { active: number };
    pgx: {
      patientsActionable: number;
      patientsOnAffectedDrug: number;
      groups: Array<{ key: string; patients: number; onAffectedDrug: number }>;
    };
    alerts: {
      byKind: Array<{ kind: string; patients: number }>;
      top: Array<{ key: string; label: string }>;
      hiddenLevels: string[];
    };
    critical: { shown: boolean; total: number; bands: Array<{ key: string; alerts: number }> };
    labs: { patientsOnTreatment: number; byLab: Array<{ key: string; abnormal: number }> };
    headroom: {
      patientsWithAnthracycline: number;
      bands: Array<{ key: string; patients: number }>;
    };
  };
  let demo: Team;
  let demoIds: Record<string, string>;
  beforeAll(async () => {
    demo = await signUpTeam(t.app, 'Demo Cancer Centre');
    const list = await call(t.app, demo.oncologist.accessToken, 'GET', '/api/patients');
    const items = (list.json() as { items: Array<{ id: string; label: string }> }).items;
    demoIds = Object.fromEntries(items.map((i) => [i.label, i.id]));
    // Alerts are stored at each patient's alert check.
    for (const id of Object.values(demoIds)) {
      await call(t.app, demo.oncologist.accessToken, 'GET', `/api/patients/${id}/alerts`);
    }
  }, 60_000);

  const insightsAs = async (token: string) => {
    const res = await call(t.app, token, 'GET', '/api/ai-insights');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Insights;
  };
  const drill = (token: string, section: string, key: string) =>
    call(
      t.app,
      token,
      'GET',
      `/api/ai-insights/patients?section=${section}&key=${encodeURIComponent(key)}`,
    );

  it('computes each section from the institution’s records', async () => {
    const body = await insightsAs(demo.oncologist.accessToken);
    expect(body.patients.active).toBe(3);
    // Eleanor Demo: DPYD *1/*2A on capecitabine.
    const dpyd = body.pgx.groups.find((g) => g.key === 'DPYD intermediate metabolizer');
    expect(dpyd).toMatchObject({ patients: 1, onAffectedDrug: 1 });
    expect(body.alerts.byKind.map((k) => k.kind)).toEqual(
      expect.arrayContaining(['pgx', 'interaction', 'renal']),
    );
    expect(body.critical.shown).toBe(true);
    expect(body.critical.total).toBeGreaterThan(0);
    expect(body.critical.bands.find((b) => b.key === 'day')?.alerts).toBe(body.critical.total);
    // Eleanor's ANC 0.9 and Thomas's ANC 1.1 on the day a cycle is due.
    expect(body.labs.patientsOnTreatment).toBe(3);
    expect(body.labs.byLab.find((l) => l.key === 'anc')?.abnormal).toBeGreaterThanOrEqual(2);
    // Grace: 300 + 250 mg/m² doxorubicin against the 550 mg/m² limit.
    expect(body.headroom.patientsWithAnthracycline).toBe(1);
    expect(body.headroom.bands.find((b) => b.key === 'over')?.patients).toBe(1);
  });

  it('is scoped to the institution', async () => {
    const body = await insightsAs(other.oncologist.accessToken);
    expect(body.patients.active).toBe(0);
    expect(body.pgx.groups).toEqual([]);
    expect(body.critical.total).toBe(0);
  });

  it('drills down to the patients, de-identified for researchers and students, each listed patient audited', async () => {
    const named = await drill(demo.oncologist.accessToken, 'pgx', 'DPYD intermediate metabolizer');
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({
      identified: true,
      total: 1,
      items: [{ label: 'Demo, Eleanor', detail: 'On Capecitabine' }],
    });
    const pseudo = await drill(demo.researcher.accessToken, 'headroom', 'over');
    expect(pseudo.statusCode).toBe(200);
    const items = (pseudo.json() as { items: Array<{ label: string }> }).items;
    expect(items[0]?.label).toMatch(/^Subject [0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(pseudo.body).not.toMatch(/Grace|Demo,/);
    const rows = await t.db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'patient.insight.list'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('alert titles are withheld from de-identified views; researchers are not shown critical alerts', async () => {
    const body = await insightsAs(demo.researcher.accessToken);
    expect(body.alerts.hiddenLevels).toEqual(['critical']);
    expect(body.critical.shown).toBe(false);
    expect((await drill(demo.researcher.accessToken, 'critical', 'day')).statusCode).toBe(403);
    const top = (await insightsAs(demo.oncologist.accessToken)).alerts.top[0];
    const asResearcher = await drill(demo.researcher.accessToken, 'alert-kind', 'pgx');
    expect(asResearcher.statusCode).toBe(200);
    expect(asResearcher.body).not.toMatch(/recorded allergy to/);
    expect(top?.label.length).toBeGreaterThan(0);
  });

  it('401, 400 naming the field, 404 for an unknown key', async () => {
    expect((await call(t.app, null, 'GET', '/api/ai-insights')).statusCode).toBe(401);
    const bad = await drill(demo.oncologist.accessToken, 'everything', 'x');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/section/);
    expect(
      (await drill(demo.oncologist.accessToken, 'pgx', 'ZZZ poor metabolizer')).statusCode,
    ).toBe(404);
    expect((await drill(demo.oncologist.accessToken, 'labs', 'not-a-lab')).statusCode).toBe(404);
  });
});
