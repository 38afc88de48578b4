import { term, type TermKey } from './role-profiles';
import type { Role } from './roles';

/**
 * Where each SPEC §6 role term applies (issue 13, "Role vocabulary that reads naturally").
 *
 * The role words describe people and their care, so they apply where a patient (or a group of
 * them) is the subject of the screen, and nowhere else. The drug knowledge is the same book for
 * every role: a researcher's "Adverse Event" is an interaction seen in a subject or a cohort, not
 * the name of the drug–drug checker, and a student's "Case Study" is a record, not the patient
 * in a sentence of label advice.
 *
 * | context      | where                                                        | role words used          |
 * |--------------|--------------------------------------------------------------|--------------------------|
 * | `navigation` | sidebar, mobile tabs and menu, dashboard, page headings      | patient, alert           |
 * | `patient`    | one patient's record, alerts, orders, pickers of patients    | all five                 |
 * | `cohort`     | groups of patients: lists, analytics, research exports       | all five                 |
 * | `reference`  | drug search, database, monographs, interaction checker,      | none (plain words)       |
 * |              | curated interactions, comparison, protocols, genomics lookup |                          |
 *
 * A page heading follows the navigation entry that leads to it ("Subjects" opens "Subjects").
 *
 * One exception by role: SPEC §1 names interactions "Adverse Events" for researchers, and a
 * researcher meets them as such in navigation and page titles too (issue 21, finding 8). The
 * nurse's "Drug Reaction" stays out of navigation: a drug reaction is not a drug–drug interaction,
 * and the checker must not be misnamed for the people giving the drugs.
 */
export type TermContext = 'navigation' | 'patient' | 'cohort' | 'reference';

export const TERM_CONTEXTS: readonly TermContext[] = [
  'navigation',
  'patient',
  'cohort',
  'reference',
];

const TERM_SCOPE: Record<TermKey, readonly TermContext[]> = {
  patient: ['navigation', 'patient', 'cohort'],
  medication: ['patient', 'cohort'],
  // No role renames the dose; listed for completeness.
  dose: ['navigation', 'patient', 'cohort', 'reference'],
  interaction: ['patient', 'cohort'],
  alert: ['navigation', 'patient', 'cohort'],
};

const PLAIN: Record<TermKey, { singular: string; plural: string }> = {
  patient: { singular: 'Patient', plural: 'Patients' },
  medication: { singular: 'Medication', plural: 'Medications' },
  dose: { singular: 'Dose', plural: 'Doses' },
  interaction: { singular: 'Interaction', plural: 'Interactions' },
  alert: { singular: 'Alert', plural: 'Alerts' },
};

/** Contexts where one role's own word applies beyond TERM_SCOPE (see the exception above). */
const ROLE_SCOPE: Partial<Record<Role, Partial<Record<TermKey, readonly TermContext[]>>>> = {
  researcher: { interaction: ['navigation'] },
};

/** Whether a role's own word for `key` is used in `context` (see the table above). */
export function roleTermApplies(key: TermKey, context: TermContext, role?: Role): boolean {
  return (
    TERM_SCOPE[key].includes(context) ||
    (role !== undefined && (ROLE_SCOPE[role]?.[key]?.includes(context) ?? false))
  );
}

/** The word to show a role for a concept in a context: its SPEC §6 term, or the plain word. */
export function termIn(role: Role, key: TermKey, context: TermContext, plural = false): string {
  if (roleTermApplies(key, context, role)) return term(role, key, plural);
  const plain = PLAIN[key];
  return plural ? plain.plural : plain.singular;
}

/**
 * A count with its noun in the right number: `countOf(1, 'serious interaction')` is
 * "1 serious interaction", `countOf(2, 'serious interaction')` "2 serious interactions". Give the
 * plural when it is not the singular plus "s" ("1 case study" / "2 case studies").
 */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** The present-tense verb agreeing with a count: needs/need, is/are, has/have. */
export function verbFor(n: number, singular: 'needs' | 'is' | 'has' | 'was'): string {
  if (n === 1) return singular;
  return { needs: 'need', is: 'are', has: 'have', was: 'were' }[singular];
}
