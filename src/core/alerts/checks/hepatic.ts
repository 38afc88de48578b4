import { fmt } from '../../dosing/outcome';
import type { Drug, OrganAdjustment } from '../../knowledge/drug';
import { describeWindow, freshnessWindow, longestFreshness } from '../../knowledge/lab-freshness';
import {
  ageInDays,
  describePoint,
  latest,
  lowerLimit,
  upperLimit,
  type LabPoint,
  type PatientContext,
} from '../context';
import { makeFinding, type Collector } from '../result';
import type { AlertSeverity } from '../types';
import { hepaticSources } from './renal';

export type HepaticCategory = 'normal' | 'mild' | 'moderate' | 'severe';

export type HepaticFunction =
  | {
      status: 'ok';
      category: HepaticCategory;
      bilirubin: LabPoint;
      bilirubinXUln: number;
      transaminase: LabPoint | null;
      /** "Bilirubin 2.1 mg/dL (2026-11-20) = 2.1 × ULN; AST 35 U/L → NCI-ODWG moderate". */
      chain: string;
      /** Labs suggest impairment that Child–Pugh might grade (bilirubin, albumin or INR abnormal). */
      suggestsImpairment: boolean;
    }
  | { status: 'unknown'; reason: string };

/**
 * NCI Organ Dysfunction Working Group category from total bilirubin and AST (the working group
 * uses AST; ALT stands in, said so, when AST is missing): normal (both ≤ ULN), mild (bilirubin ≤
 * ULN with AST > ULN, or bilirubin > 1–1.5 × ULN), moderate (> 1.5–3 × ULN), severe (> 3 × ULN).
 */
export function hepaticFunction(ctx: PatientContext): HepaticFunction {
  const bilirubin = latest(ctx, 'bilirubin');
  if (!bilirubin) return { status: 'unknown', reason: 'no bilirubin is on record' };
  const bUln = upperLimit(bilirubin.lab, ctx.record.sex);
  if (bUln === null) return { status: 'unknown', reason: 'bilirubin has no upper limit of normal' };
  const ast = latest(ctx, 'ast');
  const transaminase = ast ?? latest(ctx, 'alt');
  const xUln = bilirubin.value / bUln;
  const { mildBilirubinUpToXUln: mild, moderateBilirubinUpToXUln: moderate } =
    ctx.kb.rules.hepaticCategories;
  const tUln = transaminase ? upperLimit(transaminase.lab, ctx.record.sex) : null;
  const transaminaseHigh = transaminase !== null && tUln !== null && transaminase.value > tUln;
  let category: HepaticCategory;
  if (xUln > moderate) category = 'severe';
  else if (xUln > mild) category = 'moderate';
  else if (xUln > 1) category = 'mild';
  else category = transaminaseHigh ? 'mild' : 'normal';
  const albumin = latest(ctx, 'albumin');
  const albuminLow =
    albumin !== null && (lowerLimit(albumin.lab, ctx.record.sex) ?? 0) > albumin.value;
  const parts = [`${describePoint(bilirubin)} = ${fmt(xUln, 1)} × ULN`];
  if (transaminase) {
    parts.push(
      `${describePoint(transaminase, 0)}${ast ? '' : ' (no AST on record; ALT used)'}${transaminaseHigh ? ' above ULN' : ''}`,
    );
  }
  return {
    status: 'ok',
    category,
    bilirubin,
    bilirubinXUln: xUln,
    transaminase,
    chain: `${parts.join('; ')} → NCI-ODWG ${category}`,
    suggestsImpairment: category !== 'normal' || albuminLow,
  };
}

type Rule = OrganAdjustment['rules'][number];

/** Which of a drug's hepatic rules the lab category can use. Child–Pugh classes cannot. */
function applies(rule: Rule, fn: Extract<HepaticFunction, { status: 'ok' }>): boolean {
  switch (rule.hepaticClass) {
    case 'bilirubin-elevated':
      return fn.bilirubinXUln > 1;
    case 'any':
      return fn.category !== 'normal';
    default:
      return false;
  }
}

/**
 * Avoid is critical and monitor is low. A dose change is high for an antineoplastic and medium
 * otherwise; for a supportive drug whose label speaks of "hepatic impairment" in general, a mild
 * NCI-ODWG category (a transaminase or bilirubin just above ULN) is low, medium for avoid.
 */
function severityFor(rules: readonly Rule[], drug: Drug, category: HepaticCategory): AlertSeverity {
  const mildSupportive = category === 'mild' && drug.kind !== 'antineoplastic';
  if (rules.every((r) => r.action === 'avoid')) return mildSupportive ? 'medium' : 'critical';
  if (rules.every((r) => r.action === 'monitor') || mildSupportive) return 'low';
  return drug.kind === 'antineoplastic' ? 'high' : 'medium';
}

/**
 * Hepatic dose alerts: the latest bilirubin and transaminases mapped to what each drug's `hepatic`
 * rules can use (bilirubin above ULN; any hepatic impairment by NCI-ODWG). Rules by Child–Pugh
 * class cannot be applied from labs alone (ascites and encephalopathy are clinical), so they
 * become a limitation when the labs suggest impairment.
 */
export function hepaticAlerts(ctx: PatientContext, fn: HepaticFunction, out: Collector): void {
  const childPughOnly: Drug[] = [];
  const notAssessed: Drug[] = [];
  const staleChecked: Drug[] = [];
  for (const { drug } of ctx.drugs) {
    const h = drug.hepatic;
    if (h.status === 'no-adjustment' || h.rules.length === 0) continue;
    if (fn.status !== 'ok') {
      if (h.status === 'adjust' || h.status === 'avoid') notAssessed.push(drug);
      continue;
    }
    const usable = h.rules.filter((r) => applies(r, fn));
    const childPugh = h.rules.some((r) => r.hepaticClass?.startsWith('child-pugh'));
    const freshness = freshnessWindow(
      ctx.kb.rules,
      'bilirubin',
      drug.kind === 'antineoplastic' ? 'before-cycle' : 'other-drugs',
    );
    const window = freshness.days;
    const age = ageInDays(fn.bilirubin, ctx.now);
    const longest = longestFreshness(ctx.kb.rules, 'bilirubin');
    // Issue 20: beyond the bilirubin's longest window (any drug) no alert is computed from it.
    if (age > longest.days && usable.length > 0) {
      out.limit({
        kind: 'hepatic-stale-labs',
        text: `Hepatic dosing of ${drug.name} cannot be assessed: the latest bilirubin (${describePoint(fn.bilirubin)}) is ${age} days old, older than ${describeWindow(longest)}. Repeat the liver tests.`,
        drugNames: [drug.name],
      });
      continue;
    }
    if (usable.length === 0) {
      if (childPugh && fn.suggestsImpairment) childPughOnly.push(drug);
      if (age > window && (h.status === 'adjust' || h.status === 'avoid')) staleChecked.push(drug);
      continue;
    }
    const severity = severityFor(usable, drug, fn.category);
    out.alert(
      makeFinding({
        kind: 'hepatic',
        ruleId: `hepatic:${[...new Set(usable.map((r) => `${r.hepaticClass}-${r.action}`))].sort().join(',')}`,
        severity,
        title: `${drug.name}: ${severity === 'critical' ? 'not for use' : severity === 'low' ? 'monitoring' : 'dose adjustment'} with hepatic impairment (NCI-ODWG ${fn.category})`,
        drugs: [drug],
        rationale: [
          `${fn.chain} → ${drug.name} label: ${usable.map((r) => r.text).join(' ')}`,
          ...(childPugh
            ? [`${drug.name} also has rules by Child–Pugh class, which labs alone cannot grade.`]
            : []),
          ...(age > window
            ? [
                `The bilirubin is ${age} days old (older than ${describeWindow(freshness)}): repeat it before dosing.`,
              ]
            : []),
        ],
        management:
          usable.length === 1
            ? `Apply the ${drug.name} label's hepatic rule: ${usable[0]?.text}`
            : `Apply the band of the ${drug.name} label that matches the patient's values: ${usable.map((r) => r.text).join(' ')}`,
        sources: hepaticSources(drug),
      }),
    );
  }
  if (childPughOnly.length > 0) {
    out.limit({
      kind: 'hepatic-child-pugh',
      text: `${childPughOnly.map((d) => d.name).join(', ')} ${childPughOnly.length > 1 ? 'are' : 'is'} dosed by Child–Pugh class in hepatic impairment, which cannot be computed from labs alone (it needs ascites and encephalopathy grading as well as bilirubin, albumin and INR); the labs suggest impairment, so grade it clinically.`,
      drugNames: childPughOnly.map((d) => d.name),
    });
  }
  if (staleChecked.length > 0 && fn.status === 'ok') {
    out.limit({
      kind: 'hepatic-stale-labs',
      text: `The latest bilirubin (${describePoint(fn.bilirubin)}) is ${ageInDays(fn.bilirubin, ctx.now)} days old; hepatic dosing of ${staleChecked.map((d) => d.name).join(', ')} was checked on it and should be checked again on new liver tests.`,
      drugNames: staleChecked.map((d) => d.name),
    });
  }
  if (notAssessed.length > 0 && fn.status === 'unknown') {
    out.limit({
      kind: 'hepatic-not-assessed',
      text: `Hepatic dosing of ${notAssessed.map((d) => d.name).join(', ')} could not be assessed: ${fn.reason}.`,
      drugNames: notAssessed.map((d) => d.name),
    });
  }
}
