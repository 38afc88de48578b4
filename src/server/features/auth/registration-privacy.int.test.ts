import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../lib/mailer';
import {
  STRONG_PASSWORD,
  createInviteCode,
  createTestContext,
  signUpUser,
  uniqueEmail,
  type SignedUp,
  type TestContext,
} from '../../test-support/test-app';

/**
 * Issue 10 item 8: sign-up and recovery must not tell a script whether an address is registered.
 * A refused sign-up reads the same for a registered address as for a new one; recovery answers
 * the same and does not wait for the e-mail.
 */
const stuckMails: Mail[] = [];
let t: TestContext;
let registered: SignedUp;
let nurseCode: string;
beforeAll(async () => {
  // A mail server that never answers: recovery must not wait for it.
  t = await createTestContext({
    mailer: {
      send: (mail) => {
        stuckMails.push(mail);
        return new Promise<void>(() => {});
      },
    },
  });
  registered = await signUpUser(t.app, { role: 'oncologist', institution: 'Privacy Hospital' });
  nurseCode = await createInviteCode(t.app, registered.accessToken, 'nurse', { maxUses: 5 });
});
afterAll(async () => {
  await t.close();
});

const signUp = (email: string, password: string, data: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: { email, password, data: { first_name: 'P', last_name: 'Q', ...data } },
  });

describe('a refused sign-up', () => {
  it.each<[string, string, Record<string, unknown>]>([
    [
      'an invented invitation code',
      STRONG_PASSWORD,
      { role: 'nurse', invite_code: 'AAAA-BBBB-CCCC' },
    ],
    ['a weak password', 'weak', { role: 'nurse', institution: 'X' }],
    ['missing profile fields', STRONG_PASSWORD, { institution: 'X' }],
    ['an unknown role', STRONG_PASSWORD, { role: 'admin', institution: 'X' }],
    ['no institution and no code', STRONG_PASSWORD, { role: 'nurse' }],
  ])(
    'with %s reads the same for a registered address and a new one',
    async (_label, password, data) => {
      const known = await signUp(registered.email, password, data);
      const unknown = await signUp(uniqueEmail('new'), password, data);
      expect(known.statusCode).toBeGreaterThanOrEqual(400);
      expect(known.statusCode).toBe(unknown.statusCode);
      expect(known.json()).toEqual(unknown.json());
    },
  );

  it('with the wrong role for a valid invitation reads the same too', async () => {
    const data = { role: 'oncologist', invite_code: nurseCode };
    const known = await signUp(registered.email, STRONG_PASSWORD, data);
    const unknown = await signUp(uniqueEmail('new'), STRONG_PASSWORD, data);
    expect(known.statusCode).toBe(422);
    expect(known.json()).toEqual(unknown.json());
  });

  it('says the address is taken only when the sign-up would otherwise have succeeded', async () => {
    const res = await signUp(registered.email.toUpperCase(), STRONG_PASSWORD, {
      role: 'nurse',
      invite_code: nurseCode,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error_code).toBe('user_already_exists');
  });
});

describe('recovery', () => {
  it('answers the same for a registered and an unknown address, without waiting for the e-mail', async () => {
    const ask = async (email: string) => {
      let detector: ReturnType<typeof setTimeout> | undefined;
      try {
        return await Promise.race([
          t.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email } }),
          // A hang detector, not a timing assertion: the mail server above never answers.
          new Promise<'held'>((resolve) => (detector = setTimeout(() => resolve('held'), 10_000))),
        ]);
      } finally {
        // Not left running into the next file of this worker (int-file-setup.ts).
        clearTimeout(detector);
      }
    };
    const known = await ask(registered.email);
    const unknown = await ask(uniqueEmail('nobody'));
    expect(known).not.toBe('held');
    expect(unknown).not.toBe('held');
    if (known === 'held' || unknown === 'held') return;
    expect(known.statusCode).toBe(200);
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(stuckMails.map((m) => m.to)).toEqual([registered.email]);
  });
});
