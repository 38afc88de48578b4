import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { authSessions } from '../../../db/schema';

/** The session row behind a token: whether it still exists and its assurance level. */
export async function loadSessionState(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select({ revokedAt: authSessions.revokedAt, aal: authSessions.aal })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)));
  return row ? { revoked: row.revokedAt !== null, aal: row.aal } : undefined;
}
