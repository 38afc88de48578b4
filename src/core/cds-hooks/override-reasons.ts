import { ACKNOWLEDGE_REASONS, type AcknowledgeReason } from '../alerts/types';
import type { CdsCoding } from './schemas';

/**
 * The product's acknowledgement reasons (the same list `POST /api/alerts/:id/acknowledge` takes),
 * offered to the EHR as `overrideReasons`, so an override in the EHR and one in OncoCDS are
 * counted with the same codes. The system is a URN because a deployment's address can change.
 */
export const OVERRIDE_REASON_SYSTEM = 'urn:oncocds:cds-hooks:override-reason';

export const OVERRIDE_REASON_DISPLAY: Record<AcknowledgeReason, string> = {
  'benefit-outweighs-risk': 'Benefit outweighs the risk',
  'will-monitor': 'Will monitor the patient',
  'dose-adjusted': 'Dose already adjusted',
  'tolerated-previously': 'Tolerated previously',
  'not-clinically-relevant': 'Not clinically relevant for this patient',
  other: 'Other reason',
};

export const OVERRIDE_REASONS: readonly CdsCoding[] = ACKNOWLEDGE_REASONS.map((code) => ({
  system: OVERRIDE_REASON_SYSTEM,
  code,
  display: OVERRIDE_REASON_DISPLAY[code],
}));

/**
 * The code analytics count for a reason an EHR sent back: one of ours, `external` for a reason
 * the EHR added itself (its codes are not ours to interpret), or none.
 */
export function overrideReasonCode(reason: { system: string; code: string } | undefined) {
  if (!reason) return undefined;
  if (
    reason.system === OVERRIDE_REASON_SYSTEM &&
    (ACKNOWLEDGE_REASONS as readonly string[]).includes(reason.code)
  ) {
    return reason.code;
  }
  return 'external';
}
