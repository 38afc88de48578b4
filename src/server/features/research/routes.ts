import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cohortCriteriaSchema,
  cohortQuerySchema,
  cohortResponseSchema,
} from '../../../core/analytics';
import type { FeatureDeps } from '../../lib/feature-deps';
import { createPatientPrivacy } from '../../lib/patient-privacy';
import { addServerTiming } from '../../lib/server-timing';
import { repairCohortFacts } from '../../lib/cohort-facts';
import { CohortAggregateCache } from './cohort-cache';
import { EXPORT_PARTS, exportCohort, queryCohort, type ResearchContext } from './service';

/** /research: the de-identified cohort builder (SPEC §2: researcher and oncologist). */
export async function researchRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: ResearchContext = {
    db: deps.db.db,
    kb: deps.knowledge,
    privacy: createPatientPrivacy(deps.secrets),
    now: deps.now,
    aggregates: new CohortAggregateCache(),
  };
  addServerTiming(app);
  // Backfill: cohort facts for every patient written before they existed (or by a bulk load).
  // In the background: queries repair their own institution first, so none waits on this.
  app.addHook('onReady', async () => {
    repairCohortFacts(ctx.db, null).then(
      ({ repaired }) => {
        if (repaired > 0) app.log.info({ repaired }, 'cohort facts backfilled');
      },
      (error: unknown) => app.log.warn({ err: error }, 'cohort facts backfill failed'),
    );
  });
  // Role checked on request: a refused or anonymous call is answered before its body is parsed.
  const guard = { onRequest: app.requireRoute('/research') };

  r.post(
    '/api/research/cohort',
    {
      ...guard,
      schema: {
        tags: ['research'],
        description:
          "Subjects of the caller's institution matching every criterion given (condition by " +
          'ICD-10 prefix or clinical words, stage group, drug as the interaction checker resolves ' +
          'it, phenotype as the CPIC engine reads the stored result, a lab range within a window, ' +
          'an age band): the count, breakdowns and a page of de-identified subjects. Counts of 1 ' +
          'to 4 are "<5"; a cohort of 1 to 4 shows nothing more. Audited.',
        body: cohortQuerySchema,
        response: { 200: cohortResponseSchema },
      },
    },
    async (request) => queryCohort(ctx, request, request.body),
  );

  r.post(
    '/api/research/cohort/export',
    {
      ...guard,
      schema: {
        tags: ['research'],
        description:
          'The same cohort as CSV: part=counts (every breakdown, "<5" for small cells) or ' +
          'part=subjects (one de-identified row per subject, shifted dates; refused, 409, for ' +
          'fewer than 5 subjects). Audited, with one row per subject exported.',
        querystring: z.object({ part: z.enum(EXPORT_PARTS).default('counts') }).strict(),
        body: z.object({ criteria: cohortCriteriaSchema }).strict(),
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const csv = await exportCohort(ctx, request, request.body.criteria, request.query.part);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.filename}"`)
        .send(csv.body);
    },
  );
}
