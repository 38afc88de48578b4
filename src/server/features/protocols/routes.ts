import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getProtocol,
  listProtocols,
  protocolDetailSchema,
  protocolIdParamsSchema,
  protocolListQuerySchema,
  protocolListResponseSchema,
} from './service';
import type { FeatureDeps } from '../../lib/feature-deps';

/** Supportive-care protocols. /protocols is open to every role (SPEC §2), so any signed-in user. */
export async function protocolRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = app.requireRoute('/protocols');

  r.get(
    '/api/protocols',
    {
      preValidation: guard,
      schema: {
        tags: ['protocols'],
        querystring: protocolListQuerySchema,
        response: { 200: protocolListResponseSchema },
      },
    },
    async (request) => listProtocols(deps.knowledge, request.query),
  );

  r.get(
    '/api/protocols/:id',
    {
      preValidation: guard,
      schema: {
        tags: ['protocols'],
        params: protocolIdParamsSchema,
        response: { 200: protocolDetailSchema },
      },
    },
    async (request) => getProtocol(deps.knowledge, request.params.id),
  );
}
