import { hash } from '@node-rs/argon2';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isValidEmail } from '../../../core/validation';
import { authAccounts, mfaFactors, users } from '../../../db/schema';
import { writeAudit } from '../../lib/audit';
import { endUserSessions } from '../../lib/sessions';
import type { AuthContext, CallerInfo } from './context';
import { AuthError, authErrors } from './errors';
import { toGoTrueUser } from './gotrue-user';
import { PASSWORD_HASH_OPTIONS, weakPasswordError } from './signup';

export interface AuthenticatedCaller extends CallerInfo {
  userId: string;
  sessionId: string;
  aal: 'aal1' | 'aal2';
}

/** Metadata keys that look like authority; they are never taken from the client. */
const PROTECTED_METADATA_KEYS = [
  'role',
  'institution',
  'institution_id',
  'invite_code',
  'is_active',
];

const updateUserSchema = z.object({
  email: z.string().trim().max(254).optional(),
  password: z.string().max(256).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
  nonce: z.string().optional(),
});

export async function getUser(ctx: AuthContext, userId: string) {
  const [account] = await ctx.db.select().from(authAccounts).where(eq(authAccounts.id, userId));
  if (!account) throw authErrors.userNotFound();
  const factors = await ctx.db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId));
  return toGoTrueUser(account, factors);
}

/**
 * PUT /user. The role lives only in `users.role`, which this call never touches; role-like keys in
 * `data` are dropped so user metadata cannot even appear to carry authority.
 */
export async function updateUser(ctx: AuthContext, caller: AuthenticatedCaller, body: unknown) {
  const parsed = updateUserSchema.safeParse(body ?? {});
  if (!parsed.success) throw authErrors.validation('Invalid user update');
  const { email, password, data } = parsed.data;
  const factors = await ctx.db
    .select()
    .from(mfaFactors)
    .where(eq(mfaFactors.userId, caller.userId));
  const hasVerifiedFactor = factors.some((f) => f.status === 'verified');
  if ((password || email) && hasVerifiedFactor && caller.aal !== 'aal2')
    throw authErrors.insufficientAal();

  const changes: Partial<typeof authAccounts.$inferInsert> = { updatedAt: new Date(ctx.now()) };
  if (password !== undefined) {
    const weak = weakPasswordError(password);
    if (weak) throw weak;
    changes.passwordHash = await hash(password, PASSWORD_HASH_OPTIONS);
    changes.recoveryTokenHash = null;
  }
  const result = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(authAccounts)
      .where(eq(authAccounts.id, caller.userId));
    if (!current) throw authErrors.userNotFound();
    if (email !== undefined && email.toLowerCase() !== current.email.toLowerCase()) {
      if (!isValidEmail(email))
        throw new AuthError(400, 'email_address_invalid', 'Email address is invalid');
      const [taken] = await tx
        .select({ id: authAccounts.id })
        .from(authAccounts)
        .where(
          and(
            sql`lower(${authAccounts.email}) = ${email.toLowerCase()}`,
            ne(authAccounts.id, caller.userId),
          ),
        );
      if (taken)
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      changes.email = email;
      await tx.update(users).set({ email }).where(eq(users.id, caller.userId));
    }
    if (data) {
      const safe = Object.fromEntries(
        Object.entries(data).filter(([k]) => !PROTECTED_METADATA_KEYS.includes(k)),
      );
      changes.userMetadata = { ...current.userMetadata, ...safe };
    }
    const [updated] = await tx
      .update(authAccounts)
      .set(changes)
      .where(eq(authAccounts.id, caller.userId))
      .returning();
    // A new password ends every other session: whoever knew the old one (or stole a token) is out.
    // The session that changed it continues.
    const sessionsEnded =
      password !== undefined
        ? await endUserSessions(tx, caller.userId, ctx.now(), caller.sessionId)
        : 0;
    await writeAudit(tx, {
      actorId: caller.userId,
      action: 'auth.user.update',
      entityType: 'user',
      entityId: caller.userId,
      details: {
        password: password !== undefined,
        email: changes.email !== undefined,
        metadata: data !== undefined,
        sessionsEnded,
      },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return toGoTrueUser(updated ?? current, factors);
  });
  if (password !== undefined) ctx.sessions.invalidateUser(caller.userId);
  return result;
}
