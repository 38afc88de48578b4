import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { institutions } from './accounts';
import { patients } from './patients';

/*
 * Issue 24: one row per patient holding what a research cohort counts, so a cohort is one pass
 * over its institution's rows (arrays unnested and counted) instead of joining every list of
 * every patient. Written by server/lib/cohort-facts.ts in the same transaction as every write to
 * what it holds; `record_version` is the patient's `updated_at` the row was computed from, so a
 * row that missed a write is found (and recomputed) by comparing the two.
 *
 * Arrays hold distinct values per patient, so unnesting them counts each subject once per group.
 */
export const cohortFacts = pgTable(
  'cohort_facts',
  {
    patientId: uuid('patient_id')
      .primaryKey()
      .references(() => patients.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull(),
    sex: text('sex').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    /** ICD-10 categories: upper(left(icd10, 3)) of every condition with a code. */
    icd10Categories: text('icd10_categories').array().notNull(),
    /** Stage texts as stored (grouped at query time by core's `stageGroup`). */
    stages: text('stages').array().notNull(),
    /** Knowledge-base drug ids of active medications. */
    activeDrugIds: text('active_drug_ids').array().notNull(),
    /** Drug ids of every medication, active or stopped, and of treatment history. */
    everDrugIds: text('ever_drug_ids').array().notNull(),
    /** Stored genotypes as gene chr(1) diplotype chr(1) phenotype (read by the engine at query time). */
    genotypes: text('genotypes').array().notNull(),
    /** Current alerts as kind chr(1) severity. */
    alerts: text('alerts').array().notNull(),
    recordVersion: timestamp('record_version', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('cohort_facts_institution_idx').on(t.institutionId, t.isActive, t.dateOfBirth),
    // The staleness check (count and sum of versions per institution) as an index-only scan.
    index('cohort_facts_institution_version_idx').on(t.institutionId, t.recordVersion),
    index('cohort_facts_active_drugs_idx').using('gin', t.activeDrugIds),
    index('cohort_facts_ever_drugs_idx').using('gin', t.everDrugIds),
    index('cohort_facts_genotypes_idx').using('gin', t.genotypes),
  ],
);
