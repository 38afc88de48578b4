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
  return (record, options) => {
    const result = evaluatePatientAlerts(record, kb.alerts, options);
    countAlertsComputed(result.alerts);
    return {
      findings: result.alerts,
      limitations: result.limitations.map((l) => l.text),
      limitationDetails: result.limitations,
      notes: result.notes.map((n) => n.text),
    };
  };
}
