import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../lib/feature-deps';
import { createPatientPrivacy } from '../../lib/patient-privacy';
import { sendError } from '../../plugins/errors';
import { createCollaborationBus } from './bus';
import {
  commentParams,
  deidentifyCheckResultSchema,
  deidentifyCheckSchema,
  shareSchema,
  commentSchema,
  createCommentSchema,
  createThreadSchema,
  markReadSchema,
  memberListSchema,
  memberQuerySchema,
  notificationListSchema,
  notificationQuerySchema,
  streamQuerySchema,
  threadDetailSchema,
  threadIdParams,
  threadListQuerySchema,
  threadListSchema,
  ticketSchema,
  unreadCountSchema,
} from './schemas';
import {
  addComment,
  checkDeidentified,
  createThread,
  shareDeidentified,
  getThread,
  getUnreadCount,
  issueStreamTicket,
  listNotifications,
  listThreads,
  markNotificationsRead,
  redeemStreamTicket,
  searchMembers,
  setThreadStatus,
  type CollaborationContext,
} from './service';
import { StreamHub } from './streams';

/** SPEC §9 realtime heartbeat: 25 s. */
const HEARTBEAT_MS = 25_000;
const SESSION_CHECK_MS = 60_000;

/**
 * /collaboration (issue 15): case discussions within an institution, their notifications, and
 * the live event stream. Every route is open to every signed-in role (SPEC §2); what a role sees
 * of the patient differs (service.ts).
 */
export async function collaborationRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bus = createCollaborationBus(deps.db, app.log);
  await bus.start();
  const ctx: CollaborationContext = {
    db: deps.db.db,
    kb: deps.knowledge,
    privacy: createPatientPrivacy(deps.secrets),
    bus,
    now: deps.now,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    log: app.log,
  };
  const hub = new StreamHub(deps.db.db, bus, {
    // The idle-connection timeout must never see a quiet stream.
    heartbeatMs: Math.min(HEARTBEAT_MS, Math.floor(deps.env.CONNECTION_TIMEOUT_MS / 2)),
    sessionCheckMs: SESSION_CHECK_MS,
  });
  // Streams end before the server waits for its connections to close, so shutdown is prompt;
  // the browsers reconnect (to another instance behind a load balancer) and replay.
  app.addHook('preClose', async () => hub.closeAll('shutdown'));
  app.addHook('onClose', async () => {
    hub.dispose();
    await bus.close();
  });

  const tags = ['collaboration'];
  // The /collaboration page's rule, checked on request: an anonymous call is a 401 before its body.
  const guard = { onRequest: app.requireRoute('/collaboration') };

  r.get(
    '/api/collaboration/threads',
    {
      ...guard,
      schema: {
        tags,
        description:
          'The institution’s case discussions, latest activity first, 25 a page: open or ' +
          'resolved, started or joined by the caller (mine), or mentioning the caller.',
        querystring: threadListQuerySchema,
        response: { 200: threadListSchema },
      },
    },
    async (request) => listThreads(ctx, request, request.query),
  );

  r.post(
    '/api/collaboration/threads',
    {
      ...guard,
      schema: {
        tags,
        description:
          'Starts a discussion on a patient of the caller’s institution with its first comment; ' +
          'mentioned colleagues are notified.',
        body: createThreadSchema,
        response: { 201: threadDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createThread(ctx, request, request.body)),
  );

  r.get(
    '/api/collaboration/threads/:id',
    {
      ...guard,
      schema: {
        tags,
        description:
          'One discussion with its case header and every comment; marks the caller’s ' +
          'notifications of it read.',
        params: threadIdParams,
        response: { 200: threadDetailSchema },
      },
    },
    async (request) => getThread(ctx, request, request.params.id),
  );

  r.post(
    '/api/collaboration/threads/:id/comments',
    {
      ...guard,
      schema: {
        tags,
        description:
          'Adds a comment to an open discussion; notifies the colleagues it mentions and the ' +
          'others taking part.',
        params: threadIdParams,
        body: createCommentSchema,
        response: { 201: commentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addComment(ctx, request, request.params.id, request.body)),
  );

  r.put(
    '/api/collaboration/threads/:id/shared-title',
    {
      ...guard,
      schema: {
        tags,
        description:
          'Shares (text) or withdraws (null) the de-identified title researchers and students ' +
          'read; only its opener. A 400 lists every identifier the PHI scrubber still finds.',
        params: threadIdParams,
        body: shareSchema,
        response: { 200: threadDetailSchema },
      },
    },
    async (request) =>
      shareDeidentified(ctx, request, { threadId: request.params.id }, request.body.text),
  );

  r.put(
    '/api/collaboration/threads/:id/comments/:commentId/shared',
    {
      ...guard,
      schema: {
        tags,
        description:
          'Shares (text) or withdraws (null) the de-identified version of one’s own comment ' +
          'for researchers and students. A 400 lists every identifier still found.',
        params: commentParams,
        body: shareSchema,
        response: { 200: threadDetailSchema },
      },
    },
    async (request) =>
      shareDeidentified(
        ctx,
        request,
        { threadId: request.params.id, commentId: request.params.commentId },
        request.body.text,
      ),
  );

  r.post(
    '/api/collaboration/deidentify-check',
    {
      ...guard,
      schema: {
        tags,
        description:
          'The identifiers the PHI scrubber finds in a draft de-identified version, with where ' +
          'they are (clinicians only; nothing is stored).',
        body: deidentifyCheckSchema,
        response: { 200: deidentifyCheckResultSchema },
      },
    },
    async (request) => checkDeidentified(ctx, request, request.body),
  );

  for (const [action, status] of [
    ['resolve', 'resolved'],
    ['reopen', 'open'],
  ] as const) {
    r.post(
      `/api/collaboration/threads/:id/${action}`,
      {
        ...guard,
        schema: {
          tags,
          description: `${action === 'resolve' ? 'Resolves' : 'Reopens'} a discussion (its opener, or an oncologist, pharmacist or nurse).`,
          params: threadIdParams,
          response: { 200: threadDetailSchema },
        },
      },
      async (request) => setThreadStatus(ctx, request, request.params.id, status),
    );
  }

  r.get(
    '/api/collaboration/members',
    {
      ...guard,
      schema: {
        tags,
        description: 'Active colleagues of the caller’s institution by name, for @mentions.',
        querystring: memberQuerySchema,
        response: { 200: memberListSchema },
      },
    },
    async (request) => searchMembers(ctx, request, request.query.q),
  );

  r.get(
    '/api/collaboration/notifications',
    {
      ...guard,
      schema: {
        tags,
        description:
          'The caller’s latest 50 mentions and replies, the unread count, and whether they are ' +
          'also e-mailed.',
        querystring: notificationQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request) => listNotifications(ctx, request, request.query.unread === 'true'),
  );

  r.get(
    '/api/collaboration/notifications/unread-count',
    {
      ...guard,
      schema: { tags, response: { 200: unreadCountSchema } },
    },
    async (request) => getUnreadCount(ctx, request),
  );

  r.post(
    '/api/collaboration/notifications/read',
    {
      ...guard,
      schema: {
        tags,
        description: 'Marks notifications read: by id, all of one discussion, or all.',
        body: markReadSchema,
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => markNotificationsRead(ctx, request, request.body),
  );

  r.post(
    '/api/collaboration/stream-tickets',
    {
      ...guard,
      schema: {
        tags,
        description:
          'A single-use ticket, valid 30 seconds, that opens one event stream ' +
          '(EventSource cannot send the Authorization header).',
        response: { 201: ticketSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await issueStreamTicket(ctx, request)),
  );

  r.get(
    '/api/collaboration/stream',
    {
      schema: {
        tags,
        description:
          'Server-sent events for the ticket’s user: discussions created, resolved or reopened ' +
          'and comments in the institution, and the user’s own notifications (ids only; read ' +
          'them through the API). Last-Event-ID (header, or lastEventId for a new EventSource) ' +
          'replays what was missed.',
        querystring: streamQuerySchema,
      },
    },
    async (request, reply) => {
      const user = await redeemStreamTicket(ctx, request.query.ticket);
      if (!user) {
        return sendError(
          reply,
          401,
          'unauthorized',
          'This stream ticket is unknown, used or expired; request a new one',
        );
      }
      const header = request.headers['last-event-id'];
      const candidates = [
        typeof header === 'string' ? header : undefined,
        request.query.lastEventId,
      ]
        .filter((v): v is string => v !== undefined && /^\d{1,15}$/.test(v))
        .map(Number);
      const lastEventId = candidates.length > 0 ? Math.max(...candidates) : null;

      reply.hijack();
      const res = reply.raw;
      // Headers the hooks have set so far (security headers, request id) go out with the stream;
      // nothing compresses or buffers it (text/event-stream is not a compressible type).
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) res.setHeader(name, value as string | number | string[]);
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-accel-buffering': 'no',
        'x-request-id': String(request.id),
        connection: 'keep-alive',
      });
      res.flushHeaders();
      request.raw.socket.setNoDelay(true);
      try {
        await hub.open(res, user, lastEventId);
      } catch (error) {
        request.log.error({ err: error }, 'collaboration: stream failed to open');
        if (!res.writableEnded) res.end();
      }
    },
  );
}
