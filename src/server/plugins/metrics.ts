import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../db/client';
import type { MetricsExposure } from '../config';
import {
  bearerMatches,
  createAppMetrics,
  STATIC_ROUTE,
  UNMATCHED_ROUTE,
  type AppMetrics,
} from '../lib/metrics';
import { sendError } from './errors';
import { isApiPath } from './spa';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics, or null when /metrics is off (METRICS_TOKEN and METRICS_PORT unset). */
    metrics: AppMetrics | null;
  }
}

const UNAUTHORIZED = 'Metrics need Authorization: Bearer <METRICS_TOKEN>';

/**
 * Counts every answered request by route pattern and times it (except event streams, which last
 * as long as the client stays), and serves GET /metrics on the app's port when a token guards it.
 * Off, nothing is counted and /metrics is a 404.
 */
export async function registerMetrics(
  app: FastifyInstance,
  opts: { exposure: MetricsExposure; db: DbHandle },
): Promise<void> {
  if (opts.exposure.kind === 'off') {
    app.decorate('metrics', null);
    return;
  }
  const metrics = createAppMetrics(opts.db);
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const pattern = request.routeOptions.url;
    const route =
      pattern === undefined ? UNMATCHED_ROUTE : isApiPath(pattern) ? pattern : STATIC_ROUTE;
    const streaming = String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream');
    metrics.observeRequest(
      request.method,
      route,
      reply.statusCode,
      streaming ? null : reply.elapsedTime / 1000,
    );
  });

  const exposure = opts.exposure;
  if (exposure.kind !== 'app-port') return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, exposure.token))
      return sendError(reply, 401, 'unauthorized', UNAUTHORIZED);
    return reply
      .type(metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.render());
  });
}

export interface MetricsListener {
  url: string;
  close(): Promise<void>;
}

/**
 * GET /metrics on a listener of its own (METRICS_PORT on METRICS_HOST), for a scraper on an
 * internal network; the bearer token is required there too when one is configured.
 */
export async function listenForMetrics(
  metrics: AppMetrics,
  opts: { port: number; host: string; token: string | null },
): Promise<MetricsListener> {
  const server: Server = createServer((req, res) => {
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const json = (status: number, code: string, message: string) =>
      send(status, 'application/json; charset=utf-8', JSON.stringify({ error: { code, message } }));
    const pathname = (req.url ?? '').split('?')[0];
    if (pathname !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD'))
      return json(404, 'not_found', 'Only GET /metrics is served here');
    if (opts.token !== null && !bearerMatches(req.headers.authorization, opts.token))
      return json(401, 'unauthorized', UNAUTHORIZED);
    metrics.render().then(
      (text) => send(200, metrics.contentType, text),
      () => json(500, 'internal', 'Metrics could not be collected'),
    );
  });
  // A scrape is short; a client that holds the connection open is dropped.
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
