import { doseOrder, generatePlan, type StoredPlan } from '../../core/treatment-plans';
import type { PatientClinicalRecord } from '../../core/patients';
import { strengthsOf } from '../../knowledge/dose-forms';
import type { KnowledgeBase } from './knowledge-base';
import { orderedId } from './ordered-id';

const DAY = 86_400_000;
const DEMO_PRESCRIBER = 'Demo oncologist';
const DEMO_PHARMACIST = 'Demo pharmacist';
const DEMO_NURSE = 'Demo nurse';

/**
 * Eleanor Demo's active plan (issue 19): capecitabine monotherapy started 42 days ago at
 * 1,000 mg/m² twice daily (80% of the label's 1,250 mg/m², as her treatment history records),
 * cycles 1 and 2 given, cycle 3 due today and signed, awaiting the pharmacist's check. Her ANC of
 * 0.9 × 10^9/L holds it, so the page, the alert list and the release all say so.
 */
export function demoCapecitabinePlan(
  kb: KnowledgeBase,
  record: PatientClinicalRecord,
  nowMs: number,
): StoredPlan | null {
  const regimen = kb.regimens.find((r) => r.id === 'capecitabine-colorectal-metastatic');
  if (!regimen) return null;
  const day = (offset: number) => new Date(nowMs + offset * DAY).toISOString().slice(0, 10);
  const at = (offset: number, time: string) => `${day(offset)}T${time}:00.000Z`;
  const generated = generatePlan({
    regimen,
    patient: record,
    options: { startDate: day(-42), doseRoundingPercent: 5, intent: 'palliative' },
    drugInfo: (id) => kb.drugsById.get(id),
    strengths: strengthsOf,
    now: nowMs,
    newId: () => orderedId(nowMs),
  });
  if (generated.status !== 'ok') return null;
  const plan = generated.plan;
  plan.status = 'active';
  for (const cycle of plan.cycles) {
    for (const order of cycle.orders) {
      Object.assign(order, doseOrder(order.fullDose, 80, strengthsOf(order.drugId), 5));
      order.modificationPercent = 80;
      order.modificationReason =
        'Started at 1,000 mg/m² twice daily by the prescriber, as in cycles 1 and 2';
    }
  }
  const given = plan.cycles.filter((c) => c.number <= 2);
  for (const cycle of given) {
    const offset = cycle.number === 1 ? -42 : -21;
    cycle.status = 'completed';
    cycle.signedBy = 'demo';
    cycle.signedByName = DEMO_PRESCRIBER;
    cycle.signedAt = at(offset - 1, '16:00');
    cycle.release = {
      by: 'demo',
      byName: DEMO_PRESCRIBER,
      at: at(offset, '09:00'),
      parameters: [],
    };
    for (const order of cycle.orders) {
      const dose = order.roundedDose ?? order.calculatedDose;
      if (!dose) continue;
      order.status = 'administered';
      order.verification = {
        by: 'demo',
        byName: DEMO_PHARMACIST,
        at: at(offset - 1, '17:00'),
        independentDose: dose,
        variancePercent: 0,
      };
      order.administration = {
        by: 'demo',
        byName: DEMO_NURSE,
        at: at(offset, '10:00'),
        doseGiven: dose,
        startedAt: at(offset, '09:30'),
        secondCheckBy: DEMO_PHARMACIST,
      };
    }
  }
  const third = plan.cycles.find((c) => c.number === 3);
  if (third) {
    third.signedBy = 'demo';
    third.signedByName = DEMO_PRESCRIBER;
    third.signedAt = at(-1, '16:00');
    for (const order of third.orders) order.status = 'signed';
  }
  return plan;
}
