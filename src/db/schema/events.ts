import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    /**
     * How many identical events (same type, institution, role, properties and UTC day) this row
     * stands for: the hot read paths (checks, searches) write their events in batches that merge
     * repeats, so counts are `sum(count)`, never `count(*)`. 1 for an event recorded on its own.
     */
    count: integer('count').notNull().default(1),
  },
  (t) => [index('analytics_events_scope_idx').on(t.institutionId, t.type, t.occurredAt)],
);
