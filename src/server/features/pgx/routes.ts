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
  phenotypeEvents,
} from './service';
import { bufferedEvents } from '../../lib/events';
import type { FeatureDeps } from '../../lib/feature-deps';

/**
 * Pharmacogenomics API. Every endpoint follows the /genomics page rule of SPEC §2 (oncologist,
 * pharmacist, researcher): the server enforces the same role table as the page guard.
 */
export async function pgxRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = app.requireRoute('/genomics');
  // Each phenotype computed is counted for /analytics (gene and phenotype only), in a batch.
  const events = bufferedEvents(app, deps.db.db);

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
    async (request) => {
      const result = evaluatePgxRequest(deps.knowledge, request.body);
      const ctx = {
        institutionId: request.authUser!.institutionId,
        role: request.authUser!.role,
        at: deps.now(),
      };
      for (const e of phenotypeEvents(result)) events.record('pgx.phenotype', e, ctx);
      return result;
    },
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
