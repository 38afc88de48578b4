import { and, asc, count, desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { invitableRoles, mayInvite, roleProfile, roleSchema } from '../../../core/access';
import { DomainError } from '../../../core/errors';
import type { Db } from '../../../db/client';
import { institutionInvites, institutions, users } from '../../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../../lib/audit';
import { inviteCode, sha256Hex } from '../../lib/crypto';

/** An invitation names the one role it grants; whoever signs up with it must declare that role. */
export const createInviteSchema = z
  .object({
    role: roleSchema,
    maxUses: z.number().int().min(1).max(50).default(5),
    expiresInDays: z.number().int().min(1).max(30).default(7),
  })
  .strict();

export const inviteSchema = z.object({
  id: z.uuid(),
  role: roleSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  maxUses: z.number(),
  uses: z.number(),
  revoked: z.boolean(),
  createdByMe: z.boolean(),
});

export const institutionResponseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  memberCount: z.number(),
  /** Whether the caller administers the institution (invitations, members). */
  viewerIsAdmin: z.boolean(),
  /** Whom to ask for an invitation: the active administrators' names. */
  admins: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** Only administrators see the invitations; for everyone else the list is empty. */
  invites: z.array(inviteSchema),
});

/** Invitations and members are the institution's administrators' business only. */
export function assertInstitutionAdmin(user: AuthUser, action: string): void {
  if (!user.isInstitutionAdmin) {
    throw new DomainError('forbidden', `Only an administrator of your institution can ${action}`);
  }
}

export async function getInstitution(db: Db, user: AuthUser) {
  const [inst] = await db
    .select()
    .from(institutions)
    .where(eq(institutions.id, user.institutionId));
  if (!inst) throw new DomainError('not_found', 'Institution not found');
  const [members] = await db
    .select({ n: count() })
    .from(users)
    .where(eq(users.institutionId, inst.id));
  const admins = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.institutionId, inst.id),
        eq(users.isInstitutionAdmin, true),
        eq(users.isActive, true),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
  const invites = user.isInstitutionAdmin
    ? await db
        .select()
        .from(institutionInvites)
        .where(eq(institutionInvites.institutionId, inst.id))
        .orderBy(desc(institutionInvites.createdAt))
        .limit(50)
    : [];
  return {
    id: inst.id,
    name: inst.name,
    memberCount: members?.n ?? 0,
    viewerIsAdmin: user.isInstitutionAdmin,
    admins: admins.map((a) => ({ id: a.id, name: `${a.firstName} ${a.lastName}` })),
    invites: invites.map((i) => ({
      id: i.id,
      role: i.role,
      createdAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
      maxUses: i.maxUses,
      uses: i.uses,
      revoked: i.revokedAt !== null,
      createdByMe: i.createdBy === user.id,
    })),
  };
}

/** The plain code is returned once; only its hash is kept. */
export async function createInvite(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof createInviteSchema>,
  nowMs: number,
  requestId: string,
) {
  assertInstitutionAdmin(user, 'create invitations');
  if (!mayInvite(user.role, input.role)) {
    const allowed = invitableRoles(user.role).map((r) => roleProfile(r).label);
    throw new DomainError(
      'forbidden',
      `An invitation cannot grant more patient access than your own role has: as ${roleProfile(user.role).label} you may invite ${allowed.join(', ')}`,
    );
  }
  const code = inviteCode();
  const id = randomUUID();
  const expiresAt = new Date(nowMs + input.expiresInDays * 86_400_000);
  await db.transaction(async (tx) => {
    await tx.insert(institutionInvites).values({
      id,
      institutionId: user.institutionId,
      codeHash: sha256Hex(code),
      createdBy: user.id,
      createdAt: new Date(nowMs),
      expiresAt,
      maxUses: input.maxUses,
      role: input.role,
    });
    await writeAudit(tx, {
      actorId: user.id,
      institutionId: user.institutionId,
      action: 'institution.invite.create',
      entityType: 'institution_invite',
      entityId: id,
      details: { role: input.role, maxUses: input.maxUses, expiresInDays: input.expiresInDays },
      requestId,
    });
  });
  return {
    id,
    code,
    role: input.role,
    expiresAt: expiresAt.toISOString(),
    maxUses: input.maxUses,
  };
}

export async function revokeInvite(
  db: Db,
  user: AuthUser,
  inviteId: string,
  nowMs: number,
  requestId: string,
) {
  assertInstitutionAdmin(user, 'revoke invitations');
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(institutionInvites)
      .set({ revokedAt: new Date(nowMs) })
      .where(
        and(
          eq(institutionInvites.id, inviteId),
          eq(institutionInvites.institutionId, user.institutionId),
        ),
      )
      .returning({ id: institutionInvites.id });
    // Another institution's invite is reported as missing, not forbidden, so ids cannot be probed.
    if (updated.length === 0) throw new DomainError('not_found', 'Invitation not found');
    await writeAudit(tx, {
      actorId: user.id,
      institutionId: user.institutionId,
      action: 'institution.invite.revoke',
      entityType: 'institution_invite',
      entityId: inviteId,
      requestId,
    });
  });
}
