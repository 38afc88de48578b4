import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canUseCareSessions } from '../../../core/access';
import { DomainError } from '../../../core/errors';
import type { Db } from '../../../db/client';
import { careSessions, patients } from '../../../db/schema';
import { writeAudit, writeAuditRows } from '../../lib/audit';
import { orderedId } from '../../lib/ordered-id';
import { findPatient, patientAuditEntry } from '../../lib/patient-record';
import type { CareSessionView } from './schemas';

/*
 * Care sessions (SPEC §3, §4): a clinician at a patient's side. Each belongs to the clinician who
 * started it; only they end it and only they list it. They need the identified record, so roles
 * that see de-identified records do not use them (core/access canUseCareSessions).
 */

export interface CareSessionsContext {
  db: Db;
  now: () => number;
}

function requireCareSessions(request: FastifyRequest): void {
  if (!canUseCareSessions(request.authUser!.role)) {
    throw new DomainError(
      'forbidden',
      'Your role sees de-identified records and has no care sessions',
    );
  }
}

const view = (
  s: typeof careSessions.$inferSelect,
  p: { firstName: string; lastName: string },
): CareSessionView => ({
  id: s.id,
  patientId: s.patientId,
  patientLabel: `${p.lastName}, ${p.firstName}`,
  startTime: s.startedAt.toISOString(),
  endTime: s.endedAt ? s.endedAt.toISOString() : null,
});

/** Starts a session, or returns the caller's open session with this patient (`created` false). */
export async function startSession(
  ctx: CareSessionsContext,
  request: FastifyRequest,
  patientId: string,
): Promise<{ session: CareSessionView; created: boolean }> {
  requireCareSessions(request);
  const user = request.authUser!;
  return ctx.db.transaction(async (tx) => {
    const patient = await findPatient(tx, user, patientId);
    const [inserted] = await tx
      .insert(careSessions)
      .values({
        id: orderedId(),
        institutionId: user.institutionId,
        patientId,
        userId: user.id,
        startedAt: new Date(ctx.now()),
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      await writeAudit(
        tx,
        patientAuditEntry(request, 'care-session.start', patientId, { sessionId: inserted.id }),
      );
      return { session: view(inserted, patient), created: true };
    }
    const [open] = await tx
      .select()
      .from(careSessions)
      .where(
        and(
          eq(careSessions.userId, user.id),
          eq(careSessions.patientId, patientId),
          isNull(careSessions.endedAt),
        ),
      );
    if (!open) throw new DomainError('conflict', 'The session could not be started; try again');
    await writeAudit(
      tx,
      patientAuditEntry(request, 'care-session.resume', patientId, { sessionId: open.id }),
    );
    return { session: view(open, patient), created: false };
  });
}

export async function endSession(
  ctx: CareSessionsContext,
  request: FastifyRequest,
  sessionId: string,
): Promise<CareSessionView> {
  requireCareSessions(request);
  const user = request.authUser!;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ session: careSessions, patient: patients })
      .from(careSessions)
      .innerJoin(patients, eq(patients.id, careSessions.patientId))
      .where(
        and(
          eq(careSessions.id, sessionId),
          eq(careSessions.userId, user.id),
          eq(careSessions.institutionId, user.institutionId),
        ),
      )
      .for('update', { of: careSessions });
    if (!row) throw new DomainError('not_found', 'Care session not found');
    if (row.session.endedAt)
      throw new DomainError('conflict', 'This care session has already ended');
    const [ended] = await tx
      .update(careSessions)
      .set({ endedAt: new Date(ctx.now()) })
      .where(eq(careSessions.id, sessionId))
      .returning();
    await writeAudit(
      tx,
      patientAuditEntry(request, 'care-session.end', row.session.patientId, { sessionId }),
    );
    return view(ended!, row.patient);
  });
}

export async function listSessions(
  ctx: CareSessionsContext,
  request: FastifyRequest,
  active: 'true' | 'false' | undefined,
): Promise<{ items: CareSessionView[] }> {
  requireCareSessions(request);
  const user = request.authUser!;
  const rows = await ctx.db
    .select({ session: careSessions, patient: patients })
    .from(careSessions)
    .innerJoin(patients, eq(patients.id, careSessions.patientId))
    .where(
      and(
        eq(careSessions.userId, user.id),
        eq(careSessions.institutionId, user.institutionId),
        ...(active === 'true' ? [isNull(careSessions.endedAt)] : []),
        ...(active === 'false' ? [isNotNull(careSessions.endedAt)] : []),
      ),
    )
    .orderBy(desc(careSessions.startedAt), desc(careSessions.id))
    .limit(100);
  const items = rows.map((r) => view(r.session, r.patient));
  // Each session names its patient: a read of that patient.
  await writeAuditRows(
    ctx.db,
    [...new Set(items.map((i) => i.patientId))].map((patientId) =>
      patientAuditEntry(request, 'care-session.list', patientId),
    ),
  );
  return { items };
}
