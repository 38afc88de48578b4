import { describe, expect, it } from 'vitest';
import type { Drug, Pathway, Toxicity } from '../../core/knowledge/drug';
import { drugSchema } from '../../core/knowledge/drug';
import { antiInfectiveDrugs } from './anti-infectives';
import { cardiovascularDrugs } from './cardiovascular';
import { cnsAnalgesicDrugs } from './cns-and-analgesics';

// Sources named in the comments: "FDA table" = FDA Drug Development and Drug Interactions: Table of
// Substrates, Inhibitors and Inducers; "PI" = the drug's US prescribing information.

const files = {
  'anti-infectives': antiInfectiveDrugs,
  cardiovascular: cardiovascularDrugs,
  'cns-and-analgesics': cnsAnalgesicDrugs,
};

const drugs: Drug[] = Object.values(files)
  .flat()
  .map((d) => drugSchema.parse(d));

function drug(id: string): Drug {
  const found = drugs.find((d) => d.id === id);
  if (!found) throw new Error(`no drug record '${id}'`);
  return found;
}

function hasRule(d: Drug, organ: 'renal' | 'hepatic', crclBelow: number, action: string): boolean {
  return d[organ].rules.some((r) => r.crclBelow === crclBelow && r.action === action);
}

describe('roster coverage', () => {
  // Roster ids for these three files (see ROSTER_DRUG_IDS). isavuconazonium and letermovir are left out
  // until their RxNorm ingredient RxCUIs can be verified.
  it.each([
    [
      'anti-infectives',
      'fluconazole itraconazole voriconazole posaconazole ketoconazole clarithromycin erythromycin azithromycin levofloxacin ciprofloxacin moxifloxacin rifampin rifabutin sulfamethoxazole-trimethoprim acyclovir valacyclovir ritonavir cobicistat metronidazole linezolid vancomycin amphotericin-b abacavir',
    ],
    [
      'cardiovascular',
      'warfarin apixaban rivaroxaban dabigatran edoxaban enoxaparin heparin aspirin clopidogrel ticagrelor prasugrel atorvastatin simvastatin rosuvastatin lovastatin amiodarone digoxin diltiazem verapamil furosemide hydrochlorothiazide',
    ],
    [
      'cns-and-analgesics',
      'sertraline citalopram escitalopram fluoxetine paroxetine venlafaxine duloxetine bupropion mirtazapine phenytoin carbamazepine valproic-acid levetiracetam phenobarbital oxycodone morphine fentanyl methadone tramadol codeine hydromorphone haloperidol quetiapine celecoxib',
    ],
  ] as const)('%s holds exactly its roster ids', (file, ids) => {
    expect(files[file].map((d) => d.id).sort()).toEqual(ids.split(' ').sort());
  });

  it('records are supportive, carry no emetogenic risk and pass the schema', () => {
    for (const d of drugs) {
      expect(d.kind).toBe('supportive');
      expect(d.emetogenicRisk).toBeUndefined();
    }
  });
});

describe('RxNorm identity', () => {
  // Anchors: RxNorm IN concepts (MIN for the fixed combination); CPIC drug table uses the same codes.
  it.each([
    ['itraconazole', '28031'],
    ['ketoconazole', '6135'],
    ['rifampin', '9384'],
    ['warfarin', '11289'],
    ['sulfamethoxazole-trimethoprim', '10831'], // MIN, not either single ingredient
    ['clopidogrel', '32968'],
    ['voriconazole', '121243'],
    ['codeine', '2670'],
    // RxNav-derived substance table (exact_ingredient), agreeing with the anchors above
    ['cobicistat', '1306284'],
  ])('%s has RxCUI %s', (id, rxcui) => {
    expect(drug(id).rxcui).toBe(rxcui);
  });
});

describe('CYP3A4 perpetrators', () => {
  it.each([
    // FDA table, strong CYP3A inhibitors
    ['ketoconazole', 'inhibitor', 'strong'],
    ['itraconazole', 'inhibitor', 'strong'],
    ['posaconazole', 'inhibitor', 'strong'],
    ['voriconazole', 'inhibitor', 'strong'],
    ['clarithromycin', 'inhibitor', 'strong'],
    ['ritonavir', 'inhibitor', 'strong'],
    // FDA table, moderate CYP3A inhibitors
    ['fluconazole', 'inhibitor', 'moderate'],
    ['erythromycin', 'inhibitor', 'moderate'],
    ['ciprofloxacin', 'inhibitor', 'moderate'],
    ['diltiazem', 'inhibitor', 'moderate'],
    ['verapamil', 'inhibitor', 'moderate'],
    // Brilinta PI Clinical Pharmacology; FDA table weak CYP3A inhibitor
    ['ticagrelor', 'inhibitor', 'weak'],
    // FDA table, strong CYP3A inducers
    ['rifampin', 'inducer', 'strong'],
    ['carbamazepine', 'inducer', 'strong'],
    ['phenytoin', 'inducer', 'strong'],
    // FDA table: phenobarbital is a moderate CYP3A inducer, not strong (issue 12)
    ['phenobarbital', 'inducer', 'moderate'],
    // FDA table, moderate CYP3A inducer
    ['rifabutin', 'inducer', 'moderate'],
  ] as const)('%s is a CYP3A4 %s (%s)', (id, role, level) => {
    expect(drug(id).pathways.CYP3A4?.[role]).toBe(level);
  });

  it.each([
    // Zocor/Mevacor PI: contraindicated with strong CYP3A4 inhibitors (sensitive substrates)
    ['simvastatin', 'sensitive'],
    ['lovastatin', 'sensitive'],
    // Seroquel PI: ketoconazole raised quetiapine AUC about 6-fold
    ['quetiapine', 'sensitive'],
    // Brilinta PI: ketoconazole raised ticagrelor AUC about 7-fold
    ['ticagrelor', 'sensitive'],
    // Eliquis and Xarelto PIs: strong dual inhibitors raise AUC about 2-fold
    ['apixaban', 'moderate'],
    ['rivaroxaban', 'moderate'],
  ] as const)('%s is a %s CYP3A4 substrate', (id, level) => {
    expect(drug(id).pathways.CYP3A4?.substrate).toBe(level);
  });
});

describe('other CYP perpetrators and victims', () => {
  it.each([
    // FDA table, CYP2D6: strong paroxetine, fluoxetine, bupropion; moderate duloxetine;
    // weak sertraline, escitalopram, celecoxib, ritonavir
    ['paroxetine', 'CYP2D6', 'inhibitor', 'strong'],
    ['fluoxetine', 'CYP2D6', 'inhibitor', 'strong'],
    ['bupropion', 'CYP2D6', 'inhibitor', 'strong'],
    ['duloxetine', 'CYP2D6', 'inhibitor', 'moderate'],
    ['sertraline', 'CYP2D6', 'inhibitor', 'weak'],
    ['escitalopram', 'CYP2D6', 'inhibitor', 'weak'],
    ['celecoxib', 'CYP2D6', 'inhibitor', 'weak'],
    ['ritonavir', 'CYP2D6', 'inhibitor', 'weak'],
    // FDA table, CYP2C9: moderate inhibitors fluconazole and amiodarone; warfarin a moderate
    // sensitive substrate; celecoxib a sensitive substrate
    ['fluconazole', 'CYP2C9', 'inhibitor', 'moderate'],
    ['amiodarone', 'CYP2C9', 'inhibitor', 'moderate'],
    ['warfarin', 'CYP2C9', 'substrate', 'moderate'],
    ['celecoxib', 'CYP2C9', 'substrate', 'sensitive'],
    // FDA table, CYP2C19: strong inhibitors fluconazole and fluoxetine; strong inducer rifampin
    ['fluconazole', 'CYP2C19', 'inhibitor', 'strong'],
    ['fluoxetine', 'CYP2C19', 'inhibitor', 'strong'],
    ['rifampin', 'CYP2C19', 'inducer', 'strong'],
    // Vfend PI: voriconazole raised omeprazole AUC about 4-fold; PMs have about 4-fold exposure
    ['voriconazole', 'CYP2C19', 'inhibitor', 'moderate'],
    ['voriconazole', 'CYP2C19', 'substrate', 'moderate'],
    // Plavix PI: CYP2C19 forms the active metabolite
    ['clopidogrel', 'CYP2C19', 'substrate', 'moderate'],
    // FDA table, CYP2C8: clopidogrel moderate inhibitor, trimethoprim weak inhibitor
    ['clopidogrel', 'CYP2C8', 'inhibitor', 'moderate'],
    ['sulfamethoxazole-trimethoprim', 'CYP2C8', 'inhibitor', 'weak'],
    // FDA table, CYP1A2: ciprofloxacin strong inhibitor; Cymbalta PI: fluvoxamine ~6-fold rise
    ['ciprofloxacin', 'CYP1A2', 'inhibitor', 'strong'],
    ['duloxetine', 'CYP1A2', 'substrate', 'sensitive'],
  ] as const)('%s: %s %s is %s', (id, pathway, role, level) => {
    expect(drug(id).pathways[pathway as Pathway]?.[role]).toBe(level);
  });
});

describe('transporter roles', () => {
  it.each([
    // FDA table, P-gp inhibitors; Lanoxin PI lists these as raising digoxin
    ['amiodarone', 'P-gp', 'inhibitor'],
    ['verapamil', 'P-gp', 'inhibitor'],
    ['clarithromycin', 'P-gp', 'inhibitor'],
    ['itraconazole', 'P-gp', 'inhibitor'],
    ['ritonavir', 'P-gp', 'inhibitor'],
    // FDA table, P-gp substrates
    ['digoxin', 'P-gp', 'substrate'],
    ['dabigatran', 'P-gp', 'substrate'],
    // FDA table, OATP1B1/1B3 inhibitors (rifampin single dose) and statin substrates
    ['rifampin', 'OATP1B1/1B3', 'inhibitor'],
    ['clarithromycin', 'OATP1B1/1B3', 'inhibitor'],
    ['atorvastatin', 'OATP1B1/1B3', 'substrate'],
    ['simvastatin', 'OATP1B1/1B3', 'substrate'],
    ['rosuvastatin', 'OATP1B1/1B3', 'substrate'],
    // Crestor PI: BCRP (ABCG2) substrate
    ['rosuvastatin', 'BCRP', 'substrate'],
    // Bactrim PI: trimethoprim blocks tubular creatinine secretion (OCT2/MATE)
    ['sulfamethoxazole-trimethoprim', 'OCT2', 'inhibitor'],
    // Methotrexate PI: salicylates reduce tubular secretion of methotrexate
    ['aspirin', 'OAT1/3', 'inhibitor'],
  ] as const)('%s: %s %s', (id, pathway, role) => {
    expect(drug(id).pathways[pathway]?.[role]).toBeDefined();
  });

  it.each(['morphine', 'hydromorphone', 'levetiracetam', 'vancomycin'])(
    '%s has no CYP role (non-CYP clearance per PI)',
    (id) => {
      const keys = Object.keys(drug(id).pathways);
      expect(keys.filter((k) => k.startsWith('CYP'))).toEqual([]);
    },
  );
});

describe('QT risk', () => {
  it.each([
    // PI QT warnings for drugs with established TdP risk
    ['amiodarone', 'known'],
    ['methadone', 'known'], // Dolophine boxed warning
    ['citalopram', 'known'], // Celexa dose limit for QT
    ['escitalopram', 'known'],
    ['haloperidol', 'known'],
    ['clarithromycin', 'known'],
    ['erythromycin', 'known'],
    ['azithromycin', 'known'],
    ['levofloxacin', 'known'],
    ['ciprofloxacin', 'known'],
    ['moxifloxacin', 'known'],
    ['fluconazole', 'known'],
    // TdP mainly with risk factors (interactions, hypokalaemia)
    ['voriconazole', 'conditional'],
    ['furosemide', 'conditional'],
    ['hydrochlorothiazide', 'conditional'],
    ['quetiapine', 'conditional'],
    ['venlafaxine', 'possible'],
    // Not assessed: must read as unknown, never as none
    ['warfarin', 'unknown'],
  ] as const)('%s has QT risk %s', (id, risk) => {
    expect(drug(id).qtRisk).toBe(risk);
  });

  it('no record claims "none" (no negative thorough QT study is cited)', () => {
    expect(drugs.filter((d) => d.qtRisk === 'none').map((d) => d.id)).toEqual([]);
  });
});

describe('toxicities', () => {
  it.each([
    // Serotonin syndrome warnings (each PI Warnings and Precautions)
    ['sertraline', 'serotonergic'],
    ['venlafaxine', 'serotonergic'],
    ['linezolid', 'serotonergic'],
    ['tramadol', 'serotonergic'],
    ['methadone', 'serotonergic'],
    ['fentanyl', 'serotonergic'],
    // Bleeding (anticoagulant/antiplatelet boxed warnings; SSRI bleeding precaution)
    ['apixaban', 'bleeding'],
    ['warfarin', 'bleeding'],
    ['clopidogrel', 'bleeding'],
    ['escitalopram', 'bleeding'],
    // Opioid class boxed warning
    ['oxycodone', 'respiratory-depression'],
    ['morphine', 'cns-depression'],
    // Nephrotoxicity and electrolyte wasting
    ['vancomycin', 'nephrotoxicity'],
    ['amphotericin-b', 'nephrotoxicity'],
    ['amphotericin-b', 'hypokalemia'],
    ['amphotericin-b', 'hypomagnesemia'],
    ['acyclovir', 'nephrotoxicity'],
    ['furosemide', 'hypokalemia'],
    ['hydrochlorothiazide', 'hypokalemia'],
    // Seizures (Wellbutrin, Ultram PIs)
    ['bupropion', 'seizure'],
    ['tramadol', 'seizure'],
    // Bactrim PI: haematological toxicity and hyperkalaemia; Zyvox PI: myelosuppression
    ['sulfamethoxazole-trimethoprim', 'myelosuppression'],
    ['sulfamethoxazole-trimethoprim', 'hyperkalemia'],
    ['linezolid', 'myelosuppression'],
    // Depakote boxed warning
    ['valproic-acid', 'hepatotoxicity'],
  ] as const)('%s lists %s', (id, toxicity: Toxicity) => {
    expect(drug(id).toxicities).toContain(toxicity);
  });
});

describe('renal and hepatic rules', () => {
  it.each([
    // Xarelto PI: AF 15 mg when CrCl <=50; avoid <15 for VTE
    ['rivaroxaban', 50, 'reduce'],
    ['rivaroxaban', 15, 'avoid'],
    // Pradaxa PI: AF 75 mg twice daily at CrCl 15-30; no recommendation <15
    ['dabigatran', 30, 'reduce'],
    ['dabigatran', 15, 'avoid'],
    // Savaysa PI: 30 mg at CrCl 15-50; not recommended <15
    ['edoxaban', 50, 'reduce'],
    ['edoxaban', 15, 'avoid'],
    // Lovenox PI: severe renal impairment regimen
    ['enoxaparin', 30, 'reduce'],
    // Bactrim PI: half regimen at CrCl 15-30; not recommended <15
    ['sulfamethoxazole-trimethoprim', 30, 'reduce'],
    ['sulfamethoxazole-trimethoprim', 15, 'avoid'],
    // Keppra PI adult renal table
    ['levetiracetam', 80, 'reduce'],
    ['levetiracetam', 50, 'reduce'],
    ['levetiracetam', 30, 'reduce'],
    // Acyclovir injection PI renal table
    ['acyclovir', 50, 'extend-interval'],
    ['acyclovir', 25, 'extend-interval'],
    ['acyclovir', 10, 'reduce'],
    // Biaxin PI: halve dose when CrCl <30
    ['clarithromycin', 30, 'reduce'],
    // Cymbalta PI: avoid CrCl <30
    ['duloxetine', 30, 'avoid'],
    // Ultram PI: every 12 h, max 200 mg/day when CrCl <30
    ['tramadol', 30, 'extend-interval'],
  ] as const)('%s: CrCl below %d -> %s', (id, crcl, action) => {
    expect(hasRule(drug(id), 'renal', crcl, action)).toBe(true);
  });

  it.each([
    // Xarelto PI: avoid Child-Pugh B and C; Eliquis PI: not recommended Child-Pugh C
    ['rivaroxaban', 'child-pugh-b', 'avoid'],
    ['apixaban', 'child-pugh-c', 'avoid'],
    // Vfend PI: halve maintenance dose in Child-Pugh A/B
    ['voriconazole', 'child-pugh-b', 'reduce'],
    // Ziagen PI: contraindicated in moderate/severe hepatic impairment
    ['abacavir', 'child-pugh-b', 'avoid'],
    // Flagyl PI: halve dose in Child-Pugh C
    ['metronidazole', 'child-pugh-c', 'reduce'],
    // Depakote PI: contraindicated in hepatic disease
    ['valproic-acid', 'any', 'avoid'],
  ] as const)('%s: %s -> %s', (id, hepaticClass, action) => {
    expect(
      drug(id).hepatic.rules.some((r) => r.hepaticClass === hepaticClass && r.action === action),
    ).toBe(true);
  });

  it.each([
    // Vfend PI: 50% maintenance dose; Flagyl PI: 50%; Bactrim PI: half regimen
    ['voriconazole', 'hepatic', 0.5],
    ['metronidazole', 'hepatic', 0.5],
    ['sulfamethoxazole-trimethoprim', 'renal', 0.5],
    // Calan PI: about 30% of the dose in severe hepatic dysfunction
    ['verapamil', 'hepatic', 0.3],
  ] as const)('%s %s rule states dose factor %d', (id, organ, factor) => {
    expect(drug(id)[organ].rules.map((r) => r.doseFactor)).toContain(factor);
  });
});

describe('pharmacogenomics', () => {
  it.each([
    ['clopidogrel', ['CYP2C19']], // CPIC 2022, PMID 35034351; Plavix boxed warning
    ['voriconazole', ['CYP2C19']], // CPIC 2016, PMID 27981572
    ['citalopram', ['CYP2C19']], // CPIC 2023, PMID 37032427
    ['sertraline', ['CYP2C19', 'CYP2B6']], // CPIC 2023
    ['paroxetine', ['CYP2D6']], // CPIC 2023
    ['codeine', ['CYP2D6']], // CPIC 2021, PMID 33387367
    ['tramadol', ['CYP2D6']], // CPIC 2021
    ['warfarin', ['CYP2C9', 'VKORC1', 'CYP4F2']], // CPIC 2017, PMID 28198005
    ['phenytoin', ['CYP2C9', 'HLA-B']], // CPIC 2020, PMID 32779747
    ['carbamazepine', ['HLA-B', 'HLA-A']], // CPIC 2018, PMID 29392710
    ['simvastatin', ['SLCO1B1']], // CPIC 2022, PMID 35152405
    ['rosuvastatin', ['SLCO1B1', 'ABCG2']], // CPIC 2022
    ['celecoxib', ['CYP2C9']], // CPIC 2020, PMID 32189324
    ['abacavir', ['HLA-B']], // CPIC 2014, PMID 24561393
    ['sulfamethoxazole-trimethoprim', ['G6PD']], // CPIC 2022, PMID 36049896
  ] as const)('%s carries %j', (id, genes) => {
    expect([...drug(id).pgxGenes].sort()).toEqual([...genes].sort());
  });
});

describe('boxed warnings', () => {
  it.each([
    ['clopidogrel', /poor metabolizer/i], // Plavix
    ['apixaban', /spinal or epidural/i], // Eliquis
    ['edoxaban', /CrCl >95/], // Savaysa
    ['carbamazepine', /HLA-B\*15:02/], // Tegretol
    ['valproic-acid', /POLG/], // Depakote
    ['sertraline', /suicidal/i], // antidepressant class
    ['codeine', /ultra-rapid/i], // codeine
    ['methadone', /QT prolongation/], // Dolophine
    ['levofloxacin', /tendon rupture/], // fluoroquinolone class
    ['amiodarone', /Pulmonary toxicity/], // Cordarone/Pacerone
  ] as const)('%s warns about %s', (id, pattern) => {
    expect(drug(id).boxedWarnings.some((w) => pattern.test(w))).toBe(true);
  });

  it.each(['levetiracetam', 'heparin', 'digoxin'])('%s has no boxed warning', (id) => {
    expect(drug(id).boxedWarnings).toEqual([]);
  });
});

describe('duplicate-therapy tags', () => {
  const shareTag = (a: string, b: string) =>
    drug(a).classTags.some((t) => drug(b).classTags.includes(t));

  it.each([
    ['apixaban', 'rivaroxaban', true],
    ['warfarin', 'dabigatran', true],
    ['enoxaparin', 'heparin', true],
    ['sertraline', 'escitalopram', true],
    ['oxycodone', 'fentanyl', true],
    ['atorvastatin', 'rosuvastatin', true],
    ['fluconazole', 'voriconazole', true],
    // Intended combinations must not look like duplicates
    ['aspirin', 'clopidogrel', false],
    ['aspirin', 'celecoxib', false],
    ['sertraline', 'venlafaxine', false],
    ['clarithromycin', 'levofloxacin', false],
  ] as const)('%s and %s share a tag: %s', (a, b, expected) => {
    expect(shareTag(a, b)).toBe(expected);
  });
});
