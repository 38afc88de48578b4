import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { authAccounts, authSessions, refreshTokens } from '../../../db/schema';
import type { Db, Tx } from '../../../db/client';
import { issueAccessToken, type Aal } from '../../lib/jwt';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { endUserSessions } from '../../lib/sessions';
import type { AuthContext, CallerInfo } from './context';
import { authErrors } from './errors';

export interface IssuedSession {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
}

type Amr = Array<{ method: string; timestamp: number }>;

/** Mints an access token plus a fresh refresh token for an existing session. */
export async function issueTokens(
  ctx: AuthContext,
  tx: Db | Tx,
  session: { id: string; userId: string; aal: Aal; amr: Amr },
  email: string,
): Promise<IssuedSession> {
  const refresh = randomToken(32);
  await tx.insert(refreshTokens).values({
    tokenHash: sha256Hex(refresh),
    sessionId: session.id,
    userId: session.userId,
  });
  const access = await issueAccessToken(
    ctx.secrets.jwtKey,
    { sub: session.userId, email, aal: session.aal, amr: session.amr, session_id: session.id },
    ctx.now(),
  );
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: refresh,
  };
}

export async function startSession(
  ctx: AuthContext,
  tx: Db | Tx,
  userId: string,
  email: string,
  method: string,
  caller: CallerInfo,
): Promise<IssuedSession> {
  const id = randomUUID();
  const amr: Amr = [{ method, timestamp: Math.floor(ctx.now() / 1000) }];
  await tx.insert(authSessions).values({
    id,
    userId,
    aal: 'aal1',
    amr,
    userAgent: caller.userAgent ?? null,
    ip: caller.ip,
    createdAt: new Date(ctx.now()),
  });
  return issueTokens(ctx, tx, { id, userId, aal: 'aal1', amr }, email);
}

/**
 * How long a rotated refresh token may still be presented without counting as theft. Two tabs
 * (or a retry after a lost response) refresh the same token at nearly the same moment; GoTrue
 * allows the same 10 seconds (GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL).
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * Rotates a refresh token. A token may be used once: presenting it again within
 * REFRESH_REUSE_GRACE_MS of its rotation issues another token for the same session (the second
 * tab), and later is treated as theft, and the whole session (every token in it) is revoked.
 */
export async function refreshSession(
  ctx: AuthContext,
  presented: string,
): Promise<{ tokens: IssuedSession; userId: string }> {
  const hash = sha256Hex(presented);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        revoked: refreshTokens.revoked,
        revokedAt: refreshTokens.revokedAt,
        sessionId: refreshTokens.sessionId,
        userId: refreshTokens.userId,
        sessionRevokedAt: authSessions.revokedAt,
        aal: authSessions.aal,
        amr: authSessions.amr,
        email: authAccounts.email,
      })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .innerJoin(authAccounts, eq(authAccounts.id, refreshTokens.userId))
      .where(eq(refreshTokens.tokenHash, hash))
      .for('update');
    if (!row || row.sessionRevokedAt) return { kind: 'not-found' as const };
    const withinGrace =
      row.revokedAt !== null && ctx.now() - row.revokedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
    if (row.revoked && !withinGrace) {
      await revokeSessionTokens(tx, row.sessionId, ctx.now());
      ctx.sessions.invalidateSession(row.sessionId);
      return { kind: 'reused' as const };
    }
    if (!row.revoked) {
      await tx
        .update(refreshTokens)
        .set({ revoked: true, revokedAt: new Date(ctx.now()) })
        .where(eq(refreshTokens.id, row.id));
    }
    await tx
      .update(authSessions)
      .set({ refreshedAt: new Date(ctx.now()) })
      .where(eq(authSessions.id, row.sessionId));
    const tokens = await issueTokens(
      ctx,
      tx,
      { id: row.sessionId, userId: row.userId, aal: row.aal, amr: row.amr },
      row.email,
    );
    return { kind: 'ok' as const, tokens, userId: row.userId };
  });
  // The revocation above must commit, so the error is raised outside the transaction.
  if (outcome.kind === 'not-found') throw authErrors.refreshNotFound();
  if (outcome.kind === 'reused') throw authErrors.refreshReused();
  return { tokens: outcome.tokens, userId: outcome.userId };
}

export async function revokeSessionTokens(
  tx: Db | Tx,
  sessionId: string,
  nowMs: number,
): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revokedAt: new Date(nowMs) })
    .where(eq(authSessions.id, sessionId));
  await tx
    .update(refreshTokens)
    .set({ revoked: true })
    .where(eq(refreshTokens.sessionId, sessionId));
}

/** GoTrue logout scopes: `local` this session, `global` all of the user's, `others` all but this. */
export async function logout(
  ctx: AuthContext,
  userId: string,
  sessionId: string,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (scope === 'local') await revokeSessionTokens(tx, sessionId, ctx.now());
    else await endUserSessions(tx, userId, ctx.now(), scope === 'others' ? sessionId : undefined);
  });
  ctx.sessions.invalidateUser(userId);
}
