import { describe, expect, it } from 'vitest';
import type { Drug, Pathway, PathwayRole } from '../../core/knowledge/drug';
import { drugSchema } from '../../core/knowledge/drug';
import { comedCardiovascularDrugs } from './comed-cardiovascular';
import { comedEndocrineMetabolicDrugs } from './comed-endocrine-metabolic';
import { comedGiUrologyDrugs } from './comed-gi-urology';
import { comedImmunologyOtherDrugs } from './comed-immunology-other';
import { comedRespiratoryAllergyDrugs } from './comed-respiratory-allergy';
import { comedWomensHealthDrugs } from './comed-womens-health';

const inputs = [
  ...comedCardiovascularDrugs,
  ...comedEndocrineMetabolicDrugs,
  ...comedWomensHealthDrugs,
  ...comedRespiratoryAllergyDrugs,
  ...comedGiUrologyDrugs,
  ...comedImmunologyOtherDrugs,
];

function drug(id: string): Drug {
  const found = inputs.find((d) => d.id === id);
  if (!found) throw new Error(`no co-medication record '${id}'`);
  return drugSchema.parse(found);
}

describe('co-medication records', () => {
  it('holds at least 115 records, each a supportive drug with a review date and a cited source', () => {
    expect(inputs.length).toBeGreaterThanOrEqual(115);
    const parsed = inputs.map((d) => drugSchema.parse(d));
    expect(parsed.filter((d) => d.kind !== 'supportive').map((d) => d.id)).toEqual([]);
    expect(parsed.filter((d) => d.lastReviewed !== '2026-11-25').map((d) => d.id)).toEqual([]);
    expect(
      parsed
        .filter((d) => !d.sources.some((s) => s.kind === 'label' || s.kind === 'guideline'))
        .map((d) => d.id),
    ).toEqual([]);
  });

  it('explains every missing RxCUI', () => {
    const unexplained = inputs.filter((d) => d.rxcui === null && !d.rxcuiNote).map((d) => d.id);
    expect(unexplained).toEqual([]);
  });

  // RxNorm ingredient (IN) concepts, each found in a public RxNorm extract:
  // VSAC = NLM VSAC eCQM ingredient value sets (ACE/ARB/ARNI 2.16.840.1.113883.3.526.3.1489, beta
  // blocker 2.16.840.1.113883.3.526.3.1493, statin 2.16.840.1.113762.1.4.1110.42);
  // CPIC = cpicpgx/cpic-schema drug.sql rxnormId; ATC = RxNav ATC-class ingredient extract.
  it.each([
    ['lisinopril', '29046'], // VSAC, ATC
    ['losartan', '52175'], // VSAC, ATC
    ['valsartan', '69749'], // VSAC, ATC
    ['metoprolol', '6918'], // VSAC, CPIC, ATC
    ['carvedilol', '20352'], // VSAC, CPIC, ATC
    ['sotalol', '9947'], // VSAC, ATC
    ['amlodipine', '17767'], // ATC
    ['pravastatin', '42463'], // VSAC, CPIC
    ['pitavastatin', '861634'], // VSAC
    ['spironolactone', '9997'], // CPIC
    ['flecainide', '4441'], // CPIC
    ['propafenone', '8754'], // CPIC
    ['glyburide', '4815'], // CPIC ("glibenclamide")
    ['albuterol', '435'], // CPIC ("salbutamol")
    ['sirolimus', '35302'], // CPIC
    ['mycophenolic-acid', '7145'], // CPIC
    ['magnesium-oxide', '6582'], // ATC
    ['fondaparinux', '321208'], // ATC
  ])('%s has RxCUI %s', (id, rxcui) => {
    expect(drug(id).rxcui).toBe(rxcui);
  });

  it('does not use the fluticasone propionate salt concept as the ingredient RxCUI', () => {
    // CPIC lists 50121 for "fluticasone propionate", a salt form, not the IN concept.
    expect(drug('fluticasone').rxcui).toBeNull();
  });
});

describe('pathway grades', () => {
  it.each<[string, Pathway, keyof PathwayRole, string]>([
    // FDA DDI table: dronedarone is a moderate CYP3A inhibitor and a P-gp inhibitor;
    // Multaq 12.3: ketoconazole raised dronedarone exposure 17-fold (sensitive substrate)
    ['dronedarone', 'CYP3A4', 'inhibitor', 'moderate'],
    ['dronedarone', 'CYP3A4', 'substrate', 'sensitive'],
    ['dronedarone', 'P-gp', 'inhibitor', 'moderate'],
    // FDA DDI table: gemfibrozil is a strong CYP2C8 inhibitor
    ['gemfibrozil', 'CYP2C8', 'inhibitor', 'strong'],
    // FDA DDI table: mirabegron is a moderate CYP2D6 inhibitor
    ['mirabegron', 'CYP2D6', 'inhibitor', 'moderate'],
    // FDA DDI table sensitive substrates
    ['nebivolol', 'CYP2D6', 'substrate', 'sensitive'],
    ['felodipine', 'CYP3A4', 'substrate', 'sensitive'],
    ['eplerenone', 'CYP3A4', 'substrate', 'sensitive'],
    ['sirolimus', 'CYP3A4', 'substrate', 'sensitive'],
    ['naloxegol', 'CYP3A4', 'substrate', 'sensitive'],
    ['sildenafil', 'CYP3A4', 'substrate', 'sensitive'],
    ['budesonide', 'CYP3A4', 'substrate', 'sensitive'],
    // FDA DDI table moderate sensitive substrates
    ['metoprolol', 'CYP2D6', 'substrate', 'moderate'],
    ['propranolol', 'CYP2D6', 'substrate', 'moderate'],
    ['pioglitazone', 'CYP2C8', 'substrate', 'moderate'],
    ['montelukast', 'CYP2C8', 'substrate', 'moderate'],
    ['glimepiride', 'CYP2C9', 'substrate', 'moderate'],
    ['theophylline', 'CYP1A2', 'substrate', 'moderate'],
    ['colchicine', 'CYP3A4', 'substrate', 'moderate'],
    ['tadalafil', 'CYP3A4', 'substrate', 'moderate'],
    // FDA DDI table: oral contraceptives are moderate CYP1A2 inhibitors
    ['ethinyl-estradiol', 'CYP1A2', 'inhibitor', 'moderate'],
    // FDA DDI table: cimetidine is a weak CYP3A inhibitor and an OCT2/MATE inhibitor
    ['cimetidine', 'CYP3A4', 'inhibitor', 'weak'],
    ['cimetidine', 'OCT2', 'inhibitor', 'moderate'],
    // FDA DDI table: probenecid is the index OAT1/OAT3 inhibitor
    ['probenecid', 'OAT1/3', 'inhibitor', 'moderate'],
    // Tikosyn: renal cationic secretion, inhibited by cimetidine, trimethoprim and others
    ['dofetilide', 'OCT2', 'substrate', 'moderate'],
    // Ranexa 7: metformin exposure rises (OCT2); digoxin 1.5-fold (P-gp)
    ['ranolazine', 'OCT2', 'inhibitor', 'moderate'],
    ['ranolazine', 'P-gp', 'inhibitor', 'moderate'],
  ])('%s: %s %s is %s', (id, pathway, role, level) => {
    expect(drug(id).pathways[pathway]?.[role]).toBe(level);
  });

  it('reads tolterodine CYP2D6 as minor because the active moiety barely changes (Detrol LA 7)', () => {
    expect(drug('tolterodine').pathways.CYP2D6?.substrate).toBe('minor');
    expect(drug('tolterodine').pathways.CYP3A4?.substrate).toBe('moderate');
  });
});

describe('class tags', () => {
  it('keeps the estrogen and the progestin of a combined pill apart (no duplicate-therapy alert)', () => {
    const ee = drug('ethinyl-estradiol').classTags;
    for (const progestin of ['levonorgestrel', 'norethindrone', 'drospirenone', 'norgestimate']) {
      expect(drug(progestin).classTags.filter((t) => ee.includes(t))).toEqual([]);
    }
  });

  it('keeps standard bowel-regimen partners apart (senna with docusate or polyethylene glycol)', () => {
    const senna = drug('sennosides').classTags;
    expect(drug('docusate').classTags.filter((t) => senna.includes(t))).toEqual([]);
    expect(drug('polyethylene-glycol-3350').classTags.filter((t) => senna.includes(t))).toEqual([]);
  });

  it.each(['aluminum-hydroxide', 'magnesium-hydroxide', 'magnesium-oxide', 'sodium-bicarbonate'])(
    '%s is an antacid for the acid-reducer rule and not itself pH-dependent',
    (id) => {
      expect(drug(id).classTags).toContain('antacid');
      expect(drug(id).phDependentAbsorption).toBe(false);
    },
  );

  it('does not tag sucralfate as an antacid (it binds drugs but barely changes gastric pH)', () => {
    expect(drug('sucralfate').classTags).not.toContain('antacid');
  });

  it('keeps inhaled corticosteroids out of the systemic corticosteroid class', () => {
    for (const id of ['fluticasone', 'budesonide', 'mometasone', 'beclomethasone']) {
      expect(drug(id).classTags).not.toContain('corticosteroid');
    }
  });
});

describe('QT categories', () => {
  it.each([
    // Betapace boxed warning; Tikosyn boxed warning and WARNINGS; Multaq 4; Tambocor WARNINGS
    ['sotalol', 'known'],
    ['dofetilide', 'known'],
    ['dronedarone', 'known'],
    ['flecainide', 'known'],
    // Loop and thiazide diuretics: torsades through hypokalaemia and hypomagnesaemia
    ['chlorthalidone', 'conditional'],
    ['bumetanide', 'conditional'],
    ['torsemide', 'conditional'],
    // Beta-2 agonist labels 5: QTc prolongation and hypokalaemia at high doses
    ['albuterol', 'conditional'],
    ['salmeterol', 'conditional'],
    // Ranexa 5: dose-related QT prolongation, more with CYP3A inhibitors or hepatic impairment
    ['ranolazine', 'conditional'],
    // Uroxatral 5: QT prolongation
    ['alfuzosin', 'possible'],
  ])('%s QT risk is %s', (id, risk) => {
    expect(drug(id).qtRisk).toBe(risk);
  });

  it('leaves QT unassessed (unknown), never "none", when no source grades it', () => {
    expect(drug('lisinopril').qtRisk).toBe('unknown');
    expect(inputs.filter((d) => d.qtRisk === 'none').map((d) => d.id)).toEqual([]);
  });
});

describe('toxicities and warnings', () => {
  it.each([
    'lisinopril',
    'losartan',
    'spironolactone',
    'eplerenone',
    'triamterene',
    'potassium-chloride',
    'drospirenone',
  ])('%s lists hyperkalaemia as a common dose-related toxicity', (id) => {
    expect(drug(id).toxicities).toContain('hyperkalemia');
  });

  it('keeps ACE-inhibitor angioedema and renal failure, and mesalamine nephritis, out of the additive rules', () => {
    expect(drug('enalapril').rareToxicities).toEqual(
      expect.arrayContaining(['hypersensitivity', 'nephrotoxicity']),
    );
    expect(drug('enalapril').toxicities).not.toContain('nephrotoxicity');
    expect(drug('mesalamine').toxicities).not.toContain('nephrotoxicity');
    expect(drug('mesalamine').rareToxicities).toContain('nephrotoxicity');
  });

  it.each([
    // Each label's boxed warning, paraphrased
    ['sotalol', /QT/],
    ['dofetilide', /ECG/],
    ['dronedarone', /heart failure/],
    ['ramipril', /[Ff]etal/],
    ['propylthiouracil', /liver/],
    ['montelukast', /neuropsychiatric/],
    ['semaglutide', /C-cell/],
    ['estradiol', /endometrial cancer/],
    ['cilostazol', /heart failure/],
    ['medroxyprogesterone', /bone mineral density/],
    ['triamterene', /[Hh]yperkalaemia/],
  ])('%s carries its boxed warning', (id, text) => {
    expect(drug(id).boxedWarnings.join(' ')).toMatch(text);
  });
});

describe('pharmacogenomics', () => {
  it.each([
    ['metoprolol', ['CYP2D6'], '38951961'], // CPIC beta-blockers 2024
    ['pravastatin', ['SLCO1B1'], '35152405'], // CPIC statins 2022
    ['pitavastatin', ['SLCO1B1'], '35152405'],
    ['fluvastatin', ['CYP2C9', 'SLCO1B1'], '35152405'],
    ['glyburide', ['G6PD'], '36049896'], // CPIC G6PD 2022
  ])('%s lists %j and cites the CPIC guideline', (id, genes, pmid) => {
    expect(drug(id).pgxGenes).toEqual(expect.arrayContaining(genes));
    expect(drug(id).sources.some((s) => s.kind === 'cpic' && s.pmid === pmid)).toBe(true);
  });
});

describe('renal rules from the labels', () => {
  it.each([
    ['dofetilide', 20, 'avoid'], // Tikosyn: contraindicated below CrCl 20 mL/min
    ['sotalol', 40, 'avoid'], // Betapace AF: contraindicated below CrCl 40 mL/min
    ['fondaparinux', 30, 'avoid'], // Arixtra 4: CrCl below 30 mL/min
    ['levocetirizine', 10, 'avoid'], // Xyzal 4: end-stage renal disease
    ['alendronate', 35, 'avoid'], // Fosamax 2: not recommended below CrCl 35 mL/min
    ['lisinopril', 30, 'reduce'], // Zestril 2: start 5 mg at CrCl 10-30
  ] as const)('%s: CrCl below %d -> %s', (id, crcl, action) => {
    const rule = drug(id).renal.rules.find((r) => r.crclBelow === crcl);
    expect(rule?.action).toBe(action);
  });
});
