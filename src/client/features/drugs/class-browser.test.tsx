import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DrugApi from '../../lib/drug-api';
import { fetchDrugClasses, type DrugClassCount } from '../../lib/drug-api';
import { renderWithProviders } from '../../test-support/render';
import { CLASSES_FIRST_SHOWN, ClassBrowser, classesToShow } from './class-browser';

vi.mock('../../lib/drug-api', async (importOriginal) => ({
  ...(await importOriginal<typeof DrugApi>()),
  fetchDrugClasses: vi.fn(),
}));

/** More classes than the list draws at first; names sort as the API sends them. */
const MANY = CLASSES_FIRST_SHOWN + 5;
const classes: DrugClassCount[] = Array.from({ length: MANY }, (_, i) => ({
  drugClass: `Class ${String(i + 1).padStart(2, '0')}`,
  count: i + 1,
}));
const last = classes[MANY - 1]!.drugClass;

describe('classesToShow', () => {
  it.each([
    ['no search: the first ones', '', '', false, CLASSES_FIRST_SHOWN, MANY - CLASSES_FIRST_SHOWN],
    [
      'no search, a selected class beyond them: it too',
      '',
      last,
      false,
      CLASSES_FIRST_SHOWN + 1,
      4,
    ],
    ['a selected class among them: nothing added', '', 'class 01', false, CLASSES_FIRST_SHOWN, 5],
    ['show all', '', '', true, MANY, 0],
    ['a search: every match, beyond the first ones too', 'class 4', '', false, 6, 0],
    ['a search matching nothing', 'zzz', '', false, 0, 0],
  ] as const)('%s', (_, filter, selected, showAll, shown, hidden) => {
    const result = classesToShow(classes, filter, selected, showAll);
    expect(result.shown).toHaveLength(shown);
    expect(result.hidden).toBe(hidden);
  });

  it('draws every class of a list no longer than the first ones', () => {
    const few = classes.slice(0, 3);
    expect(classesToShow(few, '', '', false)).toEqual({ shown: few, hidden: 0 });
  });
});

describe('ClassBrowser', () => {
  beforeEach(() => {
    vi.mocked(fetchDrugClasses).mockResolvedValue(classes);
  });

  it('draws the first classes, and "Show all" the rest with focus on the first revealed', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<ClassBrowser selected="" onSelect={onSelect} />);
    const nav = await screen.findByRole('navigation', { name: 'Browse by class' });
    expect(within(nav).getByRole('heading', { name: `Browse by class (${MANY})` })).toBeVisible();
    expect(within(nav).getByRole('button', { name: /^Class 40/ })).toBeVisible();
    expect(within(nav).queryByRole('button', { name: /^Class 41/ })).toBeNull();

    await userEvent.click(within(nav).getByRole('button', { name: `Show all ${MANY} classes` }));
    expect(within(nav).getByRole('button', { name: /^Class 41/ })).toHaveFocus();
    expect(within(nav).getByRole('button', { name: /^Class 45/ })).toBeVisible();
    expect(within(nav).queryByRole('button', { name: /^Show all/ })).toBeNull();

    await userEvent.click(within(nav).getByRole('button', { name: /^Class 45/ }));
    expect(onSelect).toHaveBeenCalledWith('Class 45');
  });

  it('finds a class beyond the first ones, and keeps the selected one in view', async () => {
    renderWithProviders(<ClassBrowser selected={last} onSelect={() => {}} />);
    const nav = await screen.findByRole('navigation', { name: 'Browse by class' });
    const selected = within(nav).getByRole('button', { name: /^Class 45/ });
    expect(selected).toHaveAttribute('aria-current', 'true');
    expect(within(nav).queryByRole('button', { name: /^Class 44/ })).toBeNull();

    await userEvent.type(within(nav).getByLabelText('Find a class'), 'class 44');
    expect(within(nav).getByRole('button', { name: /^Class 44/ })).toBeVisible();
    expect(within(nav).queryByRole('button', { name: /^Show all/ })).toBeNull();

    await userEvent.clear(within(nav).getByLabelText('Find a class'));
    await userEvent.type(within(nav).getByLabelText('Find a class'), 'zzz');
    expect(within(nav).getByText('No class contains “zzz”.')).toBeVisible();
  });
});
