import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../lib/api';
import { ApiError } from '../../lib/api';
import type * as DrugApi from '../../lib/drug-api';
import { checkInteractions, type CheckResponse } from '../../lib/drug-api';
import { medicationItem, patientDetail } from '../../test-support/patient-detail';
import { drugSelectionStore } from '../../stores/drug-selection';
import { patientContextStore } from '../../stores/patient-context';
import { renderWithProviders } from '../../test-support/render';
import { describePatientLoad } from './check-list';
import InteractionsPage from './interactions-page';

vi.setConfig({ testTimeout: 30_000 });

const role = vi.hoisted(() => ({ current: 'oncologist' }));
vi.mock('../../stores/auth', () => ({
  useAuth: <T,>(select: (s: { user: { id: string; role: string } }) => T) =>
    select({ user: { id: 'u1', role: role.current } }),
}));
const api = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api,
}));
vi.mock('../../lib/drug-api', async (importOriginal) => ({
  ...(await importOriginal<typeof DrugApi>()),
  checkInteractions: vi.fn(),
  searchDrugs: vi.fn(async () => ({ results: [], total: 0 })),
}));

const THOMAS = '01a21a3e-378c-7000-ba7f-9964f8976f20';
const med = medicationItem;

const thomas = patientDetail({
  id: THOMAS,
  label: 'Demo, Thomas',
  demographics: { sex: 'male', ageYears: 65, heightCm: 178, weightKg: 70 },
  medications: [
    med('cisplatin'),
    med('pemetrexed'),
    med('Levofloxacin'),
    med('levofloxacin'),
    med('Turmeric capsules', { resolved: false, drugIds: [] }),
    med('warfarin', { isActive: false }),
  ],
});

const answer: CheckResponse = {
  resolved: [
    { input: 'cisplatin', rxcui: '2555', name: 'Cisplatin' },
    { input: 'pemetrexed', rxcui: '68446', name: 'Pemetrexed' },
    { input: 'Levofloxacin', rxcui: '82122', name: 'Levofloxacin' },
  ],
  unresolved: ['Turmeric capsules'],
  interactions: [],
  summary: { contraindicated: 0, major: 0, moderate: 0, minor: 0 },
  checkedPairs: 3,
};

beforeEach(() => {
  role.current = 'oncologist';
  window.localStorage.clear();
  api.mockReset();
  vi.mocked(checkInteractions).mockReset();
  act(() => {
    drugSelectionStore.setState({
      selectedDrugs: [],
      lastSelected: null,
      popularity: {},
      names: {},
    });
    patientContextStore.getState().reset('u1');
  });
});

describe('interaction checker: load from the current patient', () => {
  it('is disabled, with the reason, while no patient is current', () => {
    renderWithProviders(<InteractionsPage />);
    const load = screen.getByRole('button', { name: 'Load from the current patient' });
    expect(load).toBeDisabled();
    expect(load).toHaveAccessibleDescription(
      'No current patient: choose one to load their active therapies.',
    );
    expect(screen.getByRole('button', { name: 'Choose a patient' })).toBeEnabled();
  });

  it('checks the active medications as written, unmatched ones included so the server names them', async () => {
    api.mockResolvedValue(thomas);
    vi.mocked(checkInteractions).mockResolvedValue(answer);
    act(() => patientContextStore.getState().setCurrent({ id: THOMAS, label: 'Demo, Thomas' }));
    renderWithProviders(<InteractionsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Load from the current patient' }));
    await waitFor(() =>
      expect(checkInteractions).toHaveBeenCalledWith([
        'cisplatin',
        'pemetrexed',
        'Levofloxacin',
        'Turmeric capsules',
      ]),
    );
    expect(api).toHaveBeenCalledWith(`/api/patients/${THOMAS}`, expect.anything());
    expect(
      await screen.findByText(
        'Loaded 4 active therapies of Demo, Thomas. Not matched to a drug record, so not checked: Turmeric capsules (the results name it).',
      ),
    ).toBeVisible();
    expect(await screen.findByText('Not recognised, so not checked')).toBeVisible();
  });

  it('explains a record the role cannot read', async () => {
    api.mockRejectedValue(new ApiError(404, 'not_found', 'Patient not found'));
    act(() => patientContextStore.getState().setCurrent({ id: THOMAS, label: 'Demo, Thomas' }));
    renderWithProviders(<InteractionsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Load from the current patient' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your role cannot read this patient's record (Patient not found). Choose another patient.",
    );
    expect(checkInteractions).not.toHaveBeenCalled();
  });
});

describe('describePatientLoad', () => {
  const base = { label: 'Subject 7K2M', unresolved: [], withheld: 0, overflow: 0 };
  it.each([
    [{ loaded: 0 }, 'Subject 7K2M has no active interventions to load.'],
    [
      { loaded: 1 },
      'Loaded 1 active intervention of Subject 7K2M. Add at least one more drug to check.',
    ],
    [
      { loaded: 3, withheld: 2 },
      'Loaded 3 active interventions of Subject 7K2M. 2 unmatched orders are withheld in the de-identified view and could not be loaded.',
    ],
    [
      { loaded: 30, overflow: 2 },
      'Loaded 30 active interventions of Subject 7K2M. 2 left out: the checker takes at most 30.',
    ],
  ])('%o', (over, text) => {
    expect(
      describePatientLoad({
        ...base,
        medicationWord: { one: 'intervention', many: 'interventions' },
        ...over,
      }),
    ).toBe(text);
  });
});
