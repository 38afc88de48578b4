import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  canDecide,
  checkProposal,
  targetKey,
  utcDay,
  type PolicyTarget,
} from '../../../core/alert-policy';
import { DomainError } from '../../../core/errors';
import type { Db } from '../../../db/client';
import { institutionAlertPolicies } from '../../../db/schema';
import { targetKnowledge, tunableRules } from '../../lib/alert-policy-targets';
import { forgetPolicy, policyOverlay, rowTarget } from '../../lib/alert-policy-store';
import { writeAudit } from '../../lib/audit';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import { canReviewKnowledge } from '../../lib/knowledge-reviewers';
import { orderedId } from '../../lib/ordered-id';
import type { AuthUser } from '../../plugins/auth';
import type { PolicyChange } from './schemas';

/*
 * The institution alert policy (issue 22). Anyone signed in reads their institution's policy (a
 * clinician sees why an alert is graded differently here); an institution admin or a holder of
 * canReviewKnowledge proposes, approves, rejects and reverts. A proposal takes effect only when a
 * different person approves it; approving a new entry for a target supersedes the one in effect;
 * a revert ends an active entry (one person: it returns to the knowledge base's own grading).
 * Every write is audited in its transaction and forgets the cached overlay at once.
 */

export interface PolicyContext {
  db: Db;
  kb: KnowledgeBase;
  now: () => number;
}

type Row = typeof institutionAlertPolicies.$inferSelect;

async function mayChange(db: Db, user: AuthUser): Promise<boolean> {
  return user.isInstitutionAdmin || (await canReviewKnowledge(db, user));
}

async function requireChanger(db: Db, user: AuthUser): Promise<void> {
  if (!(await mayChange(db, user))) {
    throw new DomainError(
      'forbidden',
      'Changing the alert policy needs an institution administrator or the canReviewKnowledge permission',
    );
  }
}

const nameOf = (u: AuthUser) => `${u.firstName} ${u.lastName}`;

function invalid(field: string, message: string): DomainError {
  return new DomainError('validation', `Invalid request: body.${field}: ${message}`, [
    { path: `body.${field}`, message },
  ]);
}

export async function readPolicy(ctx: PolicyContext, user: AuthUser, changedId?: string) {
  const nowMs = ctx.now();
  const [rows, overlay, canChange] = await Promise.all([
    ctx.db
      .select()
      .from(institutionAlertPolicies)
      .where(eq(institutionAlertPolicies.institutionId, user.institutionId))
      .orderBy(desc(institutionAlertPolicies.proposedAt))
      .limit(500),
    policyOverlay(ctx.db, ctx.kb, user.institutionId, nowMs),
    mayChange(ctx.db, user),
  ]);
  const today = utcDay(nowMs);
  return {
    version: overlay.version,
    canChange,
    entries: rows.map((r) => {
      const target = rowTarget(r);
      const now = targetKnowledge(ctx.kb, target);
      const kbSeverityNow = now.ok ? now.knowledge.kbSeverity : null;
      return {
        id: r.id,
        target:
          target.type === 'pair'
            ? {
                type: 'pair' as const,
                drugs: [target.drugIds[0], target.drugIds[1]] as [string, string],
              }
            : target,
        targetLabel: r.targetLabel,
        action: r.action,
        localSeverity: r.localSeverity,
        kbSeverity: r.kbSeverity,
        kbSeverityNow,
        rationale: r.rationale,
        effectiveFrom: r.effectiveFrom,
        status: r.status,
        inEffect:
          r.status === 'active' && r.effectiveFrom <= today && kbSeverityNow === r.kbSeverity,
        proposedBy: r.proposedByName,
        proposedAt: r.proposedAt.toISOString(),
        decidedBy: r.decidedByName,
        decidedAt: r.decidedAt?.toISOString() ?? null,
        decisionNote: r.decisionNote,
        revertedBy: r.revertedByName,
        revertedAt: r.revertedAt?.toISOString() ?? null,
        revertReason: r.revertReason,
      };
    }),
    ...(changedId ? { changedId } : {}),
  };
}

/** The knowledge base's view of a target, or the 400/409 that names why it cannot be tuned. */
function judge(
  ctx: PolicyContext,
  target: PolicyTarget,
  proposal: Parameters<typeof checkProposal>[0],
) {
  const looked = targetKnowledge(ctx.kb, target);
  if (!looked.ok) throw invalid(looked.field, looked.message);
  const verdict = checkProposal(proposal, looked.knowledge);
  if (!verdict.ok) {
    if (verdict.code === 'conflict') {
      throw new DomainError('conflict', verdict.message, { field: verdict.field });
    }
    throw invalid(verdict.field, verdict.message);
  }
  return looked.knowledge;
}

async function findEntry(ctx: PolicyContext, user: AuthUser, id: string): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(institutionAlertPolicies)
    .where(
      and(
        eq(institutionAlertPolicies.id, id),
        eq(institutionAlertPolicies.institutionId, user.institutionId),
      ),
    )
    .limit(1);
  // Another institution's entry is indistinguishable from none.
  if (!row) throw new DomainError('not_found', 'No such alert policy entry in your institution');
  return row;
}

export async function changePolicy(
  ctx: PolicyContext,
  request: FastifyRequest,
  change: PolicyChange,
) {
  const user = request.authUser!;
  await requireChanger(ctx.db, user);
  const at = new Date(ctx.now());
  const audit = (tx: Parameters<typeof writeAudit>[0], action: string, row: Row) =>
    writeAudit(tx, {
      actorId: user.id,
      institutionId: user.institutionId,
      action: `alert-policy.${action}`,
      entityType: 'alert-policy',
      entityId: row.id,
      details: {
        target: row.targetKey,
        action: row.action,
        localSeverity: row.localSeverity,
        kbSeverity: row.kbSeverity,
        effectiveFrom: row.effectiveFrom,
      },
      requestId: request.id,
    });
  let changedId: string;

  if (change.op === 'propose') {
    const asGiven: PolicyTarget =
      change.target.type === 'pair'
        ? { type: 'pair', drugIds: change.target.drugs }
        : change.target;
    // Judged in the order given, so a 400 names the drug the caller sent at that index.
    const knowledge = judge(ctx, asGiven, { action: change.action, severity: change.severity });
    const target: PolicyTarget =
      asGiven.type === 'pair'
        ? { type: 'pair', drugIds: [...asGiven.drugIds].sort() as [string, string] }
        : asGiven;
    changedId = orderedId(at.getTime());
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(institutionAlertPolicies)
        .values({
          id: changedId,
          institutionId: user.institutionId,
          targetType: target.type,
          alertKind: target.type === 'rule' ? target.kind : 'interaction',
          ruleId: target.type === 'rule' ? target.ruleId : null,
          drugA: target.type === 'pair' ? target.drugIds[0] : null,
          drugB: target.type === 'pair' ? target.drugIds[1] : null,
          targetKey: targetKey(target),
          targetLabel: knowledge.label,
          action: change.action,
          localSeverity: change.action === 'severity' ? change.severity! : null,
          kbSeverity: knowledge.kbSeverity,
          rationale: change.rationale,
          effectiveFrom: change.effectiveFrom,
          status: 'pending',
          proposedBy: user.id,
          proposedByName: nameOf(user),
          proposedAt: at,
        })
        .returning();
      await audit(tx, 'propose', row!);
    });
  } else {
    const row = await findEntry(ctx, user, change.id);
    changedId = row.id;
    if (change.op === 'revert') {
      if (row.status !== 'active') {
        throw new DomainError(
          'conflict',
          `Only an entry in effect can be reverted; this one is ${row.status}`,
        );
      }
    } else {
      if (row.status !== 'pending') {
        throw new DomainError('conflict', `This entry is ${row.status}, not awaiting a decision`);
      }
      if (!canDecide(row.proposedBy, user.id)) {
        throw new DomainError(
          'forbidden',
          'A policy change needs a second person: you proposed this one',
        );
      }
      if (change.op === 'approve') {
        // Judged again: the knowledge base may have changed since the proposal.
        const knowledge = judge(ctx, rowTarget(row), {
          action: row.action,
          severity: row.localSeverity ?? undefined,
        });
        if (knowledge.kbSeverity !== row.kbSeverity) {
          throw new DomainError(
            'conflict',
            `The knowledge base now rates ${row.targetLabel} ${knowledge.kbSeverity} (proposed against ${row.kbSeverity}); propose again`,
          );
        }
      }
    }
    await ctx.db.transaction(async (tx) => {
      if (change.op === 'approve') {
        const superseded = await tx
          .update(institutionAlertPolicies)
          .set({
            status: 'superseded',
            revertedBy: user.id,
            revertedByName: nameOf(user),
            revertedAt: at,
            revertReason: 'Superseded by a newer approved entry',
          })
          .where(
            and(
              eq(institutionAlertPolicies.institutionId, user.institutionId),
              eq(institutionAlertPolicies.targetKey, row.targetKey),
              eq(institutionAlertPolicies.status, 'active'),
            ),
          )
          .returning();
        for (const s of superseded) await audit(tx, 'supersede', s);
      }
      const set =
        change.op === 'revert'
          ? {
              status: 'reverted' as const,
              revertedBy: user.id,
              revertedByName: nameOf(user),
              revertedAt: at,
              revertReason: change.reason,
            }
          : {
              status: change.op === 'approve' ? ('active' as const) : ('rejected' as const),
              decidedBy: user.id,
              decidedByName: nameOf(user),
              decidedAt: at,
              decisionNote: change.note ?? null,
            };
      const [updated] = await tx
        .update(institutionAlertPolicies)
        .set(set)
        .where(
          and(
            eq(institutionAlertPolicies.id, row.id),
            eq(institutionAlertPolicies.status, row.status),
          ),
        )
        .returning();
      if (!updated) throw new DomainError('conflict', 'This entry was changed meanwhile');
      await audit(tx, change.op, updated);
    });
  }
  forgetPolicy(ctx.db, user.institutionId);
  return readPolicy(ctx, user, changedId);
}

/** The rules the policy panel's picker offers, by kind then name. */
export function listTunableRules(ctx: PolicyContext) {
  const order = { lab: 0, duplicate: 1, interaction: 2 } as const;
  const rules = [...tunableRules(ctx.kb).values()].map((r) => ({
    kind: r.kind,
    ruleId: r.ruleId,
    label: r.knowledge.label,
    kbSeverity: r.knowledge.kbSeverity,
    protected: r.knowledge.kbSeverity === 'critical' && r.knowledge.citesLabel,
  }));
  rules.sort((a, b) => order[a.kind] - order[b.kind] || a.label.localeCompare(b.label));
  return { rules };
}
