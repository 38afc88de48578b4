import { z } from 'zod';
import { safeText } from '../../../core/validation/safe-text';

export const threadIdParams = z.object({ id: z.uuid() });

const person = z.object({ id: z.uuid(), name: z.string(), role: z.string() });

/** The patient a discussion is about, in the caller's view (de-identified for some roles). */
export const caseHeaderSchema = z.object({
  id: z.uuid(),
  /** "Demo, Eleanor" for clinicians; "Case Study 7K2M-QX9A" for students, "Subject …" for researchers. */
  label: z.string(),
  identified: z.boolean(),
  sex: z.string(),
  ageYears: z.number().nullable(),
  /** Active conditions; a name is null in the de-identified view unless it is clinical words only. */
  conditions: z.array(z.object({ name: z.string().nullable(), icd10: z.string().nullable() })),
});

export const threadSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** True when a researcher or student is shown the withheld notice instead of the title. */
  titleWithheld: z.boolean(),
  status: z.enum(['open', 'resolved']),
  patient: z.object({ id: z.uuid(), label: z.string() }),
  openedBy: person.nullable(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  commentCount: z.number().int(),
  mentionsMe: z.boolean(),
  unread: z.number().int(),
});

export const threadListQuerySchema = z
  .object({
    status: z.enum(['open', 'resolved', 'all']).default('all'),
    /** mine: started or joined by the caller; mentions: where the caller is @mentioned. */
    filter: z.enum(['all', 'mine', 'mentions']).default('all'),
    patientId: z.uuid().optional(),
    page: z.coerce
      .number({ error: 'page must be a whole number from 1' })
      .int('page must be a whole number from 1')
      .min(1, 'page must be a whole number from 1')
      .max(100_000)
      .default(1),
  })
  .strict();

export const threadListSchema = z.object({
  items: z.array(threadSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const commentSchema = z.object({
  id: z.uuid(),
  threadId: z.uuid(),
  author: person.nullable(),
  body: z.string(),
  /** True when a researcher or student reads the withheld notice (issue 21). */
  withheld: z.boolean(),
  /** For clinicians: the de-identified version shared with researchers and students, if any. */
  sharedBody: z.string().nullable(),
  createdAt: z.string(),
  mentions: z.array(z.object({ id: z.uuid(), name: z.string() })),
});

export const threadDetailSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  titleWithheld: z.boolean(),
  /** For clinicians: the de-identified title shared with researchers and students, if any. */
  sharedTitle: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  patient: caseHeaderSchema,
  openedBy: person.nullable(),
  resolvedBy: person.nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  comments: z.array(commentSchema),
  /** Whether the caller may resolve or reopen it (its opener, or a clinician). */
  canResolve: z.boolean(),
  /** True when free text is shown with the patient's identifiers redacted and dates shifted. */
  deidentified: z.boolean(),
});

const commentBody = safeText()
  .trim()
  .min(1, 'write something')
  .max(5000, 'at most 5,000 characters');
/** A de-identified version for researchers and students; the PHI scrubber must find nothing in it. */
const sharedText = (max: number) =>
  safeText()
    .trim()
    .min(3, 'at least 3 characters')
    .max(max, `at most ${max.toLocaleString('en-US')} characters`);
const mentions = z
  .array(z.uuid({ error: 'mentions must be user ids' }))
  .max(20, 'at most 20 mentions')
  .default([]);

export const createThreadSchema = z
  .object({
    patientId: z.uuid(),
    title: safeText().trim().min(3, 'at least 3 characters').max(200, 'at most 200 characters'),
    /** The first comment. */
    body: commentBody,
    mentions,
    sharedTitle: sharedText(200).optional(),
    sharedBody: sharedText(5000).optional(),
  })
  .strict();

export const createCommentSchema = z
  .object({ body: commentBody, mentions, sharedBody: sharedText(5000).optional() })
  .strict();

export const commentParams = z.object({ id: z.uuid(), commentId: z.uuid() });

/** Shares a de-identified version (text) or withdraws it (null). */
export const shareSchema = z.object({ text: sharedText(5000).nullable() }).strict();

export const deidentifyCheckSchema = z
  .object({ patientId: z.uuid(), text: safeText().max(5000, 'at most 5,000 characters') })
  .strict();

export const deidentifyCheckResultSchema = z.object({
  findings: z.array(
    z.object({
      kind: z.string(),
      start: z.number().int(),
      end: z.number().int(),
      text: z.string(),
      message: z.string(),
    }),
  ),
  shareable: z.boolean(),
});

export const memberQuerySchema = z.object({ q: safeText().trim().max(100).optional() }).strict();

export const memberListSchema = z.object({ items: z.array(person) });

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['mention', 'reply']),
  threadId: z.uuid(),
  threadTitle: z.string(),
  patientLabel: z.string(),
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});

export const notificationQuerySchema = z
  .object({ unread: z.enum(['true', 'false']).optional() })
  .strict();

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
  /** Whether mentions and replies are also e-mailed (SMTP configured on the server). */
  email: z.boolean(),
});

export const unreadCountSchema = z.object({ unread: z.number().int() });

export const markReadSchema = z
  .object({
    ids: z.array(z.uuid()).max(200).optional(),
    /** Every notification of this thread. */
    threadId: z.uuid().optional(),
    all: z.literal(true).optional(),
  })
  .strict()
  .refine((b) => b.ids !== undefined || b.threadId !== undefined || b.all === true, {
    message: 'give ids, a threadId or all: true',
  });

export const ticketSchema = z.object({
  ticket: z.string(),
  expiresAt: z.string(),
  /** How this server fans events out: across instances (PostgreSQL) or within one process. */
  mode: z.enum(['postgres-listen-notify', 'in-process']),
});

export const streamQuerySchema = z
  .object({
    ticket: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'not a stream ticket'),
    /** For a new EventSource, which cannot set the Last-Event-ID header itself. */
    lastEventId: z
      .string()
      .regex(/^\d{1,15}$/, 'must be an event id')
      .optional(),
  })
  .strict();
