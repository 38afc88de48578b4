import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  mergePreferences,
  personaSchema,
  preferencesPatchSchema,
  preferencesSchema,
  roleSchema,
  type Preferences,
} from '../../../core/access';
import { DomainError } from '../../../core/errors';
import { safeText } from '../../../core/validation';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../../lib/audit';

const name = safeText().trim().min(1).max(100);

/**
 * Fields a user may change about themselves. Role, e-mail, institution and status are absent on
 * purpose. An empty patch is a 400: there is nothing to save, and it used to reach the database
 * as an UPDATE with no columns (a 500).
 */
export const profilePatchSchema = z
  .object({
    firstName: name.optional(),
    lastName: name.optional(),
    specialty: safeText().trim().max(120).nullable().optional(),
    licenseNumber: safeText().trim().max(60).nullable().optional(),
    yearsExperience: z.number().int().min(0).max(70).nullable().optional(),
    preferences: preferencesPatchSchema.optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), {
    error: 'send at least one field to change',
  });

export const profileResponseSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  specialty: z.string().nullable(),
  institution: z.string(),
  licenseNumber: z.string().nullable(),
  yearsExperience: z.number().nullable(),
  preferences: preferencesSchema,
  persona: personaSchema,
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  isActive: z.boolean(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

function toResponse(row: typeof users.$inferSelect): ProfileResponse {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    specialty: row.specialty,
    institution: row.institution,
    licenseNumber: row.licenseNumber,
    yearsExperience: row.yearsExperience,
    preferences: preferencesSchema.parse(row.preferences),
    persona: personaSchema.parse(row.persona),
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    isActive: row.isActive,
  };
}

export async function getProfile(db: Db, user: AuthUser): Promise<ProfileResponse> {
  const [row] = await db.select().from(users).where(eq(users.id, user.id));
  if (!row) throw new DomainError('not_found', 'Failed to fetch user profile: profile not found');
  return toResponse(row);
}

export async function updateProfile(
  db: Db,
  user: AuthUser,
  patch: z.infer<typeof profilePatchSchema>,
  requestId: string,
): Promise<ProfileResponse> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!current) throw new DomainError('not_found', 'Failed to update profile: profile not found');
    const { preferences: prefPatch, ...fields } = patch;
    const preferences: Preferences | undefined = prefPatch
      ? mergePreferences(preferencesSchema.parse(current.preferences), prefPatch)
      : undefined;
    const [row] = await tx
      .update(users)
      .set({ ...fields, ...(preferences ? { preferences } : {}) })
      .where(eq(users.id, user.id))
      .returning();
    await writeAudit(tx, {
      actorId: user.id,
      institutionId: user.institutionId,
      action: 'profile.update',
      entityType: 'user',
      entityId: user.id,
      details: { fields: Object.keys(patch) },
      requestId,
    });
    if (!row) throw new DomainError('not_found', 'Failed to update profile: profile not found');
    return toResponse(row);
  });
}

export async function switchPersona(
  db: Db,
  user: AuthUser,
  persona: z.infer<typeof personaSchema>,
  requestId: string,
): Promise<ProfileResponse> {
  if (persona.role !== user.role) {
    throw new DomainError('validation', `A ${user.role} can only use a ${user.role} persona`);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ persona }).where(eq(users.id, user.id)).returning();
    await writeAudit(tx, {
      actorId: user.id,
      institutionId: user.institutionId,
      action: 'profile.persona',
      entityType: 'user',
      entityId: user.id,
      details: { persona: persona.id },
      requestId,
    });
    if (!row) throw new DomainError('not_found', 'Failed to update persona: profile not found');
    return toResponse(row);
  });
}
