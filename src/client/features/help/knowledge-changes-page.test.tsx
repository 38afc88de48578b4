import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '../../lib/api';
import { api, ApiError } from '../../lib/api';
import { renderWithProviders } from '../../test-support/render';
import type { KnowledgeChanges } from './api';
import KnowledgeChangesPage, { ROWS_PER_KIND } from './knowledge-changes-page';

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

/** More drug changes than one page shows, so the cap and "Show all" have something to do. */
const MANY = ROWS_PER_KIND + 70;
const drugNo = (i: number) => String(i + 1).padStart(3, '0');
const many: KnowledgeChanges = {
  ...data,
  counts: { added: MANY, changed: 0, removed: 1 },
  byKind: [
    { kind: 'drug', added: MANY, changed: 0, removed: 0 },
    { kind: 'interaction', added: 0, changed: 0, removed: 1 },
  ],
  changes: [
    ...Array.from({ length: MANY }, (_, i) => ({
      kind: 'drug' as const,
      id: `drug-${drugNo(i)}`,
      name: `Drug ${drugNo(i)}`,
      change: 'added' as const,
      reason: i === MANY - 1 ? 'Last record, beyond the first page.' : 'New drug record.',
    })),
    data.changes[2]!,
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
    await userEvent.type(screen.getByRole('textbox', { name: /Filter/ }), 'nephritis');
    expect(screen.getByRole('link', { name: 'Omeprazole' })).toBeVisible();
    expect(screen.queryByText('Niraparib')).toBeNull();
  });

  it(`shows the first ${ROWS_PER_KIND} rows of a kind, with the total still counted`, async () => {
    fetchKnowledgeChanges.mockResolvedValue(many);
    renderWithProviders(<KnowledgeChangesPage />);
    const drugs = await screen.findByRole('region', { name: /Drugs/ });
    expect(within(drugs).getByRole('heading', { level: 3 })).toHaveTextContent(
      `Drugs (${MANY} added)`,
    );
    // Column headers plus one row header per drawn row.
    expect(within(drugs).getAllByRole('rowheader')).toHaveLength(ROWS_PER_KIND);
    expect(
      within(drugs).getByRole('link', { name: `Drug ${drugNo(ROWS_PER_KIND - 1)}` }),
    ).toBeVisible();
    expect(within(drugs).queryByRole('link', { name: `Drug ${drugNo(ROWS_PER_KIND)}` })).toBeNull();
    expect(
      within(drugs).getByText(`Showing the first ${ROWS_PER_KIND} of ${MANY} drug changes.`),
    ).toBeVisible();
    expect(screen.getByText(`All (${MANY + 1})`)).toBeVisible();
    // A kind under the cap shows every row and no button.
    const interactions = screen.getByRole('region', { name: /Curated interactions/ });
    expect(within(interactions).queryByRole('button')).toBeNull();
  });

  it('shows every row of a kind on request and moves focus to the first row it revealed', async () => {
    fetchKnowledgeChanges.mockResolvedValue(many);
    renderWithProviders(<KnowledgeChangesPage />);
    const drugs = await screen.findByRole('region', { name: /Drugs/ });
    await userEvent.click(
      within(drugs).getByRole('button', { name: `Show all ${MANY} drug changes` }),
    );
    await within(drugs).findByRole('link', { name: `Drug ${drugNo(MANY - 1)}` });
    expect(within(drugs).getAllByRole('rowheader')).toHaveLength(MANY);
    expect(within(drugs).queryByRole('button', { name: /Show all/ })).toBeNull();
    expect(
      within(drugs).getByRole('rowheader', { name: `Drug ${drugNo(ROWS_PER_KIND)}` }),
    ).toHaveFocus();
  });

  it('searches every change, not only the rows shown', async () => {
    fetchKnowledgeChanges.mockResolvedValue(many);
    renderWithProviders(<KnowledgeChangesPage />);
    const drugs = await screen.findByRole('region', { name: /Drugs/ });
    expect(within(drugs).queryByText('Last record, beyond the first page.')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /Filter/ }), 'beyond the first');
    expect(
      await within(drugs).findByRole('link', { name: `Drug ${drugNo(MANY - 1)}` }),
    ).toBeVisible();
    // A query matching few rows shows them all, with no paging.
    expect(within(drugs).getAllByRole('rowheader')).toHaveLength(1);
    expect(within(drugs).queryByRole('button')).toBeNull();
    // A query matching more than a page is capped again, and the button says what it reveals.
    await userEvent.clear(screen.getByRole('textbox', { name: /Filter/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Filter/ }), 'Drug 0');
    expect(
      await within(drugs).findByRole('button', { name: `Show all 99 matching drug changes` }),
    ).toBeVisible();
    expect(within(drugs).getAllByRole('rowheader')).toHaveLength(ROWS_PER_KIND);
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
