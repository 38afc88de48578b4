import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cdsServiceRequestSchema,
  feedbackRequestSchema,
  findService,
  type CdsServiceDefinition,
} from '../../../core/cds-hooks';
import { createAlertEvaluator } from '../../lib/alert-evaluator';
import { allowedOrigins } from '../../lib/fhir-origins';
import type { FeatureDeps } from '../../lib/feature-deps';
import { addServerTiming } from '../../lib/server-timing';
import { sendError } from '../../plugins/errors';
import { PreconditionFailed } from './fhir-data';
import {
  cardsResponseSchema,
  discoveryResponseSchema,
  feedbackResponseSchema,
  serviceIdParams,
} from './schemas';
import { CdsClientVerifier, type CdsCaller } from './security';
import { callService, discovery, recordFeedback, type CdsHooksContext } from './service';

/** A service call carries a whole patient's prefetch: more than the API's 1 MB default. */
const SERVICE_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * CDS Hooks 2.0 (issue 14): discovery (open), the three services and their feedback endpoints,
 * each call authenticated by the client's signed JWT (see security.ts). Browser-based CDS clients
 * (the CDS Hooks sandbox) call across origins, so these routes answer CORS; no cookie or ambient
 * credential is ever read here, only the bearer JWT.
 */
export async function cdsHooksRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const env = deps.env;
  const publicUrl = (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/+$/, '');
  const ctx: CdsHooksContext = {
    db: deps.db.db,
    kb: deps.knowledge,
    evaluate: deps.alertEvaluator ?? createAlertEvaluator(deps.knowledge),
    now: deps.now,
    publicUrl,
    smartLaunchUrl: env.CDS_HOOKS_SMART_LAUNCH_URL ?? null,
    fhirOrigins: allowedOrigins(env.FHIR_BASE_URL, env.FHIR_ALLOWED_URLS),
  };
  const verifier = new CdsClientVerifier({
    clients: env.CDS_CLIENTS,
    allowUnauthenticated: env.CDS_HOOKS_ALLOW_UNAUTHENTICATED,
    db: deps.db.db,
    now: deps.now,
  });
  if (env.CDS_HOOKS_ALLOW_UNAUTHENTICATED) {
    app.log.warn(
      'CDS Hooks: CDS_HOOKS_ALLOW_UNAUTHENTICATED=true, so service calls are answered without a verified client JWT. Use this for sandboxes only.',
    );
  } else if (env.CDS_CLIENTS.length === 0) {
    app.log.info(
      'CDS Hooks: no CDS_CLIENTS configured; /cds-services lists the services, and every service call is refused (401) until a client is configured.',
    );
  }

  addServerTiming(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', 'x-request-id, server-timing');
  });
  app.options('/cds-services', { schema: { hide: true } }, preflight);
  app.options('/cds-services/*', { schema: { hide: true } }, preflight);

  const callers = new WeakMap<FastifyRequest, CdsCaller>();
  const services = new WeakMap<FastifyRequest, CdsServiceDefinition>();
  /** onRequest: unknown service 404, then the JWT for this endpoint's URL, before the body is read. */
  const authenticate =
    (feedback: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
      const id = (request.params as { id?: string }).id ?? '';
      const service = findService(id);
      if (!service) return sendError(reply, 404, 'not_found', `No CDS service ${id}`);
      services.set(request, service);
      const url = `${publicUrl}/cds-services/${service.id}`;
      const audience = feedback ? [`${url}/feedback`, url] : [url];
      callers.set(request, await verifier.verify(request.headers.authorization, audience));
    };
  const meta = (request: FastifyRequest) => ({ requestId: String(request.id), ip: request.ip });
  const tags = ['cds-hooks'];

  r.get(
    '/cds-services',
    {
      schema: {
        tags,
        description:
          'CDS Hooks discovery: the services (order-select, order-sign, patient-view) with their prefetch templates. Open: no JWT needed.',
        response: { 200: discoveryResponseSchema },
      },
    },
    async () => discovery(),
  );

  r.post(
    '/cds-services/:id',
    {
      bodyLimit: SERVICE_BODY_LIMIT,
      onRequest: authenticate(false),
      schema: {
        tags,
        description:
          'Calls a CDS service with the hook context and prefetch (or fhirServer + fhirAuthorization). Needs a JWT signed by a client in CDS_CLIENTS, aud = this URL. Answers 412 when the patient, medications or allergies can be neither read from prefetch nor fetched.',
        params: serviceIdParams,
        body: cdsServiceRequestSchema,
        response: { 200: cardsResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        return await callService(
          ctx,
          services.get(request)!,
          request.body,
          callers.get(request)!,
          meta(request),
        );
      } catch (error) {
        if (error instanceof PreconditionFailed) {
          return sendError(reply, 412, 'precondition_failed', error.message);
        }
        throw error;
      }
    },
  );

  r.post(
    '/cds-services/:id/feedback',
    {
      onRequest: authenticate(true),
      schema: {
        tags,
        description:
          'CDS Hooks feedback: accepted suggestions or an override (with a reason) for cards this service issued to the calling client; stored and counted in analytics.',
        params: serviceIdParams,
        body: feedbackRequestSchema,
        response: { 200: feedbackResponseSchema },
      },
    },
    async (request) =>
      recordFeedback(
        ctx,
        services.get(request)!,
        request.body.feedback,
        callers.get(request)!,
        meta(request),
      ),
  );
}

async function preflight(_request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(204)
    .header('access-control-allow-methods', 'GET, POST, OPTIONS')
    .header('access-control-allow-headers', 'authorization, content-type')
    .header('access-control-max-age', '600')
    .send();
}
