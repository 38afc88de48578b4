import { orderedId } from '../../lib/ordered-id';
import { count, eq } from 'drizzle-orm';
import { patientDemoSeeds, patients, treatmentPlans } from '../../../db/schema';
import { demoCapecitabinePlan } from '../../lib/demo-treatment-plan';
import { loadPatientLists, toClinicalRecord } from '../../lib/patient-record';
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
        heightMeasuredAt: d.heightMeasuredAt ? new Date(d.heightMeasuredAt) : null,
        weightMeasuredAt: d.weightMeasuredAt ? new Date(d.weightMeasuredAt) : null,
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
      if (d.mrn === 'DEMO-0001') {
        // Issue 19: the patient whose cycle 3 is due today has it on an active treatment plan.
        const [row] = await tx.select().from(patients).where(eq(patients.id, id));
        const lists = await loadPatientLists(tx, id, { notes: false });
        const plan = row
          ? demoCapecitabinePlan(ctx.kb, toClinicalRecord(row, lists, nowMs), nowMs)
          : null;
        if (plan) {
          await tx.insert(treatmentPlans).values({
            id: orderedId(),
            patientId: id,
            institutionId,
            regimenId: plan.regimenId,
            status: plan.status,
            startDate: plan.startDate,
            plan,
            createdAt: new Date(nowMs),
            updatedAt: new Date(nowMs),
          });
        }
      }
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
