import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InteractionResults } from '../../components/interaction-results';
import type * as DrugApi from '../../lib/drug-api';
import type { CheckResponse, CheckedInteraction } from '../../lib/drug-api';
import { checkInteractions, searchDrugs } from '../../lib/drug-api';
import { comparisonTrayStore } from '../../stores/comparison-tray';
import { drugSelectionStore } from '../../stores/drug-selection';
import InteractionsPage from './interactions-page';
import { renderWithProviders } from '../../test-support/render';

const role = vi.hoisted(() => ({ current: 'oncologist' }));
vi.mock('../../stores/auth', () => ({
  useAuth: <T,>(select: (s: { user: { role: string } }) => T) =>
    select({ user: { role: role.current } }),
}));
vi.mock('../../lib/drug-api', async (importOriginal) => ({
  ...(await importOriginal<typeof DrugApi>()),
  checkInteractions: vi.fn(),
  searchDrugs: vi.fn(),
}));

const finding = (
  severity: CheckedInteraction['severity'],
  a: string,
  b: string,
  over: Partial<CheckedInteraction> = {},
): CheckedInteraction => ({
  drugs: ['1', '2'],
  names: [a, b],
  severity,
  evidence: 'established',
  basis: 'curated',
  mechanism: `${a} raises ${b} exposure`,
  mechanismType: 'pharmacokinetic',
  effect: `More ${b} toxicity`,
  management: `Avoid ${a} with ${b}`,
  managementAction: 'avoid',
  onset: 'delayed',
  riskFactors: [],
  reasoning: [`${a}: strong CYP3A4 inhibitor`, `${b}: sensitive CYP3A4 substrate`],
  sources: [{ label: `${b} label, § 7`, url: 'https://example.org/label' }],
  ...over,
});

const resolved = [
  { input: 'itraconazole', rxcui: '28031', name: 'Itraconazole' },
  { input: 'ibrutinib', rxcui: '1442981', name: 'Ibrutinib' },
  { input: 'omeprazole', rxcui: '7646', name: 'Omeprazole' },
  { input: 'dasatinib', rxcui: '475342', name: 'Dasatinib' },
];

const mixed: CheckResponse = {
  resolved,
  unresolved: ['zzzumab'],
  interactions: [
    finding('major', 'Itraconazole', 'Ibrutinib'),
    finding('moderate', 'Omeprazole', 'Dasatinib', { basis: 'inferred', evidence: 'probable' }),
    finding('minor', 'Omeprazole', 'Ibrutinib'),
  ],
  summary: { contraindicated: 0, major: 1, moderate: 1, minor: 1 },
  checkedPairs: 6,
};

const moderateOnly: CheckResponse = {
  ...mixed,
  unresolved: [],
  interactions: [finding('moderate', 'Omeprazole', 'Dasatinib')],
  summary: { contraindicated: 0, major: 0, moderate: 1, minor: 0 },
};

const nothing: CheckResponse = {
  resolved,
  unresolved: [],
  interactions: [],
  summary: { contraindicated: 0, major: 0, moderate: 0, minor: 0 },
  checkedPairs: 6,
};

beforeEach(() => {
  role.current = 'oncologist';
  window.localStorage.clear();
  vi.mocked(checkInteractions).mockReset();
  vi.mocked(searchDrugs).mockReset();
  act(() => {
    drugSelectionStore.setState({
      selectedDrugs: [],
      lastSelected: null,
      popularity: {},
      names: {},
    });
    comparisonTrayStore.setState({ items: [], isOpen: false, maxItems: 4, notice: null });
  });
});

describe('results grouped by severity', () => {
  it('groups most severe first, each with colour, icon and text, and expands to the details', async () => {
    renderWithProviders(<InteractionResults result={mixed} />);
    const groups = screen.getAllByTestId(/^severity-group-/);
    expect(groups.map((g) => g.dataset.testid)).toEqual([
      'severity-group-major',
      'severity-group-moderate',
      'severity-group-minor',
    ]);
    const major = within(groups[0]!);
    expect(major.getByRole('heading', { name: 'Major (1)' }).querySelector('svg')).not.toBeNull();
    const control = major.getByRole('button', { name: /Itraconazole \+ Ibrutinib/ });
    expect(control).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(control);
    expect(control).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(major.getByText('Avoid Itraconazole with Ibrutinib')).toBeVisible());
    expect(major.getByText('Itraconazole raises Ibrutinib exposure')).toBeVisible();
    expect(major.getByText('Itraconazole: strong CYP3A4 inhibitor')).toBeVisible();
    expect(major.getByRole('link', { name: 'Ibrutinib label, § 7' })).toHaveAttribute(
      'href',
      'https://example.org/label',
    );
    expect(within(groups[1]!).getByText('Inferred')).toBeVisible();
  });

  it('lists inputs it did not recognise as not checked', () => {
    renderWithProviders(<InteractionResults result={mixed} />);
    const alert = screen.getByText('Not recognised, so not checked').closest('[role="alert"]');
    expect(alert).toHaveTextContent('zzzumab');
  });

  it('says exactly what was checked when nothing is found, and that it is not proof of safety', () => {
    renderWithProviders(<InteractionResults result={nothing} />);
    const empty = screen.getByTestId('no-interactions');
    expect(empty).toHaveTextContent('No interactions found');
    expect(empty).toHaveTextContent(
      'Checked 4 drugs (6 pairs): Itraconazole, Ibrutinib, Omeprazole, Dasatinib.',
    );
    expect(empty).toHaveTextContent('The absence of data is not proof of safety');
  });

  it('names drug–drug findings "interactions" for researchers too (a reference context)', () => {
    role.current = 'researcher';
    renderWithProviders(<InteractionResults result={nothing} />);
    expect(screen.getByTestId('no-interactions')).toHaveTextContent('No interactions found');
    expect(screen.queryByText(/adverse event/i)).toBeNull();
  });
});

describe('InteractionsPage', () => {
  it.each([
    ['researcher', 'Adverse event checker'],
    ['nurse', 'Interaction checker'],
    ['student', 'Interaction checker'],
  ])('is headed as its navigation entry for a %s: %s (SPEC §1)', (r, heading) => {
    role.current = r;
    renderWithProviders(<InteractionsPage />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(heading);
    expect(screen.getByRole('button', { name: 'Check interactions' })).toBeInTheDocument();
  });

  it('prefills from ?drugs=, checks, and promotes recognised names to drug chips', async () => {
    vi.mocked(checkInteractions).mockResolvedValue(moderateOnly);
    renderWithProviders(<InteractionsPage />, {
      route: '/interactions?drugs=itraconazole,ibrutinib,omeprazole,dasatinib',
    });
    await waitFor(() =>
      expect(checkInteractions).toHaveBeenCalledWith([
        'itraconazole',
        'ibrutinib',
        'omeprazole',
        'dasatinib',
      ]),
    );
    expect(await screen.findByTestId('severity-group-moderate')).toBeVisible();
    expect(drugSelectionStore.getState().selectedDrugs.map((d) => d.name)).toEqual([
      'Itraconazole',
      'Ibrutinib',
      'Omeprazole',
      'Dasatinib',
    ]);
    // A moderate finding is shown inline and never interrupts.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/list has changed/)).toBeNull();
  });

  it('interrupts for a major finding until it is acknowledged', async () => {
    vi.mocked(checkInteractions).mockResolvedValue(mixed);
    renderWithProviders(<InteractionsPage />, { route: '/interactions?drugs=a,b' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByTestId('interrupt-finding')).toHaveLength(1);
    // One finding: singular noun and verb (issue 13, "1 serious interactions").
    expect(within(dialog).getByText('1 serious interaction needs your review')).toBeVisible();
    expect(within(dialog).getByText('Avoid Itraconazole with Ibrutinib')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /I have reviewed/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
  });

  it('checks drugs chosen from the typeahead and adds a checked drug to the comparison', async () => {
    act(() => {
      drugSelectionStore.getState().add({ rxcui: '28031', name: 'Itraconazole' });
    });
    vi.mocked(searchDrugs).mockResolvedValue({
      results: [
        {
          rxcui: '1442981',
          name: 'Ibrutinib',
          brandNames: ['Imbruvica'],
          drugClass: 'BTK inhibitor',
          routes: ['oral'],
        },
      ],
      total: 1,
    });
    vi.mocked(checkInteractions).mockResolvedValue(nothing);
    renderWithProviders(<InteractionsPage />);
    const check = screen.getByRole('button', { name: 'Check interactions' });
    expect(check).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Drugs to check'), 'Imbruv');
    await userEvent.click(await screen.findByRole('option', { name: /Ibrutinib/ }));
    expect(drugSelectionStore.getState().selectedDrugs.map((d) => d.rxcui)).toEqual([
      '28031',
      '1442981',
    ]);
    expect(drugSelectionStore.getState().popularity['1442981']).toBe(1);
    await userEvent.click(check);
    expect(checkInteractions).toHaveBeenCalledWith(['28031', '1442981']);
    expect(await screen.findByTestId('no-interactions')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Compare Ibrutinib' }));
    expect(comparisonTrayStore.getState().items.map((i) => i.drug.name)).toEqual(['Ibrutinib']);
  });

  it('sends unmatched text as typed so the server can report it', async () => {
    vi.mocked(searchDrugs).mockResolvedValue({ results: [], total: 0 });
    vi.mocked(checkInteractions).mockResolvedValue({ ...nothing, unresolved: ['zzzumab'] });
    act(() => {
      drugSelectionStore.getState().add({ rxcui: '28031', name: 'Itraconazole' });
    });
    renderWithProviders(<InteractionsPage />);
    await userEvent.type(screen.getByLabelText('Drugs to check'), 'zzzumab');
    expect(await screen.findByText(/No drug matches “zzzumab”/)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText(/zzzumab \(as typed\)/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Check interactions' }));
    expect(checkInteractions).toHaveBeenCalledWith(['28031', 'zzzumab']);
  });

  describe('offline (issue 13)', () => {
    const setOnline = (online: boolean) => {
      Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
      act(() => {
        window.dispatchEvent(new Event(online ? 'online' : 'offline'));
      });
    };
    afterEach(() => {
      setOnline(true);
      window.localStorage.clear();
    });

    it('says the app is offline (not "no drug matches") and Enter still adds the name as typed', async () => {
      setOnline(false);
      renderWithProviders(<InteractionsPage />);
      await userEvent.type(screen.getByLabelText('Drugs to check'), 'ibrutinib');
      expect(
        await screen.findByText(/You are offline, and this device has no saved/),
      ).toBeVisible();
      expect(screen.queryByText(/No drug matches/)).toBeNull();
      expect(searchDrugs).not.toHaveBeenCalled();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByText(/ibrutinib \(as typed\)/)).toBeVisible();
    });

    it('suggests from the drug list saved on this device', async () => {
      window.localStorage.setItem(
        'oncocds-drug-names',
        JSON.stringify({
          version: 't',
          drugs: [
            {
              id: 'ibrutinib',
              rxcui: '1442981',
              name: 'Ibrutinib',
              brandNames: ['Imbruvica'],
              synonyms: [],
              drugClass: 'BTK inhibitor',
              routes: ['oral'],
            },
          ],
        }),
      );
      setOnline(false);
      renderWithProviders(<InteractionsPage />);
      await userEvent.type(screen.getByLabelText('Drugs to check'), 'Imbruv');
      expect(await screen.findByText(/suggestions come from the drug list saved/)).toBeVisible();
      await userEvent.keyboard('{Enter}');
      expect(drugSelectionStore.getState().selectedDrugs.map((d) => d.rxcui)).toEqual(['1442981']);
    });
  });
});
