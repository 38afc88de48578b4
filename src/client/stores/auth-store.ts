import type { AuthChangeEvent, GoTrueClient } from '@supabase/auth-js';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { invitedRoleFromMessage, type Persona, type Role } from '../../core/access';
import { ApiError } from '../lib/api';
import type { Profile, ProfilePatch } from '../lib/profile-types';

/** SPEC §4 auth states. `mfa` = password accepted, a TOTP code is still needed. */
export type AuthStatus = 'idle' | 'loading' | 'success' | 'failure' | 'mfa';

export interface SignupInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  specialty?: string;
  institution?: string;
  licenseNumber?: string;
  yearsExperience?: number;
  inviteCode?: string;
}

/**
 * Why a sign-up was refused, when the person can do something about it (issue 13): the address
 * already has an account (sign in or recover instead), or the invitation is for another role.
 */
export type SignupIssue =
  | { kind: 'account-exists'; email: string }
  | { kind: 'invite-role'; role: Role; message: string }
  | { kind: 'invite-invalid' };

export interface AuthState {
  status: AuthStatus;
  user: Profile | null;
  isAuthenticated: boolean;
  error: string | null;
  /** Set with error 'Signup failed' when the refusal has a remedy; null otherwise. */
  signupIssue: SignupIssue | null;
  /** The verified TOTP factor to challenge when status is 'mfa'. */
  mfaFactorId: string | null;
  start(): Promise<void>;
  login(email: string, password: string): Promise<void>;
  verifyMfa(code: string): Promise<void>;
  signup(input: SignupInput): Promise<void>;
  logout(): Promise<void>;
  updateProfile(patch: ProfilePatch): Promise<void>;
  switchPersona(persona: Persona): Promise<void>;
  setError(error: string | null): void;
  /** Re-reads the profile after an auth event (signed in, token refreshed, user updated, …). */
  reload(): Promise<void>;
}

export interface AuthDeps {
  auth: Pick<
    GoTrueClient,
    'getSession' | 'signInWithPassword' | 'signUp' | 'signOut' | 'onAuthStateChange' | 'mfa'
  >;
  fetchProfile(): Promise<Profile>;
  patchProfile(patch: ProfilePatch): Promise<Profile>;
  putPersona(persona: Persona): Promise<Profile>;
}

/** SPEC §5: the UI shows only these generic messages; the detail goes to the console. */
export const AUTH_UI_MESSAGES = {
  login: 'Login failed',
  signup: 'Signup failed',
  profile: 'Failed to update profile',
  persona: 'Failed to update persona',
} as const;

/** SPEC §4: the user is re-read on each of these events. */
export const RELOAD_EVENTS: readonly AuthChangeEvent[] = [
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'PASSWORD_RECOVERY',
  'USER_UPDATED',
  'MFA_CHALLENGE_VERIFIED',
];

export function createAuthStore(deps: AuthDeps): StoreApi<AuthState> {
  let listening = false;

  const store = createStore<AuthState>()((set, get) => {
    const succeed = (user: Profile) =>
      set({ status: 'success', user, isAuthenticated: true, error: null, mfaFactorId: null });
    const fail = (error: string, signupIssue: SignupIssue | null = null) =>
      set({ status: 'failure', user: null, isAuthenticated: false, error, signupIssue });

    /** Loads the profile for the current session; detects a pending TOTP step. */
    const loadCurrent = async (): Promise<void> => {
      const { data } = await deps.auth.getSession();
      if (!data.session) {
        set({
          status: 'failure',
          user: null,
          isAuthenticated: false,
          error: null,
          mfaFactorId: null,
        });
        return;
      }
      try {
        succeed(await deps.fetchProfile());
      } catch (error) {
        if (error instanceof ApiError && error.code === 'mfa_required') {
          const factors = await deps.auth.mfa.listFactors();
          const factor = factors.data?.totp.find((f) => f.status === 'verified');
          set({
            status: 'mfa',
            user: null,
            isAuthenticated: false,
            error: null,
            mfaFactorId: factor?.id ?? null,
          });
          return;
        }
        fail(
          error instanceof Error
            ? `Failed to fetch user profile: ${error.message}`
            : 'Failed to fetch user profile',
        );
      }
    };

    return {
      status: 'idle',
      user: null,
      isAuthenticated: false,
      error: null,
      signupIssue: null,
      mfaFactorId: null,

      async start() {
        set({ status: 'loading' });
        if (!listening) {
          listening = true;
          deps.auth.onAuthStateChange((event) => {
            if (!RELOAD_EVENTS.includes(event)) return;
            // Defer: auth-js holds a lock while notifying; reading the session inside it would wait on itself.
            setTimeout(() => {
              if (event === 'SIGNED_OUT')
                set({ status: 'failure', user: null, isAuthenticated: false, mfaFactorId: null });
              else void get().reload();
            }, 0);
          });
        }
        await loadCurrent();
      },

      async reload() {
        await loadCurrent();
      },

      async login(email, password) {
        set({ status: 'loading', error: null });
        const { error } = await deps.auth.signInWithPassword({ email, password });
        if (error) {
          console.warn('sign-in failed:', error.message);
          fail(AUTH_UI_MESSAGES.login);
          return;
        }
        await loadCurrent();
        if (get().status === 'failure') set({ error: AUTH_UI_MESSAGES.login });
      },

      async verifyMfa(code) {
        const factorId = get().mfaFactorId;
        if (!factorId) {
          fail(AUTH_UI_MESSAGES.login);
          return;
        }
        set({ status: 'loading', error: null });
        const { error } = await deps.auth.mfa.challengeAndVerify({ factorId, code });
        if (error) {
          console.warn('MFA verification failed:', error.message);
          set({
            status: 'mfa',
            error: 'Invalid code. Try the current code from your authenticator app.',
          });
          return;
        }
        await loadCurrent();
      },

      async signup(input) {
        set({ status: 'loading', error: null, signupIssue: null });
        const { data, error } = await deps.auth.signUp({
          email: input.email,
          password: input.password,
          options: {
            data: {
              first_name: input.firstName,
              last_name: input.lastName,
              role: input.role,
              specialty: input.specialty || undefined,
              institution: input.institution || undefined,
              license_number: input.licenseNumber || undefined,
              years_experience: input.yearsExperience,
              invite_code: input.inviteCode || undefined,
            },
          },
        });
        if (error || !data.user) {
          console.warn('sign-up failed:', error?.message ?? 'Failed to create user account');
          fail(AUTH_UI_MESSAGES.signup, signupIssueOf(error, input.email));
          return;
        }
        await loadCurrent();
      },

      async logout() {
        const { error } = await deps.auth.signOut({ scope: 'local' });
        if (error) console.warn('sign-out:', error.message);
        set({
          status: 'failure',
          user: null,
          isAuthenticated: false,
          error: null,
          mfaFactorId: null,
        });
      },

      async updateProfile(patch) {
        const before = get().user;
        if (!before) return;
        try {
          const saved = await deps.patchProfile(patch);
          set({ user: { ...before, ...saved }, error: null });
        } catch (error) {
          console.warn(
            `Failed to update profile: ${error instanceof Error ? error.message : String(error)}`,
          );
          set({ error: AUTH_UI_MESSAGES.profile });
          throw new Error(AUTH_UI_MESSAGES.profile);
        }
      },

      async switchPersona(persona) {
        const before = get().user;
        if (!before) return;
        try {
          const saved = await deps.putPersona(persona);
          set({ user: { ...before, persona: saved.persona }, error: null });
        } catch (error) {
          console.warn('persona switch failed:', error instanceof Error ? error.message : error);
          set({ error: AUTH_UI_MESSAGES.persona });
          throw new Error(AUTH_UI_MESSAGES.persona);
        }
      },

      setError(error) {
        set({ error, signupIssue: null });
      },
    };
  });
  return store;
}

/** The GoTrue error codes a person can act on, mapped to what the sign-up form offers. */
export function signupIssueOf(
  error: { code?: string | undefined; message: string } | null,
  email: string,
): SignupIssue | null {
  switch (error?.code) {
    case 'user_already_exists':
      return { kind: 'account-exists', email };
    case 'invite_role_mismatch': {
      const role = invitedRoleFromMessage(error.message);
      return role ? { kind: 'invite-role', role, message: error.message } : null;
    }
    case 'invite_invalid':
      return { kind: 'invite-invalid' };
    default:
      return null;
  }
}
