import { describe, expect, it } from 'vitest';
import { inviteRoleMismatchMessage, invitedRoleFromMessage } from './invitations';
import { ROLES } from './roles';

describe('invitation role messages', () => {
  it.each(ROLES)('name the %s role and read it back', (role) => {
    const message = inviteRoleMismatchMessage(role);
    expect(message).toMatch(/^This invitation code is for the [A-Z][a-z]+ role\./);
    expect(invitedRoleFromMessage(message)).toBe(role);
  });

  it('read no role from other messages', () => {
    expect(invitedRoleFromMessage('User already registered')).toBeNull();
    expect(invitedRoleFromMessage('This invitation code is for the Admin role.')).toBeNull();
  });
});
