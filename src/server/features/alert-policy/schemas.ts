import { z } from 'zod';
import { POLICY_ACTIONS } from '../../../core/alert-policy';
import { ALERT_KINDS, ALERT_SEVERITIES } from '../../../core/alerts';
import { safeText } from '../../../core/validation/safe-text';

const kebab = z.string().trim().min(1).max(120);

export const policyTargetSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('rule'),
      kind: z.enum(ALERT_KINDS),
      ruleId: z.string().trim().min(1).max(200),
    })
    .strict(),
  z
    .object({
      type: z.literal('pair'),
      /** Drug ids of the knowledge base (as the checker returns them in `drugIds`). */
      drugs: z.tuple([kebab, kebab]),
    })
    .strict(),
]);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .regex(DAY, 'effectiveFrom must be a date, YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'effectiveFrom is not a real date');

/**
 * `PUT /api/institution/alert-policy`: one change to the policy. A change is proposed by one
 * person and takes effect only when a different person approves it (the review workspace's
 * pattern); an active entry can be reverted (history kept).
 */
export const policyChangeSchema = z.discriminatedUnion('op', [
  z
    .object({
      op: z.literal('propose'),
      target: policyTargetSchema,
      action: z.enum(POLICY_ACTIONS),
      /** The local severity, for `severity`; left out for `do-not-interrupt`. */
      severity: z.enum(ALERT_SEVERITIES).optional(),
      /** Why: the committee's reasoning, with its evidence (override rate, local protocol...). */
      rationale: safeText().trim().min(10).max(2000),
      effectiveFrom: day,
    })
    .strict(),
  z
    .object({
      op: z.enum(['approve', 'reject']),
      id: z.uuid(),
      note: safeText().trim().min(3).max(2000).optional(),
    })
    .strict(),
  z
    .object({
      op: z.literal('revert'),
      id: z.uuid(),
      reason: safeText().trim().min(3).max(2000),
    })
    .strict(),
]);
export type PolicyChange = z.output<typeof policyChangeSchema>;

const severity = z.enum(ALERT_SEVERITIES);

export const policyEntrySchema = z
  .object({
    id: z.string(),
    target: z.union([
      z.object({ type: z.literal('rule'), kind: z.enum(ALERT_KINDS), ruleId: z.string() }).strict(),
      z.object({ type: z.literal('pair'), drugs: z.tuple([z.string(), z.string()]) }).strict(),
    ]),
    targetLabel: z.string(),
    action: z.enum(POLICY_ACTIONS),
    localSeverity: severity.nullable(),
    /** The knowledge base's severity the decision was made against. */
    kbSeverity: severity,
    /** The knowledge base's severity today (null when the target no longer exists). */
    kbSeverityNow: severity.nullable(),
    rationale: z.string(),
    effectiveFrom: z.string(),
    status: z.enum(['pending', 'active', 'rejected', 'reverted', 'superseded']),
    /** Active, effective today and still matching the knowledge base's severity. */
    inEffect: z.boolean(),
    proposedBy: z.string(),
    proposedAt: z.string(),
    decidedBy: z.string().nullable(),
    decidedAt: z.string().nullable(),
    decisionNote: z.string().nullable(),
    revertedBy: z.string().nullable(),
    revertedAt: z.string().nullable(),
    revertReason: z.string().nullable(),
  })
  .strict();

export const policyResponseSchema = z
  .object({
    /** Names the entries in effect now; the alert cache keys on it. */
    version: z.string(),
    /** Whether the caller may propose, approve, reject and revert (admin or canReviewKnowledge). */
    canChange: z.boolean(),
    /** Every entry, newest first: pending, in effect and the history. */
    entries: z.array(policyEntrySchema),
    /** The entry the PUT created or changed. */
    changedId: z.string().optional(),
  })
  .strict();

/**
 * `GET /api/institution/alert-policy/rules`: the rules a committee can tune by rule (one fixed
 * severity in the knowledge base), for the policy panel's picker. `protected`: a critical label
 * contraindication, which cannot be silenced or downgraded.
 */
export const tunableRulesResponseSchema = z.object({
  rules: z.array(
    z
      .object({
        kind: z.enum(['interaction', 'lab', 'duplicate']),
        ruleId: z.string(),
        label: z.string(),
        kbSeverity: severity,
        protected: z.boolean(),
      })
      .strict(),
  ),
});
