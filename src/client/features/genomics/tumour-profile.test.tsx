import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  biomarkerRecordSchema,
  cancerTypeSchema,
  matchPrecision,
  type PrecisionMatchBody,
} from '../../../core/precision';
import type * as ApiModule from '../../lib/api';
import { renderWithProviders } from '../../test-support/render';
import { TumourProfile } from './tumour-profile';
import { tumourReportFromRecord } from './tumour-prefill';

vi.setConfig({ testTimeout: 30_000 });

// The server's answer is the same pure matcher (core) over a few records in the knowledge base's
// shape (the client may not import the knowledge data), so the page meets real matching.
const label = (product: string) => ({
  kind: 'label' as const,
  title: `${product} US prescribing information`,
  section: '1 Indications and Usage',
});
const EGFR = [
  { kind: 'exon' as const, exonClass: 'EGFR exon 19 deletion' as const },
  { kind: 'protein' as const, gene: 'EGFR', changes: ['L858R'] },
];
const record = (
  id: string,
  cancers: string[],
  drugs: string[],
  level: string,
  matchers: unknown[],
  product: string,
) =>
  biomarkerRecordSchema.parse({
    id,
    cancers,
    gene: 'TEST',
    biomarker: 'test biomarker',
    matchers,
    drugs,
    level,
    indication: 'Paraphrased indication for the test.',
    line: 'Any line',
    setting: 'Metastatic',
    sources: [label(product)],
  });
const kb = {
  records: [
    record(
      'nsclc-egfr-osimertinib',
      ['nsclc'],
      ['osimertinib'],
      'fda',
      EGFR,
      'Tagrisso (osimertinib)',
    ),
    record('nsclc-egfr-gefitinib', ['nsclc'], ['gefitinib'], 'fda', EGFR, 'Iressa (gefitinib)'),
    record(
      'crc-ras',
      ['colorectal'],
      ['cetuximab', 'panitumumab'],
      'resistance',
      [{ kind: 'mutation', gene: 'KRAS' }],
      'Vectibix (panitumumab)',
    ),
    record(
      'melanoma-braf',
      ['melanoma'],
      ['dabrafenib'],
      'fda',
      [{ kind: 'protein', gene: 'BRAF', changes: ['V600E'] }],
      'Tafinlar (dabrafenib)',
    ),
    record(
      'nsclc-braf',
      ['nsclc'],
      ['dabrafenib', 'trametinib'],
      'fda',
      [{ kind: 'protein', gene: 'BRAF', changes: ['V600E'] }],
      'Tafinlar (dabrafenib)',
    ),
  ],
  cancers: [
    {
      id: 'nsclc',
      name: 'Non-small cell lung cancer',
      icd10: ['C34'],
      snomed: [],
      terms: ['lung'],
      solid: true,
    },
    {
      id: 'colorectal',
      name: 'Colorectal cancer',
      icd10: ['C18'],
      snomed: [],
      terms: ['colon'],
      solid: true,
    },
    {
      id: 'melanoma',
      name: 'Melanoma',
      icd10: ['C43'],
      snomed: [],
      terms: ['melanoma'],
      solid: true,
    },
  ].map((c) => cancerTypeSchema.parse(c)),
  drugName: (id: string) => id.charAt(0).toUpperCase() + id.slice(1),
};
const api = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api,
}));
vi.mock('../../stores/auth', () => ({
  useAuth: <T,>(select: (s: { user: { id: string; role: string } }) => T) =>
    select({ user: { id: 'u1', role: 'oncologist' } }),
}));

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(async (_path: string, options: { body: PrecisionMatchBody }) =>
    matchPrecision(kb, options.body),
  );
});

async function enter(
  cancer: string,
  icd10: string,
  gene: string,
  type: string | null,
  alteration: string,
) {
  const user = userEvent.setup();
  renderWithProviders(<TumourProfile />);
  await user.type(screen.getByLabelText('Cancer'), cancer);
  if (icd10) await user.type(screen.getByLabelText('ICD-10'), icd10);
  await user.type(screen.getByLabelText('Gene 1'), gene);
  if (type) {
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type 1' }), type);
  }
  await user.type(screen.getByLabelText('Alteration 1'), alteration);
  await user.click(screen.getByRole('button', { name: 'Match therapies' }));
  return user;
}

describe('tumour profile', () => {
  it('an EGFR exon 19 deletion in NSCLC lists the approved EGFR inhibitors with label sections and a link to check interactions', async () => {
    await enter(
      'Non-small cell lung cancer',
      'C34.11',
      'EGFR',
      'Insertion / deletion',
      'p.E746_A750del',
    );
    const exact = await screen.findByRole('region', { name: 'This cancer' });
    const osimertinib = within(exact).getAllByRole('article', {
      name: /^Osimertinib: FDA label/,
    })[0]!;
    expect(
      within(osimertinib).getByText(
        /Tagrisso \(osimertinib\) US prescribing information, § 1 Indications and Usage/,
      ),
    ).toBeVisible();
    expect(
      within(osimertinib).getByRole('link', { name: 'Check interactions: Osimertinib' }),
    ).toHaveAttribute('href', '/interactions?drugs=Osimertinib');
    expect(within(exact).getByRole('article', { name: /^Gefitinib: FDA label/ })).toBeVisible();
    expect(api).toHaveBeenCalledWith(
      '/api/precision/match',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('shows a resistance marker in its own red card, with no planning links', async () => {
    await enter('Sigmoid colon adenocarcinoma', 'C18.7', 'KRAS', null, 'G12D');
    const card = await screen.findByRole('article', {
      name: /^Cetuximab \+ Panitumumab: Resistance/,
    });
    expect(within(card).getByText('Resistance: Cetuximab + Panitumumab')).toBeVisible();
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('keeps other cancers’ evidence in a separate section below', async () => {
    await enter('Melanoma', 'C43.9', 'BRAF', null, 'V600E');
    const sections = (await screen.findAllByRole('region')).map((r) =>
      r.getAttribute('aria-label'),
    );
    const exact = sections.indexOf('This cancer');
    const other = sections.indexOf(
      'Same biomarker in other cancers (not this cancer’s indication)',
    );
    expect(exact).toBeGreaterThanOrEqual(0);
    expect(other).toBeGreaterThan(exact);
  });

  it('says "not in the knowledge base" for an unknown variant, never "no therapy"', async () => {
    await enter('Lung adenocarcinoma', '', 'STK11', null, 'Q37*');
    expect(await screen.findByText('Not in the knowledge base')).toBeVisible();
    expect(screen.getByText('STK11 Q37*')).toBeVisible();
  });

  it('asks for a biomarker before matching', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TumourProfile />);
    await user.click(screen.getByRole('button', { name: 'Match therapies' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter at least one biomarker');
    expect(api).not.toHaveBeenCalled();
  });
});

describe('tumour report from the record', () => {
  const base = { id: 'g', diplotype: null, phenotype: null, testDate: null, laboratory: null };
  it('takes the active malignancy and the tumour findings, pertinent negatives as not detected', () => {
    const report = tumourReportFromRecord({
      conditions: [
        {
          id: 'c0',
          name: 'COPD',
          icd10: 'J44.9',
          dateOfDiagnosis: null,
          status: 'active',
          stage: null,
        },
        {
          id: 'c1',
          name: 'NSCLC',
          icd10: 'C34.11',
          dateOfDiagnosis: null,
          status: 'active',
          stage: 'IVA',
        },
      ],
      genetics: [
        { ...base, gene: 'DPYD', diplotype: '*1/*2A' },
        {
          ...base,
          gene: 'EGFR',
          origin: 'somatic',
          alterationType: 'indel',
          alteration: 'p.E746_A750del',
          status: 'detected',
        },
        {
          ...base,
          gene: 'ALK',
          origin: 'somatic',
          alterationType: 'fusion',
          alteration: 'rearrangement',
          status: 'not-detected',
        },
        {
          ...base,
          gene: 'TMB',
          origin: 'somatic',
          alterationType: 'tmb',
          alteration: 'TMB',
          value: 12,
          valueUnit: 'mut/Mb',
        },
        { ...base, gene: 'MET', origin: 'somatic', alterationType: 'cnv', alteration: null },
      ],
    });
    expect(report.cancer).toEqual({ icd10: 'C34.11', text: 'NSCLC' });
    expect(report.biomarkers).toEqual([
      { gene: 'EGFR', alteration: 'p.E746_A750del', type: 'indel' },
      { gene: 'ALK', alteration: 'not detected', type: 'fusion' },
      { gene: 'TMB', alteration: 'TMB', type: 'tmb', value: 12 },
    ]);
    expect(report.skipped).toBe(1);
  });
});
