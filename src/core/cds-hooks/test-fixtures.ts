import type { DraftOrder } from './suggestions';

/*
 * Shared by the CDS Hooks unit tests: a draft MedicationRequest as an EHR sends it in order-sign
 * context (R4, status draft), and deterministic ids so card and suggestion uuids are stable.
 */

/** A uuid-shaped id generator counting from 1, one per test file. */
export function sequentialIds(): () => string {
  let ids = 0;
  return () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
}

/** A draft order for one drug; `dosageInstruction` and the other resource fields can be replaced. */
export function draftOrder(
  id: string,
  drugId: string,
  resource: Record<string, unknown> = {},
): DraftOrder {
  return {
    reference: `MedicationRequest/${id}`,
    drugIds: [drugId],
    drugName: drugId,
    resource: {
      resourceType: 'MedicationRequest',
      id,
      status: 'draft',
      intent: 'order',
      medicationCodeableConcept: { text: drugId },
      subject: { reference: 'Patient/p1' },
      ...resource,
    },
  };
}
