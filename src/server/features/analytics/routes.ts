import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANALYTICS_CSV_SECTIONS, analyticsSummarySchema } from '../../../core/analytics';
import { bufferedEvents } from '../../lib/events';
import type { FeatureDeps } from '../../lib/feature-deps';
import {
  analyticsCsvQuerySchema,
  analyticsQuerySchema,
  pushSubscriptionSchema,
  pwaInstallSchema,
} from './schemas';
import { ruleOverrides, ruleOverridesResponseSchema } from './rule-overrides';
import {
  analyticsCsv,
  analyticsSummary,
  recordPwaInstall,
  savePushSubscription,
  type AnalyticsContext,
} from './service';

/**
 * /analytics (SPEC §2: oncologist, pharmacist, researcher, enforced with the route table) and the
 * browser-only calls of SPEC §7 (any signed-in user: push subscription, install analytics).
 */
export async function analyticsRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: AnalyticsContext = {
    db: deps.db.db,
    kb: deps.knowledge,
    events: bufferedEvents(app, deps.db.db),
    now: deps.now,
    sealKey: deps.secrets.encryptionKey,
  };
  const guard = app.requireRoute('/analytics');

  r.get(
    '/api/analytics',
    {
      preValidation: guard,
      schema: {
        tags: ['analytics'],
        description:
          "Counts of the caller's institution over a range of UTC days (from, to: YYYY-MM-DD, " +
          'both included; the last 30 days by default, at most 366): alerts raised by severity ' +
          'per day (per ISO week beyond 92 days), acknowledgement and override rates with their ' +
          'reasons, interaction checks, most searched drugs, phenotypes computed, CDS Hooks ' +
          'card outcomes and feedback by type. All counted from recorded events; none invented.',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSummarySchema },
      },
    },
    async (request) => analyticsSummary(ctx, request.authUser!, request.query),
  );

  r.get(
    '/api/analytics/alert-rules',
    {
      preValidation: guard,
      schema: {
        tags: ['analytics'],
        description:
          "Each alert rule's fire count, override rate and override reasons in the caller's " +
          'institution over a range of UTC days (as /api/analytics), rules overridden more than ' +
          '90% of the time first (van der Sijs et al., JAMIA 2006, doi:10.1197/jamia.M1809).',
        querystring: analyticsQuerySchema,
        response: { 200: ruleOverridesResponseSchema },
      },
    },
    async (request) => ruleOverrides(ctx, request.authUser!, request.query),
  );

  r.get(
    '/api/analytics/export.csv',
    {
      preValidation: guard,
      schema: {
        tags: ['analytics'],
        description: `The table behind one chart as CSV: section is one of ${ANALYTICS_CSV_SECTIONS.join(', ')}.`,
        querystring: analyticsCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const csv = await analyticsCsv(ctx, request.authUser!, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.filename}"`)
        .send(csv.body);
    },
  );

  r.post(
    '/api/push/subscribe',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['push'],
        description:
          "Stores the browser's Web Push subscription (PushSubscription.toJSON()) for the " +
          'signed-in user; the same endpoint again replaces it. Sealed at rest. 204 on success.',
        body: pushSubscriptionSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await savePushSubscription(ctx, request.authUser!, request.body, String(request.id));
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/analytics/pwa-install',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['analytics'],
        description:
          'Counts an app install (timestamp, userAgent, platform) as an event of the ' +
          "user's institution carrying the operating-system family only. 204 on success.",
        body: pwaInstallSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await recordPwaInstall(ctx, request.authUser!, request.body);
      return reply.code(204).send(null);
    },
  );
}
