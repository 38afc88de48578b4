import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '../../lib/api';
import { api, ApiError } from '../../lib/api';
import { renderWithProviders } from '../../test-support/render';
import type { KnowledgeChanges } from './api';
import KnowledgeChangesPage from './knowledge-changes-page';

vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  api: vi.fn(),
}));
const fetchKnowledgeChanges = vi.mocked(api);

/** Shaped like the API's answer; the values exercise the display. */
const data: KnowledgeChanges = {
  version: '2026.12.0',
  previousVersion: '2026.11.0',
  releasedOn: '2026-12-01',
  summary: 'Quieter inference.',
  counts: { added: 1, changed: 1, removed: 1 },
  byKind: [
    { kind: 'drug', added: 1, changed: 1, removed: 0 },
    { kind: 'interaction', added: 0, changed: 0, removed: 1 },
    { kind: 'regimen', added: 0, changed: 0, removed: 0 },
  ],
  changes: [
    {
      kind: 'drug',
      id: 'niraparib',
      name: 'Niraparib',
      change: 'added',
      reason: 'New drug record.',
    },
    {
      kind: 'drug',
      id: 'omeprazole',
      name: 'Omeprazole',
      change: 'changed',
      reason: 'Interstitial nephritis moved to rare toxicities.',
    },
    {
      kind: 'interaction',
      id: 'old-pair',
      name: 'old-pair',
      change: 'removed',
      reason: 'Replaced by a drug-specific record.',
    },
  ],
};

beforeEach(() => {
  fetchKnowledgeChanges.mockReset();
});

describe('KnowledgeChangesPage', () => {
  it('lists the changes by kind, with the reason for each and links to changed drugs', async () => {
    fetchKnowledgeChanges.mockResolvedValue(data);
    renderWithProviders(<KnowledgeChangesPage />, { route: '/help/knowledge-changes' });
    const drugs = await screen.findByRole('region', { name: /Drugs/ });
    expect(fetchKnowledgeChanges).toHaveBeenCalledWith('/api/knowledge/changes', expect.anything());
    expect(screen.getByText(/Version/)).toHaveTextContent(
      'Version 2026.12.0 (released 2026-12-01) against 2026.11.0: 1 added, 1 changed, 1 removed.',
    );
    expect(within(drugs).getByRole('link', { name: 'Omeprazole' })).toHaveAttribute(
      'href',
      '/database/omeprazole',
    );
    expect(
      within(drugs).getByText('Interstitial nephritis moved to rare toxicities.'),
    ).toBeVisible();
    const interactions = screen.getByRole('region', { name: /Curated interactions/ });
    // A removed record has no page to link to.
    expect(within(interactions).queryByRole('link')).toBeNull();
    // A kind without any change has no section.
    expect(screen.queryByRole('region', { name: /Regimens/ })).toBeNull();
  });

  it('filters by change and by text', async () => {
    fetchKnowledgeChanges.mockResolvedValue(data);
    renderWithProviders(<KnowledgeChangesPage />);
    await screen.findByRole('region', { name: /Drugs/ });
    await userEvent.click(screen.getByText('Removed (1)'));
    expect(screen.queryByRole('region', { name: /Drugs/ })).toBeNull();
    expect(screen.getByRole('region', { name: /Curated interactions/ })).toBeVisible();
    await userEvent.click(screen.getByText('All (3)'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter' }), 'nephritis');
    expect(screen.getByRole('link', { name: 'Omeprazole' })).toBeVisible();
    expect(screen.queryByText('Niraparib')).toBeNull();
  });

  it('says when the changes cannot be loaded, and offers to try again', async () => {
    fetchKnowledgeChanges.mockRejectedValue(new ApiError(500, 'internal', 'Boom'));
    renderWithProviders(<KnowledgeChangesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The knowledge-base changes could not be loaded',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
