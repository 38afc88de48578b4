import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { authSessions, refreshTokens } from '../../db/schema';

/** Anything that can forget cached session checks (the SessionCache). */
export interface SessionInvalidator {
  invalidateSession(sessionId: string): void;
  invalidateUser(userId: string): void;
}

/**
 * Ends a user's sessions, access and refresh tokens alike, except `keep` (the session that asked,
 * which may continue). Shared by password changes and resets (auth) and by deactivation
 * (institution admins). Run it inside the transaction of the change, then, once that has
 * committed, call `invalidateUser` so this server's session cache forgets them at once: clearing
 * the cache before the commit would let a concurrent request cache the old row again.
 * Returns how many live sessions were ended.
 */
export async function endUserSessions(
  tx: Db | Tx,
  userId: string,
  nowMs: number,
  keep?: string,
): Promise<number> {
  const ended = await tx
    .update(authSessions)
    .set({ revokedAt: new Date(nowMs) })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keep ? ne(authSessions.id, keep) : undefined,
      ),
    )
    .returning({ id: authSessions.id });
  await tx
    .update(refreshTokens)
    .set({ revoked: true })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.revoked, false),
        keep ? ne(refreshTokens.sessionId, keep) : undefined,
      ),
    );
  return ended.length;
}
