import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { factsResponseSchema } from '../../../core/knowledge/facts';
import type { FeatureDeps } from '../../lib/feature-deps';
import { exportedFacts, exportedFactsCsv } from './service';

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
      if (request.query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="knowledge-facts.csv"')
          .send(exportedFactsCsv(deps.knowledge));
      }
      return { facts: exportedFacts(deps.knowledge) };
    },
  );
}
