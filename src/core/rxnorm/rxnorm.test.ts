import { describe, expect, it } from 'vitest';
import { rxnormIndex } from '../../knowledge/rxnorm';
import { createRxNormVocabulary, normalizeNdc, parseNormalizedName } from '.';

// Real RxNorm names and codes of the Current Prescribable Content release 2025-10-06 (the shipped
// index) and of third-party FHIR bundles (issue 25).
const vocabulary = createRxNormVocabulary(rxnormIndex);
const names = (input: string) => vocabulary.lookup(input)?.ingredients.map((i) => i.name);

describe('RxNorm normalised-name grammar', () => {
  it.each([
    ['1 ML DOCEtaxel 20 MG/ML Injection', ['DOCEtaxel'], undefined],
    ['capecitabine 500 MG Oral Tablet [Xeloda]', ['capecitabine'], 'Xeloda'],
    ['10 ML oxaliplatin 5 MG/ML Injection', ['oxaliplatin'], undefined],
    [
      'acetaminophen 325 MG / oxycodone hydrochloride 5 MG Oral Tablet [Percocet]',
      ['acetaminophen', 'oxycodone hydrochloride'],
      'Percocet',
    ],
    [
      'Abuse-Deterrent 12 HR oxycodone hydrochloride 10 MG Extended Release Oral Tablet',
      ['oxycodone hydrochloride'],
      undefined,
    ],
    [
      '60 ACTUAT fluticasone propionate 0.25 MG/ACTUAT / salmeterol 0.05 MG/ACTUAT Dry Powder Inhaler',
      ['fluticasone propionate', 'salmeterol'],
      undefined,
    ],
    [
      '{21 (drospirenone 3 MG / ethinyl estradiol 0.03 MG Oral Tablet) / 7 (inert ingredients 1 MG Oral Tablet) } Pack [Yasmin]',
      ['drospirenone', 'ethinyl estradiol'],
      'Yasmin',
    ],
    ['dalteparin sodium 10000 UNT/ML', ['dalteparin sodium'], undefined],
  ])('%s', (input, ingredients, brand) => {
    const parsed = parseNormalizedName(input);
    expect(parsed?.ingredients).toEqual(ingredients);
    expect(parsed?.brand).toBe(brand);
  });

  it.each(['docetaxel', 'Taxotere', 'take two tablets', '', '20 MG'])(
    'does not read "%s" as a normalised name',
    (input) => expect(parseNormalizedName(input)).toBeUndefined(),
  );
});

describe('NDC normal form', () => {
  it.each([
    ['00597010854', '00597010854'],
    ['0597-0108-54', '00597010854'], // 4-4-2
    ['00597-108-54', '00597010854'], // 5-3-2
    ['12345-6789-1', '12345678901'], // 5-4-1
    ['00597-0108-54', '00597010854'], // already 5-4-2
    ['0597010854', undefined], // 10 digits without hyphens: ambiguous
    ['123', undefined],
  ])('%s -> %s', (input, out) => expect(normalizeNdc(input)).toBe(out));
});

describe('RxNorm vocabulary', () => {
  it('records its release, source and known gap', () => {
    expect(vocabulary.meta.release).toBe('2025-10-06');
    expect(vocabulary.meta.sourceRepository).toContain('davidanderson3/rxnorm-ingredients');
    expect(vocabulary.meta.missingLetters).toEqual(['A']);
    expect(vocabulary.size.ingredients).toBeGreaterThan(2400);
    expect(vocabulary.size.products).toBeGreaterThan(25_000);
    expect(vocabulary.size.ndcs).toBeGreaterThan(200_000);
  });

  it.each([
    // Product RxCUIs of the third-party bundles.
    ['1860480', 'docetaxel', 'SCD'],
    ['1736776', 'oxaliplatin', 'SCD'], // 10 ML oxaliplatin 5 MG/ML Injection
    ['309311', 'cisplatin', 'SCD'],
    ['1736854', 'cisplatin', 'SCD'], // cisplatin 50 MG Injection (Synthea)
    ['200328', 'capecitabine', 'SCD'], // capecitabine 500 MG Oral Tablet
    ['213293', 'capecitabine', 'SBD'], // ... [Xeloda]
    ['349472', 'gefitinib', 'SCD'], // mCODE IG example (CodeX)
    ['1946519', 'leuprolide', 'SCD'], // 0.25 ML leuprolide acetate 30 MG/ML Prefilled Syringe
    ['1723478', 'dabigatran etexilate', 'SBD'], // ... [Pradaxa]
  ])('product RxCUI %s -> %s (%s)', (code, ingredient, tty) => {
    const m = vocabulary.lookup(code);
    expect(m?.ingredients.map((i) => i.name)).toEqual([ingredient]);
    expect(m?.concept?.tty).toBe(tty);
  });

  it('folds a brand, a salt (PIN) and a multi-ingredient (MIN) to ingredients', () => {
    expect(names('Xeloda')).toEqual(['capecitabine']);
    expect(names('oxycodone hydrochloride')).toEqual(['oxycodone']);
    expect(names('dalteparin sodium')).toEqual(['dalteparin']);
    expect(vocabulary.lookup('Pradaxa')?.via).toBe('brand');
    // Percocet's acetaminophen is known by name only (letter-A gap of the extract).
    expect(names('Percocet')?.sort()).toEqual(['acetaminophen', 'oxycodone']);
  });

  it('resolves NDCs in 11-digit and hyphenated forms', () => {
    for (const ndc of ['00597010854', '0597-0108-54']) {
      const m = vocabulary.lookup(ndc);
      expect(m?.via).toBe('ndc');
      expect(m?.ingredients.map((i) => i.name)).toEqual(['dabigatran etexilate']);
      expect(m?.concept).toEqual({ rxcui: '1723478', tty: 'SBD' });
    }
    expect(vocabulary.lookup('99999999999')).toBeUndefined();
  });

  it('reads normalised names, tall-man letters and salts included', () => {
    expect(names('1 ML DOCEtaxel 20 MG/ML Injection')).toEqual(['docetaxel']);
    expect(names('capecitabine 500 MG Oral Tablet [Xeloda]')).toEqual(['capecitabine']);
    expect(names('Naproxen sodium 220 MG Oral Tablet')).toEqual(['naproxen']);
    expect(names('Memantine hydrochloride 2 MG/ML Oral Solution')).toEqual(['memantine']);
  });

  it('knows an ingredient OncoCDS has no record for', () => {
    expect(vocabulary.lookup('orlistat')?.ingredients).toEqual([
      { rxcui: '37925', name: 'orlistat' },
    ]);
    expect(vocabulary.lookup('37925')?.ingredients[0]?.name).toBe('orlistat');
  });

  it('keeps a grammatical name it does not know apart, never guessing', () => {
    const m = vocabulary.lookup('zzqx 10 MG Oral Tablet');
    expect(m?.ingredients).toEqual([]);
    expect(m?.unmatched).toEqual(['zzqx']);
    expect(vocabulary.lookup('not a drug')).toBeUndefined();
    expect(vocabulary.lookup('1')).toBeUndefined();
  });
});
