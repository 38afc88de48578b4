import { roleProfile } from './role-profiles';
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
