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
  ])('%s', (_name, source, expected) => {
    expect(sourceSchema.parse(source)).toEqual(source);
    expect(formatSource(source)).toEqual(expected);
  });
});
