import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../lib/api';
import { ApiError } from '../../lib/api';
import { patientContextStore } from '../../stores/patient-context';
import { renderWithProviders } from '../../test-support/render';
import { DPYD_INFO, MATRIX } from './fixtures.test-data';
import GenomicsPage from './genomics-page';

// Several user steps per test on a shared 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const api = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api,
}));
vi.mock('../../stores/auth', () => ({
  useAuth: <T,>(select: (s: { user: { id: string; role: string } }) => T) =>
    select({ user: { id: 'u1', role: 'oncologist' } }),
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

describe('genomics page: load from the current patient', () => {
  const ELEANOR = '01a21a3e-3762-7000-bc0c-572350433289';
  const eleanor = {
    id: ELEANOR,
    identified: true,
    label: 'Demo, Eleanor',
    isDemo: true,
    isActive: true,
    demographics: { sex: 'female', ageYears: 72, heightCm: 162, weightKg: 58 },
    medications: [
      {
        id: 'm1',
        drugName: 'capecitabine',
        drugIds: ['capecitabine'],
        rxcui: '194000',
        resolved: true,
        dosage: null,
        frequency: null,
        route: null,
        isActive: true,
      },
      {
        id: 'm2',
        drugName: 'warfarin',
        drugIds: ['warfarin'],
        rxcui: '11289',
        resolved: true,
        dosage: null,
        frequency: null,
        route: null,
        isActive: true,
      },
    ],
    genetics: [
      {
        id: 'g1',
        gene: 'DPYD',
        diplotype: '*1/*2A',
        phenotype: 'Intermediate Metabolizer',
        testDate: '2026-07-09',
        laboratory: null,
      },
      {
        id: 'g2',
        gene: 'VKORC1',
        diplotype: 'G/A',
        phenotype: null,
        testDate: '2026-07-09',
        laboratory: null,
      },
    ],
  };

  afterEach(() => {
    patientContextStore.getState().reset();
  });

  it('puts the genotypes and active medications in the form and says what it left out', async () => {
    api.mockImplementation(async (path: string) => {
      if (path === '/api/pgx/genes') return { genes: [DPYD_INFO] };
      if (path === `/api/patients/${ELEANOR}`) return eleanor;
      return MATRIX;
    });
    patientContextStore.getState().reset('u1');
    patientContextStore.getState().setCurrent({ id: ELEANOR, label: 'Demo, Eleanor' });
    renderWithProviders(<GenomicsPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Load from the current patient' }),
    );
    const status = await screen.findByText(/^Loaded 1 of 2 genetics results of Demo, Eleanor/);
    expect(status).toHaveTextContent('and 2 active therapies (read for phenoconversion).');
    expect(
      screen.getByText('VKORC1: not a gene this page interprets, so it was not loaded.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Diplotype/ })).toHaveValue('*1/*2A');
    expect(screen.getByText('capecitabine')).toBeVisible();
    expect(screen.getByText('warfarin')).toBeVisible();
  });

  it('is disabled with the reason while no patient is current', async () => {
    api.mockImplementation(async (path: string) =>
      path === '/api/pgx/genes' ? { genes: [DPYD_INFO] } : MATRIX,
    );
    patientContextStore.getState().reset('u1');
    renderWithProviders(<GenomicsPage />);
    const load = await screen.findByRole('button', { name: 'Load from the current patient' });
    expect(load).toBeDisabled();
    expect(load).toHaveAccessibleDescription(
      'No current patient: choose one to load their genetics results and active therapies.',
    );
  });
});
