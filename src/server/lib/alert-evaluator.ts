import {
  evaluatePatientAlerts,
  type AlertFinding,
  type AlertLimitation,
  type EvaluateOptions,
} from '../../core/alerts';
import type { PatientClinicalRecord } from '../../core/patients';
import type { KnowledgeBase } from './knowledge-base';
import { countAlertsComputed } from './metrics';

/**
 * A regimen a prescriber is about to give, checked with the patient's record before it is
 * ordered (`POST /api/patients/:id/check-regimen`).
 */
export type PlannedRegimen = NonNullable<EvaluateOptions['plannedRegimen']>;

export interface AlertEvaluation {
  findings: readonly AlertFinding[];
  /** What could not be checked (an unresolved drug, a missing lab): never read as "safe". */
  limitations: readonly string[];
  /** The same limitations with their kind and the drugs they concern (CDS Hooks filters by drug). */
  limitationDetails?: readonly AlertLimitation[];
  /** Information that is neither a finding nor a gap ("the label needs no renal adjustment"). */
  notes?: readonly string[];
}

/** Runs every whole-therapy check over one patient; pure, given the record and the time. */
export type AlertEvaluator = (
  record: PatientClinicalRecord,
  options: { now: number; plannedRegimen?: PlannedRegimen },
) => AlertEvaluation;

/** The product's evaluator: the alert engine of `core/alerts` over the compiled knowledge base. */
export function createAlertEvaluator(kb: KnowledgeBase): AlertEvaluator {
  return (input, options) => {
    const { record, plannedRegimen } = withTreatmentPlan(kb, input, options.plannedRegimen);
    const result = evaluatePatientAlerts(record, kb.alerts, {
      ...options,
      ...(plannedRegimen ? { plannedRegimen } : {}),
    });
    countAlertsComputed(result.alerts);
    return {
      findings: result.alerts,
      limitations: result.limitations.map((l) => l.text),
      limitationDetails: result.limitations,
      notes: result.notes.map((n) => n.text),
    };
  };
}

/**
 * The patient's signed or active treatment plan (issue 19) makes its regimen a regimen due: the
 * plan's drugs meet the interaction, PGx, organ-function, lab-threshold (the regimen's own hold
 * triggers: an ANC below the threshold is a high lab alert) and cumulative checks, projected over
 * the cycles still to give on top of the treatment history. A plan that replaces the current
 * therapy is checked with the other active antineoplastic orders taken as stopped. A regimen the
 * caller plans explicitly (`check-regimen`) takes precedence.
 */
export function withTreatmentPlan(
  kb: KnowledgeBase,
  record: PatientClinicalRecord,
  planned: PlannedRegimen | undefined,
): { record: PatientClinicalRecord; plannedRegimen: PlannedRegimen | undefined } {
  const plan = record.treatmentPlan;
  if (planned || !plan) return { record, plannedRegimen: planned };
  const regimen = kb.regimens.find((r) => r.id === plan.regimenId);
  const plannedRegimen: PlannedRegimen = {
    regimenId: plan.regimenId,
    ...(plan.remainingCycles > 0 ? { cycles: plan.remainingCycles } : {}),
  };
  if (!plan.replacesCurrentTherapy || !regimen) return { record, plannedRegimen };
  const inPlan = new Set(regimen.phases.flatMap((p) => p.components.map((c) => c.drugId)));
  const replaced = (drugIds: readonly string[]) =>
    drugIds.length > 0 &&
    drugIds.every((id) => kb.drugsById.get(id)?.kind === 'antineoplastic' && !inPlan.has(id));
  return {
    record: {
      ...record,
      medications: record.medications.filter((m) => !(m.isActive && replaced(m.drugIds))),
    },
    plannedRegimen,
  };
}
