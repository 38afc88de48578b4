import {
  ALERT_OF_INTERACTION,
  type PolicyTarget,
  type TargetKnowledge,
} from '../../core/alert-policy';
import type { AlertSeverity } from '../../core/alerts';
import type { Participant } from '../../core/knowledge/interaction';
import type { Source } from '../../core/knowledge/source';
import type { KnowledgeBase } from './knowledge-base';

/*
 * What the knowledge base says about an alert-policy target (issue 22): its own severity, a name
 * for people, and whether the severity rests on an FDA label. Shared by the policy feature and the
 * review workspace (a correction of a severity fact becomes a local severity the same way).
 *
 * Rules a committee can tune by rule are those with one fixed severity in the knowledge base:
 * curated interaction records (`interaction`, `curated:<recordId>`), lab threshold rules (`lab`,
 * the rule id) and duplicate-therapy classes (`duplicate`, the class id). Rules whose severity is
 * worked out from the patient (QT, cumulative, PGx, renal, hepatic, allergy) are tuned per pair or
 * not at all.
 */

const citesLabel = (sources: readonly Source[]) => sources.some((s) => s.kind === 'label');

export interface TunableRule {
  kind: 'interaction' | 'lab' | 'duplicate';
  ruleId: string;
  knowledge: TargetKnowledge;
}

function participantName(kb: KnowledgeBase, p: Participant): string {
  if ('drug' in p) return kb.drugsById.get(p.drug)?.name ?? p.drug;
  return kb.groups.find((g) => g.id === p.group)?.name ?? p.group;
}

const catalogues = new WeakMap<KnowledgeBase, Map<string, TunableRule>>();

/** Every rule with a fixed severity, by `kind:ruleId`; worked out once per knowledge base. */
export function tunableRules(kb: KnowledgeBase): ReadonlyMap<string, TunableRule> {
  let out = catalogues.get(kb);
  if (out) return out;
  out = new Map();
  const add = (kind: TunableRule['kind'], ruleId: string, knowledge: TargetKnowledge) =>
    out!.set(`${kind}:${ruleId}`, { kind, ruleId, knowledge });
  for (const r of kb.interactions) {
    add('interaction', `curated:${r.id}`, {
      kbSeverity: ALERT_OF_INTERACTION[r.severity],
      label: `${participantName(kb, r.a)} + ${participantName(kb, r.b)} (curated record ${r.id})`,
      citesLabel: citesLabel(r.sources),
    });
  }
  for (const r of kb.alerts.rules.labThresholds) {
    add('lab', r.id, { kbSeverity: r.severity, label: r.title, citesLabel: citesLabel(r.sources) });
  }
  for (const c of kb.alerts.rules.duplicateClasses) {
    add('duplicate', c.id, {
      kbSeverity: c.severity,
      label: `Duplicate therapy: ${c.name}`,
      citesLabel: citesLabel(c.sources),
    });
  }
  catalogues.set(kb, out);
  return out;
}

export type TargetLookup =
  { ok: true; knowledge: TargetKnowledge } | { ok: false; field: string; message: string };

/** The knowledge base's view of a target, or why it cannot be tuned (a 400 naming the field). */
export function targetKnowledge(kb: KnowledgeBase, target: PolicyTarget): TargetLookup {
  if (target.type === 'rule') {
    const rule = tunableRules(kb).get(`${target.kind}:${target.ruleId}`);
    if (!rule) {
      return {
        ok: false,
        field: 'target.ruleId',
        message: `no ${target.kind} rule "${target.ruleId}" with a fixed severity in the knowledge base`,
      };
    }
    return { ok: true, knowledge: rule.knowledge };
  }
  const [a, b] = target.drugIds;
  for (const [i, id] of [a, b].entries()) {
    if (!kb.drugsById.has(id)) {
      return {
        ok: false,
        field: `target.drugs.${i}`,
        message: `no drug "${id}" in the knowledge base`,
      };
    }
  }
  if (a === b)
    return { ok: false, field: 'target.drugs', message: 'a pair names two different drugs' };
  const [finding] = kb.checker.check([a, b]).interactions;
  if (!finding) {
    return {
      ok: false,
      field: 'target.drugs',
      message: `the knowledge base finds no interaction between ${kb.drugsById.get(a)!.name} and ${kb.drugsById.get(b)!.name}`,
    };
  }
  const record = finding.recordId
    ? kb.interactions.find((r) => r.id === finding.recordId)
    : undefined;
  return {
    ok: true,
    knowledge: {
      kbSeverity: ALERT_OF_INTERACTION[finding.severity],
      label: `${kb.drugsById.get(finding.drugs[0])!.name} + ${kb.drugsById.get(finding.drugs[1])!.name}`,
      citesLabel: record ? citesLabel(record.sources) : false,
    },
  };
}

/**
 * The policy target of a severity fact of the review workspace (`interaction:<id>:severity`,
 * `alert-rule:<id>:severity`) and the scale its values are written in; null for any other fact.
 */
export function severityFactTarget(
  kb: KnowledgeBase,
  factId: string,
): { target: PolicyTarget; toAlert: (value: string) => AlertSeverity | null } | null {
  const m = /^(interaction|alert-rule):([^:]+):severity$/.exec(factId);
  if (!m) return null;
  const [, recordType, recordId] = m as unknown as [string, string, string];
  if (recordType === 'interaction') {
    return {
      target: { type: 'rule', kind: 'interaction', ruleId: `curated:${recordId}` },
      toAlert: (v) =>
        v in ALERT_OF_INTERACTION
          ? ALERT_OF_INTERACTION[v as keyof typeof ALERT_OF_INTERACTION]
          : null,
    };
  }
  const rules = tunableRules(kb);
  const kind = rules.has(`lab:${recordId}`)
    ? 'lab'
    : rules.has(`duplicate:${recordId}`)
      ? 'duplicate'
      : null;
  if (!kind) return null;
  return {
    target: { type: 'rule', kind, ruleId: recordId },
    toAlert: (v) =>
      ['low', 'medium', 'high', 'critical'].includes(v) ? (v as AlertSeverity) : null,
  };
}
