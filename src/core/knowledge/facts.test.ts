import { describe, expect, it } from 'vitest';
import {
  exportSource,
  FACT_CSV_HEADER,
  factCsvRow,
  factSourceSchema,
  type ExportedFact,
} from './facts';
import type { Source } from './source';

describe('exportSource (pinned facts export, issue 22)', () => {
  it.each<[string, Source, ReturnType<typeof exportSource>]>([
    [
      'a DOI-only citation exports its DOI, and its doi.org link as url as before',
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
        doi: '10.1038/kisup.2012.73',
        year: 2013,
      },
    ],
    [
      'a citation with a PMID keeps the PMID and DOI and no invented url',
      {
        kind: 'pubmed',
        title: 'Paper',
        year: 2013,
        pmid: '23726291',
        doi: '10.1016/j.eplepsyres.2013.04.009',
      },
      {
        kind: 'pubmed',
        title: 'Paper',
        pmid: '23726291',
        doi: '10.1016/j.eplepsyres.2013.04.009',
        year: 2013,
      },
    ],
    [
      'an explicit url wins over the DOI; the unconfirmed reason goes out',
      {
        kind: 'guideline',
        title: 'Drug allergy parameter',
        doi: '10.1016/j.jaci.2022.08.028',
        url: 'https://example.org/parameter',
        unconfirmed: 'only for this test case',
      },
      {
        kind: 'guideline',
        title: 'Drug allergy parameter',
        url: 'https://example.org/parameter',
        doi: '10.1016/j.jaci.2022.08.028',
        unconfirmed: 'only for this test case',
      },
    ],
    [
      'a versioned guideline exports its version and finer date',
      {
        kind: 'guideline',
        title: 'NCCN Antiemesis',
        version: 'v2.2025',
        year: 2025,
        published: '2025-03-14',
        url: 'https://www.nccn.org/guidelines',
      },
      {
        kind: 'guideline',
        title: 'NCCN Antiemesis',
        url: 'https://www.nccn.org/guidelines',
        year: 2025,
        published: '2025-03-14',
        version: 'v2.2025',
      },
    ],
    [
      'a pinned label keeps setId, SPL version and revision month',
      {
        kind: 'label',
        title: 'Opdivo (nivolumab) US prescribing information',
        section: '1.7 Gastric cancer',
        setId: 'f570b9c4-6846-4de2-abfa-4d0a4ae4e394',
        splVersion: 120,
        labelRevised: '2025-03',
        url: 'https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=f570b9c4-6846-4de2-abfa-4d0a4ae4e394#S1.7',
      },
      {
        kind: 'label',
        title: 'Opdivo (nivolumab) US prescribing information',
        section: '1.7 Gastric cancer',
        setId: 'f570b9c4-6846-4de2-abfa-4d0a4ae4e394',
        splVersion: 120,
        labelRevised: '2025-03',
        url: 'https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=f570b9c4-6846-4de2-abfa-4d0a4ae4e394#S1.7',
      },
    ],
  ])('%s', (_name, source, expected) => {
    const exported = exportSource(source);
    expect(exported).toEqual(expected);
    // The export's allow-list (strict) accepts every key exportSource writes.
    expect(factSourceSchema.safeParse(exported).success).toBe(true);
  });
});

describe('factCsvRow', () => {
  const fact: ExportedFact = {
    id: 'drug:x:renal.rules.0.crclBelow',
    recordType: 'drug',
    recordId: 'x',
    field: 'renal.rules.0.crclBelow',
    value: 30,
    unit: 'mL/min',
    basis: 'guideline',
    sources: [
      exportSource({
        kind: 'guideline',
        title: 'KDIGO 2012 CKD guideline',
        year: 2013,
        doi: '10.1038/kisup.2012.73',
      }),
      exportSource({
        kind: 'guideline',
        title: 'NCCN Antiemesis',
        version: 'v2.2025',
        year: 2025,
        published: '2025-03-14',
        unconfirmed: 'living page; edition read not recorded',
      }),
      exportSource({
        kind: 'label',
        title: 'Label',
        section: '2.3 Renal',
        setId: 'f570b9c4-6846-4de2-abfa-4d0a4ae4e394',
        splVersion: 7,
        labelRevised: '2025-03',
      }),
    ],
    review: null,
  };
  const row = Object.fromEntries(FACT_CSV_HEADER.map((h, i) => [h, factCsvRow(fact)[i]]));

  it('keeps the earlier columns where they were', () => {
    expect(FACT_CSV_HEADER.slice(0, 14)).toEqual([
      'id',
      'recordType',
      'recordId',
      'field',
      'value',
      'unit',
      'basis',
      'sources',
      'setIds',
      'labelRevised',
      'urls',
      'reviewer',
      'reviewedAt',
      'reviewNote',
    ]);
    expect(factCsvRow(fact)).toHaveLength(FACT_CSV_HEADER.length);
  });

  it.each([
    ['splVersions', '7'],
    ['pmids', ''],
    ['dois', '10.1038/kisup.2012.73'],
    ['published', '2013 | 2025-03-14'],
    ['versions', 'v2.2025'],
    ['unconfirmed', 'living page; edition read not recorded'],
    ['urls', 'https://doi.org/10.1038/kisup.2012.73'],
    ['setIds', 'f570b9c4-6846-4de2-abfa-4d0a4ae4e394'],
  ])('column %s reads %j', (column, expected) => {
    expect(row[column]).toBe(expected);
  });
});
