import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../lib/feature-deps';
import { knowledgeChangesResponseSchema } from './schemas';
import { knowledgeChanges } from './service';

/** The knowledge base's own history. Any signed-in user. */
export async function knowledgeRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/knowledge/changes',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['knowledge'],
        description:
          'What changed in the knowledge base since the previous version: every drug, ' +
          'interaction, group, combination product, regimen and protocol record added, changed ' +
          'or removed, by kind, with a one-line reason.',
        response: { 200: knowledgeChangesResponseSchema },
      },
    },
    async () => knowledgeChanges(deps.knowledge),
  );
}
