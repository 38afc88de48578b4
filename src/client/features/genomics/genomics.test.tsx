import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-support/render';
import type { PgxEvaluateBody, PgxEvaluateResponse } from './api';
import {
  CAPECITABINE_PM,
  DPYD_INFO,
  FLUOROURACIL_IM,
  HLA_B_INFO,
  MATRIX,
} from './fixtures.test-data';
import { GeneDrugMatrix } from './gene-drug-matrix';
import { GenotypeForm } from './genotype-form';
import { PgxResults } from './pgx-results';
import { RecommendationCard } from './recommendation-card';

vi.mock('../../stores/auth', () => ({
  useAuth: <T,>(select: (s: { user: { role: string } }) => T) =>
    select({ user: { role: 'oncologist' } }),
}));

describe('recommendation card', () => {
  it('states the action in words with an icon, not by colour alone', () => {
    renderWithProviders(<RecommendationCard rec={CAPECITABINE_PM} />);
    const card = screen.getByRole('article', { name: 'Capecitabine: DPYD' });
    expect(within(card).getByText('Avoid')).toBeVisible();
    expect(
      within(card).getByText('Avoid').closest('.mantine-Badge-root')?.querySelector('svg'),
    ).not.toBeNull();
    expect(within(card).getByText('Avoid fluoropyrimidines in this phenotype.')).toBeVisible();
    expect(within(card).getByText('Strong')).toBeVisible();
    expect(within(card).getByRole('link', { name: /PMID 29152729/ })).toHaveAttribute(
      'href',
      'https://pubmed.ncbi.nlm.nih.gov/29152729/',
    );
  });

  it.each([
    [{ doseFactor: 0.5, doseRange: null }, 'Dose factor ×0.5 (50% of the standard dose)'],
    [
      { doseFactor: null, doseRange: { min: 0.25, max: 0.5 } },
      'Dose range 25%–50% of the standard dose',
    ],
  ])('shows the stated dose numbers %#', (dose, text) => {
    renderWithProviders(<RecommendationCard rec={{ ...FLUOROURACIL_IM, ...dose }} />);
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.getByText('Reduce dose')).toBeVisible();
  });
});

describe('results', () => {
  const base: PgxEvaluateResponse = {
    genes: [
      {
        gene: 'DPYD',
        diplotype: 'c.1905+1G>A (*2A)/c.2846A>T',
        activityScore: 0.5,
        activityScoreText: '0.5',
        phenotype: 'poor metabolizer',
        cpicPhenotype: 'Poor Metabolizer',
        notes: [],
      },
    ],
    recommendations: [FLUOROURACIL_IM, CAPECITABINE_PM],
    untested: [],
    errors: [],
  };

  it('groups recommendations by action, most restrictive first', () => {
    renderWithProviders(<PgxResults result={base} />);
    const headings = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(headings.indexOf('Avoid (1)')).toBeLessThan(headings.indexOf('Reduce the dose (1)'));
    expect(screen.getByRole('table', { name: /Phenotype for each gene/ })).toHaveTextContent(
      'Poor Metabolizer',
    );
  });

  it('says when a CYP2D6 inhibitor phenoconverted the patient', () => {
    renderWithProviders(
      <PgxResults
        result={{
          ...base,
          recommendations: [],
          genes: [
            {
              gene: 'CYP2D6',
              diplotype: '*1/*1',
              activityScore: 0,
              activityScoreText: '0.0',
              phenotype: 'poor metabolizer',
              cpicPhenotype: 'Poor Metabolizer',
              phenoconverted: {
                from: 'normal metabolizer',
                to: 'poor metabolizer',
                fromActivityScore: 2,
                toActivityScore: 0,
                cause: 'paroxetine (strong CYP2D6 inhibitor)',
                inhibitors: [{ id: 'paroxetine', name: 'paroxetine', cyp2d6Inhibition: 'strong' }],
                method: 'Activity score x 0 with a strong CYP2D6 inhibitor.',
              },
              notes: [],
            },
          ],
        }}
      />,
    );
    expect(
      screen.getByText('CYP2D6 phenoconversion: normal metabolizer → poor metabolizer'),
    ).toBeVisible();
    expect(screen.getByText(/With paroxetine \(strong CYP2D6 inhibitor\)/)).toBeVisible();
    // No rule matched: the empty state says what was checked, and never "safe".
    expect(screen.getByText('No recommendations')).toBeVisible();
  });

  it('offers replacing the inhibitor before switching the cancer drug (issue 13 item 5)', () => {
    const advice = {
      text: 'Replace paroxetine (strong CYP2D6 inhibitor) with a drug that does not inhibit CYP2D6.',
      first: true,
      inhibitors: [{ id: 'paroxetine', name: 'paroxetine' }],
      alternatives: [{ id: 'citalopram', name: 'Citalopram' }],
    };
    const tamoxifen = {
      ...CAPECITABINE_PM,
      drug: { id: 'tamoxifen', rxcui: '10324', name: 'Tamoxifen' },
      recommendation: 'Consider an aromatase inhibitor.',
      inhibitorAdvice: advice,
    };
    const { unmount } = renderWithProviders(<RecommendationCard rec={tamoxifen} />);
    const text = screen.getByRole('article').textContent ?? '';
    expect(text.indexOf('Replace paroxetine')).toBeLessThan(text.indexOf('aromatase inhibitor'));
    expect(text).toContain('Or, if the co-medication must stay');
    unmount();
    renderWithProviders(
      <RecommendationCard rec={{ ...tamoxifen, inhibitorAdvice: { ...advice, first: false } }} />,
    );
    const later = screen.getByRole('article').textContent ?? '';
    expect(later.indexOf('aromatase inhibitor')).toBeLessThan(later.indexOf('Replace paroxetine'));
  });

  it('lists results the engine could not interpret', () => {
    renderWithProviders(
      <PgxResults
        result={{ ...base, errors: [{ gene: 'CYP2D6', message: 'unknown allele *999' }] }}
      />,
    );
    expect(screen.getByText('Some results could not be interpreted')).toBeVisible();
    expect(screen.getByText('unknown allele *999')).toBeVisible();
  });
});

// Mantine comboboxes take many renders per click in jsdom; on a busy CI machine 5 s is too tight.
describe('genotype form', { timeout: 20_000 }, () => {
  async function chooseGene(name: RegExp) {
    await userEvent.click(screen.getByRole('combobox', { name: /^Gene/ }));
    await userEvent.click(await screen.findByRole('option', { name }));
  }

  it('asks for a gene and a result before sending', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<GenotypeForm genes={[DPYD_INFO]} pending={false} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Interpret genotypes' }));
    expect(screen.getByText('Choose a gene')).toBeVisible();
    expect(screen.getByText('Enter the diplotype from the report')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a diplotype with the medication list, and shows examples', async () => {
    const onSubmit = vi.fn<(b: PgxEvaluateBody) => void>();
    renderWithProviders(<GenotypeForm genes={[DPYD_INFO]} pending={false} onSubmit={onSubmit} />);
    await chooseGene(/^DPYD/);
    expect(screen.getByText(/e\.g\. c\.1905\+1G>A\/c\.2846A>T/)).toBeVisible();
    // Pasted, as from a laboratory report (and faster than typing key by key in jsdom).
    await userEvent.click(screen.getByRole('textbox', { name: /^Diplotype/ }));
    await userEvent.paste('c.1905+1G>A/c.2846A>T');
    await userEvent.click(screen.getByLabelText('Current therapies', { selector: 'input' }));
    await userEvent.paste('paroxetine');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Interpret genotypes' }));
    expect(onSubmit).toHaveBeenCalledWith({
      genotypes: [{ gene: 'DPYD', diplotype: 'c.1905+1G>A/c.2846A>T' }],
      medications: ['paroxetine'],
    });
  });

  it('names the HLA-B allele when a carrier status is entered as a phenotype', async () => {
    const onSubmit = vi.fn<(b: PgxEvaluateBody) => void>();
    renderWithProviders(
      <GenotypeForm genes={[DPYD_INFO, HLA_B_INFO]} pending={false} onSubmit={onSubmit} />,
    );
    await chooseGene(/^HLA-B/);
    await userEvent.click(screen.getByLabelText('Phenotype', { selector: 'input[type=radio]' }));
    await userEvent.click(screen.getByRole('button', { name: 'Interpret genotypes' }));
    expect(screen.getByText('Choose the HLA-B allele tested')).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: /^Allele tested/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'HLA-B*58:01' }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Phenotype/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'positive' }));
    await userEvent.click(screen.getByRole('button', { name: 'Interpret genotypes' }));
    expect(onSubmit).toHaveBeenCalledWith({
      genotypes: [{ gene: 'HLA-B*58:01', phenotype: 'positive' }],
    });
  });

  it('keeps "load from patient" visibly unavailable rather than faking data', () => {
    renderWithProviders(<GenotypeForm genes={[DPYD_INFO]} pending={false} onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Load from patient' })).toBeDisabled();
    expect(screen.getByText(/Patient records arrive in a later version/)).toBeVisible();
  });
});

describe('gene-drug matrix', () => {
  it('is a table with row and column headers and action words in cells', () => {
    renderWithProviders(<GeneDrugMatrix matrix={MATRIX} genes={[DPYD_INFO, HLA_B_INFO]} />);
    const table = screen.getByRole('table', { name: /Pharmacogenomic actions by drug/ });
    expect(within(table).getByRole('columnheader', { name: 'DPYD' })).toBeVisible();
    // CYP2D6 has no cell for these drugs, so it gets no column.
    expect(within(table).queryByRole('columnheader', { name: 'CYP2D6' })).toBeNull();
    const row = within(table).getByRole('row', { name: /Fluorouracil/ });
    expect(within(row).getByText('Avoid')).toBeVisible();
    expect(within(row).getByText('Reduce')).toBeVisible();
    expect(within(row).getByText('no rule')).toBeInTheDocument();
    expect(within(table).getByText('*58:01')).toBeVisible();
  });
});
