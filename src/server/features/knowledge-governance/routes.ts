import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { factsResponseSchema } from '../../../core/knowledge/facts';
import type { FeatureDeps } from '../../lib/feature-deps';
import {
  canReviewKnowledge,
  decideProposal,
  grantReviewer,
  institutionReviews,
  listReviews,
  recordReview,
  reviewQueue,
  type ReviewContext,
} from './reviews';
import {
  decisionBodySchema,
  reviewBodySchema,
  reviewerGrantResponseSchema,
  reviewerParams,
  reviewerStatusResponseSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewParams,
  reviewQueueQuerySchema,
  reviewQueueResponseSchema,
  reviewResponseSchema,
} from './schemas';
import { exportedFacts, exportedFactsCsv, factsCsv, withReviews } from './service';

/**
 * Knowledge governance (issue 22): the flat export of every hard number with its basis, pinned
 * sources and review state. Knowledge is not patient data: any signed-in user may read it.
 */
export async function knowledgeGovernanceRoutes(
  app: FastifyInstance,
  deps: FeatureDeps,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/knowledge/facts',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['knowledge'],
        description:
          'Every hard number of the knowledge base (doses, thresholds, caps, limits, equivalence ' +
          'factors, severities) with its basis (label, guideline, trial or product default), ' +
          'its sources (label sources pinned by DailyMed setId, SPL version and revision month ' +
          'where confirmed) and its review, as JSON or CSV.',
        querystring: z.object({ format: z.enum(['json', 'csv']).default('json') }).strict(),
        produces: ['application/json', 'text/csv'],
        response: { 200: z.union([factsResponseSchema, z.string()]) },
      },
    },
    async (request, reply) => {
      const reviews = await institutionReviews(deps.db.db, request.authUser!.institutionId);
      const facts = withReviews(exportedFacts(deps.knowledge), reviews);
      if (request.query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="knowledge-facts.csv"')
          .send(reviews.size === 0 ? exportedFactsCsv(deps.knowledge) : factsCsv(facts));
      }
      return { facts };
    },
  );

  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: ReviewContext = {
    db: deps.db.db,
    kb: deps.knowledge,
    facts: () => exportedFacts(deps.knowledge),
    now: () => new Date(deps.now()),
  };
  // onRequest: an anonymous call is a 401 before its body is validated.
  const signedIn = { onRequest: app.requireUser };
  const tags = ['knowledge'];

  r.get(
    '/api/knowledge/reviewer',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'Whether the signed-in user holds canReviewKnowledge in their institution.',
        response: { 200: reviewerStatusResponseSchema },
      },
    },
    async (request) => ({
      canReviewKnowledge: await canReviewKnowledge(ctx.db, request.authUser!),
    }),
  );

  for (const [method, grant] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    r.route({
      method,
      url: '/api/knowledge/reviewers/:userId',
      ...signedIn,
      schema: {
        tags,
        description: grant
          ? 'Institution admins grant canReviewKnowledge to a pharmacist or oncologist of their institution. Audited.'
          : 'Institution admins withdraw canReviewKnowledge. Audited.',
        params: reviewerParams,
        response: { 200: reviewerGrantResponseSchema },
      },
      handler: async (request) => grantReviewer(ctx, request, request.params.userId, grant),
    });
  }

  r.get(
    '/api/knowledge/review-queue',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Facts to review in this institution: never reviewed, reviewed more than a year ago, or ' +
          'whose cited label version (or product value) changed since. Reviewers only.',
        querystring: reviewQueueQuerySchema,
        response: { 200: reviewQueueResponseSchema },
      },
    },
    async (request) => reviewQueue(ctx, request.authUser!, request.query),
  );

  r.get(
    '/api/knowledge/reviews',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Recorded reviews and correction proposals of this institution. Reviewers only.',
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema },
      },
    },
    async (request) => listReviews(ctx, request.authUser!, request.query),
  );

  r.post(
    '/api/knowledge/reviews',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Accept a fact against its cited source, or propose a correction with a reason (pending ' +
          'until a second reviewer decides). Reviewers only; audited.',
        body: reviewBodySchema,
        response: { 201: reviewResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await recordReview(ctx, request, request.body)),
  );

  r.post(
    '/api/knowledge/reviews/:id/decision',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'A second reviewer approves or rejects a pending correction; the proposer cannot. Audited.',
        params: reviewParams,
        body: decisionBodySchema,
        response: { 200: reviewResponseSchema },
      },
    },
    async (request) => decideProposal(ctx, request, request.params.id, request.body),
  );
}
