import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-support/render';
import { PlannedModule } from './planned-module';

const role = vi.hoisted(() => ({ current: 'student' }));
vi.mock('../../stores/auth', () => ({
  useAuth: <T,>(select: (s: { user: { role: string } }) => T) =>
    select({ user: { role: role.current } }),
}));

beforeEach(() => {
  role.current = 'student';
});

const links = [
  { label: 'Check interactions for a medication list', path: '/interactions' },
  { label: 'Dosing calculators', path: '/clinical' },
];

describe('PlannedModule "Available now" links', () => {
  it.each([
    ['student', ['Check interactions for a medication list']],
    ['researcher', ['Check interactions for a medication list']],
    ['nurse', ['Check interactions for a medication list', 'Dosing calculators']],
  ])('a %s sees only links it may open', (r, expected) => {
    role.current = r;
    renderWithProviders(<PlannedModule title="X" purpose="Y" meanwhile={links} />);
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(expected);
  });

  it('drops the heading when no link is left', () => {
    renderWithProviders(
      <PlannedModule title="X" purpose="Y" meanwhile={[{ label: 'Plans', path: '/regimens' }]} />,
    );
    expect(screen.queryByText('Available now')).toBeNull();
  });
});
