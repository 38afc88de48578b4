import { describe, expect, it } from 'vitest';
import { browserFingerprint, checkSession, isSessionExpired, type AppSession } from './app-session';

const session = (lastActivity: number, fingerprint = 'abc'): AppSession => ({
  userId: 'u',
  userData: { userId: 'u', firstName: 'A', lastName: 'B', role: 'nurse' },
  createdAt: 0,
  lastActivity,
  fingerprint,
});

describe('app session (SPEC §3–4)', () => {
  it.each([
    [0, 59 * 60_000, false],
    [0, 60 * 60_000, false],
    [0, 60 * 60_000 + 1, true],
  ])('last activity %i, now %i, 60-minute timeout → expired %s', (last, now, expired) => {
    expect(isSessionExpired(session(last), now, 60)).toBe(expired);
  });

  it('measures expiry from the last activity, not from creation', () => {
    const s = { ...session(10 * 60 * 60_000), createdAt: 0 };
    expect(isSessionExpired(s, 10 * 60 * 60_000 + 1000, 60)).toBe(false);
  });

  it.each([
    [null, 'abc', 'none'],
    [session(0, 'abc'), 'abc', 'valid'],
    [session(0, 'abc'), 'xyz', 'fingerprint-mismatch'],
  ] as const)('checkSession(%j, %s) → %s', (s, fp, verdict) => {
    expect(checkSession(s, 1000, fp, 60)).toBe(verdict);
  });

  it('an expired session is reported as expired', () => {
    expect(checkSession(session(0), 2 * 60 * 60_000, 'abc', 60)).toBe('expired');
  });

  it('the fingerprint changes with the browser and stays stable otherwise', () => {
    const a = browserFingerprint({ userAgent: 'UA1', language: 'en', platform: 'Linux' });
    expect(browserFingerprint({ userAgent: 'UA1', language: 'en', platform: 'Linux' })).toBe(a);
    expect(browserFingerprint({ userAgent: 'UA2', language: 'en', platform: 'Linux' })).not.toBe(a);
  });
});
