import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAlertEvaluator } from '../../lib/alert-evaluator';
import type { FeatureDeps } from '../../lib/feature-deps';
import { createPatientPrivacy } from '../../lib/patient-privacy';
import { buildPrecisionKnowledge } from '../../lib/precision-knowledge';
import {
  administerSchema,
  administrationQueueSchema,
  createPlanSchema,
  cycleParams,
  discontinueSchema,
  holdSchema,
  modifySchema,
  orderParams,
  patientIdParams,
  planIdParams,
  planListSchema,
  planViewSchema,
  releaseSchema,
  verificationQueueSchema,
  verifySchema,
} from './schemas';
import {
  administerOrder,
  administrationQueue,
  createPlan,
  discontinuePlan,
  holdOrder,
  getPlan,
  listPlans,
  modifyOrder,
  releaseCycle,
  signPlan,
  verificationQueue,
  verifyCycle,
  type PlansContext,
} from './service';

/**
 * Treatment plans (issue 19): the pinned endpoints of the chemotherapy order lifecycle. Anyone
 * signed in reads the institution's plans (de-identified for researcher and student); writes
 * follow the roles each function names. Another institution's patient or plan is a 404.
 */
export async function treatmentPlanRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: PlansContext = {
    db: deps.db.db,
    kb: deps.knowledge,
    precision: buildPrecisionKnowledge(deps.knowledge),
    privacy: createPatientPrivacy(deps.secrets),
    evaluate: deps.alertEvaluator ?? createAlertEvaluator(deps.knowledge),
    now: deps.now,
  };
  const tags = ['treatment-plans'];
  const signedIn = { onRequest: app.requireUser };
  const plan = { 200: planViewSchema };

  r.post(
    '/api/patients/:id/treatment-plans',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Starts a treatment plan from a regimen, dosed from the record (canPrescribe). Doses from ' +
          'the latest height, weight and creatinine; rounding to listed strengths within ' +
          'doseRoundingPercent; the regimen’s treatment parameters per cycle.',
        params: patientIdParams,
        body: createPlanSchema,
        response: { 201: planViewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPlan(ctx, request, request.params.id, request.body)),
  );

  r.get(
    '/api/patients/:id/treatment-plans',
    { ...signedIn, schema: { tags, params: patientIdParams, response: { 200: planListSchema } } },
    async (request) => listPlans(ctx, request, request.params.id),
  );

  r.get(
    '/api/treatment-plans/:planId',
    { ...signedIn, schema: { tags, params: planIdParams, response: plan } },
    async (request) => getPlan(ctx, request, request.params.planId),
  );

  r.post(
    '/api/treatment-plans/:planId/sign',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'Signs the orders of the plan’s next cycle (canPrescribe).',
        params: planIdParams,
        response: plan,
      },
    },
    async (request) => signPlan(ctx, request, request.params.planId),
  );

  r.post(
    '/api/treatment-plans/:planId/cycles/:n/verify',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Independent dose verification (pharmacist, or an oncologist who did not sign). A variance ' +
          'over 5% is a 409 naming the order unless acceptVarianceReason is sent.',
        params: cycleParams,
        body: verifySchema,
        response: plan,
      },
    },
    async (request) => verifyCycle(ctx, request, request.params.planId, request.params.n, request.body),
  );

  r.post(
    '/api/treatment-plans/:planId/cycles/:n/release',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Releases a due cycle when every treatment parameter is met; an unmet or missing one is a ' +
          '409 naming each, unless an oncologist sends overrideReason.',
        params: cycleParams,
        body: releaseSchema,
        response: plan,
      },
    },
    async (request) =>
      releaseCycle(ctx, request, request.params.planId, request.params.n, request.body ?? {}),
  );

  r.post(
    '/api/treatment-plans/:planId/orders/:orderId/administer',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Records an administration of a verified order of a released cycle (nurse, oncologist); ' +
          'the dose given joins the treatment history with its regimen and cycle.',
        params: orderParams,
        body: administerSchema,
        response: plan,
      },
    },
    async (request) =>
      administerOrder(ctx, request, request.params.planId, request.params.orderId, request.body),
  );

  r.post(
    '/api/treatment-plans/:planId/orders/:orderId/modify',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'Changes an order to a percentage of the full dose, with the reason (canPrescribe).',
        params: orderParams,
        body: modifySchema,
        response: plan,
      },
    },
    async (request) =>
      modifyOrder(ctx, request, request.params.planId, request.params.orderId, request.body),
  );

  for (const [verb, hold] of [['hold', true], ['unhold', false]] as const) {
    r.post(
      `/api/treatment-plans/:planId/orders/:orderId/${verb}`,
      {
        ...signedIn,
        schema: {
          tags,
          description: hold
            ? 'Holds one signed or verified order, with the reason (canPrescribe); 409 from any other status.'
            : 'Returns a held order to signed, to be verified again (canPrescribe); 409 unless held.',
          params: orderParams,
          body: holdSchema,
          response: plan,
        },
      },
      async (request) =>
        holdOrder(ctx, request, request.params.planId, request.params.orderId, request.body, hold),
    );
  }

  r.post(
    '/api/treatment-plans/:planId/discontinue',
    {
      ...signedIn,
      schema: { tags, params: planIdParams, body: discontinueSchema, response: plan },
    },
    async (request) => discontinuePlan(ctx, request, request.params.planId, request.body),
  );

  r.get(
    '/api/verification-queue',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'The institution’s signed cycles awaiting verification (pharmacist, oncologist).',
        response: { 200: verificationQueueSchema },
      },
    },
    async (request) => verificationQueue(ctx, request),
  );

  r.get(
    '/api/administration-queue',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'Released cycles due by today with verified orders (nurse, oncologist).',
        response: { 200: administrationQueueSchema },
      },
    },
    async (request) => administrationQueue(ctx, request),
  );
}
