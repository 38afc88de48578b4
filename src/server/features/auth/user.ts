import { hash } from '@node-rs/argon2';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { findUnsafeInput, isValidEmail, safeText } from '../../../core/validation';
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

/**
 * User metadata is returned by every sign-in and every GET /user, so it is bounded: 16 KB as
 * UTF-8 JSON (after merging with what is stored) and 8 levels of nesting. Names and a few
 * preferences need a fraction of that.
 */
export const MAX_METADATA_BYTES = 16 * 1024;
export const MAX_METADATA_DEPTH = 8;

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

const metadataSchema = z.record(safeText().max(100), z.unknown()).superRefine((data, issue) => {
  const unsafe = findUnsafeInput(data, 'data', MAX_METADATA_DEPTH);
  if (unsafe) issue.addIssue({ code: 'custom', message: `${unsafe.path} ${unsafe.reason}` });
  else if (jsonBytes(data) > MAX_METADATA_BYTES) {
    issue.addIssue({ code: 'custom', message: metadataTooLarge(jsonBytes(data)) });
  }
});

const metadataTooLarge = (bytes: number) =>
  `user metadata must be at most ${MAX_METADATA_BYTES / 1024} KB (it would be ${Math.ceil(bytes / 1024)} KB)`;

const updateUserSchema = z.object({
  email: safeText().trim().max(254).optional(),
  password: safeText().max(256).optional(),
  data: metadataSchema.optional(),
  nonce: safeText().max(256).optional(),
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
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((i) => [...i.path, i.message].join(': '));
    throw authErrors.validation(`Invalid user update: ${reasons.join('; ')}`);
  }
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
      const merged = { ...current.userMetadata, ...safe };
      if (jsonBytes(merged) > MAX_METADATA_BYTES) {
        throw authErrors.validation(`Invalid user update: ${metadataTooLarge(jsonBytes(merged))}`);
      }
      changes.userMetadata = merged;
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
