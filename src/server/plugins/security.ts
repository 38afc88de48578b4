import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { isApiPath } from './spa';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a real Content-Security-Policy: scripts only from our origin, no inline
 * script, no framing, no plugins. Mantine injects its CSS variables in a <style> element, so
 * inline styles are allowed; nothing else inline is.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // Helmet's middleware is built once and applied to every reply. (@fastify/helmet rebuilt it, CSP
  // included, in two async hooks on every request: ~45 µs of each request's CPU under load in
  // issue 24's profile, for headers that never change.)
  const setHeaders = helmet({
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
    // Sent below, and only over HTTPS: on plain HTTP (loopback by default) it would mean nothing.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  // On the raw response, as @fastify/helmet did, so replies that bypass Fastify's (a hijacked
  // event stream) carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // request.protocol honours X-Forwarded-Proto only from the TRUST_PROXY_HOPS trusted proxies.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // Tokens, profiles, feedback and (soon) patients must not stay in browser or proxy caches;
    // a route whose answer may be cached says so itself.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

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
