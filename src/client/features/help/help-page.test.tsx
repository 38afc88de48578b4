import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-support/render';
import HelpPage from './help-page';

describe('help page: tumour biomarkers (issue 23)', () => {
  it('explains the evidence levels, the cancer-match order and "not in the knowledge base"', () => {
    renderWithProviders(<HelpPage />);
    const heading = screen.getByRole('heading', {
      name: 'Tumour biomarkers and matched therapies',
    });
    const card = heading.closest('div')!;
    expect(within(card).getByRole('link', { name: 'tumour profile' })).toHaveAttribute(
      'href',
      '/genomics?view=tumour',
    );
    for (const level of ['FDA label', 'Guideline', 'Clinical evidence', 'Resistance']) {
      expect(within(card).getByRole('rowheader', { name: level })).toBeVisible();
    }
    expect(within(card).getByText(/never\s+means there is no therapy/)).toBeVisible();
  });
});

describe('help page: where the knowledge comes from (issue 25)', () => {
  it('names the RxNorm release, the drug coverage and label class tiering', () => {
    renderWithProviders(<HelpPage />);
    const heading = screen.getByRole('heading', { name: 'Where the knowledge comes from' });
    const card = heading.closest('div')!;
    expect(within(card).getByText(/release\s+2025-10-06/)).toBeVisible();
    expect(within(card).getByText(/More than 1,000 drug records/)).toBeVisible();
    expect(within(card).getByText(/Label class tiering/)).toBeVisible();
    expect(within(card).getByText(/a label can raise a tier, never lower it/)).toBeVisible();
  });
});
