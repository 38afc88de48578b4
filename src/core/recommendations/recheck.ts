import { evaluatePatientAlerts } from '../alerts/evaluate';
import type { AlertFinding } from '../alerts/types';
import type { Drug } from '../knowledge/drug';
import type { StoredMedication } from '../patients/schemas';
import type { EngineContext } from './context';

/**
 * The patient's record checked again by the alert engine with one drug added (and optionally
 * another taken away): what an alternative, or a drug a question asks about, would raise. Pure:
 * the record is copied, never changed, and time is the context's.
 */
export function recheckWith(
  ctx: EngineContext,
  add: Drug,
  remove: Drug | null,
): { added: AlertFinding[]; limitations: string[] } {
  const hypothetical: StoredMedication = {
    id: `hypothetical:${add.id}`,
    drugName: add.name,
    drugIds: [add.id],
    rxcui: add.rxcui,
    resolved: true,
    dosage: null,
    frequency: null,
    route: add.routes.includes('oral') ? 'oral' : (add.routes[0] ?? null),
    startDate: null,
    stopDate: null,
    isActive: true,
    prescribedBy: null,
  };
  const medications = [
    ...ctx.record.medications.filter((m) => !remove || !m.drugIds.includes(remove.id)),
    hypothetical,
  ];
  const result = evaluatePatientAlerts({ ...ctx.record, medications }, ctx.kb, { now: ctx.now });
  const before = new Set(ctx.alerts.map((a) => a.key));
  return {
    added: result.alerts.filter((a) => a.drugIds.includes(add.id) && !before.has(a.key)),
    limitations: result.limitations
      .filter((l) => l.drugNames?.includes(add.name))
      .map((l) => l.text),
  };
}
