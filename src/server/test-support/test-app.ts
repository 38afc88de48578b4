import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { ROLES, type Role } from '../../core/access';
import { createDb, type DbHandle } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { buildApp, type AppOptions } from '../app';
import { serverEnvSchema } from '../config';
import type { Mail, Mailer } from '../lib/mailer';
import { secretsFromRoot } from '../lib/secrets';
import { serverLoggerOptions } from '../lib/server-logger';
import { pgliteTemplate, postgresTemplate } from './db-template';

/**
 * A migrated database for one test file: in-memory PGlite by default, or a fresh throw-away
 * database on the PostgreSQL server in DATABASE_URL (`npm run test:pg`), dropped afterwards.
 * Each starts as a copy of the run's migrated template when there is one (db-template.ts); the
 * migrations then run again on it, a no-op unless the template lacks one.
 */
export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // A small buffer cache: a test database is a few MB, and PGlite zeroes all of its default
    // 128 MB at every start (~0.6 s of CPU of a ~1.5 s start, measured; issue 24: CI time).
    const db = await createDb({ loadDataDir: pgliteTemplate(), pgliteSharedBuffers: '16MB' });
    await runMigrations(db);
    return db;
  }
  const name = `oncocds_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await createDatabase(url, name, postgresTemplate());
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const db = await createDb({ databaseUrl: testUrl.toString(), poolSize: 4 });
  await runMigrations(db);
  return {
    ...db,
    close: async () => {
      await db.close();
      await dropTestDatabase(url, name);
    },
  };
}

/**
 * Creates a test's throw-away database, copied from `template` when given. Copies of one template
 * may run at once; a copy refused because something holds the template (55006) is retried.
 */
async function createDatabase(url: string, name: string, template?: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await admin.end();
  }
}

/**
 * Drops a test's throw-away database. `with (force)` cannot end an autovacuum worker that a busy
 * server has started on it (only a superuser may), so a refusal is retried for a few seconds and
 * then left: the cluster is itself thrown away after the run, and a test must not fail on cleanup.
 */
async function dropTestDatabase(url: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: url });
  await cleanup.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        // 42501: may not end another role's backend; 55006: still in use.
        if ((code !== '42501' && code !== '55006') || attempt >= 20) {
          console.warn(`test database ${name} left behind: ${(error as Error).message}`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await cleanup.end();
  }
}

export class CapturingMailer implements Mailer {
  readonly sent: Mail[] = [];
  async send(mail: Mail) {
    this.sent.push(mail);
  }
}

export interface TestContext {
  app: FastifyInstance;
  db: DbHandle;
  mailer: CapturingMailer;
  clock: { now: number };
  close(): Promise<void>;
}

export const TEST_JWT_ROOT = 'test-root-secret-that-is-long-enough-for-hkdf-0001';

/**
 * An app on its own migrated database. A test that passes `db` keeps it: the context uses it and
 * leaves closing it to the test (no second database is booted for nothing).
 */
export async function createTestContext(overrides: Partial<AppOptions> = {}): Promise<TestContext> {
  const ownDb = overrides.db ? null : await createTestDb();
  const db = overrides.db ?? ownDb!;
  const mailer = new CapturingMailer();
  const clock = { now: Date.now() };
  const env = serverEnvSchema.parse({ RATE_LIMIT_PER_MINUTE: '100000' });
  const app = await buildApp({
    env,
    db,
    secrets: secretsFromRoot(TEST_JWT_ROOT),
    clientDir: null,
    mailer,
    now: () => clock.now,
    authRateLimits: {
      signupPerIpPerHour: 1000,
      signinPerIpPer5Min: 1000,
      signinPerEmailPer15Min: 1000,
      recoverPerIpPerHour: 1000,
      recoverPerEmailPerHour: 1000,
    },
    ...overrides,
  });
  await app.ready();
  return {
    app,
    db,
    mailer,
    clock,
    close: async () => {
      await app.close();
      await ownDb?.close();
    },
  };
}

export const STRONG_PASSWORD = 'Onc0logy!Safe';

export interface SignedUp {
  id: string;
  email: string;
  accessToken: string;
  refreshToken: string;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomUUID().slice(0, 8)}@example.org`;
}

let institutionSerial = 0;

export async function signUpUser(
  app: FastifyInstance,
  data: Record<string, unknown> & { role: string },
  email = uniqueEmail(String(data.role)),
): Promise<SignedUp> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: {
      email,
      password: STRONG_PASSWORD,
      data: { first_name: 'Test', last_name: 'User', institution: 'Test Hospital', ...data },
    },
  });
  // Institution names are unique (issue 21); suites reuse a few names, so a taken one gets a number.
  if (res.statusCode === 400 && res.json().error_code === 'institution_name_taken') {
    institutionSerial += 1;
    const name = String(data.institution ?? 'Test Hospital');
    return signUpUser(app, { ...data, institution: `${name} ${institutionSerial}` }, email);
  }
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return {
    id: body.user.id,
    email,
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
  };
}

/**
 * An invitation code for `role`, created by an administrator of an institution (whoever created
 * the institution at sign-up is one).
 */
export async function createInviteCode(
  app: FastifyInstance,
  adminToken: string,
  role: Role,
  options: { maxUses?: number; expiresInDays?: number } = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/institution/invites',
    headers: bearer(adminToken),
    payload: { role, maxUses: options.maxUses ?? 1, expiresInDays: options.expiresInDays ?? 1 },
  });
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { code: string }).code;
}

/**
 * One account per role, each the creator (and so the administrator) of its own institution, for
 * tests of a route's role rule.
 */
export async function signUpEveryRole(app: FastifyInstance): Promise<Record<Role, string>> {
  const tokens = {} as Record<Role, string>;
  for (const role of ROLES) tokens[role] = (await signUpUser(app, { role })).accessToken;
  return tokens;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export function errorOf(res: LightMyRequestResponse): { code: string; message: string } {
  return (res.json() as { error: { code: string; message: string } }).error;
}

/**
 * The server's logger configuration (redaction included), with output a test can read: pass
 * `logger` to createTestContext.
 */
export function captureLogs(level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: serverLoggerOptions(level, stream), text: () => lines.join('\n'), lines };
}
