import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import type * as DrugApi from '../../lib/drug-api';
import { searchDrugs } from '../../lib/drug-api';
import { drugSelectionStore } from '../../stores/drug-selection';
import { CommandPalette, CommandPaletteTrigger, closeCommandPalette } from './command-palette';
import { renderWithProviders } from '../../test-support/render';

vi.mock('../../lib/drug-api', async (importOriginal) => ({
  ...(await importOriginal<typeof DrugApi>()),
  searchDrugs: vi.fn(),
}));

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

const render = () =>
  renderWithProviders(
    <>
      <CommandPalette />
      <CommandPaletteTrigger />
      <Where />
    </>,
  );

beforeEach(() => {
  act(() => closeCommandPalette());
  vi.mocked(searchDrugs).mockReset();
  vi.mocked(searchDrugs).mockResolvedValue({
    results: [
      {
        id: 'pembrolizumab',
        rxcui: '1547545',
        name: 'Pembrolizumab',
        brandNames: ['Keytruda'],
        drugClass: 'PD-1 blocking antibody',
        routes: ['iv'],
        matchedOn: 'brand',
        matchedText: 'Keytruda',
      },
    ],
    total: 1,
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

describe('CommandPalette', () => {
  it('opens on Ctrl+K', async () => {
    render();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(await screen.findByRole('dialog')).toBeVisible();
    expect(screen.getByLabelText('Search drugs')).toBeVisible();
  });

  it('opens from the search trigger, finds a brand and opens the monograph', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Quick drug search (Ctrl+K)' }));
    await userEvent.type(await screen.findByLabelText('Search drugs'), 'Keytruda');
    const action = await screen.findByRole('button', { name: /Keytruda → Pembrolizumab/ });
    expect(searchDrugs).toHaveBeenLastCalledWith({ q: 'Keytruda', limit: 8 }, expect.anything());
    await userEvent.click(action);
    expect(screen.getByLabelText('location')).toHaveTextContent('/database/1547545');
  });

  it('Enter opens the best match once the results arrive, not the row that was first before', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Quick drug search (Ctrl+K)' }));
    const input = await screen.findByLabelText('Search drugs');
    await userEvent.type(input, 'Keytruda');
    await screen.findByRole('button', { name: /Keytruda → Pembrolizumab/ });
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('location')).toHaveTextContent('/database/1547545');
  });

  it('offers a full search, and the most-added drugs when nothing is typed', async () => {
    act(() => {
      const store = drugSelectionStore.getState();
      store.add({ rxcui: '1442981', name: 'Ibrutinib' });
    });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Quick drug search (Ctrl+K)' }));
    expect(await screen.findByRole('button', { name: 'Ibrutinib' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Search drugs'), 'carboplatn');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Search all results for “carboplatn”' }),
    );
    expect(screen.getByLabelText('location')).toHaveTextContent('/search?q=carboplatn');
  });
});
