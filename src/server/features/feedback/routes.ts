import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminFeedbackItemSchema,
  exportFeedbackCsv,
  feedbackFilterSchema,
  feedbackItemResponseSchema,
  feedbackListQuerySchema,
  feedbackListResponseSchema,
  feedbackPatchSchema,
  feedbackStats,
  feedbackStatsSchema,
  feedbackSubmissionSchema,
  getFeedback,
  listFeedback,
  patchFeedback,
  sprintPlan,
  sprintPlanResponseSchema,
  submitFeedback,
  voteFeedback,
  voteResponseSchema,
} from './service';
import type { FeatureDeps } from '../../lib/feature-deps';

const idParams = z.object({ id: z.uuid() });

/**
 * Feedback (SPEC §2–4): any signed-in user submits; triage under /api/admin/feedback is for the
 * roles that may open /admin/feedback (oncologist, pharmacist) and sees only their institution.
 */
export async function feedbackRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.db.db;
  const admin = app.requireRoute('/admin/feedback');

  r.post(
    '/api/feedback',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['feedback'],
        description:
          'Stores a feedback item, classified on the server. Idempotent on the item id: a retry ' +
          'returns the stored item with 200 instead of 201.',
        body: feedbackSubmissionSchema,
        response: { 200: feedbackItemResponseSchema, 201: feedbackItemResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await submitFeedback(
        db,
        request.authUser!,
        request.body,
        deps.now(),
        String(request.id),
      );
      return reply.status(result.created ? 201 : 200).send(result.item);
    },
  );

  r.get(
    '/api/admin/feedback',
    {
      preHandler: admin,
      schema: {
        tags: ['feedback-admin'],
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackListResponseSchema },
      },
    },
    async (request) => listFeedback(db, request.authUser!, request.query),
  );

  r.get(
    '/api/admin/feedback/stats',
    {
      preHandler: admin,
      schema: { tags: ['feedback-admin'], response: { 200: feedbackStatsSchema } },
    },
    async (request) => feedbackStats(db, request.authUser!),
  );

  r.get(
    '/api/admin/feedback/sprint-plan',
    {
      preHandler: admin,
      schema: { tags: ['feedback-admin'], response: { 200: sprintPlanResponseSchema } },
    },
    async (request) => sprintPlan(db, request.authUser!),
  );

  r.get(
    '/api/admin/feedback/export.csv',
    {
      preHandler: admin,
      schema: {
        tags: ['feedback-admin'],
        description: 'The filtered feedback as CSV (RFC 4180, formula cells neutralised).',
        querystring: feedbackFilterSchema,
      },
    },
    async (request, reply) => {
      const csv = await exportFeedbackCsv(db, request.authUser!, request.query, String(request.id));
      const day = new Date(deps.now()).toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="feedback-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  r.get(
    '/api/admin/feedback/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['feedback-admin'],
        params: idParams,
        response: { 200: adminFeedbackItemSchema },
      },
    },
    async (request) => getFeedback(db, request.authUser!, request.params.id),
  );

  r.patch(
    '/api/admin/feedback/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['feedback-admin'],
        params: idParams,
        body: feedbackPatchSchema,
        response: { 200: adminFeedbackItemSchema },
      },
    },
    async (request) =>
      patchFeedback(
        db,
        request.authUser!,
        request.params.id,
        request.body,
        deps.now(),
        String(request.id),
      ),
  );

  for (const [method, up] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    r.route({
      method,
      url: '/api/admin/feedback/:id/vote',
      preHandler: admin,
      schema: {
        tags: ['feedback-admin'],
        params: idParams,
        response: { 200: voteResponseSchema },
      },
      handler: async (request) =>
        voteFeedback(db, request.authUser!, request.params.id, up, deps.now(), String(request.id)),
    });
  }
}
