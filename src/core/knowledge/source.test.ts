import { describe, expect, it } from 'vitest';
import { formatSource, sourceSchema, type Source } from './source';

describe('formatSource', () => {
  it.each<[string, Source, { label: string; url?: string }]>([
    [
      'a label section',
      {
        kind: 'label',
        title: 'Eloxatin (oxaliplatin) US prescribing information',
        section: '2 Dosage and Administration',
      },
      { label: 'Eloxatin (oxaliplatin) US prescribing information, § 2 Dosage and Administration' },
    ],
    [
      'a paper whose citation already names its year',
      {
        kind: 'pubmed',
        title: 'Hesketh PJ et al. Antiemetics: ASCO guideline update. J Clin Oncol 2020',
        year: 2020,
        pmid: '32658626',
      },
      {
        label:
          'Hesketh PJ et al. Antiemetics: ASCO guideline update. J Clin Oncol 2020, PMID 32658626',
        url: 'https://pubmed.ncbi.nlm.nih.gov/32658626/',
      },
    ],
    [
      'a CPIC guideline whose title lacks the year',
      {
        kind: 'cpic',
        title: 'CPIC guideline for fluoropyrimidines and DPYD',
        year: 2017,
        pmid: '29152729',
      },
      {
        label: 'CPIC guideline for fluoropyrimidines and DPYD, 2017, PMID 29152729',
        url: 'https://pubmed.ncbi.nlm.nih.gov/29152729/',
      },
    ],
    [
      'a number inside a longer number is not the year',
      { kind: 'guideline', title: 'Consensus statement 120201', year: 2020 },
      { label: 'Consensus statement 120201, 2020' },
    ],
    [
      'an explicit url wins over the PubMed link',
      {
        kind: 'guideline',
        title: 'Society guideline',
        pmid: '12345678',
        url: 'https://example.org/guideline',
      },
      { label: 'Society guideline, PMID 12345678', url: 'https://example.org/guideline' },
    ],
    [
      'a DOI without a PMID links to doi.org',
      {
        kind: 'guideline',
        title:
          'Khan DA et al. Drug allergy: a 2022 practice parameter update. J Allergy Clin Immunol 2022',
        year: 2022,
        doi: '10.1016/j.jaci.2022.08.028',
      },
      {
        label:
          'Khan DA et al. Drug allergy: a 2022 practice parameter update. J Allergy Clin Immunol 2022, doi:10.1016/j.jaci.2022.08.028',
        url: 'https://doi.org/10.1016/j.jaci.2022.08.028',
      },
    ],
    [
      'a versioned document shows its version once',
      {
        kind: 'guideline',
        title: 'ClinCalc DrugStats Database: Top 300 drugs',
        version: '2024.08',
        url: 'https://clincalc.com/DrugStats/Top300Drugs.aspx',
      },
      {
        label: 'ClinCalc DrugStats Database: Top 300 drugs, version 2024.08',
        url: 'https://clincalc.com/DrugStats/Top300Drugs.aspx',
      },
    ],
    [
      'a full publication date is shown when the title carries no year',
      {
        kind: 'guideline',
        title: 'FDA Drug Safety Communication: opioids and benzodiazepines',
        year: 2016,
        published: '2016-08-31',
      },
      { label: 'FDA Drug Safety Communication: opioids and benzodiazepines, 2016-08-31' },
    ],
    [
      'a title that names the year already carries the date',
      {
        kind: 'guideline',
        title: 'FDA Drug Safety Communication: opioids and benzodiazepines (31 August 2016)',
        year: 2016,
        published: '2016-08-31',
      },
      { label: 'FDA Drug Safety Communication: opioids and benzodiazepines (31 August 2016)' },
    ],
  ])('%s', (_name, source, expected) => {
    expect(sourceSchema.parse(source)).toEqual(source);
    expect(formatSource(source)).toEqual(expected);
  });
});

describe('sourceSchema citation fields (issue 22)', () => {
  const base = { kind: 'guideline', title: 'Society guideline' } as const;

  it.each([
    ['a DOI that is not 10.x/...', { ...base, doi: 'doi:10.1000/x' }],
    ['a published date in another format', { ...base, published: '31/08/2016' }],
    ['a published date that disagrees with year', { ...base, year: 2015, published: '2016-08' }],
    ['an empty reason for unconfirmed', { ...base, unconfirmed: 'n/a' }],
  ])('rejects %s', (_name, source) => {
    expect(sourceSchema.safeParse(source).success).toBe(false);
  });

  it('accepts a DOI, a month date, a version and a reason together', () => {
    const source = {
      ...base,
      doi: '10.1093/annonc/mdw270',
      year: 2016,
      published: '2016-09',
      version: 'v2.2016',
      unconfirmed: 'PMID not confirmed with the search tools',
    };
    expect(sourceSchema.parse(source)).toEqual(source);
  });
});
