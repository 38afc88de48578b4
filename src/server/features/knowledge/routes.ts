import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../lib/feature-deps';
import { localKnowledgeChanges } from '../../lib/local-knowledge-changes';
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
          'or removed, by kind, with a one-line reason; and `local`, the caller’s institution’s ' +
          'own changes (approved knowledge corrections, alert-policy entries), marked as local.',
        response: { 200: knowledgeChangesResponseSchema },
      },
    },
    async (request) => ({
      ...knowledgeChanges(deps.knowledge),
      local: await localKnowledgeChanges(
        deps.db.db,
        deps.knowledge,
        request.authUser!.institutionId,
      ),
    }),
  );
}
