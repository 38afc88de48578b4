import { orderedId } from '../../lib/ordered-id';
import { count, eq } from 'drizzle-orm';
import { patientDemoSeeds, patients } from '../../../db/schema';
import { writeAudit } from '../../lib/audit';
import { DEMO_AUTHOR, demoPatients } from '../../lib/demo-patients';
import { insertPatientLists, listCounts } from '../../lib/patient-rows';
import type { PatientsContext } from './service';

/*
 * SPEC §3: "Three demo patients are seeded when nothing is stored." The records themselves are
 * defined in lib/demo-patients.ts (learning builds its case studies from the same definitions).
 */

/**
 * Creates the demonstration patients of an institution that has none, once. The marker row and
 * the patients are written in one transaction; a second server arriving at the same moment waits
 * on the marker's primary key and then finds it taken, so the patients are never created twice.
 * An institution whose first patient was created before anyone opened the list gets no demos.
 */
export async function ensureDemoPatients(
  ctx: PatientsContext,
  institutionId: string,
  done: Set<string>,
): Promise<void> {
  if (done.has(institutionId)) return;
  const nowMs = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const marked = await tx
      .insert(patientDemoSeeds)
      .values({ institutionId, seededAt: new Date(nowMs) })
      .onConflictDoNothing()
      .returning({ id: patientDemoSeeds.institutionId });
    if (marked.length === 0) return;
    const [existing] = await tx
      .select({ n: count() })
      .from(patients)
      .where(eq(patients.institutionId, institutionId));
    if ((existing?.n ?? 0) > 0) return;
    for (const input of demoPatients(nowMs)) {
      const id = orderedId();
      const d = input.demographics;
      await tx.insert(patients).values({
        id,
        institutionId,
        mrn: d.mrn,
        firstName: d.firstName,
        lastName: d.lastName,
        dateOfBirth: d.dateOfBirth,
        sex: d.sex,
        heightCm: d.heightCm ?? null,
        weightKg: d.weightKg ?? null,
        preferences: input.preferences,
        isDemo: true,
        createdAt: new Date(nowMs),
        updatedAt: new Date(nowMs),
      });
      await insertPatientLists(
        tx,
        input,
        { kb: ctx.kb, patientId: id, userId: null },
        DEMO_AUTHOR,
        nowMs,
      );
      await writeAudit(tx, {
        actorId: null,
        institutionId,
        action: 'patient.create.demo',
        entityType: 'patient',
        entityId: id,
        details: { counts: listCounts(input) },
      });
    }
  });
  done.add(institutionId);
}
