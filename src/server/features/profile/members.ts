import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { roleSchema } from '../../../core/access';
import { DomainError } from '../../../core/errors';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../../lib/audit';
import { endUserSessions, type SessionInvalidator } from '../../lib/sessions';
import { assertInstitutionAdmin } from './institution';

export const memberSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  isMe: z.boolean(),
});
export const membersResponseSchema = z.object({ members: z.array(memberSchema) });

/** What an administrator may change about a member: the admin capability and whether they may sign in. */
export const memberPatchSchema = z
  .object({ isAdmin: z.boolean().optional(), isActive: z.boolean().optional() })
  .strict()
  .refine((p) => p.isAdmin !== undefined || p.isActive !== undefined, {
    error: 'send isAdmin or isActive',
  });

/** A large hospital's staff, with room to spare; paging can come when an institution needs it. */
const MAX_MEMBERS = 2000;

type UserRow = typeof users.$inferSelect;

function toMember(row: UserRow, viewer: AuthUser): z.infer<typeof memberSchema> {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    isAdmin: row.isInstitutionAdmin,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    isMe: row.id === viewer.id,
  };
}

export async function listMembers(db: Db, user: AuthUser) {
  assertInstitutionAdmin(user, 'see the members list');
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.institutionId, user.institutionId))
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(MAX_MEMBERS);
  return { members: rows.map((r) => toMember(r, user)) };
}

/**
 * Promotes, demotes, deactivates or reactivates a member of the caller's institution. An
 * institution always keeps at least one active administrator: the change that would remove the
 * last one is refused (the admin rows are locked first, so two admins demoting each other at
 * once cannot both succeed). Deactivation ends every session of the member at once. Audited.
 */
export async function updateMember(
  db: Db,
  sessions: SessionInvalidator,
  user: AuthUser,
  memberId: string,
  patch: z.infer<typeof memberPatchSchema>,
  nowMs: number,
  requestId: string,
) {
  assertInstitutionAdmin(user, 'change members');
  if (memberId === user.id && patch.isActive === false) {
    throw new DomainError('conflict', 'You cannot deactivate your own account');
  }
  const result = await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.institutionId, user.institutionId),
          eq(users.isInstitutionAdmin, true),
          eq(users.isActive, true),
        ),
      )
      .for('update');
    const [target] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, memberId), eq(users.institutionId, user.institutionId)))
      .for('update');
    // A member of another institution is reported as missing, so ids cannot be probed.
    if (!target) throw new DomainError('not_found', 'Member not found');

    const isAdmin = patch.isAdmin ?? target.isInstitutionAdmin;
    const isActive = patch.isActive ?? target.isActive;
    const wasActiveAdmin = target.isInstitutionAdmin && target.isActive;
    if (wasActiveAdmin && !(isAdmin && isActive)) {
      const others = admins.filter((a) => a.id !== target.id);
      if (others.length === 0) {
        throw new DomainError(
          'conflict',
          `${target.firstName} ${target.lastName} is the institution's only administrator; make someone else an administrator first`,
        );
      }
    }

    const [row] = await tx
      .update(users)
      .set({ isInstitutionAdmin: isAdmin, isActive })
      .where(eq(users.id, target.id))
      .returning();
    const sessionsEnded =
      target.isActive && !isActive ? await endUserSessions(tx, target.id, nowMs) : 0;
    const changes = [
      ...(isAdmin !== target.isInstitutionAdmin ? [isAdmin ? 'promote' : 'demote'] : []),
      ...(isActive !== target.isActive ? [isActive ? 'reactivate' : 'deactivate'] : []),
    ];
    for (const change of changes) {
      await writeAudit(tx, {
        actorId: user.id,
        institutionId: user.institutionId,
        action: `institution.member.${change}`,
        entityType: 'user',
        entityId: target.id,
        details: change === 'deactivate' ? { sessionsEnded } : {},
        requestId,
      });
    }
    if (!row) throw new DomainError('not_found', 'Member not found');
    return toMember(row, user);
  });
  // After the commit, so a concurrent request cannot cache the old row again.
  sessions.invalidateUser(memberId);
  return result;
}
