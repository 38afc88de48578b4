import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { safeText } from '../../../core/validation';
import { authAccounts, mfaFactors, users } from '../../../db/schema';
import { writeAudit } from '../../lib/audit';
import type { AuthContext, CallerInfo } from './context';
import { AuthError, authErrors } from './errors';
import { toGoTrueUser } from './gotrue-user';
import { refreshSession, startSession } from './session-tokens';
import { PASSWORD_HASH_OPTIONS } from './signup';

const passwordGrantSchema = z.object({
  email: safeText().trim().min(1).max(254),
  password: safeText().min(1).max(256),
});
const refreshGrantSchema = z.object({ refresh_token: safeText().min(1).max(512) });

/** Verified against when the e-mail is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
function timingDecoy(): Promise<string> {
  dummyHash ??= hash('decoy-password-for-timing', PASSWORD_HASH_OPTIONS);
  return dummyHash;
}

export async function passwordGrant(ctx: AuthContext, body: unknown, caller: CallerInfo) {
  const parsed = passwordGrantSchema.safeParse(body ?? {});
  if (!parsed.success) throw authErrors.validation('Email and password are required');
  const { email, password } = parsed.data;
  ctx.limits.signin(caller.ip, email, ctx.now());

  const [row] = await ctx.db
    .select()
    .from(authAccounts)
    .where(sql`lower(${authAccounts.email}) = ${email.toLowerCase()}`);
  const ok = row
    ? await verify(row.passwordHash, password)
    : (await verify(await timingDecoy(), password), false);
  if (!row || !ok) {
    ctx.limits.signinFailed(caller.ip, email, ctx.now());
    await writeAudit(ctx.db, {
      actorId: row?.id ?? null,
      action: 'auth.signin.failed',
      entityType: 'user',
      entityId: row?.id ?? null,
      requestId: caller.requestId,
      ip: caller.ip,
    });
    throw authErrors.invalidCredentials();
  }
  ctx.limits.signinSucceeded(caller.ip, email);

  return ctx.db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ isActive: users.isActive, institutionId: users.institutionId })
      .from(users)
      .where(eq(users.id, row.id));
    if (!profile)
      throw new AuthError(
        500,
        'unexpected_failure',
        'Failed to fetch user profile: profile not found',
      );
    if (!profile.isActive) throw authErrors.userBanned();
    const now = new Date(ctx.now());
    await tx.update(users).set({ lastLogin: now }).where(eq(users.id, row.id));
    const [account] = await tx
      .update(authAccounts)
      .set({ lastSignInAt: now })
      .where(eq(authAccounts.id, row.id))
      .returning();
    const factors = await tx.select().from(mfaFactors).where(eq(mfaFactors.userId, row.id));
    await writeAudit(tx, {
      actorId: row.id,
      institutionId: profile.institutionId,
      action: 'auth.signin',
      entityType: 'user',
      entityId: row.id,
      requestId: caller.requestId,
      ip: caller.ip,
    });
    const session = await startSession(ctx, tx, row.id, row.email, 'password', caller);
    return { ...session, user: toGoTrueUser(account ?? row, factors) };
  });
}

export async function refreshGrant(ctx: AuthContext, body: unknown) {
  const parsed = refreshGrantSchema.safeParse(body ?? {});
  if (!parsed.success) throw authErrors.refreshNotFound();
  const { tokens, userId } = await refreshSession(ctx, parsed.data.refresh_token);
  const [account] = await ctx.db.select().from(authAccounts).where(eq(authAccounts.id, userId));
  const [profile] = await ctx.db
    .select({ isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  if (!account || !profile) throw authErrors.userNotFound();
  if (!profile.isActive) throw authErrors.userBanned();
  const factors = await ctx.db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId));
  return { ...tokens, user: toGoTrueUser(account, factors) };
}
