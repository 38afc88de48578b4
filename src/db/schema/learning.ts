import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

export type LearningItemKind = 'interaction' | 'pgx' | 'dosing' | 'case';

/**
 * Every answer a learner gives to a practice question or a case exercise (issue 15, /learning):
 * their progress is computed from these rows. Questions are generated from the knowledge base,
 * so a row keeps the question's stable id and the knowledge-base version it was scored against.
 */
export const learningAttempts = pgTable(
  'learning_attempts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `interaction:<record id>`, `pgx:<gene>:<diplotype>`, `dosing:carboplatin:...`, `case:<id>`. */
    itemId: text('item_id').notNull(),
    kind: text('kind').$type<LearningItemKind>().notNull(),
    correct: boolean('correct').notNull(),
    /** The share of the question's parts answered correctly, 0 to 1. */
    score: doublePrecision('score').notNull(),
    /** The options chosen, by part: option ids only. */
    answer: jsonb('answer').$type<Record<string, string | string[]>>().notNull(),
    knowledgeVersion: text('knowledge_version').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('learning_attempts_user_idx').on(t.userId, t.answeredAt),
    index('learning_attempts_user_item_idx').on(t.userId, t.itemId),
  ],
);
