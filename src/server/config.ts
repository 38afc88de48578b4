import { z } from 'zod';

/** Treats '' as unset, so `FOO= npm start` behaves like no FOO. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * One CDS client (an EHR) trusted to call the CDS Hooks services: the `iss` of its JWTs, the JWK
 * Set its public keys are published at, and the institution its calls count under in analytics.
 */
export const cdsClientSchema = z
  .object({
    iss: z.string().min(1).max(500),
    jwksUrl: httpUrl,
    institutionId: z.uuid().optional(),
  })
  .strict();
export type CdsClientConfig = z.infer<typeof cdsClientSchema>;

/** `CDS_CLIENTS`: a JSON array of clients, each issuer at most once. */
const cdsClientsSchema = z
  .string()
  .default('[]')
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of {iss, jwksUrl}' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(cdsClientSchema)
      .max(100)
      .refine((list) => new Set(list.map((c) => c.iss)).size === list.length, {
        message: 'lists an iss more than once',
      }),
  );

/**
 * The server's environment, checked once at start. A bad value stops the server with a message
 * naming the variable rather than failing later in a request.
 */
export const serverEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  /** Public origin used in e-mailed links (password recovery). Defaults to http://HOST:PORT. */
  PUBLIC_URL: optional(httpUrl),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  SMTP_FROM: z.string().default('OncoCDS <no-reply@oncocds.local>'),
  GITHUB_API_URL: httpUrl.default('https://api.github.com'),
  /** Extra GitHub API origins institutions may configure (GitHub Enterprise), comma-separated. */
  GITHUB_API_ALLOWED_URLS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https$/ }))),
  CTGOV_API_URL: httpUrl.default('https://clinicaltrials.gov/api/v2'),
  /** The operator's default FHIR R4 server (institutions without their own use it). */
  FHIR_BASE_URL: optional(httpUrl),
  /** CDS Hooks: the EHRs whose signed JWTs are accepted (see `cdsClientSchema`). */
  CDS_CLIENTS: cdsClientsSchema,
  /** CDS Hooks sandboxes only: accept service calls without a verified JWT. */
  CDS_HOOKS_ALLOW_UNAUTHENTICATED: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((v) => v === 'true'),
  /** CDS Hooks cards add a SMART launch link (`type: smart`) to this URL when it is set. */
  CDS_HOOKS_SMART_LAUNCH_URL: optional(httpUrl),
  /**
   * Other FHIR server (and SMART authorization server) origins institutions may configure or be
   * launched from, comma-separated. The server sends saved tokens to these URLs, so only the
   * default and these are accepted: an institution cannot aim it at internal hosts.
   */
  FHIR_ALLOWED_URLS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(httpUrl)),
  LLM_BASE_URL: optional(httpUrl),
  LLM_MODEL: optional(z.string().min(1)),
  LLM_API_KEY: optional(z.string().min(1)),
  /** How long the language model may take to answer before `/ai` reports a 504 (ms). */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per client for the whole API (auth endpoints have stricter limits). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * How long a verified session is trusted without re-reading the database (ms). Sign-out and
   * session changes on this server apply at once; on other servers within this window.
   */
  AUTH_SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** Trust X-Forwarded-* from this many proxy hops (set to 1 behind one load balancer). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /**
   * Slow clients cannot hold connections open: the request line and headers must arrive within
   * HEADERS_TIMEOUT_MS, the whole request (body included, at most 1 MB) within REQUEST_TIMEOUT_MS,
   * and a connection with no traffic either way is closed after CONNECTION_TIMEOUT_MS. A
   * long-lived response (server-sent events) must send something more often than that.
   */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  NODE_ENV: optional(z.string()),
  /**
   * Development only: without SMTP, print each password-recovery link once on the console. Never
   * in production, where a console is a log that others read.
   */
  AUTH_LOG_RECOVERY_LINKS: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Prometheus metrics (GET /metrics) are off unless one of these is set. A token serves them on
   * the app's port to `Authorization: Bearer <token>`; a port serves them on a listener of their
   * own, on METRICS_HOST, and then (token or not) never on the app's port.
   */
  METRICS_TOKEN: optional(z.string().min(32, 'must be at least 32 characters')),
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65_535)),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});
export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** Where /metrics is served: nowhere, on the app's port behind a token, or on its own port. */
export type MetricsExposure =
  | { kind: 'off' }
  | { kind: 'app-port'; token: string }
  | { kind: 'own-port'; port: number; host: string; token: string | null };

export function metricsExposure(env: ServerEnv): MetricsExposure {
  if (env.METRICS_PORT !== undefined)
    return {
      kind: 'own-port',
      port: env.METRICS_PORT,
      host: env.METRICS_HOST,
      token: env.METRICS_TOKEN ?? null,
    };
  if (env.METRICS_TOKEN !== undefined) return { kind: 'app-port', token: env.METRICS_TOKEN };
  return { kind: 'off' };
}

/** Combinations of variables that are each valid alone but unsafe together. */
function unsafeCombinations(env: ServerEnv): string[] {
  const problems: string[] = [];
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    problems.push('  HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS');
  }
  if (env.AUTH_LOG_RECOVERY_LINKS && env.NODE_ENV === 'production') {
    problems.push('  AUTH_LOG_RECOVERY_LINKS: must not be true when NODE_ENV=production');
  }
  return problems;
}

export function loadServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = serverEnvSchema
    .refine((e) => e.METRICS_PORT === undefined || e.METRICS_PORT !== e.PORT, {
      path: ['METRICS_PORT'],
      message: 'must differ from PORT',
    })
    .safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const unsafe = unsafeCombinations(parsed.data);
  if (unsafe.length > 0) throw new Error(`Invalid environment:\n${unsafe.join('\n')}`);
  return parsed.data;
}
