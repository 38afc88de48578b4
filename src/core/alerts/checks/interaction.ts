import type { Finding } from '../../interactions/types';
import type { InferredMechanism } from '../../interactions/types';
import type { Drug } from '../../knowledge/drug';
import type { Severity } from '../../knowledge/interaction';
import { freshnessWindow } from '../../knowledge/lab-freshness';
import {
  describePoint,
  latestWithin,
  lowerLimit,
  ordersAllNonOral,
  upperLimit,
  type PatientContext,
} from '../context';
import { duplicateExemptionFor } from './duplicate';
import { makeFinding, type Collector } from '../result';
import type { AlertSeverity } from '../types';

/** The interaction engine's severity to the alert tier (issue 11). */
export const INTERACTION_SEVERITY: Record<Severity, AlertSeverity> = {
  contraindicated: 'critical',
  major: 'high',
  moderate: 'medium',
  minor: 'low',
};

const ORDER: readonly Severity[] = ['contraindicated', 'major', 'moderate', 'minor'];
const RAISE: Record<Severity, Severity> = {
  contraindicated: 'contraindicated',
  major: 'contraindicated',
  moderate: 'major',
  minor: 'moderate',
};

/**
 * Inferred mechanisms that another check owns with the patient's own data: QT (the `qt` check
 * reads QTc, potassium and magnesium) and duplicate therapy (the `duplicate` check knows the
 * combinations that are standard).
 */
const HANDED_OVER = new Set(['qt', 'duplicate-therapy']);

/** The first clause of an effect, as a title fragment: "Raised INR and bleeding, ..." → "raised INR and bleeding". */
export function firstClause(text: string): string {
  const clause = (text.split(/[.:;,]/)[0] ?? text).trim();
  return /^[A-Z][a-z]/.test(clause) ? `${clause[0]?.toLowerCase()}${clause.slice(1)}` : clause;
}

type Context = { ctx: PatientContext; a: Drug; b: Drug; notes: string[] };

/**
 * Patient context for the profile-level additive rules that the interaction engine keeps at
 * `minor` because they sit on nearly every combination regimen (pd-rules.ts): with recent normal
 * counts or liver tests they are dropped, with abnormal ones they rise one step, and without
 * recent values they stay as they are.
 */
function additiveInContext(
  m: InferredMechanism,
  { ctx, notes }: Context,
): InferredMechanism | null {
  const checks: Record<
    string,
    Array<{ lab: 'anc' | 'platelets' | 'alt' | 'ast' | 'bilirubin'; low?: boolean }>
  > = {
    'additive:myelosuppression': [
      { lab: 'anc', low: true },
      { lab: 'platelets', low: true },
    ],
    'additive:hepatotoxicity': [{ lab: 'alt' }, { lab: 'ast' }, { lab: 'bilirubin' }],
  };
  const labs = checks[m.rule];
  if (!labs) return m;
  let allRecent = true;
  const abnormal: string[] = [];
  for (const { lab, low } of labs) {
    // Additive marrow or liver toxicity is a question about the next cycle: its labs' window.
    const point = latestWithin(ctx, lab, freshnessWindow(ctx.kb.rules, lab, 'before-cycle').days);
    if (!point) {
      allRecent = false;
      continue;
    }
    const limit = low
      ? lowerLimit(point.lab, ctx.record.sex)
      : upperLimit(point.lab, ctx.record.sex);
    if (limit !== null && (low ? point.value < limit : point.value > limit)) {
      abnormal.push(describePoint(point));
    }
  }
  if (abnormal.length > 0) {
    notes.push(`Raised one step because of ${abnormal.join(', ')}.`);
    return { ...m, severity: RAISE[m.severity] };
  }
  if (allRecent) return null;
  return m;
}

/** The victim of an acid-reduction finding takes the drug by a route that is not oral. */
function acidReductionInContext(m: InferredMechanism, { ctx, a, b, notes }: Context) {
  if (!m.rule.startsWith('acid-reduction:')) return m;
  const victim = a.phDependentAbsorption ? a : b;
  const due = ctx.byId.get(victim.id);
  if (due && !due.planned && ordersAllNonOral(due)) {
    notes.push(`${victim.name} is not given by mouth here, so gastric pH does not affect it.`);
    return null;
  }
  return m;
}

/**
 * Two opioids are rated as additive respiratory depressants by the profile rules; when the
 * orders are a basal plus an as-needed breakthrough opioid, the cited duplicate exemption says the
 * combination is standard, so the inferred warning is dropped here (issue 12 tracks the engine).
 */
function opioidPairInContext(m: InferredMechanism, { ctx, a, b, notes }: Context) {
  if (m.rule !== 'cns-depression') return m;
  if (!a.classTags.includes('opioid') || !b.classTags.includes('opioid')) return m;
  const exemption = duplicateExemptionFor(ctx, a, b, 'opioids');
  if (exemption?.record.outcome === 'silent') {
    notes.push(exemption.record.text);
    return null;
  }
  return m;
}

function inferredAlert(ctx: PatientContext, a: Drug, b: Drug, out: Collector) {
  const context: Context = { ctx, a, b, notes: [] };
  const kept: InferredMechanism[] = [];
  for (const m of ctx.kb.mechanisms(a, b)) {
    if (HANDED_OVER.has(m.rule)) continue;
    let current: InferredMechanism | null = m;
    for (const filter of [additiveInContext, acidReductionInContext, opioidPairInContext]) {
      if (current) current = filter(current, context);
    }
    if (current) kept.push(current);
  }
  if (kept.length === 0) return;
  kept.sort((x, y) => ORDER.indexOf(x.severity) - ORDER.indexOf(y.severity));
  const top = kept[0] as InferredMechanism;
  const severity = INTERACTION_SEVERITY[top.severity];
  const rules = kept.map((m) => m.rule).sort();
  out.alert(
    makeFinding({
      kind: 'interaction',
      ruleId: `inferred:${rules.join(',')}`,
      severity,
      title: `${a.name} + ${b.name}: ${firstClause(top.effect)}`,
      drugs: [a, b],
      rationale: [
        ...kept.flatMap((m) => m.reasoning),
        ...kept.map((m) => m.effect),
        ...context.notes,
        `Inferred from the two drug profiles (${top.evidence} evidence), not from a study of the pair.`,
      ],
      management: [...new Set(kept.map((m) => m.management))].join(' '),
      sources: kept.flatMap((m) => m.sources),
    }),
  );
}

const QT_RISKS: ReadonlySet<string> = new Set(['known', 'possible', 'conditional']);
const QT_TEXT = /\bQTc?\b|torsade/i;

/**
 * A curated QT record graded moderate or minor ("monitor the ECG") between two drugs the QT check
 * counts is left to that check, which rates the pair against the patient's QTc, potassium and
 * magnesium; one alert instead of two. Records a label grades major ("avoid") stay here.
 */
function qtCheckCovers(finding: Finding, a: Drug, b: Drug): boolean {
  return (
    (finding.severity === 'moderate' || finding.severity === 'minor') &&
    QT_TEXT.test(`${finding.mechanism} ${finding.effect}`) &&
    QT_RISKS.has(a.qtRisk) &&
    QT_RISKS.has(b.qtRisk)
  );
}

function curatedAlert(finding: Finding, a: Drug, b: Drug, out: Collector) {
  out.alert(
    makeFinding({
      kind: 'interaction',
      ruleId: `curated:${finding.recordId ?? 'record'}`,
      severity: INTERACTION_SEVERITY[finding.severity],
      title: `${a.name} + ${b.name}: ${firstClause(finding.effect)}`,
      drugs: [a, b],
      rationale: [
        ...finding.reasoning,
        finding.mechanism,
        finding.effect,
        ...(finding.riskFactors.length > 0
          ? [`Risk rises with: ${finding.riskFactors.join('; ')}.`]
          : []),
        `Severity ${finding.severity}, evidence ${finding.evidence}.`,
      ],
      management: finding.management,
      sources: finding.sources,
    }),
  );
}

/**
 * Drug-drug interactions among the drugs due, from the interaction engine. Curated records keep
 * their graded severity; profile-level inferences are filtered with the patient's context where
 * their rule allows it (CLINICAL-NOTES: filtering by patient context raised alert PPV from 2.8% to
 * 41%, PMC9540177), and the QT and duplicate-therapy inferences are left to their own checks.
 */
export function interactionAlerts(ctx: PatientContext, out: Collector): void {
  const result = ctx.kb.checker.check(ctx.drugs.map((d) => d.drug.id));
  for (const l of result.limitations) {
    if (l.kind === 'unknown-drug') continue;
    out.limit({
      kind: `interaction-${l.kind}`,
      text: l.text,
      drugNames: l.drugIds.map((id) => ctx.kb.drugsById.get(id)?.name ?? id),
    });
  }
  for (const finding of result.interactions) {
    const a = ctx.kb.drugsById.get(finding.drugs[0]);
    const b = ctx.kb.drugsById.get(finding.drugs[1]);
    if (!a || !b) continue;
    if (finding.basis === 'curated' && qtCheckCovers(finding, a, b)) continue;
    if (finding.basis === 'curated') curatedAlert(finding, a, b, out);
    else inferredAlert(ctx, a, b, out);
  }
}
