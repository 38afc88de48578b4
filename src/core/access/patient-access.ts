import { hasPermission } from './permissions';
import type { Role } from './roles';

/**
 * Who may change which part of a patient record, and who sees it whole (issue 11; SPEC §6 flags).
 * The server enforces this table; the client only reads it to hide controls.
 *
 * What SPEC §6 fixes: `canCreatePatients` creates a patient, `canModifyMedications` adds, changes
 * and stops medications, and roles without `canViewFullPatientData` see de-identified records.
 * Issue 11 adds that nurses record vital signs and administrations. The rest is a design choice,
 * made from who does the work on an oncology ward:
 *
 * | section         | oncologist | pharmacist | nurse | researcher | student | why                                                   |
 * |-----------------|:----------:|:----------:|:-----:|:----------:|:-------:|-------------------------------------------------------|
 * | demographics    | yes        | no         | yes   | no         | no      | registration, and nurses measure height and weight    |
 * | medications     | yes        | yes        | no    | no         | no      | canModifyMedications (SPEC §6)                         |
 * | allergies       | yes        | yes        | yes   | no         | no      | every clinician takes an allergy history              |
 * | conditions      | yes        | no         | no    | no         | no      | a diagnosis is the prescriber's                       |
 * | labs            | yes        | yes        | yes   | no         | no      | results are transcribed by whoever receives them      |
 * | genetics        | yes        | yes        | no    | no         | no      | canAccessGenomics and full data: the PGx consult      |
 * | vitals          | yes        | no         | yes   | no         | no      | nurses record vital signs (issue 11)                  |
 * | administrations | yes        | yes        | yes   | no         | no      | nurses give doses (issue 11); pharmacists reconcile prior exposure |
 * | notes           | yes        | yes        | yes   | no         | no      | every clinician on the team documents                 |
 *
 * Roles without `canViewFullPatientData` (researcher, student) never write a record: they see it
 * de-identified, so they could not check what they would be changing.
 */
export const PATIENT_SECTIONS = [
  'demographics',
  'medications',
  'allergies',
  'conditions',
  'labs',
  'genetics',
  'vitals',
  'administrations',
  'notes',
] as const;
export type PatientSection = (typeof PATIENT_SECTIONS)[number];

const EDITORS: Record<PatientSection, readonly Role[]> = {
  demographics: ['oncologist', 'nurse'],
  medications: ['oncologist', 'pharmacist'],
  allergies: ['oncologist', 'pharmacist', 'nurse'],
  conditions: ['oncologist'],
  labs: ['oncologist', 'pharmacist', 'nurse'],
  genetics: ['oncologist', 'pharmacist'],
  vitals: ['oncologist', 'nurse'],
  administrations: ['oncologist', 'pharmacist', 'nurse'],
  notes: ['oncologist', 'pharmacist', 'nurse'],
};

/** May `role` add to or change `section` of a patient record in its institution? */
export function canEditPatientSection(role: Role, section: PatientSection): boolean {
  return hasPermission(role, 'canViewFullPatientData') && EDITORS[section].includes(role);
}

/** The sections a role may edit, in table order (for the client's forms). */
export function editablePatientSections(role: Role): PatientSection[] {
  return PATIENT_SECTIONS.filter((s) => canEditPatientSection(role, s));
}

export function canCreatePatients(role: Role): boolean {
  return hasPermission(role, 'canCreatePatients');
}

/** Full record (names, MRN, dates, free text) or the de-identified view. */
export function seesIdentifiedPatients(role: Role): boolean {
  return hasPermission(role, 'canViewFullPatientData');
}

/**
 * How a role's acknowledgement of an alert is stored:
 * - `direct`: `canOverrideAlerts` without `requiresSupervisorApproval` (oncologist, pharmacist);
 * - `needs-cosign`: `requiresSupervisorApproval` (nurse, student), kept pending until a `direct`
 *   role co-signs (issue 11);
 * - `forbidden`: neither flag (researcher).
 */
export type AcknowledgementMode = 'direct' | 'needs-cosign' | 'forbidden';

export function alertAcknowledgementMode(role: Role): AcknowledgementMode {
  if (hasPermission(role, 'requiresSupervisorApproval')) return 'needs-cosign';
  if (hasPermission(role, 'canOverrideAlerts')) return 'direct';
  return 'forbidden';
}

/** Co-signing a pending acknowledgement takes a role that may acknowledge on its own. */
export function canCosignAlerts(role: Role): boolean {
  return alertAcknowledgementMode(role) === 'direct';
}

/**
 * Care sessions record who is at a named patient's side: they need the identified record, so
 * researchers and students (de-identified views) do not start them.
 */
export function canUseCareSessions(role: Role): boolean {
  return seesIdentifiedPatients(role);
}
