import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, AccessTokenVerifier, issueAccessToken } from './jwt';

const KEY = new TextEncoder().encode('a-test-key-that-is-long-enough-for-hs256-0001');
const OTHER_KEY = new TextEncoder().encode('another-key-that-is-long-enough-for-hs256-002');
const T0 = Date.UTC(2026, 10, 22, 8, 0, 0);
const CLAIMS = {
  sub: '00000000-0000-4000-8000-000000000001',
  email: 'a@example.org',
  aal: 'aal1' as const,
  amr: [{ method: 'password', timestamp: T0 / 1000 }],
  session_id: '00000000-0000-4000-8000-0000000000aa',
};

describe('AccessTokenVerifier', () => {
  it('accepts a valid token, then again from its cache, until the second it expires', async () => {
    const { token, expiresAt } = await issueAccessToken(KEY, CLAIMS, T0);
    const verifier = new AccessTokenVerifier(KEY);
    const cases: Array<[string, number, boolean]> = [
      ['at issue', T0, true],
      ['again (cached)', T0 + 1000, true],
      ['one second before expiry', (expiresAt - 1) * 1000, true],
      ['last millisecond before expiry', expiresAt * 1000 - 1, true],
      ['at expiry', expiresAt * 1000, false],
      ['after expiry, no longer cached', expiresAt * 1000 + 5, false],
    ];
    for (const [label, now, ok] of cases) {
      const claims = await verifier.verify(token, now);
      expect(claims?.sub ?? null, label).toBe(ok ? CLAIMS.sub : null);
    }
    expect(expiresAt - T0 / 1000).toBe(ACCESS_TOKEN_TTL_SECONDS);
  });

  it('matches jose on expiry for a token it has never seen', async () => {
    const { token, expiresAt } = await issueAccessToken(KEY, CLAIMS, T0);
    expect(await new AccessTokenVerifier(KEY).verify(token, expiresAt * 1000 - 1)).not.toBeNull();
    expect(await new AccessTokenVerifier(KEY).verify(token, expiresAt * 1000)).toBeNull();
  });

  it('refuses a token signed with another key, or altered after a valid one was cached', async () => {
    const verifier = new AccessTokenVerifier(KEY);
    const { token } = await issueAccessToken(KEY, CLAIMS, T0);
    expect(await verifier.verify(token, T0)).not.toBeNull();
    const forged = await issueAccessToken(OTHER_KEY, CLAIMS, T0);
    expect(await verifier.verify(forged.token, T0)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const escalated = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), aal: 'aal2' }),
    ).toString('base64url');
    expect(await verifier.verify(`${header}.${escalated}.${signature}`, T0)).toBeNull();
    expect(await verifier.verify(`${token}x`, T0)).toBeNull();
  });

  it('keeps at most maxEntries tokens and still verifies evicted ones afresh', async () => {
    const verifier = new AccessTokenVerifier(KEY, 2);
    const tokens = await Promise.all(
      [1, 2, 3].map(async (i) => (await issueAccessToken(KEY, CLAIMS, T0 + i * 1000)).token),
    );
    for (const token of tokens) expect(await verifier.verify(token, T0 + 5000)).not.toBeNull();
    const cached = (verifier as unknown as { verified: Map<string, unknown> }).verified;
    expect([...cached.keys()]).toEqual([tokens[1], tokens[2]]);
    expect(await verifier.verify(tokens[0]!, T0 + 5000)).not.toBeNull();
  });
});

describe('a token without exp', () => {
  it('is refused every time, cached or not', async () => {
    const { SignJWT } = await import('jose');
    const token = await new SignJWT({ ...CLAIMS, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(CLAIMS.sub)
      .setIssuer('oncocds-auth')
      .setAudience('authenticated')
      .setIssuedAt(T0 / 1000)
      .sign(KEY);
    const verifier = new AccessTokenVerifier(KEY);
    expect(await verifier.verify(token, T0)).toBeNull();
    expect(await verifier.verify(token, T0 + 1000)).toBeNull();
  });
});
