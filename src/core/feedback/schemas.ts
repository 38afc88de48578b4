import { z } from 'zod';
import type { EffortSize } from '../config/constants';
import { isValidEmail } from '../validation/email';

/** Feedback types (SPEC §4), in SPEC order. */
export const FEEDBACK_TYPES = [
  'bug',
  'feature_request',
  'improvement',
  'question',
  'complaint',
  'compliment',
  'security_concern',
  'performance_issue',
  'usability_issue',
  'data_issue',
  'integration_issue',
] as const;
export const feedbackTypeSchema = z.enum(FEEDBACK_TYPES);
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

/** Feedback categories (SPEC §4), in SPEC order. */
export const FEEDBACK_CATEGORIES = [
  'clinical_decision_support',
  'drug_interactions',
  'protocols',
  'genomics',
  'trials',
  'ui_ux',
  'performance',
  'security',
  'data_quality',
  'integration',
  'general',
] as const;
export const feedbackCategorySchema = z.enum(FEEDBACK_CATEGORIES);
export type FeedbackCategory = z.infer<typeof feedbackCategorySchema>;

/** Priorities, most urgent first; the sprint plan orders by this (SPEC §4). */
export const PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export const prioritySchema = z.enum(PRIORITIES);
export type Priority = z.infer<typeof prioritySchema>;

/** Effort sizes (SPEC §4), smallest first; their points are EFFORT_POINTS in config (SPEC §9). */
export const EFFORT_SIZES = [
  'xs',
  's',
  'm',
  'l',
  'xl',
  'xxl',
] as const satisfies readonly EffortSize[];
export const effortSizeSchema = z.enum(EFFORT_SIZES);

/**
 * Feedback and ticket status. SPEC §4 fixes only that feedback starts as `new` and that `done`,
 * `closed` and `wont_fix` leave the sprint plan. The triage set in between:
 * - `new`: submitted, nobody has looked at it.
 * - `triaged`: reviewed; type, category, priority and effort confirmed or corrected.
 * - `in_progress`: someone is working on it.
 * - `done`: the change shipped.
 * - `closed`: resolved without a change (a duplicate, answered, cannot reproduce).
 * - `wont_fix`: reviewed and deliberately declined.
 */
export const FEEDBACK_STATUSES = [
  'new',
  'triaged',
  'in_progress',
  'done',
  'closed',
  'wont_fix',
] as const;
export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/** Statuses that take a ticket out of the sprint plan (SPEC §4). */
export const RESOLVED_STATUSES = [
  'done',
  'closed',
  'wont_fix',
] as const satisfies readonly FeedbackStatus[];

export function isResolvedStatus(status: FeedbackStatus): boolean {
  return (RESOLVED_STATUSES as readonly FeedbackStatus[]).includes(status);
}

/**
 * What a clinician can mark feedback as (issue 13): a problem that could harm a patient. Whatever
 * the words say, such an item is triaged at least high (classify.ts).
 */
export const CLINICAL_SAFETY_KINDS = [
  'wrong-dose',
  'missed-interaction',
  'wrong-interaction-severity',
  'wrong-pgx-advice',
  'missed-alert',
  'wrong-drug-information',
  'other',
] as const;
export const clinicalSafetyKindSchema = z.enum(CLINICAL_SAFETY_KINDS);
export type ClinicalSafetyKind = z.infer<typeof clinicalSafetyKindSchema>;

export const CLINICAL_SAFETY_LABELS: Record<ClinicalSafetyKind, string> = {
  'wrong-dose': 'Wrong dose or dose calculation',
  'missed-interaction': 'Missed interaction',
  'wrong-interaction-severity': 'Wrong interaction severity',
  'wrong-pgx-advice': 'Wrong pharmacogenomic advice',
  'missed-alert': 'Missed or wrong patient alert',
  'wrong-drug-information': 'Wrong drug information',
  other: 'Other clinical-safety problem',
};

/** Our limits, not SPEC's: they keep the local store (latest 100 items) and an issue body small. */
export const FEEDBACK_TITLE_MAX_LENGTH = 200;
export const FEEDBACK_TEXT_MAX_LENGTH = 10_000;
/** GitHub rejects label names longer than 50 characters. */
export const LABEL_MAX_LENGTH = 50;
export const MAX_LABELS = 20;

const optionalText = z.string().max(FEEDBACK_TEXT_MAX_LENGTH).optional();

export const browserInfoSchema = z.object({
  browser: z.string().max(100),
  version: z.string().max(100),
  os: z.string().max(100),
});
export type BrowserInfo = z.infer<typeof browserInfoSchema>;

/** The GitHub issue a feedback item was filed as; field names follow GitHub's API. */
export const linkedIssueSchema = z.object({
  number: z.number().int().positive(),
  url: z.url({ protocol: /^https$/ }),
  created_at: z.iso.datetime({ offset: true }),
});
export type LinkedIssue = z.infer<typeof linkedIssueSchema>;

/**
 * SPEC §3 metadata. `contactEmail` is ours: the modal collects an email only when allowContact is
 * checked (SPEC §2) and it has to be kept somewhere; it never goes into a GitHub issue.
 */
export const feedbackMetadataSchema = z.object({
  component: optionalText,
  reproductionSteps: optionalText,
  expectedBehavior: optionalText,
  actualBehavior: optionalText,
  browserInfo: browserInfoSchema,
  feature: optionalText,
  linkedIssue: linkedIssueSchema.optional(),
  /** Set when the sender marked the item as a clinical-safety problem. */
  clinicalSafety: clinicalSafetyKindSchema.optional(),
  contactEmail: z.string().refine(isValidEmail, 'Please enter a valid email address').optional(),
});
export type FeedbackMetadata = z.infer<typeof feedbackMetadataSchema>;

const labelsSchema = z.array(z.string().min(1).max(LABEL_MAX_LENGTH)).max(MAX_LABELS);
const titleSchema = z.string().trim().min(1).max(FEEDBACK_TITLE_MAX_LENGTH);
const descriptionSchema = z.string().trim().min(1).max(FEEDBACK_TEXT_MAX_LENGTH);

export const feedbackItemSchema = z.object({
  id: z.string().min(1),
  sessionId: z.string().min(1),
  /** ISO 8601 with an offset, e.g. 2025-03-01T09:30:00.000Z. */
  timestamp: z.iso.datetime({ offset: true }),
  type: feedbackTypeSchema,
  category: feedbackCategorySchema,
  priority: prioritySchema,
  title: titleSchema,
  description: descriptionSchema,
  /** The route path the feedback was sent from, e.g. /interactions. */
  page: z.string().max(2048),
  userAgent: z.string().max(1024),
  url: z.string().max(2048),
  metadata: feedbackMetadataSchema,
  status: feedbackStatusSchema,
  estimatedEffort: effortSizeSchema,
  labels: labelsSchema,
  votes: z.number().int().min(0),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const ticketSchema = z.object({
  id: z.string().min(1),
  type: feedbackTypeSchema,
  category: feedbackCategorySchema,
  priority: prioritySchema,
  effort: effortSizeSchema,
  title: titleSchema,
  description: descriptionSchema,
  labels: labelsSchema,
  timestamp: z.iso.datetime({ offset: true }),
  status: feedbackStatusSchema,
});
export type Ticket = z.infer<typeof ticketSchema>;

export const FEEDBACK_MISSING_TEXT_MESSAGE = 'Please provide both a title and description.';
export const FEEDBACK_INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/**
 * The feedback modal's fields (SPEC §2, §5). Title and description must be non-empty once trimmed,
 * with the single SPEC message for either. The email is kept only when allowContact is checked, and
 * is then checked only if one was typed (the SPEC calls it optional).
 */
export const feedbackFormSchema = z
  .object({
    type: feedbackTypeSchema,
    title: z.string({ error: FEEDBACK_MISSING_TEXT_MESSAGE }).trim().max(FEEDBACK_TITLE_MAX_LENGTH),
    description: z
      .string({ error: FEEDBACK_MISSING_TEXT_MESSAGE })
      .trim()
      .max(FEEDBACK_TEXT_MAX_LENGTH),
    reproductionSteps: optionalText,
    expectedBehavior: optionalText,
    actualBehavior: optionalText,
    component: optionalText,
    allowContact: z.boolean().default(false),
    email: z.string().trim().optional(),
    clinicalSafety: clinicalSafetyKindSchema.optional(),
  })
  .superRefine((form, ctx) => {
    if (form.title === '' || form.description === '') {
      ctx.addIssue({ code: 'custom', message: FEEDBACK_MISSING_TEXT_MESSAGE, path: ['title'] });
    }
    if (form.allowContact && form.email && !isValidEmail(form.email)) {
      ctx.addIssue({ code: 'custom', message: FEEDBACK_INVALID_EMAIL_MESSAGE, path: ['email'] });
    }
  })
  .transform(({ email, ...form }) =>
    form.allowContact && email ? { ...form, email } : { ...form, email: undefined },
  );
export type FeedbackFormInput = z.input<typeof feedbackFormSchema>;
export type FeedbackForm = z.output<typeof feedbackFormSchema>;
