import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../lib/api';
import { ApiError } from '../../lib/api';
import { renderWithProviders } from '../../test-support/render';
import { DPYD_INFO, MATRIX } from './fixtures.test-data';
import GenomicsPage from './genomics-page';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api,
}));
vi.mock('../../stores/auth', () => ({
  useAuth: <T,>(select: (s: { user: { role: string } }) => T) =>
    select({ user: { role: 'pharmacist' } }),
}));

// Braces matter: a function returned from beforeEach runs as teardown, and mockReset returns the mock.
beforeEach(() => {
  api.mockReset();
});

describe('genomics page', () => {
  it('shows progress, then the form once the genes have loaded', async () => {
    api.mockImplementation(async (path: string) =>
      path === '/api/pgx/genes' ? { genes: [DPYD_INFO] } : MATRIX,
    );
    renderWithProviders(<GenomicsPage />);
    // Tab panels stay mounted (so entries survive a tab switch); only the shown one is visible.
    expect(within(screen.getByRole('tabpanel')).getByText('Loading genes…')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Interpret genotypes' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Pharmacogenomics' })).toBeVisible();
  });

  it('explains a failed load and offers to retry', async () => {
    api.mockImplementation(async () => {
      throw new ApiError(503, 'unavailable', 'The server is starting up');
    });
    renderWithProviders(<GenomicsPage />);
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Could not load genes')).toBeVisible();
    expect(within(panel).getByText('The server is starting up')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
