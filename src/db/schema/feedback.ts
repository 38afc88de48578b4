import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EffortSize } from '../../core/config';
import type {
  FeedbackCategory,
  FeedbackMetadata,
  FeedbackStatus,
  FeedbackType,
  Priority,
} from '../../core/feedback';
import { institutions, users } from './accounts';

/**
 * SPEC §3 feedback items. The id is the one the browser generated, so a retried submission from
 * the offline outbox lands on the same row instead of a duplicate. Every item belongs to the
 * submitter's institution, and triage only ever sees its own institution's items.
 */
export const feedbackItems = pgTable(
  'feedback_items',
  {
    id: uuid('id').primaryKey(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    /** Null once the submitter's account is deleted; the feedback itself stays. */
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id').notNull(),
    /** When the user submitted it (the browser's clock, so an offline item keeps its time). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    type: text('type').$type<FeedbackType>().notNull(),
    category: text('category').$type<FeedbackCategory>().notNull(),
    priority: text('priority').$type<Priority>().notNull(),
    status: text('status').$type<FeedbackStatus>().notNull().default('new'),
    estimatedEffort: text('estimated_effort').$type<EffortSize>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    page: text('page').notNull(),
    url: text('url').notNull(),
    userAgent: text('user_agent').notNull(),
    metadata: jsonb('metadata').$type<FeedbackMetadata>().notNull(),
    labels: jsonb('labels')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Kept equal to the number of feedback_votes rows, in the same transaction as each vote. */
    votes: integer('votes').notNull().default(0),
  },
  (t) => [
    index('feedback_items_institution_time_idx').on(t.institutionId, t.submittedAt),
    index('feedback_items_institution_status_idx').on(t.institutionId, t.status),
  ],
);

/** One row per user and item, so a vote counts once and can be withdrawn. */
export const feedbackVotes = pgTable(
  'feedback_votes',
  {
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedbackItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.feedbackId, t.userId] })],
);

/**
 * The GitHub issue-tracker configuration, one per institution (SPEC §3). Unlike SPEC §9's browser
 * storage, it lives on the server and the token is AES-256-GCM sealed (`encryptSecret`); only its
 * last four characters are kept in clear, to show which token is set.
 */
export const githubConfigs = pgTable('github_configs', {
  institutionId: uuid('institution_id')
    .primaryKey()
    .references(() => institutions.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  owner: text('owner').notNull(),
  repo: text('repo').notNull(),
  /** Null means the server's GITHUB_API_URL. */
  apiUrl: text('api_url'),
  tokenEncrypted: text('token_encrypted').notNull(),
  tokenLast4: text('token_last4').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
