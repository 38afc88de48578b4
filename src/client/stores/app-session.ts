import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Role } from '../../core/access';
import { appConfig } from '../lib/environment';
import { createAppStorage } from '../lib/local-storage';

/** SPEC §3 app session, kept in browser storage. */
export interface AppSession {
  userId: string;
  userData: { userId: string; firstName: string; lastName: string; role: Role };
  createdAt: number;
  lastActivity: number;
  fingerprint: string;
}

/** Inactivity timeout in minutes: SPEC §9 sessionTimeout (60 in production, 1440 elsewhere). */
export const SESSION_TIMEOUT_MINUTES = appConfig.sessionTimeout;

export function isSessionExpired(
  session: AppSession,
  now: number,
  timeoutMinutes = SESSION_TIMEOUT_MINUTES,
): boolean {
  return now - session.lastActivity > timeoutMinutes * 60_000;
}

/**
 * A coarse browser fingerprint: a session copied to another browser or profile stops matching and
 * is cleared (SPEC §4). It is not an identifier and is never sent to the server.
 */
export function browserFingerprint(
  nav: Pick<Navigator, 'userAgent' | 'language' | 'platform'> = navigator,
): string {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const text = [nav.userAgent, nav.language, nav.platform, tz].join('|');
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16);
}

/** What to do with a stored session at `now`: keep it, or clear it and why. */
export function checkSession(
  session: AppSession | null,
  now: number,
  fingerprint: string,
  timeoutMinutes = SESSION_TIMEOUT_MINUTES,
): 'none' | 'valid' | 'expired' | 'fingerprint-mismatch' {
  if (!session) return 'none';
  if (session.fingerprint !== fingerprint) return 'fingerprint-mismatch';
  if (isSessionExpired(session, now, timeoutMinutes)) return 'expired';
  return 'valid';
}

interface AppSessionState {
  session: AppSession | null;
  begin(user: AppSession['userData'], now: number): void;
  touch(now: number): void;
  clear(): void;
}

export const appSessionStore = createStore<AppSessionState>()(
  persist(
    (set, get) => ({
      session: null,
      begin(user, now) {
        const current = get().session;
        if (current && current.userId === user.userId) {
          set({ session: { ...current, userData: user, lastActivity: now } });
          return;
        }
        set({
          session: {
            userId: user.userId,
            userData: user,
            createdAt: now,
            lastActivity: now,
            fingerprint: browserFingerprint(),
          },
        });
      },
      touch(now) {
        const current = get().session;
        if (current) set({ session: { ...current, lastActivity: now } });
      },
      clear() {
        set({ session: null });
      },
    }),
    {
      name: 'oncocds-app-session',
      storage: createJSONStorage(() => createAppStorage(appConfig.encryptLocalStorage)),
    },
  ),
);

export function useAppSession<T>(selector: (s: AppSessionState) => T): T {
  return useStore(appSessionStore, selector);
}
