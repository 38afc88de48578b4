import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  applyPolicyToFindings,
  EMPTY_OVERLAY,
  overlayOn,
  utcDay,
  type PolicedFinding,
  type PolicyEntry,
  type PolicyOverlay,
  type PolicyTarget,
} from '../../core/alert-policy';
import type { AlertFinding, AlertKind } from '../../core/alerts';
import type { Db } from '../../db/client';
import { institutionAlertPolicies, knowledgeFactReviews } from '../../db/schema';
import { severityFactTarget } from './alert-policy-targets';
import type { KnowledgeBase } from './knowledge-base';

/*
 * The institution's local severity layer (issue 22), read by everything that grades alerts for a
 * user of the institution (patient alerts, the interaction checker): the committee's approved
 * alert-policy entries plus approved local corrections of severity facts from the review
 * workspace. Per process, per institution, kept for `TTL_MS`: a write in this process forgets it
 * at once (`forgetPolicy`); another server process sees it within `TTL_MS`. The overlay's version
 * names the entries in effect, and the alert cache keys on it, so a decision, a revert or an
 * effective date reached re-evaluates the alerts.
 */

const TTL_MS = 5_000;

interface Held {
  loadedAt: number;
  entries: readonly PolicyEntry[];
}

const stores = new WeakMap<object, Map<string, Held | Promise<readonly PolicyEntry[]>>>();

function storeOf(db: object) {
  let s = stores.get(db);
  if (!s) stores.set(db, (s = new Map()));
  return s;
}

export function forgetPolicy(db: object, institutionId: string): void {
  storeOf(db).delete(institutionId);
}

export function rowTarget(row: typeof institutionAlertPolicies.$inferSelect): PolicyTarget {
  return row.targetType === 'pair'
    ? { type: 'pair', drugIds: [row.drugA!, row.drugB!] }
    : { type: 'rule', kind: row.alertKind as AlertKind, ruleId: row.ruleId! };
}

/** Every entry that may be in effect (approved, not reverted), policy and corrections. */
export async function loadPolicyEntries(
  db: Db,
  kb: KnowledgeBase,
  institutionId: string,
): Promise<PolicyEntry[]> {
  const [policies, reviews] = await Promise.all([
    db
      .select()
      .from(institutionAlertPolicies)
      .where(
        and(
          eq(institutionAlertPolicies.institutionId, institutionId),
          eq(institutionAlertPolicies.status, 'active'),
        ),
      ),
    db
      .select()
      .from(knowledgeFactReviews)
      .where(
        and(
          eq(knowledgeFactReviews.institutionId, institutionId),
          inArray(knowledgeFactReviews.status, ['accepted', 'approved']),
        ),
      )
      .orderBy(desc(knowledgeFactReviews.createdAt)),
  ]);
  const entries: PolicyEntry[] = policies.map((p) => ({
    id: p.id,
    origin: 'policy',
    target: rowTarget(p),
    action: p.action,
    localSeverity: p.localSeverity,
    kbSeverity: p.kbSeverity,
    rationale: p.rationale,
    effectiveFrom: p.effectiveFrom,
    approvedBy: p.decidedByName ?? '',
  }));
  // The latest accepted or approved review of a fact decides; an accept after a correction
  // returns the fact to the product value.
  const seen = new Set<string>();
  for (const r of reviews) {
    if (seen.has(r.factId)) continue;
    seen.add(r.factId);
    if (r.status !== 'approved' || !r.proposedValue) continue;
    const mapped = severityFactTarget(kb, r.factId);
    const kbSeverity = mapped?.toAlert(r.productValue);
    const localSeverity = mapped?.toAlert(r.proposedValue);
    if (!mapped || !kbSeverity || !localSeverity || kbSeverity === localSeverity) continue;
    entries.push({
      id: r.id,
      origin: 'correction',
      target: mapped.target,
      action: 'severity',
      localSeverity,
      kbSeverity,
      rationale: r.note,
      effectiveFrom: utcDay((r.decidedAt ?? r.createdAt).getTime()),
      approvedBy: r.decidedByName ?? '',
    });
  }
  return entries;
}

/** The overlay in effect now for one institution (cached for `TTL_MS`). */
export async function policyOverlay(
  db: Db,
  kb: KnowledgeBase,
  institutionId: string,
  nowMs: number,
): Promise<PolicyOverlay> {
  const store = storeOf(db);
  const held = store.get(institutionId);
  let entries: readonly PolicyEntry[];
  if (held && !(held instanceof Promise) && nowMs - held.loadedAt < TTL_MS) {
    entries = held.entries;
  } else if (held instanceof Promise) {
    entries = await held;
  } else {
    const loading = loadPolicyEntries(db, kb, institutionId);
    store.set(institutionId, loading);
    try {
      entries = await loading;
      // A write that forgot the entry meanwhile wins: the next read loads again.
      if (store.get(institutionId) === loading) {
        store.set(institutionId, { loadedAt: nowMs, entries });
      }
    } catch (error) {
      store.delete(institutionId);
      throw error;
    }
  }
  return entries.length === 0 ? EMPTY_OVERLAY : overlayOn(entries, utcDay(nowMs));
}

/**
 * Engine findings graded by an institution's policy in effect now (issue 22): each finding a
 * policy entry governs carries the local severity, `policy` (with the knowledge base's severity)
 * and a rationale line naming both. The one entry point for surfaces that grade alerts outside
 * the alerts feature (treatment plans, CDS Hooks, recommendations, learning cases). A null
 * institution (a CDS client configured without one) grades with the knowledge base alone.
 */
export async function policedFindings(
  db: Db,
  kb: KnowledgeBase,
  institutionId: string | null,
  findings: readonly AlertFinding[],
  nowMs: number,
): Promise<PolicedFinding[]> {
  if (!institutionId) return [...findings];
  return applyPolicyToFindings(findings, await policyOverlay(db, kb, institutionId, nowMs));
}
