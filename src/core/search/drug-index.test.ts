import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drugSchema, type Drug, type DrugInput } from '../knowledge/drug';
import { drugRecords } from '../../knowledge/drugs';
import { createDrugIndex } from './drug-index';

const realDrugs: Drug[] = drugRecords.map((d) => drugSchema.parse(d));
const real = createDrugIndex(realDrugs);

/** A minimal valid drug for ranking tests; only the searchable fields vary. */
function fixture(
  id: string,
  extra: Partial<Pick<DrugInput, 'name' | 'brandNames' | 'synonyms' | 'rxcui'>> = {},
): Drug {
  return drugSchema.parse({
    id,
    rxcui: null,
    rxcuiNote: 'Search fixture: no RxNorm concept.',
    name: id,
    kind: 'antineoplastic',
    drugClass: 'Test class',
    classTags: ['test'],
    mechanism: 'Fixture for search ranking tests.',
    routes: ['oral'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    renal: { status: 'no-data', summary: 'not studied' },
    hepatic: { status: 'no-data', summary: 'not studied' },
    sources: [{ kind: 'label', title: 'Fixture label', section: '7 Drug Interactions' }],
    ...extra,
  });
}

describe('search over the real drug records', () => {
  it.each([
    // typos: dropped, swapped and substituted letters
    ['carboplatn', 'carboplatin', 'name'],
    ['ibrutnib', 'ibrutinib', 'name'],
    ['imatinbi', 'imatinib', 'name'],
    ['pembrolizm', 'pembrolizumab', 'name'],
    ['tratuzumab', 'trastuzumab', 'name'],
    ['trastuzumab deruxtecn', 'trastuzumab-deruxtecan', 'name'],
    // brands
    ['Keytruda', 'pembrolizumab', 'brand'],
    ['keytruda', 'pembrolizumab', 'brand'],
    ['  KEYTRUDA  ', 'pembrolizumab', 'brand'],
    ['Taxol', 'paclitaxel', 'brand'],
    ['Xtandi', 'enzalutamide', 'brand'],
    ['Plavix', 'clopidogrel', 'brand'],
    // synonyms and abbreviations
    ['5-FU', 'fluorouracil', 'synonym'],
    ['Ara-C', 'cytarabine', 'synonym'],
    ['rifampicin', 'rifampin', 'synonym'],
    ["St. John's wort", 'st-johns-wort', 'name'],
    // prefixes and later words
    ['carbop', 'carboplatin', 'name'],
    ['omeprazol', 'omeprazole', 'name'],
    ['vipivotide', 'lutetium-lu-177-vipivotide-tetraxetan', 'name'],
    // RxCUI (cyclophosphamide is RxNorm ingredient 3002)
    ['3002', 'cyclophosphamide', 'rxcui'],
  ] as const)('%j -> %s (on %s)', (query, id, field) => {
    const [top] = real.search(query, 5);
    expect(top?.drug.id).toBe(id);
    expect(top?.matchedOn).toBe(field);
  });

  it('ranks both deruxtecan conjugates first for the shared word, and a typo of it', () => {
    for (const q of ['deruxtecan', 'deruxtecn']) {
      const top = real.search(q, 2).map((h) => h.drug.id);
      expect(top.sort(), q).toEqual(['datopotamab-deruxtecan', 'trastuzumab-deruxtecan']);
    }
  });

  it('reports the text that matched, as written in the record', () => {
    expect(real.search('keytruda', 1)[0]?.matchedText).toBe('Keytruda');
  });

  it.each(['qqqq', 'qwertyuiop', '', '   ', '---'])('finds nothing for %j', (query) => {
    expect(real.search(query, 10)).toEqual([]);
  });

  it('does not fuzz very short queries into unrelated drugs', () => {
    // "qzx" is three letters: too short for a typo to be told from another drug. (It was "xyz"
    // until hydroxyzine joined the roster and matched it as a plain substring.)
    expect(real.search('qzx', 10)).toEqual([]);
  });

  it('finds every drug by its own name, id, RxCUI and brands', () => {
    for (const drug of realDrugs) {
      const queries = [drug.name, drug.id, ...drug.brandNames, ...(drug.rxcui ? [drug.rxcui] : [])];
      for (const q of queries) {
        const hits = real.search(q, 50);
        expect(
          hits.some((h) => h.drug.id === drug.id && h.score >= 1000),
          `${q}`,
        ).toBe(true);
      }
    }
  });

  it('returns at most one hit per drug and respects the limit', () => {
    const hits = real.search('ab', 100);
    expect(new Set(hits.map((h) => h.drug.id)).size).toBe(hits.length);
    expect(real.search('a', 3)).toHaveLength(3);
    expect(real.search('a', 0)).toEqual([]);
  });

  it('is sorted by score and then by name', () => {
    for (const q of ['plat', 'mab', 'tinib', 'carbo', 'xel']) {
      const hits = real.search(q, 100);
      for (let i = 1; i < hits.length; i++) {
        const [a, b] = [hits[i - 1], hits[i]];
        if (!a || !b) continue;
        expect(a.score).toBeGreaterThanOrEqual(b.score);
        if (a.score === b.score) {
          expect(a.drug.name.toLowerCase() <= b.drug.name.toLowerCase()).toBe(true);
        }
      }
    }
  });

  it('gives the same results whatever the order of the records (property)', () => {
    const queries = ['plat', 'carboplatn', 'mab', 'Keytruda', 'ab', 'tinib', 'omeprazol'];
    fc.assert(
      fc.property(fc.shuffledSubarray(realDrugs, { minLength: realDrugs.length }), (shuffled) => {
        const other = createDrugIndex(shuffled);
        for (const q of queries) {
          const ids = (i: typeof real) => i.search(q, 30).map((h) => `${h.drug.id}:${h.score}`);
          expect(ids(other)).toEqual(ids(real));
        }
      }),
      { numRuns: 15, seed: 20260101 },
    );
  });
});

describe('ranking bands', () => {
  const index = createDrugIndex([
    fixture('pletinib'),
    fixture('carboplatinmab'),
    fixture('platinumab'),
    fixture('zeta-platin-umab'),
  ]);

  it('puts prefix before a later word, substring and fuzzy', () => {
    expect(index.search('platin', 10).map((h) => h.drug.id)).toEqual([
      'platinumab', // prefix
      'zeta-platin-umab', // prefix of a later word
      'carboplatinmab', // substring
      'pletinib', // one substitution away from its first six letters
    ]);
  });

  it('ranks an exact match above a longer prefix match', () => {
    const i = createDrugIndex([fixture('tamox-long-name'), fixture('tamox')]);
    expect(i.search('tamox', 5).map((h) => h.drug.id)).toEqual(['tamox', 'tamox-long-name']);
  });

  it('breaks ties by drug name, whatever the record order', () => {
    const a = fixture('zetamab');
    const b = fixture('alfamab');
    for (const drugs of [
      [a, b],
      [b, a],
    ]) {
      const hits = createDrugIndex(drugs).search('mab', 5);
      expect(hits.map((h) => h.drug.id)).toEqual(['alfamab', 'zetamab']);
      expect(hits[0]?.score).toBe(hits[1]?.score);
    }
  });

  it('prefers the generic name when a brand matches equally well', () => {
    const i = createDrugIndex([fixture('samename', { brandNames: ['Samename'] })]);
    expect(i.search('samename', 1)[0]?.matchedOn).toBe('name');
  });
});

describe('resolve', () => {
  it.each([
    ['pembrolizumab', 'pembrolizumab'],
    ['Keytruda', 'pembrolizumab'],
    ['  keytruda\t', 'pembrolizumab'],
    ['PEMBROLIZUMAB', 'pembrolizumab'],
    ['1547545', 'pembrolizumab'],
    ['3002', 'cyclophosphamide'],
    ['rifampicin', 'rifampin'],
    ['Adriamycin', 'doxorubicin'],
    ['trastuzumab deruxtecan', 'trastuzumab-deruxtecan'],
    ['trastuzumab-deruxtecan', 'trastuzumab-deruxtecan'],
    ["st john's wort", 'st-johns-wort'],
  ])('%j -> %s', (input, id) => {
    expect(real.resolve(input)?.id).toBe(id);
  });

  it.each(['carboplatn', 'keytrud', 'pembro', '300', '', '   ', 'not a drug'])(
    'does not guess for %j',
    (input) => {
      expect(real.resolve(input)).toBeUndefined();
    },
  );

  it('resolves every real drug by name, id and RxCUI', () => {
    for (const drug of realDrugs) {
      expect(real.resolve(drug.name)?.id).toBe(drug.id);
      expect(real.resolve(drug.id)?.id).toBe(drug.id);
      if (drug.rxcui) expect(real.resolve(drug.rxcui)?.id).toBe(drug.id);
    }
  });

  it('refuses a brand shared by two drugs, but a generic name outranks a brand', () => {
    const i = createDrugIndex([
      fixture('alpha', { brandNames: ['Shared'] }),
      fixture('beta', { brandNames: ['Shared', 'Alpha'] }),
    ]);
    expect(i.resolve('Shared')).toBeUndefined();
    expect(i.resolve('alpha')?.id).toBe('alpha');
  });

  it('looks RxCUIs up only among RxCUIs', () => {
    const i = createDrugIndex([fixture('alpha', { rxcui: '123' }), fixture('beta')]);
    expect(i.resolve('123')?.id).toBe('alpha');
    expect(i.resolve('124')).toBeUndefined();
  });
});
