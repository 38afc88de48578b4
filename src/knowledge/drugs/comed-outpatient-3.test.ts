import { describe, expect, it } from 'vitest';
import { createInteractionChecker } from '../../core/interactions/checker';
import { standardCombinationSchema } from '../../core/interactions/standard-combinations';
import type { Drug, Pathway } from '../../core/knowledge/drug';
import { drugSchema } from '../../core/knowledge/drug';
import { curatedInteractionSchema, drugGroupSchema } from '../../core/knowledge/interaction';
import { curatedInteractionRecords, drugGroups, standardCombinationRecords } from '../interactions';
import { REVIEWED_RECS_3, comedOutpatient3Drugs } from './comed-outpatient-3';
import { drugRecords } from './index';
import { namesTakenByOtherRecords, unregisteredLabelTitles } from './record-file-checks.test-data';

/*
 * The third outpatient/inpatient co-medication batch (issue 25): each record parses, is registered
 * once, cites a label the registry knows, and carries the label facts the inference reads. Each
 * case names the label section or FDA table it rests on.
 */
const parsed = new Map<string, Drug>(comedOutpatient3Drugs.map((d) => [d.id, drugSchema.parse(d)]));

function drug(id: string): Drug {
  const d = parsed.get(id);
  if (!d) throw new Error(`no record '${id}' in comed-outpatient-3`);
  return d;
}

const all = drugRecords.map((d) => drugSchema.parse(d));
const checker = createInteractionChecker({
  drugs: all,
  curated: curatedInteractionRecords.map((r) => curatedInteractionSchema.parse(r)),
  groups: drugGroups.map((g) => drugGroupSchema.parse(g)),
  standardCombinations: standardCombinationRecords.map((c) => standardCombinationSchema.parse(c)),
});

function severityOf(a: string, b: string): string | undefined {
  return checker.check([a, b]).interactions.find((f) => f.drugs.includes(a) && f.drugs.includes(b))
    ?.severity;
}

describe('co-medication records, batch 3 (issue 25)', () => {
  it('brings the knowledge base to at least 1,000 clinical drug records', () => {
    expect(comedOutpatient3Drugs.length).toBeGreaterThanOrEqual(60);
    expect(drugRecords.filter((d) => d.kind !== 'substance').length).toBeGreaterThanOrEqual(1000);
  });

  it('adds reviewed, sourced records, each registered in the drug index once', () => {
    const registered = new Set(drugRecords.map((d) => d.id));
    expect(comedOutpatient3Drugs.filter((d) => !registered.has(d.id)).map((d) => d.id)).toEqual([]);
    expect(comedOutpatient3Drugs.filter((d) => d.lastReviewed !== REVIEWED_RECS_3)).toEqual([]);
    expect(comedOutpatient3Drugs.filter((d) => d.sources.length === 0)).toEqual([]);
  });

  it('cites only label titles the label registry knows, class instructions included', () => {
    expect(unregisteredLabelTitles(comedOutpatient3Drugs)).toEqual([]);
  });

  it('never reuses a name, brand or synonym of another record', () => {
    expect(namesTakenByOtherRecords(comedOutpatient3Drugs)).toEqual([]);
  });

  it('explains every missing RxCUI', () => {
    expect(comedOutpatient3Drugs.filter((d) => d.rxcui === null && !d.rxcuiNote)).toEqual([]);
  });

  it.each([
    // FDA table of clinical index drugs: dextromethorphan is a sensitive CYP2D6 substrate,
    // tolvaptan a sensitive CYP3A substrate. Nafcillin and rifapentine are graded moderate CYP3A
    // inducers; the fact-check could not confirm those grades in the current FDA index table.
    ['dextromethorphan', 'CYP2D6', 'substrate', 'sensitive'],
    ['tolvaptan', 'CYP3A4', 'substrate', 'sensitive'],
    ['nafcillin', 'CYP3A4', 'inducer', 'moderate'],
    ['rifapentine', 'CYP3A4', 'inducer', 'moderate'],
    // FDA DDI table lists conivaptan among the strong CYP3A inhibitors (fact-check, issue 25).
    ['conivaptan', 'CYP3A4', 'inhibitor', 'strong'],
    // Arava label 7/12.3 (teriflunomide): repaglinide AUC 2.4-fold, rosuvastatin AUC 2.5-fold.
    ['leflunomide', 'CYP2C8', 'inhibitor', 'moderate'],
    ['leflunomide', 'BCRP', 'inhibitor', 'moderate'],
    // Promacta label 7 names it a clinically relevant OATP1B1/BCRP inhibitor (lower rosuvastatin dose).
    ['eltrombopag', 'OATP1B1/1B3', 'inhibitor', 'moderate'],
    ['eltrombopag', 'BCRP', 'inhibitor', 'moderate'],
    // Orbactiv label 7/12.3: weak CYP2C9/2C19 inhibitor, weak CYP3A4/2D6 inducer.
    ['oritavancin', 'CYP2C9', 'inhibitor', 'weak'],
    ['oritavancin', 'CYP3A4', 'inducer', 'weak'],
  ] as const)('%s: %s %s is %s', (id, pathway, role, level) => {
    expect(drug(id).pathways[pathway as Pathway]?.[role]).toBe(level);
  });

  it.each([
    ['dextromethorphan', 'serotonergic'],
    ['sufentanil', 'respiratory-depression'],
    ['remifentanil', 'respiratory-depression'],
    ['pamidronate', 'nephrotoxicity'],
    ['polymyxin-b', 'nephrotoxicity'],
    ['defibrotide', 'bleeding'],
    ['omega-3-acid-ethyl-esters', 'bleeding'],
    ['leflunomide', 'hepatotoxicity'],
  ] as const)('%s carries the %s flag the additive rules read', (id, tox) => {
    expect(drug(id).toxicities).toContain(tox);
  });

  it.each([
    // Renal rules with the label's CrCl figure.
    ['plerixafor', 51, 'reduce'], // Mozobil 2.3: CrCl 50 mL/min or below, 0.16 mg/kg
    ['anakinra', 30, 'extend-interval'], // Kineret 2: CrCl below 30, every other day
    ['ceftaroline', 51, 'reduce'], // Teflaro 2.2
    ['dalbavancin', 30, 'reduce'], // Dalvance 2.3
    ['tolvaptan', 10, 'avoid'], // Samsca 8.6
    ['imipenem-cilastatin', 15, 'avoid'], // Primaxin 2
  ] as const)('%s below CrCl %d mL/min: %s', (id, crcl, action) => {
    expect(drug(id).renal.rules.find((r) => r.crclBelow === crcl)?.action).toBe(action);
  });

  it('says "no data" where the label gives no organ rule', () => {
    expect(drug('dextromethorphan').renal.status).toBe('no-data');
    expect(drug('infliximab').hepatic.status).toBe('no-data');
  });

  it.each([
    // ONC high-priority list: sympathomimetics and dextromethorphan with MAO inhibitors.
    ['dextromethorphan', 'phenelzine', 'contraindicated'],
    ['methamphetamine', 'tranylcypromine', 'contraindicated'],
    ['benzphetamine', 'isocarboxazid', 'contraindicated'],
    ['phendimetrazine', 'phenelzine', 'contraindicated'],
    ['diethylpropion', 'selegiline', 'contraindicated'],
    ['ephedrine', 'phenelzine', 'contraindicated'],
    // Samsca 4: strong CYP3A inhibitors contraindicated; 7.1: moderate ones avoided.
    ['tolvaptan', 'ketoconazole', 'contraindicated'],
    ['tolvaptan', 'diltiazem', 'major'],
    // Vaprisol 4.
    ['conivaptan', 'clarithromycin', 'contraindicated'],
    // Primaxin 7: valproic acid not recommended.
    ['imipenem-cilastatin', 'valproic-acid', 'major'],
    // Defitelio 4: systemic anticoagulants contraindicated.
    ['defibrotide', 'apixaban', 'contraindicated'],
    ['defibrotide', 'enoxaparin', 'contraindicated'],
  ] as const)('%s + %s is %s (label tier)', (a, b, severity) => {
    expect(severityOf(a, b)).toBe(severity);
  });

  it('tocilizumab asks for monitoring of narrow-therapeutic-index CYP substrates (Actemra 7.2)', () => {
    expect(severityOf('tocilizumab', 'warfarin')).toBe('moderate');
  });

  it('leaves unflagged what the labels do not name (heparin line flushes with defibrotide)', () => {
    const s = severityOf('defibrotide', 'heparin');
    expect(s === undefined || s === 'minor' || s === 'moderate').toBe(true);
  });
});

describe('ATC codes added in issue 25 (checked 2026-11-28)', () => {
  // Each code as listed in ATC-DE 2024 (BfArM's edition of the WHO ATC index), read from the
  // Medizininformatik-Initiative oncology value set "Systemische Therapie Substanzen ATC 2024";
  // leflunomide and vedolizumab moved to L04AK01 and L04AG05 in the WHO 2024 index.
  const byId = new Map(drugRecords.map((d) => [d.id, d]));
  it.each([
    ['cabozantinib', 'L01EX07'],
    ['lenvatinib', 'L01EX08'],
    ['pacritinib', 'L01EJ03'],
    ['midostaurin', 'L01EX10'],
    ['gilteritinib', 'L01EX13'],
    ['quizartinib', 'L01EX11'],
    ['tazemetostat', 'L01XX72'],
    ['teclistamab', 'L01FX24'],
    ['mosunetuzumab', 'L01FX25'],
    ['glofitamab', 'L01FX28'],
    ['tremelimumab', 'L01FX20'],
    ['tisagenlecleucel', 'L01XL04'],
    ['ciltacabtagene-autoleucel', 'L01XL05'],
    ['leflunomide', 'L04AK01'],
    ['vedolizumab', 'L04AG05'],
    ['tocilizumab', 'L04AC07'],
  ] as const)('%s carries ATC %s', (id, code) => {
    expect(byId.get(id)?.atc).toContain(code);
  });
});
