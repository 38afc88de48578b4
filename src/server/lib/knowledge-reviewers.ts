import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knowledgeReviewers } from '../../db/schema';
import type { AuthUser } from '../plugins/auth';

/*
 * The canReviewKnowledge permission (issue 22), read by the review workspace and the institution
 * alert policy: granted by an institution admin to a pharmacist or oncologist of the institution.
 */

export const REVIEWER_ROLES = ['pharmacist', 'oncologist'] as const;

export async function canReviewKnowledge(db: Db, user: AuthUser): Promise<boolean> {
  if (!(REVIEWER_ROLES as readonly string[]).includes(user.role)) return false;
  const rows = await db
    .select({ userId: knowledgeReviewers.userId })
    .from(knowledgeReviewers)
    .where(
      and(
        eq(knowledgeReviewers.institutionId, user.institutionId),
        eq(knowledgeReviewers.userId, user.id),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
