import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAlertEvaluator } from '../../lib/alert-evaluator';
import type { FeatureDeps } from '../../lib/feature-deps';
import { createCaseLibrary } from './cases';
import {
  answerCaseSchema,
  answerQuestionSchema,
  answerResultSchema,
  caseDetailSchema,
  caseIdParams,
  caseListSchema,
  caseResultSchema,
  progressSchema,
  quizQuerySchema,
  quizResponseSchema,
} from './schemas';
import {
  answerCase,
  answerQuestion,
  createQuestionBank,
  getCase,
  getProgress,
  getQuiz,
  listCases,
  type LearningContext,
} from './service';

/**
 * /learning (issue 15): case studies and practice quizzes, open to every signed-in role (students
 * above all). The question bank is generated once from the knowledge base at start.
 */
export async function learningRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: LearningContext = {
    db: deps.db.db,
    kb: deps.knowledge,
    now: deps.now,
    cases: createCaseLibrary(
      deps.knowledge,
      deps.alertEvaluator ?? createAlertEvaluator(deps.knowledge),
    ),
  };
  const bank = createQuestionBank(deps.knowledge);
  const tags = ['learning'];
  // The /learning page's rule; checked on request, so an anonymous call is a 401 before its body.
  const guard = { onRequest: app.requireRoute('/learning') };

  r.get(
    '/api/learning/quiz',
    {
      ...guard,
      schema: {
        tags,
        description:
          'The next practice questions for the caller (never answered first, then never ' +
          'answered right), without their answers; kind narrows to one topic.',
        querystring: quizQuerySchema,
        response: { 200: quizResponseSchema },
      },
    },
    async (request) => getQuiz(ctx, bank, request, request.query),
  );

  r.post(
    '/api/learning/quiz/answers',
    {
      ...guard,
      schema: {
        tags,
        description:
          'Scores an answer on the server and keeps it; answers the correct options, the ' +
          'explanation and the sources, and the caller’s progress.',
        body: answerQuestionSchema,
        response: { 200: answerResultSchema },
      },
    },
    async (request) => answerQuestion(ctx, bank, request, request.body),
  );

  r.get(
    '/api/learning/cases',
    {
      ...guard,
      schema: {
        tags,
        description:
          'The case studies (de-identified demonstration patients) and the caller’s best attempt at each.',
        response: { 200: caseListSchema },
      },
    },
    async (request) => listCases(ctx, request),
  );

  r.get(
    '/api/learning/cases/:id',
    {
      ...guard,
      schema: {
        tags,
        description: 'One case study, without the problems the engine finds in it.',
        params: caseIdParams,
        response: { 200: caseDetailSchema },
      },
    },
    async (request) => getCase(ctx, request.params.id),
  );

  r.post(
    '/api/learning/cases/:id/answers',
    {
      ...guard,
      schema: {
        tags,
        description:
          'Scores the kinds of problem the caller found against the alert engine’s findings, ' +
          'keeps the attempt, and answers the findings with their management and sources.',
        params: caseIdParams,
        body: answerCaseSchema,
        response: { 200: caseResultSchema },
      },
    },
    async (request) => answerCase(ctx, request, request.params.id, request.body),
  );

  r.get(
    '/api/learning/progress',
    {
      ...guard,
      schema: {
        tags,
        description: 'The caller’s progress by topic and their last ten answers.',
        response: { 200: progressSchema },
      },
    },
    async (request) => getProgress(ctx, bank, request),
  );
}
