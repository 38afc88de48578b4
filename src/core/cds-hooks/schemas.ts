import { z } from 'zod';
import { safeText } from '../validation/safe-text';

/*
 * CDS Hooks 2.0 (https://cds-hooks.hl7.org/2.0/) wire shapes: the service request, the card
 * response and the feedback request. Request objects are loose: the specification reserves
 * `extension` and lets a client send fields a service does not read. Every string this product
 * stores goes through `safeText` and has a length cap, so a bad value is a 400, never a 500.
 */

export const CDS_HOOK_NAMES = ['order-select', 'order-sign', 'patient-view'] as const;
export type CdsHookName = (typeof CDS_HOOK_NAMES)[number];

export const CARD_INDICATORS = ['info', 'warning', 'critical'] as const;
export type CardIndicator = (typeof CARD_INDICATORS)[number];

/** The specification's trimmed FHIR Coding (system and code required; display for override reasons). */
export const codingSchema = z.looseObject({
  system: safeText().min(1).max(500),
  code: safeText().min(1).max(200),
  display: safeText().max(500).optional(),
});
export type CdsCoding = { system: string; code: string; display?: string };

/** A JSON object carrying a FHIR `resourceType`: what prefetch values and context bundles hold. */
export const fhirResourceSchema = z.looseObject({ resourceType: z.string().min(1).max(64) });
export type FhirResourceJson = z.infer<typeof fhirResourceSchema>;

export const fhirBundleSchema = z.looseObject({
  resourceType: z.literal('Bundle'),
  entry: z
    .array(z.looseObject({ resource: fhirResourceSchema.optional() }))
    .max(5000)
    .optional(),
});

/** `fhirAuthorization`: an OAuth 2.0 bearer token for the client's FHIR server (all fields required). */
export const fhirAuthorizationSchema = z.looseObject({
  access_token: z.string().min(1).max(10_000),
  token_type: z.string().refine((t) => t.toLowerCase() === 'bearer', { error: 'must be Bearer' }),
  expires_in: z.number().int().min(0),
  scope: z.string().max(10_000),
  subject: z.string().max(500),
});

/** The hook context this product reads; other fields are accepted and ignored. */
export const hookContextSchema = z.looseObject({
  userId: z.string().max(500).optional(),
  patientId: z.string().min(1, 'must not be empty').max(200),
  encounterId: z.string().max(200).optional(),
  /** order-select: ids of the newly selected orders, e.g. `MedicationRequest/103`. */
  selections: z.array(z.string().max(300)).max(1000).optional(),
  /** order-select and order-sign: a Bundle of the unsigned orders. */
  draftOrders: fhirBundleSchema.optional(),
});

export const cdsServiceRequestSchema = z
  .looseObject({
    hook: z.string().min(1).max(100),
    hookInstance: z.string().min(1).max(200),
    fhirServer: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .max(2000)
      .optional(),
    fhirAuthorization: fhirAuthorizationSchema.optional(),
    context: hookContextSchema,
    /** Prefetched data by key: a FHIR resource (often a searchset Bundle) or null for "no data". */
    prefetch: z.record(z.string().max(100), fhirResourceSchema.nullable()).optional(),
  })
  .refine((r) => !r.fhirAuthorization || r.fhirServer, {
    error: 'fhirServer is required when fhirAuthorization is given',
    path: ['fhirServer'],
  });
export type CdsServiceRequest = z.output<typeof cdsServiceRequestSchema>;

export const FEEDBACK_OUTCOMES = ['accepted', 'overridden'] as const;

/** One entry of `POST /cds-services/{id}/feedback`. */
export const feedbackEntrySchema = z
  .looseObject({
    card: safeText().min(1).max(200),
    outcome: z.enum(FEEDBACK_OUTCOMES),
    acceptedSuggestions: z
      .array(z.looseObject({ id: safeText().min(1).max(200) }))
      .max(50)
      .optional(),
    overrideReason: z
      .looseObject({
        reason: codingSchema.optional(),
        userComment: safeText().max(2000).optional(),
      })
      .optional(),
    outcomeTimestamp: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 timestamp' }),
  })
  .refine((f) => f.outcome !== 'accepted' || (f.acceptedSuggestions?.length ?? 0) > 0, {
    error: 'acceptedSuggestions is required for an accepted outcome',
    path: ['acceptedSuggestions'],
  });
export type FeedbackEntry = z.output<typeof feedbackEntrySchema>;

export const feedbackRequestSchema = z.looseObject({
  feedback: z.array(feedbackEntrySchema).min(1, 'send at least one feedback entry').max(100),
});

/*
 * The response side, as TypeScript types (the server's route schema is the allow-list).
 */

export interface CdsAction {
  type: 'create' | 'update' | 'delete';
  description: string;
  resource?: Record<string, unknown>;
  resourceId?: string;
}

export interface CdsSuggestion {
  label: string;
  uuid: string;
  isRecommended?: boolean;
  actions: CdsAction[];
}

export interface CdsLink {
  label: string;
  url: string;
  type: 'absolute' | 'smart';
  appContext?: string;
}

export interface CdsCard {
  uuid: string;
  summary: string;
  detail?: string;
  indicator: CardIndicator;
  source: { label: string; url?: string; topic?: CdsCoding };
  suggestions?: CdsSuggestion[];
  selectionBehavior?: 'at-most-one' | 'any';
  overrideReasons?: CdsCoding[];
  links?: CdsLink[];
}

/** What a built card came from, kept beside it for storage and analytics (never sent). */
export interface CardOrigin {
  /** The finding kind (`interaction`, `pgx`, ...) or `limitation` for a could-not-check card. */
  kind: string;
  /** The finding's stable key, or null for a limitation card. */
  findingKey: string | null;
}

export interface BuiltCard {
  card: CdsCard;
  origin: CardOrigin;
}
