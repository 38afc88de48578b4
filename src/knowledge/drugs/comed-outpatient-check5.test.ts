import { describe, expect, it } from 'vitest';
import { createInteractionChecker } from '../../core/interactions/checker';
import { drugSchema } from '../../core/knowledge/drug';
import { curatedInteractionSchema, drugGroupSchema } from '../../core/knowledge/interaction';
import { curatedInteractionRecords, drugGroups } from '../interactions';
import { drugRecords } from './index';

/*
 * Second pharmacist check (issue 25, check5) of the outpatient co-medication records that check3
 * and check4 had not read: lipid, bone, women's health, urology and antiparasitic drugs
 * (comed-outpatient-1.ts) and anticholinergics, muscle relaxants, dementia/Parkinson, GI and
 * single drugs (comed-outpatient-2.ts). Each row is a label statement that the record carried
 * only as monitoring text, or not at all, and that the checker now reads; the pair is checked
 * end to end, the way a prescriber meets it.
 */
const drugs = drugRecords.map((d) => drugSchema.parse(d));
const checker = createInteractionChecker({
  drugs,
  curated: curatedInteractionRecords.map((r) => curatedInteractionSchema.parse(r)),
  groups: drugGroups.map((g) => drugGroupSchema.parse(g)),
});

describe('outpatient co-medications, second check (check5)', () => {
  it.each([
    // Korlym 4: simvastatin, lovastatin and narrow-range CYP3A substrates; systemic
    // corticosteroids needed for serious illness
    ['mifepristone', 'cyclosporine', 'contraindicated'],
    ['mifepristone', 'tacrolimus', 'contraindicated'],
    ['mifepristone', 'fentanyl', 'contraindicated'],
    ['mifepristone', 'dexamethasone', 'contraindicated'],
    // Veozah 4: CYP1A2 inhibitors of any strength
    ['fezolinetant', 'ciprofloxacin', 'contraindicated'],
    ['fezolinetant', 'cimetidine', 'contraindicated'],
    // Coartem 4: strong CYP3A4 inducers
    ['artemether-lumefantrine', 'rifampin', 'contraindicated'],
    ['artemether-lumefantrine', 'carbamazepine', 'contraindicated'],
    // Krintafel 7: avoid OCT2/MATE substrates (dofetilide, metformin)
    ['tafenoquine', 'dofetilide', 'major'],
    ['tafenoquine', 'metformin', 'major'],
    // Osphena 7: not with other estrogen agonist/antagonists or estrogens
    ['ospemifene', 'tamoxifen', 'major'],
    ['ospemifene', 'estradiol', 'major'],
    // Levitra 4, Stendra 4: nitrates in any form (only sildenafil and tadalafil had curated pairs)
    ['vardenafil', 'nitroglycerin', 'contraindicated'],
    ['avanafil', 'isosorbide-mononitrate', 'contraindicated'],
    // Evista 7: cholestyramine and other anion-exchange resins not recommended
    ['raloxifene', 'cholestyramine', 'major'],
    // ella 5/7 (2014 safety labeling change): not with CYP3A4 inducers
    ['ulipristal', 'carbamazepine', 'major'],
    // combined hormonal contraceptive and Nexplanon labels 7: back-up contraception with inducers
    ['desogestrel', 'rifampin', 'moderate'],
    ['etonogestrel', 'carbamazepine', 'moderate'],
    // Lysteda: combined hormonal contraception and its thrombotic risk
    ['tranexamic-acid', 'ethinyl-estradiol', 'major'],
    // Niaspan 5/7: myopathy with statins
    ['niacin', 'simvastatin', 'moderate'],
    // Dexilant 4 / Edurant 4: proton pump inhibitors with rilpivirine (only omeprazole-like
    // curated pairs existed; dexlansoprazole was moderate)
    ['dexlansoprazole', 'rilpivirine', 'contraindicated'],
    // Orilissa 5: estrogen-containing contraceptives; non-hormonal contraception
    ['elagolix', 'ethinyl-estradiol', 'moderate'],
    // Xadago 4: methylphenidate, amphetamine and their derivatives
    ['safinamide', 'methylphenidate', 'contraindicated'],
    ['safinamide', 'amphetamine', 'contraindicated'],
    // Olumiant 2/7: strong OAT3 inhibitors (probenecid) halve the dose
    ['baricitinib', 'probenecid', 'moderate'],
    // Mayzent 7: not with moderate CYP2C9 / strong CYP3A4 inducers (rifampin, carbamazepine)
    ['siponimod', 'rifampin', 'major'],
    ['siponimod', 'carbamazepine', 'major'],
  ] as const)('%s + %s is %s', (a, b, severity) => {
    const result = checker.check([a, b]);
    expect(result.unknownDrugIds).toEqual([]);
    expect(result.interactions.map((i) => i.severity)).toContain(severity);
  });

  it("keeps the label's dose step, not a stop, for Korlym with a strong CYP3A inhibitor", () => {
    const row = drugs
      .find((d) => d.id === 'mifepristone')
      ?.classInstructions?.find(
        (c) => 'role' in c.with && c.with.role === 'inhibitor' && c.with.pathway === 'CYP3A4',
      );
    expect(row?.instruction).toBe('adjust');
  });
});
