import { hash } from '@node-rs/argon2';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defaultPersona, defaultPreferences, roleSchema } from '../../../core/access';
import { checkPassword, goTrueWeakPasswordReasons, isValidEmail } from '../../../core/validation';
import { authAccounts, institutionInvites, institutions, users } from '../../../db/schema';
import { writeAudit } from '../../lib/audit';
import { normaliseInviteCode, sha256Hex } from '../../lib/crypto';
import type { AuthContext, CallerInfo } from './context';
import { AuthError, authErrors } from './errors';
import { toGoTrueUser } from './gotrue-user';
import { startSession } from './session-tokens';

const text = (max: number) => z.string().trim().min(1).max(max);

/** Profile fields sent as GoTrue user metadata (`options.data` in auth-js signUp). */
export const signupMetadataSchema = z.object({
  first_name: text(100),
  last_name: text(100),
  role: roleSchema,
  specialty: z.string().trim().max(120).optional(),
  institution: z.string().trim().max(200).optional(),
  license_number: z.string().trim().max(60).optional(),
  years_experience: z.coerce.number().int().min(0).max(70).optional(),
  invite_code: z.string().trim().max(40).optional(),
});

export const signupBodySchema = z.object({
  email: z.string().trim().max(254).optional(),
  phone: z.string().optional(),
  password: z.string().max(256).optional(),
  data: z.unknown().optional(),
});

export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function weakPasswordError(password: string): AuthError | null {
  const check = checkPassword(password);
  if (check.ok) return null;
  const failed = check.rules.filter((r) => !r.met).map((r) => r.label);
  return new AuthError(422, 'weak_password', `Password is too weak: ${failed.join('; ')}`, {
    weak_password: {
      reasons: goTrueWeakPasswordReasons(check.reasons),
      message: failed.join('; '),
    },
  });
}

/**
 * Creates the account, its institution membership and its profile in one transaction: if any
 * part fails, nothing is kept. Joining an existing institution needs a valid invitation code;
 * without one a new institution is created, whatever name was typed.
 */
export async function signup(ctx: AuthContext, body: unknown, caller: CallerInfo) {
  ctx.limits.signup(caller.ip, ctx.now());
  const parsed = signupBodySchema.safeParse(body ?? {});
  if (!parsed.success) throw authErrors.validation('Invalid signup request');
  const { email, phone, password } = parsed.data;
  if ((!email && !phone) || !password) {
    throw authErrors.validation('Signup requires an email or phone number and a password');
  }
  if (!email) throw authErrors.validation('Phone signup is not supported; use an email address');
  if (!isValidEmail(email))
    throw new AuthError(400, 'email_address_invalid', 'Email address is invalid');
  const weak = weakPasswordError(password);
  if (weak) throw weak;
  const meta = signupMetadataSchema.safeParse(parsed.data.data ?? {});
  if (!meta.success) {
    const fields = meta.error.issues.map((i) => i.path.join('.')).join(', ');
    throw authErrors.validation(`Missing or invalid profile fields: ${fields}`);
  }
  const m = meta.data;
  if (!m.invite_code && !m.institution) {
    throw authErrors.validation('Institution is required (or an invitation code to join one)');
  }

  const passwordHash = await hash(password, PASSWORD_HASH_OPTIONS);
  const now = new Date(ctx.now());
  const userId = randomUUID();

  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: authAccounts.id })
      .from(authAccounts)
      .where(sql`lower(${authAccounts.email}) = ${email.toLowerCase()}`);
    if (existing) throw authErrors.userExists();

    let institution: { id: string; name: string; createdHere: boolean };
    if (m.invite_code) {
      const [invite] = await tx
        .select({
          id: institutionInvites.id,
          institutionId: institutionInvites.institutionId,
          name: institutions.name,
        })
        .from(institutionInvites)
        .innerJoin(institutions, eq(institutions.id, institutionInvites.institutionId))
        .where(
          and(
            eq(institutionInvites.codeHash, sha256Hex(normaliseInviteCode(m.invite_code))),
            isNull(institutionInvites.revokedAt),
            gt(institutionInvites.expiresAt, now),
            lt(institutionInvites.uses, institutionInvites.maxUses),
          ),
        )
        .for('update');
      if (!invite)
        throw new AuthError(400, 'invite_invalid', 'Invitation code is invalid or has expired');
      await tx
        .update(institutionInvites)
        .set({ uses: sql`${institutionInvites.uses} + 1` })
        .where(eq(institutionInvites.id, invite.id));
      institution = { id: invite.institutionId, name: invite.name, createdHere: false };
    } else {
      institution = { id: randomUUID(), name: m.institution as string, createdHere: true };
      await tx
        .insert(institutions)
        .values({ id: institution.id, name: institution.name, createdBy: userId, createdAt: now });
    }

    const userMetadata: Record<string, unknown> = {
      first_name: m.first_name,
      last_name: m.last_name,
      specialty: m.specialty ?? null,
      license_number: m.license_number ?? null,
      years_experience: m.years_experience ?? null,
      institution: institution.name,
    };
    const [account] = await tx
      .insert(authAccounts)
      .values({
        id: userId,
        email,
        passwordHash,
        // E-mail is confirmed on signup: there is no e-mail round trip in the self-hosted default.
        emailConfirmedAt: now,
        userMetadata,
        createdAt: now,
        updatedAt: now,
        lastSignInAt: now,
      })
      .returning();
    if (!account) throw new AuthError(500, 'unexpected_failure', 'Failed to create user account');

    try {
      await tx.insert(users).values({
        id: userId,
        email,
        firstName: m.first_name,
        lastName: m.last_name,
        role: m.role,
        specialty: m.specialty ?? null,
        institution: institution.name,
        institutionId: institution.id,
        // The creator of an institution is its first admin.
        isInstitutionAdmin: institution.createdHere,
        licenseNumber: m.license_number ?? null,
        yearsExperience: m.years_experience ?? null,
        preferences: defaultPreferences(m.role),
        persona: defaultPersona(m.role, m.specialty ? [m.specialty] : []),
        createdAt: now,
        lastLogin: now,
        isActive: true,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : 'database error';
      throw new AuthError(500, 'unexpected_failure', `Failed to create user profile: ${reason}`);
    }

    await writeAudit(tx, {
      actorId: userId,
      institutionId: institution.id,
      action: m.invite_code ? 'auth.signup.invited' : 'auth.signup.new-institution',
      entityType: 'user',
      entityId: userId,
      details: { role: m.role },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    const session = await startSession(ctx, tx, userId, email, 'password', caller);
    return { ...session, user: toGoTrueUser(account, []) };
  });
}
