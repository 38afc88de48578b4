import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { serverEnvSchema } from './config';
import { secretsFromRoot } from './lib/secrets';
import {
  bearer,
  createTestContext,
  errorOf,
  signUpUser,
  TEST_JWT_ROOT,
  type SignedUp,
  type TestContext,
} from './test-support/test-app';

/** Issue 10, item 7: bad input that reached PostgreSQL (or the stack) used to answer 500. */
let t: TestContext;
let user: SignedUp;
beforeAll(async () => {
  t = await createTestContext();
  user = await signUpUser(t.app, { role: 'nurse' });
});
afterAll(async () => {
  await t.close();
});

/** Built as text: JSON.stringify itself overflows on objects this deep. */
const deepMetadata = (depth: number) => `{"data":${'{"v":'.repeat(depth)}1${'}'.repeat(depth)}}`;

describe('bad input is a 400 naming where it is, never a 500', () => {
  it.each([
    ['a NUL in a name', { firstName: 'Ada\u0000' }, 'body.firstName'],
    ['a lone surrogate in a name', { lastName: 'L\uD800' }, 'body.lastName'],
    [
      'a NUL in a nested preference',
      { preferences: { theme: 'dark\u0000' } },
      'body.preferences.theme',
    ],
  ])('PATCH /api/profile with %s', async (_label, payload, path) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(user.accessToken),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('validation');
    expect(errorOf(res).message).toContain(path);
  });

  it('PATCH /api/profile with {} is a 400', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(user.accessToken),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/at least one field/);
  });

  it.each([
    ['a NUL', { data: { note: 'a\u0000b' } }, 'body.data.note'],
    ['a lone surrogate', { data: { note: '\uDC00' } }, 'body.data.note'],
    ['5,000-deep JSON', deepMetadata(5000), 'nested more than'],
  ])('PUT /auth/v1/user metadata with %s is a GoTrue 400', async (_label, payload, text) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { ...bearer(user.accessToken), 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'validation_failed' });
    expect(res.json().msg).toContain(text);
  });

  it('a NUL in a query string or a path parameter is refused before any route code runs', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/drugs?q=cis%00platin',
      headers: bearer(user.accessToken),
    });
    expect(query.statusCode).toBe(400);
    expect(errorOf(query).message).toContain('query.q');
    const param = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/factors/%00/challenge',
      headers: bearer(user.accessToken),
    });
    expect(param.statusCode).toBe(400);
    expect(param.json().msg).toContain('params.id');
  });

  it('a __proto__ key is refused', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { ...bearer(user.accessToken), 'content-type': 'application/json' },
      payload: '{"preferences":{"__proto__":{"isAdmin":true}}}',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('body.preferences.__proto__');
  });
});

describe('a route added later, with no schema of its own', () => {
  it('is covered by the same guard', async () => {
    const db = t.db;
    const app = await buildApp({
      env: serverEnvSchema.parse({}),
      db,
      secrets: secretsFromRoot(TEST_JWT_ROOT),
      clientDir: null,
    });
    // Stores whatever it is sent, as a careless new feature might.
    app.post('/api/echo', async (request) => {
      const text = String((request.body as { text?: unknown } | undefined)?.text ?? '');
      await db.db.execute(sql`select ${text}::text`);
      return { ok: true };
    });
    await app.ready();
    try {
      const ok = await app.inject({ method: 'POST', url: '/api/echo', payload: { text: 'fine' } });
      expect(ok.statusCode).toBe(200);
      const bad = await app.inject({
        method: 'POST',
        url: '/api/echo',
        payload: { text: 'bad\u0000' },
      });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).message).toContain('body.text');
    } finally {
      await app.close();
    }
  });
});
