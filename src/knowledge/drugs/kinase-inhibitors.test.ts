import { describe, expect, it } from 'vitest';
import { drugSchema } from '../../core/knowledge/drug';
import type { Drug, Pathway } from '../../core/knowledge/drug';
import { kinaseInhibitorDrugs } from './kinase-inhibitors';

/** The ids the roster (/work/drug-roster.md, "kinase-inhibitors.ts") assigns to this file. */
const ROSTER = new Set([
  'imatinib',
  'dasatinib',
  'nilotinib',
  'bosutinib',
  'ponatinib',
  'asciminib',
  'erlotinib',
  'gefitinib',
  'afatinib',
  'osimertinib',
  'dacomitinib',
  'lapatinib',
  'neratinib',
  'tucatinib',
  'crizotinib',
  'ceritinib',
  'alectinib',
  'brigatinib',
  'lorlatinib',
  'entrectinib',
  'larotrectinib',
  'repotrectinib',
  'capmatinib',
  'tepotinib',
  'selpercatinib',
  'pralsetinib',
  'dabrafenib',
  'trametinib',
  'vemurafenib',
  'cobimetinib',
  'encorafenib',
  'binimetinib',
  'sorafenib',
  'sunitinib',
  'pazopanib',
  'axitinib',
  'cabozantinib',
  'lenvatinib',
  'regorafenib',
  'vandetanib',
  'fruquintinib',
  'tivozanib',
  'ibrutinib',
  'acalabrutinib',
  'zanubrutinib',
  'pirtobrutinib',
  'idelalisib',
  'duvelisib',
  'alpelisib',
  'capivasertib',
  'ruxolitinib',
  'fedratinib',
  'pacritinib',
  'momelotinib',
  'palbociclib',
  'ribociclib',
  'abemaciclib',
  'everolimus',
  'temsirolimus',
  'midostaurin',
  'gilteritinib',
  'quizartinib',
  'erdafitinib',
  'pemigatinib',
  'futibatinib',
  'avapritinib',
  'ripretinib',
]);

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
    expect(ids.filter((id) => !ROSTER.has(id))).toEqual([]);
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
    ['ibrutinib', 'minimal'], // MASCC/ESMO 2016 oral: low.
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
