import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageInYears } from '../../../core/patients';
import { auditLog, learningAttempts } from '../../../db/schema';
import { demoPatients } from '../../lib/demo-patients';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { call } from '../../test-support/patients';
import {
  createTestContext,
  errorOf,
  signUpUser,
  type TestContext,
} from '../../test-support/test-app';

/* /learning over the API: the real knowledge base and the real alert engine. */

let t: TestContext;
let team: Team;
beforeAll(async () => {
  t = await createTestContext();
  team = await signUpTeam(t.app, 'Learning Hospital');
});
afterAll(async () => t.close());

const student = () => team.student.accessToken;

interface QuizQuestion {
  id: string;
  kind: string;
  prompt: string;
  parts: Array<{ id: string; options: Array<{ id: string; label: string }> }>;
}

async function quiz(token: string, query = '') {
  const res = await call(t.app, token, 'GET', `/api/learning/quiz${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { questions: QuizQuestion[]; knowledgeVersion: string };
}

const answer = (token: string | null, body: unknown) =>
  call(t.app, token, 'POST', '/api/learning/quiz/answers', body);

describe('access', () => {
  it('asks for a sign-in on every endpoint (401)', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/learning/quiz', undefined],
      ['POST', '/api/learning/quiz/answers', { questionId: 'x', answer: {} }],
      ['GET', '/api/learning/cases', undefined],
      ['GET', '/api/learning/cases/case-1', undefined],
      ['POST', '/api/learning/cases/case-1/answers', { kinds: [] }],
      ['GET', '/api/learning/progress', undefined],
    ] as const) {
      const res = await call(t.app, null, method, url, body);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('is open to every role', async () => {
    for (const role of ['oncologist', 'pharmacist', 'nurse', 'researcher', 'student'] as const) {
      const res = await call(t.app, team[role].accessToken, 'GET', '/api/learning/cases');
      expect(res.statusCode, role).toBe(200);
    }
  });
});

describe('practice quiz', () => {
  it('gives questions of each topic without their answers', async () => {
    const { questions } = await quiz(student(), '?count=6');
    expect(questions).toHaveLength(6);
    expect(new Set(questions.map((q) => q.kind))).toEqual(
      new Set(['interaction', 'pgx', 'dosing']),
    );
    for (const q of questions) {
      expect(Object.keys(q).sort()).toEqual(['id', 'kind', 'parts', 'prompt', 'topic']);
    }
  });

  it('narrows to one topic and refuses a bad count or kind (400 naming the field)', async () => {
    const { questions } = await quiz(student(), '?kind=pgx&count=3');
    expect(questions.map((q) => q.kind)).toEqual(['pgx', 'pgx', 'pgx']);
    for (const query of ['?count=0', '?count=abc', '?kind=astrology', '?extra=1']) {
      const res = await call(t.app, student(), 'GET', `/api/learning/quiz${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(errorOf(res).message, query).toMatch(/querystring/);
    }
  });

  it('scores on the server, explains with the source and keeps the answer', async () => {
    const res = await answer(student(), {
      questionId: 'pgx:DPYD:*1/*2A',
      answer: { score: '1', phenotype: 'Intermediate Metabolizer' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.correct).toBe(true);
    expect(body.score).toBe(1);
    expect(body.explanation).toMatch(/\*2A .*no function allele \(activity value 0\)/);
    expect(body.sources.length).toBeGreaterThan(0);
    expect(body.sources[0].label).toMatch(/DPYD|Dihydropyrimidine/i);
    const pgx = body.progress.find((p: { kind: string }) => p.kind === 'pgx');
    expect(pgx).toMatchObject({ attempted: 1, mastered: 1, answers: 1, correctAnswers: 1 });

    const wrong = await answer(student(), {
      questionId: 'interaction:warfarin-capecitabine',
      answer: { severity: 'minor', management: 'monitor' },
    });
    const w = wrong.json();
    expect(w.correct).toBe(false);
    expect(w.score).toBe(0.5);
    expect(w.parts.find((p: { id: string }) => p.id === 'severity')).toMatchObject({
      chosen: 'minor',
      correctOption: 'major',
      correctLabel: 'Major',
      correct: false,
    });
    expect(w.explanation).toMatch(/INR/);
    expect(w.sources[0].label).toMatch(/Xeloda/);

    const [stored] = await t.db.db
      .select({ n: count() })
      .from(learningAttempts)
      .where(eq(learningAttempts.userId, team.student.id));
    expect(stored?.n).toBe(2);
    const [audited] = await t.db.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, team.student.id), eq(auditLog.action, 'learning.answer')));
    expect(audited?.n).toBe(2);
  });

  it('does not ask an answered question again before the unanswered ones', async () => {
    const first = await quiz(student(), '?kind=dosing&count=1');
    const [q] = first.questions;
    await answer(student(), { questionId: q!.id, answer: { dose: q!.parts[0]!.options[0]!.id } });
    const second = await quiz(student(), '?kind=dosing&count=1');
    expect(second.questions[0]!.id).not.toBe(q!.id);
  });

  it('refuses an incomplete answer or an unknown option (400) and an unknown question (404)', async () => {
    const partial = await answer(student(), {
      questionId: 'interaction:warfarin-capecitabine',
      answer: { severity: 'major' },
    });
    expect(partial.statusCode).toBe(400);
    expect(errorOf(partial).message).toContain('body.answer.management');
    const unknownOption = await answer(student(), {
      questionId: 'interaction:warfarin-capecitabine',
      answer: { severity: 'catastrophic', management: 'monitor' },
    });
    expect(unknownOption.statusCode).toBe(400);
    expect(errorOf(unknownOption).message).toContain('body.answer.severity');
    const missing = await answer(student(), { questionId: 'pgx:NOPE:*1/*1', answer: { a: 'b' } });
    expect(missing.statusCode).toBe(404);
    const malformed = await answer(student(), { questionId: 3 });
    expect(malformed.statusCode).toBe(400);
  });

  it('keeps progress per learner', async () => {
    const other = await signUpUser(t.app, { role: 'student' });
    const res = await call(t.app, other.accessToken, 'GET', '/api/learning/progress');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.recent).toEqual([]);
    expect(body.byKind.every((k: { answers: number }) => k.answers === 0)).toBe(true);
    const mine = (await call(t.app, student(), 'GET', '/api/learning/progress')).json();
    expect(mine.recent[0]).toMatchObject({ kind: 'dosing' });
    expect(mine.recent.map((r: { topic: string }) => r.topic)).toContain('DPYD');
  });
});

describe('case studies', () => {
  const identifiers = demoPatients(Date.now()).flatMap((p) => [
    p.demographics.firstName,
    p.demographics.mrn,
    p.demographics.dateOfBirth,
    ...p.notes.map((n) => n.text),
  ]);

  it('lists the three demonstration patients as cases, de-identified', async () => {
    const res = await call(t.app, student(), 'GET', '/api/learning/cases');
    const body = res.json();
    expect(body.items.map((c: { id: string }) => c.id)).toEqual(['case-1', 'case-2', 'case-3']);
    const eleanor = demoPatients(Date.now())[0]!.demographics;
    const age = ageInYears(eleanor.dateOfBirth, Date.now());
    expect(body.items[0].title).toBe(
      `A ${age}-year-old woman with metastatic adenocarcinoma of the sigmoid colon`,
    );
    for (const c of body.items) {
      const detail = await call(t.app, student(), 'GET', `/api/learning/cases/${c.id}`);
      expect(detail.statusCode).toBe(200);
      for (const id of identifiers) expect(detail.body).not.toContain(id);
      expect(detail.body).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
  });

  it('shows the record with days relative to today and drug names from the knowledge base', async () => {
    const c = (await call(t.app, student(), 'GET', '/api/learning/cases/case-1')).json();
    const eleanor = demoPatients(Date.now())[0]!.demographics;
    expect(c.patient).toMatchObject({
      ageYears: ageInYears(eleanor.dateOfBirth, Date.now()),
      sex: 'female',
      heightCm: 162,
    });
    expect(c.medications.map((m: { name: string }) => m.name)).toContain('Capecitabine');
    expect(c.genetics).toContainEqual(
      expect.objectContaining({ gene: 'DPYD', diplotype: '*1/*2A' }),
    );
    expect(c.labs.some((l: { when: string }) => /^day −\d+$|^today$/.test(l.when))).toBe(true);
    // Issue 21: lab names as a reader knows them, never the catalogue's raw keys.
    const labNames = c.labs.map((l: { name: string | null }) => l.name);
    expect(labNames.length).toBeGreaterThan(0);
    for (const raw of ['anc', 'inr', 'creatinine', 'egfr', 'platelets', 'bilirubin']) {
      expect(labNames).not.toContain(raw);
    }
    // Every alert kind is an answer option, including "medication not recognised" (issue 25).
    expect(c.problemKinds).toHaveLength(10);
  });

  it('scores the problems found against the alert engine and explains each with its source', async () => {
    const first = await call(t.app, student(), 'POST', '/api/learning/cases/case-1/answers', {
      kinds: ['interaction'],
    });
    expect(first.statusCode, first.body).toBe(200);
    const result = first.json();
    const raised = [...new Set(result.findings.map((f: { kind: string }) => f.kind))];
    // Eleanor: warfarin with capecitabine, DPYD *1/*2A, two proton-pump inhibitors.
    expect(raised).toEqual(expect.arrayContaining(['interaction', 'pgx', 'duplicate']));
    expect(result.correct).toBe(false);
    expect(result.found).toEqual(['interaction']);
    expect(result.missed).toEqual(expect.arrayContaining(['pgx', 'duplicate']));
    for (const f of result.findings) expect(f.sources.length).toBeGreaterThan(0);
    for (const id of identifiers) expect(first.body).not.toContain(id);
    expect(first.body).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    const right = await call(t.app, student(), 'POST', '/api/learning/cases/case-1/answers', {
      kinds: raised,
    });
    expect(right.json()).toMatchObject({ correct: true, score: 1, missed: [], extra: [] });
    const list = (await call(t.app, student(), 'GET', '/api/learning/cases')).json();
    expect(list.items[0].best).toEqual({ score: 1, correct: true });
    expect(list.items[1].best).toBeNull();
  });

  it('answers 404 for an unknown case and 400 for a kind the engine does not check', async () => {
    expect((await call(t.app, student(), 'GET', '/api/learning/cases/case-9')).statusCode).toBe(
      404,
    );
    expect((await call(t.app, student(), 'GET', '/api/learning/cases/eleanor')).statusCode).toBe(
      400,
    );
    const bad = await call(t.app, student(), 'POST', '/api/learning/cases/case-1/answers', {
      kinds: ['astrology'],
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain('body.kinds');
  });
});
