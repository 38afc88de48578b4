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
});
