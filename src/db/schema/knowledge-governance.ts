import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { institutions, users } from './accounts';

/*
 * Knowledge governance (issue 22): who may review knowledge facts in an institution, and the
 * reviews they record. Facts are keyed by their stable id (`recordType:recordId:field`).
 */

/** The canReviewKnowledge grant: given by an institution admin to a pharmacist or oncologist. */
export const knowledgeReviewers = pgTable(
  'knowledge_reviewers',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.userId] })],
);

/**
 * One review of one fact. `accept` confirms the product value against its cited source;
 * `correct` proposes a local value, pending until a second reviewer approves (or rejects) it.
 */
export const knowledgeFactReviews = pgTable(
  'knowledge_fact_reviews',
  {
    id: uuid('id').primaryKey(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    factId: text('fact_id').notNull(),
    /** The product value reviewed, as text, so a later knowledge change shows as a new value. */
    productValue: text('product_value').notNull(),
    /** The revision month of the label the fact cited when reviewed; a new pin re-queues it. */
    labelRevised: text('label_revised'),
    action: text('action', { enum: ['accept', 'correct'] }).notNull(),
    proposedValue: text('proposed_value'),
    note: text('note').notNull(),
    status: text('status', { enum: ['accepted', 'pending', 'approved', 'rejected'] }).notNull(),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
  },
  (t) => [index('knowledge_fact_reviews_institution_fact_idx').on(t.institutionId, t.factId)],
);
