import { describe, expect, it } from 'vitest';
import type { GeneticItem } from '../../lib/patient-api';
import { patientDetail } from '../../test-support/patient-detail';
import { DPYD_INFO, HLA_B_INFO } from './fixtures.test-data';
import { genotypeRowsFromRecord, loadSummary } from './patient-prefill';

const result = (gene: string, over: Partial<GeneticItem> = {}): GeneticItem => ({
  id: gene,
  gene,
  diplotype: null,
  phenotype: null,
  testDate: '2026-07-09',
  laboratory: null,
  ...over,
});

describe('genotypeRowsFromRecord', () => {
  it('takes the diplotype when recorded, so the engine derives the phenotype', () => {
    expect(
      genotypeRowsFromRecord(
        [result('DPYD', { diplotype: '*1/*2A', phenotype: 'Intermediate Metabolizer' })],
        [DPYD_INFO],
      ),
    ).toEqual({
      rows: [
        {
          gene: 'DPYD',
          allele: null,
          mode: 'diplotype',
          diplotype: '*1/*2A',
          phenotype: null,
          activityScore: '',
        },
      ],
      notes: [],
    });
  });

  it('takes a reported phenotype in CPIC’s words, matching case', () => {
    const { rows, notes } = genotypeRowsFromRecord(
      [result('dpyd', { phenotype: 'intermediate metabolizer' })],
      [DPYD_INFO],
    );
    expect(rows[0]).toMatchObject({
      gene: 'DPYD',
      mode: 'phenotype',
      phenotype: 'Intermediate Metabolizer',
    });
    expect(notes).toEqual([]);
  });

  it('names what it could not load instead of dropping it or reading it as normal', () => {
    const { rows, notes } = genotypeRowsFromRecord(
      [
        result('VKORC1', { diplotype: 'G/A' }),
        result('DPYD', { phenotype: 'slow' }),
        result('HLA-B', { phenotype: 'positive' }),
      ],
      [DPYD_INFO, HLA_B_INFO],
    );
    expect(rows.map((r) => [r.gene, r.mode, r.phenotype])).toEqual([
      ['DPYD', 'phenotype', null],
      ['HLA-B', 'phenotype', 'positive'],
    ]);
    expect(notes).toEqual([
      'VKORC1: not a gene this page interprets, so it was not loaded.',
      'DPYD: the recorded phenotype "slow" is not one of CPIC\'s terms; choose it from the list.',
      'HLA-B: recorded as "positive" without an allele; choose the allele tested.',
    ]);
  });
});

describe('loadSummary', () => {
  const record = (genetics: GeneticItem[]) =>
    patientDetail({ id: 'p', label: 'Demo, Eleanor', genetics });
  const words = { one: 'therapy', many: 'therapies' };

  it('counts the results loaded and the medications read for phenoconversion', () => {
    expect(loadSummary(record([result('DPYD'), result('VKORC1')]), 1, 4, words)).toBe(
      'Loaded 1 of 2 genetics results of Demo, Eleanor and 4 active therapies (read for phenoconversion).',
    );
  });

  it('says when the record has no genetics results', () => {
    expect(loadSummary(record([]), 0, 1, words)).toBe(
      'Demo, Eleanor has no genetics results on record; enter them from the laboratory report. Loaded 1 active therapy (read for phenoconversion).',
    );
  });
});
