import { and, desc, eq, inArray } from 'drizzle-orm';
import { type LocalChange } from '../../core/knowledge/changes';
import type { Db } from '../../db/client';
import { institutionAlertPolicies, knowledgeFactReviews } from '../../db/schema';
import { severityFactTarget } from './alert-policy-targets';
import type { KnowledgeBase } from './knowledge-base';

/*
 * The institution's own changes to what the product computes (issue 22), listed in the knowledge
 * changelog beside the knowledge base's, marked as local: approved corrections from the review
 * workspace and alert-policy entries that took effect (and their reverts).
 */

export async function localKnowledgeChanges(
  db: Db,
  kb: KnowledgeBase,
  institutionId: string,
): Promise<LocalChange[]> {
  const [corrections, policies] = await Promise.all([
    db
      .select()
      .from(knowledgeFactReviews)
      .where(
        and(
          eq(knowledgeFactReviews.institutionId, institutionId),
          eq(knowledgeFactReviews.status, 'approved'),
        ),
      )
      .orderBy(desc(knowledgeFactReviews.decidedAt))
      .limit(200),
    db
      .select()
      .from(institutionAlertPolicies)
      .where(
        and(
          eq(institutionAlertPolicies.institutionId, institutionId),
          inArray(institutionAlertPolicies.status, ['active', 'reverted', 'superseded']),
        ),
      )
      .orderBy(desc(institutionAlertPolicies.decidedAt))
      .limit(200),
  ]);
  const out: LocalChange[] = [];
  for (const c of corrections) {
    const [recordType, recordId, ...field] = c.factId.split(':');
    out.push({
      origin: 'correction',
      id: c.id,
      name: `${recordType} ${recordId}: ${field.join(':')}`,
      change: `${c.productValue} → ${c.proposedValue ?? ''}`,
      reason: c.note,
      by: `${c.reviewerName}; approved by ${c.decidedByName ?? 'a second reviewer'}`,
      at: (c.decidedAt ?? c.createdAt).toISOString(),
      applies: severityFactTarget(kb, c.factId) ? 'checker-and-alerts' : 'recorded-only',
    });
  }
  for (const p of policies) {
    out.push({
      origin: 'policy',
      id: p.id,
      name: p.targetLabel,
      change: `${p.kbSeverity} → ${p.action === 'severity' ? p.localSeverity : 'do not interrupt'} from ${p.effectiveFrom}`,
      reason:
        p.status === 'active'
          ? p.rationale
          : `${p.rationale} (ended: ${p.revertReason ?? p.status})`,
      by: `${p.proposedByName}; approved by ${p.decidedByName ?? ''}`,
      at: (p.decidedAt ?? p.proposedAt).toISOString(),
      applies: p.status === 'active' ? 'checker-and-alerts' : 'reverted',
    });
  }
  return out.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
