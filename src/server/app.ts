import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { APP_VERSION } from '../core/config';
import type { DbHandle } from '../db/client';
import { metricsExposure, type ServerEnv } from './config';
import authPlugin, { type SessionRow } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerMetrics } from './plugins/metrics';
import { registerRateLimit, registerSecurityHeaders } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { gotrueRoutes } from './features/auth/routes';
import { healthRoutes } from './features/health/routes';
import { registerFeatureRoutes } from './features';
import { profileRoutes } from './features/profile/routes';
import type { AuthContext } from './features/auth/context';
import { createMailer, type Mailer } from './lib/mailer';
import { AuthRateLimits, type AuthRateLimitConfig } from './features/auth/rate-limits';
import { withSafeErrorLogging } from './lib/log-serializers';
import { OneLinePerRequest } from './lib/request-log';
import { registerRefusedWriteAudit } from './plugins/refused-write-audit';
import { SessionCache } from './lib/session-cache';
import { loadKnowledgeBase } from './lib/knowledge-base';
import type { ServerSecrets } from './lib/secrets';
import type { AlertEvaluator } from './lib/alert-evaluator';

export interface AppOptions {
  env: ServerEnv;
  db: DbHandle;
  secrets: ServerSecrets;
  /** Directory of the built client; null serves the API only. */
  clientDir: string | null;
  logger?: FastifyServerOptions['logger'];
  now?: () => number;
  mailer?: Mailer;
  authRateLimits?: AuthRateLimitConfig;
  serviceRoleKey?: string;
  /** Tests only: findings to persist instead of the alert engine's. */
  alertEvaluator?: AlertEvaluator;
}

/** Builds the whole server without listening, so tests drive it with `app.inject()`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const knowledge = loadKnowledgeBase();
  const app = Fastify({
    logger: withSafeErrorLogging(options.logger ?? false),
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    requestTimeout: options.env.REQUEST_TIMEOUT_MS,
    connectionTimeout: options.env.CONNECTION_TIMEOUT_MS,
    http: {
      headersTimeout: options.env.HEADERS_TIMEOUT_MS,
      // Node checks the two timeouts above on this interval (30 s by default, which would let a
      // slow client keep a connection three times longer than HEADERS_TIMEOUT_MS).
      connectionsCheckingInterval: Math.max(50, Math.floor(options.env.HEADERS_TIMEOUT_MS / 4)),
    },
    // Behind N load balancers, trust exactly the N nearest X-Forwarded-For hops.
    trustProxy: (_address: string, hop: number) => hop < options.env.TRUST_PROXY_HOPS,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonBodyParser(app);
  registerInputGuard(app);
  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await registerCompression(app);
  await registerMetrics(app, { exposure: metricsExposure(options.env), db: options.db });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'OncoCDS API',
        version: APP_VERSION,
        description: 'Clinical decision support for oncology drug therapy',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  const sessionCache = new SessionCache<SessionRow>(options.env.AUTH_SESSION_CACHE_MS, now);
  await app.register(authPlugin, {
    db: options.db.db,
    jwtKey: options.secrets.jwtKey,
    now,
    sessionCache,
  });
  await registerRateLimit(app, options.env.RATE_LIMIT_PER_MINUTE);
  registerRefusedWriteAudit(app, options.db.db);

  const publicUrl = options.env.PUBLIC_URL ?? `http://${options.env.HOST}:${options.env.PORT}`;
  const mailer =
    options.mailer ??
    createMailer(options.env.SMTP_URL, options.env.SMTP_FROM, app.log, {
      printLinks: options.env.AUTH_LOG_RECOVERY_LINKS,
    });
  const authContext: AuthContext = {
    db: options.db.db,
    secrets: options.secrets,
    limits: new AuthRateLimits(options.authRateLimits),
    mailer,
    publicUrl,
    now,
    sessions: sessionCache,
    log: app.log,
    serviceRoleKey: options.serviceRoleKey,
  };

  await app.register(gotrueRoutes, { prefix: '/auth/v1', ctx: authContext });
  await app.register(healthRoutes, {
    dbKind: options.db.kind,
    knowledge,
    ping: () => options.db.exec('select 1'),
  });
  await app.register(profileRoutes, { db: options.db.db, now, sessions: sessionCache });
  await registerFeatureRoutes(app, {
    db: options.db,
    knowledge,
    env: options.env,
    secrets: options.secrets,
    now,
    publicUrl,
    // Notification e-mail goes out only through SMTP (or the mailer a test passes).
    mailer: options.mailer ?? (options.env.SMTP_URL ? mailer : null),
    ...(options.alertEvaluator ? { alertEvaluator: options.alertEvaluator } : {}),
  });

  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.redirect('/api/docs/json'),
  );

  await registerSpa(app, options.clientDir);
  return app;
}
