import { hash } from '@node-rs/argon2';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  defaultPersona,
  defaultPreferences,
  inviteRoleMismatchMessage,
  roleSchema,
  type Role,
} from '../../../core/access';
import {
  checkPassword,
  goTrueWeakPasswordReasons,
  isValidEmail,
  safeText,
} from '../../../core/validation';
import { describeDbError } from '../../../db/errors';
import { authAccounts, institutionInvites, institutions, users } from '../../../db/schema';
import { writeAudit } from '../../lib/audit';
import { normaliseInviteCode, sha256Hex } from '../../lib/crypto';
import type { AuthContext, CallerInfo } from './context';
import { AuthError, authErrors } from './errors';
import { toGoTrueUser } from './gotrue-user';
import { startSession } from './session-tokens';

const text = (max: number) => safeText().trim().min(1).max(max);
const optionalText = (max: number) => safeText().trim().max(max).optional();

/** Profile fields sent as GoTrue user metadata (`options.data` in auth-js signUp). */
export const signupMetadataSchema = z.object({
  first_name: text(100),
  last_name: text(100),
  role: roleSchema,
  specialty: optionalText(120),
  institution: optionalText(200),
  license_number: optionalText(60),
  years_experience: z.coerce.number().int().min(0).max(70).optional(),
  invite_code: optionalText(40),
});

export const signupBodySchema = z.object({
  email: safeText().trim().max(254).optional(),
  phone: safeText().max(40).optional(),
  password: safeText().max(256).optional(),
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

export const INSTITUTION_NAME_TAKEN_MESSAGE =
  'Institution names must be unique. To join an existing institution, ask one of its administrators for an invitation code.';

/**
 * Creates the account, its institution membership and its profile in one transaction: if any
 * part fails, nothing is kept. Joining an existing institution needs a valid invitation code, and
 * the role declared must be the one the invitation names; without a code a new institution is
 * created, whatever name was typed, and its creator is its first administrator.
 *
 * Whether an address is registered (issue 10 item 8): every check that does not depend on the
 * address (fields, password strength, the invitation and its role) runs first, and the password
 * is hashed on every path, so a refused request says and costs the same for a registered address
 * as for a new one. Only a request that would otherwise have created the account learns that
 * the address is taken, which is as much as a successful sign-up would tell; probing that way
 * creates accounts, is limited per address and is audited.
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

  const outcome = await ctx.db.transaction(async (tx) => {
    let institution: { id: string; name: string; createdHere: boolean };
    let inviteId: string | null = null;
    if (m.invite_code) {
      const [invite] = await tx
        .select({
          id: institutionInvites.id,
          institutionId: institutionInvites.institutionId,
          role: institutionInvites.role,
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
      if (invite.role !== m.role) return { kind: 'role-mismatch' as const, invite };
      inviteId = invite.id;
      institution = { id: invite.institutionId, name: invite.name, createdHere: false };
    } else {
      const name = (m.institution as string).trim().replace(/\s+/g, ' ');
      // Issue 21: a second institution under an existing one's name would look like that one to
      // its members and patients. The answer says only that names are unique: nothing about who
      // belongs to it.
      const [taken] = await tx
        .select({ id: institutions.id })
        .from(institutions)
        .where(
          sql`lower(regexp_replace(trim(${institutions.name}), '\s+', ' ', 'g')) = ${name.toLowerCase()}`,
        )
        .limit(1);
      if (taken) {
        throw new AuthError(400, 'institution_name_taken', INSTITUTION_NAME_TAKEN_MESSAGE);
      }
      institution = { id: randomUUID(), name, createdHere: true };
    }

    const [existing] = await tx
      .select({ id: authAccounts.id })
      .from(authAccounts)
      .where(sql`lower(${authAccounts.email}) = ${email.toLowerCase()}`);
    if (existing) throw authErrors.userExists();

    if (inviteId) {
      await tx
        .update(institutionInvites)
        .set({ uses: sql`${institutionInvites.uses} + 1` })
        .where(eq(institutionInvites.id, inviteId));
    } else {
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
      // SPEC §5 names the reason; only the SQLSTATE is given, never the SQL or its values.
      const db = describeDbError(error);
      const reason = db ? `database error ${db.code}` : 'database error';
      throw new AuthError(500, 'unexpected_failure', `Failed to create user profile: ${reason}`);
    }

    await writeAudit(tx, {
      actorId: userId,
      institutionId: institution.id,
      action: inviteId ? 'auth.signup.invited' : 'auth.signup.new-institution',
      entityType: 'user',
      entityId: userId,
      details: inviteId ? { role: m.role, inviteId } : { role: m.role },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    const session = await startSession(ctx, tx, userId, email, 'password', caller);
    return { kind: 'created' as const, result: { ...session, user: toGoTrueUser(account, []) } };
  });

  if (outcome.kind === 'role-mismatch') {
    // An attempt to join with a role the invitation does not grant: the escalation issue 10
    // item 1 closed, worth a row in the institution's audit trail.
    await writeAudit(ctx.db, {
      actorId: null,
      institutionId: outcome.invite.institutionId,
      action: 'auth.signup.invite-role-refused',
      entityType: 'institution_invite',
      entityId: outcome.invite.id,
      details: { declaredRole: m.role, invitedRole: outcome.invite.role },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    throw inviteRoleMismatch(outcome.invite.role);
  }
  return outcome.result;
}

function inviteRoleMismatch(invited: Role): AuthError {
  return new AuthError(422, 'invite_role_mismatch', inviteRoleMismatchMessage(invited), {
    invited_role: invited,
  });
}
