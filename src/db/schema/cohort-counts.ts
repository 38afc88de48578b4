import { bigserial, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { institutions } from './accounts';

/*
 * Issue 24: per-institution counts of what a research cohort counts, so the cohort with no
 * criteria (the whole institution) is a read of a few hundred counters instead of a pass over
 * every patient's facts row. Kept as signed deltas: every write of a patient's cohort facts
 * (server/lib/cohort-facts.ts) inserts, in its own transaction, +n for each (measure, key) of the
 * new facts row and -n for each of the old one. Inserts only: two writers of one institution never
 * update the same row, so neither waits for nor overwrites the other. A count is the sum of its
 * rows; server/lib/cohort-counts.ts folds the rows of an institution into one per key when they
 * pile up, and rebuilds them from the facts when the '#rows'/'#version' sums show they missed one.
 */
export const cohortCountDeltas = pgTable(
  'cohort_count_deltas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    /** sex, dob, conditions, interventions, stages, genotypes, alerts; '#rows', '#version'. */
    measure: text('measure').notNull(),
    key: text('key').notNull(),
    /** Subjects (or, for '#version', seconds since the epoch of the rows' record versions). */
    n: numeric('n').notNull(),
  },
  (t) => [index('cohort_count_deltas_institution_idx').on(t.institutionId, t.measure, t.key)],
);
