import type { AlertFinding } from '../../core/alerts';
import type { PatientClinicalRecord } from '../../core/patients';
import type { KnowledgeBase } from './knowledge-base';

/**
 * A regimen a prescriber is about to give, checked with the patient's record before it is
 * ordered (`POST /api/patients/:id/check-regimen`).
 */
export interface PlannedRegimen {
  regimenId: string;
  cycles: number;
  /** 100 for full dose; 75 for a 25% reduction. */
  doseLevelPercent: number;
}

export interface AlertEvaluation {
  findings: readonly AlertFinding[];
  /** What could not be checked (an unresolved drug, a missing lab): never read as "safe". */
  limitations: readonly string[];
}

/** Runs every whole-therapy check over one patient; pure, given the record and the time. */
export type AlertEvaluator = (
  record: PatientClinicalRecord,
  options: { now: number; plannedRegimen?: PlannedRegimen },
) => AlertEvaluation;

/**
 * The product's evaluator. Until the alert engine (core/alerts, issue 11) is in this build, it
 * says so as a limitation and raises nothing: an unchecked patient must never look like a patient
 * without alerts.
 */
export function createAlertEvaluator(_kb: KnowledgeBase): AlertEvaluator {
  return () => ({
    findings: [],
    limitations: [
      'The whole-therapy alert engine is not part of this build: this patient has not been checked.',
    ],
  });
}
