import { auditLog } from '../../db/schema';
import type { Db, Tx } from '../../db/client';

export interface AuditEntry {
  actorId: string | null;
  institutionId?: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
  requestId?: string | null;
  ip?: string | null;
}

/** Writes one audit row; pass the transaction of the work being recorded. */
export async function writeAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    institutionId: entry.institutionId ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    details: entry.details ?? {},
    requestId: entry.requestId ?? null,
    ip: entry.ip ?? null,
  });
}

/** Writes several audit rows in one statement (a list read records each patient it showed). */
export async function writeAuditRows(db: Db | Tx, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      actorId: entry.actorId,
      institutionId: entry.institutionId ?? null,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      details: entry.details ?? {},
      requestId: entry.requestId ?? null,
      ip: entry.ip ?? null,
    })),
  );
}
