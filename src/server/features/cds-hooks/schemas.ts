import { z } from 'zod';
import { CARD_INDICATORS, CDS_HOOK_NAMES, CDS_SERVICE_IDS } from '../../../core/cds-hooks';

/*
 * Response allow-lists for the CDS Hooks routes: the discovery document, the card response and
 * the feedback receipt. A suggestion's FHIR resource is the draft order the client sent, changed
 * (an update): it is passed through as an object.
 */

export const serviceIdParams = z.object({
  id: z.string().min(1).max(100),
});

const coding = z.object({
  system: z.string(),
  code: z.string(),
  display: z.string().optional(),
});

export const discoveryResponseSchema = z.object({
  services: z.array(
    z.object({
      hook: z.enum(CDS_HOOK_NAMES),
      title: z.string(),
      description: z.string(),
      id: z.enum(CDS_SERVICE_IDS),
      prefetch: z.record(z.string(), z.string()),
    }),
  ),
});

const action = z.object({
  type: z.enum(['create', 'update', 'delete']),
  description: z.string(),
  resource: z.record(z.string(), z.unknown()).optional(),
  resourceId: z.string().optional(),
});

export const cardSchema = z.object({
  uuid: z.uuid(),
  summary: z.string().max(139),
  detail: z.string().optional(),
  indicator: z.enum(CARD_INDICATORS),
  source: z.object({
    label: z.string(),
    url: z.string().optional(),
    topic: coding.optional(),
  }),
  suggestions: z
    .array(
      z.object({
        label: z.string(),
        uuid: z.uuid(),
        isRecommended: z.boolean().optional(),
        actions: z.array(action),
      }),
    )
    .optional(),
  selectionBehavior: z.enum(['at-most-one', 'any']).optional(),
  overrideReasons: z.array(coding).optional(),
  links: z
    .array(
      z.object({
        label: z.string(),
        url: z.string(),
        type: z.enum(['absolute', 'smart']),
        appContext: z.string().optional(),
      }),
    )
    .optional(),
});

export const cardsResponseSchema = z.object({
  cards: z.array(cardSchema),
  /** Actions the EHR may apply without the user: only `create` DetectedIssue (core/cds-hooks/system-actions). */
  systemActions: z.array(action).optional(),
});

export const feedbackResponseSchema = z.object({
  /** Feedback entries stored by this call. */
  stored: z.number().int().min(0),
});
