import type { AlertFinding, AlertKind } from '../alerts/types';
import type { BuiltCard, CdsAction, CdsHookName } from './schemas';
import type { DraftOrder } from './suggestions';

/*
 * `systemActions` (CDS Hooks 2.0, "CDS Service Response" and "System Action": actions returned
 * beside the cards that the CDS Client may apply without the user; the client decides). The only
 * action OncoCDS proposes there is to *record* what it found, never to change an order: for each
 * critical card of order-sign (the order is about to be signed), a `create` of a FHIR R4
 * DetectedIssue (status `preliminary`) implicating the draft orders concerned. Changing or
 * cancelling an order stays a card suggestion the clinician chooses.
 * Codes: HL7 v3 ActCode, the _ActDetectedIssueCode hierarchy (DetectedIssue.code's example
 * binding in R4).
 */

export const ACT_CODE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';

/** The v3 ActCode detected-issue code of each finding kind; null: nothing recorded. */
const ISSUE_CODE: Record<AlertKind, { code: string; display: string } | null> = {
  interaction: { code: 'DRG', display: 'Drug Interaction Alert' },
  qt: { code: 'DRG', display: 'Drug Interaction Alert' },
  allergy: { code: 'ALGY', display: 'Allergy Alert' },
  pgx: { code: 'GEN', display: 'Genetic Alert' },
  renal: { code: 'DOSECOND', display: 'dosage-condition alert' },
  hepatic: { code: 'DOSECOND', display: 'dosage-condition alert' },
  lab: { code: 'LAB', display: 'Lab Alert' },
  cumulative: { code: 'DOSE', display: 'Dosage problem' },
  duplicate: { code: 'DUPTHPY', display: 'Duplicate Therapy Alert' },
  // "Not recognised" is a gap in our knowledge, not an issue with the order.
  unresolved: null,
};

export interface SystemActionInput {
  hook: CdsHookName;
  cards: readonly BuiltCard[];
  findings: readonly AlertFinding[];
  drafts: readonly DraftOrder[];
  /** `context.patientId` of the hook. */
  patientId: string | null;
  /** When the service identified the issues (ISO 8601). */
  nowIso: string;
}

/**
 * One `create` DetectedIssue per critical finding card of order-sign whose finding involves a
 * draft order; none for the other hooks (order-select is a choice still being made, patient-view
 * orders nothing) and none without a patient id to attach it to.
 */
export function detectedIssueActions(input: SystemActionInput): CdsAction[] {
  if (input.hook !== 'order-sign' || !input.patientId) return [];
  const byKey = new Map(input.findings.map((f) => [f.key, f]));
  const out: CdsAction[] = [];
  for (const { card, origin } of input.cards) {
    if (card.indicator !== 'critical' || !origin.findingKey) continue;
    const finding = byKey.get(origin.findingKey);
    const code = finding ? ISSUE_CODE[finding.kind] : null;
    if (!finding || !code) continue;
    const implicated = input.drafts
      .filter((d) => d.drugIds.some((id) => finding.drugIds.includes(id)))
      .map((d) => ({ reference: d.reference }));
    if (implicated.length === 0) continue;
    const source = finding.sources.find((s) => s.url)?.url;
    out.push({
      type: 'create',
      description: `Record on the chart that OncoCDS found: ${card.summary}`,
      resource: {
        resourceType: 'DetectedIssue',
        status: 'preliminary',
        code: { coding: [{ system: ACT_CODE_SYSTEM, ...code }], text: finding.title },
        severity: 'high',
        patient: { reference: `Patient/${input.patientId}` },
        identifiedDateTime: input.nowIso,
        implicated,
        detail: [finding.title, finding.management].filter(Boolean).join(' What to do: '),
        ...(source ? { reference: source } : {}),
      },
    });
  }
  return out;
}
