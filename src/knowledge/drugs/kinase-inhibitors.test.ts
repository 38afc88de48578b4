import { describe, expect, it } from 'vitest';
import { drugSchema } from '../../core/knowledge/drug';
import type { Drug, Pathway } from '../../core/knowledge/drug';
import { ROSTER_DRUG_IDS } from '../regimens/roster-ids';
import { kinaseInhibitorDrugs } from './kinase-inhibitors';

const parsed = new Map<string, Drug>(
  kinaseInhibitorDrugs.map((d) => [d.id, drugSchema.parse(d)] as const),
);

function drug(id: string): Drug {
  const d = parsed.get(id);
  if (!d) throw new Error(`no record for ${id}`);
  return d;
}

describe('kinase inhibitor records: identity', () => {
  it.each(kinaseInhibitorDrugs.map((d) => [d.id, d] as const))(
    '%s passes the drug schema',
    (_id, d) => {
      const r = drugSchema.safeParse(d);
      expect(r.success ? [] : r.error.issues).toEqual([]);
    },
  );

  it('uses only roster ids, each once, with distinct RxCUIs', () => {
    const ids = kinaseInhibitorDrugs.map((d) => d.id);
    expect(ids.filter((id) => !ROSTER_DRUG_IDS.has(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const cuis = kinaseInhibitorDrugs.map((d) => d.rxcui);
    expect(cuis.every((c) => c !== null)).toBe(true);
    expect(new Set(cuis).size).toBe(cuis.length);
  });

  // RxNorm: imatinib IN 282388 (the mesylate salt is a separate PIN concept).
  it('anchors imatinib to its RxNorm ingredient concept', () => {
    expect(drug('imatinib').rxcui).toBe('282388');
  });
});

describe('kinase inhibitor records: duplicate-therapy tags', () => {
  it('carries no catch-all tag', () => {
    const tags = kinaseInhibitorDrugs.flatMap((d) => d.classTags);
    expect(tags.filter((t) => ['kinase-inhibitor', 'tki', 'targeted-therapy'].includes(t))).toEqual(
      [],
    );
  });

  // Intended combinations (BRAF + MEK, lenvatinib + everolimus) must not look like duplicates;
  // two EGFR TKIs or two CDK4/6 inhibitors must.
  it.each([
    ['dabrafenib', 'trametinib', false],
    ['vemurafenib', 'cobimetinib', false],
    ['lenvatinib', 'everolimus', false],
    ['ibrutinib', 'idelalisib', false],
    ['erlotinib', 'osimertinib', true],
    ['palbociclib', 'ribociclib', true],
    ['ibrutinib', 'acalabrutinib', true],
    ['lapatinib', 'neratinib', true],
  ] as const)('%s + %s share a tag: %s', (a, b, shared) => {
    const overlap = drug(a).classTags.filter((t) => drug(b).classTags.includes(t));
    expect(overlap.length > 0).toBe(shared);
  });
});

describe('kinase inhibitor records: metabolism and transport (label section 7 / 12.3)', () => {
  it.each([
    // Zydelig: metabolite raises midazolam AUC 5.4-fold.
    ['idelalisib', 'CYP3A4', 'inhibitor', 'strong'],
    // Zykadia: midazolam AUC about 5.4-fold.
    ['ceritinib', 'CYP3A4', 'inhibitor', 'strong'],
    // Kisqali: strong CYP3A4 inhibition at 600 mg.
    ['ribociclib', 'CYP3A4', 'inhibitor', 'strong'],
    // Xalkori: midazolam AUC 3.7-fold.
    ['crizotinib', 'CYP3A4', 'inhibitor', 'moderate'],
    // Gleevec: simvastatin AUC 3.5-fold.
    ['imatinib', 'CYP3A4', 'inhibitor', 'moderate'],
    // Tasigna: midazolam AUC 2.6-fold.
    ['nilotinib', 'CYP3A4', 'inhibitor', 'moderate'],
    // Tafinlar: midazolam AUC down 74%.
    ['dabrafenib', 'CYP3A4', 'inducer', 'moderate'],
    // Zelboraf: tizanidine AUC 4.7-fold.
    ['vemurafenib', 'CYP1A2', 'inhibitor', 'moderate'],
    // Stivarga: rosuvastatin AUC 3.8-fold.
    ['regorafenib', 'BCRP', 'inhibitor', 'moderate'],
    // Imbruvica: ketoconazole raises AUC about 24-fold.
    ['ibrutinib', 'CYP3A4', 'substrate', 'sensitive'],
    // Calquence: itraconazole 5.1-fold.
    ['acalabrutinib', 'CYP3A4', 'substrate', 'sensitive'],
    // Sprycel: ketoconazole about 5-fold.
    ['dasatinib', 'CYP3A4', 'substrate', 'sensitive'],
    // Bosulif: ketoconazole 8.6-fold.
    ['bosutinib', 'CYP3A4', 'substrate', 'sensitive'],
    // Cotellic: itraconazole 6.7-fold.
    ['cobimetinib', 'CYP3A4', 'substrate', 'sensitive'],
    // Afinitor: ketoconazole 15-fold.
    ['everolimus', 'CYP3A4', 'substrate', 'sensitive'],
    // Rydapt: ketoconazole about 10-fold.
    ['midostaurin', 'CYP3A4', 'substrate', 'sensitive'],
    // Tykerb: ketoconazole 3.6-fold.
    ['lapatinib', 'CYP3A4', 'substrate', 'moderate'],
    // Tasigna: ketoconazole about 3-fold.
    ['nilotinib', 'CYP3A4', 'substrate', 'moderate'],
    // Inlyta: ketoconazole 2-fold.
    ['axitinib', 'CYP3A4', 'substrate', 'moderate'],
    // Tagrisso: itraconazole only +24%.
    ['osimertinib', 'CYP3A4', 'substrate', 'minor'],
  ] as const)('%s: %s %s is %s', (id, pathway, role, level) => {
    expect(drug(id).pathways[pathway as Pathway]?.[role]).toBe(level);
  });

  // Mekinist: trametinib is cleared by deacetylation, so no CYP role is recorded.
  it('records no CYP role for trametinib', () => {
    expect(Object.keys(drug('trametinib').pathways)).toEqual([]);
  });
});

describe('kinase inhibitor records: gastric pH (label section 7 / 12.3)', () => {
  it.each([
    ['dasatinib', true], // Sprycel: famotidine/omeprazole lower exposure; separate antacids.
    ['bosutinib', true], // Bosulif: lansoprazole lowers exposure; avoid PPIs.
    ['nilotinib', true], // Tasigna: avoid PPIs; time H2 blockers and antacids.
    ['erlotinib', true], // Tarceva: omeprazole -46%.
    ['gefitinib', true], // Iressa: raised gastric pH -47%.
    ['pazopanib', true], // Votrient: esomeprazole about -40%.
    ['neratinib', true], // Nerlynx: lansoprazole -65%.
    ['lapatinib', true], // Tykerb: esomeprazole -27%.
    ['acalabrutinib', true], // Calquence capsules: omeprazole -43%.
    ['imatinib', false], // Gleevec: no acid-suppressant restriction.
    ['osimertinib', false], // Tagrisso: omeprazole had no effect.
    ['crizotinib', false], // Xalkori: esomeprazole effect not clinically meaningful.
    ['ponatinib', false], // Iclusig: lansoprazole changed AUC by about 6%.
    ['palbociclib', false], // Ibrance: no restriction with the current formulation.
  ] as const)('%s pH-dependent: %s', (id, expected) => {
    expect(drug(id).phDependentAbsorption).toBe(expected);
  });
});

describe('kinase inhibitor records: QT risk and boxed warnings', () => {
  it.each([
    ['nilotinib', 'known'], // Tasigna boxed warning.
    ['ribociclib', 'known'], // Kisqali W&P QT prolongation.
    ['vemurafenib', 'known'], // Zelboraf W&P QT prolongation.
    ['osimertinib', 'known'], // Tagrisso W&P QTc prolongation.
    ['lapatinib', 'known'], // Tykerb W&P QT prolongation.
    ['pacritinib', 'known'], // Vonjo W&P prolonged QT interval.
    ['gilteritinib', 'known'], // Xospata W&P prolonged QT interval.
    ['cabozantinib', 'possible'], // Cometriq 12.2: QTcF +10-15 ms.
    ['ibrutinib', 'none'], // Imbruvica 12.2: no QT prolongation at 3x dose.
    ['ruxolitinib', 'none'], // Jakafi 12.2: thorough QT study negative.
    ['imatinib', 'unknown'], // Gleevec: no QT assessment in the label.
  ] as const)('%s QT risk is %s', (id, expected) => {
    expect(drug(id).qtRisk).toBe(expected);
  });

  it.each([
    ['nilotinib', 1], // QT prolongation and sudden deaths.
    ['ponatinib', 4], // Arterial occlusion, VTE, heart failure, hepatotoxicity.
    ['lapatinib', 1], // Hepatotoxicity.
    ['sunitinib', 1], // Hepatotoxicity.
    ['pazopanib', 1], // Hepatotoxicity.
    ['regorafenib', 1], // Hepatotoxicity.
    ['idelalisib', 5], // Liver, diarrhea/colitis, pneumonitis, infection, perforation.
    ['gilteritinib', 1], // Differentiation syndrome.
    ['imatinib', 0], // No boxed warning.
    ['ibrutinib', 0], // No boxed warning.
  ] as const)('%s has %i boxed warnings', (id, count) => {
    expect(drug(id).boxedWarnings).toHaveLength(count);
  });
});

describe('kinase inhibitor records: organ function (label section 2 / 8.6 / 8.7)', () => {
  it.each([
    // Gleevec: CrCl 20-39 start at 50%.
    ['imatinib', 39, 'reduce', 0.5],
    // Xalkori: CrCl <30 not on dialysis, 250 mg daily.
    ['crizotinib', 29, 'reduce', undefined],
    // Gilotrif: eGFR 15-29, 30 mg daily.
    ['afatinib', 20, 'reduce', undefined],
    // Vonjo: avoid below eGFR 30.
    ['pacritinib', 20, 'avoid', undefined],
  ] as const)('%s at CrCl %i: %s', (id, crcl, action, factor) => {
    const applicable = drug(id).renal.rules.filter(
      (r) => r.crclBelow !== undefined && crcl < r.crclBelow,
    );
    const strictest = applicable.sort((a, b) => (a.crclBelow ?? 0) - (b.crclBelow ?? 0))[0];
    expect(strictest?.action).toBe(action);
    expect(strictest?.doseFactor).toBe(factor);
  });

  it.each([
    ['bosutinib', 'any', 'reduce'], // Bosulif: 200 mg daily in Child-Pugh A-C.
    ['ponatinib', 'any', 'reduce'], // Iclusig: 30 mg daily.
    ['lapatinib', 'child-pugh-c', 'reduce'], // Tykerb: 750 or 1,000 mg/day.
    ['neratinib', 'child-pugh-c', 'reduce'], // Nerlynx: 80 mg daily.
    ['palbociclib', 'child-pugh-c', 'reduce'], // Ibrance: 75 mg.
    ['abemaciclib', 'child-pugh-c', 'extend-interval'], // Verzenio: once daily.
    ['ibrutinib', 'child-pugh-c', 'avoid'], // Imbruvica: avoid.
    ['acalabrutinib', 'child-pugh-c', 'avoid'], // Calquence: avoid.
    ['cabozantinib', 'child-pugh-c', 'avoid'], // Cabometyx: avoid.
  ] as const)('%s hepatic %s: %s', (id, hepaticClass, action) => {
    const rule = drug(id).hepatic.rules.find((r) => r.hepaticClass === hepaticClass);
    expect(rule?.action).toBe(action);
  });

  // Sprycel 8.7: no dose change across Child-Pugh A-C; Tasigna 8.6: not studied.
  it('distinguishes "no adjustment" from "no data"', () => {
    expect(drug('dasatinib').hepatic.status).toBe('no-adjustment');
    expect(drug('nilotinib').renal.status).toBe('no-data');
  });
});

describe('kinase inhibitor records: emetic risk and pharmacogenomics', () => {
  it.each([
    ['imatinib', 'moderate'], // MASCC/ESMO 2016 oral: moderate.
    ['bosutinib', 'moderate'],
    ['crizotinib', 'moderate'],
    ['ceritinib', 'moderate'],
    ['erlotinib', 'minimal'], // MASCC/ESMO 2016 oral: minimal.
    ['ruxolitinib', 'minimal'],
    ['ibrutinib', 'low'], // MASCC/ESMO 2016 oral: low (was stored as 'minimal' until issue 13).
    ['everolimus', 'low'], // MASCC/ESMO 2016 oral: low.
    ['temsirolimus', 'low'], // MASCC/ESMO 2016 intravenous: low.
    ['midostaurin', 'moderate'], // Rydapt section 2: antiemetic prophylaxis required.
  ] as const)('%s emetic risk is %s', (id, expected) => {
    expect(drug(id).emetogenicRisk).toBe(expected);
  });

  it.each([
    ['nilotinib', 'UGT1A1'], // Tasigna 12.5: UGT1A1*28 and hyperbilirubinemia.
    ['pazopanib', 'HLA-B'], // Votrient 12.5: HLA-B*57:01 and ALT elevation.
    ['dabrafenib', 'G6PD'], // Tafinlar: hemolytic anemia in G6PD deficiency.
  ] as const)('%s lists %s', (id, gene) => {
    expect(drug(id).pgxGenes).toContain(gene);
  });
});

describe('kinase inhibitor records added once their RxCUIs were confirmed', () => {
  // RxNorm ingredient (IN) RxCUIs. Source: a public RxNav-derived substance-to-RxCUI table (each
  // row tagged "NIH RxNav", exact_ingredient) that agrees with all 28 RxCUIs this knowledge base
  // had already confirmed elsewhere (imatinib, crizotinib, ibrutinib, ...). Lorlatinib is also
  // coded RxNorm 2103164 in the HL7 mCODE STU4 genomics examples.
  it.each([
    ['asciminib', '2584304'],
    ['dacomitinib', '2058849'],
    ['tucatinib', '2361285'],
    ['lorlatinib', '2103164'],
    ['entrectinib', '2197862'],
    ['larotrectinib', '2105628'],
    ['capmatinib', '2362165'],
    ['tepotinib', '2477103'],
    ['selpercatinib', '2370147'],
    ['pralsetinib', '2394936'],
    ['encorafenib', '2049106'],
    ['zanubrutinib', '2262435'],
    ['pirtobrutinib', '2629338'],
    ['alpelisib', '2169285'],
    ['duvelisib', '2058509'],
    ['erdafitinib', '2123125'],
    ['pemigatinib', '2359268'],
    ['futibatinib', '2628190'],
    ['ripretinib', '2369389'],
    ['tivozanib', '2534233'],
  ])('%s has RxNorm ingredient RxCUI %s', (id, rxcui) => {
    expect(drug(id).rxcui).toBe(rxcui);
  });

  it.each([
    // Tukysa 12.3: midazolam AUC 5.7-fold; gemfibrozil raised tucatinib 3-fold.
    ['tucatinib', 'CYP3A4', 'inhibitor', 'strong'],
    ['tucatinib', 'CYP2C8', 'substrate', 'moderate'],
    // Vizimpro 12.3: dextromethorphan AUC 9.6-fold.
    ['dacomitinib', 'CYP2D6', 'inhibitor', 'strong'],
    // Lorbrena 12.3: midazolam AUC -61%.
    ['lorlatinib', 'CYP3A4', 'inducer', 'moderate'],
    // Rozlytrek 12.3: itraconazole 6-fold.
    ['entrectinib', 'CYP3A4', 'substrate', 'sensitive'],
    // Vitrakvi 12.3: itraconazole 4.3-fold.
    ['larotrectinib', 'CYP3A4', 'substrate', 'moderate'],
    // Tabrecta 12.3: caffeine AUC +134%.
    ['capmatinib', 'CYP1A2', 'inhibitor', 'moderate'],
    // Retevmo 12.3: itraconazole 2.3-fold; repaglinide AUC +188%.
    ['selpercatinib', 'CYP3A4', 'substrate', 'moderate'],
    ['selpercatinib', 'CYP2C8', 'inhibitor', 'moderate'],
    // Gavreto 12.3: itraconazole 3.5-fold.
    ['pralsetinib', 'CYP3A4', 'substrate', 'moderate'],
    // Braftovi 12.3: posaconazole 3-fold.
    ['encorafenib', 'CYP3A4', 'substrate', 'moderate'],
    // Brukinsa 12.3: itraconazole 3.8-fold; midazolam AUC -47%.
    ['zanubrutinib', 'CYP3A4', 'substrate', 'moderate'],
    ['zanubrutinib', 'CYP3A4', 'inducer', 'weak'],
    // Copiktra 12.3: ketoconazole about 4-fold; midazolam about 4-fold.
    ['duvelisib', 'CYP3A4', 'substrate', 'moderate'],
    ['duvelisib', 'CYP3A4', 'inhibitor', 'moderate'],
    // Pemazyre 12.3: itraconazole +88%.
    ['pemigatinib', 'CYP3A4', 'substrate', 'minor'],
  ] as const)('%s: %s %s is %s', (id, pathway, role, level) => {
    expect(drug(id).pathways[pathway as Pathway]?.[role]).toBe(level);
  });

  it.each([
    ['dacomitinib', true], // Vizimpro 7: rabeprazole -39%; avoid PPIs.
    ['selpercatinib', true], // Retevmo 7: avoid acid-reducing agents or take with food.
    ['tucatinib', false], // Tukysa 12.3: omeprazole had no effect.
    ['lorlatinib', false], // Lorbrena: no acid-suppressant restriction.
  ] as const)('%s pH-dependent: %s', (id, expected) => {
    expect(drug(id).phDependentAbsorption).toBe(expected);
  });

  it.each([
    ['entrectinib', 'known'], // Rozlytrek 5: QT interval prolongation.
    ['selpercatinib', 'known'], // Retevmo 5: QT interval prolongation.
    ['encorafenib', 'known'], // Braftovi 5: QTc prolongation.
    ['tepotinib', 'possible'], // Tepmetko 12.2: about 10 ms QTc rise, no W&P.
    ['larotrectinib', 'unknown'], // Vitrakvi: no QT statement.
  ] as const)('%s QT risk is %s', (id, expected) => {
    expect(drug(id).qtRisk).toBe(expected);
  });

  it.each([
    ['duvelisib', 4], // Copiktra boxed: infections, diarrhea/colitis, cutaneous reactions, pneumonitis.
    ['tucatinib', 0],
    ['lorlatinib', 0],
  ] as const)('%s has %i boxed warnings', (id, count) => {
    expect(drug(id).boxedWarnings).toHaveLength(count);
  });

  it.each([
    ['tucatinib', 'child-pugh-c', 'reduce', undefined], // Tukysa 8.7: 200 mg twice daily.
    ['larotrectinib', 'child-pugh-b', 'reduce', 0.5], // Vitrakvi 8.7: start at 50%.
    ['zanubrutinib', 'child-pugh-c', 'reduce', 0.5], // Brukinsa 8.7: 80 mg twice daily.
    ['tivozanib', 'child-pugh-c', 'avoid', undefined], // Fotivda 8.7: avoid in severe impairment.
    ['selpercatinib', 'child-pugh-c', 'reduce', undefined], // Retevmo 2: 80 mg twice daily.
  ] as const)('%s hepatic %s: %s x%s', (id, hepaticClass, action, factor) => {
    const rule = drug(id).hepatic.rules.find((r) => r.hepaticClass === hepaticClass);
    expect(rule?.action).toBe(action);
    expect(rule?.doseFactor).toBe(factor);
  });

  it.each([
    ['lorlatinib', 20, 'reduce'], // Lorbrena 2: severe renal impairment, 75 mg daily.
    ['pirtobrutinib', 20, 'reduce'], // Jaypirca 2: eGFR 15-29, 100 mg daily.
    ['pemigatinib', 20, 'reduce'], // Pemazyre 2: eGFR 15-29, 9 mg daily.
    ['larotrectinib', 20, undefined], // Vitrakvi 8.6: no adjustment for any degree.
  ] as const)('%s at CrCl %i: %s', (id, crcl, action) => {
    const applicable = drug(id).renal.rules.filter(
      (r) => r.crclBelow !== undefined && crcl < r.crclBelow,
    );
    expect(applicable.sort((a, b) => (a.crclBelow ?? 0) - (b.crclBelow ?? 0))[0]?.action).toBe(
      action,
    );
  });

  it('erdafitinib lists CYP2C9 for pharmacogenomics (Balversa 12.5: *3/*3 raises exposure)', () => {
    expect(drug('erdafitinib').pgxGenes).toContain('CYP2C9');
  });

  it.each([
    // Second-line agents of one target class are duplicates of the first-line ones.
    ['lorlatinib', 'alectinib', true],
    ['zanubrutinib', 'ibrutinib', true],
    ['pirtobrutinib', 'acalabrutinib', true],
    ['dacomitinib', 'osimertinib', true],
    ['capmatinib', 'tepotinib', true],
    ['selpercatinib', 'pralsetinib', true],
    ['larotrectinib', 'entrectinib', true],
    // Encorafenib is given with binimetinib or cetuximab; tucatinib with trastuzumab.
    ['encorafenib', 'trametinib', false],
    ['tucatinib', 'lapatinib', true],
  ] as const)('%s + %s share a tag: %s', (a, b, shared) => {
    const overlap = drug(a).classTags.filter((t) => drug(b).classTags.includes(t));
    expect(overlap.length > 0).toBe(shared);
  });
});
