import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

/**
 * The SPA owns /auth (the sign-in page); only the GoTrue API under /auth/v1 is JSON. CDS Hooks
 * (issue 14) lives at /cds-services, where the specification puts it.
 */
const API_PREFIXES = ['/api/', '/auth/v1/', '/cds-services/'];
/** Server endpoints outside those prefixes: never an app deep link, a JSON 404 when off. */
const SERVER_PATHS = ['/api', '/auth/v1', '/metrics', '/cds-services'];

/**
 * True for the server's own endpoints (the JSON API, the GoTrue API, /metrics); false for the
 * client's files and deep links.
 */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return SERVER_PATHS.includes(pathname) || API_PREFIXES.some((p) => pathname.startsWith(p));
}

/**
 * Serves the built client and falls back to index.html for any other GET, so deep links such as
 * /patients or /compare?drugs=… load the app. Unknown /api and /auth routes stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string | null): Promise<void> {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : null;
  const hasClient = indexFile !== null && existsSync(indexFile);
  if (hasClient && clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (scripts/precompress.mjs): the file
      // the client accepts is sent as it is, with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      // Reached through their originals only, never as routes of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      // Hashed asset names never change content, so browsers may keep them for a year.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      return sendError(
        reply,
        404,
        'not_found',
        `No route ${request.method} ${request.url.split('?')[0]}`,
      );
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && hasClient) {
      const accept = request.headers.accept ?? '';
      const pathname = request.url.split('?')[0] ?? '';
      // A missing file with an extension (a stale asset) is a real 404, not the app shell.
      if (!path.extname(pathname) || accept.includes('text/html')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
    }
    if (!hasClient && request.method === 'GET') {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The client has not been built. Run `npm run build` (or `npm start`, which builds it).',
        );
    }
    return sendError(reply, 404, 'not_found', 'Not found');
  });
}
