import { describe, expect, it } from 'vitest';
import type { DrugInput, Pathway, PathwayRole } from '../../core/knowledge/drug';
import { drugSchema } from '../../core/knowledge/drug';
import { cytotoxicDrugs } from './cytotoxic';
import { hormonalDrugs } from './hormonal';
import { drugRecords } from './index';

const records: DrugInput[] = [...cytotoxicDrugs, ...hormonalDrugs];

function drug(id: string): DrugInput {
  const found = records.find((d) => d.id === id);
  if (!found) throw new Error(`no record for ${id}`);
  return found;
}

function role(id: string, pathway: Pathway): PathwayRole | undefined {
  return drug(id).pathways?.[pathway];
}

/** The renal rule that applies at a given CrCl: the one with the lowest threshold still above it. */
function renalRuleAt(id: string, crcl: number) {
  const rules = (drug(id).renal.rules ?? []).filter(
    (r) => r.crclBelow !== undefined && crcl < r.crclBelow,
  );
  return rules.sort((a, b) => (a.crclBelow ?? 0) - (b.crclBelow ?? 0))[0];
}

describe('cytotoxic and hormonal records', () => {
  it('every record passes the drug schema', () => {
    const failures = records
      .map((r) => ({ id: r.id, result: drugSchema.safeParse(r) }))
      .filter((p) => !p.result.success)
      .map((p) => p.id);
    expect(failures).toEqual([]);
  });

  it('every record is an antineoplastic with at least one label source', () => {
    for (const d of records) {
      expect(d.kind, d.id).toBe('antineoplastic');
      expect(
        d.sources.some((s) => s.kind === 'label'),
        d.id,
      ).toBe(true);
    }
  });

  // Ids whose RxNorm ingredient concept could not be confirmed carry no RxCUI rather than a guess:
  // their records (cytotoxic-2.ts, hormonal-2.ts) hold rxcui null with an rxcuiNote saying why.
  it.each([
    'trabectedin',
    'trifluridine-tipiracil',
    'ixabepilone',
    'vorinostat',
    'cladribine',
    'arsenic-trioxide',
    'toremifene',
    'relugolix',
  ])('%s is not present with a guessed RxCUI', (id) => {
    const found = drugRecords.find((d) => d.id === id);
    expect(found).toBeDefined();
    expect(found?.rxcui).toBeNull();
    expect(found?.rxcuiNote).toMatch(/not confirmed/);
  });

  it.each([
    // Ingredient (IN) RxCUIs confirmed against the CPIC drug table (cpic-schema drug.sql)
    ['cisplatin', '2555'],
    ['carboplatin', '40048'],
    ['cyclophosphamide', '3002'],
    ['fluorouracil', '4492'],
    ['methotrexate', '6851'],
    ['capecitabine', '194000'],
    ['mercaptopurine', '103'],
    ['irinotecan', '51499'],
    ['tamoxifen', '10324'],
    // Not the salt concepts (e.g. irinotecan hydrochloride, doxorubicin hydrochloride)
    ['doxorubicin', '3639'],
    ['vincristine', '11202'],
    // RxNav-derived substance table (exact_ingredient rows) that matches every RxCUI above
    ['lurbinectedin', '2374729'],
    ['apalutamide', '1999574'],
  ])('%s has ingredient RxCUI %s', (id, rxcui) => {
    expect(drug(id).rxcui).toBe(rxcui);
  });

  it('vincristine is capped at 2 mg per dose', () => {
    // Vincristine sulfate injection label 2 (1.4 mg/m2, 2 mg maximum); CLINICAL-NOTES per-dose caps
    expect(drug('vincristine').doseCap).toMatchObject({ maxDose: 2, unit: 'mg' });
  });

  it.each([
    // Doxorubicin label 5.1 and Swain 2003 (PMID 12767102): reference drug, 550 mg/m2 ceiling
    ['doxorubicin', 550, 1],
    // Daunorubicin label boxed warning 550 mg/m2; Feijen 2019 Table 3 (PMID 30703192) ratio 0.6
    ['daunorubicin', 550, 0.6],
    // Ellence label 5: risk rises above 900 mg/m2; Feijen 2019 ratio 0.8
    ['epirubicin', 900, 0.8],
    // Mitoxantrone label boxed warning 140 mg/m2; Feijen 2019 ratio 10.5
    ['mitoxantrone', 140, 10.5],
  ])('%s cumulative limit %d mg/m2, doxorubicin equivalence %d', (id, value, ratio) => {
    expect(drug(id).cumulativeLimit).toMatchObject({
      value,
      unit: 'mg/m2',
      doxorubicinEquivalence: ratio,
    });
  });

  it('idarubicin carries no equivalence ratio that could not be cited', () => {
    // Feijen 2019 Table 3: idarubicin ratio not estimable; Idamycin PFS label states no cumulative ceiling
    expect(drug('idarubicin').cumulativeLimit).toBeUndefined();
  });

  it('capecitabine follows the 12/2022 Xeloda label (issue 12): reworded boxed warning, no renal contraindication', () => {
    const cape = drug('capecitabine');
    expect(cape.labelRevised).toBe('2022-12');
    expect((cape.boxedWarnings ?? []).some((w) => /vitamin K antagonists/.test(w))).toBe(true);
    expect(cape.renal.summary).toMatch(/no longer a contraindication/);
    expect(cape.renal.summary).not.toMatch(/contraindicated, or no recommended dose/);
  });

  it('bleomycin cumulative limit is 400 units', () => {
    // Bleomycin label boxed warning: pulmonary fibrosis more frequent above 400 units total
    expect(drug('bleomycin').cumulativeLimit).toMatchObject({ value: 400, unit: 'units' });
  });

  it.each([
    // Xeloda label (12/2022) 2 / 8.6: CrCl 30-50 -> 75% of the starting dose; below 30 no longer
    // contraindicated but no recommended dose, so the rule still says avoid
    ['capecitabine', 60, undefined, undefined],
    ['capecitabine', 45, 'reduce', 0.75],
    ['capecitabine', 30, 'reduce', 0.75],
    ['capecitabine', 29, 'avoid', undefined],
    // Alimta label 2 / 8.6: do not give below CrCl 45
    ['pemetrexed', 44, 'avoid', undefined],
    // Hydroxyurea (Droxia/Hydrea) label 2 / 8.6: CrCl below 60 -> 50%
    ['hydroxyurea', 59, 'reduce', 0.5],
    // Fludara label: CrCl 50-79 -> 20 mg/m2 (0.8), 30-49 -> 15 mg/m2 (0.6), below 30 -> do not give
    ['fludarabine', 70, 'reduce', 0.8],
    ['fludarabine', 40, 'reduce', 0.6],
    ['fludarabine', 20, 'avoid', undefined],
    // Bleomycin label renal table: CrCl 40-50 -> 70%, 10-20 -> 45%
    ['bleomycin', 45, 'reduce', 0.7],
    ['bleomycin', 15, 'reduce', 0.45],
    // Etopophos label 2: CrCl 15-50 -> 75%
    ['etoposide', 40, 'reduce', 0.75],
    // Clolar label 2: CrCl 30-60 -> 50%
    ['clofarabine', 45, 'reduce', 0.5],
  ])('%s at CrCl %d: %s x%s', (id, crcl, action, factor) => {
    const rule = renalRuleAt(id, crcl);
    expect(rule?.action).toBe(action);
    expect(rule?.doseFactor).toBe(factor);
  });

  it('carboplatin renal summary describes Calvert dosing with the 125 mL/min GFR cap', () => {
    // Calvert 1989 (PMID 2681557); NCI CTEP 2010 letter: cap GFR at 125 mL/min
    const c = drug('carboplatin');
    expect(c.renal.summary).toMatch(/AUC x \(GFR \+ 25\)/);
    expect(c.renal.summary).toMatch(/125 mL\/min/);
    expect(c.sources.some((s) => s.pmid === '2681557')).toBe(true);
  });

  it.each([
    // CPIC DPYD 2017 (PMID 29152729); 5-FU and Xeloda labels 5 and 12.5
    ['fluorouracil', 'DPYD'],
    ['capecitabine', 'DPYD'],
    // Camptosar label 2 / 12.5: UGT1A1*28 homozygotes start lower
    ['irinotecan', 'UGT1A1'],
    // Beleodaq label 2: UGT1A1*28 homozygotes start at 750 mg/m2
    ['belinostat', 'UGT1A1'],
    // CPIC thiopurines 2018 (PMID 30447069)
    ['mercaptopurine', 'TPMT'],
    ['mercaptopurine', 'NUDT15'],
    ['thioguanine', 'TPMT'],
    ['thioguanine', 'NUDT15'],
    // CPIC CYP2D6-tamoxifen 2018 (PMID 29385237)
    ['tamoxifen', 'CYP2D6'],
  ])('%s lists pharmacogene %s', (id, gene) => {
    expect(drug(id).pgxGenes).toContain(gene);
  });

  it('fluoropyrimidines cite the CPIC DPYD guideline', () => {
    for (const id of ['fluorouracil', 'capecitabine']) {
      expect(drug(id).sources.some((s) => s.kind === 'cpic' && s.pmid === '29152729')).toBe(true);
    }
  });

  it.each<[string, Pathway, keyof PathwayRole, string]>([
    // Xeloda label 7: S-warfarin AUC +57% -> weak CYP2C9 inhibitor
    ['capecitabine', 'CYP2C9', 'inhibitor', 'weak'],
    // Taxotere label 7: ketoconazole ~2.2-fold docetaxel AUC -> moderate CYP3A4 substrate
    ['docetaxel', 'CYP3A4', 'substrate', 'moderate'],
    // Camptosar label 7: ketoconazole raised SN-38 AUC 109% -> moderate
    ['irinotecan', 'CYP3A4', 'substrate', 'moderate'],
    // Orserdu label 7: itraconazole 5.3-fold -> sensitive CYP3A4 substrate
    ['elacestrant', 'CYP3A4', 'substrate', 'sensitive'],
    // Xtandi label 7: midazolam AUC -86% -> strong CYP3A4 inducer; S-warfarin -56% -> moderate CYP2C9 inducer
    ['enzalutamide', 'CYP3A4', 'inducer', 'strong'],
    ['enzalutamide', 'CYP2C9', 'inducer', 'moderate'],
    ['enzalutamide', 'CYP2C19', 'inducer', 'moderate'],
    // Xtandi label 7: gemfibrozil 2.2-fold -> moderate CYP2C8 substrate
    ['enzalutamide', 'CYP2C8', 'substrate', 'moderate'],
    // Zytiga label 7: dextromethorphan ~2.9-fold -> moderate CYP2D6 inhibitor
    ['abiraterone', 'CYP2D6', 'inhibitor', 'moderate'],
    // Nubeqa label 7: rosuvastatin ~5-fold -> strong BCRP inhibitor
    ['darolutamide', 'BCRP', 'inhibitor', 'strong'],
    // Erleada label 7/12.3: midazolam AUC -92%, omeprazole -85% -> strong CYP3A4/CYP2C19 inducer
    ['apalutamide', 'CYP3A4', 'inducer', 'strong'],
    ['apalutamide', 'CYP2C19', 'inducer', 'strong'],
    // Erleada label 7/12.3: S-warfarin AUC -46% -> weak CYP2C9 inducer
    ['apalutamide', 'CYP2C9', 'inducer', 'weak'],
  ])('%s %s %s is %s', (id, pathway, kind, level) => {
    expect(role(id, pathway)?.[kind]).toBe(level);
  });

  it.each([
    // Eloxatin label 5: QT prolongation and fatal torsade de pointes (postmarketing)
    ['oxaliplatin', 'known'],
    // Halaven label 5: QTc prolongation observed on day 8
    ['eribulin', 'possible'],
    // Lupron Depot / Firmagon labels 5: androgen deprivation may prolong QT
    ['leuprolide', 'possible'],
    ['degarelix', 'possible'],
    // Erleada label 12.2: mean QTcF rise of about 12 ms, no warning
    ['apalutamide', 'possible'],
    // No QT statement in the Xeloda label: not assessed, never 'none'
    ['capecitabine', 'unknown'],
  ])('%s QT risk is %s', (id, risk) => {
    expect(drug(id).qtRisk).toBe(risk);
  });

  it.each([
    // MASCC/ESMO 2016 and ASCO 2020 high-risk IV agents
    ['cisplatin', 'high'],
    ['carmustine', 'high'],
    ['dacarbazine', 'high'],
    // Moderate IV agents
    ['oxaliplatin', 'moderate'],
    ['irinotecan', 'moderate'],
    ['azacitidine', 'moderate'],
    // Low IV agents
    ['docetaxel', 'low'],
    ['gemcitabine', 'low'],
    // Minimal IV agents
    ['vincristine', 'minimal'],
    ['bleomycin', 'minimal'],
    // Oral agents: MASCC/ESMO 2016 oral classes (issue 13: capecitabine is low, not minimal)
    ['temozolomide', 'moderate'],
    ['capecitabine', 'low'],
    ['chlorambucil', 'minimal'],
  ])('%s emetic risk is %s', (id, risk) => {
    expect(drug(id).emetogenicRisk).toBe(risk);
  });

  // Shared tags mark duplicate therapy, so they must group true duplicates and nothing broader.
  it.each([
    ['fluoropyrimidine', ['capecitabine', 'fluorouracil']],
    ['anthracycline', ['daunorubicin', 'doxorubicin', 'epirubicin', 'idarubicin']],
    ['platinum', ['carboplatin', 'cisplatin', 'oxaliplatin']],
    ['taxane', ['cabazitaxel', 'docetaxel', 'paclitaxel']],
    ['vinca-alkaloid', ['vinblastine', 'vincristine', 'vinorelbine']],
    ['thiopurine', ['mercaptopurine', 'thioguanine']],
    ['aromatase-inhibitor', ['anastrozole', 'exemestane', 'letrozole']],
    [
      'androgen-receptor-inhibitor',
      ['apalutamide', 'bicalutamide', 'darolutamide', 'enzalutamide'],
    ],
    ['gnrh-analog', ['degarelix', 'goserelin', 'leuprolide', 'triptorelin']],
  ])('tag %s groups exactly %j', (tag, ids) => {
    const members = records.filter((d) => d.classTags.includes(tag)).map((d) => d.id);
    expect(members.sort()).toEqual([...ids].sort());
  });

  it('no class tag is shared by more than six records', () => {
    const counts = new Map<string, number>();
    for (const d of records) for (const t of d.classTags) counts.set(t, (counts.get(t) ?? 0) + 1);
    const broad = [...counts].filter(([, n]) => n > 6).map(([t]) => t);
    expect(broad).toEqual([]);
  });

  it('doxorubicin hepatic rules follow the label bilirubin bands', () => {
    // Doxorubicin label 2: bilirubin 1.2-3 mg/dL -> 50%, 3.1-5 -> 25%, above 5 contraindicated
    const rules = drug('doxorubicin').hepatic.rules ?? [];
    expect(rules.map((r) => [r.action, r.doseFactor])).toEqual([
      ['reduce', 0.5],
      ['reduce', 0.25],
      ['avoid', undefined],
    ]);
  });

  it('tamoxifen carries its boxed warning and cites CPIC', () => {
    // Soltamox label boxed warning (uterine malignancy, stroke, PE); CPIC 2018 PMID 29385237
    const t = drug('tamoxifen');
    expect(t.boxedWarnings?.length).toBeGreaterThan(0);
    expect(t.sources.some((s) => s.kind === 'cpic' && s.pmid === '29385237')).toBe(true);
  });

  it('lurbinectedin carries the label-driven rhabdomyolysis and myelosuppression terms', () => {
    // Zepzelca label 5: myelosuppression, hepatotoxicity, rhabdomyolysis, embryo-fetal toxicity
    expect(drug('lurbinectedin').toxicities).toEqual(
      expect.arrayContaining(['myelosuppression', 'hepatotoxicity', 'myopathy', 'embryo-fetal']),
    );
  });
});
