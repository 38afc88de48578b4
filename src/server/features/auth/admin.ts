import { eq } from 'drizzle-orm';
import { isUuid } from '../../../core/validation';
import { authAccounts } from '../../../db/schema';
import { writeAudit } from '../../lib/audit';
import { safeEqual } from '../../lib/crypto';
import type { AuthContext, CallerInfo } from './context';
import { authErrors } from './errors';

/**
 * GoTrue admin deletion, authorised by the service-role key (never by a user session). Without
 * SERVICE_ROLE_KEY configured the admin API is off.
 */
export async function adminDeleteUser(
  ctx: AuthContext,
  bearer: string | undefined,
  userId: string,
  caller: CallerInfo,
): Promise<void> {
  if (!ctx.serviceRoleKey || !bearer || !safeEqual(bearer, ctx.serviceRoleKey)) {
    throw authErrors.forbidden('User not allowed');
  }
  if (!isUuid(userId)) throw authErrors.validation('user id must be a UUID');
  await ctx.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(authAccounts)
      .where(eq(authAccounts.id, userId))
      .returning({ id: authAccounts.id });
    if (deleted.length === 0) throw authErrors.userNotFound();
    ctx.sessions.invalidateUser(userId);
    await writeAudit(tx, {
      actorId: null,
      action: 'auth.admin.delete-user',
      entityType: 'user',
      entityId: userId,
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
}
