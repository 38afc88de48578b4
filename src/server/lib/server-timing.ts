import type { FastifyInstance } from 'fastify';

/**
 * Adds `Server-Timing: app;dur=<ms>` to every reply of the plugin scope: the time from receipt to
 * a serialised reply (auth, work, serialisation), so the client and the benchmark can tell server
 * time from network time (the search target is a p95 under 10 ms at the server).
 */
export function addServerTiming(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
  });
}
