import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../lib/feature-deps';
import {
  careSessionListSchema,
  careSessionSchema,
  sessionIdParams,
  sessionListQuerySchema,
  startSessionSchema,
} from './schemas';
import { endSession, listSessions, startSession, type CareSessionsContext } from './service';

/** Care sessions: start one for a patient, end it, list one's own (issue 11, SPEC §4). */
export async function careSessionRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: CareSessionsContext = { db: deps.db.db, now: deps.now };
  const tags = ['care-sessions'];
  // Authenticate on request: an anonymous call is a 401 before its body is even parsed.
  const signedIn = { onRequest: app.requireUser };

  r.post(
    '/api/care-sessions',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Starts a care session with a patient of the institution; an open session of the same ' +
          'clinician with the same patient is returned (200) instead of a second one (201).',
        body: startSessionSchema,
        response: { 200: careSessionSchema, 201: careSessionSchema },
      },
    },
    async (request, reply) => {
      const { session, created } = await startSession(ctx, request, request.body.patientId);
      return reply.status(created ? 201 : 200).send(session);
    },
  );

  r.post(
    '/api/care-sessions/:id/end',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'Ends one of the caller’s sessions: stamps its end time.',
        params: sessionIdParams,
        response: { 200: careSessionSchema },
      },
    },
    async (request) => endSession(ctx, request, request.params.id),
  );

  r.get(
    '/api/care-sessions',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'The caller’s care sessions, newest first; active=true for open ones only.',
        querystring: sessionListQuerySchema,
        response: { 200: careSessionListSchema },
      },
    },
    async (request) => listSessions(ctx, request, request.query.active),
  );
}
