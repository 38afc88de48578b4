import {
  boolean,
  date,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TumourMeasurementMethod } from '../../core/patients';
import { users } from './accounts';
import { patients } from './patients';

/**
 * Lesion measurements (issue 20; mCODE TumorSize): one row per lesion per assessment, what
 * "measurable disease per RECIST 1.1" is judged on in trial matching.
 */
export const patientTumourMeasurements = pgTable(
  'patient_tumour_measurements',
  {
    id: uuid('id').primaryKey(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    measuredOn: date('measured_on', { mode: 'string' }).notNull(),
    longestDiameterMm: doublePrecision('longest_diameter_mm').notNull(),
    shortAxisMm: doublePrecision('short_axis_mm'),
    /** ct | mri | physical-exam | x-ray | ultrasound | pet | pathology | other; null = not recorded. */
    method: text('method').$type<TumourMeasurementMethod>(),
    /** Null when not recorded whether the lesion is a lymph node. */
    lymphNode: boolean('lymph_node'),
    site: text('site'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('patient_tumour_measurements_patient_idx').on(t.patientId, t.measuredOn)],
);
