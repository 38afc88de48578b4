import { describe, expect, it } from 'vitest';
import { drugSchema, type Drug } from '../knowledge/drug';
import { createDrugIndex } from './drug-index';
import { combinationProductSchema, nameAliasSchema, withoutSaltOrStrength } from './names';

function drug(id: string, brandNames: string[] = [], synonyms: string[] = []): Drug {
  return drugSchema.parse({
    id,
    rxcui: null,
    rxcuiNote: 'Name fixture: no RxNorm concept.',
    name: id.replace(/-/g, ' '),
    brandNames,
    synonyms,
    kind: 'supportive',
    drugClass: 'Fixture class',
    classTags: ['fixture'],
    mechanism: 'Fixture for name resolution tests.',
    routes: ['oral'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    renal: { status: 'no-data', summary: 'not studied' },
    hepatic: { status: 'no-data', summary: 'not studied' },
    sources: [{ kind: 'label', title: 'Fixture label', section: '11 Description' }],
  });
}

const source = [{ kind: 'label', title: 'Fixture product label', section: '11 Description' }];
const drugs = [
  drug('oxycodone', ['Roxicodone']),
  drug('codeine'),
  drug('acetaminophen', ['Tylenol']),
  drug('imatinib', ['Gleevec']),
  drug('doxorubicin'),
  drug('anastrozole', ['Arimidex']),
  drug('calcium-carbonate', ['Tums']),
  drug('leucovorin'),
];
const index = createDrugIndex(drugs, {
  combinations: [
    { id: 'percocet', names: ['Percocet', 'Endocet'], ingredients: ['oxycodone', 'acetaminophen'] },
    { id: 'tylenol-3', names: ['Tylenol #3'], ingredients: ['acetaminophen', 'codeine'] },
    { id: 'vicodin', names: ['Vicodin'], ingredients: ['hydrocodone', 'acetaminophen'] },
    { id: 'nothing-known', names: ['Unknownix'], ingredients: ['absent-a', 'absent-b'] },
  ].map((c) => combinationProductSchema.parse({ ...c, sources: source })),
  aliases: [
    { text: 'paracetamol', drugId: 'acetaminophen', kind: 'international-name' },
    { text: 'anastrazole', drugId: 'anastrozole', kind: 'misspelling' },
    // An alias may never take a name away from the drug that owns it.
    { text: 'Tylenol', drugId: 'codeine', kind: 'misspelling' },
  ].map((a) => nameAliasSchema.parse(a)),
});

describe('withoutSaltOrStrength', () => {
  it.each([
    ['imatinib mesylate', 'imatinib'],
    ['Doxorubicin Hydrochloride', 'doxorubicin'],
    ['leucovorin calcium', 'leucovorin'],
    ['Imatinib mesylate 400 mg tablet', 'imatinib'],
    ['oxycodone 5mg', 'oxycodone'],
    ['Percocet 5/325', 'percocet'],
    ['oxycodone ER', 'oxycodone'],
    // The first word always stays: a drug whose name starts with a salt word survives whole.
    ['calcium carbonate', undefined],
    ['imatinib', undefined],
    // Formulation words change the drug and are never dropped.
    ['doxorubicin hydrochloride liposome', 'doxorubicin liposome'],
    ['pegylated liposomal doxorubicin', undefined],
  ])('%j -> %j', (input, expected) => {
    expect(withoutSaltOrStrength(input)).toBe(expected);
  });
});

describe('resolveAll', () => {
  it('resolves a combination product to each ingredient, in the product order', () => {
    const r = index.resolveAll('percocet');
    expect(r?.via).toBe('combination');
    expect(r?.product).toEqual({ id: 'percocet', name: 'Percocet' });
    expect(r?.drugs.map((d) => d.id)).toEqual(['oxycodone', 'acetaminophen']);
    expect(r?.missingIngredients).toEqual([]);
    expect(index.resolveAll('Endocet 10/325 mg')?.drugs.map((d) => d.id)).toEqual([
      'oxycodone',
      'acetaminophen',
    ]);
  });

  it('names the ingredients it has no record for instead of dropping them', () => {
    const r = index.resolveAll('Vicodin');
    expect(r?.drugs.map((d) => d.id)).toEqual(['acetaminophen']);
    expect(r?.missingIngredients).toEqual(['hydrocodone']);
    expect(index.resolveAll('Unknownix')).toMatchObject({
      drugs: [],
      missingIngredients: ['absent-a', 'absent-b'],
    });
  });

  it('matches the whole product name before dropping a number: "Tylenol #3" is not Tylenol', () => {
    expect(index.resolveAll('Tylenol #3')?.drugs.map((d) => d.id)).toEqual([
      'acetaminophen',
      'codeine',
    ]);
    expect(index.resolveAll('Tylenol')?.drugs.map((d) => d.id)).toEqual(['acetaminophen']);
  });

  it.each([
    ['imatinib mesylate', 'imatinib', 'exact', true],
    ['Doxorubicin hydrochloride 50 mg', 'doxorubicin', 'exact', true],
    ['paracetamol', 'acetaminophen', 'alias', false],
    ['Anastrazole', 'anastrozole', 'alias', false],
    ['calcium carbonate', 'calcium-carbonate', 'exact', false],
  ])('%j -> %s (%s, stripped %s)', (input, id, via, stripped) => {
    const r = index.resolveAll(input);
    expect(r?.drugs.map((d) => d.id)).toEqual([id]);
    expect(r?.via).toBe(via);
    expect(r?.strippedSaltOrStrength).toBe(stripped);
    expect(index.resolve(input)?.id).toBe(id);
  });

  it('never resolves by fuzzy match or by a dropped formulation word', () => {
    expect(index.resolveAll('imatinb')).toBeUndefined();
    expect(index.resolveAll('doxorubicin hydrochloride liposome')).toBeUndefined();
  });

  it("an alias never takes a record's own name: Tylenol stays acetaminophen", () => {
    expect(index.resolve('Tylenol')?.id).toBe('acetaminophen');
  });

  it('resolve() gives one drug only: a combination product needs resolveAll()', () => {
    expect(index.resolve('Percocet')).toBeUndefined();
  });
});

describe('search with names', () => {
  it('finds the ingredients of a combination product, matched on the product name', () => {
    const hits = index.search('percoc');
    expect(hits.map((h) => h.drug.id).sort()).toEqual(['acetaminophen', 'oxycodone']);
    expect(hits.every((h) => h.matchedOn === 'brand' && h.matchedText === 'Percocet')).toBe(true);
  });

  it('finds a drug written with its salt and strength', () => {
    expect(index.search('Imatinib mesylate 400 mg')[0]?.drug.id).toBe('imatinib');
  });

  it('finds a drug by a listed alias, as a synonym', () => {
    const [hit] = index.search('paracetamol');
    expect(hit?.drug.id).toBe('acetaminophen');
    expect(hit?.matchedOn).toBe('synonym');
  });
});
