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

const rowOf = (entry: AuditEntry) => ({
  actorId: entry.actorId,
  institutionId: entry.institutionId ?? null,
  action: entry.action,
  entityType: entry.entityType,
  entityId: entry.entityId ?? null,
  details: entry.details ?? {},
  requestId: entry.requestId ?? null,
  ip: entry.ip ?? null,
});

/** Writes one audit row; pass the transaction of the work being recorded. */
export async function writeAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(rowOf(entry));
}

/** Rows per grouped statement: bounds the statement's size (and its distinct texts). */
const GROUP_MAX = 64;

interface Waiting {
  row: ReturnType<typeof rowOf>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

const groups = new WeakMap<object, { waiting: Waiting[]; writing: boolean }>();

/**
 * Writes the audit row of a read that changes nothing else (no transaction to join), grouped
 * with the rows other requests are writing at the same moment (issue 24): the first row goes
 * out at once, and rows that arrive while a statement is on its way go out together in the next
 * one, so under a burst of reads the database runs one INSERT for many rows instead of one each.
 * The promise settles when the statement holding this row has committed, so the caller's answer
 * is still sent only after its audit row is stored, as with `writeAudit`. When a grouped
 * statement fails, its rows are written one by one, so one bad row fails only its own request.
 */
export function writeReadAudit(db: Db, entry: AuditEntry): Promise<void> {
  let group = groups.get(db);
  if (!group) groups.set(db, (group = { waiting: [], writing: false }));
  const g = group;
  return new Promise<void>((resolve, reject) => {
    g.waiting.push({ row: rowOf(entry), resolve, reject });
    if (!g.writing) void drain(db, g);
  });
}

async function drain(db: Db, g: { waiting: Waiting[]; writing: boolean }): Promise<void> {
  g.writing = true;
  try {
    while (g.waiting.length > 0) {
      const batch = g.waiting.splice(0, GROUP_MAX);
      try {
        await db.insert(auditLog).values(batch.map((w) => w.row));
        for (const w of batch) w.resolve();
      } catch (error) {
        if (batch.length === 1) {
          batch[0]!.reject(error);
          continue;
        }
        for (const w of batch) {
          try {
            await db.insert(auditLog).values(w.row);
            w.resolve();
          } catch (own) {
            w.reject(own);
          }
        }
      }
    }
  } finally {
    g.writing = false;
  }
}

/** Writes several audit rows in one statement (a list read records each patient it showed). */
export async function writeAuditRows(db: Db | Tx, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map(rowOf));
}
