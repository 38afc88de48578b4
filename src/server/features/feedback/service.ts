import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { EFFORT_POINTS, SPRINT_CAPACITY_POINTS, type EffortSize } from '../../../core/config';
import { DomainError } from '../../../core/errors';
import {
  EFFORT_SIZES,
  FEEDBACK_CATEGORIES,
  FEEDBACK_STATUSES,
  FEEDBACK_TEXT_MAX_LENGTH,
  FEEDBACK_TITLE_MAX_LENGTH,
  FEEDBACK_TYPES,
  LABEL_MAX_LENGTH,
  MAX_LABELS,
  PRIORITIES,
  RESOLVED_STATUSES,
  browserInfoSchema,
  classificationLabels,
  classifyFeedback,
  clinicalSafetyKindSchema,
  createFeedbackItem,
  effortSizeSchema,
  feedbackCategorySchema,
  feedbackFormSchema,
  feedbackStatusSchema,
  feedbackToTicket,
  feedbackTypeSchema,
  planSprints,
  prioritySchema,
  redactLocation,
  ticketPoints,
  type FeedbackItem,
  type FeedbackStatus,
  type Ticket,
} from '../../../core/feedback';
import { sanitizeText } from '../../../core/validation';
import type { Db } from '../../../db/client';
import { feedbackItems, feedbackVotes, users } from '../../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../../lib/audit';
import { recordEvent } from '../../lib/events';
import { toCsv } from './csv';

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

const optionalText = z.string().max(FEEDBACK_TEXT_MAX_LENGTH).optional();

/**
 * What the browser sends: the item it stored locally (SPEC §3). Only the user's own words and the
 * context are taken; type (when absent), category, priority, effort, labels, status and votes are
 * decided here, so a client cannot file its own item as critical or pre-voted. Unknown keys (the
 * browser's own classification) are dropped.
 */
export const feedbackSubmissionSchema = z.object({
  id: z.uuid(),
  sessionId: z.string().min(1).max(200),
  timestamp: z.iso.datetime({ offset: true }),
  type: feedbackTypeSchema.optional(),
  title: z.string().max(FEEDBACK_TITLE_MAX_LENGTH),
  description: z.string().max(FEEDBACK_TEXT_MAX_LENGTH),
  page: z.string().max(2048),
  url: z.string().max(2048),
  userAgent: z.string().max(1024),
  metadata: z.object({
    component: optionalText,
    reproductionSteps: optionalText,
    expectedBehavior: optionalText,
    actualBehavior: optionalText,
    browserInfo: browserInfoSchema,
    feature: optionalText,
    contactEmail: z.string().max(254).optional(),
    /** The sender marked it as a clinical-safety problem: triaged at least high. */
    clinicalSafety: clinicalSafetyKindSchema.optional(),
  }),
});
export type FeedbackSubmission = z.infer<typeof feedbackSubmissionSchema>;

const linkedIssueResponseSchema = z.object({
  number: z.number(),
  url: z.string(),
  created_at: z.string(),
});

const metadataResponseSchema = z.object({
  component: z.string().optional(),
  reproductionSteps: z.string().optional(),
  expectedBehavior: z.string().optional(),
  actualBehavior: z.string().optional(),
  browserInfo: z.object({ browser: z.string(), version: z.string(), os: z.string() }),
  feature: z.string().optional(),
  linkedIssue: linkedIssueResponseSchema.optional(),
  clinicalSafety: clinicalSafetyKindSchema.optional(),
  contactEmail: z.string().optional(),
});

/** The SPEC §3 item, as its submitter gets it back. */
export const feedbackItemResponseSchema = z.object({
  id: z.uuid(),
  sessionId: z.string(),
  timestamp: z.string(),
  type: feedbackTypeSchema,
  category: feedbackCategorySchema,
  priority: prioritySchema,
  title: z.string(),
  description: z.string(),
  page: z.string(),
  userAgent: z.string(),
  url: z.string(),
  metadata: metadataResponseSchema,
  status: feedbackStatusSchema,
  estimatedEffort: effortSizeSchema,
  labels: z.array(z.string()),
  votes: z.number(),
});

/** The item as triage sees it: plus who sent it, when it arrived, and whether I voted. */
export const adminFeedbackItemSchema = feedbackItemResponseSchema.extend({
  receivedAt: z.string(),
  updatedAt: z.string(),
  submitter: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  votedByMe: z.boolean(),
});
export type AdminFeedbackItem = z.infer<typeof adminFeedbackItemSchema>;

/** `open` is every status the sprint plan still counts; `resolved` is done, closed or wont_fix. */
export const STATUS_FILTERS = [...FEEDBACK_STATUSES, 'open', 'resolved'] as const;
export const FEEDBACK_SORTS = [
  'timestamp',
  'priority',
  'votes',
  'effort',
  'status',
  'type',
  'category',
  'title',
] as const;

export const feedbackFilterSchema = z.object({
  status: z.enum(STATUS_FILTERS).optional(),
  type: feedbackTypeSchema.optional(),
  category: feedbackCategorySchema.optional(),
  priority: prioritySchema.optional(),
  label: z.string().trim().min(1).max(LABEL_MAX_LENGTH).optional(),
  /** Words to find in the title or description. */
  q: z.string().trim().min(1).max(200).optional(),
  sort: z.enum(FEEDBACK_SORTS).default('timestamp'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type FeedbackFilter = z.infer<typeof feedbackFilterSchema>;

export const feedbackListQuerySchema = feedbackFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

export const feedbackListResponseSchema = z.object({
  items: z.array(adminFeedbackItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

const labelInput = z.string().trim().min(1).max(LABEL_MAX_LENGTH);

/** Triage changes. Labels are the item's own labels; the derived type:/category:/… ones follow. */
export const feedbackPatchSchema = z
  .object({
    status: feedbackStatusSchema.optional(),
    type: feedbackTypeSchema.optional(),
    category: feedbackCategorySchema.optional(),
    priority: prioritySchema.optional(),
    estimatedEffort: effortSizeSchema.optional(),
    labels: z.array(labelInput).max(MAX_LABELS).optional(),
  })
  .strict()
  .refine((p) => Object.values(p).some((v) => v !== undefined), {
    message: 'Nothing to change: send status, type, category, priority, estimatedEffort or labels',
  });
export type FeedbackPatch = z.infer<typeof feedbackPatchSchema>;

export const voteResponseSchema = z.object({ votes: z.number(), votedByMe: z.boolean() });

const countsSchema = z.array(z.object({ key: z.string(), count: z.number() }));
export const feedbackStatsSchema = z.object({
  total: z.number(),
  open: z.number(),
  byType: countsSchema,
  byCategory: countsSchema,
  byPriority: countsSchema,
  byStatus: countsSchema,
});

const ticketResponseSchema = z.object({
  id: z.string(),
  type: feedbackTypeSchema,
  category: feedbackCategorySchema,
  priority: prioritySchema,
  effort: effortSizeSchema,
  points: z.number(),
  title: z.string(),
  description: z.string(),
  labels: z.array(z.string()),
  timestamp: z.string(),
  status: feedbackStatusSchema,
});
export const sprintPlanResponseSchema = z.object({
  capacity: z.number(),
  current: z.array(ticketResponseSchema),
  next: z.array(ticketResponseSchema),
  backlog: z.array(ticketResponseSchema),
  pointsCurrent: z.number(),
  pointsNext: z.number(),
  pointsBacklog: z.number(),
});

// ---------------------------------------------------------------------------------------------
// Mapping
// ---------------------------------------------------------------------------------------------

type FeedbackRow = typeof feedbackItems.$inferSelect;

export function rowToItem(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    sessionId: row.sessionId,
    timestamp: row.submittedAt.toISOString(),
    type: row.type,
    category: row.category,
    priority: row.priority,
    title: row.title,
    description: row.description,
    page: row.page,
    userAgent: row.userAgent,
    url: row.url,
    metadata: row.metadata,
    status: row.status,
    estimatedEffort: row.estimatedEffort,
    labels: row.labels,
    votes: row.votes,
  };
}

const adminColumns = {
  item: feedbackItems,
  submitterFirst: users.firstName,
  submitterLast: users.lastName,
};

function adminSelect(db: Db, user: AuthUser) {
  return db
    .select({
      ...adminColumns,
      votedByMe: exists(
        db
          .select({ one: feedbackVotes.userId })
          .from(feedbackVotes)
          .where(
            and(eq(feedbackVotes.feedbackId, feedbackItems.id), eq(feedbackVotes.userId, user.id)),
          ),
      ).mapWith(Boolean),
    })
    .from(feedbackItems)
    .leftJoin(users, eq(users.id, feedbackItems.submittedBy));
}

function toAdminItem(r: {
  item: FeedbackRow;
  submitterFirst: string | null;
  submitterLast: string | null;
  votedByMe: boolean;
}): AdminFeedbackItem {
  return {
    ...rowToItem(r.item),
    receivedAt: r.item.receivedAt.toISOString(),
    updatedAt: r.item.updatedAt.toISOString(),
    submitter:
      r.item.submittedBy && r.submitterFirst !== null
        ? { id: r.item.submittedBy, name: `${r.submitterFirst} ${r.submitterLast ?? ''}`.trim() }
        : null,
    votedByMe: r.votedByMe,
  };
}

// ---------------------------------------------------------------------------------------------
// Submission
// ---------------------------------------------------------------------------------------------

/** A browser clock far ahead would sort an item above everything else; the server's time wins. */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;

export interface SubmitResult {
  created: boolean;
  item: FeedbackItem;
}

/**
 * Stores one item for the signed-in user (SPEC §3, §4): sanitised (SPEC §5) and classified by the
 * shared core rules, with status `new` and no votes. Idempotent on the browser's id: the same
 * user sending the same id again (an outbox retry) gets the stored item back, unchanged. An id
 * already used by someone else is a conflict, and says nothing about the other item.
 */
export async function submitFeedback(
  db: Db,
  user: AuthUser,
  body: FeedbackSubmission,
  nowMs: number,
  requestId: string,
): Promise<SubmitResult> {
  const existing = await findOwnReplay(db, user, body.id);
  if (existing) return { created: false, item: existing };

  const m = body.metadata;
  const declaredType =
    body.type ??
    classifyFeedback({ title: body.title, description: body.description, page: body.page }).type;
  const form = feedbackFormSchema.safeParse({
    type: declaredType,
    title: body.title,
    description: body.description,
    reproductionSteps: m.reproductionSteps,
    expectedBehavior: m.expectedBehavior,
    actualBehavior: m.actualBehavior,
    component: m.component,
    allowContact: m.contactEmail !== undefined && m.contactEmail.trim() !== '',
    email: m.contactEmail,
    clinicalSafety: m.clinicalSafety,
  });
  if (!form.success) {
    const issue = form.error.issues[0];
    throw new DomainError('validation', issue?.message ?? 'Invalid feedback', {
      errors: form.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  }
  const sent = Date.parse(body.timestamp);
  const timestamp = new Date(sent > nowMs + MAX_CLOCK_SKEW_MS ? nowMs : sent).toISOString();
  const result = createFeedbackItem(form.data, {
    id: body.id,
    sessionId: sanitizeText(body.sessionId),
    timestamp,
    page: sanitizeText(body.page),
    url: sanitizeText(body.url),
    userAgent: sanitizeText(body.userAgent),
    browserInfo: {
      browser: sanitizeText(m.browserInfo.browser),
      version: sanitizeText(m.browserInfo.version),
      os: sanitizeText(m.browserInfo.os),
    },
    feature: m.feature,
  });
  if (!result.ok) throw new DomainError('validation', result.message);
  const item = result.item;

  const inserted = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(feedbackItems)
      .values({
        id: item.id,
        institutionId: user.institutionId,
        submittedBy: user.id,
        sessionId: item.sessionId,
        submittedAt: new Date(item.timestamp),
        receivedAt: new Date(nowMs),
        updatedAt: new Date(nowMs),
        type: item.type,
        category: item.category,
        priority: item.priority,
        status: item.status,
        estimatedEffort: item.estimatedEffort,
        title: item.title,
        description: item.description,
        page: item.page,
        url: item.url,
        userAgent: item.userAgent,
        metadata: item.metadata,
        labels: item.labels,
        votes: 0,
      })
      .onConflictDoNothing({ target: feedbackItems.id })
      .returning({ id: feedbackItems.id });
    if (rows.length === 0) return false;
    await recordEvent(
      tx,
      'feedback.submitted',
      { type: item.type, category: item.category, priority: item.priority },
      { institutionId: user.institutionId, role: user.role, at: nowMs },
    );
    await writeAudit(tx, {
      actorId: user.id,
      institutionId: user.institutionId,
      action: 'feedback.create',
      entityType: 'feedback_item',
      entityId: item.id,
      // The text stays out of the audit trail: it may hold anything the user typed.
      details: { type: item.type, category: item.category, priority: item.priority },
      requestId,
    });
    return true;
  });
  if (inserted) return { created: true, item };
  // Lost a race with a concurrent retry of the same item.
  const replay = await findOwnReplay(db, user, body.id);
  if (replay) return { created: false, item: replay };
  throw new DomainError('conflict', 'A feedback item with this id already exists');
}

async function findOwnReplay(db: Db, user: AuthUser, id: string): Promise<FeedbackItem | null> {
  const [row] = await db.select().from(feedbackItems).where(eq(feedbackItems.id, id));
  if (!row) return null;
  if (row.submittedBy !== user.id) {
    throw new DomainError('conflict', 'A feedback item with this id already exists');
  }
  return rowToItem(row);
}

// ---------------------------------------------------------------------------------------------
// Triage queries
// ---------------------------------------------------------------------------------------------

function rankCase(column: SQL | typeof feedbackItems.priority, order: readonly string[]): SQL {
  const whens = order.map((value, i) => sql`when ${value} then ${i}`);
  return sql`(case ${column} ${sql.join(whens, sql` `)} else ${order.length} end)`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filterWhere(user: AuthUser, f: FeedbackFilter): SQL {
  const conditions: SQL[] = [eq(feedbackItems.institutionId, user.institutionId)];
  if (f.status === 'open') {
    conditions.push(notInArray(feedbackItems.status, [...RESOLVED_STATUSES]));
  } else if (f.status === 'resolved') {
    conditions.push(inArray(feedbackItems.status, [...RESOLVED_STATUSES]));
  } else if (f.status) {
    conditions.push(eq(feedbackItems.status, f.status));
  }
  if (f.type) conditions.push(eq(feedbackItems.type, f.type));
  if (f.category) conditions.push(eq(feedbackItems.category, f.category));
  if (f.priority) conditions.push(eq(feedbackItems.priority, f.priority));
  if (f.label) {
    conditions.push(sql`${feedbackItems.labels} @> ${JSON.stringify([f.label])}::jsonb`);
  }
  if (f.q) {
    const pattern = `%${escapeLike(f.q)}%`;
    conditions.push(
      or(ilike(feedbackItems.title, pattern), ilike(feedbackItems.description, pattern))!,
    );
  }
  return and(...conditions)!;
}

function orderBy(f: FeedbackFilter): SQL[] {
  const dir = f.order === 'asc' ? asc : desc;
  // Ranks run most urgent (0) to least, so "desc" on a rank puts the most urgent first.
  const rankDir = f.order === 'asc' ? desc : asc;
  const primary: SQL = (() => {
    switch (f.sort) {
      case 'priority':
        return rankDir(rankCase(sql`${feedbackItems.priority}`, PRIORITIES));
      case 'effort':
        return dir(rankCase(sql`${feedbackItems.estimatedEffort}`, EFFORT_SIZES));
      case 'status':
        return dir(rankCase(sql`${feedbackItems.status}`, FEEDBACK_STATUSES));
      case 'votes':
        return dir(feedbackItems.votes);
      case 'type':
        return dir(feedbackItems.type);
      case 'category':
        return dir(feedbackItems.category);
      case 'title':
        return dir(sql`lower(${feedbackItems.title})`);
      case 'timestamp':
        return dir(feedbackItems.submittedAt);
    }
  })();
  return [primary, desc(feedbackItems.submittedAt), asc(feedbackItems.id)];
}

export async function listFeedback(db: Db, user: AuthUser, query: FeedbackListQuery) {
  const where = filterWhere(user, query);
  const [rows, totals] = await Promise.all([
    adminSelect(db, user)
      .where(where)
      .orderBy(...orderBy(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(feedbackItems).where(where),
  ]);
  return {
    items: rows.map(toAdminItem),
    total: totals[0]?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Another institution's item is reported as missing, so ids cannot be probed. */
export async function getFeedback(db: Db, user: AuthUser, id: string): Promise<AdminFeedbackItem> {
  const [row] = await adminSelect(db, user).where(
    and(eq(feedbackItems.id, id), eq(feedbackItems.institutionId, user.institutionId)),
  );
  if (!row) throw new DomainError('not_found', 'Feedback item not found');
  return toAdminItem(row);
}

const DERIVED_LABEL = /^(type|category|priority|effort):/i;

/** Sanitised, one line, cut to GitHub's label length, derived labels removed, no duplicates. */
export function cleanOwnLabels(labels: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of labels) {
    const label = sanitizeText(raw).replace(/\s+/g, ' ').trim().slice(0, LABEL_MAX_LENGTH).trim();
    const key = label.toLowerCase();
    if (label === '' || DERIVED_LABEL.test(label) || seen.has(key)) continue;
    seen.add(key);
    out.push(label);
  }
  return out;
}

/**
 * Triage: status, corrected classification and labels. The derived labels (type:, category:,
 * priority:, effort:) are rebuilt from the new values, so they never contradict the fields.
 */
export async function patchFeedback(
  db: Db,
  user: AuthUser,
  id: string,
  patch: FeedbackPatch,
  nowMs: number,
  requestId: string,
): Promise<AdminFeedbackItem> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(feedbackItems)
      .where(and(eq(feedbackItems.id, id), eq(feedbackItems.institutionId, user.institutionId)))
      .for('update');
    if (!row) throw new DomainError('not_found', 'Feedback item not found');
    const next = {
      status: patch.status ?? row.status,
      type: patch.type ?? row.type,
      category: patch.category ?? row.category,
      priority: patch.priority ?? row.priority,
      estimatedEffort: patch.estimatedEffort ?? row.estimatedEffort,
    };
    const own = cleanOwnLabels(patch.labels ?? row.labels).slice(0, MAX_LABELS - 4);
    const labels = [...classificationLabels(next), ...own];
    await tx
      .update(feedbackItems)
      .set({ ...next, labels, updatedAt: new Date(nowMs) })
      .where(eq(feedbackItems.id, id));
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of Object.keys(next) as Array<keyof typeof next>) {
      if (row[key] !== next[key]) changes[key] = { from: row[key], to: next[key] };
    }
    if (JSON.stringify(row.labels) !== JSON.stringify(labels)) {
      changes.labels = { from: row.labels, to: labels };
    }
    await writeAudit(tx, {
      actorId: user.id,
      institutionId: user.institutionId,
      action: 'feedback.update',
      entityType: 'feedback_item',
      entityId: id,
      details: { changes },
      requestId,
    });
  });
  return getFeedback(db, user, id);
}

/** Adds (`up`) or withdraws the caller's vote; the count is recomputed from the vote rows. */
export async function voteFeedback(
  db: Db,
  user: AuthUser,
  id: string,
  up: boolean,
  nowMs: number,
  requestId: string,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: feedbackItems.id })
      .from(feedbackItems)
      .where(and(eq(feedbackItems.id, id), eq(feedbackItems.institutionId, user.institutionId)))
      .for('update');
    if (!row) throw new DomainError('not_found', 'Feedback item not found');
    const changed = up
      ? await tx
          .insert(feedbackVotes)
          .values({ feedbackId: id, userId: user.id, createdAt: new Date(nowMs) })
          .onConflictDoNothing()
          .returning({ id: feedbackVotes.feedbackId })
      : await tx
          .delete(feedbackVotes)
          .where(and(eq(feedbackVotes.feedbackId, id), eq(feedbackVotes.userId, user.id)))
          .returning({ id: feedbackVotes.feedbackId });
    const [updated] = await tx
      .update(feedbackItems)
      .set({
        votes: sql`(select count(*)::int from ${feedbackVotes} where ${feedbackVotes.feedbackId} = ${id})`,
      })
      .where(eq(feedbackItems.id, id))
      .returning({ votes: feedbackItems.votes });
    if (changed.length > 0) {
      await writeAudit(tx, {
        actorId: user.id,
        institutionId: user.institutionId,
        action: up ? 'feedback.vote' : 'feedback.unvote',
        entityType: 'feedback_item',
        entityId: id,
        requestId,
      });
    }
    return { votes: updated?.votes ?? 0, votedByMe: up };
  });
}

function countsFor(
  keys: readonly string[],
  rows: ReadonlyArray<{ key: string; n: number }>,
): Array<{ key: string; count: number }> {
  const byKey = new Map(rows.map((r) => [r.key, r.n]));
  return keys.map((key) => ({ key, count: byKey.get(key) ?? 0 }));
}

export async function feedbackStats(db: Db, user: AuthUser) {
  const mine = eq(feedbackItems.institutionId, user.institutionId);
  const group = (column: AnyPgColumn) =>
    db
      .select({ key: sql<string>`${column}`, n: count() })
      .from(feedbackItems)
      .where(mine)
      .groupBy(column);
  const [byType, byCategory, byPriority, byStatus] = await Promise.all([
    group(feedbackItems.type),
    group(feedbackItems.category),
    group(feedbackItems.priority),
    group(feedbackItems.status),
  ]);
  const total = byStatus.reduce((sum, r) => sum + r.n, 0);
  const resolved = byStatus
    .filter((r) => (RESOLVED_STATUSES as readonly string[]).includes(r.key))
    .reduce((sum, r) => sum + r.n, 0);
  return {
    total,
    open: total - resolved,
    byType: countsFor(FEEDBACK_TYPES, byType),
    byCategory: countsFor(FEEDBACK_CATEGORIES, byCategory),
    byPriority: countsFor(PRIORITIES, byPriority),
    byStatus: countsFor(FEEDBACK_STATUSES, byStatus),
  };
}

/**
 * Bounds the plan's input. Two sprints hold at most 80 points, so only the most urgent few dozen
 * tickets can ever be placed; the rest are backlog either way.
 */
const SPRINT_PLAN_MAX_TICKETS = 2000;

function withPoints(ticket: Ticket) {
  return { ...ticket, points: ticketPoints(ticket) };
}

/** SPEC §4 sprint plan over the institution's open feedback, one ticket per item. */
export async function sprintPlan(db: Db, user: AuthUser) {
  const rows = await db
    .select()
    .from(feedbackItems)
    .where(
      and(
        eq(feedbackItems.institutionId, user.institutionId),
        notInArray(feedbackItems.status, [...RESOLVED_STATUSES] as FeedbackStatus[]),
      ),
    )
    .orderBy(
      asc(rankCase(sql`${feedbackItems.priority}`, PRIORITIES)),
      asc(feedbackItems.submittedAt),
      asc(feedbackItems.id),
    )
    .limit(SPRINT_PLAN_MAX_TICKETS);
  const plan = planSprints(rows.map((row) => feedbackToTicket(rowToItem(row), row.id)));
  return {
    capacity: SPRINT_CAPACITY_POINTS,
    current: plan.current.map(withPoints),
    next: plan.next.map(withPoints),
    backlog: plan.backlog.map(withPoints),
    pointsCurrent: plan.pointsCurrent,
    pointsNext: plan.pointsNext,
    pointsBacklog: plan.backlog.reduce((sum, t) => sum + EFFORT_POINTS[t.effort as EffortSize], 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------------

/** More rows than this belong in a database tool, not a spreadsheet. */
export const CSV_EXPORT_MAX_ROWS = 10_000;

const CSV_HEADER = [
  'id',
  'submitted_at',
  'type',
  'category',
  'priority',
  'status',
  'estimated_effort',
  'effort_points',
  'votes',
  'title',
  'description',
  'component',
  'page',
  'labels',
  'browser',
  'os',
  'github_issue_number',
  'github_issue_url',
];

/**
 * The filtered list as CSV. The contact e-mail, session id and user agent stay out, and the page
 * loses its query string and id-like path segments (patient numbers) as in a GitHub issue. The
 * export is recorded in the audit trail: it takes data out of the application.
 */
export async function exportFeedbackCsv(
  db: Db,
  user: AuthUser,
  filter: FeedbackFilter,
  requestId: string,
): Promise<string> {
  const rows = await db
    .select()
    .from(feedbackItems)
    .where(filterWhere(user, filter))
    .orderBy(...orderBy(filter))
    .limit(CSV_EXPORT_MAX_ROWS);
  const csv = toCsv(
    CSV_HEADER,
    rows.map((r) => [
      r.id,
      r.submittedAt.toISOString(),
      r.type,
      r.category,
      r.priority,
      r.status,
      r.estimatedEffort,
      EFFORT_POINTS[r.estimatedEffort],
      r.votes,
      r.title,
      r.description,
      r.metadata.component,
      redactLocation(r.page),
      r.labels.join('; '),
      `${r.metadata.browserInfo.browser} ${r.metadata.browserInfo.version}`.trim(),
      r.metadata.browserInfo.os,
      r.metadata.linkedIssue?.number,
      r.metadata.linkedIssue?.url,
    ]),
  );
  await writeAudit(db, {
    actorId: user.id,
    institutionId: user.institutionId,
    action: 'feedback.export',
    entityType: 'feedback_item',
    details: { rows: rows.length, filter },
    requestId,
  });
  return csv;
}
