import { describe, expect, it } from 'vitest';
import {
  inviteRoleMismatchMessage,
  invitedRoleFromMessage,
  invitableRoles,
  mayInvite,
} from './invitations';
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

describe('who may invite whom (issue 21: no more patient access than the inviter)', () => {
  it.each([
    ['oncologist', ['oncologist', 'pharmacist', 'nurse', 'researcher', 'student']],
    ['pharmacist', ['pharmacist', 'nurse', 'researcher', 'student']],
    ['nurse', ['nurse', 'student']],
    ['researcher', ['researcher', 'student']],
    ['student', ['student']],
  ] as const)('an administrator who is a %s invites %j', (inviter, roles) => {
    expect(invitableRoles(inviter)).toEqual(roles);
  });

  it('never lets a de-identified role invite one that sees identified records', () => {
    for (const inviter of ['researcher', 'student'] as const) {
      for (const invited of ['oncologist', 'pharmacist', 'nurse'] as const) {
        expect(mayInvite(inviter, invited)).toBe(false);
      }
    }
  });
});
