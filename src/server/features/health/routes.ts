import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '../../../core/config';
import type { DbKind } from '../../../db/client';
import type { KnowledgeBase } from '../../lib/knowledge-base';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  knowledgeBase: z.object({ version: z.string(), counts: z.record(z.string(), z.number()) }),
});

export async function healthRoutes(
  app: FastifyInstance,
  opts: { dbKind: DbKind; knowledge: KnowledgeBase; ping: () => Promise<void> },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: { tags: ['system'], response: { 200: healthResponseSchema } },
      config: { rateLimit: false },
    },
    async () => {
      // A health check that does not touch the database would report a dead server as healthy.
      await opts.ping();
      return {
        status: 'ok' as const,
        version: APP_VERSION,
        database: opts.dbKind,
        knowledgeBase: { version: opts.knowledge.version, counts: { ...opts.knowledge.counts } },
      };
    },
  );
}
