import type { AuthChangeEvent } from '@supabase/auth-js';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { defaultPersona, defaultPreferences, inviteRoleMismatchMessage } from '../../core/access';
import { ApiError } from '../lib/api';
import type { Profile } from '../lib/profile-types';
import { createAuthStore, RELOAD_EVENTS, type AuthDeps } from './auth-store';

const profile: Profile = {
  id: 'u1',
  email: 'a@b.org',
  firstName: 'Ada',
  lastName: 'L',
  role: 'pharmacist',
  specialty: null,
  institution: 'X',
  licenseNumber: null,
  yearsExperience: null,
  preferences: defaultPreferences('pharmacist'),
  persona: defaultPersona('pharmacist'),
  createdAt: '2026-01-01T00:00:00Z',
  lastLogin: null,
  isActive: true,
};

function fakeDeps(overrides: Partial<AuthDeps> = {}, session = true) {
  let listener: ((e: AuthChangeEvent) => void) | undefined;
  const auth = {
    getSession: vi.fn(async () => ({
      data: { session: session ? { access_token: 't' } : null },
      error: null,
    })),
    signInWithPassword: vi.fn(async () => ({ data: {}, error: null })),
    signUp: vi.fn(async () => ({ data: { user: { id: 'u1' } }, error: null })),
    signOut: vi.fn(async () => ({ error: null })),
    onAuthStateChange: vi.fn((cb: (e: AuthChangeEvent) => void) => {
      listener = cb;
      return { data: { subscription: { unsubscribe() {} } } };
    }),
    mfa: {
      listFactors: vi.fn(async () => ({
        data: { totp: [{ id: 'f1', status: 'verified' }] },
        error: null,
      })),
      challengeAndVerify: vi.fn(async () => ({ data: {}, error: null })),
    },
  };
  const deps = {
    auth: auth as unknown as AuthDeps['auth'],
    fetchProfile: vi.fn(async () => profile),
    patchProfile: vi.fn(async () => ({ ...profile, lastName: 'Lovelace' })),
    putPersona: vi.fn(async (p) => ({ ...profile, persona: p })),
    ...overrides,
  };
  return { deps, auth, emit: (e: AuthChangeEvent) => listener?.(e) };
}

describe('auth state machine (SPEC §4)', () => {
  it('starts idle, goes loading, then success with the user', async () => {
    const { deps } = fakeDeps();
    const store = createAuthStore(deps);
    expect(store.getState().status).toBe('idle');
    const started = store.getState().start();
    expect(store.getState().status).toBe('loading');
    await started;
    expect(store.getState()).toMatchObject({
      status: 'success',
      isAuthenticated: true,
      error: null,
    });
    expect(store.getState().user?.id).toBe('u1');
  });

  it('without a session ends in failure with no user and no error', async () => {
    const { deps } = fakeDeps({}, false);
    const store = createAuthStore(deps);
    await store.getState().start();
    expect(store.getState()).toMatchObject({
      status: 'failure',
      user: null,
      isAuthenticated: false,
      error: null,
    });
  });

  it('a profile that cannot be read is a failure naming the reason', async () => {
    const { deps } = fakeDeps({
      fetchProfile: vi.fn(async () => Promise.reject(new Error('db down'))),
    });
    const store = createAuthStore(deps);
    await store.getState().start();
    expect(store.getState().error).toBe('Failed to fetch user profile: db down');
  });

  it('a wrong password shows only the generic "Login failed"', async () => {
    const { deps, auth } = fakeDeps({}, false);
    auth.signInWithPassword.mockResolvedValueOnce({
      data: {},
      error: { message: 'Invalid login credentials' },
    } as never);
    const store = createAuthStore(deps);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await store.getState().login('a@b.org', 'x');
    expect(store.getState()).toMatchObject({
      status: 'failure',
      error: 'Login failed',
      user: null,
    });
  });

  it('a failed sign-up shows only "Signup failed"', async () => {
    const { deps, auth } = fakeDeps({}, false);
    auth.signUp.mockResolvedValueOnce({
      data: { user: null },
      error: { message: 'User already registered' },
    } as never);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createAuthStore(deps);
    await store.getState().signup({
      email: 'a@b.org',
      password: 'x',
      firstName: 'A',
      lastName: 'B',
      role: 'nurse',
      institution: 'X',
    });
    expect(store.getState().error).toBe('Signup failed');
    expect(store.getState().signupIssue).toBeNull();
  });

  it.each([
    [
      'user_already_exists',
      'User already registered',
      { kind: 'account-exists', email: 'a@b.org' },
    ],
    [
      'invite_role_mismatch',
      inviteRoleMismatchMessage('pharmacist'),
      { kind: 'invite-role', role: 'pharmacist', message: inviteRoleMismatchMessage('pharmacist') },
    ],
    ['invite_invalid', 'Invitation code is invalid or has expired', { kind: 'invite-invalid' }],
    ['weak_password', 'Password is too weak', null],
  ])(
    'a sign-up refused with %s keeps "Signup failed" and says what to do',
    async (code, message, issue) => {
      const { deps, auth } = fakeDeps({}, false);
      auth.signUp.mockResolvedValueOnce({
        data: { user: null },
        error: { code, message },
      } as never);
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const store = createAuthStore(deps);
      await store.getState().signup({
        email: 'a@b.org',
        password: 'x',
        firstName: 'A',
        lastName: 'B',
        role: 'nurse',
        inviteCode: 'AAAA-BBBB-CCCC',
      });
      expect(store.getState().error).toBe('Signup failed');
      expect(store.getState().signupIssue).toEqual(issue);
      store.getState().setError(null);
      expect(store.getState().signupIssue).toBeNull();
    },
  );

  it('an enrolled second factor moves to the mfa state, and a code completes sign-in', async () => {
    const fetchProfile = vi
      .fn<() => Promise<Profile>>()
      .mockRejectedValueOnce(new ApiError(403, 'mfa_required', 'Complete two-factor verification'))
      .mockResolvedValue(profile);
    const { deps, auth } = fakeDeps({ fetchProfile });
    const store = createAuthStore(deps);
    await store.getState().start();
    expect(store.getState()).toMatchObject({
      status: 'mfa',
      mfaFactorId: 'f1',
      isAuthenticated: false,
    });
    await store.getState().verifyMfa('123456');
    expect(auth.mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f1', code: '123456' });
    expect(store.getState().status).toBe('success');
  });

  it('a profile update merges the saved fields; a failure shows the generic message', async () => {
    const { deps } = fakeDeps();
    const store = createAuthStore(deps);
    await store.getState().start();
    await store.getState().updateProfile({ lastName: 'Lovelace' });
    expect(store.getState().user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });

    (deps.patchProfile as Mock).mockRejectedValueOnce(new Error('boom'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(store.getState().updateProfile({ lastName: 'X' })).rejects.toThrow(
      'Failed to update profile',
    );
    expect(store.getState().error).toBe('Failed to update profile');
    expect(store.getState().user?.lastName).toBe('Lovelace');
  });

  it('a persona switch replaces the persona', async () => {
    const { deps } = fakeDeps();
    const store = createAuthStore(deps);
    await store.getState().start();
    const persona = { ...defaultPersona('pharmacist'), id: 'custom', name: 'Night shift' };
    await store.getState().switchPersona(persona);
    expect(store.getState().user?.persona.name).toBe('Night shift');
  });

  it('logout clears the user', async () => {
    const { deps } = fakeDeps();
    const store = createAuthStore(deps);
    await store.getState().start();
    await store.getState().logout();
    expect(store.getState()).toMatchObject({ user: null, isAuthenticated: false });
  });

  it.each(RELOAD_EVENTS.filter((e) => e !== 'SIGNED_OUT'))(
    're-reads the user on %s',
    async (event) => {
      vi.useFakeTimers();
      const { deps, emit } = fakeDeps();
      const store = createAuthStore(deps);
      await store.getState().start();
      (deps.fetchProfile as Mock).mockClear();
      emit(event);
      await vi.runAllTimersAsync();
      expect(deps.fetchProfile).toHaveBeenCalledTimes(1);
      vi.useRealTimers();
    },
  );

  it('SIGNED_OUT clears the user', async () => {
    vi.useFakeTimers();
    const { deps, emit } = fakeDeps();
    const store = createAuthStore(deps);
    await store.getState().start();
    emit('SIGNED_OUT');
    await vi.runAllTimersAsync();
    expect(store.getState().user).toBeNull();
    vi.useRealTimers();
  });

  it('the error can be set manually', () => {
    const store = createAuthStore(fakeDeps().deps);
    store.getState().setError('x');
    expect(store.getState().error).toBe('x');
  });
});
