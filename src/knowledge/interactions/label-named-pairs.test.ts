import { describe, expect, it } from 'vitest';
import { createInteractionChecker } from '../../core/interactions';
import { drugSchema } from '../../core/knowledge/drug';
import { curatedInteractionSchema, drugGroupSchema } from '../../core/knowledge/interaction';
import { drugRecords } from '../drugs';
import { curatedInteractionRecords, drugGroups } from '.';

const checker = createInteractionChecker({
  drugs: drugRecords.map((d) => drugSchema.parse(d)),
  curated: curatedInteractionRecords.map((r) => curatedInteractionSchema.parse(r)),
  groups: drugGroups.map((g) => drugGroupSchema.parse(g)),
});

function finding(a: string, b: string) {
  const result = checker.check([a, b]);
  expect(result.unknownDrugIds, `${a} and ${b} must have records`).toEqual([]);
  return result.interactions[0];
}

describe('named-drug label pairs (issue 25, left for a pharmacist)', () => {
  it.each([
    // Soriatane CONTRAINDICATIONS: methotrexate (hepatitis with etretinate).
    ['acitretin', 'methotrexate', 'contraindicated'],
    // Thioridazine CONTRAINDICATIONS: fluvoxamine, propranolol, pindolol.
    ['thioridazine', 'fluvoxamine', 'contraindicated'],
    ['thioridazine', 'propranolol', 'contraindicated'],
    ['thioridazine', 'pindolol', 'contraindicated'],
    // Nefazodone CONTRAINDICATIONS: carbamazepine.
    ['nefazodone', 'carbamazepine', 'contraindicated'],
    // Estazolam CONTRAINDICATIONS: ketoconazole, itraconazole.
    ['estazolam', 'ketoconazole', 'contraindicated'],
    ['estazolam', 'itraconazole', 'contraindicated'],
    // Antabuse CONTRAINDICATIONS: metronidazole.
    ['disulfiram', 'metronidazole', 'contraindicated'],
    // Comtan WARNINGS: not with a non-selective MAO inhibitor (outside CONTRAINDICATIONS: major).
    ['entacapone', 'phenelzine', 'major'],
    ['entacapone', 'tranylcypromine', 'major'],
    ['entacapone', 'isocarboxazid', 'major'],
    // Tekturna 7: avoid cyclosporine and itraconazole (US label: avoid, so major).
    ['aliskiren', 'cyclosporine', 'major'],
    ['aliskiren', 'itraconazole', 'major'],
    // Qualaquin 5.4 and 7.1: avoid rifampin (treatment failures).
    ['quinine', 'rifampin', 'major'],
    // Dantrium IV / Ryanodex: no calcium channel blocker with IV dantrolene during the crisis.
    ['dantrolene', 'verapamil', 'major'],
    ['dantrolene', 'diltiazem', 'major'],
    // Emverm Warnings and Precautions: avoid metronidazole (SJS/TEN).
    ['mebendazole', 'metronidazole', 'major'],
    // Nexletol 7: avoid simvastatin above 20 mg and pravastatin above 40 mg (a dose cap: adjust).
    ['bempedoic-acid', 'simvastatin', 'moderate'],
    ['bempedoic-acid', 'pravastatin', 'moderate'],
    // Synthroid and Welchol 7: levothyroxine 4 hours before any bile-acid sequestrant.
    ['colesevelam', 'levothyroxine', 'moderate'],
    ['cholestyramine', 'levothyroxine', 'moderate'],
    ['colestipol', 'levothyroxine', 'moderate'],
    // Welchol 7: the drugs it names are given at least 4 hours before colesevelam.
    ['colesevelam', 'glyburide', 'moderate'],
    ['colesevelam', 'ethinyl-estradiol', 'moderate'],
    ['colesevelam', 'norethindrone', 'moderate'],
    ['colesevelam', 'olmesartan', 'moderate'],
    ['colesevelam', 'phenytoin', 'moderate'],
    ['colesevelam', 'cyclosporine', 'moderate'],
    // Orilissa 7: rifampin limits elagolix to 150 mg daily for 6 months (not the OATP1B1 contraindication).
    ['elagolix', 'rifampin', 'moderate'],
    // Sixth pass. Orilissa 4: OATP1B1 inhibitors that markedly raise elagolix (gemfibrozil named).
    ['elagolix', 'gemfibrozil', 'contraindicated'],
    // Xadago 4 and 7.2, Azilect 4: methadone among the contraindicated opioids.
    ['safinamide', 'methadone', 'contraindicated'],
    ['rasagiline', 'methadone', 'contraindicated'],
    // Xadago 7.3, Azilect 4, Emsam 4: St John's wort contraindicated.
    ['safinamide', 'st-johns-wort', 'contraindicated'],
    ['rasagiline', 'st-johns-wort', 'contraindicated'],
    ['selegiline', 'st-johns-wort', 'contraindicated'],
    // Klor-Con 4: triamterene and amiloride contraindicated (only triamterene was carried).
    ['amiloride', 'potassium-chloride', 'contraindicated'],
    // Questran PRECAUTIONS: named drugs, 1 hour before or 4 to 6 hours after the resin.
    ['cholestyramine', 'warfarin', 'moderate'],
    ['cholestyramine', 'hydrochlorothiazide', 'moderate'],
    ['cholestyramine', 'propranolol', 'moderate'],
    ['cholestyramine', 'tetracycline', 'moderate'],
    ['cholestyramine', 'phenobarbital', 'moderate'],
    ['cholestyramine', 'digoxin', 'moderate'],
    ['cholestyramine', 'ethinyl-estradiol', 'moderate'],
    ['cholestyramine', 'norethindrone', 'moderate'],
    // Colestid PRECAUTIONS: named drugs, 1 hour before or 4 hours after the resin.
    ['colestipol', 'propranolol', 'moderate'],
    ['colestipol', 'hydrochlorothiazide', 'moderate'],
    ['colestipol', 'furosemide', 'moderate'],
    ['colestipol', 'tetracycline', 'moderate'],
    ['colestipol', 'gemfibrozil', 'moderate'],
    ['colestipol', 'digoxin', 'moderate'],
    // Parnate 4.1, Marplan, Xadago 7.1, Azilect 4, Emsam 4: never two MAO inhibitors.
    ['phenelzine', 'tranylcypromine', 'contraindicated'],
    ['isocarboxazid', 'phenelzine', 'contraindicated'],
    ['rasagiline', 'selegiline', 'contraindicated'],
    ['safinamide', 'rasagiline', 'contraindicated'],
    ['safinamide', 'phenelzine', 'contraindicated'],
    ['rasagiline', 'tranylcypromine', 'contraindicated'],
    // Parnate Table 1 and Marplan: buspirone and carbamazepine by name.
    ['tranylcypromine', 'buspirone', 'contraindicated'],
    ['isocarboxazid', 'buspirone', 'contraindicated'],
    ['tranylcypromine', 'carbamazepine', 'contraindicated'],
    ['isocarboxazid', 'carbamazepine', 'contraindicated'],
    // Sinemet 4: non-selective MAO inhibitors.
    ['carbidopa-levodopa', 'phenelzine', 'contraindicated'],
    ['carbidopa-levodopa', 'tranylcypromine', 'contraindicated'],
    ['carbidopa-levodopa', 'isocarboxazid', 'contraindicated'],
  ] as const)('%s + %s is %s, curated from the label', (a, b, severity) => {
    const f = finding(a, b);
    expect(f?.severity).toBe(severity);
    expect(f?.basis).toBe('curated');
    expect(finding(b, a)?.severity).toBe(severity);
  });

  it('leaves entacapone with the MAO-B selective inhibitors below major (Comtan: may be used together)', () => {
    for (const maoB of ['selegiline', 'rasagiline']) {
      const f = finding('entacapone', maoB);
      expect(['major', 'contraindicated']).not.toContain(f?.severity);
    }
  });

  it('separates dosing for the bile-acid sequestrant pairs and caps the statin dose with bempedoic acid', () => {
    for (const partner of ['levothyroxine', 'glyburide', 'olmesartan', 'phenytoin']) {
      expect(finding('colesevelam', partner)?.managementAction, partner).toBe(
        'separate-administration',
      );
    }
    expect(finding('bempedoic-acid', 'simvastatin')?.management).toMatch(/20 mg/);
    expect(finding('bempedoic-acid', 'pravastatin')?.management).toMatch(/40 mg/);
    expect(finding('elagolix', 'rifampin')?.management).toMatch(/150 mg once daily.*6 months/);
  });

  it('keeps the OATP1B1 contraindication for cyclosporine with elagolix (Orilissa 4)', () => {
    expect(finding('elagolix', 'cyclosporine')?.severity).toBe('contraindicated');
  });

  it('leaves colesevelam with a statin quiet (Welchol: may be taken at the same time)', () => {
    expect(finding('colesevelam', 'atorvastatin')).toBeUndefined();
  });

  it('gives each resin its own label interval', () => {
    expect(finding('cholestyramine', 'warfarin')?.managementAction).toBe('separate-administration');
    expect(finding('cholestyramine', 'warfarin')?.management).toMatch(
      /1 hour before or 4 to 6 hours after/,
    );
    expect(finding('colestipol', 'furosemide')?.management).toMatch(
      /1 hour before or 4 hours after/,
    );
  });

  it('leaves colestipol with warfarin quiet (Colestid: no fall in warfarin levels), and the parenteral penicillin G record out', () => {
    expect(finding('colestipol', 'warfarin')).toBeUndefined();
    expect(finding('cholestyramine', 'penicillin-g')).toBeUndefined();
  });

  it('keeps the MAO-B inhibitors with opioids as their labels name them (Xadago 7.2, Azilect 4)', () => {
    // Named opioids, and tapentadol through its own label's MAO inhibitor contraindication.
    for (const maoB of ['safinamide', 'rasagiline']) {
      for (const opioid of [
        'meperidine',
        'methadone',
        'tramadol',
        'tapentadol',
        'dextromethorphan',
      ]) {
        expect(finding(maoB, opioid)?.severity, `${maoB} + ${opioid}`).toBe('contraindicated');
      }
      expect(finding(maoB, 'cyclobenzaprine')?.severity).toBe('contraindicated');
      // Not named: oxycodone stays below major.
      expect(['major', 'contraindicated']).not.toContain(finding(maoB, 'oxycodone')?.severity);
    }
  });

  it('raises nothing for solid potassium chloride with an anticholinergic (current Klor-Con label: no such contraindication)', () => {
    for (const anticholinergic of ['glycopyrrolate', 'oxybutynin']) {
      const f = finding('potassium-chloride', anticholinergic);
      expect(['major', 'contraindicated']).not.toContain(f?.severity);
    }
  });

  it('grades capmatinib + dexamethasone major through the Tabrecta class row, as the dexamethasone label grades it a moderate inducer', () => {
    const f = finding('capmatinib', 'dexamethasone');
    expect(f?.severity).toBe('major');
    expect(f?.managementAction).toBe('avoid');
    expect(f?.reasoning.join(' ')).toMatch(/moderate CYP3A4 inducer/);
    // The same tier as a moderate inducer of the curated group (Tabrecta 7.1: avoid strong and moderate).
    expect(finding('capmatinib', 'efavirenz')?.severity).toBe('major');
  });

  it('lets levodopa go with the MAO-B selective inhibitors (Sinemet contraindicates only non-selective ones)', () => {
    for (const maoB of ['selegiline', 'rasagiline', 'safinamide']) {
      expect(['major', 'contraindicated']).not.toContain(
        finding('carbidopa-levodopa', maoB)?.severity,
      );
    }
  });
});
