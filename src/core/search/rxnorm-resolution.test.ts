import { describe, expect, it } from 'vitest';
import { drugRecords } from '../../knowledge/drugs';
import { combinationProductRecords, nameAliasRecords } from '../../knowledge/names';
import { rxnormIndex } from '../../knowledge/rxnorm';
import { drugSchema } from '../knowledge/drug';
import { createRxNormVocabulary } from '../rxnorm';
import { createDrugIndex } from './drug-index';
import { combinationProductSchema, nameAliasSchema } from './names';

// The shipped records and vocabulary, as the server binds them (issue 25).
const drugs = drugRecords.map((d) => drugSchema.parse(d));
const index = createDrugIndex(drugs, {
  combinations: combinationProductRecords.map((c) => combinationProductSchema.parse(c)),
  aliases: nameAliasRecords.map((a) => nameAliasSchema.parse(a)),
  vocabulary: createRxNormVocabulary(rxnormIndex),
});
const ids = (input: string) => index.resolveAll(input)?.drugs.map((d) => d.id);

describe('resolution through the RxNorm vocabulary', () => {
  it.each([
    ['1860480', 'docetaxel'], // SCD code without display
    ['1736776', 'oxaliplatin'],
    ['309311', 'cisplatin'],
    ['1736854', 'cisplatin'],
    ['200328', 'capecitabine'],
    ['213293', 'capecitabine'], // SBD [Xeloda]
    ['349472', 'gefitinib'],
    ['1 ML DOCEtaxel 20 MG/ML Injection', 'docetaxel'],
    ['capecitabine 500 MG Oral Tablet [Xeloda]', 'capecitabine'],
    ['10 ML oxaliplatin 5 MG/ML Injection', 'oxaliplatin'],
    ['Leucovorin 100 MG Injection', 'leucovorin'],
  ])('%s -> %s', (input, id) => {
    const r = index.resolveAll(input);
    expect(r?.drugs.map((d) => d.id)).toEqual([id]);
    expect(r?.missingIngredients).toEqual([]);
    // A single ingredient resolves through `resolve` too, as the alert engine uses it.
    expect(index.resolve(input)?.id).toBe(id);
  });

  it('resolves an NDC to its product and ingredient', () => {
    const r = index.resolveAll('0597-0108-54'); // dabigatran etexilate 110 MG [Pradaxa]
    expect(r?.via).toBe('rxnorm');
    expect(r?.rxnorm).toEqual({ via: 'ndc', concept: { rxcui: '1723478', tty: 'SBD' } });
    expect(r?.drugs.map((d) => d.id)).toEqual(['dabigatran']);
  });

  it('folds a salt name and keeps the records own names first', () => {
    expect(index.resolveAll('docetaxel')?.via).toBe('exact');
    expect(ids('oxycodone hydrochloride')).toEqual(['oxycodone']);
  });

  it('resolves a multi-ingredient product to each ingredient', () => {
    const r = index.resolveAll('acetaminophen 325 MG / oxycodone hydrochloride 5 MG Oral Tablet');
    expect(r?.drugs.map((d) => d.id).sort()).toEqual(['acetaminophen', 'oxycodone']);
    expect(r?.product?.name).toBe(
      'acetaminophen 325 MG / oxycodone hydrochloride 5 MG Oral Tablet',
    );
  });

  it('returns a known ingredient without a record as uncurated, not unknown', () => {
    const r = index.resolveAll('orlistat 120 MG Oral Capsule');
    expect(r?.drugs).toEqual([]);
    expect(r?.uncurated).toEqual([{ rxcui: '37925', name: 'orlistat' }]);
    expect(r?.missingIngredients).toEqual(['orlistat']);
    expect(index.resolve('orlistat')).toBeUndefined();
  });

  it('search ranks the ingredients of a product code, an NDC or a normalised name first', () => {
    expect(index.search('1860480')[0]?.drug.id).toBe('docetaxel');
    expect(index.search('0597-0108-54')[0]?.drug.id).toBe('dabigatran');
    expect(index.search('1 ML DOCEtaxel 20 MG/ML Injection')[0]?.drug.id).toBe('docetaxel');
    // Typing a name still searches as before.
    expect(index.search('docet')[0]?.drug.id).toBe('docetaxel');
  });

  it('leaves what neither knows unresolved', () => {
    expect(index.resolveAll('zzqx 10 MG Oral Tablet')).toBeUndefined();
    expect(index.resolveAll('99999999')).toBeUndefined();
  });
});
