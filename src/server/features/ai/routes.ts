import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAlertEvaluator } from '../../lib/alert-evaluator';
import type { FeatureDeps } from '../../lib/feature-deps';
import { createPatientPrivacy } from '../../lib/patient-privacy';
import { sendError } from '../../plugins/errors';
import { institutionInsights, insightPatients, type InsightsContext } from './insights';
import { languageModelFrom } from './llm';
import {
  acceptBodySchema,
  acceptResponseSchema,
  drilldownQuerySchema,
  drilldownResponseSchema,
  generatedResponseSchema,
  insightsResponseSchema,
  patientIdParams,
  questionBodySchema,
  recommendationsResponseSchema,
  statusResponseSchema,
} from './schemas';
import {
  acceptRecommendation,
  AiError,
  answerQuestion,
  getRecommendations,
  languageModelStatus,
  narrative,
  type AiContext,
} from './service';

/** A language-model failure keeps its own status (502, 503, 504) in the one JSON error shape. */
async function orAiError<T>(
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AiError) return sendError(reply, error.status, error.code, error.message);
    throw error;
  }
}

/** `/ai` recommendations and the language model, and `/ai-insights` (issue 15). */
export async function aiRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const privacy = createPatientPrivacy(deps.secrets);
  const ctx: AiContext = {
    db: deps.db.db,
    kb: deps.knowledge,
    privacy,
    evaluate: deps.alertEvaluator ?? createAlertEvaluator(deps.knowledge),
    llm: languageModelFrom(deps.env),
    now: deps.now,
  };
  const insights: InsightsContext = { db: deps.db.db, kb: deps.knowledge, privacy, now: deps.now };
  const tags = ['ai'];
  // Authenticate on request: an anonymous call is a 401 before its body is even parsed.
  const signedIn = { onRequest: app.requireUser };

  r.get(
    '/api/patients/:id/recommendations',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Explainable recommendations for the patient, computed now from the alert engine’s ' +
          'findings and the knowledge base: action, reasoning, sources and the alerts each ' +
          'resolves, ranked by severity then evidence, at the caller’s role’s alert levels.',
        params: patientIdParams,
        response: { 200: recommendationsResponseSchema },
      },
    },
    async (request) => getRecommendations(ctx, request, request.params.id),
  );

  r.post(
    '/api/patients/:id/recommendations/accept',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Records that the caller (a role that may change medications) accepts a recommendation ' +
          'for the patient, with the alerts it resolves. The change it offers is made through ' +
          'the medication endpoint or the regimen calculator.',
        params: patientIdParams,
        body: acceptBodySchema,
        response: { 201: acceptResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await acceptRecommendation(ctx, request, request.params.id, request.body)),
  );

  r.get(
    '/api/ai/status',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Whether a language model is configured (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY).',
        response: { 200: statusResponseSchema },
      },
    },
    async () => languageModelStatus(ctx),
  );

  r.post(
    '/api/patients/:id/recommendations/narrative',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'A generated summary of the patient’s recommendations from the configured language ' +
          'model, given only computed facts with ids (no identifiers); shown only when it cites ' +
          'them. 503 when no model is configured, 502 when it fails or cites wrongly, 504 on timeout.',
        params: patientIdParams,
        response: { 200: generatedResponseSchema },
      },
    },
    async (request, reply) => orAiError(reply, () => narrative(ctx, request, request.params.id)),
  );

  r.post(
    '/api/patients/:id/ask',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'A plain-language question about the patient answered by the language model from ' +
          'retrieved knowledge-base records and the patient’s computed alerts only, with citations.',
        params: patientIdParams,
        body: questionBodySchema,
        response: { 200: generatedResponseSchema },
      },
    },
    async (request, reply) =>
      orAiError(reply, () =>
        answerQuestion(ctx, request, request.params.id, request.body.question),
      ),
  );

  r.get(
    '/api/ai-insights',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Population insights for the caller’s institution, computed now: actionable ' +
          'pharmacogenomic results, the most frequent alerts, unacknowledged critical alerts by ' +
          'age, abnormal pre-treatment labs and anthracycline headroom.',
        response: { 200: insightsResponseSchema },
      },
    },
    async (request) => institutionInsights(insights, request),
  );

  r.get(
    '/api/ai-insights/patients',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'The patients behind one insight (at most 200), labelled as the patient list labels ' +
          'them for the caller’s role; each patient listed is audited.',
        querystring: drilldownQuerySchema,
        response: { 200: drilldownResponseSchema },
      },
    },
    async (request) => insightPatients(insights, request, request.query.section, request.query.key),
  );
}
