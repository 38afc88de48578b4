import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { comparisonTrayStore } from '../../stores/comparison-tray';
import { ComparisonTray } from './comparison-tray';
import { renderWithProviders } from '../../test-support/render';

const DRUGS = [
  { rxcui: '1442981', name: 'Ibrutinib' },
  { rxcui: '28031', name: 'Itraconazole' },
  { rxcui: '1747556', name: 'Venetoclax' },
  { rxcui: '480167', name: 'Lapatinib' },
];

const add = (i: number) => act(() => void comparisonTrayStore.getState().add(DRUGS[i]!, 'test'));
const order = () => comparisonTrayStore.getState().items.map((i) => i.drug.name);
const list = () => screen.getByRole('list', { name: 'Drugs to compare' });
const names = () =>
  within(list())
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^\d+\./, ''));

beforeEach(() => {
  window.localStorage.clear();
  comparisonTrayStore.setState({ items: [], isOpen: false, maxItems: 4, notice: null });
});

describe('ComparisonTray', () => {
  it('is hidden while empty', () => {
    renderWithProviders(<ComparisonTray />);
    expect(screen.queryByRole('complementary', { name: 'Drug comparison tray' })).toBeNull();
  });

  it('stays out of the way on /compare, where it would cover the table (issue 13)', () => {
    renderWithProviders(<ComparisonTray />, { route: '/compare?drugs=1,2' });
    add(0);
    add(1);
    expect(screen.queryByRole('complementary', { name: 'Drug comparison tray' })).toBeNull();
  });

  it('appears open after an add and expands and collapses', async () => {
    renderWithProviders(<ComparisonTray />);
    add(0);
    const toggle = screen.getByRole('button', { name: /Comparison/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list()).toBeVisible();
    expect(screen.getByText('1/4')).toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('list', { name: 'Drugs to compare', hidden: true })).not.toBeVisible();
    await userEvent.click(toggle);
    expect(list()).toBeVisible();
  });

  it('needs two drugs before "Compare" links to /compare in a new tab, in tray order', async () => {
    renderWithProviders(<ComparisonTray />);
    add(0);
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();
    expect(screen.getByText('Add at least 2 drugs to compare.')).toBeVisible();
    add(1);
    const link = screen.getByRole('link', { name: /Compare 2 drugs/ });
    expect(link).toHaveAttribute('href', '/compare?drugs=1442981,28031');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('reorders with the keyboard buttons, keeping focus on the moved item', async () => {
    renderWithProviders(<ComparisonTray />);
    add(0);
    add(1);
    add(2);
    await userEvent.click(screen.getByRole('button', { name: 'Move Venetoclax up' }));
    expect(order()).toEqual(['Ibrutinib', 'Venetoclax', 'Itraconazole']);
    expect(names()).toEqual(['Ibrutinib', 'Venetoclax', 'Itraconazole']);
    expect(screen.getByRole('button', { name: 'Move Venetoclax up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(order()).toEqual(['Venetoclax', 'Ibrutinib', 'Itraconazole']);
    // At the top the up button is disabled, so focus moves to the down button.
    expect(screen.getByRole('button', { name: 'Move Venetoclax up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Venetoclax down' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Venetoclax moved to position 1 of 3.');
    expect(screen.getByRole('button', { name: 'Move Itraconazole down' })).toBeDisabled();
  });

  it('reorders by drag and drop', () => {
    renderWithProviders(<ComparisonTray />);
    add(0);
    add(1);
    add(2);
    const items = within(list()).getAllByRole('listitem');
    fireEvent.dragStart(items[2]!);
    fireEvent.dragOver(items[0]!);
    fireEvent.drop(items[0]!);
    expect(order()).toEqual(['Venetoclax', 'Ibrutinib', 'Itraconazole']);
    expect(names()).toEqual(['Venetoclax', 'Ibrutinib', 'Itraconazole']);
  });

  it('removes one drug, and clear empties, closes and hides the tray', async () => {
    renderWithProviders(<ComparisonTray />);
    add(0);
    add(1);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ibrutinib from comparison' }));
    expect(order()).toEqual(['Itraconazole']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(comparisonTrayStore.getState()).toMatchObject({ items: [], isOpen: false });
    expect(screen.queryByRole('complementary', { name: 'Drug comparison tray' })).toBeNull();
  });

  it('shows a visible message when a duplicate is refused', () => {
    renderWithProviders(<ComparisonTray />);
    add(0);
    add(0);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ibrutinib is already in the comparison, so it was not added again.',
    );
    expect(order()).toEqual(['Ibrutinib']);
  });

  it('says the tray is full, names the drug, and the message can be dismissed', async () => {
    renderWithProviders(<ComparisonTray />);
    [0, 1, 2, 3].forEach(add);
    act(() => void comparisonTrayStore.getState().add({ rxcui: '7646', name: 'Omeprazole' }, 't'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'The comparison holds at most 4 drugs. Omeprazole was not added; remove a drug first.',
    );
    expect(order()).toHaveLength(4);
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
