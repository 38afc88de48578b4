import { describe, expect, it } from 'vitest';
import { createInteractionChecker } from '../../core/interactions/checker';
import { standardCombinationSchema } from '../../core/interactions/standard-combinations';
import type { Drug, Pathway } from '../../core/knowledge/drug';
import { drugSchema } from '../../core/knowledge/drug';
import { curatedInteractionSchema, drugGroupSchema } from '../../core/knowledge/interaction';
import { curatedInteractionRecords, drugGroups, standardCombinationRecords } from '../interactions';
import { REVIEWED_NON_INTERRUPTIVE, comedNonInterruptiveDrugs } from './comed-non-interruptive';
import { drugRecords } from './index';
import { namesTakenByOtherRecords, unregisteredLabelTitles } from './record-file-checks.test-data';

/*
 * The records added for the ONC non-interruptive list (issue 25 item 3): each parses, is
 * registered once, cites a label the registry knows, and carries the label facts the inference
 * reads. Each case names the label section it rests on.
 */
const parsed = new Map<string, Drug>(
  comedNonInterruptiveDrugs.map((d) => [d.id, drugSchema.parse(d)]),
);

function drug(id: string): Drug {
  const d = parsed.get(id);
  if (!d) throw new Error(`no record '${id}' in comed-non-interruptive`);
  return d;
}

const checker = createInteractionChecker({
  drugs: drugRecords.map((d) => drugSchema.parse(d)),
  curated: curatedInteractionRecords.map((r) => curatedInteractionSchema.parse(r)),
  groups: drugGroups.map((g) => drugGroupSchema.parse(g)),
  standardCombinations: standardCombinationRecords.map((c) => standardCombinationSchema.parse(c)),
});

function severityOf(a: string, b: string): string | undefined {
  return checker.check([a, b]).interactions.find((f) => f.drugs.includes(a) && f.drugs.includes(b))
    ?.severity;
}

describe('co-medication records for the ONC non-interruptive list (issue 25)', () => {
  it('adds reviewed, sourced records, each registered in the drug index once', () => {
    const registered = drugRecords.map((d) => d.id);
    for (const d of comedNonInterruptiveDrugs) {
      expect(
        registered.filter((id) => id === d.id),
        d.id,
      ).toHaveLength(1);
    }
    expect(
      comedNonInterruptiveDrugs.filter((d) => d.lastReviewed !== REVIEWED_NON_INTERRUPTIVE),
    ).toEqual([]);
    expect(comedNonInterruptiveDrugs.filter((d) => d.sources.length === 0)).toEqual([]);
  });

  it('carries the RxNorm ingredient code of the shipped vocabulary, or says why not', () => {
    // Anagrelide: the shipped extract lacks ingredients starting with A.
    expect(comedNonInterruptiveDrugs.filter((d) => !d.rxcui).map((d) => d.id)).toEqual([
      'anagrelide',
    ]);
    expect(comedNonInterruptiveDrugs.filter((d) => !d.rxcui && !d.rxcuiNote)).toEqual([]);
    // RxNorm names parenteral iron dextran "iron-dextran complex" (IN 5992).
    expect(drug('iron-dextran').rxcui).toBe('5992');
  });

  it('cites only label titles the label registry knows, class instructions included', () => {
    expect(unregisteredLabelTitles(comedNonInterruptiveDrugs)).toEqual([]);
  });

  it('never reuses a name, brand or synonym of another record', () => {
    expect(namesTakenByOtherRecords(comedNonInterruptiveDrugs)).toEqual([]);
  });

  it.each([
    // The class tags the ONC class pairs and the additive rules read.
    ['esmolol', 'beta-blocker'],
    ['betaxolol', 'beta-blocker'],
    ['nicardipine', 'dihydropyridine-ccb'],
    ['nimodipine', 'dihydropyridine-ccb'],
    ['isradipine', 'dihydropyridine-ccb'],
    ['chlorothiazide', 'thiazide-diuretic'],
    ['salsalate', 'nsaid'],
    ['salsalate', 'salicylate'],
    ['tolmetin', 'nsaid'],
    ['fenoprofen', 'nsaid'],
    ['chlorpropamide', 'sulfonylurea'],
    ['gemifloxacin', 'fluoroquinolone'],
    ['miconazole', 'azole-antifungal'],
    ['neostigmine', 'cholinesterase-inhibitor'],
    ['physostigmine', 'cholinesterase-inhibitor'],
    ['cortisone', 'corticosteroid'],
    ['sodium-ferric-gluconate-complex', 'parenteral-iron'],
    ['iron-dextran', 'parenteral-iron'],
    ['eprosartan', 'angiotensin-receptor-blocker'],
    ['norfloxacin', 'fluoroquinolone'],
    ['edrophonium', 'cholinesterase-inhibitor'],
  ] as const)('%s is tagged %s', (id, tag) => {
    expect(drug(id).classTags).toContain(tag);
  });

  it.each([
    // NSAID class boxed warning (GI bleeding, cardiovascular thrombosis) on each NSAID label.
    ['salsalate', 'bleeding'],
    ['tolmetin', 'bleeding'],
    ['fenoprofen', 'bleeding'],
    ['fenoprofen', 'nephrotoxicity'], // Nalfon 5.6 renal toxicity and hyperkalaemia
    ['esmolol', 'bradycardia'], // Brevibloc 5: bradycardia, sinus pause, heart block
    ['neostigmine', 'bradycardia'], // Bloxiverz 5: give atropine or glycopyrrolate first
    ['physostigmine', 'seizure'], // rapid IV: bradycardia and convulsions
    ['chlorothiazide', 'hypokalemia'], // Diuril PRECAUTIONS
    ['corticotropin', 'infection'], // Acthar 5.1
    ['corticotropin', 'bleeding'], // Acthar 5.6 GI perforation and bleeding
    ['iron-dextran', 'hypersensitivity'], // INFeD boxed warning: anaphylactic-type reactions
    ['anagrelide', 'bleeding'], // Agrylin: more major haemorrhage with aspirin
  ] as const)('%s carries the %s flag the additive rules read', (id, tox) => {
    expect(drug(id).toxicities).toContain(tox);
  });

  it.each([
    // Oravig 7: a known CYP2C9 and CYP3A4 inhibitor, minimal systemic exposure (lowest grade).
    ['miconazole', 'CYP2C9', 'inhibitor', 'weak'],
    ['miconazole', 'CYP3A4', 'inhibitor', 'weak'],
  ] as const)('%s: %s %s is %s', (id, pathway, role, level) => {
    expect(drug(id).pathways[pathway as Pathway]?.[role]).toBe(level);
  });

  it('leaves pathways empty where the label documents no CYP role (no guessed pathway)', () => {
    for (const id of ['nicardipine', 'isradipine', 'esmolol', 'salsalate', 'chlorpropamide']) {
      expect(Object.keys(drug(id).pathways), id).toEqual([]);
    }
  });

  it('holds the organ rules the labels state, and "no data" where they state none', () => {
    // Nymalize 2.4: cirrhosis, 30 mg every 4 hours instead of 60 mg.
    expect(drug('nimodipine').hepatic.rules[0]?.doseFactor).toBe(0.5);
    // Kerlone: severe renal impairment or dialysis, start 5 mg; no CrCl figure, so no alert band.
    expect(drug('betaxolol').renal.status).toBe('adjust');
    expect(drug('betaxolol').renal.rules.every((r) => r.crclBelow === undefined)).toBe(true);
    expect(drug('salsalate').renal.status).toBe('no-data');
    expect(drug('calcium-acetate').renal.status).toBe('no-data');
  });

  it.each([
    // Nymalize 5.3/5.4: strong CYP3A4 inhibitors and inducers generally avoided.
    ['nimodipine', 'ketoconazole', 'major'],
    ['nimodipine', 'rifampin', 'major'],
  ] as const)('%s + %s is %s (label tier)', (a, b, severity) => {
    expect(severityOf(a, b)).toBe(severity);
  });

  it('classes anagrelide as a known torsades risk (Agrylin: torsades and VT reported, QTc prolonged)', () => {
    expect(drug('anagrelide').qtRisk).toBe('known');
    expect(
      drug('anagrelide').hepatic.rules.find((r) => r.hepaticClass === 'child-pugh-c')?.action,
    ).toBe('avoid');
  });

  it('asks for monitoring of CYP1A2 substrates with norfloxacin (Noroxin: theophylline raised)', () => {
    expect(severityOf('norfloxacin', 'theophylline')).toBe('moderate');
  });

  it('asks for INR monitoring when miconazole meets warfarin (Oravig 7), without interrupting', () => {
    expect(severityOf('miconazole', 'warfarin')).toBe('moderate');
  });

  it.each([
    // ONC non-interruptive pairs among the new records stay below the interrupting tier.
    ['esmolol', 'ibuprofen'],
    ['betaxolol', 'levothyroxine'],
    ['nicardipine', 'metoprolol'],
    ['nimodipine', 'atenolol'],
    ['chlorothiazide', 'lisinopril'],
    ['salsalate', 'lisinopril'],
    ['salsalate', 'clopidogrel'],
    ['tolmetin', 'hydrochlorothiazide'],
    ['fenoprofen', 'enalapril'],
    ['miconazole', 'omeprazole'],
    ['cortisone', 'warfarin'],
    ['corticotropin', 'neostigmine'],
    ['calcium-acetate', 'levothyroxine'],
    ['chlorpropamide', 'lisinopril'],
    ['anagrelide', 'omeprazole'],
    ['anagrelide', 'atorvastatin'],
    ['anagrelide', 'acetaminophen'],
    ['anagrelide', 'vitamin-e'],
    ['iron-dextran', 'omeprazole'],
    ['eprosartan', 'lisinopril'],
    ['eprosartan', 'ibuprofen'],
    ['edrophonium', 'prednisone'],
  ] as const)('%s + %s is not major (ONC non-interruptive)', (a, b) => {
    const s = severityOf(a, b);
    expect(s === 'major' || s === 'contraindicated', `${a} + ${b}: ${s}`).toBe(false);
  });
});
