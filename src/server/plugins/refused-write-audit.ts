import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { writeAudit } from '../lib/audit';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Issue 21 finding 6: a refused (403) write to a patient record left no trace, so an account that
 * keeps trying what its role may not do was invisible in the audit log. Every 403 on a write
 * under /api/patients now leaves one row: who, which route, which patient (when the path names
 * one). Nothing was written, so there is no transaction to share; the row is written after the
 * reply, and a failure to write it is logged, never turned into an error for the caller.
 */
export function registerRefusedWriteAudit(app: FastifyInstance, db: Db): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 403 || !WRITES.has(request.method)) return;
    const route = request.routeOptions.url;
    const user = request.authUser;
    if (!route?.startsWith('/api/patients') || !user) return;
    const id = (request.params as Record<string, unknown> | undefined)?.id;
    try {
      await writeAudit(db, {
        actorId: user.id,
        institutionId: user.institutionId,
        action: 'patient.write.refused',
        entityType: 'patient',
        entityId: typeof id === 'string' && UUID.test(id) ? id : null,
        details: { role: user.role, method: request.method, route, status: 403 },
        requestId: String(request.id),
        ip: request.ip,
      });
    } catch (err) {
      request.log.warn({ err }, 'audit: a refused write was not recorded');
    }
  });
}
