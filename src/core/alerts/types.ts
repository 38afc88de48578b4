import { z } from 'zod';
import { safeText } from '../validation/safe-text';

/*
 * The alert contract (issue 11 pins these names): `GET /api/patients/:id/alerts` answers
 * `{ alerts: Alert[] }`, CDS Hooks turns them into cards, analytics counts them.
 */

export const ALERT_KINDS = [
  'interaction',
  'allergy',
  'pgx',
  'renal',
  'hepatic',
  'lab',
  'cumulative',
  'duplicate',
  'qt',
  /** A current medication that matches no drug record and no RxNorm concept (issue 25). */
  'unresolved',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** Severity order for sorting: critical first. */
export const SEVERITY_RANK: Record<AlertSeverity, number> = {
  critical: 0,
  high: 1,
  medium: 2,
  low: 3,
};

/**
 * One finding of the engine, before the server adds its acknowledgement state. `key` is stable for
 * the same finding on the same patient (kind, the drugs involved and the rule), so that an
 * acknowledgement survives a recomputation and a changed finding is a new alert.
 */
export interface AlertFinding {
  key: string;
  kind: AlertKind;
  severity: AlertSeverity;
  title: string;
  /** Display names of the drugs involved. */
  drugs: string[];
  /** Knowledge-base ids of the same drugs. */
  drugIds: string[];
  /** Why, from the patient's own data to the rule, one step per line. */
  rationale: string;
  /** What to do, as an action. */
  management: string;
  sources: Array<{ label: string; url?: string }>;
}

/** The API shape: the finding plus its acknowledgement, as the server stores it. */
export interface Alert extends Omit<AlertFinding, 'key' | 'drugIds'> {
  id: string;
  isAcknowledged: boolean;
  acknowledgedAt: string | null;
  acknowledgedBy: string | null;
  overrideReason: AcknowledgeReason | null;
}

export const ACKNOWLEDGE_REASONS = [
  'benefit-outweighs-risk',
  'will-monitor',
  'dose-adjusted',
  'tolerated-previously',
  'not-clinically-relevant',
  'other',
] as const;
export type AcknowledgeReason = (typeof ACKNOWLEDGE_REASONS)[number];

/** `POST /api/alerts/:id/acknowledge`. `other` needs a comment. */
export const acknowledgeAlertSchema = z
  .object({
    reason: z.enum(ACKNOWLEDGE_REASONS, {
      error: `reason must be one of ${ACKNOWLEDGE_REASONS.join(', ')}`,
    }),
    comment: safeText().trim().max(1000).optional(),
  })
  .strict()
  .refine((b) => b.reason !== 'other' || (b.comment ?? '').length > 0, {
    error: 'a comment is required when the reason is other',
    path: ['comment'],
  });
export type AcknowledgeAlertInput = z.infer<typeof acknowledgeAlertSchema>;
