import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-support/render';
import type { Institution, Member } from './institution-api';
import { InstitutionPanel } from './institution-panel';

const calls: Array<{ path: string; method: string; body?: unknown }> = [];
let handler: (path: string, method: string, body?: unknown) => unknown;

vi.mock('../../lib/api', () => {
  class ApiError extends Error {
    constructor(
      readonly status: number,
      readonly code: string,
      message: string,
    ) {
      super(message);
    }
  }
  return {
    ApiError,
    api: vi.fn(async (path: string, options: { method?: string; body?: unknown } = {}) => {
      const method = options.method ?? 'GET';
      calls.push({ path, method, body: options.body });
      return handler(path, method, options.body);
    }),
  };
});
const { ApiError } = await import('../../lib/api');
// The administrator is an oncologist: the roles offered are those with no more patient access
// than the inviter's own (core/access invitableRoles), so a nurse invitation is among them.
vi.mock('../../stores/auth', () => ({
  useAuth: <T,>(select: (s: { user: { role: string } }) => T) =>
    select({ user: { role: 'oncologist' } }),
}));

const ADMIN: Member = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'ada@example.org',
  role: 'oncologist',
  isAdmin: true,
  isActive: true,
  createdAt: '2026-01-01T00:00:00Z',
  lastLogin: null,
  isMe: true,
};
const NURSE: Member = {
  ...ADMIN,
  id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Nia',
  lastName: 'Nurse',
  email: 'nia@example.org',
  role: 'nurse',
  isAdmin: false,
  isMe: false,
};

function institution(over: Partial<Institution> = {}): Institution {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'St Example',
    memberCount: 2,
    viewerIsAdmin: true,
    admins: [{ id: ADMIN.id, name: 'Ada Admin' }],
    invites: [
      {
        id: '44444444-4444-4444-8444-444444444444',
        role: 'pharmacist',
        createdAt: '2026-01-01T00:00:00Z',
        expiresAt: '2999-01-01T00:00:00Z',
        maxUses: 1,
        uses: 0,
        revoked: false,
        createdByMe: true,
      },
    ],
    ...over,
  };
}

beforeEach(() => {
  calls.length = 0;
});

// Mantine comboboxes take many renders per click in jsdom; on a busy machine 5 s is too tight.
describe('InstitutionPanel', { timeout: 20_000 }, () => {
  it('a member who is not an administrator sees whom to ask, and no invitation form', async () => {
    handler = () => institution({ viewerIsAdmin: false, invites: [] });
    renderWithProviders(<InstitutionPanel />);
    expect(await screen.findByText(/Administrators: Ada Admin/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create code' })).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/api/institution']);
  });

  it('an administrator creates a code for the role chosen, and sees the role it grants', async () => {
    handler = (path, method, body) => {
      if (path === '/api/institution/members') return { members: [ADMIN, NURSE] };
      if (method === 'POST')
        return {
          id: '55555555-5555-4555-8555-555555555555',
          code: '7K2M-QX9A-B4TR',
          role: (body as { role: string }).role,
          expiresAt: '2999-01-01T00:00:00Z',
          maxUses: 1,
        };
      return institution();
    };
    const user = userEvent.setup();
    renderWithProviders(<InstitutionPanel />);
    const create = await screen.findByRole('button', { name: 'Create code' }, { timeout: 5000 });
    expect(create).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Nurse' }));
    await user.click(create);
    const shown = await screen.findByTestId('new-invite', {}, { timeout: 5000 });
    expect(within(shown).getByText('7K2M-QX9A-B4TR')).toBeInTheDocument();
    expect(within(shown).getByText(/For the Nurse role/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ role: 'nurse' });
    expect(screen.getByRole('cell', { name: 'Pharmacist' })).toBeInTheDocument();
  });

  it('lists members and asks before deactivating one', async () => {
    handler = (path, method) => {
      if (path === '/api/institution/members') return { members: [ADMIN, NURSE] };
      if (method === 'PATCH') return { ...NURSE, isActive: false };
      return institution();
    };
    const user = userEvent.setup();
    renderWithProviders(<InstitutionPanel />);
    // jsdom applies no media queries: the table and the phone cards are both there; use the first.
    const [deactivate] = await screen.findAllByRole(
      'button',
      { name: 'Deactivate Nia Nurse' },
      { timeout: 5000 },
    );
    await user.click(deactivate!);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Deactivate Nia Nurse?' },
      { timeout: 5000 },
    );
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: `/api/institution/members/${NURSE.id}`,
      body: { isActive: false },
    });
    // No way to deactivate oneself.
    expect(screen.queryByRole('button', { name: 'Deactivate Ada Admin' })).toBeNull();
  });

  it('shows the server’s reason when a change is refused', async () => {
    handler = (path, method) => {
      if (path === '/api/institution/members') return { members: [ADMIN, NURSE] };
      if (method === 'PATCH')
        throw new ApiError(409, 'conflict', "Ada Admin is the institution's only administrator");
      return institution();
    };
    const user = userEvent.setup();
    renderWithProviders(<InstitutionPanel />);
    const [demote] = await screen.findAllByRole(
      'button',
      { name: 'Remove admin Ada Admin' },
      { timeout: 5000 },
    );
    await user.click(demote!);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      /only administrator/,
    );
  });
});
