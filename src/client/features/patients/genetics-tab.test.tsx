import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PatientDetail } from '../../lib/patient-api';
import { renderWithProviders } from '../../test-support/render';
import { GeneticsTab } from './list-tabs';
import { patientDetail } from './test-fixtures.test-data';

vi.mock('../../lib/auth-client', () => ({ accessToken: async () => 'token' }));
vi.setConfig({ testTimeout: 20_000 });

type Genetic = PatientDetail['genetics'][number];
const entry = (id: string, over: Partial<Genetic>): Genetic =>
  ({
    id,
    gene: 'ESR1',
    diplotype: null,
    phenotype: null,
    testDate: '2024-05-02',
    laboratory: null,
    origin: 'somatic',
    alterationType: 'expression',
    alteration: 'positive',
    status: 'detected',
    ...over,
  }) as Genetic;

describe('genetics tab: receptor entries by their name (issue 20)', () => {
  it('lists ER, PR and HER2 by name with their status; other findings keep their gene symbol', async () => {
    const genetics = [
      entry('g1', { gene: 'ESR1', alteration: 'positive' }),
      entry('g2', { gene: 'PGR', alteration: 'negative', status: 'not-detected' }),
      entry('g3', { gene: 'ERBB2', alteration: 'IHC 3+' }),
      entry('g4', { gene: 'ERBB2', alteration: 'equivocal' }),
      // Not a receptor status: an ERBB2 amplification stays a tumour finding under its symbol.
      entry('g5', { gene: 'ERBB2', alterationType: 'cnv', alteration: 'amplification' }),
      entry('g6', {
        gene: 'DPYD',
        diplotype: '*1/*2A',
        origin: null,
        alterationType: null,
        alteration: null,
        status: null,
      }),
    ];
    renderWithProviders(<GeneticsTab patient={patientDetail({ genetics })} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((r) =>
      [...r.querySelectorAll('th, td')].slice(0, 3).map((c) => c.textContent),
    );
    expect(cells).toEqual([
      ['Estrogen receptor (ESR1)', 'Positive', 'Receptor status (somatic)'],
      ['Progesterone receptor (PGR)', 'Negative', 'Receptor status (somatic)'],
      ['HER2 (ERBB2)', 'IHC 3+', 'Receptor status (somatic)'],
      ['HER2 (ERBB2)', 'Equivocal', 'Receptor status (somatic)'],
      ['ERBB2', 'amplification (cnv)', 'Tumour finding (somatic)'],
      ['DPYD', '*1/*2A', 'Not reported (derived by the checks)'],
    ]);
    expect(screen.getByRole('rowheader', { name: 'Estrogen receptor (ESR1)' })).toBeVisible();
  });
});
