import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { safeText } from '../../../core/validation';
import { authAccounts, mfaFactors, users } from '../../../db/schema';
import { writeAudit } from '../../lib/audit';
import { randomToken, sha256Hex } from '../../lib/crypto';
import type { AuthContext, CallerInfo } from './context';
import { authErrors } from './errors';
import { toGoTrueUser } from './gotrue-user';
import { startSession } from './session-tokens';

/** A recovery link is good for one hour and one use. */
export const RECOVERY_TTL_MS = 60 * 60 * 1000;

const recoverSchema = z.object({ email: safeText().trim().min(3).max(254) });
const verifySchema = z.object({
  type: z.enum(['recovery', 'magiclink', 'signup', 'invite', 'email']),
  email: safeText().trim().max(254).optional(),
  token: safeText().max(512).optional(),
  token_hash: safeText().max(512).optional(),
});

/**
 * Answers the same way, in the same time, whether or not the address exists, so the endpoint
 * cannot be used to discover accounts (issue 10 item 8): both paths run one UPDATE and one audit
 * INSERT, and the e-mail (an SMTP round trip of variable length) is sent after the answer, never
 * awaited by it.
 */
export async function recover(ctx: AuthContext, body: unknown, caller: CallerInfo): Promise<void> {
  const parsed = recoverSchema.safeParse(body ?? {});
  if (!parsed.success) throw authErrors.validation('An email address is required');
  const email = parsed.data.email;
  ctx.limits.recover(caller.ip, email, ctx.now());
  const token = randomToken(32);
  const [account] = await ctx.db
    .update(authAccounts)
    .set({ recoveryTokenHash: sha256Hex(token), recoverySentAt: new Date(ctx.now()) })
    .where(sql`lower(${authAccounts.email}) = ${email.toLowerCase()}`)
    .returning({ id: authAccounts.id, email: authAccounts.email });
  await writeAudit(ctx.db, {
    actorId: account?.id ?? null,
    action: account ? 'auth.recover.requested' : 'auth.recover.unknown-address',
    entityType: 'user',
    entityId: account?.id ?? null,
    requestId: caller.requestId,
    ip: caller.ip,
  });
  if (!account) return;
  const link = new URL('/auth', ctx.publicUrl);
  link.searchParams.set('type', 'recovery');
  link.searchParams.set('token_hash', token);
  ctx.mailer
    .send({
      to: account.email,
      subject: 'Reset your OncoCDS password',
      text: [
        'Someone asked to reset the password of your OncoCDS account.',
        `To choose a new password, open this link within one hour: ${link.toString()}`,
        'If you did not ask for this, ignore this message; your password stays unchanged.',
      ].join('\n\n'),
      link: link.toString(),
    })
    .catch((error: unknown) => {
      // Only the error's code: an SMTP error message can repeat the recipient's address.
      const code = (error as { code?: unknown } | null)?.code;
      ctx.log.error(
        { code: typeof code === 'string' ? code : undefined },
        'recovery e-mail not sent',
      );
    });
}

/** Exchanges a recovery token for a session; the client then asks for a new password. */
export async function verifyRecovery(ctx: AuthContext, body: unknown, caller: CallerInfo) {
  const parsed = verifySchema.safeParse(body ?? {});
  if (!parsed.success) throw authErrors.validation('Invalid verification request');
  const presented = parsed.data.token_hash ?? parsed.data.token;
  if (parsed.data.type !== 'recovery' || !presented) throw authErrors.otpExpired();
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(authAccounts)
      .where(eq(authAccounts.recoveryTokenHash, sha256Hex(presented)))
      .for('update');
    const sentAt = account?.recoverySentAt?.getTime() ?? 0;
    if (!account || ctx.now() - sentAt > RECOVERY_TTL_MS) throw authErrors.otpExpired();
    if (parsed.data.email && parsed.data.email.toLowerCase() !== account.email.toLowerCase()) {
      throw authErrors.otpExpired();
    }
    // A deactivated member gets no session this way either: deactivation ended them all.
    const [profile] = await tx
      .select({ isActive: users.isActive })
      .from(users)
      .where(eq(users.id, account.id));
    if (!profile?.isActive) throw authErrors.userBanned();
    await tx
      .update(authAccounts)
      .set({ recoveryTokenHash: null, recoverySentAt: null })
      .where(eq(authAccounts.id, account.id));
    const factors = await tx.select().from(mfaFactors).where(eq(mfaFactors.userId, account.id));
    await writeAudit(tx, {
      actorId: account.id,
      action: 'auth.recover.verified',
      entityType: 'user',
      entityId: account.id,
      requestId: caller.requestId,
      ip: caller.ip,
    });
    const session = await startSession(ctx, tx, account.id, account.email, 'recovery', caller);
    return { ...session, user: toGoTrueUser(account, factors) };
  });
}
