import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  drugClassesResponseSchema,
  drugDetailSchema,
  drugIdParamsSchema,
  drugNameIndex,
  drugNameIndexSchema,
  drugNameIndexTag,
  drugSearchQuerySchema,
  drugSearchResponseSchema,
  getDrugById,
  getDrugByRxcui,
  listDrugClasses,
  maxSearchResultsFor,
  rxcuiParamsSchema,
  searchDrugs,
  searchEventProperties,
} from './service';
import type { FastifyRequest } from 'fastify';
import type { FeatureDeps } from '../../lib/feature-deps';
import { bufferedEvents } from '../../lib/events';
import { addServerTiming } from '../../lib/server-timing';

/** Drug search, browse by class and filters, and monographs. Any signed-in user. */
export async function drugRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const kb = deps.knowledge;
  addServerTiming(app);
  // Searches and monograph views are counted for /analytics by the drugs they name, never the
  // typed text; written in batches after the response (lib/events.ts).
  const events = bufferedEvents(app, deps.db.db);
  const eventContext = (request: FastifyRequest) => ({
    institutionId: request.authUser!.institutionId,
    role: request.authUser!.role,
    at: deps.now(),
  });

  r.get(
    '/api/drugs',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['drugs'],
        description:
          'Typo-tolerant, brand-aware search (exact, then prefix, then fuzzy) when q is given; ' +
          'otherwise the filtered database sorted by name. limit defaults to 20 and is capped ' +
          'by maxSearchResults for the environment of the Host (SPEC §9: 100 in production, 50 ' +
          'on localhost or staging).',
        querystring: drugSearchQuerySchema,
        response: { 200: drugSearchResponseSchema },
      },
    },
    async (request) => {
      const response = searchDrugs(kb, request.query, maxSearchResultsFor(request.hostname));
      const event = searchEventProperties(kb, request.query, response);
      if (event) events.record('drug.search', event, eventContext(request));
      return response;
    },
  );

  r.get(
    '/api/drugs/classes',
    {
      preHandler: app.requireUser,
      schema: { tags: ['drugs'], response: { 200: drugClassesResponseSchema } },
    },
    async () => listDrugClasses(kb),
  );

  r.get(
    '/api/drugs/names',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['drugs'],
        description:
          'Every drug’s id, RxCUI, names, brands, synonyms, class and routes with the ' +
          'knowledge-base version: the browser keeps it to search drug names offline. ' +
          'ETag "<version>/<drug count>": a browser holding that copy sends If-None-Match and ' +
          'gets 304 with no body, so the list crosses the wire once per knowledge version.',
        response: {
          200: drugNameIndexSchema,
          304: z.null().describe('Not modified: the copy named by If-None-Match is current.'),
        },
      },
    },
    async (request, reply) => {
      const index = drugNameIndex(kb);
      const tag = drugNameIndexTag(index);
      void reply.header('etag', tag);
      const held = request.headers['if-none-match'];
      if (held && held.split(',').some((t) => t.trim() === tag)) return reply.code(304).send(null);
      return index;
    },
  );

  r.get(
    '/api/drugs/id/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['drugs'],
        description: 'The monograph by drug id, for the few records without an RxCUI.',
        params: drugIdParamsSchema,
        response: { 200: drugDetailSchema },
      },
    },
    async (request) => {
      const detail = getDrugById(kb, request.params.id);
      events.record('drug.view', { drugId: detail.id }, eventContext(request));
      return detail;
    },
  );

  r.get(
    '/api/drugs/:rxcui',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['drugs'],
        description: 'The full drug record and the curated interactions involving it.',
        params: rxcuiParamsSchema,
        response: { 200: drugDetailSchema },
      },
    },
    async (request) => {
      const detail = getDrugByRxcui(kb, request.params.rxcui);
      events.record('drug.view', { drugId: detail.id }, eventContext(request));
      return detail;
    },
  );
}
