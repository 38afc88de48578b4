import { roleProfile } from './role-profiles';
import { hasPermission, type Permission } from './permissions';
import { ROLES, type Role } from './roles';

/**
 * An invitation names the role it grants, and a sign-up with it must declare that role. The
 * refusal names the invited role so the person can correct the form; the client reads the role
 * back from the same sentence (auth-js passes only the message through), so both sides share it.
 */
export function inviteRoleMismatchMessage(invited: Role): string {
  const label = roleProfile(invited).label;
  return `This invitation code is for the ${label} role. Choose ${label} as your role, or ask an administrator of your institution for an invitation for your role.`;
}

/** The invited role named in an `inviteRoleMismatchMessage`, or null for any other text. */
export function invitedRoleFromMessage(message: string): Role | null {
  return ROLES.find((role) => message === inviteRoleMismatchMessage(role)) ?? null;
}

/**
 * The permissions that decide how much of a patient's data an account reaches: identified
 * records, creating patients, changing medications, prescribing, overriding alerts, and cohort
 * queries over the institution's patients.
 */
const PATIENT_ACCESS: readonly Permission[] = [
  'canViewFullPatientData',
  'canCreatePatients',
  'canModifyMedications',
  'canPrescribe',
  'canOverrideAlerts',
  'canAccessResearch',
];

/**
 * Issue 21: an invitation cannot grant more patient access than its author has, or an
 * administrator who is a student could mint an oncologist's account and so a second account with
 * every patient's full record. A role may be invited when each patient-access permission it has
 * is one the inviter has too.
 */
export function mayInvite(inviter: Role, invited: Role): boolean {
  return PATIENT_ACCESS.every((p) => !hasPermission(invited, p) || hasPermission(inviter, p));
}

/** The roles an administrator with `inviter`'s role may invite, in the usual role order. */
export function invitableRoles(inviter: Role): Role[] {
  return ROLES.filter((role) => mayInvite(inviter, role));
}
