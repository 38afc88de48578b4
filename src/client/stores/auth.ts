import { useStore } from 'zustand';
import type { Persona } from '../../core/access';
import { api } from '../lib/api';
import { authClient } from '../lib/auth-client';
import type { Profile, ProfilePatch } from '../lib/profile-types';
import { createAuthStore, type AuthState } from './auth-store';
import { patientContextStore } from './patient-context';

/** The app's single auth store, wired to the real client and API. */
export const authStore = createAuthStore({
  auth: authClient,
  fetchProfile: () => api<Profile>('/api/profile'),
  patchProfile: (patch: ProfilePatch) =>
    api<Profile>('/api/profile', { method: 'PATCH', body: patch }),
  putPersona: (persona: Persona) =>
    api<Profile>('/api/profile/persona', { method: 'PUT', body: persona }),
});

export function useAuth<T>(selector: (s: AuthState) => T): T {
  return useStore(authStore, selector);
}

/**
 * The patient context belongs to one user: signing out clears it, and another user signing in on
 * this browser starts with none of the previous user's patients.
 */
authStore.subscribe((state) => {
  const ctx = patientContextStore.getState();
  const userId = state.user?.id ?? null;
  if (state.status === 'success' && userId && ctx.ownerId !== userId) ctx.reset(userId);
  if (state.status === 'failure' && !userId && (ctx.ownerId || ctx.current || ctx.recent.length))
    ctx.reset();
});
