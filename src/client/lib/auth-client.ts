import { GoTrueClient } from '@supabase/auth-js';

/**
 * The official GoTrue client, pointed at our own /auth/v1. It keeps the session in localStorage,
 * refreshes it before expiry and emits the auth events the auth store listens to.
 */
export const authClient = new GoTrueClient({
  url: `${window.location.origin}/auth/v1`,
  storageKey: 'oncocds-auth',
  autoRefreshToken: true,
  persistSession: true,
  detectSessionInUrl: false,
});

export async function accessToken(): Promise<string | null> {
  const { data } = await authClient.getSession();
  return data.session?.access_token ?? null;
}
