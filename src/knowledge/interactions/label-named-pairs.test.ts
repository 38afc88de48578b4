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
});
