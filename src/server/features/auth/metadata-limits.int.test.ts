import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  signUpUser,
  type SignedUp,
  type TestContext,
} from '../../test-support/test-app';

/** Issue 10 item 5: user metadata is returned by every sign-in, so its size and depth are capped. */
let t: TestContext;
let u: SignedUp;
beforeAll(async () => {
  t = await createTestContext();
  u = await signUpUser(t.app, { role: 'researcher' });
});
afterAll(async () => {
  await t.close();
});

const put = (data: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/auth/v1/user',
    headers: bearer(u.accessToken),
    payload: { data },
  });

function nested(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { v };
  return v;
}

describe('PUT /auth/v1/user metadata', () => {
  it('accepts ordinary metadata', async () => {
    const res = await put({ nickname: 'Ada', ui: { compact: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_metadata).toMatchObject({ nickname: 'Ada', ui: { compact: true } });
  });

  it('refuses more than 16 KB', async () => {
    const res = await put({ note: 'x'.repeat(17 * 1024) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'validation_failed' });
    expect(res.json().msg).toMatch(/at most 16 KB/);
  });

  it('refuses to grow past 16 KB across several updates', async () => {
    expect((await put({ a: 'x'.repeat(10 * 1024) })).statusCode).toBe(200);
    const res = await put({ b: 'y'.repeat(10 * 1024) });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/at most 16 KB/);
    const signIn = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: bearer(u.accessToken),
    });
    expect(signIn.json().user_metadata.b).toBeUndefined();
  });

  it('refuses nesting deeper than 8 levels', async () => {
    expect((await put({ ok: nested(7) })).statusCode).toBe(200);
    const res = await put({ deep: nested(12) });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/nested more than 8 levels/);
  });
});
