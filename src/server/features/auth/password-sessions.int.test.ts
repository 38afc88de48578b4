import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  bearer,
  createTestContext,
  signUpUser,
  type SignedUp,
  type TestContext,
} from '../../test-support/test-app';

/** Issue 10 item 4: a password change or reset ends every other session, access tokens included. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Chem0therapy#Safe';

async function signIn(email: string, password = STRONG_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { access_token: string; refresh_token: string };
}

const profileStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).statusCode;

const refreshStatus = async (refresh: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: refresh },
    })
  ).statusCode;

async function changePassword(accessToken: string, password = NEW_PASSWORD) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/auth/v1/user',
    headers: bearer(accessToken),
    payload: { password },
  });
  expect(res.statusCode).toBe(200);
}

/** Another device: a session whose access token this server has already checked (and cached). */
async function otherDevice(u: SignedUp) {
  const session = await signIn(u.email);
  expect(await profileStatus(session.access_token)).toBe(200);
  return session;
}

describe('changing the password', () => {
  it('ends every other session at once; the session that changed it continues', async () => {
    const u = await signUpUser(t.app, { role: 'pharmacist' });
    const laptop = await otherDevice(u);
    const phone = await otherDevice(u);
    await changePassword(u.accessToken);

    for (const other of [laptop, phone]) {
      expect(await profileStatus(other.access_token)).toBe(401);
      expect(await refreshStatus(other.refresh_token)).toBe(400);
    }
    expect(await profileStatus(u.accessToken)).toBe(200);
    expect(await refreshStatus(u.refreshToken)).toBe(200);
    await signIn(u.email, NEW_PASSWORD);
  });
});

describe('resetting the password through a recovery link', () => {
  it('ends the sessions that were open before the reset', async () => {
    const u = await signUpUser(t.app, { role: 'nurse' });
    const stolen = await otherDevice(u);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email: u.email },
    });
    expect(asked.statusCode).toBe(200);
    const mail = t.mailer.sent.find((m) => m.to === u.email);
    const tokenHash = /token_hash=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const verified = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/verify',
      payload: { type: 'recovery', token_hash: tokenHash },
    });
    expect(verified.statusCode).toBe(200);
    const recovery = verified.json() as { access_token: string };
    await changePassword(recovery.access_token);

    expect(await profileStatus(stolen.access_token)).toBe(401);
    expect(await refreshStatus(stolen.refresh_token)).toBe(400);
    expect(await profileStatus(u.accessToken)).toBe(401);
    expect(await profileStatus(recovery.access_token)).toBe(200);
  });
});

describe('other account changes', () => {
  it('a metadata-only update ends no session', async () => {
    const u = await signUpUser(t.app, { role: 'student' });
    const laptop = await otherDevice(u);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: bearer(u.accessToken),
      payload: { data: { nickname: 'Ada' } },
    });
    expect(res.statusCode).toBe(200);
    expect(await profileStatus(laptop.access_token)).toBe(200);
  });
});
