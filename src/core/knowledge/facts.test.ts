import { describe, expect, it } from 'vitest';
import { exportSource, factSourceSchema } from './facts';
import type { Source } from './source';

describe('exportSource (pinned facts export, issue 22)', () => {
  it.each<[string, Source, ReturnType<typeof exportSource>]>([
    [
      'a DOI-only citation exports its doi.org link as url',
      {
        kind: 'guideline',
        title: 'KDIGO 2012 CKD guideline',
        year: 2013,
        doi: '10.1038/kisup.2012.73',
      },
      {
        kind: 'guideline',
        title: 'KDIGO 2012 CKD guideline',
        url: 'https://doi.org/10.1038/kisup.2012.73',
      },
    ],
    [
      'a citation with a PMID keeps the PMID and no invented url',
      {
        kind: 'pubmed',
        title: 'Paper',
        year: 2013,
        pmid: '23726291',
        doi: '10.1016/j.eplepsyres.2013.04.009',
      },
      { kind: 'pubmed', title: 'Paper', pmid: '23726291' },
    ],
    [
      'an explicit url wins over the DOI',
      {
        kind: 'guideline',
        title: 'Drug allergy parameter',
        doi: '10.1016/j.jaci.2022.08.028',
        url: 'https://example.org/parameter',
        unconfirmed: 'only for this test case',
      },
      { kind: 'guideline', title: 'Drug allergy parameter', url: 'https://example.org/parameter' },
    ],
  ])('%s', (_name, source, expected) => {
    const exported = exportSource(source);
    expect(exported).toEqual(expected);
    // The pinned shape stays exact: no doi, published, version or unconfirmed keys leak out.
    expect(factSourceSchema.safeParse(exported).success).toBe(true);
  });
});
