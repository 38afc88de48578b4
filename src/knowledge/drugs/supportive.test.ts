import { describe, expect, it } from 'vitest';
import type { DrugInput, Pathway, PathwayRole } from '../../core/knowledge/drug';
import { drugSchema } from '../../core/knowledge/drug';
import { gastrointestinalOtherDrugs } from './gastrointestinal-and-other';
import { substanceRecords } from './substances';
import { supportiveOncologyDrugs } from './supportive-oncology';

const records: DrugInput[] = [
  ...supportiveOncologyDrugs,
  ...gastrointestinalOtherDrugs,
  ...substanceRecords,
];

function drug(id: string): DrugInput {
  const found = records.find((d) => d.id === id);
  if (!found) throw new Error(`no record for ${id}`);
  return found;
}

function role(id: string, pathway: Pathway): PathwayRole | undefined {
  return drug(id).pathways?.[pathway];
}

describe('supportive, GI/other and substance records', () => {
  it('every record passes the drug schema', () => {
    const failures = records
      .map((r) => ({ id: r.id, result: drugSchema.safeParse(r) }))
      .filter((p) => !p.result.success)
      .map((p) => p.id);
    expect(failures).toEqual([]);
  });

  // The interaction engine recognises acid reducers by class tag, and they must not be flagged
  // as pH-sensitive victims themselves: they cause the raised gastric pH.
  it.each([
    // Prilosec, Nexium, Prevacid, Protonix, Aciphex labels 12.1 (H+/K+-ATPase inhibition)
    ['omeprazole', 'proton-pump-inhibitor'],
    ['esomeprazole', 'proton-pump-inhibitor'],
    ['lansoprazole', 'proton-pump-inhibitor'],
    ['pantoprazole', 'proton-pump-inhibitor'],
    ['rabeprazole', 'proton-pump-inhibitor'],
    // Pepcid label 12.1 (H2-receptor antagonist)
    ['famotidine', 'h2-receptor-antagonist'],
    // OTC antacid monograph labelling (acid neutraliser)
    ['calcium-carbonate', 'antacid'],
  ])('%s is tagged %s and is not itself pH-dependent', (id, tag) => {
    expect(drug(id).classTags).toContain(tag);
    expect(drug(id).phDependentAbsorption).toBe(false);
  });

  it.each([
    // Synthroid label 7: drugs that raise gastric pH reduce levothyroxine absorption
    ['levothyroxine', true],
    // Zofran label 12.3: no acid-dependent absorption described
    ['ondansetron', false],
  ])('%s phDependentAbsorption is %s', (id, expected) => {
    expect(drug(id).phDependentAbsorption).toBe(expected);
  });

  it.each<[string, Pathway, keyof PathwayRole, string]>([
    // Varubi label 5.1 and 7.1: "moderate" CYP2D6 inhibitor (dextromethorphan about 3-fold);
    // the FDA DDI table also lists rolapitant as a moderate CYP2D6 inhibitor
    ['rolapitant', 'CYP2D6', 'inhibitor', 'moderate'],
    // Varubi label 7.1: BCRP inhibitor (sulfasalazine exposure about 2-fold)
    ['rolapitant', 'BCRP', 'inhibitor', 'moderate'],
    // FDA DDI table: St John's wort is a strong CYP3A inducer; Durr 2000, PMID 11180019
    ['st-johns-wort', 'CYP3A4', 'inducer', 'strong'],
    // FDA DDI table footnote: grapefruit juice is a moderate CYP3A inhibitor at usual intake
    ['grapefruit-juice', 'CYP3A4', 'inhibitor', 'moderate'],
    // Emend label 7.1: the 3-day oral regimen is a moderate CYP3A4 inhibitor and a CYP2C9 inducer
    ['aprepitant', 'CYP3A4', 'inhibitor', 'moderate'],
    ['aprepitant', 'CYP2C9', 'inducer', 'weak'],
    // Emend for injection label 7.1: a single 150 mg fosaprepitant dose is a weak CYP3A4 inhibitor
    ['fosaprepitant', 'CYP3A4', 'inhibitor', 'weak'],
    // Akynzeo label 7.1: netupitant is a moderate CYP3A4 inhibitor
    ['netupitant', 'CYP3A4', 'inhibitor', 'moderate'],
    // Dexamethasone tablets label, Precautions: moderate CYP3A4 inducer
    ['dexamethasone', 'CYP3A4', 'inducer', 'moderate'],
    // FDA DDI table: omeprazole is the index sensitive CYP2C19 substrate and a weak inhibitor
    ['omeprazole', 'CYP2C19', 'substrate', 'sensitive'],
    ['omeprazole', 'CYP2C19', 'inhibitor', 'weak'],
    // FDA DDI table: cyclosporine is a moderate CYP3A inhibitor and an OATP1B1/1B3 inhibitor
    // (rosuvastatin exposure about 7-fold, Crestor label 7)
    ['cyclosporine', 'CYP3A4', 'inhibitor', 'moderate'],
    ['cyclosporine', 'OATP1B1/1B3', 'inhibitor', 'strong'],
    // Prograf label 7: large rises with strong CYP3A inhibitors (voriconazole: one-third dose)
    ['tacrolimus', 'CYP3A4', 'substrate', 'sensitive'],
  ])('%s: %s %s is %s', (id, pathway, kind, level) => {
    expect(role(id, pathway)?.[kind]).toBe(level);
  });

  it.each([
    // Varubi label: no CYP3A4 inhibition, hence no dexamethasone dose reduction
    ['rolapitant', 'CYP3A4', 'inhibitor'],
    // Palonosetron is not a CYP perpetrator (Aloxi label 12.3)
    ['palonosetron', 'CYP3A4', 'inhibitor'],
  ] as const)('%s has no %s %s role', (id, pathway, kind) => {
    expect(role(id, pathway)?.[kind]).toBeUndefined();
  });

  it.each([
    // CPIC G6PD guideline 2022 (PMID 36049896); Elitek label 4: contraindicated in G6PD deficiency
    ['rasburicase', 'G6PD'],
    // CPIC HLA-B and allopurinol 2015 (PMID 26094938)
    ['allopurinol', 'HLA-B'],
    // CPIC CYP3A5 and tacrolimus 2015 (PMID 25801146)
    ['tacrolimus', 'CYP3A5'],
    // CPIC CYP2D6 and ondansetron/tropisetron 2016 (PMID 28002639)
    ['ondansetron', 'CYP2D6'],
    ['tropisetron', 'CYP2D6'],
    // CPIC CYP2C19 and PPIs 2020 (PMID 32770672)
    ['omeprazole', 'CYP2C19'],
    ['pantoprazole', 'CYP2C19'],
  ])('%s carries pharmacogene %s', (id, gene) => {
    expect(drug(id).pgxGenes).toContain(gene);
  });

  it('rasburicase boxed warnings cover G6PD hemolysis, methemoglobinemia and assay interference (Elitek Boxed Warning)', () => {
    const text = (drug('rasburicase').boxedWarnings ?? []).join(' ');
    expect(text).toMatch(/G6PD/);
    expect(text).toMatch(/methemoglobinemia/i);
    expect(text).toMatch(/ice/);
  });

  it.each([
    // Leucovorin and levoleucovorin are the same folate rescue (Fusilev label 1): duplicate therapy
    ['leucovorin', 'levoleucovorin', 'folate-analogue-rescue'],
    // Filgrastim and pegfilgrastim: both G-CSF (Neupogen, Neulasta labels 12.1)
    ['filgrastim', 'pegfilgrastim', 'g-csf'],
    // Epogen and Aranesp labels 12.1: both erythropoiesis-stimulating agents
    ['epoetin-alfa', 'darbepoetin-alfa', 'esa'],
    // Aprepitant and rolapitant: both NK1 antagonists (Emend, Varubi labels 12.1)
    ['aprepitant', 'rolapitant', 'nk1-antagonist'],
  ])('%s and %s share the duplicate-therapy tag %s', (a, b, tag) => {
    expect(drug(a).classTags).toContain(tag);
    expect(drug(b).classTags).toContain(tag);
  });

  it.each([
    // Zometa label 2 (multiple myeloma and bone metastases): 3.5, 3.3 and 3.0 mg of 4 mg
    ['zoledronic-acid', 60, 'reduce', 0.875],
    ['zoledronic-acid', 50, 'reduce', 0.825],
    ['zoledronic-acid', 40, 'reduce', 0.75],
    ['zoledronic-acid', 30, 'avoid', undefined],
    // Zinecard label 2: reduce the dose by 50% when CrCl is below 40 mL/min
    ['dexrazoxane', 40, 'reduce', 0.5],
    // Pepcid label 2: reduce when CrCl is below 60 mL/min
    ['famotidine', 60, 'reduce', 0.5],
    // Glucophage label 4 uses eGFR: contraindicated below 30
    ['metformin', 30, 'avoid', undefined],
  ])('%s renal rule below %d mL/min is %s (factor %s)', (id, crcl, action, factor) => {
    const rule = drug(id).renal.rules?.find((r) => r.crclBelow === crcl);
    expect(rule?.action).toBe(action);
    expect(rule?.doseFactor).toBe(factor);
  });

  it.each([
    // Zofran label 5.2: QT prolongation and torsades; avoid in congenital long QT
    ['ondansetron', 'known'],
    // Pepcid label 5: QT prolongation reported in moderate or severe renal impairment
    ['famotidine', 'conditional'],
    // Aloxi label 12.2: no clinically relevant QTc effect in the thorough QT study
    ['palonosetron', 'none'],
  ])('%s QT risk is %s', (id, risk) => {
    expect(drug(id).qtRisk).toBe(risk);
  });

  it.each([
    // NDF-RT interaction data ("ST. JOHN'S WORT EXTRACT", 258326) and RxNav-derived tables
    ['st-johns-wort', '258326'],
    // FDA substance registry (GSRS via openFDA) RXCUI code for grapefruit juice; RxNav-derived table
    ['grapefruit-juice', '1431224'],
  ])('%s is a substance with RxNorm ingredient RxCUI %s', (id, rxcui) => {
    expect(drug(id).kind).toBe('substance');
    expect(drug(id).rxcui).toBe(rxcui);
  });

  it('anchor RxCUIs are the RxNorm ingredient concepts, not salts (RxNorm IN)', () => {
    expect(drug('ondansetron').rxcui).toBe('26225');
    expect(drug('dexamethasone').rxcui).toBe('3264');
    expect(drug('omeprazole').rxcui).toBe('7646');
  });
});
