import { describe, expect, it } from 'vitest';
import { createInteractionChecker } from '../../core/interactions';
import { drugSchema } from '../../core/knowledge/drug';
import { curatedInteractionSchema, drugGroupSchema } from '../../core/knowledge/interaction';
import { drugRecords } from '../drugs';
import { curatedInteractionRecords, drugGroups } from '.';

const drugs = drugRecords.map((d) => drugSchema.parse(d));
const checker = createInteractionChecker({
  drugs,
  curated: curatedInteractionRecords.map((r) => curatedInteractionSchema.parse(r)),
  groups: drugGroups.map((g) => drugGroupSchema.parse(g)),
});
const membersOf = (id: string) => drugGroups.find((g) => g.id === id)?.members ?? [];

function severity(a: string, b: string) {
  const result = checker.check([a, b]);
  expect(result.unknownDrugIds, `${a} and ${b} must have records`).toEqual([]);
  return result.interactions[0]?.severity;
}

/**
 * The labels of pH-dependent drugs speak of proton pump inhibitors and H2-receptor antagonists
 * as classes (Sprycel 7: "H2 antagonists or PPIs"; Tarceva 7; Reyataz 2 and 7; Edurant 4 and 7),
 * so every member of a class takes the tier the label gives the class (issue 25: nizatidine and
 * dexlansoprazole had come out moderate where famotidine and omeprazole were major).
 */
describe('acid-reducing classes: every member gets the label tier (issue 25)', () => {
  it('puts every record tagged as a PPI or an H2-receptor antagonist in its class group', () => {
    const tagged = (tag: string) =>
      drugs
        .filter((d) => d.classTags.includes(tag))
        .map((d) => d.id)
        .sort();
    expect([...membersOf('proton-pump-inhibitors')].sort()).toEqual(
      tagged('proton-pump-inhibitor'),
    );
    expect([...membersOf('h2-receptor-antagonists')].sort()).toEqual(
      tagged('h2-receptor-antagonist'),
    );
  });

  it.each([
    // Sprycel 7: neither H2 antagonists nor PPIs.
    ['dasatinib', 'major', 'major'],
    // Tarceva 7: avoid PPIs; H2 antagonists at set hours.
    ['erlotinib', 'major', 'moderate'],
    // Reyataz 2 and 7: PPIs not recommended (treatment-experienced); H2 antagonists at set hours.
    ['atazanavir', 'major', 'moderate'],
    // Edurant 4: PPIs contraindicated; 7: H2 antagonists at set hours.
    ['rilpivirine', 'contraindicated', 'moderate'],
    // Votrient 7: avoid both.
    ['pazopanib', 'major', 'major'],
    // Calquence 7 (2022): tablets with any acid reducer; capsules avoid PPIs, H2 blockers timed.
    ['acalabrutinib', 'moderate', 'moderate'],
  ] as const)('%s: every PPI is %s, every H2-receptor antagonist %s', (drug, ppi, h2) => {
    for (const p of membersOf('proton-pump-inhibitors')) expect(severity(drug, p), p).toBe(ppi);
    for (const h of membersOf('h2-receptor-antagonists')) expect(severity(drug, h), h).toBe(h2);
  });

  it('gives each curated class record the same tier for every member of the class', () => {
    for (const record of curatedInteractionRecords) {
      for (const [side, other] of [
        [record.a, record.b],
        [record.b, record.a],
      ] as const) {
        if (!('group' in side) || !('drug' in other)) continue;
        if (side.group !== 'proton-pump-inhibitors' && side.group !== 'h2-receptor-antagonists') {
          continue;
        }
        const tiers = new Set(membersOf(side.group).map((m) => severity(other.drug, m)));
        expect([...tiers], `${record.id}`).toEqual([record.severity]);
      }
    }
  });
});
