import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  trialDetailQuerySchema,
  trialDetailSchema,
  trialMatchQuerySchema,
  trialMatchSchema,
  trialParamsSchema,
  trialSearchQuerySchema,
  trialSearchResponseSchema,
} from '../../../core/trials';
import type { FeatureDeps } from '../../lib/feature-deps';
import { createPatientPrivacy } from '../../lib/patient-privacy';
import { addServerTiming } from '../../lib/server-timing';
import { createCtgovClient } from './ctgov-client';
import { getTrial, matchTrial, searchTrials, type TrialsContext } from './service';

/**
 * Every call here goes out to the registry, whose address all users share: each user gets a
 * tenth of the app's per-minute allowance on these routes (60 a minute by default), on top of
 * the global limit, so that one busy user cannot get the server throttled for everyone.
 */
export function trialsRatePerMinute(appPerMinute: number): number {
  return Math.max(1, Math.floor(appPerMinute / 10));
}

/** ClinicalTrials.gov search, study and patient match (issue 14). Any signed-in role. */
export async function trialRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: TrialsContext = {
    db: deps.db.db,
    kb: deps.knowledge,
    privacy: createPatientPrivacy(deps.secrets),
    ctgov: createCtgovClient({ baseUrl: deps.env.CTGOV_API_URL }),
    now: deps.now,
  };
  addServerTiming(app);
  const tags = ['trials'];
  // Authenticate on request: an anonymous call is a 401 before its parameters are read.
  const common = {
    onRequest: app.requireRoute('/trials'),
    config: {
      rateLimit: { max: trialsRatePerMinute(deps.env.RATE_LIMIT_PER_MINUTE), timeWindow: 60_000 },
    },
  };

  r.get(
    '/api/trials',
    {
      ...common,
      schema: {
        tags,
        description:
          'Searches ClinicalTrials.gov (API v2) live by condition, other terms, intervention, ' +
          'overall status, phase and location. Page on with the registry’s own nextPageToken and ' +
          'the same parameters. 503 when the registry cannot be reached, 502 when it answers ' +
          'with an error; nothing is cached or made up.',
        querystring: trialSearchQuerySchema,
        response: { 200: trialSearchResponseSchema },
      },
    },
    async (request) => searchTrials(ctx, request.query),
  );

  r.get(
    '/api/trials/:nctId',
    {
      ...common,
      schema: {
        tags,
        description:
          'One study from ClinicalTrials.gov with its eligibility text as registered and its ' +
          'sites, those matching `location` first.',
        params: trialParamsSchema,
        querystring: trialDetailQuerySchema,
        response: { 200: trialDetailSchema },
      },
    },
    async (request) => getTrial(ctx, request.params.nctId, request.query.location),
  );

  r.get(
    '/api/trials/:nctId/match',
    {
      ...common,
      schema: {
        tags,
        description:
          'Compares one study with a patient of the caller’s institution: conditions (active ' +
          'disease only), age and sex from the registry’s structured fields; stage, disease ' +
          'status, prior therapy by drug or class, the number of prior lines and biomarkers ' +
          'read from the eligibility text and judged on the structured record (issue 20). Each ' +
          'criterion is met, not met or unknown with the reason naming the fact used, and lists ' +
          'the text rules it judged in `findings`. Unknown when the record lacks the fact. ' +
          'De-identified for researchers and students; audited.',
        params: trialParamsSchema,
        querystring: trialMatchQuerySchema,
        response: { 200: trialMatchSchema },
      },
    },
    async (request) => matchTrial(ctx, request, request.params.nctId, request.query.patientId),
  );
}
