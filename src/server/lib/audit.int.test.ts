import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, type DbHandle } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { auditLog } from '../../db/schema';
import { writeReadAudit, type AuditEntry } from './audit';

/*
 * Grouped read audit rows (issue 24): a burst of reads writes its audit rows in few statements,
 * every row is kept, each caller hears back only once its own row is stored, and a bad row fails
 * only its own caller.
 */

let db: DbHandle;
beforeAll(async () => {
  db = await createDb({});
  await runMigrations(db);
}, 120_000);
afterAll(async () => {
  await db?.close();
});

const entry = (entityId: string, actorId: string | null = null): AuditEntry => ({
  actorId,
  action: 'patient.alerts.read',
  entityType: 'patient',
  entityId,
  details: { view: 'identified', shown: 1, hidden: 0 },
  requestId: `req-${entityId}`,
});

async function rowsOf(entityIds: string[]) {
  return db.db
    .select({
      id: auditLog.id,
      entityId: auditLog.entityId,
      details: auditLog.details,
      requestId: auditLog.requestId,
    })
    .from(auditLog)
    .where(inArray(auditLog.entityId, entityIds))
    .orderBy(auditLog.id);
}

describe('writeReadAudit', () => {
  it('keeps every row of a burst, in order, in two statements', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => `burst-${i}`);
    const insert = vi.spyOn(db.db, 'insert');
    try {
      await Promise.all(ids.map((id) => writeReadAudit(db.db, entry(id))));
      // The first row goes out alone at once; the 49 that arrived meanwhile go out together.
      expect(insert).toHaveBeenCalledTimes(2);
    } finally {
      insert.mockRestore();
    }
    const rows = await rowsOf(ids);
    expect(rows.map((r) => r.entityId)).toEqual(ids);
    expect(rows.map((r) => r.requestId)).toEqual(ids.map((id) => `req-${id}`));
    expect(rows[0]!.details).toEqual({ view: 'identified', shown: 1, hidden: 0 });
  });

  it('settles each caller only once its own row is stored', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `settle-${i}`);
    const seen = await Promise.all(
      ids.map((id) =>
        writeReadAudit(db.db, entry(id)).then(() =>
          db.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.entityId, id)),
        ),
      ),
    );
    expect(seen.map((rows) => rows.length)).toEqual(ids.map(() => 1));
  });

  it('fails only the caller whose row is bad, and keeps the others', async () => {
    const ids = Array.from({ length: 6 }, (_, i) => `mixed-${i}`);
    const results = await Promise.allSettled(
      // actor_id is a uuid column: 'not-a-uuid' makes its statement fail.
      ids.map((id, i) => writeReadAudit(db.db, entry(id, i === 3 ? 'not-a-uuid' : null))),
    );
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const rows = await rowsOf(ids);
    expect(rows.map((r) => r.entityId)).toEqual(ids.filter((_, i) => i !== 3));
    // The writer is usable afterwards.
    await writeReadAudit(db.db, entry('after-failure'));
    expect(await rowsOf(['after-failure'])).toHaveLength(1);
  });
});
