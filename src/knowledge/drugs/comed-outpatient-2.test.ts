import { describe, expect, it } from 'vitest';
import type { Drug, Pathway } from '../../core/knowledge/drug';
import { drugSchema } from '../../core/knowledge/drug';
import { labelRegistry } from '../labels';
import { REVIEWED_RECS_2, comedOutpatient2Drugs } from './comed-outpatient-2';
import { drugRecords } from './index';
import { namesTakenByOtherRecords, unregisteredLabelTitles } from './record-file-checks.test-data';

/*
 * The second outpatient co-medication batch (issue 25): each record parses, is registered once,
 * cites a label the registry knows, and carries the label facts the inference reads. The cases
 * below are the facts the checker acts on, each taken from the cited label section or FDA table.
 */
const parsed = new Map<string, Drug>(comedOutpatient2Drugs.map((d) => [d.id, drugSchema.parse(d)]));

function drug(id: string): Drug {
  const d = parsed.get(id);
  if (!d) throw new Error(`no record '${id}' in comed-outpatient-2`);
  return d;
}

describe('co-medication records, outpatient batch 2 (issue 25)', () => {
  it('adds at least 100 reviewed, sourced records, each registered in the drug index', () => {
    expect(comedOutpatient2Drugs.length).toBeGreaterThanOrEqual(100);
    const registered = new Set(drugRecords.map((d) => d.id));
    expect(comedOutpatient2Drugs.filter((d) => !registered.has(d.id)).map((d) => d.id)).toEqual([]);
    expect(comedOutpatient2Drugs.filter((d) => d.lastReviewed !== REVIEWED_RECS_2)).toEqual([]);
    expect(comedOutpatient2Drugs.filter((d) => d.sources.length === 0)).toEqual([]);
  });

  it('cites only label titles the label registry knows, class instructions included', () => {
    expect(unregisteredLabelTitles(comedOutpatient2Drugs)).toEqual([]);
  });

  it('never reuses a name, brand or synonym of another record', () => {
    expect(namesTakenByOtherRecords(comedOutpatient2Drugs)).toEqual([]);
  });

  it.each([
    // ONC high-priority list (Phansalkar 2012): the pathways that make the pairs visible.
    ['ramelteon', 'CYP1A2', 'substrate', 'sensitive'],
    ['ergotamine', 'CYP3A4', 'substrate', 'moderate'],
    ['dihydroergotamine', 'CYP3A4', 'substrate', 'moderate'],
    ['thioridazine', 'CYP2D6', 'substrate', 'moderate'],
    ['eletriptan', 'CYP3A4', 'substrate', 'sensitive'],
    // FDA table of clinical index drugs.
    ['triazolam', 'CYP3A4', 'substrate', 'sensitive'],
    ['desipramine', 'CYP2D6', 'substrate', 'sensitive'],
    ['perphenazine', 'CYP2D6', 'substrate', 'sensitive'],
    ['atomoxetine', 'CYP2D6', 'substrate', 'sensitive'],
    ['nefazodone', 'CYP3A4', 'inhibitor', 'strong'],
    // Label fold-changes.
    ['ubrogepant', 'CYP3A4', 'substrate', 'sensitive'],
    ['cenobamate', 'CYP2C19', 'inhibitor', 'moderate'],
    ['cenobamate', 'CYP3A4', 'inducer', 'moderate'],
    ['fosphenytoin', 'CYP3A4', 'inducer', 'strong'],
    ['baricitinib', 'OAT1/3', 'substrate', 'moderate'],
    // Fact-check of 2026-11-28 (each row: the figure it rests on and where it was read).
    // Aubagio label 12.3: repaglinide AUC 2.4-fold (FDA 2- to 5-fold = moderate CYP2C8 inhibitor).
    ['teriflunomide', 'CYP2C8', 'inhibitor', 'moderate'],
    // Aubagio label 7: "may be a weak inducer of CYP1A2" (caffeine AUC -55%).
    ['teriflunomide', 'CYP1A2', 'inducer', 'weak'],
    // Aptiom label 7 / PMID 23726291: simvastatin AUC ratio 0.46-0.49 (a 50-80% fall = moderate).
    ['eslicarbazepine', 'CYP3A4', 'inducer', 'moderate'],
    // Xcopri label 12.3: omeprazole AUC +107% (2.07-fold), midazolam AUC -72% at 200 mg.
    ['cenobamate', 'CYP2C19', 'inhibitor', 'moderate'],
    ['cenobamate', 'CYP3A4', 'inducer', 'moderate'],
    // Felbatol label: gestodene AUC -42%; phenytoin/phenobarbital rise 20-30% (weak both ways).
    ['felbamate', 'CYP3A4', 'inducer', 'weak'],
    ['felbamate', 'CYP2C19', 'inhibitor', 'weak'],
    // Quviviq label 7.1/12.3: diltiazem AUC 2.4-fold; strong inhibitors avoided (PBPK over 4-fold).
    ['daridorexant', 'CYP3A4', 'substrate', 'moderate'],
    // Nuplazid label 2/7: strong CYP3A4 inhibitors cut the dose to 10 mg (ketoconazole about 3-fold).
    ['pimavanserin', 'CYP3A4', 'substrate', 'moderate'],
    // Qelbree label 4/7: caffeine AUC about 5-fold; contraindicated with sensitive CYP1A2 substrates.
    ['viloxazine', 'CYP1A2', 'inhibitor', 'strong'],
    // Wakix label 2/7: strong CYP2D6 inhibitors or poor metabolisers cap the dose at 17.8 mg.
    ['pitolisant', 'CYP2D6', 'substrate', 'moderate'],
    // Nourianz label 2/12.3: ketoconazole AUC about 2.5-fold, strong inhibitors cap at 20 mg.
    ['istradefylline', 'CYP3A4', 'substrate', 'moderate'],
    // Caplyta label 2/12.3: itraconazole AUC 3.8-fold (10.5 mg with strong, 21 mg with moderate).
    ['lumateperone', 'CYP3A4', 'substrate', 'moderate'],
    // Ingrezza label 2/7: 40 mg with strong CYP3A4 inhibitors, strong CYP2D6 inhibitors or PMs.
    ['valbenazine', 'CYP3A4', 'substrate', 'moderate'],
    ['valbenazine', 'CYP2D6', 'substrate', 'moderate'],
    // Rinvoq label 2/7: strong CYP3A4 inhibitors step the dose down (ketoconazole AUC 1.75-fold).
    ['upadacitinib', 'CYP3A4', 'substrate', 'moderate'],
    // Austedo label 2.4/8.7: strong CYP2D6 inhibitors or PMs raise the HTBZ metabolites about 3-fold.
    ['deutetrabenazine', 'CYP2D6', 'substrate', 'moderate'],
    // Nuvigil label 12.3: midazolam AUC -32%, omeprazole AUC +40% (weak by fold-change both ways).
    ['armodafinil', 'CYP3A4', 'inducer', 'weak'],
    ['armodafinil', 'CYP2C19', 'inhibitor', 'weak'],
    // Dayvigo label 7/12.3: itraconazole or fluconazole raise AUC about 4-fold; avoid with both.
    ['lemborexant', 'CYP3A4', 'substrate', 'moderate'],
    // Fanapt label 2/7: halve the dose with strong CYP2D6 or strong CYP3A4 inhibitors.
    ['iloperidone', 'CYP2D6', 'substrate', 'moderate'],
    ['iloperidone', 'CYP3A4', 'substrate', 'moderate'],
    // Belsomra label 12.3: ketoconazole AUC 2.79-fold (strong not recommended, 5 mg with moderate).
    ['suvorexant', 'CYP3A4', 'substrate', 'moderate'],
    // Banzel label 7: a weak (mild) CYP3A4 inducer (triazolam and hormonal contraceptives fall).
    ['rufinamide', 'CYP3A4', 'inducer', 'weak'],
    // Rexulti label 2.5: half dose with strong CYP2D6 or strong CYP3A4 inhibitors, quarter with both.
    ['brexpiprazole', 'CYP3A4', 'substrate', 'moderate'],
    ['brexpiprazole', 'CYP2D6', 'substrate', 'moderate'],
    // Vraylar label 2/7: halve the dose with strong CYP3A4 inhibitors (AUC about doubled).
    ['cariprazine', 'CYP3A4', 'substrate', 'moderate'],
    // Xeljanz label 2/7: dose change with strong CYP3A4 inhibitors (ketoconazole about 2-fold).
    ['tofacitinib', 'CYP3A4', 'substrate', 'moderate'],
    // Lotronex label 4/7: fluvoxamine raised alosetron AUC about 6-fold and is contraindicated.
    ['alosetron', 'CYP1A2', 'substrate', 'sensitive'],
  ] as const)('%s: %s %s is %s', (id, pathway, role, level) => {
    expect(drug(id).pathways[pathway as Pathway]?.[role]).toBe(level);
  });

  it.each([
    ['thioridazine', 'known'],
    ['iloperidone', 'possible'],
    ['pimavanserin', 'possible'],
  ] as const)('%s QT risk is %s', (id, risk) => {
    expect(drug(id).qtRisk).toBe(risk);
  });

  it.each([
    ['zolmitriptan', 'serotonergic'],
    ['methylene-blue', 'serotonergic'],
    ['rasagiline', 'serotonergic'],
    ['metaxalone', 'serotonergic'],
    ['atropine', 'anticholinergic'],
    ['benztropine', 'anticholinergic'],
    ['piroxicam', 'bleeding'],
    ['levorphanol', 'respiratory-depression'],
    ['triazolam', 'respiratory-depression'],
    ['dantrolene', 'hepatotoxicity'],
  ] as const)('%s carries the %s flag the additive rules read', (id, tox) => {
    expect(drug(id).toxicities).toContain(tox);
  });

  it.each([
    ['levorphanol', 'opioid'],
    ['butorphanol', 'opioid'],
    ['triazolam', 'benzodiazepine'],
    ['zaleplon', 'z-drug'],
    ['dexlansoprazole', 'proton-pump-inhibitor'],
    ['nizatidine', 'h2-receptor-antagonist'],
    ['methylene-blue', 'mao-inhibitor'],
  ] as const)('%s is tagged %s', (id, tag) => {
    expect(drug(id).classTags).toContain(tag);
  });

  it.each([
    ['naratriptan', 15, 'avoid'],
    ['levomilnacipran', 15, 'avoid'],
    ['acamprosate', 31, 'avoid'],
    ['vigabatrin', 31, 'reduce'],
    ['baricitinib', 30, 'avoid'],
    // Aptiom label 2: CrCl below 50 mL/min halves the initial, titration and maintenance doses.
    ['eslicarbazepine', 50, 'reduce'],
    // Barhemsys label 8.6: avoid below eGFR 30 (mostly renally excreted).
    ['amisulpride', 30, 'avoid'],
    // Ongentys label 8.7: avoid in end-stage renal disease.
    ['opicapone', 15, 'avoid'],
    // Rexulti label 2.3: CrCl below 60 mL/min lowers the maximum dose.
    ['brexpiprazole', 60, 'reduce'],
    // Xeljanz label 2: CrCl 30-50 inclusive (moderate) and below 30: 5 mg once daily.
    ['tofacitinib', 51, 'reduce'],
  ] as const)('%s below CrCl %d mL/min: %s', (id, crcl, action) => {
    expect(drug(id).renal.rules.find((r) => r.crclBelow === crcl)?.action).toBe(action);
  });

  it.each([
    // Nourianz label 2.3: moderate hepatic impairment caps the dose at 20 mg.
    ['istradefylline', 'child-pugh-b', 'reduce'],
    // Caplyta label 2/8.7: Child-Pugh B or C, 21 mg once daily.
    ['lumateperone', 'child-pugh-b', 'reduce'],
    ['lumateperone', 'child-pugh-c', 'reduce'],
    // Ongentys label 2.2: moderate hepatic impairment, 25 mg once daily; severe, avoid.
    ['opicapone', 'child-pugh-b', 'reduce'],
    ['opicapone', 'child-pugh-c', 'avoid'],
  ] as const)('%s in %s hepatic impairment: %s', (id, cls, action) => {
    expect(drug(id).hepatic.rules.find((r) => r.hepaticClass === cls)?.action).toBe(action);
  });

  it('says "no data" rather than "no adjustment" where the label gives no organ rule', () => {
    expect(drug('levorphanol').hepatic.status).toBe('no-data');
  });

  it('explains every missing RxCUI', () => {
    expect(comedOutpatient2Drugs.filter((d) => d.rxcui === null && !d.rxcuiNote)).toEqual([]);
  });
});

/*
 * Second pharmacist fact-check (issue 25, check3): corrections to records the first two passes
 * had not re-checked, and label class statements the records carried only as text. Each row
 * names the label section it comes from.
 */
describe('outpatient batch 2, second fact-check', () => {
  it('cites only known label titles in class instructions too', () => {
    const known = new Set(labelRegistry.flatMap((p) => p.titles));
    const titles = comedOutpatient2Drugs.flatMap((d) =>
      (d.classInstructions ?? []).map((c) => c.source.title),
    );
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((t) => !known.has(t))).toEqual([]);
  });

  it('butorphanol carries the opioid CYP3A4 boxed warning (butorphanol tartrate nasal spray)', () => {
    expect(drug('butorphanol').boxedWarnings.some((w) => /CYP3A4 inhibitor/.test(w))).toBe(true);
  });

  it('zonisamide is not used below an estimated GFR of 50 mL/min (Zonegran, renal impairment)', () => {
    const rule = drug('zonisamide').renal.rules.find((r) => r.crclBelow === 50);
    expect(rule?.action).toBe('avoid');
  });

  it.each([
    // CredibleMeds QTdrugs categories (the existing tricyclic records are conditional)
    ['clomipramine', 'conditional'],
    ['desipramine', 'conditional'],
    ['protriptyline', 'conditional'],
    ['amoxapine', 'conditional'],
    ['trimipramine', 'possible'],
  ] as const)('%s QT risk is %s', (id, qt) => {
    expect(drug(id).qtRisk).toBe(qt);
  });

  const MAO = { classTag: 'mao-inhibitor' };
  const cyp = (pathway: string, role: string, levels: string[]) => ({ pathway, role, levels });
  it.each([
    // section 4 of each label: MAO inhibitors (and linezolid/IV methylene blue) contraindicated
    ['vilazodone', MAO, 'contraindicated'],
    ['levomilnacipran', MAO, 'contraindicated'],
    ['milnacipran', MAO, 'contraindicated'],
    ['clomipramine', MAO, 'contraindicated'],
    ['desipramine', MAO, 'contraindicated'],
    ['protriptyline', MAO, 'contraindicated'],
    ['trimipramine', MAO, 'contraindicated'],
    ['amoxapine', MAO, 'contraindicated'],
    // Nefazodone CONTRAINDICATIONS: MAO inhibitors (14 days before, 7 days after).
    ['nefazodone', MAO, 'contraindicated'],
    // Zomig 4: MAO-A (not MAO-B selective) inhibitors, issue 25 fourth pass.
    ['zolmitriptan', { classTag: 'mao-a-inhibitor' }, 'contraindicated'],
    ['atomoxetine', MAO, 'contraindicated'],
    ['solriamfetol', MAO, 'contraindicated'],
    ['phentermine', MAO, 'contraindicated'],
    ['dexmethylphenidate', MAO, 'contraindicated'],
    ['lisdexamfetamine', MAO, 'contraindicated'],
    ['tetrabenazine', MAO, 'contraindicated'],
    ['deutetrabenazine', MAO, 'contraindicated'],
    ['viloxazine', MAO, 'contraindicated'],
    // ProvayBlue boxed warning: avoid with MAO inhibitors; Ingrezza 7: avoid MAO inhibitors
    ['methylene-blue', MAO, 'avoid'],
    ['valbenazine', MAO, 'avoid'],
    // Relpax 4, Halcion, Cafergot and D.H.E. 45 contraindications; Methergine precautions
    ['eletriptan', cyp('CYP3A4', 'inhibitor', ['strong']), 'contraindicated'],
    ['triazolam', cyp('CYP3A4', 'inhibitor', ['strong']), 'contraindicated'],
    ['ergotamine', cyp('CYP3A4', 'inhibitor', ['strong']), 'contraindicated'],
    ['dihydroergotamine', cyp('CYP3A4', 'inhibitor', ['strong']), 'contraindicated'],
    ['methylergonovine', cyp('CYP3A4', 'inhibitor', ['strong']), 'avoid'],
    // Ubrelvy 4; Nurtec ODT 2.4/2.5/7; Qulipta 2/7; Hetlioz 7
    ['ubrogepant', cyp('CYP3A4', 'inhibitor', ['strong']), 'contraindicated'],
    ['ubrogepant', cyp('CYP3A4', 'inducer', ['strong']), 'avoid'],
    ['rimegepant', cyp('CYP3A4', 'inhibitor', ['strong']), 'avoid'],
    ['rimegepant', cyp('CYP3A4', 'inducer', ['strong', 'moderate']), 'avoid'],
    ['atogepant', cyp('OATP1B1/1B3', 'inhibitor', ['strong', 'moderate']), 'adjust'],
    ['tasimelteon', cyp('CYP1A2', 'inhibitor', ['strong']), 'avoid'],
    ['tasimelteon', cyp('CYP3A4', 'inducer', ['strong', 'moderate']), 'avoid'],
    // Viibryd and Fetzima dose caps with strong CYP3A4 inhibitors
    ['vilazodone', cyp('CYP3A4', 'inhibitor', ['strong']), 'adjust'],
    ['levomilnacipran', cyp('CYP3A4', 'inhibitor', ['strong']), 'adjust'],
    // Otezla 7.1 (rifampin -72%), Fycompa 2 (start at 4 mg), Azilect 2 (0.5 mg with CYP1A2 inhibitors)
    ['apremilast', cyp('CYP3A4', 'inducer', ['strong']), 'avoid'],
    ['perampanel', cyp('CYP3A4', 'inducer', ['strong', 'moderate']), 'adjust'],
    ['rasagiline', cyp('CYP1A2', 'inhibitor', ['strong', 'moderate']), 'adjust'],
    // Soriatane contraindications; isotretinoin: avoid tetracyclines (intracranial hypertension)
    ['acitretin', { classTag: 'tetracycline' }, 'contraindicated'],
    ['isotretinoin', { classTag: 'tetracycline' }, 'avoid'],
    // thioridazine boxed warning and contraindications: CYP2D6 inhibitors
    ['thioridazine', cyp('CYP2D6', 'inhibitor', ['strong', 'moderate']), 'contraindicated'],
    // label dose and avoid statements of the records checked in the first pass
    ['suvorexant', cyp('CYP3A4', 'inhibitor', ['strong']), 'avoid'],
    ['lemborexant', cyp('CYP3A4', 'inhibitor', ['strong', 'moderate']), 'avoid'],
    ['daridorexant', cyp('CYP3A4', 'inducer', ['strong', 'moderate']), 'avoid'],
    ['pimavanserin', cyp('CYP3A4', 'inducer', ['strong', 'moderate']), 'avoid'],
    ['istradefylline', cyp('CYP3A4', 'inhibitor', ['strong']), 'adjust'],
    ['lumateperone', cyp('CYP3A4', 'inducer', ['strong', 'moderate']), 'avoid'],
    ['cariprazine', cyp('CYP3A4', 'inducer', ['strong', 'moderate']), 'avoid'],
    ['brexpiprazole', cyp('CYP2D6', 'inhibitor', ['strong']), 'adjust'],
    ['iloperidone', cyp('CYP2D6', 'inhibitor', ['strong']), 'adjust'],
    ['tofacitinib', cyp('CYP3A4', 'inducer', ['strong']), 'avoid'],
    ['upadacitinib', cyp('CYP3A4', 'inducer', ['strong']), 'avoid'],
    // Gilenya 4 (class Ia/III antiarrhythmics); Xyrem 4 (sedative hypnotics)
    ['fingolimod', { classTag: 'class-ia-antiarrhythmic' }, 'contraindicated'],
    ['fingolimod', { classTag: 'class-iii-antiarrhythmic' }, 'contraindicated'],
    ['sodium-oxybate', { classTag: 'benzodiazepine' }, 'contraindicated'],
    ['sodium-oxybate', { classTag: 'z-drug' }, 'contraindicated'],
    // butorphanol boxed warning: CYP3A4 inhibitors and inducers
    ['butorphanol', cyp('CYP3A4', 'inhibitor', ['strong', 'moderate']), 'monitor'],
    // Symproic 7: avoid strong CYP3A inducers
    ['naldemedine', cyp('CYP3A4', 'inducer', ['strong']), 'avoid'],
  ] as const)('%s: %j is %s', (id, withClass, instruction) => {
    const row = (drug(id).classInstructions ?? []).find(
      (c) => JSON.stringify(c.with) === JSON.stringify(withClass),
    );
    expect(row?.instruction).toBe(instruction);
  });
});
