import { z } from 'zod';
import { ACKNOWLEDGE_REASONS, ALERT_KINDS, ALERT_SEVERITIES } from '../../../core/alerts';
import { appliedPolicySchema } from '../../../core/alert-policy';
import { safeText } from '../../../core/validation/safe-text';

export const alertIdParams = z.object({ id: z.uuid() });
export const patientIdParams = z.object({ id: z.uuid() });

/** `POST /api/alerts/:id/cosign`: an oncologist or pharmacist confirms or declines a pending acknowledgement. */
export const cosignSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject' }),
    comment: safeText().trim().max(1000).optional(),
  })
  .strict()
  .refine((b) => b.decision === 'approve' || (b.comment ?? '').length > 0, {
    error: 'a comment is required to reject an acknowledgement',
    path: ['comment'],
  });

const person = z.object({ id: z.string(), name: z.string(), role: z.string() });

/**
 * The pinned `Alert` (core/alerts/types.ts) plus `acknowledgement`, which this API adds: the
 * live acknowledgement with its status (`pending` until co-signed for nurses and students), who
 * made and who co-signed it. `isAcknowledged` is true only once it is confirmed.
 */
export const alertSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ALERT_KINDS),
  severity: z.enum(ALERT_SEVERITIES),
  title: z.string(),
  drugs: z.array(z.string()),
  rationale: z.string(),
  management: z.string(),
  sources: z.array(z.object({ label: z.string(), url: z.string().optional() })),
  isAcknowledged: z.boolean(),
  acknowledgedAt: z.string().nullable(),
  /** The display name of the user who acknowledged it (stored by id). */
  acknowledgedBy: z.string().nullable(),
  overrideReason: z.enum(ACKNOWLEDGE_REASONS).nullable(),
  acknowledgement: z
    .object({
      status: z.enum(['pending', 'confirmed']),
      reason: z.enum(ACKNOWLEDGE_REASONS),
      /** Withheld (null) in de-identified views: free text. */
      comment: z.string().nullable(),
      by: person.nullable(),
      at: z.string(),
      cosignedBy: person.nullable(),
      cosignedAt: z.string().nullable(),
    })
    .nullable(),
  /**
   * The institution's alert policy or local correction that graded this alert (issue 22), with
   * the knowledge base's own severity beside the local one; absent when none applies.
   */
  localPolicy: appliedPolicySchema.optional(),
});
export type AlertView = z.infer<typeof alertSchema>;

const severityCounts = z.object({
  critical: z.number().int(),
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
});

export const alertsResponseSchema = z.object({
  /** The caller's role's levels only, most severe first. */
  alerts: z.array(alertSchema),
  /** What could not be checked; an empty alert list is not proof of safety. */
  limitations: z.array(z.string()),
  /** Information that is neither a finding nor a gap ("the label needs no renal adjustment"). */
  notes: z.array(z.string()),
  /** Every current alert of the patient by severity, including levels the role is not shown. */
  counts: severityCounts,
  /** Levels the caller's role is not shown (SPEC §6 alertLevels). */
  hiddenLevels: z.array(z.enum(ALERT_SEVERITIES)),
});

export const pendingCosignResponseSchema = z.object({
  items: z.array(
    z.object({
      alertId: z.uuid(),
      patientId: z.uuid(),
      patientLabel: z.string(),
      kind: z.enum(ALERT_KINDS),
      severity: z.enum(ALERT_SEVERITIES),
      title: z.string(),
      reason: z.enum(ACKNOWLEDGE_REASONS),
      comment: z.string().nullable(),
      by: person.nullable(),
      at: z.string(),
    }),
  ),
});

/** `POST /api/patients/:id/check-regimen`: a regimen about to be ordered, checked with the record. */
export const checkRegimenSchema = z
  .object({
    regimenId: safeText().trim().min(1, 'regimenId is required').max(100),
    /** Cycles to project for cumulative doses; the regimen's own count when left out. */
    cycles: z.number().int().min(1).max(100).optional(),
    /** Percent of the full dose (75 for a 25% reduction). */
    doseLevelPercent: z.number().min(10).max(150).optional(),
    /** Prior anthracycline exposure the user states, in doxorubicin-equivalent mg/m². */
    priorDoxorubicinEquivalentMgM2: z.number().min(0).max(2000).optional(),
    priorChestRadiation: z.boolean().optional(),
  })
  .strict();

/** A finding the planned regimen would raise; not stored until the regimen is ordered. */
const plannedFindingSchema = z.object({
  kind: z.enum(ALERT_KINDS),
  severity: z.enum(ALERT_SEVERITIES),
  title: z.string(),
  drugs: z.array(z.string()),
  rationale: z.string(),
  management: z.string(),
  sources: z.array(z.object({ label: z.string(), url: z.string().optional() })),
  /** The patient's stored alert for the same finding, when it is already raised today. */
  existingAlertId: z.uuid().nullable(),
  /** The institution's policy that graded this finding, with the knowledge base's severity. */
  localPolicy: appliedPolicySchema.optional(),
});

export const checkRegimenResponseSchema = z.object({
  regimen: z.object({ id: z.string(), name: z.string() }),
  /** The caller's role's levels only, most severe first. */
  findings: z.array(plannedFindingSchema),
  limitations: z.array(z.string()),
  notes: z.array(z.string()),
  counts: severityCounts,
  hiddenLevels: z.array(z.enum(ALERT_SEVERITIES)),
  /** What the regimen calculator needs, from the record (null when the record lacks it). */
  calculatorInputs: z.object({
    heightCm: z.number().nullable(),
    weightKg: z.number().nullable(),
    ageYears: z.number().int().nullable(),
    sex: z.enum(['female', 'male', 'other', 'unknown']),
    /** The latest creatinine in mg/dL, with its date. */
    creatinineMgDl: z.number().nullable(),
    creatinineDate: z.string().nullable(),
  }),
});
