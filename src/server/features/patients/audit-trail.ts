import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DomainError } from '../../../core/errors';
import { auditLog, users } from '../../../db/schema';
import { writeAudit } from '../../lib/audit';
import { findPatient, patientAuditEntry } from '../../lib/patient-record';
import type { auditQuerySchema, auditTrailSchema } from './schemas';
import type { PatientsContext } from './service';

/**
 * A patient's audit trail, newest first, for the admins of the patient's institution: every read
 * and write of the record, its alerts and its care sessions (all are recorded against the
 * patient). Reading the trail is itself recorded.
 */
export async function readAuditTrail(
  ctx: PatientsContext,
  request: FastifyRequest,
  patientId: string,
  query: z.output<typeof auditQuerySchema>,
): Promise<z.infer<typeof auditTrailSchema>> {
  const user = request.authUser!;
  if (!user.isInstitutionAdmin) {
    throw new DomainError('forbidden', "Only your institution's admins read audit trails");
  }
  await findPatient(ctx.db, user, patientId);
  const scope = and(
    eq(auditLog.entityType, 'patient'),
    eq(auditLog.entityId, patientId),
    eq(auditLog.institutionId, user.institutionId),
  );
  const rows = await ctx.db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      actorId: auditLog.actorId,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      ip: auditLog.ip,
      requestId: auditLog.requestId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(scope)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await ctx.db.select({ n: count() }).from(auditLog).where(scope);
  await writeAudit(ctx.db, patientAuditEntry(request, 'patient.audit.read', patientId));
  return {
    items: rows.map((r) => ({
      at: r.at.toISOString(),
      action: r.action,
      actor:
        r.actorId === null
          ? null
          : {
              id: r.actorId,
              name: r.firstName === null ? 'deleted account' : `${r.firstName} ${r.lastName}`,
              role: r.role ?? 'unknown',
            },
      ip: r.ip,
      requestId: r.requestId,
      details: r.details,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
