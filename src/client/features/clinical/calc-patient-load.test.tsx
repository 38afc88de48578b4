import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../lib/api';
import { ApiError } from '../../lib/api';
import type { LabItem } from '../../lib/patient-api';
import { patientContextStore } from '../../stores/patient-context';
import { patientDetail } from '../../test-support/patient-detail';
import { renderWithProviders } from '../../test-support/render';
import ClinicalPage from './clinical-page';

// Many user steps per test on a shared 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

vi.mock('../../stores/auth', () => ({
  useAuth: <T,>(select: (s: { user: { id: string; role: string } }) => T) =>
    select({ user: { id: 'u1', role: 'oncologist' } }),
}));
const api = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api,
}));

const ID = '01a21a3e-37aa-7000-836b-046cc18a4c4e';
const creatinine = (value: number, timestamp: string): LabItem => ({
  id: `lab-${timestamp}`,
  labType: 'creatinine',
  labName: 'creatinine',
  loinc: null,
  value,
  unit: 'mg/dL',
  canonicalValue: value,
  canonicalUnit: 'mg/dL',
  referenceRange: null,
  timestamp,
  isAbnormal: null,
  criticalFlag: null,
  cannotAssess: null,
});

function serve(record = patientDetail({
  id: ID,
  label: 'Demo, Grace',
  demographics: { sex: 'female', ageYears: 59, heightCm: 165, weightKg: 64 },
  labValues: [creatinine(0.8, '2026-11-01T08:00:00Z'), creatinine(1.1, '2026-11-20T08:00:00Z')],
})) {
  api.mockImplementation(async (path: string, options?: { method?: string }) => {
    const key = `${options?.method ?? 'GET'} ${path.split('?')[0]}`;
    switch (key) {
      case `GET /api/patients/${ID}`:
        return record;
      case `GET /api/patients/${ID}/alerts`:
        return { alerts: [], limitations: [], notes: [], counts: { critical: 0, high: 0, medium: 0, low: 0 }, hiddenLevels: [] };
      case 'GET /api/alerts/pending-cosign':
      case 'GET /api/verification-queue':
      case 'GET /api/administration-queue':
        return { items: [] };
      case 'GET /api/regimens':
        return { regimens: [], total: 0 };
      default:
        throw new ApiError(404, 'not_found', `No fixture for ${key}`);
    }
  });
}

beforeEach(() => {
  api.mockReset();
  patientContextStore.getState().reset('u1');
  patientContextStore.getState().setCurrent({ id: ID, label: 'Demo, Grace' });
});

// The calculators' tabs keep hidden panels mounted: read the one on show.
const calculators = () =>
  within(screen.getByRole('region', { name: 'Dosing calculators' })).getByRole('tabpanel');

describe('/clinical calculators load the current patient (issue 19)', () => {
  it('BSA: height and weight from the record', async () => {
    serve();
    renderWithProviders(<ClinicalPage />, { route: '/clinical' });
    const section = await waitFor(calculators);
    await userEvent.click(within(section).getByRole('button', { name: /Load from the current patient/ }));
    expect(await within(section).findByDisplayValue('165', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(section).getByLabelText('Weight (kg)')).toHaveValue('64');
    expect(within(section).getByText(/Loaded from Demo, Grace; creatinine of 2026-11-20/)).toBeInTheDocument();
  });

  it('renal: age, sex, weight, height and the later of two creatinines', async () => {
    serve();
    renderWithProviders(<ClinicalPage />, { route: '/clinical?calc=renal' });
    const section = await waitFor(calculators);
    await userEvent.click(within(section).getByRole('button', { name: /Load from the current patient/ }));
    await waitFor(() => expect(within(section).getByLabelText('Serum creatinine (mg/dL)')).toHaveValue('1.1'), { timeout: 10_000 });
    expect(within(section).getByLabelText('Age (years)')).toHaveValue('59');
    expect(within(section).getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(within(section).getByLabelText('Height (cm)', { exact: false })).toHaveValue('165');
  });

  it('Calvert: the same values; a record without creatinine leaves it to be entered', async () => {
    serve(patientDetail({
      id: ID,
      label: 'Demo, Grace',
      demographics: { sex: 'female', ageYears: 59, heightCm: 165, weightKg: 64 },
    }));
    renderWithProviders(<ClinicalPage />, { route: '/clinical?calc=carboplatin' });
    const section = await waitFor(calculators);
    await userEvent.click(within(section).getByRole('button', { name: /Load from the current patient/ }));
    await waitFor(() => expect(within(section).getByLabelText('Age (years)')).toHaveValue('59'), { timeout: 10_000 });
    expect(within(section).getByLabelText('Serum creatinine (mg/dL)', { exact: false })).toHaveValue('');
    expect(within(section).getByText(/no creatinine on record/)).toBeInTheDocument();
  });
});
