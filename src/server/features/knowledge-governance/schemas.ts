import { z } from 'zod';
import { exportedFactSchema } from '../../../core/knowledge/facts';

export const reviewerParams = z.object({ userId: z.uuid() }).strict();
export const reviewParams = z.object({ id: z.uuid() }).strict();

export const reviewerGrantResponseSchema = z
  .object({ userId: z.string(), canReviewKnowledge: z.boolean() })
  .strict();

export const reviewQueueQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).default(0),
    recordId: z.string().min(1).max(200).optional(),
  })
  .strict();

export const reviewQueueResponseSchema = z
  .object({
    total: z.number().int(),
    items: z.array(
      z
        .object({
          fact: exportedFactSchema,
          reason: z.enum(['never-reviewed', 'older-than-a-year', 'label-version-changed']),
        })
        .strict(),
    ),
  })
  .strict();

export const reviewBodySchema = z
  .object({
    factId: z.string().min(3).max(300),
    action: z.enum(['accept', 'correct']),
    /** What was checked, against which source; for a correction, why the value is wrong. */
    note: z.string().trim().min(3).max(2000),
    proposedValue: z.string().trim().min(1).max(200).optional(),
  })
  .strict();

export const decisionBodySchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    note: z.string().trim().min(3).max(2000).optional(),
  })
  .strict();

export const reviewResponseSchema = z
  .object({
    id: z.string(),
    factId: z.string(),
    productValue: z.string(),
    action: z.enum(['accept', 'correct']),
    proposedValue: z.string().nullable(),
    note: z.string(),
    status: z.enum(['accepted', 'pending', 'approved', 'rejected']),
    reviewer: z.string(),
    reviewedAt: z.string(),
    decidedBy: z.string().nullable(),
    decidedAt: z.string().nullable(),
    decisionNote: z.string().nullable(),
  })
  .strict();

export const reviewListQuerySchema = z
  .object({
    status: z.enum(['accepted', 'pending', 'approved', 'rejected']).optional(),
    factId: z.string().min(3).max(300).optional(),
  })
  .strict();

export const reviewListResponseSchema = z
  .object({ reviews: z.array(reviewResponseSchema) })
  .strict();

export const reviewerStatusResponseSchema = z.object({ canReviewKnowledge: z.boolean() }).strict();
