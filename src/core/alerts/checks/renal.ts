import {
  CISPLATIN_CRCL_WARNING_ML_MIN,
  CISPLATIN_INELIGIBILITY_SOURCE,
  cisplatinIneligibleByCrcl,
} from '../../dosing/cisplatin-eligibility';
import { cockcroftGault } from '../../dosing/renal';
import { fmt } from '../../dosing/outcome';
import type { Drug, OrganAdjustment } from '../../knowledge/drug';
import { describeWindow, freshnessWindow, longestFreshness } from '../../knowledge/lab-freshness';
import type { Source } from '../../knowledge/source';
import {
  ageInDays,
  dateOf,
  describePoint,
  latest,
  type LabPoint,
  type PatientContext,
} from '../context';
import { makeFinding, type Collector } from '../result';
import type { AlertSeverity } from '../types';

export type RenalFunction =
  | {
      status: 'ok';
      crcl: number;
      creatinine: LabPoint;
      /** "Creatinine 1.9 mg/dL (2026-11-20) → CrCl 38 mL/min (Cockcroft–Gault, adjusted weight 71 kg)". */
      chain: string;
      notes: string[];
    }
  | { status: 'unknown'; reason: string; creatinine: LabPoint | null };

/**
 * Cockcroft–Gault creatinine clearance from the latest creatinine, with the weight basis chosen
 * by `src/core/dosing/renal.ts` (adjusted weight at BMI ≥ 25, Winter 2012). Without a height the
 * ideal and adjusted weights cannot be worked out, so actual weight is used and the rationale
 * says that CrCl may then be overestimated in obesity.
 */
export function renalFunction(ctx: PatientContext): RenalFunction {
  const creatinine = latest(ctx, 'creatinine');
  if (!creatinine) return { status: 'unknown', reason: 'no creatinine is on record', creatinine };
  const { ageYears, sex, heightCm, weightKg } = ctx.record;
  if (ageYears === null) return { status: 'unknown', reason: 'age is not recorded', creatinine };
  if (weightKg === null) return { status: 'unknown', reason: 'weight is not recorded', creatinine };
  if (sex !== 'female' && sex !== 'male') {
    return {
      status: 'unknown',
      reason: 'Cockcroft–Gault needs the sex the equation was derived for (female or male)',
      creatinine,
    };
  }
  const result = cockcroftGault({
    ageYears,
    sex,
    heightCm: heightCm ?? 0,
    weightKg,
    serumCreatinineMgDl: creatinine.value,
    weightBasis: heightCm === null ? 'actual' : 'auto',
  });
  if (result.status !== 'ok') return { status: 'unknown', reason: result.reason, creatinine };
  const notes = [...result.notes];
  if (heightCm === null) {
    notes.push(
      'Height is not recorded, so actual weight was used; CrCl may be overestimated in obesity.',
    );
  }
  return {
    status: 'ok',
    crcl: result.crclMlMin,
    creatinine,
    chain: `${describePoint(creatinine)} → CrCl ${Math.round(result.crclMlMin)} mL/min (Cockcroft–Gault, ${result.weightBasisUsed} weight ${fmt(result.weightUsedKg, 0)} kg, age ${ageYears}, ${sex})`,
    notes,
  };
}

type Rule = OrganAdjustment['rules'][number];

/** Renal bands that the label gives only for fixed mg/m² dosing (carboplatin). */
const FIXED_DOSE_RULE = /fixed mg\/m2 dosing/i;

/** Dosed by target AUC: the planned regimen says so, or an order's dosage names an AUC. */
function dosedByAuc(ctx: PatientContext, drug: Drug): boolean {
  const due = ctx.byId.get(drug.id);
  if (due?.orders.some((o) => /\bAUC\b/i.test(o.dosage ?? ''))) return true;
  return (
    ctx.planned?.regimen.phases.some((p) =>
      p.components.some((c) => c.drugId === drug.id && c.dose.basis === 'AUC'),
    ) ?? false
  );
}
const ACTION_ORDER: Readonly<Record<Rule['action'], number>> = {
  avoid: 0,
  reduce: 1,
  'extend-interval': 2,
  monitor: 3,
};

/**
 * The rule that applies at this CrCl: the narrowest band the value falls in (the smallest
 * `crclBelow` above it), and within a band the most restrictive action.
 */
export function applicableRenalRule(rules: readonly Rule[], crcl: number): Rule | null {
  const matching = rules.filter((r) => r.crclBelow !== undefined && crcl < r.crclBelow);
  matching.sort(
    (x, y) =>
      (x.crclBelow as number) - (y.crclBelow as number) ||
      ACTION_ORDER[x.action] - ACTION_ORDER[y.action],
  );
  return matching[0] ?? null;
}

/** Avoid is critical; a dose or interval change is high for an antineoplastic, medium otherwise. */
function severityFor(action: Rule['action'], drug: Drug): AlertSeverity {
  if (action === 'avoid') return 'critical';
  if (action === 'monitor') return 'low';
  return drug.kind === 'antineoplastic' ? 'high' : 'medium';
}

function organSources(drug: Drug, pattern: RegExp): Source[] {
  const labels = drug.sources.filter((s) => s.kind === 'label');
  const specific = labels.filter((s) => pattern.test(s.section ?? ''));
  return specific.length > 0 ? specific : labels.slice(0, 1);
}

export function renalSources(drug: Drug): Source[] {
  return organSources(drug, /renal|8\.6|dosage|2 /i);
}

export function hepaticSources(drug: Drug): Source[] {
  return organSources(drug, /hepatic|8\.7|8\.6|dosage|2 /i);
}

function actionText(action: Rule['action'], drug: Drug, rule: Rule): string {
  switch (action) {
    case 'avoid':
      return `Do not give ${drug.name} at this renal function (label: ${rule.text}) Choose another treatment, or confirm renal function with a new creatinine or a measured clearance first.`;
    case 'reduce':
      return `Reduce the ${drug.name} dose as the label directs: ${rule.text}`;
    case 'extend-interval':
      return `Lengthen the ${drug.name} dosing interval as the label directs: ${rule.text}`;
    case 'monitor':
      return `Monitor as the ${drug.name} label directs: ${rule.text}`;
  }
}

/**
 * Renal dose alerts from each drug's `renal` record against the patient's CrCl. A label that
 * needs no adjustment raises nothing (a note when function is reduced); "no data" is a quiet
 * limitation, never a red alert (issue 13 item 3).
 */
export function renalAlerts(ctx: PatientContext, renal: RenalFunction, out: Collector): void {
  const noteBelow = ctx.kb.rules.renalNoteBelowCrcl.value;
  const needing: Drug[] = [];
  for (const { drug } of ctx.drugs) {
    const r = drug.renal;
    if (r.status === 'no-adjustment' || r.status === 'no-data') {
      if (renal.status !== 'ok' || renal.crcl >= noteBelow) continue;
      const line = `${drug.name} at CrCl ${Math.round(renal.crcl)} mL/min: `;
      if (r.status === 'no-adjustment') {
        out.note({
          kind: 'renal-no-adjustment',
          text: `${line}the label needs no renal dose adjustment. ${r.summary}`,
          drugNames: [drug.name],
        });
      } else {
        out.limit({
          kind: 'renal-no-data',
          text: `${line}the knowledge base has no renal dosing data for this drug, so it could not be checked; see the label.`,
          drugNames: [drug.name],
        });
      }
      continue;
    }
    if (renal.status !== 'ok') {
      needing.push(drug);
      continue;
    }
    const freshness = freshnessWindow(
      ctx.kb.rules,
      'creatinine',
      drug.kind === 'antineoplastic' ? 'before-cycle' : 'other-drugs',
    );
    const window = freshness.days;
    const age = ageInDays(renal.creatinine, ctx.now);
    const stale = age > window;
    const staleLine = stale
      ? `The creatinine is ${age} days old (older than ${describeWindow(freshness)}): repeat it before dosing.`
      : null;
    // Issue 20: beyond the creatinine's longest window (any drug) the value is not taken as
    // current: no alert is computed from it, the gap is said with its date, age and window.
    const longest = longestFreshness(ctx.kb.rules, 'creatinine');
    if (age > longest.days) {
      out.limit({
        kind: 'renal-stale-creatinine',
        text: `Renal dosing of ${drug.name} cannot be assessed: the latest creatinine (${dateOf(renal.creatinine.timestamp)}) is ${age} days old, older than ${describeWindow(longest)}. Measure it again.`,
        drugNames: [drug.name],
      });
      continue;
    }
    const rule = applicableRenalRule(
      r.rules.filter((x) => !(FIXED_DOSE_RULE.test(x.text) && dosedByAuc(ctx, drug))),
      renal.crcl,
    );
    if (dosedByAuc(ctx, drug) && r.rules.some((x) => FIXED_DOSE_RULE.test(x.text))) {
      out.note({
        kind: 'renal-auc-dosing',
        text: `${drug.name} is dosed by AUC (Calvert formula), which accounts for renal function; the label's fixed mg/m² renal bands do not apply.`,
        drugNames: [drug.name],
      });
    }
    const unconditional = r.rules.filter((x) => x.crclBelow === undefined);
    // Cisplatin: the regimen calculator's eligibility threshold, the same constant (issue 25).
    if (!rule && drug.id === 'cisplatin' && cisplatinIneligibleByCrcl(renal.crcl)) {
      out.alert(
        makeFinding({
          kind: 'renal',
          ruleId: `renal:cisplatin-ineligible:${CISPLATIN_CRCL_WARNING_ML_MIN}`,
          severity: 'high',
          title: `${drug.name}: CrCl ${Math.round(renal.crcl)} mL/min, below the cisplatin-eligibility threshold`,
          drugs: [drug],
          rationale: [
            `${renal.chain} → below ${CISPLATIN_CRCL_WARNING_ML_MIN} mL/min, a consensus criterion for cisplatin ineligibility (Galsky 2011), the threshold the regimen calculator uses.`,
            ...(unconditional.length > 0
              ? [`Label: ${unconditional.map((u) => u.text).join(' ')}`]
              : []),
            ...renal.notes,
            ...(staleLine ? [staleLine] : []),
          ],
          management: `Confirm renal function (repeat creatinine or a measured clearance); at CrCl below ${CISPLATIN_CRCL_WARNING_ML_MIN} mL/min consider a non-cisplatin regimen (for example carboplatin dosed by AUC) rather than giving cisplatin.`,
          sources: [...renalSources(drug), CISPLATIN_INELIGIBILITY_SOURCE],
        }),
      );
      continue;
    }
    if (rule) {
      out.alert(
        makeFinding({
          kind: 'renal',
          ruleId: `renal:${rule.crclBelow}:${rule.action}`,
          severity: severityFor(rule.action, drug),
          title: `${drug.name}: ${rule.action === 'avoid' ? 'not for use' : rule.action === 'monitor' ? 'monitoring' : 'dose adjustment'} at CrCl ${Math.round(renal.crcl)} mL/min`,
          drugs: [drug],
          rationale: [
            `${renal.chain} → ${drug.name} label: ${rule.text}`,
            ...renal.notes,
            ...(staleLine ? [staleLine] : []),
          ],
          management: actionText(rule.action, drug, rule),
          sources: renalSources(drug),
        }),
      );
      continue;
    }
    if (unconditional.length > 0 && renal.crcl < noteBelow) {
      const text = unconditional.map((u) => u.text).join(' ');
      if (drug.kind === 'antineoplastic') {
        out.alert(
          makeFinding({
            kind: 'renal',
            ruleId: 'renal:impaired:label-text',
            severity: 'medium',
            title: `${drug.name}: renal function reduced (CrCl ${Math.round(renal.crcl)} mL/min)`,
            drugs: [drug],
            rationale: [
              `${renal.chain} (below ${noteBelow} mL/min) → ${drug.name} label gives no CrCl figure: ${text}`,
              ...renal.notes,
              ...(staleLine ? [staleLine] : []),
            ],
            management: `Check the ${drug.name} label's renal guidance against the creatinine and CrCl before dosing: ${text}`,
            sources: renalSources(drug),
          }),
        );
      } else {
        out.note({
          kind: 'renal-label-text',
          text: `${drug.name} at CrCl ${Math.round(renal.crcl)} mL/min: ${text}`,
          drugNames: [drug.name],
        });
      }
      continue;
    }
    if (stale) {
      out.limit({
        kind: 'renal-stale-creatinine',
        text: `The latest creatinine (${dateOf(renal.creatinine.timestamp)}) is ${age} days old, older than ${describeWindow(freshness)}; ${drug.name}'s renal dosing was checked on it and should be checked again on a new value.`,
        drugNames: [drug.name],
      });
    }
  }
  if (needing.length > 0 && renal.status === 'unknown') {
    out.limit({
      kind: 'renal-not-assessed',
      text: `Renal dosing of ${needing.map((d) => d.name).join(', ')} could not be assessed: ${renal.reason}.`,
      drugNames: needing.map((d) => d.name),
    });
  }
}
