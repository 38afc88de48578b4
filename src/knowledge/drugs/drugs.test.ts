import { describe, expect, it } from 'vitest';
import type { Pathway, Toxicity } from '../../core/knowledge/drug';
import { drugSchema } from '../../core/knowledge/drug';
import { drugRecords } from './index';

function drug(id: string) {
  const found = drugRecords.find((d) => d.id === id);
  if (!found) throw new Error(`no drug record '${id}'`);
  return drugSchema.parse(found);
}

describe('drug knowledge base', () => {
  const parsed = drugRecords.map((r) => ({ id: r.id, result: drugSchema.safeParse(r) }));

  it.each(parsed.map((p) => [p.id, p.result] as const))(
    '%s passes the drug schema',
    (_id, result) => {
      expect(result.success ? [] : result.error.issues).toEqual([]);
    },
  );

  it('has unique ids and unique RxCUIs', () => {
    const ids = drugRecords.map((d) => d.id);
    expect(ids.length).toBe(new Set(ids).size);
    const rxcuis = drugRecords.map((d) => d.rxcui).filter((x): x is string => x !== null);
    const dupes = rxcuis.filter((x, i) => rxcuis.indexOf(x) !== i);
    expect(dupes).toEqual([]);
  });

  it('spells each drug class one way (the class filter lists classes case-insensitively)', () => {
    const spellings = new Map<string, Set<string>>();
    for (const d of drugRecords) {
      const key = d.drugClass.toLowerCase();
      spellings.set(key, (spellings.get(key) ?? new Set()).add(d.drugClass));
    }
    expect([...spellings.values()].filter((s) => s.size > 1).map((s) => [...s])).toEqual([]);
  });

  it('holds at least 150 antineoplastic records', () => {
    const n = drugRecords.filter((d) => d.kind === 'antineoplastic').length;
    expect(n).toBeGreaterThanOrEqual(150);
  });
});

describe('prodrug activation', () => {
  // The interaction engine reverses its reasoning for these roles: inhibiting the pathway lowers
  // the active moiety instead of raising exposure.
  it.each<[string, Pathway]>([
    // Plavix label boxed warning and 12.3; CPIC CYP2C19-clopidogrel 2022 (PMID 35034351)
    ['clopidogrel', 'CYP2C19'],
    // Codeine and tramadol labels boxed warning (ultra-rapid metabolism); CPIC 2021 (PMID 33387367)
    ['codeine', 'CYP2D6'],
    ['tramadol', 'CYP2D6'],
    // CPIC CYP2D6-tamoxifen 2018 (PMID 29385237): CYP2D6 forms endoxifen
    ['tamoxifen', 'CYP2D6'],
    // Cyclophosphamide label 12.3: activated by CYP2B6, CYP2C9 and CYP3A4
    ['cyclophosphamide', 'CYP2B6'],
    ['cyclophosphamide', 'CYP2C9'],
    ['cyclophosphamide', 'CYP3A4'],
    // Ifex label 7: CYP3A4 inhibitors may lower formation of the active metabolite
    ['ifosfamide', 'CYP3A4'],
  ])('%s is activated through %s', (id, pathway) => {
    expect(drug(id).pathways[pathway]?.prodrugActivation).toBe(true);
  });

  it.each<[string, Pathway]>([
    // Active parent drugs: inhibition raises exposure (Lexicomp-style reasoning stays forward).
    ['simvastatin', 'CYP3A4'],
    ['omeprazole', 'CYP2C19'],
    ['oxycodone', 'CYP3A4'],
  ])('%s is not flagged as a prodrug of %s', (id, pathway) => {
    expect(drug(id).pathways[pathway]?.prodrugActivation).toBeUndefined();
  });

  it('flags activation only on roles where the drug is a substrate', () => {
    const wrong = drugRecords.flatMap((d) =>
      Object.entries(d.pathways ?? {})
        .filter(([, r]) => r?.prodrugActivation && !r.substrate)
        .map(([p]) => `${d.id}/${p}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe('toxicity terms added with the schema', () => {
  it.each<[string, Toxicity]>([
    // Statin labels 5.1: myopathy and rhabdomyolysis
    ['atorvastatin', 'myopathy'],
    ['simvastatin', 'myopathy'],
    ['rosuvastatin', 'myopathy'],
    ['lovastatin', 'myopathy'],
    // Cotellic label 5: rhabdomyolysis
    ['cobimetinib', 'myopathy'],
    // Elitek boxed warning: hemolysis in G6PD deficiency, methemoglobinemia
    ['rasburicase', 'hemolysis'],
    ['rasburicase', 'methemoglobinemia'],
    // Tafinlar label 5: hemolytic anemia in G6PD deficiency
    ['dabrafenib', 'hemolysis'],
    // Blincyto boxed warning: cytokine release syndrome
    ['blinatumomab', 'cytokine-release'],
    // Tretinoin capsules boxed warning, Tibsovo and Idhifa boxed warnings, Xospata boxed warning
    ['tretinoin', 'differentiation-syndrome'],
    ['ivosidenib', 'differentiation-syndrome'],
    ['enasidenib', 'differentiation-syndrome'],
    ['gilteritinib', 'differentiation-syndrome'],
    // Glucophage boxed warning; Zyvox label 5: lactic acidosis
    ['metformin', 'lactic-acidosis'],
    ['linezolid', 'lactic-acidosis'],
  ])('%s lists %s', (id, tox) => {
    expect(drug(id).toxicities).toContain(tox);
  });
});

describe('neurotoxicity is not sedation', () => {
  // `cns-depression` feeds the sedative-additive interaction rule (FDA 2016 opioid warning), so
  // it marks only drugs that add to an opioid's sedation. Encephalopathy, cerebellar toxicity and
  // other central neurotoxicity are `neurotoxicity`.
  it.each([
    // Ifex label 5: encephalopathy (somnolence, confusion, coma)
    'ifosfamide',
    // Tepadina label 5: CNS toxicity at high doses
    'thiotepa',
    // Fluorouracil label 5: hyperammonaemic encephalopathy
    'fluorouracil',
    // Cytarabine label 5: cerebellar and cerebral toxicity at high doses
    'cytarabine',
    // Fludarabine boxed warning: severe neurological effects
    'fludarabine',
    // Arranon boxed warning: severe neurological reactions
    'nelarabine',
    // Rozlytrek label 5: CNS effects (cognitive, mood, dizziness); Vitrakvi label 5: neurotoxicity
    'entrectinib',
    'larotrectinib',
  ])('%s lists neurotoxicity and not cns-depression', (id) => {
    expect(drug(id).toxicities).toContain('neurotoxicity');
    expect(drug(id).toxicities).not.toContain('cns-depression');
  });

  it.each([
    // Matulane label: adds to barbiturates, antihistamines, opioids and phenothiazines
    'procarbazine',
    // Thalomid label: drowsiness, additive sedation with other CNS depressants
    'thalidomide',
    // FDA Drug Safety Communication 2014: infusion ethanol; pain relievers and sleep aids add to it
    'docetaxel',
    // Sedating supportive drugs
    'olanzapine',
    'morphine',
    'phenobarbital',
  ])('%s keeps cns-depression (sedation that adds to other depressants)', (id) => {
    expect(drug(id).toxicities).toContain('cns-depression');
  });
});

describe('monograph overlays (src/knowledge/drugs/monographs)', () => {
  it('name existing records, each drug once, and never replace a record’s own monograph', async () => {
    const { monographsById } = await import('./monographs');
    const { drugRecords } = await import('.');
    const ids = new Set(drugRecords.map((d) => d.id));
    const seen = new Map<string, number>();
    for (const file of monographsById)
      for (const id of Object.keys(file)) seen.set(id, (seen.get(id) ?? 0) + 1);
    expect([...seen.keys()].filter((id) => !ids.has(id))).toEqual([]);
    expect([...seen.entries()].filter(([, n]) => n > 1).map(([id]) => id)).toEqual([]);
    const own = [...seen.keys()].filter((id) =>
      drugRecords.some(
        (d) => d.id === id && d.monograph && !monographsById.some((f) => f[id] === d.monograph),
      ),
    );
    expect(own).toEqual([]);
  });
});
