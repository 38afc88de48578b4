import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExportedFact } from '../../../core/knowledge/facts';
import { renderWithProviders } from '../../test-support/render';
import { FactSources } from './fact-sources';

/** Sources shaped like the export's; identifiers from records in the knowledge base. */
const fact: ExportedFact = {
  id: 'drug:ondansetron:qtRisk',
  recordType: 'drug',
  recordId: 'ondansetron',
  field: 'qtRisk',
  value: 'known',
  basis: 'label',
  review: null,
  sources: [
    {
      kind: 'label',
      title: 'Verzenio (abemaciclib) US prescribing information',
      section: '2.3 Dose modifications',
      setId: 'be4bc0de-0fdc-4d46-8d25-be43c79e6a06',
      splVersion: 27,
      labelRevised: '2025-08',
      url: 'https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=be4bc0de-0fdc-4d46-8d25-be43c79e6a06#S2.3',
    },
    { kind: 'label', title: 'Zofran (ondansetron) US prescribing information', section: '5.2' },
    {
      kind: 'guideline',
      title: 'Roila F et al. MASCC/ESMO antiemetic guideline 2016',
      year: 2016,
      pmid: '27664248',
      doi: '10.1093/annonc/mdw270',
    },
    {
      kind: 'guideline',
      title: 'KDIGO CKD guideline',
      year: 2013,
      doi: '10.1038/kisup.2012.73',
      url: 'https://doi.org/10.1038/kisup.2012.73',
    },
    {
      kind: 'guideline',
      title: 'NCCN Antiemesis',
      version: 'v2.2025',
      published: '2025-03',
      url: 'https://www.nccn.org/guidelines',
      unconfirmed: 'living page; the edition read at curation was not recorded',
    },
  ],
};

function items() {
  renderWithProviders(<FactSources fact={fact} label="drug ondansetron: qtRisk" />);
  const list = screen.getByRole('list', { name: 'Sources of drug ondansetron: qtRisk' });
  return within(list).getAllByRole('listitem');
}

describe('FactSources (knowledge review, issue 22)', () => {
  it('shows a pinned label with its revision month and SPL version, linked to the document', () => {
    const [pinned] = items();
    const link = within(pinned!).getByRole('link', {
      name: /Verzenio .* § 2\.3 Dose modifications, revised 2025-08, SPL version 27/,
    });
    expect(link.getAttribute('href')).toMatch(/drugInfo\.cfm\?setid=be4bc0de.*#S2\.3$/);
  });

  it('says plainly when a label version is not pinned', () => {
    const zofran = items()[1]!;
    expect(zofran).toHaveTextContent(
      'Zofran (ondansetron) US prescribing information, § 5.2, version not pinned',
    );
    expect(within(zofran).queryByRole('link')).toBeNull();
  });

  it('links the PMID and the DOI each by name, without repeating the PubMed link on the title', () => {
    const guideline = items()[2]!;
    expect(guideline).toHaveTextContent(
      'Roila F et al. MASCC/ESMO antiemetic guideline 2016, PMID 27664248, doi:10.1093/annonc/mdw270',
    );
    const links = within(guideline).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['PMID 27664248', 'https://pubmed.ncbi.nlm.nih.gov/27664248/'],
      ['doi:10.1093/annonc/mdw270', 'https://doi.org/10.1093/annonc/mdw270'],
    ]);
  });

  it('shows the year of a DOI-only citation and links its DOI once', () => {
    const kdigo = items()[3]!;
    expect(kdigo).toHaveTextContent('KDIGO CKD guideline, 2013, doi:10.1038/kisup.2012.73');
    expect(within(kdigo).getAllByRole('link')).toHaveLength(1);
  });

  it('shows a version and finer date, and marks what could not be confirmed', () => {
    const nccn = items()[4]!;
    expect(
      within(nccn).getByRole('link', { name: 'NCCN Antiemesis, version v2.2025, 2025-03' }),
    ).toHaveAttribute('href', 'https://www.nccn.org/guidelines');
    expect(nccn).toHaveTextContent(
      'Unconfirmed: living page; the edition read at curation was not recorded',
    );
  });
});
