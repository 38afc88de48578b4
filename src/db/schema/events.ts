import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Append-only product events that analytics count (issue 15): searches, checks, alerts raised,
 * acknowledged and overridden, CDS Hooks card outcomes, feedback. Institution-scoped. Never a
 * patient identifier: no patient id, name, MRN, date or free text; `properties` hold codes and
 * counts only (see `src/server/lib/events.ts`, which is the one way in).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey(),
    /** Null for events from outside an institution (a CDS Hooks client not mapped to one). */
    institutionId: uuid('institution_id'),
    type: text('type').notNull(),
    /** The role of the user behind the event, when there is one (no user id is kept). */
    role: text('role'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('analytics_events_scope_idx').on(t.institutionId, t.type, t.occurredAt)],
);
