import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { institutions, users, type Role } from './accounts';
import { patients } from './patients';

/**
 * Recommendations a clinician accepted on `/ai` (issue 15): who accepted which recommendation,
 * for which patient and which alerts, and the change it led to. Recommendations are computed on
 * every read, so the row keeps what was accepted (the action and the alert keys) as it read then.
 * One acceptance per recommendation and patient.
 */
export const recommendationAcceptances = pgTable(
  'recommendation_acceptances',
  {
    id: uuid('id').primaryKey(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** The recommendation's stable id (`type:drugs:rule`). */
    recommendationId: text('recommendation_id').notNull(),
    /** The action as it read when accepted. */
    action: text('action').notNull(),
    /** Stable keys of the alerts it resolves, and the stored alert ids when they existed. */
    alertKeys: jsonb('alert_keys').$type<string[]>().notNull(),
    alertIds: jsonb('alert_ids').$type<string[]>().notNull(),
    /** The change it offered: `dose-level`, `stop-medication` or `none`. */
    changeKind: text('change_kind').notNull(),
    comment: text('comment'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userRole: text('user_role').$type<Role>().notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('recommendation_acceptances_patient_idx').on(t.patientId, t.recommendationId),
    index('recommendation_acceptances_institution_idx').on(t.institutionId, t.acceptedAt),
  ],
);
