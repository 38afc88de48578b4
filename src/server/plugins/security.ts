import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { isApiPath } from './spa';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a real Content-Security-Policy: scripts only from our origin, no inline
 * script, no framing, no plugins. Mantine injects its CSS variables in a <style> element, so
 * inline styles are allowed; nothing else inline is.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = [...HELMET_HEADERS, ['permissions-policy', PERMISSIONS_POLICY] as const];
  // On the raw response, as @fastify/helmet did, so replies that bypass Fastify's (a hijacked
  // event stream) carry them too. Both hooks take a callback: an async hook costs a promise and
  // a microtask on every request.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // request.protocol honours X-Forwarded-Proto only from the TRUST_PROXY_HOPS trusted proxies.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // Tokens, profiles, feedback and (soon) patients must not stay in browser or proxy caches;
    // a route whose answer may be cached says so itself.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

/**
 * Helmet's headers, worked out once at start: none depends on the request (no CSP nonce), and
 * running its dozen middlewares on every reply cost ~20 µs of each request's CPU under a ward's
 * load (issue 24's profile), for the same values each time. (@fastify/helmet, before that, rebuilt
 * the middleware in two async hooks per request: ~45 µs.)
 */
function helmetHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers: Array<readonly [string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    // Helmet removes X-Powered-By, which neither Node nor Fastify sends.
    removeHeader: () => undefined,
  };
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

const HELMET_HEADERS = helmetHeaders({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Sent from the onSend hook, and only over HTTPS: on plain HTTP (loopback by default) it would
  // mean nothing.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
});

/**
 * Powerful browser features the app never uses, switched off for it and anything it embeds.
 * Only features Chromium recognises are listed: an unknown name is a console error there.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * One year, this host only: includeSubDomains could cut off a hospital's other plain-HTTP hosts,
 * and preload is a decision for whoever owns the domain.
 */
const HSTS = 'max-age=31536000';

export async function registerRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    // Signed-in callers are limited per account, others per address.
    keyGenerator: (request) => request.authClaims?.sub ?? request.ip,
    // Only the API is limited. The client's files carry no token, so they would all count against
    // one address: a ward behind a hospital NAT loading the app (tens of files per load) would
    // lock itself out. They are static, cacheable and cheap to serve.
    allowList: (request) => !isApiPath(request.url),
    // Thrown, so the one error handler renders it like every other error.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests; retry in ${Math.ceil(context.ttl / 1000)} s`), {
        statusCode: 429,
      }),
  });
}
