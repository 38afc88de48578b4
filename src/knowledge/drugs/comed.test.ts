import { describe, expect, it } from 'vitest';
import type { Drug, Pathway, PathwayRole } from '../../core/knowledge/drug';
import { drugSchema } from '../../core/knowledge/drug';
import { curatedInteractionSchema } from '../../core/knowledge/interaction';
import { comedCnsAntiInfectiveInteractions } from '../interactions/comed-cns-anti-infective';
import { comedAnalgesicDrugs } from './comed-analgesics';
import { comedAntibacterialDrugs } from './comed-antibacterials';
import { comedAntipsychoticNeurologyDrugs } from './comed-antipsychotics-neurology';
import { comedAntiviralAntifungalDrugs } from './comed-antivirals-antifungals';
import { comedCnsPsychiatricDrugs } from './comed-cns-psychiatric';
import { REVIEWED } from './comed-sources';

const records = [
  ...comedAnalgesicDrugs,
  ...comedCnsPsychiatricDrugs,
  ...comedAntipsychoticNeurologyDrugs,
  ...comedAntibacterialDrugs,
  ...comedAntiviralAntifungalDrugs,
];
const byId = new Map<string, Drug>(records.map((r) => [r.id, drugSchema.parse(r)]));

function drug(id: string): Drug {
  const found = byId.get(id);
  if (!found) throw new Error(`no co-medication record '${id}'`);
  return found;
}

function role(id: string, pathway: Pathway): PathwayRole | undefined {
  return drug(id).pathways[pathway];
}

describe('co-medication drug records (issue 12)', () => {
  it('adds at least 120 records, each reviewed and sourced', () => {
    expect(records.length).toBeGreaterThanOrEqual(120);
    expect(records.filter((r) => r.lastReviewed !== REVIEWED).map((r) => r.id)).toEqual([]);
    expect(records.filter((r) => r.sources.length === 0).map((r) => r.id)).toEqual([]);
  });

  // RxCUIs confirmed in the CPIC drug table (cpicpgx/cpic-data db/drug.sql) or the OnSIDES
  // ingredients sample; every other record is null and says why.
  it.each([
    ['amitriptyline', '704'],
    ['diazepam', '3322'],
    ['midazolam', '6960'],
    ['pimozide', '8331'],
    ['efavirenz', '195085'],
    ['atazanavir', '343047'],
    ['dolutegravir', '1433868'],
    ['dapsone', '3108'],
    ['nitrofurantoin', '7454'],
    ['naproxen', '7258'],
  ])('%s carries RxNorm ingredient RxCUI %s', (id, rxcui) => {
    expect(drug(id).rxcui).toBe(rxcui);
  });

  it('explains every missing RxCUI', () => {
    expect(records.filter((r) => r.rxcui === null && !r.rxcuiNote).map((r) => r.id)).toEqual([]);
  });

  // The CNS-depression rule reads these tags as benzodiazepine-like (FDA 2016 opioid-benzodiazepine
  // boxed warning; FDA 2019 gabapentinoid communication).
  it.each([
    ['lorazepam', 'benzodiazepine'],
    ['alprazolam', 'benzodiazepine'],
    ['midazolam', 'benzodiazepine'],
    ['zolpidem', 'z-drug'],
    ['gabapentin', 'gabapentinoid'],
    ['pregabalin', 'gabapentinoid'],
    ['primidone', 'barbiturate'],
  ])('%s is tagged %s and is a CNS depressant', (id, tag) => {
    expect(drug(id).classTags).toContain(tag);
    expect(drug(id).toxicities).toContain('cns-depression');
  });

  it.each([
    'ibuprofen',
    'naproxen',
    'diclofenac',
    'ketorolac',
    'meloxicam',
    'indomethacin',
    'nabumetone',
  ])(
    '%s is an NSAID with dose-related bleeding and nephrotoxicity, idiosyncratic liver injury',
    (id) => {
      expect(drug(id).classTags).toContain('nsaid');
      expect(drug(id).toxicities).toEqual(expect.arrayContaining(['bleeding', 'nephrotoxicity']));
      expect(drug(id).rareToxicities).toContain('hepatotoxicity');
      expect(drug(id).toxicities).not.toContain('hepatotoxicity');
    },
  );

  it.each<[string, Pathway, keyof PathwayRole, string]>([
    // FDA DDI table: tizanidine is a sensitive CYP1A2 substrate; fluvoxamine a strong CYP1A2 and
    // CYP2C19 inhibitor and a moderate CYP3A inhibitor
    ['tizanidine', 'CYP1A2', 'substrate', 'sensitive'],
    ['fluvoxamine', 'CYP1A2', 'inhibitor', 'strong'],
    ['fluvoxamine', 'CYP2C19', 'inhibitor', 'strong'],
    ['fluvoxamine', 'CYP3A4', 'inhibitor', 'moderate'],
    // FDA DDI table: midazolam the index sensitive CYP3A substrate; buspirone and lurasidone sensitive
    ['midazolam', 'CYP3A4', 'substrate', 'sensitive'],
    ['buspirone', 'CYP3A4', 'substrate', 'sensitive'],
    // Cresemba label 7/12.3: moderate CYP3A4 inhibitor; Prevymis label 7: moderate CYP3A inhibitor
    ['isavuconazonium', 'CYP3A4', 'inhibitor', 'moderate'],
    ['letermovir', 'CYP3A4', 'inhibitor', 'moderate'],
    // FDA DDI table: efavirenz and primidone moderate CYP3A inducers; terbinafine strong CYP2D6 inhibitor
    ['efavirenz', 'CYP3A4', 'inducer', 'moderate'],
    ['primidone', 'CYP3A4', 'inducer', 'moderate'],
    ['terbinafine', 'CYP2D6', 'inhibitor', 'strong'],
    // Tasigna/Sprycel label 7 name atazanavir among strong CYP3A4 inhibitors
    ['atazanavir', 'CYP3A4', 'inhibitor', 'strong'],
    // FDA DDI table: nortriptyline is a sensitive CYP2D6 substrate
    ['nortriptyline', 'CYP2D6', 'substrate', 'sensitive'],
  ])('%s: %s %s is %s', (id, pathway, kind, level) => {
    expect(role(id, pathway)?.[kind]).toBe(level);
  });

  it.each([
    // Aminoglycoside boxed warnings; CPIC MT-RNR1 2021 (PMID 34032273)
    ['gentamicin', 'MT-RNR1'],
    ['amikacin', 'MT-RNR1'],
    // CPIC G6PD 2022 (PMID 36049896)
    ['dapsone', 'G6PD'],
    ['primaquine', 'G6PD'],
    ['nitrofurantoin', 'G6PD'],
    // CPIC HLA and oxcarbazepine 2017 (PMID 29392710)
    ['oxcarbazepine', 'HLA-B'],
    // CPIC TCAs 2016 (PMID 27997040); CPIC SSRIs 2023 (vortioxetine)
    ['amitriptyline', 'CYP2D6'],
    ['amitriptyline', 'CYP2C19'],
    ['vortioxetine', 'CYP2D6'],
    // CPIC NSAIDs 2020 (PMID 32189324); CPIC efavirenz 2019; CPIC atazanavir 2015
    ['meloxicam', 'CYP2C9'],
    ['efavirenz', 'CYP2B6'],
    ['atazanavir', 'UGT1A1'],
  ])('%s carries pharmacogene %s', (id, gene) => {
    expect(drug(id).pgxGenes).toContain(gene);
  });

  it.each([
    // Aminoglycoside boxed warnings: nephrotoxicity and ototoxicity
    ['gentamicin', ['nephrotoxicity', 'ototoxicity']],
    ['tobramycin', ['nephrotoxicity', 'ototoxicity']],
    // Foscavir boxed warning: renal impairment, mineral and electrolyte changes with seizures
    ['foscarnet', ['nephrotoxicity', 'hypocalcemia', 'seizure']],
    // Cytovene and Valcyte boxed warnings: haematologic toxicity
    ['ganciclovir', ['myelosuppression']],
    ['valganciclovir', ['myelosuppression']],
    // Dapsone label: dose-related methemoglobinemia and haemolysis
    ['dapsone', ['methemoglobinemia', 'hemolysis']],
  ] as const)('%s lists %j among dose-related toxicities', (id, tox) => {
    expect(drug(id).toxicities).toEqual(expect.arrayContaining([...tox]));
  });

  it.each([
    // Orap label; CredibleMeds known risk
    ['pimozide', 'known'],
    ['chlorpromazine', 'known'],
    ['pentamidine', 'known'],
    ['hydroxychloroquine', 'known'],
    // Cresemba label 12.2: dose-related QTc shortening, no prolongation
    ['isavuconazonium', 'none'],
    // Geodon label 5 and Edurant label 5: QTc prolongation
    ['ziprasidone', 'possible'],
    ['rilpivirine', 'possible'],
  ])('%s QT risk is %s', (id, risk) => {
    expect(drug(id).qtRisk).toBe(risk);
  });

  it.each([
    // Edurant label 2/7, Reyataz label 7: absorption needs gastric acid; Ceftin label 7
    ['rilpivirine', true],
    ['atazanavir', true],
    ['cefuroxime', true],
    ['dolutegravir', false],
  ])('%s phDependentAbsorption is %s', (id, expected) => {
    expect(drug(id).phDependentAbsorption).toBe(expected);
  });

  it.each([
    // Neurontin label 2: 400-1,400 mg/day at CrCl 30-59
    ['gabapentin', 60, 'reduce'],
    // Lyrica label 2: half the range at CrCl 30-60
    ['pregabalin', 60, 'reduce'],
    // Macrobid label: contraindicated below CrCl 60 mL/min
    ['nitrofurantoin', 60, 'avoid'],
    // Vistide: contraindicated at CrCl 55 mL/min or less
    ['cidofovir', 56, 'avoid'],
    // Valcyte label 2: not recommended on haemodialysis
    ['valganciclovir', 10, 'avoid'],
  ] as const)('%s renal rule below %d mL/min is %s', (id, crcl, action) => {
    expect(drug(id).renal.rules.find((r) => r.crclBelow === crcl)?.action).toBe(action);
  });

  it('puts the opioid-benzodiazepine boxed warning on both classes', () => {
    expect(drug('lorazepam').boxedWarnings.join(' ')).toMatch(/opioid/i);
    expect(drug('hydrocodone').boxedWarnings.join(' ')).toMatch(/benzodiazepine/i);
  });
});

describe('co-medication interaction records', () => {
  const parsed = comedCnsAntiInfectiveInteractions.map((r) => curatedInteractionSchema.parse(r));
  const rec = (id: string) => {
    const found = parsed.find((r) => r.id === id);
    if (!found) throw new Error(`no interaction '${id}'`);
    return found;
  };

  it('holds at least 160 records', () => {
    expect(parsed.length).toBeGreaterThanOrEqual(160);
  });

  // Each case is graded from the cited label section.
  it.each([
    ['lorazepam-opioid-analgesics', 'major', /lowest dose/],
    ['naltrexone-opioid-analgesics', 'contraindicated', /72 hours/],
    ['apomorphine-5-ht3-receptor-antagonists', 'contraindicated', /ondansetron/],
    ['tizanidine-fluvoxamine', 'contraindicated', /baclofen/],
    ['tizanidine-ciprofloxacin', 'contraindicated', /ciprofloxacin/],
    ['pimozide-strong-cyp3a4-inhibitors', 'contraindicated', /pimozide/],
    ['rilpivirine-dexamethasone', 'contraindicated', /single dose/],
    ['atazanavir-irinotecan', 'contraindicated', /irinotecan/],
    ['cisplatin-gentamicin', 'major', /audiometry/],
    ['pemetrexed-naproxen', 'moderate', /ibuprofen only/],
    ['pemetrexed-ibuprofen', 'moderate', /2 days/],
    ['letermovir-cyclosporine', 'major', /240 mg/],
    ['clozapine-fluvoxamine', 'major', /one-third/],
    ['pomalidomide-fluvoxamine', 'major', /50%/],
    ['meropenem-valproic-acid', 'major', /levetiracetam/],
    ['dolutegravir-rifampin', 'major', /twice daily/],
    ['lamotrigine-valproic-acid', 'major', /half/],
  ] as const)('%s is %s and its management says %s', (id, severity, text) => {
    expect(rec(id).severity).toBe(severity);
    expect(rec(id).management.text).toMatch(text);
  });
});
