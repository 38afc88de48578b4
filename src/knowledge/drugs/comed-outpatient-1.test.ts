import { describe, expect, it } from 'vitest';
import type { Drug, Pathway } from '../../core/knowledge/drug';
import { drugSchema } from '../../core/knowledge/drug';
import { comedOutpatient1Drugs } from './comed-outpatient-1';

// Facts of comed-outpatient-1.ts re-checked by a second reviewer. Sources named in the comments:
// "FDA table" = FDA Drug Development and Drug Interactions: Table of Substrates, Inhibitors and
// Inducers (clinical index drugs); "PI" = the product's US prescribing information, section given.

function drug(id: string): Drug {
  const found = comedOutpatient1Drugs.find((d) => d.id === id);
  if (!found) throw new Error(`no outpatient record '${id}'`);
  return drugSchema.parse(found);
}

function role(id: string, pathway: Pathway) {
  return drug(id).pathways[pathway];
}

describe('comed-outpatient-1 records', () => {
  it('every record passes the drug schema', () => {
    expect(comedOutpatient1Drugs.length).toBe(141);
    for (const d of comedOutpatient1Drugs) expect(() => drugSchema.parse(d)).not.toThrow();
  });
});

describe('perpetrator strengths', () => {
  it.each([
    // FDA table, strong CYP3A inhibitors (the ritonavir-boosted pairs and nelfinavir)
    ['lopinavir', 'CYP3A4', 'inhibitor', 'strong'],
    ['saquinavir', 'CYP3A4', 'inhibitor', 'strong'],
    ['tipranavir', 'CYP3A4', 'inhibitor', 'strong'],
    ['nelfinavir', 'CYP3A4', 'inhibitor', 'strong'],
    // Korlym PI 7 / FDA table: strong CYP3A inhibitor
    ['mifepristone', 'CYP3A4', 'inhibitor', 'strong'],
    // FDA table, moderate CYP3A inducers
    ['etravirine', 'CYP3A4', 'inducer', 'moderate'],
    // FDA table: quinidine strong CYP2D6 inhibitor; cinacalcet moderate CYP2D6 inhibitor
    ['quinidine', 'CYP2D6', 'inhibitor', 'strong'],
    ['cinacalcet', 'CYP2D6', 'inhibitor', 'moderate'],
    // FDA table: mexiletine moderate (tizanidine AUC about 3.4-fold, PMID 19789372), zileuton weak CYP1A2 inhibitors
    ['mexiletine', 'CYP1A2', 'inhibitor', 'moderate'],
    ['zileuton', 'CYP1A2', 'inhibitor', 'weak'],
    // Accolate PI 7: S-warfarin AUC +63% (1.25- to 2-fold = weak)
    ['zafirlukast', 'CYP2C9', 'inhibitor', 'weak'],
    // Epclusa PI 7/12.3: rosuvastatin AUC about 2.7-fold (capped at 10 mg) = BCRP moderate;
    // pravastatin and digoxin about 1.35-fold = OATP1B and P-gp weak
    ['velpatasvir', 'BCRP', 'inhibitor', 'moderate'],
    ['velpatasvir', 'OATP1B1/1B3', 'inhibitor', 'weak'],
    ['velpatasvir', 'P-gp', 'inhibitor', 'weak'],
  ] as const)('%s %s %s is %s', (id, pathway, kind, level) => {
    expect(role(id, pathway)?.[kind]).toBe(level);
  });

  it.each([
    // Label-only mechanisms without a graded clinical perpetrator role
    ['ivabradine', 'CYP3A4'],
    ['rifaximin', 'CYP3A4'],
    ['cabotegravir', 'CYP3A4'],
    ['doravirine', 'CYP3A4'],
    ['maraviroc', 'CYP3A4'],
  ] as const)('%s carries no %s inhibitor or inducer grade', (id, pathway) => {
    expect(role(id, pathway)?.inhibitor).toBeUndefined();
    expect(role(id, pathway)?.inducer).toBeUndefined();
  });
});

describe('sensitive substrates', () => {
  it.each([
    // FDA table, sensitive CYP3A substrates
    ['saquinavir', 'CYP3A4'],
    ['tipranavir', 'CYP3A4'],
    ['maraviroc', 'CYP3A4'],
    ['nisoldipine', 'CYP3A4'],
    ['vardenafil', 'CYP3A4'],
    ['avanafil', 'CYP3A4'],
    ['darifenacin', 'CYP3A4'],
    // Corlanor PI 7: ketoconazole raised ivabradine AUC about 7.7-fold
    ['ivabradine', 'CYP3A4'],
    // FDA table, sensitive CYP2C8 substrate
    ['repaglinide', 'CYP2C8'],
  ] as const)('%s is a sensitive %s substrate', (id, pathway) => {
    expect(role(id, pathway)?.substrate).toBe('sensitive');
  });
});

describe('boxed warnings', () => {
  it.each([
    // Apretude PI Boxed Warning (FDALabel SPL, effective 2025-04-11)
    ['cabotegravir', /undiagnosed HIV-1/],
    // Zontivity PI Boxed Warning
    ['vorapaxar', /stroke, TIA, intracranial haemorrhage/],
    // Tygacil PI Boxed Warning
    ['tigecycline', /mortality/],
    // Aptivus PI Boxed Warning
    ['tipranavir', /intracranial haemorrhage/],
    // Selzentry PI Boxed Warning
    ['maraviroc', /Hepatotoxicity/],
    // Quinidine sulfate PI Boxed Warning
    ['quinidine', /mortality/],
  ] as const)('%s carries its boxed warning', (id, pattern) => {
    expect(drug(id).boxedWarnings.some((w) => pattern.test(w))).toBe(true);
  });

  it.each([
    // Brovana PI: boxed warning removed 05/2019 (Recent Major Changes)
    'arformoterol',
    // Forteo (2020) and Tymlos (2021) osteosarcoma boxed warnings removed
    'teriparatide',
    'abaloparatide',
  ])('%s carries no boxed warning', (id) => {
    expect(drug(id).boxedWarnings).toEqual([]);
  });
});

describe('renal and hepatic rules', () => {
  it('tigecycline: Child-Pugh C maintenance halved (50 to 25 mg every 12 hours; Tygacil PI 2)', () => {
    const rule = drug('tigecycline').hepatic.rules.find((r) => r.hepaticClass === 'child-pugh-c');
    expect(rule?.action).toBe('reduce');
    expect(rule?.doseFactor).toBe(0.5);
  });

  it.each([
    // Daliresp PI 4: contraindicated in Child-Pugh B and C
    ['roflumilast', 'child-pugh-b'],
    ['roflumilast', 'child-pugh-c'],
    // Corlanor PI 4: contraindicated in severe hepatic impairment
    ['ivabradine', 'child-pugh-c'],
    // Accolate PI 4: contraindicated in hepatic impairment including cirrhosis
    ['zafirlukast', 'any'],
    // Methyldopa tablets, Contraindications: active hepatic disease
    ['methyldopa', 'any'],
    // Niaspan PI 4: active liver disease or unexplained persistent transaminase elevations
    ['niacin', 'any'],
  ] as const)('%s: %s is avoided', (id, hepaticClass) => {
    const rule = drug(id).hepatic.rules.find((r) => r.hepaticClass === hepaticClass);
    expect(rule?.action).toBe('avoid');
  });

  it.each([
    // Aptivus PI 4.1: contraindicated in Child-Pugh B and C
    ['tipranavir', 'child-pugh-b'],
    ['tipranavir', 'child-pugh-c'],
    // Viracept PI 2/8.6: not recommended in Child-Pugh B and C
    ['nelfinavir', 'child-pugh-b'],
    ['nelfinavir', 'child-pugh-c'],
    // Invirase PI 4: contraindicated in severe hepatic impairment
    ['saquinavir', 'child-pugh-c'],
    // Levitra PI 5.8: do not use in Child-Pugh C; Stendra PI 8.7: not studied, do not use
    ['vardenafil', 'child-pugh-c'],
    ['avanafil', 'child-pugh-c'],
  ] as const)('%s: %s is avoided (added on review)', (id, hepaticClass) => {
    const rule = drug(id).hepatic.rules.find((r) => r.hepaticClass === hepaticClass);
    expect(rule?.action).toBe('avoid');
  });

  it('vardenafil: Child-Pugh B starts at 5 mg, at most 10 mg (Levitra PI 2.3, 5.8)', () => {
    const rule = drug('vardenafil').hepatic.rules.find((r) => r.hepaticClass === 'child-pugh-b');
    expect(rule?.action).toBe('reduce');
    expect(rule?.doseFactor).toBe(0.5);
  });

  it('avanafil: not used below CrCl 30 mL/min (Stendra PI 8.6)', () => {
    expect(
      drug('avanafil').renal.rules.some((r) => r.crclBelow === 30 && r.action === 'avoid'),
    ).toBe(true);
  });

  it('ertugliflozin: contraindicated below eGFR 30, in ESRD and on dialysis (Steglatro PI 2.2, 4; 2017 label)', () => {
    expect(
      drug('ertugliflozin').renal.rules.some((r) => r.crclBelow === 30 && r.action === 'avoid'),
    ).toBe(true);
  });

  it.each([
    // Mavik PI Dosage and Administration: CrCl below 30 mL/min, start 0.5 mg (usual 1 mg)
    ['trandolapril', 30, 0.5],
    // Moexipril PI Dosage and Administration: CrCl 40 or less, start 3.75 mg (usual 7.5 mg), max 15 mg
    ['moexipril', 41, 0.5],
  ] as const)('%s: renal start dose halved below CrCl %i', (id, crcl, factor) => {
    const rule = drug(id).renal.rules.find((r) => r.crclBelow === crcl);
    expect(rule?.action).toBe('reduce');
    expect(rule?.doseFactor).toBe(factor);
  });

  it('acarbose: contraindicated in cirrhosis, not recommended with serum creatinine above 2 mg/dL (Precose PI)', () => {
    expect(
      drug('acarbose').hepatic.rules.some((r) => r.hepaticClass === 'any' && r.action === 'avoid'),
    ).toBe(true);
    expect(drug('acarbose').renal.status).toBe('avoid');
  });

  it('desloratadine: hepatic impairment starts at 5 mg every other day (Clarinex PI 2)', () => {
    const rule = drug('desloratadine').hepatic.rules.find((r) => r.hepaticClass === 'any');
    expect(rule?.action).toBe('extend-interval');
    expect(drug('desloratadine').renal.status).toBe('adjust');
  });

  it('midodrine: renal impairment starts at 2.5 mg (ProAmatine Dosage and Administration)', () => {
    expect(drug('midodrine').renal.status).toBe('adjust');
  });

  it('repaglinide: CrCl 20-40 mL/min starts at 0.5 mg (Prandin PI 2)', () => {
    expect(
      drug('repaglinide').renal.rules.some((r) => r.crclBelow === 40 && r.action === 'reduce'),
    ).toBe(true);
  });
});

describe('QT risk', () => {
  it.each([
    ['quinidine', 'known'],
    ['procainamide', 'known'],
    ['disopyramide', 'known'],
    ['saquinavir', 'known'],
    ['lopinavir', 'possible'],
    ['vardenafil', 'possible'],
  ] as const)('%s is %s', (id, qt) => {
    expect(drug(id).qtRisk).toBe(qt);
  });
});

/*
 * Second pharmacist fact-check (issue 25, check3) of the records the first pass had not
 * re-checked (antihypertensives, antiarrhythmics, antibiotics), and label class statements the
 * records carried only as text. Each row names the label section it comes from.
 */
describe('outpatient batch 1, second fact-check', () => {
  it('perindopril: CrCl below 30 mL/min not recommended (Aceon 2)', () => {
    const rule = drug('perindopril').renal.rules.find((r) => r.crclBelow === 30);
    expect(rule?.action).toBe('avoid');
  });

  it.each(['captopril', 'tetracycline'])(
    '%s: the label asks for smaller doses in renal impairment without a CrCl figure',
    (id) => {
      expect(drug(id).renal.status).toBe('adjust');
    },
  );

  it('disopyramide: hepatic insufficiency 400 mg a day; renal intervals from CrCl 40 or less (Norpace)', () => {
    const d = drug('disopyramide');
    expect(d.hepatic.rules.find((r) => r.hepaticClass === 'any')?.action).toBe('reduce');
    expect(d.renal.rules.find((r) => r.action === 'extend-interval')?.crclBelow).toBe(41);
  });

  it('nisoldipine: hepatic impairment starts at 8.5 mg (Sular 2/8.6)', () => {
    expect(drug('nisoldipine').hepatic.rules.find((r) => r.hepaticClass === 'any')?.action).toBe(
      'reduce',
    );
  });

  const MAO = { classTag: 'mao-inhibitor' };
  const cyp = (pathway: string, role: string, levels: string[]) => ({ pathway, role, levels });
  it.each([
    ['methyldopa', MAO, 'contraindicated'],
    ['cyproheptadine', MAO, 'contraindicated'],
    // Sular 7
    ['nisoldipine', cyp('CYP3A4', 'inhibitor', ['strong']), 'avoid'],
    ['nisoldipine', cyp('CYP3A4', 'inducer', ['strong']), 'avoid'],
    // Rapaflo 4, Orilissa 4, Biltricide 4, Pifeltro 4, Sunlenca 4
    ['silodosin', cyp('CYP3A4', 'inhibitor', ['strong']), 'contraindicated'],
    ['elagolix', cyp('OATP1B1/1B3', 'inhibitor', ['strong']), 'contraindicated'],
    ['praziquantel', cyp('CYP3A4', 'inducer', ['strong']), 'contraindicated'],
    ['doravirine', cyp('CYP3A4', 'inducer', ['strong']), 'contraindicated'],
    ['lenacapavir', cyp('CYP3A4', 'inducer', ['strong']), 'contraindicated'],
    // Zontivity 7, Sirturo 7
    ['vorapaxar', cyp('CYP3A4', 'inhibitor', ['strong']), 'avoid'],
    ['bedaquiline', cyp('CYP3A4', 'inducer', ['strong', 'moderate']), 'avoid'],
    // desmopressin boxed warning and contraindications; Entresto 4
    ['desmopressin', { classTag: 'loop-diuretic' }, 'contraindicated'],
    ['desmopressin', { classTag: 'corticosteroid' }, 'contraindicated'],
    ['sacubitril', { classTag: 'ace-inhibitor' }, 'contraindicated'],
  ] as const)('%s: %j is %s', (id, withClass, instruction) => {
    const row = (drug(id).classInstructions ?? []).find(
      (c) => JSON.stringify(c.with) === JSON.stringify(withClass),
    );
    expect(row?.instruction).toBe(instruction);
  });
});
