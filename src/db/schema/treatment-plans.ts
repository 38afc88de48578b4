import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PlanStatus, StoredPlan } from '../../core/treatment-plans/types';
import { institutions, users } from './accounts';
import { patients } from './patients';

/*
 * Treatment plans (issue 19): one row per plan; its cycles, orders, verifications and
 * administrations live in one JSON document written under a row lock, so a plan changes as a
 * whole. Status, regimen and institution are columns for the lists and the verification queue.
 */
export const treatmentPlans = pgTable(
  'treatment_plans',
  {
    id: uuid('id').primaryKey(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    regimenId: text('regimen_id').notNull(),
    status: text('status').$type<PlanStatus>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    plan: jsonb('plan').$type<StoredPlan>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('treatment_plans_patient_idx').on(t.patientId, t.createdAt),
    // The verification queue reads an institution's plans that still have work in them.
    index('treatment_plans_open_idx')
      .on(t.institutionId, t.status)
      .where(sql`${t.status} in ('signed', 'active')`),
  ],
);
