import { z } from 'zod';
import type { Severity } from '../knowledge/interaction';
import {
  ALERT_SEVERITIES,
  SEVERITY_RANK,
  type AlertFinding,
  type AlertKind,
  type AlertSeverity,
} from '../alerts/types';

/*
 * Institution alert policy (issue 22): a pharmacy and therapeutics committee tunes the alerts of
 * its institution, per rule or per interaction pair, with a severity change or "do not interrupt".
 * Pure rules: who may decide, what may never be tuned, and how an entry in effect changes a
 * finding. The knowledge base's own severity always travels with the finding (`kbSeverity`).
 *
 * Safety invariants:
 * - A critical finding whose knowledge cites a label (a label contraindication) is never silenced
 *   or downgraded; a proposal for it is refused, naming it.
 * - An entry applies only while the engine still gives the severity the committee decided on
 *   (`kbSeverity`): when a new knowledge version changes it, the entry stops applying by itself
 *   rather than silently re-grading a finding nobody reviewed.
 * - Two people: the approver is never the proposer.
 */

export const POLICY_ACTIONS = ['severity', 'do-not-interrupt'] as const;
export type PolicyAction = (typeof POLICY_ACTIONS)[number];

export type PolicyTarget =
  | { type: 'rule'; kind: AlertKind; ruleId: string }
  | { type: 'pair'; drugIds: readonly [string, string] };

/** One decision in effect (approved policy entry, or an approved local knowledge correction). */
export interface PolicyEntry {
  id: string;
  origin: 'policy' | 'correction';
  target: PolicyTarget;
  action: PolicyAction;
  /** The local severity, for `severity`; for `do-not-interrupt` the severity is kept. */
  localSeverity: AlertSeverity | null;
  /** The knowledge base's severity the decision was made against. */
  kbSeverity: AlertSeverity;
  rationale: string;
  /** YYYY-MM-DD: in effect from this day (UTC) on. */
  effectiveFrom: string;
  approvedBy: string;
}

/** How a finding was changed by the local policy; shown beside the knowledge base's severity. */
export interface AppliedPolicy {
  entryId: string;
  origin: 'policy' | 'correction';
  action: PolicyAction;
  kbSeverity: AlertSeverity;
  localSeverity: AlertSeverity;
  interrupt: boolean;
  rationale: string;
  effectiveFrom: string;
  approvedBy: string;
}

/** The knowledge facts a proposal is judged against. */
export interface TargetKnowledge {
  kbSeverity: AlertSeverity;
  /** What the target is, for messages ("Methotrexate + Trimethoprim (curated record x)"). */
  label: string;
  /** True when the severity rests on an FDA label source. */
  citesLabel: boolean;
}

export interface Proposal {
  action: PolicyAction;
  severity?: AlertSeverity | undefined;
}

export type ProposalCheck =
  { ok: true } | { ok: false; code: 'validation' | 'conflict'; field: string; message: string };

/** Whether this proposal may be made at all; label contraindications are protected. */
export function checkProposal(proposal: Proposal, target: TargetKnowledge): ProposalCheck {
  if (proposal.action === 'severity' && !proposal.severity) {
    return {
      ok: false,
      code: 'validation',
      field: 'severity',
      message: 'A severity change states the local severity',
    };
  }
  if (proposal.action === 'do-not-interrupt' && proposal.severity) {
    return {
      ok: false,
      code: 'validation',
      field: 'severity',
      message: '"do not interrupt" keeps the severity; leave severity out',
    };
  }
  const lowers =
    proposal.action === 'do-not-interrupt' ||
    SEVERITY_RANK[proposal.severity!] > SEVERITY_RANK[target.kbSeverity];
  if (target.kbSeverity === 'critical' && target.citesLabel && lowers) {
    return {
      ok: false,
      code: 'conflict',
      field: 'target',
      message: `${target.label} is a critical contraindication from the FDA label: it cannot be silenced or downgraded`,
    };
  }
  if (proposal.action === 'severity' && proposal.severity === target.kbSeverity) {
    return {
      ok: false,
      code: 'validation',
      field: 'severity',
      message: `The knowledge base already rates ${target.label} ${target.kbSeverity}`,
    };
  }
  return { ok: true };
}

/** A second person decides: the proposer may not approve or reject their own proposal. */
export function canDecide(proposerId: string | null, deciderId: string): boolean {
  return proposerId !== null && proposerId !== deciderId;
}

const pairKey = (ids: readonly string[]) => `pair:${[...ids].sort().join('+')}`;
export const ruleKey = (kind: string, ruleId: string) => `rule:${kind}:${ruleId}`;

export function targetKey(target: PolicyTarget): string {
  return target.type === 'pair' ? pairKey(target.drugIds) : ruleKey(target.kind, target.ruleId);
}

/** The kind, drugs and rule of a finding key (`kind:drugA+drugB:rule`, core/alerts/result). */
export function parseFindingKey(
  key: string,
): { kind: string; drugIds: string[]; ruleId: string } | null {
  const first = key.indexOf(':');
  const second = first < 0 ? -1 : key.indexOf(':', first + 1);
  if (second < 0) return null;
  const drugs = key.slice(first + 1, second);
  return {
    kind: key.slice(0, first),
    drugIds: drugs ? drugs.split('+') : [],
    ruleId: key.slice(second + 1),
  };
}

/**
 * The entries in effect on a day, indexed by target, and a version naming exactly that set (the
 * alert cache keys on it, so a decision, a revert or an effective date reached re-evaluates).
 * A committee policy wins over a local knowledge correction of the same target.
 */
export interface PolicyOverlay {
  version: string;
  byTarget: ReadonlyMap<string, PolicyEntry>;
}

export const EMPTY_OVERLAY: PolicyOverlay = { version: 'none', byTarget: new Map() };

export function overlayOn(entries: readonly PolicyEntry[], today: string): PolicyOverlay {
  const inEffect = entries
    .filter((e) => e.effectiveFrom <= today)
    .sort((a, b) => (a.origin === b.origin ? 0 : a.origin === 'correction' ? -1 : 1));
  if (inEffect.length === 0) return EMPTY_OVERLAY;
  const byTarget = new Map<string, PolicyEntry>();
  for (const e of inEffect) byTarget.set(targetKey(e.target), e);
  return {
    version: [...byTarget.values()]
      .map((e) => e.id)
      .sort()
      .join(','),
    byTarget,
  };
}

/** The entry that governs a finding: its pair first (more specific), then its rule. */
export function entryFor(
  overlay: PolicyOverlay,
  kind: string,
  drugIds: readonly string[],
  ruleId: string,
): PolicyEntry | undefined {
  if (overlay.byTarget.size === 0) return undefined;
  return (
    (kind === 'interaction' && drugIds.length === 2
      ? overlay.byTarget.get(pairKey(drugIds))
      : undefined) ?? overlay.byTarget.get(ruleKey(kind, ruleId))
  );
}

/** What an entry does to a finding the engine rated `severity`; null when it does not apply. */
export function applyEntry(
  entry: PolicyEntry | undefined,
  severity: AlertSeverity,
): AppliedPolicy | null {
  if (!entry || entry.kbSeverity !== severity) return null;
  const localSeverity = entry.action === 'severity' ? entry.localSeverity! : severity;
  // Never lower a critical finding, whatever the stored entry says (belt and braces).
  if (severity === 'critical' && SEVERITY_RANK[localSeverity] > 0) return null;
  return {
    entryId: entry.id,
    origin: entry.origin,
    action: entry.action,
    kbSeverity: severity,
    localSeverity,
    interrupt: entry.action !== 'do-not-interrupt',
    rationale: entry.rationale,
    effectiveFrom: entry.effectiveFrom,
    approvedBy: entry.approvedBy,
  };
}

export interface PolicedFinding extends AlertFinding {
  policy?: AppliedPolicy;
}

/**
 * The entry in effect for one engine finding (by its key, drugs and the engine's severity), or
 * null: the one lookup every surface that grades alerts uses (patient alerts, check-regimen,
 * treatment plans, CDS Hooks cards, recommendations, learning cases).
 */
export function policyForFinding(
  f: Pick<AlertFinding, 'key' | 'drugIds' | 'severity'>,
  overlay: PolicyOverlay,
): AppliedPolicy | null {
  if (overlay.byTarget.size === 0) return null;
  const parsed = parseFindingKey(f.key);
  if (!parsed) return null;
  return applyEntry(entryFor(overlay, parsed.kind, f.drugIds, parsed.ruleId), f.severity);
}

/** Patient alert findings with the institution's policy applied (severity, interrupt flag). */
export function applyPolicyToFindings(
  findings: readonly AlertFinding[],
  overlay: PolicyOverlay,
): PolicedFinding[] {
  if (overlay.byTarget.size === 0) return [...findings];
  return findings.map((f) => {
    const applied = policyForFinding(f, overlay);
    if (!applied) return f;
    return {
      ...f,
      severity: applied.localSeverity,
      rationale: `${f.rationale}\n${describePolicy(applied)}`,
      policy: applied,
    };
  });
}

/** One line for the alert's rationale: what the institution changed, and the knowledge's grade. */
export function describePolicy(p: AppliedPolicy): string {
  const who = p.origin === 'policy' ? 'Institution alert policy' : 'Local knowledge correction';
  const what =
    p.action === 'do-not-interrupt'
      ? `shown without interrupting (knowledge base severity ${p.kbSeverity})`
      : `graded ${p.localSeverity} here (knowledge base severity ${p.kbSeverity})`;
  return `${who}: ${what}, approved by ${p.approvedBy}, in effect from ${p.effectiveFrom}: ${p.rationale}`;
}

/** Interaction-checker grades and alert severities (as core/alerts/checks/interaction). */
export const ALERT_OF_INTERACTION: Record<Severity, AlertSeverity> = {
  contraindicated: 'critical',
  major: 'high',
  moderate: 'medium',
  minor: 'low',
};
export const INTERACTION_OF_ALERT: Record<AlertSeverity, Severity> = {
  critical: 'contraindicated',
  high: 'major',
  medium: 'moderate',
  low: 'minor',
};

/** Today's date in UTC, YYYY-MM-DD: the day an effective date is compared with. */
export function utcDay(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}

/** The response shape of an applied policy, shared by the alert and the checker APIs. */
export const appliedPolicySchema = z
  .object({
    entryId: z.string(),
    origin: z.enum(['policy', 'correction']),
    action: z.enum(POLICY_ACTIONS),
    kbSeverity: z.enum(ALERT_SEVERITIES),
    localSeverity: z.enum(ALERT_SEVERITIES),
    interrupt: z.boolean(),
    rationale: z.string(),
    effectiveFrom: z.string(),
    approvedBy: z.string(),
  })
  .strict();
