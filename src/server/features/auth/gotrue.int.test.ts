import { GoTrueClient } from '@supabase/auth-js';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  createTestContext,
  uniqueEmail,
  type TestContext,
} from '../../test-support/test-app';

/** In-memory storage so each client keeps its own session, as separate browsers would. */
function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

let t: TestContext;
let url: string;
beforeAll(async () => {
  t = await createTestContext();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address}/auth/v1`;
});
afterAll(async () => {
  await t.close();
});

function client() {
  return new GoTrueClient({
    url,
    storage: memoryStorage(),
    storageKey: `t-${Math.random().toString(36).slice(2)}`,
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
  });
}

let institutionSerial = 0;
/** Each sign-up founds its own institution: institution names are unique (issue 21). */
const profileData = (role: string) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  role,
  specialty: 'Medical Oncology',
  institution: `Conformance General ${++institutionSerial}`,
  license_number: 'MD-1',
  years_experience: 12,
});

describe('@supabase/auth-js against /auth/v1', () => {
  it('signUp returns a session and the user with metadata', async () => {
    const c = client();
    const email = uniqueEmail('conf');
    const { data, error } = await c.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: profileData('pharmacist') },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token.split('.')).toHaveLength(3);
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.first_name).toBe('Ada');
  });

  it('a weak password is refused with its reasons', async () => {
    const { error } = await client().signUp({
      email: uniqueEmail('weak'),
      password: 'password',
      options: { data: profileData('nurse') },
    });
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(
      expect.arrayContaining(['characters', 'pwned']),
    );
    expect(error?.code).toBe('weak_password');
  });

  it('signInWithPassword, getUser, updateUser, refreshSession', async () => {
    const email = uniqueEmail('conf');
    await client().signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: profileData('oncologist') },
    });
    const c = client();
    const signIn = await c.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(signIn.error).toBeNull();
    const user = await c.getUser();
    expect(user.data.user?.email).toBe(email);

    const updated = await c.updateUser({ data: { specialty: 'Haematology' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.specialty).toBe('Haematology');

    const before = (await c.getSession()).data.session?.refresh_token;
    const refreshed = await c.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(before);
  });

  it('wrong credentials give invalid_credentials', async () => {
    const { error } = await client().signInWithPassword({
      email: uniqueEmail('none'),
      password: STRONG_PASSWORD,
    });
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.status).toBe(400);
  });

  it.each(['local', 'others', 'global'] as const)(
    'signOut with scope %s ends the right sessions',
    async (scope) => {
      const email = uniqueEmail('logout');
      await client().signUp({
        email,
        password: STRONG_PASSWORD,
        options: { data: profileData('nurse') },
      });
      const a = client();
      const b = client();
      await a.signInWithPassword({ email, password: STRONG_PASSWORD });
      await b.signInWithPassword({ email, password: STRONG_PASSWORD });
      const tokenA = (await a.getSession()).data.session!.access_token;
      const tokenB = (await b.getSession()).data.session!.access_token;

      const { error } = await a.signOut({ scope });
      expect(error).toBeNull();

      const stillA = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${tokenA}` },
      });
      const stillB = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${tokenB}` },
      });
      expect(stillA.statusCode).toBe(scope === 'others' ? 200 : 401);
      expect(stillB.statusCode).toBe(scope === 'local' ? 200 : 401);
    },
  );

  it('MFA enroll, challenge and verify raise the session to aal2', async () => {
    const c = client();
    const email = uniqueEmail('mfa');
    await c.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: profileData('oncologist') },
    });
    const enroll = await c.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    expect(enroll.error).toBeNull();
    expect(enroll.data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(enroll.data?.totp.uri).toMatch(/^otpauth:\/\/totp\//);
    const factorId = enroll.data!.id;

    const challenge = await c.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const code = await generate({
      secret: enroll.data!.totp.secret,
      epoch: Math.floor(t.clock.now / 1000),
    });
    const verify = await c.mfa.verify({ factorId, challengeId: challenge.data!.id, code });
    expect(verify.error).toBeNull();

    const aal = await c.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data?.currentLevel).toBe('aal2');
    const factors = await c.mfa.listFactors();
    expect(factors.data?.totp.map((f) => f.status)).toEqual(['verified']);

    // A fresh password sign-in is aal1 and must finish the TOTP step before using the API.
    const d = client();
    await d.signInWithPassword({ email, password: STRONG_PASSWORD });
    const next = await d.mfa.getAuthenticatorAssuranceLevel();
    expect(next.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const token = (await d.getSession()).data.session!.access_token;
    const blocked = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('mfa_required');

    // The same code cannot be replayed.
    const again = await d.mfa.challenge({ factorId });
    const replay = await d.mfa.verify({ factorId, challengeId: again.data!.id, code });
    expect(replay.error?.code).toBe('mfa_verification_failed');
  });

  it('password recovery: link by e-mail, verify, set a new password', async () => {
    const email = uniqueEmail('recover');
    await client().signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: profileData('student') },
    });
    const c = client();
    const { error } = await c.resetPasswordForEmail(email);
    expect(error).toBeNull();
    const mail = t.mailer.sent.find((m) => m.to === email);
    const tokenHash = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).searchParams.get(
      'token_hash',
    )!;
    const verified = await c.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(verified.error).toBeNull();
    const newPassword = 'N3w!Recovered';
    expect((await c.updateUser({ password: newPassword })).error).toBeNull();
    const login = await client().signInWithPassword({ email, password: newPassword });
    expect(login.error).toBeNull();
    // The link works once.
    const reuse = await client().verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(reuse.error?.code).toBe('otp_expired');
  });

  it('recover does not reveal whether an address exists', async () => {
    const { error } = await client().resetPasswordForEmail(uniqueEmail('nobody'));
    expect(error).toBeNull();
  });
});
