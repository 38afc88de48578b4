import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkBodySchema,
  checkInteractions,
  checkResponseSchema,
  type CheckResponse,
  checkEventProperties,
  curatedCsvQuerySchema,
  curatedListQuerySchema,
  curatedListResponseSchema,
  exportCuratedCsv,
  listCurated,
  serializeCheckResponse,
  withLocalPolicy,
} from './service';
import { policyOverlay } from '../../lib/alert-policy-store';
import type { FeatureDeps } from '../../lib/feature-deps';
import { bufferedEvents } from '../../lib/events';
import { countInteractionCheck } from '../../lib/metrics';
import { addServerTiming } from '../../lib/server-timing';

/** The interaction checker and the curated-record browser. Any signed-in user. */
export async function interactionRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const kb = deps.knowledge;
  addServerTiming(app);
  // Each check is counted for /analytics without a database round trip in the response: the
  // event is queued and written in a batch after it (lib/events.ts; the bench watches the ratio).
  const events = bufferedEvents(app, deps.db.db);

  // The trivial route the benchmark compares the checker with (bench/run.ts). /api/health is not
  // trivial: it runs a database round trip on every call. No auth, no DB, no rate limit.
  r.get(
    '/api/ping',
    {
      schema: { tags: ['system'], response: { 200: z.object({ ok: z.literal(true) }) } },
      config: { rateLimit: false },
    },
    async () => ({ ok: true as const }),
  );

  r.post(
    '/api/interactions/check',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['interactions'],
        description:
          'Checks every pair among 2 to 30 drugs (RxCUI, generic or brand name, any case; salts, ' +
          'strengths, common misspellings and combination products such as Percocet are ' +
          'understood). Inputs that match no drug exactly are returned in unresolved and ' +
          'limitations, never dropped. The ' +
          'result does not depend on input order. No finding is not proof of safety: see ' +
          'limitations.',
        body: checkBodySchema,
        response: { 200: checkResponseSchema },
      },
      // The hot path: the service builds every response field explicitly (an allow-list by
      // construction, and the integration test parses responses with the schema to prove it),
      // so re-validating a response of tens of findings on each call only costs time; findings
      // shared between responses are serialised once. The serialiser hands Fastify the cached
      // UTF-8 bytes; Fastify sends a Buffer as is, though its type says a serialiser returns text.
      serializerCompiler: () => (data) =>
        serializeCheckResponse(data as CheckResponse) as unknown as string,
    },
    async (request) => {
      const user = request.authUser!;
      const result = withLocalPolicy(
        checkInteractions(kb, request.body),
        await policyOverlay(deps.db.db, kb, user.institutionId, deps.now()),
      );
      countInteractionCheck(result.interactions.length > 0);
      events.record('interaction.check', checkEventProperties(result), {
        institutionId: user.institutionId,
        role: user.role,
        at: deps.now(),
      });
      return result;
    },
  );

  r.get(
    '/api/interactions/curated',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['interactions'],
        description:
          'Curated records, filtered by q (free text), severity (comma-separated) and drug ' +
          '(directly or through a group), sorted (severity, name, evidence, id; prefix - to ' +
          'reverse) and paged.',
        querystring: curatedListQuerySchema,
        response: { 200: curatedListResponseSchema },
      },
    },
    async (request) => listCurated(kb, request.query),
  );

  r.get(
    '/api/interactions/curated.csv',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['interactions'],
        description: 'Every curated record matching the same filters as a CSV file (no paging).',
        querystring: curatedCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="oncocds-curated-interactions.csv"')
        .send(exportCuratedCsv(kb, request.query)),
  );
}
