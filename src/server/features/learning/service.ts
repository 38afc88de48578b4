import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AlertKind } from '../../../core/alerts';
import { DomainError } from '../../../core/errors';
import {
  QUESTION_KINDS,
  answerProblems,
  buildQuestionBank,
  gradeAnswer,
  gradeCaseAnswer,
  nextQuestions,
  publicQuestion,
  type Question,
  type QuestionKind,
} from '../../../core/learning';
import type { Db } from '../../../db/client';
import { learningAttempts, type LearningItemKind } from '../../../db/schema';
import { policyOverlay } from '../../lib/alert-policy-store';
import { writeAudit } from '../../lib/audit';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import { orderedId } from '../../lib/ordered-id';
import { caseFindings, type CaseStudy } from './cases';

/*
 * Learning (issue 15): practice questions from the knowledge base and case studies from the
 * demonstration patients. Answers are scored here, never in the browser, and every answer is
 * kept (learning_attempts) so that progress is the learner's own record. No patient data is
 * involved: the cases are fictional and de-identified before they are built.
 */

export interface LearningContext {
  db: Db;
  kb: KnowledgeBase;
  now: () => number;
  cases: (nowMs: number) => CaseStudy[];
}

export function createQuestionBank(kb: KnowledgeBase) {
  const groups = new Map(kb.groups.map((g) => [g.id, g.name]));
  const bank = buildQuestionBank({
    interactions: kb.interactions,
    drugsById: kb.drugsById,
    groupName: (id) => groups.get(id),
    pgx: kb.pgx,
  });
  return { bank, byId: new Map(bank.map((q) => [q.id, q])) };
}

type Bank = ReturnType<typeof createQuestionBank>;

interface AttemptStats {
  itemId: string;
  kind: LearningItemKind;
  answers: number;
  correctAnswers: number;
}

async function attemptStats(db: Db, userId: string): Promise<AttemptStats[]> {
  return db
    .select({
      itemId: learningAttempts.itemId,
      kind: learningAttempts.kind,
      answers: sql<number>`count(*)::int`,
      correctAnswers: sql<number>`count(*) filter (where ${learningAttempts.correct})::int`,
    })
    .from(learningAttempts)
    .where(eq(learningAttempts.userId, userId))
    .groupBy(learningAttempts.itemId, learningAttempts.kind);
}

function progressByKind(stats: AttemptStats[], bank: Bank, caseCount: number) {
  const available: Record<LearningItemKind, number> = {
    interaction: 0,
    pgx: 0,
    dosing: 0,
    case: caseCount,
  };
  for (const q of bank.bank) available[q.kind] += 1;
  return ([...QUESTION_KINDS, 'case'] as const).map((kind) => {
    // A question the knowledge base no longer yields still counts as answered, not as available.
    const mine = stats.filter((s) => s.kind === kind);
    return {
      kind,
      available: available[kind],
      attempted: mine.length,
      mastered: mine.filter((s) => s.correctAnswers > 0).length,
      answers: mine.reduce((n, s) => n + s.answers, 0),
      correctAnswers: mine.reduce((n, s) => n + s.correctAnswers, 0),
    };
  });
}

export async function getQuiz(
  ctx: LearningContext,
  bank: Bank,
  request: FastifyRequest,
  query: { kind?: QuestionKind | undefined; count: number },
) {
  const stats = await attemptStats(ctx.db, request.authUser!.id);
  const questions = nextQuestions(
    bank.bank,
    {
      answered: new Set(stats.map((s) => s.itemId)),
      mastered: new Set(stats.filter((s) => s.correctAnswers > 0).map((s) => s.itemId)),
    },
    query,
  );
  return { questions: questions.map(publicQuestion), knowledgeVersion: ctx.kb.version };
}

async function recordAttempt(
  ctx: LearningContext,
  request: FastifyRequest,
  attempt: {
    itemId: string;
    kind: LearningItemKind;
    correct: boolean;
    score: number;
    answer: Record<string, string | string[]>;
  },
): Promise<void> {
  const user = request.authUser!;
  const nowMs = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(learningAttempts).values({
      id: orderedId(nowMs),
      userId: user.id,
      ...attempt,
      knowledgeVersion: ctx.kb.version,
      answeredAt: new Date(nowMs),
    });
    await writeAudit(tx, {
      actorId: user.id,
      institutionId: user.institutionId,
      action: 'learning.answer',
      entityType: 'learning',
      entityId: null,
      details: { itemId: attempt.itemId, kind: attempt.kind, correct: attempt.correct },
      requestId: String(request.id),
      ip: request.ip,
    });
  });
}

const labelOf = (q: Question, partId: string, optionId: string) =>
  q.parts.find((p) => p.id === partId)?.options.find((o) => o.id === optionId)?.label ?? optionId;

export async function answerQuestion(
  ctx: LearningContext,
  bank: Bank,
  request: FastifyRequest,
  input: { questionId: string; answer: Record<string, string> },
) {
  const question = bank.byId.get(input.questionId);
  if (!question) {
    throw new DomainError(
      'not_found',
      'This question is not in the current knowledge base; load a new quiz',
    );
  }
  const problems = answerProblems(question, input.answer);
  if (problems.length > 0) {
    const details = problems.map((message) => ({ path: 'body.answer', message }));
    throw new DomainError(
      'validation',
      `Invalid request: ${problems.map((p) => `body.answer.${p}`).join('; ')}`,
      details,
    );
  }
  const grade = gradeAnswer(question, input.answer);
  await recordAttempt(ctx, request, {
    itemId: question.id,
    kind: question.kind,
    correct: grade.correct,
    score: grade.score,
    answer: input.answer,
  });
  const stats = await attemptStats(ctx.db, request.authUser!.id);
  return {
    questionId: question.id,
    correct: grade.correct,
    score: grade.score,
    parts: grade.parts.map((p) => ({
      id: p.id,
      prompt: question.parts.find((x) => x.id === p.id)!.prompt,
      chosen: p.chosen,
      chosenLabel: labelOf(question, p.id, p.chosen),
      correctOption: p.correctOption,
      correctLabel: labelOf(question, p.id, p.correctOption),
      correct: p.correct,
    })),
    explanation: question.explanation,
    sources: question.sources,
    progress: progressByKind(stats, bank, ctx.cases(ctx.now()).length),
  };
}

function findCase(ctx: LearningContext, caseId: string): CaseStudy {
  const found = ctx.cases(ctx.now()).find((c) => c.detail.id === caseId);
  if (!found) throw new DomainError('not_found', 'Case study not found');
  return found;
}

export async function listCases(ctx: LearningContext, request: FastifyRequest) {
  const rows = await ctx.db
    .select({
      itemId: learningAttempts.itemId,
      score: sql<number>`max(${learningAttempts.score})`,
      correct: sql<boolean>`bool_or(${learningAttempts.correct})`,
    })
    .from(learningAttempts)
    .where(
      and(eq(learningAttempts.userId, request.authUser!.id), eq(learningAttempts.kind, 'case')),
    )
    .groupBy(learningAttempts.itemId);
  const best = new Map(rows.map((r) => [r.itemId, { score: Number(r.score), correct: r.correct }]));
  return {
    items: ctx.cases(ctx.now()).map((c) => ({
      id: c.detail.id,
      title: c.detail.title,
      medicationCount: c.detail.medications.filter((m) => m.active).length,
      best: best.get(`case:${c.detail.id}`) ?? null,
    })),
  };
}

export function getCase(ctx: LearningContext, caseId: string) {
  return findCase(ctx, caseId).detail;
}

export async function answerCase(
  ctx: LearningContext,
  request: FastifyRequest,
  caseId: string,
  input: { kinds: AlertKind[] },
) {
  const study = findCase(ctx, caseId);
  const grade = gradeCaseAnswer(
    study.findings.map((f) => f.kind),
    input.kinds,
  );
  await recordAttempt(ctx, request, {
    itemId: `case:${caseId}`,
    kind: 'case',
    correct: grade.correct,
    score: grade.score,
    answer: { kinds: [...new Set(input.kinds)] },
  });
  const overlay = await policyOverlay(ctx.db, ctx.kb, request.authUser!.institutionId, ctx.now());
  return {
    caseId,
    ...grade,
    findings: caseFindings(study, overlay),
    limitations: study.limitations,
  };
}

export async function getProgress(ctx: LearningContext, bank: Bank, request: FastifyRequest) {
  const userId = request.authUser!.id;
  const stats = await attemptStats(ctx.db, userId);
  const recent = await ctx.db
    .select({
      itemId: learningAttempts.itemId,
      kind: learningAttempts.kind,
      correct: learningAttempts.correct,
      score: learningAttempts.score,
      answeredAt: learningAttempts.answeredAt,
    })
    .from(learningAttempts)
    .where(eq(learningAttempts.userId, userId))
    .orderBy(desc(learningAttempts.answeredAt), desc(learningAttempts.id))
    .limit(10);
  const cases = ctx.cases(ctx.now());
  const topic = (itemId: string) =>
    bank.byId.get(itemId)?.topic ??
    cases.find((c) => `case:${c.detail.id}` === itemId)?.detail.title ??
    'No longer in the knowledge base';
  return {
    byKind: progressByKind(stats, bank, cases.length),
    recent: recent.map((r) => ({
      itemId: r.itemId,
      kind: r.kind,
      topic: topic(r.itemId),
      correct: r.correct,
      score: r.score,
      answeredAt: r.answeredAt.toISOString(),
    })),
  };
}
