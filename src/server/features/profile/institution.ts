import { and, count, desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { DomainError } from '../../../core/errors';
import type { Db } from '../../../db/client';
import { institutionInvites, institutions, users } from '../../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../../lib/audit';
import { inviteCode, sha256Hex } from '../../lib/crypto';

export const createInviteSchema = z
  .object({
    maxUses: z.number().int().min(1).max(50).default(5),
    expiresInDays: z.number().int().min(1).max(30).default(7),
  })
  .strict();

export const inviteSchema = z.object({
  id: z.uuid(),
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
  invites: z.array(inviteSchema),
});

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
  const invites = await db
    .select()
    .from(institutionInvites)
    .where(eq(institutionInvites.institutionId, inst.id))
    .orderBy(desc(institutionInvites.createdAt))
    .limit(50);
  return {
    id: inst.id,
    name: inst.name,
    memberCount: members?.n ?? 0,
    invites: invites.map((i) => ({
      id: i.id,
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
    });
    await writeAudit(tx, {
      actorId: user.id,
      institutionId: user.institutionId,
      action: 'institution.invite.create',
      entityType: 'institution_invite',
      entityId: id,
      details: { maxUses: input.maxUses, expiresInDays: input.expiresInDays },
      requestId,
    });
  });
  return { id, code, expiresAt: expiresAt.toISOString(), maxUses: input.maxUses };
}

export async function revokeInvite(
  db: Db,
  user: AuthUser,
  inviteId: string,
  nowMs: number,
  requestId: string,
) {
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
