import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import type * as DrugApi from '../../lib/drug-api';
import { fetchDrug, fetchDrugById, type DrugRecord } from '../../lib/drug-api';
import MonographPage from './monograph-page';
import { renderWithProviders } from '../../test-support/render';

vi.mock('../../lib/drug-api', async (importOriginal) => ({
  ...(await importOriginal<typeof DrugApi>()),
  fetchDrug: vi.fn(),
  fetchDrugById: vi.fn(),
}));

/** A test record shaped like the API's; the values exercise the display, not a real label. */
const record: DrugRecord = {
  id: 'testinib',
  rxcui: '999999',
  name: 'Testinib',
  synonyms: [],
  brandNames: ['Testra'],
  atc: [],
  kind: 'antineoplastic',
  drugClass: 'Test kinase inhibitor',
  classTags: ['test'],
  mechanism: 'Inhibits a test kinase for display purposes.',
  routes: ['oral'],
  pathways: { CYP3A4: { substrate: 'sensitive' }, 'P-gp': { inhibitor: 'weak' } },
  qtRisk: 'unknown',
  phDependentAbsorption: true,
  toxicities: ['hepatotoxicity'],
  rareToxicities: [],
  renal: { status: 'no-data', summary: 'Not studied in renal impairment.', rules: [] },
  hepatic: {
    status: 'adjust',
    summary: 'Reduce in moderate impairment.',
    rules: [
      { hepaticClass: 'child-pugh-b', action: 'reduce', doseFactor: 0.5, text: 'Halve the dose.' },
    ],
  },
  boxedWarnings: ['Severe hepatotoxicity.'],
  monitoring: ['Liver tests monthly.'],
  pgxGenes: [],
  sources: [{ kind: 'label', title: 'Testra label', section: '5.1', label: 'Testra label, § 5.1' }],
  interactions: [
    {
      id: 'testinib-strong-cyp3a4-inhibitors',
      otherDrugs: [{ id: 'itraconazole', rxcui: '28031', name: 'Itraconazole' }],
      group: { id: 'strong-cyp3a4-inhibitors', name: 'Strong CYP3A4 inhibitors' },
      severity: 'major',
      evidence: 'established',
      mechanism: 'CYP3A4 inhibition raises exposure.',
      effect: 'More toxicity.',
      management: 'Avoid the combination.',
      sources: [{ label: 'Testra label, § 7' }],
    },
  ],
};

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/database/:drugId" element={<MonographPage />} />
    </Routes>,
    { route: path },
  );

beforeEach(() => {
  vi.mocked(fetchDrug).mockReset();
  vi.mocked(fetchDrugById).mockReset();
});

describe('MonographPage', () => {
  it('shows boxed warnings first, names missing data as missing, and lists curated records', async () => {
    vi.mocked(fetchDrug).mockResolvedValue(record);
    renderAt('/database/999999');
    expect(await screen.findByRole('heading', { name: 'Testinib', level: 2 })).toBeVisible();
    expect(fetchDrug).toHaveBeenCalledWith('999999', expect.anything());
    expect(screen.getByRole('note')).toHaveTextContent('Boxed warningSevere hepatotoxicity.');
    const renal = screen.getByRole('region', { name: 'Renal adjustment' });
    expect(within(renal).getByText('No data')).toBeVisible();
    expect(within(renal).getByText(/not the same as “no adjustment needed”/)).toBeVisible();
    const hepatic = screen.getByRole('region', { name: 'Hepatic adjustment' });
    expect(within(hepatic).getByText('Child-Pugh B: Halve the dose.')).toBeVisible();
    expect(screen.getByText('No data: QT risk not assessed')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Metabolism and transport of Testinib' });
    expect(within(table).getByRole('rowheader', { name: 'CYP3A4' })).toBeVisible();
    const known = screen.getByRole('region', { name: 'Known interactions (curated)' });
    await userEvent.click(within(known).getByRole('button', { name: /Strong CYP3A4 inhibitors/ }));
    expect(await within(known).findByRole('link', { name: 'Itraconazole' })).toHaveAttribute(
      'href',
      '/database/28031',
    );
  });

  it('says "no data" for a missing monograph and for an unrecorded label revision', async () => {
    vi.mocked(fetchDrug).mockResolvedValue(record);
    renderAt('/database/999999');
    const missing = await screen.findByRole('region', { name: 'Prescribing monograph' });
    expect(within(missing).getByText(/^No data: indications, usual dose/)).toBeVisible();
    expect(screen.getByTestId('provenance')).toHaveTextContent(
      'US label revision: not recorded. Last reviewed: not recorded.',
    );
  });

  it('shows the monograph sections, the adverse-reaction table and the label revision by the sources', async () => {
    vi.mocked(fetchDrug).mockResolvedValue({
      ...record,
      rareToxicities: ['nephrotoxicity'],
      labelRevised: '2022-12',
      lastReviewed: '2026-11-25',
      monograph: {
        indications: ['Test cancer, second line.'],
        dosing: [
          {
            indication: 'Test cancer',
            dose: '100 mg orally once daily.',
            modifications: ['Grade 3 toxicity: withhold, then resume at 50 mg.'],
          },
        ],
        administration: ['Swallow whole with food.'],
        hazardous: { niosh: 'table-1', note: 'Gloves for intact tablets.' },
        pregnancy: 'Can cause fetal harm.',
        lactation: 'Do not breastfeed.',
        adverseReactions: {
          common: [{ reaction: 'Diarrhoea', frequency: '≥30%' }],
          serious: [],
        },
        sources: [
          { kind: 'label', title: 'Testra label', section: '1', label: 'Testra label, § 1' },
        ],
      },
    });
    renderAt('/database/999999');
    const dosing = await screen.findByRole('region', { name: 'Indications and usual dose' });
    expect(within(dosing).getByText('Test cancer, second line.')).toBeVisible();
    expect(
      within(dosing).getByText('Grade 3 toxicity: withhold, then resume at 50 mg.'),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Common adverse reactions of Testinib' });
    expect(within(table).getByRole('cell', { name: '≥30%' })).toBeVisible();
    const adverse = screen.getByRole('region', { name: 'Adverse reactions' });
    expect(within(adverse).getByText(/No data: serious adverse reactions/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Hazardous-drug handling' })).toHaveTextContent(
      'NIOSH 2024 Table 1',
    );
    expect(screen.getByRole('navigation', { name: 'Monograph sections' })).toBeVisible();
    expect(screen.getByTestId('provenance')).toHaveTextContent(
      'US label revision checked: December 2022. Last reviewed: 2026-11-25.',
    );
    expect(screen.getByText('Rare or idiosyncratic')).toBeVisible();
  });

  it('reaches a record without an RxCUI by its id', async () => {
    vi.mocked(fetchDrugById).mockResolvedValue({
      ...record,
      rxcui: null,
      id: 'netupitant',
      rxcuiNote: 'No ingredient concept confirmed.',
    });
    renderAt('/database/netupitant');
    await screen.findByRole('heading', { name: 'Testinib', level: 2 });
    expect(fetchDrugById).toHaveBeenCalledWith('netupitant', expect.anything());
    expect(screen.getByText(/RxCUI none/)).toBeVisible();
    expect(screen.getByText('Why no RxCUI: No ingredient concept confirmed.')).toBeVisible();
  });

  it('says when no drug has the code', async () => {
    vi.mocked(fetchDrug).mockRejectedValue(new ApiError(404, 'not_found', 'No such drug'));
    renderAt('/database/12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No drug in the knowledge base has the code “12345”.',
    );
  });
});
