import type { PatientClinicalRecord } from '../patients/schemas';
import { allergyAlerts } from './checks/allergy';
import { cumulativeAlerts } from './checks/cumulative';
import { duplicateAlerts } from './checks/duplicate';
import { hepaticAlerts, hepaticFunction } from './checks/hepatic';
import { interactionAlerts } from './checks/interaction';
import { labAlerts } from './checks/lab';
import { pgxAlerts } from './checks/pgx';
import { qtAlerts } from './checks/qt';
import { renalAlerts, renalFunction } from './checks/renal';
import { unresolvedAlerts } from './checks/unresolved';
import { buildContext } from './context';
import type { AlertKnowledge } from './knowledge';
import { Collector, type EvaluateOptions, type EvaluateResult } from './result';
import { SEVERITY_RANK, type AlertFinding } from './types';

/**
 * Lab rules that read an organ function the renal or hepatic check also reads (CrCl; bilirubin,
 * AST, ALT): when both fire for the same drug, one alert is enough. The organ check keeps it (it
 * carries the label's dose band) unless the lab rule is more severe.
 */
function removeOverlaps(out: Collector): AlertFinding[] {
  const drop = new Set<AlertFinding>();
  for (const [lab, organ] of out.organOf) {
    for (const other of out.alerts) {
      if (other.kind !== organ || drop.has(other) || drop.has(lab)) continue;
      if (!other.drugIds.every((id) => lab.drugIds.includes(id))) continue;
      if (SEVERITY_RANK[lab.severity] < SEVERITY_RANK[other.severity]) drop.add(other);
      else drop.add(lab);
    }
  }
  return out.alerts.filter((a) => !drop.has(a));
}

/**
 * Every check over one patient's drugs due (active medications plus a planned regimen): drug-drug
 * interactions, allergies and cross-sensitivity, pharmacogenomics with phenoconversion, renal and
 * hepatic dosing, pre-treatment lab thresholds, cumulative doses, therapeutic duplication and QT
 * risk. Pure: `now` is a parameter, and the knowledge comes from `buildAlertKnowledge`.
 *
 * Alerts come sorted by severity, then kind. `limitations` say what could not be assessed (an
 * unresolved drug, a missing or stale lab, an untested gene): the absence of an alert is never a
 * statement of safety. `notes` carry information that is neither.
 */
export function evaluatePatientAlerts(
  record: PatientClinicalRecord,
  kb: AlertKnowledge,
  options: EvaluateOptions,
): EvaluateResult {
  const out = new Collector();
  if (record.deceased) {
    // Issue 20: a deceased patient's record is history; an alert would be noise (a 1991
    // creatinine against today's age). Said once, as what was not assessed.
    out.limit({
      kind: 'deceased',
      text: 'The patient is recorded as deceased: no therapy alerts are computed.',
    });
    return out.result([]);
  }
  const ctx = buildContext(record, kb, options, (l) => out.limit(l));
  unresolvedAlerts(ctx, out);
  if (ctx.drugs.length === 0) return out.result(out.alerts);
  const renal = renalFunction(ctx);
  const hepatic = hepaticFunction(ctx);
  interactionAlerts(ctx, out);
  allergyAlerts(ctx, out);
  pgxAlerts(ctx, out);
  renalAlerts(ctx, renal, out);
  hepaticAlerts(ctx, hepatic, out);
  labAlerts(ctx, renal, out);
  cumulativeAlerts(ctx, out);
  duplicateAlerts(ctx, out);
  qtAlerts(ctx, out);
  return out.result(removeOverlaps(out));
}
