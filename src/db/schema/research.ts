import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { institutions } from './accounts';

/**
 * Per institution, a counter of changes to its patients' stored alerts (issue 24). Research cohort
 * aggregates count current alerts, and are reused while nothing they count has changed
 * (server/lib/cohort-data-version.ts): the counter is raised in the same transaction as every
 * alert write, so a reader sees the alerts and the counter of one committed state. A timestamp
 * cannot serve: two writes may carry the same moment, or commit in the other order.
 */
export const cohortDataVersions = pgTable('cohort_data_versions', {
  institutionId: uuid('institution_id')
    .primaryKey()
    .references(() => institutions.id, { onDelete: 'cascade' }),
  alertChanges: bigint('alert_changes', { mode: 'number' }).notNull().default(0),
});
