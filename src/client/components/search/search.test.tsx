import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import type * as Api from '../../lib/api';
import { ApiError, api } from '../../lib/api';
import type * as DrugApi from '../../lib/drug-api';
import { searchDrugs, type DrugSummary } from '../../lib/drug-api';
import { NAME_CACHE_KEY } from '../../lib/drug-suggestions';
import { drugSelectionStore } from '../../stores/drug-selection';
import { renderWithProviders } from '../../test-support/render';
import { CommandPalette, CommandPaletteTrigger, closeCommandPalette } from './command-palette';
import { HeaderSearch } from './header-search';

const role = vi.hoisted(() => ({ current: 'oncologist' }));
vi.mock('../../stores/auth', () => ({
  useAuth: <T,>(select: (s: { user: { role: string } }) => T) =>
    select({ user: { role: role.current } }),
}));
vi.mock('../../lib/drug-api', async (importOriginal) => ({
  ...(await importOriginal<typeof DrugApi>()),
  searchDrugs: vi.fn(),
}));
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  api: vi.fn(),
}));

const PEMBRO: DrugSummary = {
  id: 'pembrolizumab',
  rxcui: '1547545',
  name: 'Pembrolizumab',
  brandNames: ['Keytruda'],
  drugClass: 'PD-1 blocking antibody',
  routes: ['iv'],
  matchedOn: 'brand',
  matchedText: 'Keytruda',
};

const REGIMENS = [
  { id: 'mfolfox6', name: 'mFOLFOX6', aliases: ['FOLFOX'], drugs: [{ name: 'Oxaliplatin' }] },
  { id: 'mfolfox6-adjuvant', name: 'mFOLFOX6, adjuvant', aliases: ['FOLFOX'], drugs: [] },
  { id: 'folfox-nivolumab', name: 'Nivolumab + mFOLFOX6', aliases: [], drugs: [] },
];

const NAMES = {
  version: 'test-1',
  drugs: [
    {
      id: 'carboplatin',
      rxcui: '40048',
      name: 'Carboplatin',
      brandNames: ['Paraplatin'],
      synonyms: [],
      drugClass: 'Platinum compound',
      routes: ['iv'],
    },
  ],
};

function Where() {
  const location = useLocation();
  return <div aria-label="location">{location.pathname + location.search}</div>;
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  role.current = 'oncologist';
  setOnline(true);
  window.localStorage.clear();
  act(() => closeCommandPalette());
  vi.mocked(searchDrugs).mockReset();
  vi.mocked(searchDrugs).mockImplementation(async ({ q }) =>
    /keytruda|pembro/i.test(q ?? '') ? { results: [PEMBRO], total: 1 } : { results: [], total: 0 },
  );
  vi.mocked(api).mockReset();
  vi.mocked(api).mockImplementation(async (path: string) => {
    if (!window.navigator.onLine) throw new ApiError(0, 'network', 'Cannot reach the server.');
    if (path.startsWith('/api/regimens?q='))
      return /folfox/i.test(path) ? { regimens: REGIMENS, total: 3 } : { regimens: [], total: 0 };
    if (path.startsWith('/api/protocols?q=')) return { protocols: [], total: 0 };
    if (path === '/api/drugs/names') return NAMES;
    throw new ApiError(404, 'not_found', 'Not found');
  });
  act(() => {
    drugSelectionStore.setState({
      selectedDrugs: [],
      lastSelected: null,
      popularity: {},
      names: {},
    });
  });
});
afterEach(() => setOnline(true));

const renderHeader = (compact = false) =>
  renderWithProviders(
    <>
      <HeaderSearch role={role.current as 'oncologist'} compact={compact} />
      <Where />
    </>,
  );

const requested = () => vi.mocked(api).mock.calls.map((c) => c[0]);

describe('the header search box (issue 13: one search box)', { timeout: 20_000 }, () => {
  it('"FOLFOX" finds mFOLFOX6 and the FOLFOX-based regimens, grouped; Enter opens the best', async () => {
    renderHeader();
    const box = screen.getByRole('combobox', { name: /Search drugs, regimens/ });
    await userEvent.type(box, 'FOLFOX');
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    await within(list).findByRole('option', { name: /^mFOLFOX6\W+Also: FOLFOX/ });
    expect(within(list).getByText('Regimens')).toBeVisible();
    expect(
      within(list)
        .getAllByRole('option')
        // Each option's first line (its name; a description may follow in the accessible name).
        .map((o) => o.querySelector('.mantine-Text-root')?.textContent),
    ).toEqual([
      'mFOLFOX6',
      'mFOLFOX6, adjuvant',
      'Nivolumab + mFOLFOX6',
      'All drug results for “FOLFOX”',
    ]);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('location')).toHaveTextContent('/regimens?id=mfolfox6');
  });

  it('finds a drug by brand and a page by what it does, in separate groups', async () => {
    renderHeader();
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'Keytruda');
    await screen.findByRole('option', { name: /^Keytruda → Pembrolizumab\b/ });
    expect(screen.getByText('Drugs')).toBeVisible();
    await userEvent.clear(box);
    await userEvent.type(box, 'dosing');
    await userEvent.click(await screen.findByRole('option', { name: /^Clinical Decision\b/ }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/clinical');
  });

  it.each(['pharmacist', 'nurse', 'researcher', 'student'])(
    'a %s is offered no regimen (it cannot open /regimens) and the API is not asked',
    async (r) => {
      role.current = r;
      renderHeader();
      await userEvent.type(screen.getByRole('combobox'), 'FOLFOX');
      await screen.findByRole('option', { name: 'All drug results for “FOLFOX”' });
      await waitFor(() => expect(screen.queryByText('Searching…')).toBeNull());
      expect(screen.queryByText('Regimens')).toBeNull();
      expect(requested().some((p) => p.startsWith('/api/regimens'))).toBe(false);
      expect(await screen.findByText(/Nothing matches “FOLFOX”/)).toBeVisible();
    },
  );

  it.each([
    ['student', false],
    ['researcher', false],
    ['nurse', true],
  ])('"dosing" offers a %s the dosing calculators: %s', async (r, shown) => {
    role.current = r;
    renderHeader();
    await userEvent.type(screen.getByRole('combobox'), 'dosing');
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: /^Clinical Decision\b/ }) !== null).toBe(shown),
    );
  });

  it('Enter with nothing highlighted runs the full drug search', async () => {
    renderHeader();
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'zzq');
    await screen.findByText(/Nothing matches/);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    await userEvent.keyboard('{Escape}');
    await userEvent.type(box, 'zzq{Enter}');
    expect(screen.getByLabelText('location')).toHaveTextContent('/search?q=zzq');
  });

  it('offline, says so instead of "no match", and finds drugs in the list saved on this device', async () => {
    renderHeader();
    // Online first: the name list is saved on this device.
    await waitFor(() =>
      expect(window.localStorage.getItem(NAME_CACHE_KEY)).toContain('Carboplatin'),
    );
    setOnline(false);
    await userEvent.type(screen.getByRole('combobox'), 'carbop');
    await screen.findByRole('option', { name: /^Carboplatin\b/ });
    expect(screen.getByText('Drugs (saved on this device)')).toBeVisible();
    expect(screen.getByText(/^You are offline: drugs come from the list saved/)).toBeVisible();
    expect(vi.mocked(searchDrugs)).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('location')).toHaveTextContent('/database/40048');
  });

  it('offline with no saved list, says search needs the connection (not "no drug matches")', async () => {
    setOnline(false);
    renderHeader();
    await userEvent.type(screen.getByRole('combobox'), 'carbop');
    expect(
      await screen.findByText(/^You are offline. This device has no saved drug list yet/),
    ).toBeVisible();
    expect(screen.queryByText(/Nothing matches|No drug matches/)).toBeNull();
  });
});

describe('the Ctrl+K palette shows the same search', { timeout: 20_000 }, () => {
  const renderPalette = () =>
    renderWithProviders(
      <>
        <CommandPalette />
        <CommandPaletteTrigger />
        <Where />
      </>,
    );

  it('opens on Ctrl+K and groups regimens with drugs', async () => {
    renderPalette();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(await screen.findByRole('dialog', { name: 'Quick search' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Search'), 'FOLFOX');
    const action = await screen.findByRole('button', { name: /^mFOLFOX6Also: FOLFOX/ });
    // Spotlight draws a group's label from a CSS variable on the group.
    expect(action.parentElement?.getAttribute('style')).toContain("--spotlight-label: 'Regimens'");
  });

  it('Enter opens the best match once the results arrive', async () => {
    renderPalette();
    await userEvent.click(screen.getByRole('button', { name: 'Quick search (Ctrl+K)' }));
    await userEvent.type(await screen.findByLabelText('Search'), 'Keytruda');
    await screen.findByRole('button', { name: /Keytruda → Pembrolizumab/ });
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('location')).toHaveTextContent('/database/1547545');
  });

  it('offers the most-added drugs when nothing is typed, and all results for a query', async () => {
    act(() => drugSelectionStore.getState().add({ rxcui: '1442981', name: 'Ibrutinib' }));
    renderPalette();
    await userEvent.click(screen.getByRole('button', { name: 'Quick search (Ctrl+K)' }));
    expect(await screen.findByRole('button', { name: 'Ibrutinib' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Search'), 'carboplatn');
    await userEvent.click(
      await screen.findByRole('button', { name: 'All drug results for “carboplatn”' }),
    );
    expect(screen.getByLabelText('location')).toHaveTextContent('/search?q=carboplatn');
  });
});
