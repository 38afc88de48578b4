import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../../core/errors';
import type { ExportedFact } from '../../../core/knowledge/facts';
import type { Db } from '../../../db/client';
import { knowledgeFactReviews, knowledgeReviewers, users } from '../../../db/schema';
import { writeAudit } from '../../lib/audit';
import { checkProposal } from '../../../core/alert-policy';
import { severityFactTarget, targetKnowledge } from '../../lib/alert-policy-targets';
import { forgetPolicy } from '../../lib/alert-policy-store';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import { canReviewKnowledge, REVIEWER_ROLES } from '../../lib/knowledge-reviewers';
import type { AuthUser } from '../../plugins/auth';
import { orderedId } from '../../lib/ordered-id';

export { canReviewKnowledge, REVIEWER_ROLES };

/*
 * The review workspace (issue 22): an institution admin grants canReviewKnowledge to a pharmacist
 * or oncologist; reviewers accept a fact against its cited source, or propose a correction that
 * stays pending until a second reviewer approves or rejects it. Every write is audited in its
 * transaction.
 */

const YEAR_MS = 365 * 24 * 3600 * 1000;

export type ReviewRow = typeof knowledgeFactReviews.$inferSelect;
export type QueueReason = 'never-reviewed' | 'older-than-a-year' | 'label-version-changed';

export interface ReviewContext {
  db: Db;
  /** For severity facts: a correction becomes the institution's local severity (alert policy). */
  kb?: KnowledgeBase;
  facts: () => readonly ExportedFact[];
  now: () => Date;
}

function requireAdmin(user: AuthUser): void {
  if (!user.isInstitutionAdmin) {
    throw new DomainError(
      'forbidden',
      'Only an administrator of your institution may grant knowledge review',
    );
  }
}

async function requireReviewer(db: Db, user: AuthUser): Promise<void> {
  if (!(await canReviewKnowledge(db, user))) {
    throw new DomainError(
      'forbidden',
      'Reviewing knowledge needs the canReviewKnowledge permission, which an administrator of your institution grants to pharmacists and oncologists',
    );
  }
}

export async function grantReviewer(
  ctx: ReviewContext,
  request: FastifyRequest,
  userId: string,
  grant: boolean,
): Promise<{ userId: string; canReviewKnowledge: boolean }> {
  const admin = request.authUser!;
  requireAdmin(admin);
  const [member] = await ctx.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.institutionId, admin.institutionId)))
    .limit(1);
  // Another institution's user is indistinguishable from no user.
  if (!member) throw new DomainError('not_found', 'No such member of your institution');
  if (grant && !(REVIEWER_ROLES as readonly string[]).includes(member.role)) {
    throw new DomainError('validation', 'Only pharmacists and oncologists can review knowledge', {
      field: 'userId',
    });
  }
  await ctx.db.transaction(async (tx) => {
    if (grant) {
      await tx
        .insert(knowledgeReviewers)
        .values({
          institutionId: admin.institutionId,
          userId,
          grantedBy: admin.id,
          grantedAt: ctx.now(),
        })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(knowledgeReviewers)
        .where(
          and(
            eq(knowledgeReviewers.institutionId, admin.institutionId),
            eq(knowledgeReviewers.userId, userId),
          ),
        );
    }
    await writeAudit(tx, {
      actorId: admin.id,
      institutionId: admin.institutionId,
      action: grant ? 'knowledge.reviewer.grant' : 'knowledge.reviewer.revoke',
      entityType: 'user',
      entityId: userId,
      requestId: request.id,
    });
  });
  return { userId, canReviewKnowledge: grant };
}

function labelRevisedOf(fact: ExportedFact): string | null {
  return fact.sources.find((s) => s.kind === 'label' && s.labelRevised)?.labelRevised ?? null;
}

export async function latestReviews(
  db: Db,
  institutionId: string,
): Promise<Map<string, ReviewRow>> {
  const rows = await db
    .select()
    .from(knowledgeFactReviews)
    .where(eq(knowledgeFactReviews.institutionId, institutionId))
    .orderBy(desc(knowledgeFactReviews.createdAt));
  const latest = new Map<string, ReviewRow>();
  for (const r of rows) if (!latest.has(r.factId)) latest.set(r.factId, r);
  return latest;
}

/** Why a fact needs review now, or null when its latest review still holds. */
export function queueReason(
  fact: ExportedFact,
  review: ReviewRow | undefined,
  now: Date,
): QueueReason | null {
  if (!review || review.status === 'rejected') return 'never-reviewed';
  if (review.status === 'pending') return null; // waiting for its second reviewer, not the queue
  const pinned = labelRevisedOf(fact);
  if (pinned && review.labelRevised !== pinned) return 'label-version-changed';
  if (review.productValue !== String(fact.value)) return 'label-version-changed';
  if (now.getTime() - review.createdAt.getTime() > YEAR_MS) return 'older-than-a-year';
  return null;
}

export async function reviewQueue(
  ctx: ReviewContext,
  user: AuthUser,
  query: { limit: number; offset: number; recordId?: string | undefined },
) {
  await requireReviewer(ctx.db, user);
  const latest = await latestReviews(ctx.db, user.institutionId);
  const now = ctx.now();
  // Label facts whose label is pinned first (a source to check against), then the rest.
  const items = ctx
    .facts()
    .filter((f) => !query.recordId || f.recordId === query.recordId)
    .map((fact) => ({ fact, reason: queueReason(fact, latest.get(fact.id), now) }))
    .filter((x): x is { fact: ExportedFact; reason: QueueReason } => x.reason !== null)
    .sort((a, b) => Number(!labelRevisedOf(a.fact)) - Number(!labelRevisedOf(b.fact)));
  return {
    total: items.length,
    items: items
      .slice(query.offset, query.offset + query.limit)
      .map(({ fact, reason }) => ({ fact, reason })),
  };
}

export function toReviewResponse(r: ReviewRow) {
  return {
    id: r.id,
    factId: r.factId,
    productValue: r.productValue,
    action: r.action,
    proposedValue: r.proposedValue,
    note: r.note,
    status: r.status,
    reviewer: r.reviewerName,
    reviewedAt: r.createdAt.toISOString(),
    decidedBy: r.decidedByName,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decisionNote: r.decisionNote,
  };
}

export async function recordReview(
  ctx: ReviewContext,
  request: FastifyRequest,
  body: {
    factId: string;
    action: 'accept' | 'correct';
    note: string;
    proposedValue?: string | undefined;
  },
) {
  const user = request.authUser!;
  await requireReviewer(ctx.db, user);
  const fact = ctx.facts().find((f) => f.id === body.factId);
  if (!fact) throw new DomainError('not_found', 'No such knowledge fact');
  if (body.action === 'correct' && !body.proposedValue) {
    throw new DomainError('validation', 'A correction states the value it proposes', {
      field: 'proposedValue',
    });
  }
  if (body.action === 'correct' && ctx.kb)
    checkSeverityCorrection(ctx.kb, fact.id, body.proposedValue!);
  const id = orderedId(ctx.now().getTime());
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(knowledgeFactReviews)
      .values({
        id,
        institutionId: user.institutionId,
        factId: fact.id,
        productValue: String(fact.value),
        labelRevised: labelRevisedOf(fact),
        action: body.action,
        proposedValue: body.action === 'correct' ? (body.proposedValue ?? null) : null,
        note: body.note,
        status: body.action === 'accept' ? 'accepted' : 'pending',
        reviewerId: user.id,
        reviewerName: `${user.firstName} ${user.lastName}`,
        createdAt: ctx.now(),
      })
      .returning();
    await writeAudit(tx, {
      actorId: user.id,
      institutionId: user.institutionId,
      action: body.action === 'accept' ? 'knowledge.fact.accept' : 'knowledge.fact.propose',
      entityType: 'knowledge-fact',
      entityId: fact.id,
      details: { reviewId: id },
      requestId: request.id,
    });
    return inserted!;
  });
  return toReviewResponse(row);
}

/**
 * A correction of a severity (a curated interaction's, a lab or duplicate rule's) becomes, once
 * approved, the institution's local severity in the checker and the alerts: it must be a severity
 * of the fact's scale, and a critical label contraindication cannot be lowered (as in the policy).
 */
function checkSeverityCorrection(kb: KnowledgeBase, factId: string, proposed: string): void {
  const mapped = severityFactTarget(kb, factId);
  if (!mapped) return;
  const local = mapped.toAlert(proposed);
  if (!local) {
    const scale = factId.startsWith('interaction:')
      ? 'contraindicated, major, moderate or minor'
      : 'critical, high, medium or low';
    throw new DomainError(
      'validation',
      `Invalid request: body.proposedValue: a severity is ${scale}`,
      [{ path: 'body.proposedValue', message: `a severity is ${scale}` }],
    );
  }
  const looked = targetKnowledge(kb, mapped.target);
  if (!looked.ok) return;
  const verdict = checkProposal({ action: 'severity', severity: local }, looked.knowledge);
  if (!verdict.ok && verdict.code === 'conflict') {
    throw new DomainError('conflict', verdict.message, { field: 'proposedValue' });
  }
}

export async function decideProposal(
  ctx: ReviewContext,
  request: FastifyRequest,
  reviewId: string,
  body: { decision: 'approve' | 'reject'; note?: string | undefined },
) {
  const user = request.authUser!;
  await requireReviewer(ctx.db, user);
  const [row] = await ctx.db
    .select()
    .from(knowledgeFactReviews)
    .where(
      and(
        eq(knowledgeFactReviews.id, reviewId),
        eq(knowledgeFactReviews.institutionId, user.institutionId),
      ),
    )
    .limit(1);
  if (!row) throw new DomainError('not_found', 'No such review');
  if (row.status !== 'pending')
    throw new DomainError('conflict', 'This review is not a pending correction');
  if (row.reviewerId === user.id) {
    throw new DomainError(
      'forbidden',
      'A correction needs a second reviewer: you proposed this one',
    );
  }
  const updated = await ctx.db.transaction(async (tx) => {
    const [u] = await tx
      .update(knowledgeFactReviews)
      .set({
        status: body.decision === 'approve' ? 'approved' : 'rejected',
        decidedBy: user.id,
        decidedByName: `${user.firstName} ${user.lastName}`,
        decidedAt: ctx.now(),
        decisionNote: body.note ?? null,
      })
      .where(and(eq(knowledgeFactReviews.id, reviewId), eq(knowledgeFactReviews.status, 'pending')))
      .returning();
    if (!u) throw new DomainError('conflict', 'This review was decided meanwhile');
    await writeAudit(tx, {
      actorId: user.id,
      institutionId: user.institutionId,
      action: body.decision === 'approve' ? 'knowledge.fact.approve' : 'knowledge.fact.reject',
      entityType: 'knowledge-fact',
      entityId: row.factId,
      details: { reviewId },
      requestId: request.id,
    });
    return u;
  });
  // An approved severity correction changes the institution's grading at once.
  forgetPolicy(ctx.db, user.institutionId);
  return toReviewResponse(updated);
}

export async function listReviews(
  ctx: ReviewContext,
  user: AuthUser,
  query: {
    status?: 'accepted' | 'pending' | 'approved' | 'rejected' | undefined;
    factId?: string | undefined;
  },
) {
  await requireReviewer(ctx.db, user);
  const conditions = [eq(knowledgeFactReviews.institutionId, user.institutionId)];
  if (query.status) conditions.push(eq(knowledgeFactReviews.status, query.status));
  if (query.factId) conditions.push(eq(knowledgeFactReviews.factId, query.factId));
  const rows = await ctx.db
    .select()
    .from(knowledgeFactReviews)
    .where(and(...conditions))
    .orderBy(desc(knowledgeFactReviews.createdAt))
    .limit(200);
  return { reviews: rows.map(toReviewResponse) };
}

/**
 * The export's `review` for this institution: its latest accepted or approved review of each fact
 * (a pending or rejected correction is not a review of the product value), else the ledger's.
 */
export async function institutionReviews(
  db: Db,
  institutionId: string,
): Promise<Map<string, { reviewer: string; reviewedAt: string; note?: string }>> {
  const out = new Map<string, { reviewer: string; reviewedAt: string; note?: string }>();
  const rows = await db
    .select()
    .from(knowledgeFactReviews)
    .where(eq(knowledgeFactReviews.institutionId, institutionId))
    .orderBy(desc(knowledgeFactReviews.createdAt));
  for (const r of rows) {
    if (out.has(r.factId) || (r.status !== 'accepted' && r.status !== 'approved')) continue;
    out.set(
      r.factId,
      r.status === 'approved'
        ? {
            reviewer: `${r.reviewerName}; approved by ${r.decidedByName ?? 'a second reviewer'}`,
            reviewedAt: (r.decidedAt ?? r.createdAt).toISOString(),
            note: `Local correction to ${r.proposedValue ?? ''}: ${r.note}`,
          }
        : { reviewer: r.reviewerName, reviewedAt: r.createdAt.toISOString(), note: r.note },
    );
  }
  return out;
}
