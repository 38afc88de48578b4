import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  evaluatePgxRequest,
  geneDrugMatrix,
  listGenes,
  pgxEvaluateBodySchema,
  pgxEvaluateResponseSchema,
  pgxGenesResponseSchema,
  pgxMatrixResponseSchema,
} from './service';
import type { FeatureDeps } from '../../lib/feature-deps';

/**
 * Pharmacogenomics API. Every endpoint follows the /genomics page rule of SPEC §2 (oncologist,
 * pharmacist, researcher): the server enforces the same role table as the page guard.
 */
export async function pgxRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = app.requireRoute('/genomics');

  r.post(
    '/api/pgx/evaluate',
    {
      preValidation: guard,
      schema: {
        tags: ['pgx'],
        body: pgxEvaluateBodySchema,
        response: { 200: pgxEvaluateResponseSchema },
      },
    },
    async (request) => evaluatePgxRequest(deps.knowledge, request.body),
  );

  r.get(
    '/api/pgx/genes',
    { preValidation: guard, schema: { tags: ['pgx'], response: { 200: pgxGenesResponseSchema } } },
    async () => listGenes(deps.knowledge),
  );

  r.get(
    '/api/pgx/matrix',
    { preValidation: guard, schema: { tags: ['pgx'], response: { 200: pgxMatrixResponseSchema } } },
    async () => geneDrugMatrix(deps.knowledge),
  );
}
