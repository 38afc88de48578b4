import { bigserial, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authSessions, institutions, users } from './accounts';
import { patients } from './patients';

/*
 * Case discussions (issue 15, /collaboration): threads on one patient of an institution, their
 * comments and @mentions, the notifications they raise, and the event log that live streams
 * replay from. Everything belongs to an institution and goes with it (and with the patient).
 */

export type ThreadStatus = 'open' | 'resolved';
export type NotificationKind = 'mention' | 'reply';
export type CollaborationEventType =
  | 'thread.created'
  | 'thread.resolved'
  | 'thread.reopened'
  | 'comment.created'
  | 'notification.created';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const caseThreads = pgTable(
  'case_threads',
  {
    id: uuid('id').primaryKey(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /**
     * Free text about an identified patient: withheld from de-identified roles (issue 21) unless
     * the opener shares `sharedTitle`, a version the PHI scrubber found no identifier in.
     */
    title: text('title').notNull(),
    sharedTitle: text('shared_title'),
    status: text('status').$type<ThreadStatus>().notNull().default('open'),
    /** Null once the opener's account is deleted; the discussion stays. */
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: at('resolved_at'),
    createdAt: at('created_at').notNull(),
    /** The last comment, resolution or reopening: the list's order. */
    lastActivityAt: at('last_activity_at').notNull(),
  },
  (t) => [
    index('case_threads_institution_activity_idx').on(t.institutionId, t.lastActivityAt),
    index('case_threads_patient_idx').on(t.patientId),
  ],
);

export const caseComments = pgTable(
  'case_comments',
  {
    id: uuid('id').primaryKey(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => caseThreads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The de-identified version the author shared with researchers and students (issue 21). */
    sharedBody: text('shared_body'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('case_comments_thread_idx').on(t.threadId, t.createdAt)],
);

/** Colleagues a comment @mentions (same institution, checked when the comment is written). */
export const caseMentions = pgTable(
  'case_mentions',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => caseComments.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => caseThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('case_mentions_user_idx').on(t.userId, t.threadId),
  ],
);

/** In-app notifications: a mention, or a reply in a discussion the user took part in. */
export const collaborationNotifications = pgTable(
  'collaboration_notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => caseThreads.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => caseComments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [index('collaboration_notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * What live streams send, in the order it was committed within an institution (writers take an
 * institution-wide transaction lock before they insert), so a reconnecting client asks for
 * everything after the last id it saw (`Last-Event-ID`). Ids and types only: a stream tells the
 * browser what changed and the browser reads it through the audited API.
 */
export const collaborationEvents = pgTable(
  'collaboration_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    /** Only this user receives the event (their notification); null: the whole institution. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<CollaborationEventType>().notNull(),
    threadId: uuid('thread_id').references(() => caseThreads.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => caseComments.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('collaboration_events_institution_idx').on(t.institutionId, t.id)],
);

/**
 * Single-use tickets that open one event stream. EventSource cannot send an Authorization
 * header, and an access token in a URL would end up in logs and history: the browser trades its
 * token for a ticket that lives 30 seconds and works once. Only its SHA-256 is stored.
 */
export const collaborationStreamTickets = pgTable('collaboration_stream_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => authSessions.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});
