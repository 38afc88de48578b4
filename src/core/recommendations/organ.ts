import { hepaticFunction } from '../alerts/checks/hepatic';
import { hepaticSources, renalFunction, renalSources } from '../alerts/checks/renal';
import type { AlertFinding } from '../alerts/types';
import type { Drug, OrganAdjustment } from '../knowledge/drug';
import {
  doseChange,
  lowerName,
  percentOf,
  resolvedOf,
  sourcesOf,
  stopChange,
  type Draft,
  type EngineContext,
} from './context';
import type { RecommendationType } from './types';

/**
 * Renal and hepatic recommendations: the label rule the alert check applied (named in the alert
 * key: the CrCl band and action, or the hepatic classes and actions), with its dose factor when
 * the label states one. The patient's creatinine or bilirubin chain comes from the same functions
 * the checks use, so the reasoning and the alert agree.
 */

type Rule = OrganAdjustment['rules'][number];

const LABEL_EVIDENCE = { grade: 'strong' as const, label: 'FDA label dosing rule' };

function ruleAction(
  rule: Rule,
  drug: Drug,
  reason: string,
): { type: RecommendationType; text: string } {
  const name = lowerName(drug.name);
  switch (rule.action) {
    case 'reduce':
      return rule.doseFactor !== undefined
        ? {
            type: 'dose-reduction',
            text: `Reduce ${name} to ${percentOf(rule.doseFactor)}% of the standard dose (${reason})`,
          }
        : {
            type: 'dose-reduction',
            text: `Reduce the ${name} dose as the label directs (${reason})`,
          };
    case 'extend-interval':
      return {
        type: 'dose-adjust',
        text: `Lengthen the ${name} dosing interval as the label directs (${reason})`,
      };
    case 'avoid':
      return { type: 'avoid', text: `Do not give ${name} (${reason})` };
    case 'monitor':
      return { type: 'monitor', text: `Monitor ${name} as the label directs (${reason})` };
  }
}

function changeFor(ctx: EngineContext, rule: Rule, drug: Drug) {
  if (rule.action === 'reduce') {
    return doseChange(
      ctx,
      drug,
      rule.doseFactor !== undefined ? percentOf(rule.doseFactor) : null,
      null,
    );
  }
  if (rule.action === 'avoid') return stopChange(ctx, drug);
  return null;
}

/** `renal:<crclBelow>:<action>`; the label-text finding (`renal:impaired:label-text`) has no rule. */
export function renalRecommendations(
  ctx: EngineContext,
  alert: AlertFinding,
  ruleId: string,
): Draft[] {
  const drug = ctx.kb.drugsById.get(alert.drugIds[0] ?? '');
  const match = /^renal:(\d+(?:\.\d+)?):([a-z-]+)$/.exec(ruleId);
  if (!drug || !match) return [];
  const below = Number(match[1]);
  const rule = drug.renal.rules.find((r) => r.crclBelow === below && r.action === match[2]);
  const renal = renalFunction(ctx.patient);
  if (!rule || renal.status !== 'ok') return [];
  const crcl = Math.round(renal.crcl);
  const { type, text } = ruleAction(rule, drug, `CrCl ${crcl} mL/min`);
  return [
    {
      id: `${type}:${drug.id}:renal:${below}:${rule.action}`,
      type,
      action: text,
      detail: `Label: ${rule.text}`,
      severity: alert.severity,
      evidence: LABEL_EVIDENCE,
      reasoning: [
        renal.chain,
        ...renal.notes,
        `${drug.name} label renal rule: CrCl below ${below} mL/min → ${rule.action}${rule.doseFactor !== undefined ? ` to ${percentOf(rule.doseFactor)}%` : ''}: ${rule.text}`,
        ...(rule.action === 'avoid'
          ? [
              'Confirm renal function (a new creatinine or a measured clearance) before acting on a single value.',
            ]
          : []),
      ],
      sources: sourcesOf(renalSources(drug)),
      resolves: [resolvedOf(alert)],
      drugIds: [drug.id],
      drugs: [drug.name],
      alternatives: [],
      change: changeFor(ctx, rule, drug),
    },
  ];
}

/** `hepatic:<class>-<action>,...`: the rules the bilirubin/AST category could use. */
export function hepaticRecommendations(
  ctx: EngineContext,
  alert: AlertFinding,
  ruleId: string,
): Draft[] {
  const drug = ctx.kb.drugsById.get(alert.drugIds[0] ?? '');
  if (!drug || !ruleId.startsWith('hepatic:')) return [];
  const wanted = new Set(ruleId.slice('hepatic:'.length).split(','));
  const rules = drug.hepatic.rules.filter((r) => wanted.has(`${r.hepaticClass}-${r.action}`));
  const fn = hepaticFunction(ctx.patient);
  if (rules.length === 0 || fn.status !== 'ok') return [];
  const reason = `NCI-ODWG ${fn.category} hepatic impairment, bilirubin ${Math.round(fn.bilirubinXUln * 10) / 10} × ULN`;
  return rules.map((rule) => {
    const { type, text } = ruleAction(rule, drug, reason);
    return {
      id: `${type}:${drug.id}:hepatic:${rule.hepaticClass}-${rule.action}`,
      type,
      action: text,
      detail: `Label: ${rule.text}`,
      severity: alert.severity,
      evidence: LABEL_EVIDENCE,
      reasoning: [
        fn.chain,
        `${drug.name} label hepatic rule (${rule.hepaticClass}) → ${rule.action}${rule.doseFactor !== undefined ? ` to ${percentOf(rule.doseFactor)}%` : ''}: ${rule.text}`,
      ],
      sources: sourcesOf(hepaticSources(drug)),
      resolves: [resolvedOf(alert)],
      drugIds: [drug.id],
      drugs: [drug.name],
      alternatives: [],
      change: changeFor(ctx, rule, drug),
    };
  });
}
