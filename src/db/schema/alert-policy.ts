import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { institutions, users } from './accounts';

/*
 * Institution alert policy (issue 22): one row per proposal of the pharmacy and therapeutics
 * committee. A proposal is `pending` until a second person approves (`active`) or rejects it; an
 * active entry is `reverted` (or `superseded` by a newer approved entry for the same target),
 * never deleted, so the history stays readable.
 */
export const institutionAlertPolicies = pgTable(
  'institution_alert_policies',
  {
    id: uuid('id').primaryKey(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: ['rule', 'pair'] }).notNull(),
    /** `kind` and `ruleId` for a rule; the two drug ids (sorted) for a pair. */
    alertKind: text('alert_kind'),
    ruleId: text('rule_id'),
    drugA: text('drug_a'),
    drugB: text('drug_b'),
    /** `rule:<kind>:<ruleId>` or `pair:<a>+<b>`: one active entry per target. */
    targetKey: text('target_key').notNull(),
    targetLabel: text('target_label').notNull(),
    action: text('action', { enum: ['severity', 'do-not-interrupt'] }).notNull(),
    localSeverity: text('local_severity', { enum: ['low', 'medium', 'high', 'critical'] }),
    kbSeverity: text('kb_severity', { enum: ['low', 'medium', 'high', 'critical'] }).notNull(),
    rationale: text('rationale').notNull(),
    /** YYYY-MM-DD. */
    effectiveFrom: text('effective_from').notNull(),
    status: text('status', {
      enum: ['pending', 'active', 'rejected', 'reverted', 'superseded'],
    }).notNull(),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    proposedByName: text('proposed_by_name').notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    revertedBy: uuid('reverted_by').references(() => users.id, { onDelete: 'set null' }),
    revertedByName: text('reverted_by_name'),
    revertedAt: timestamp('reverted_at', { withTimezone: true }),
    revertReason: text('revert_reason'),
  },
  (t) => [index('institution_alert_policies_institution_idx').on(t.institutionId, t.status)],
);
