import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  createTestContext,
  signUpUser,
  type TestContext,
} from '../../test-support/test-app';

/**
 * Issue 10 item 6: ten wrong passwords used to lock the real owner out for 15 minutes from any
 * address. Guessing is still throttled; the owner, from an address that has not been failing,
 * still gets in.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    authRateLimits: {
      signupPerIpPerHour: 100,
      signinPerIpPer5Min: 100,
      signinPerEmailPer15Min: 5,
      signinFailuresPerAccountPer15Min: 8,
      recoverPerIpPerHour: 100,
      recoverPerEmailPerHour: 100,
    },
  });
});
afterAll(async () => {
  await t.close();
});

const signIn = (email: string, password: string, from: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    payload: { email, password },
    remoteAddress: from,
  });

async function guess(email: string, from: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++)
    statuses.push((await signIn(email, `Wrong!Pass${i}`, from)).statusCode);
  return statuses;
}

describe('one attacker guessing from one address', () => {
  it('is refused after five failures, even with the right password', async () => {
    const u = await signUpUser(t.app, { role: 'oncologist' });
    expect(await guess(u.email, '203.0.113.66', 7)).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const right = await signIn(u.email, STRONG_PASSWORD, '203.0.113.66');
    expect(right.statusCode).toBe(429);
    expect(right.json().error_code).toBe('over_request_rate_limit');
  });

  it('does not lock the owner out: the right password from another address gets in', async () => {
    const u = await signUpUser(t.app, { role: 'oncologist' });
    await guess(u.email, '203.0.113.67', 7);
    expect((await signIn(u.email, STRONG_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    // And the owner's own mistakes from that address are counted on their own.
    expect(await guess(u.email, '198.51.100.7', 1)).toEqual([400]);
    expect((await signIn(u.email, STRONG_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });
});

describe('many attackers guessing from many addresses', () => {
  it('refuses every failing address; a clean address still gets one try', async () => {
    const u = await signUpUser(t.app, { role: 'pharmacist' });
    for (const from of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) {
      expect(await guess(u.email, from, 2)).toEqual([400, 400]);
    }
    // Eight failures in all: an address that failed is now refused, right password or not…
    expect((await signIn(u.email, STRONG_PASSWORD, '192.0.2.1')).statusCode).toBe(429);
    // …a new address that guesses wrong is refused from then on…
    expect(await guess(u.email, '192.0.2.9', 2)).toEqual([400, 429]);
    // …and the owner, from an address that has not failed, signs in.
    expect((await signIn(u.email, STRONG_PASSWORD, '198.51.100.8')).statusCode).toBe(200);
  });

  it('treats unknown addresses like known ones, so throttling reveals nothing', async () => {
    const unknown = `nobody.${Date.now()}@example.org`;
    expect(await guess(unknown, '203.0.113.99', 6)).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
