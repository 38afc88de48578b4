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

function severity(a: string, b: string) {
  const result = checker.check([a, b]);
  expect(result.unknownDrugIds, `${a} and ${b} must have records`).toEqual([]);
  return result.interactions[0]?.severity;
}

/**
 * Every triptan with every MAO inhibitor (issue 25). Imitrex, Maxalt and Zomig section 4:
 * MAO-A inhibitors (and non-selective ones, Maxalt 7.5) contraindicated; a selective MAO-B
 * inhibitor is not (Maxalt 7.5: no pharmacokinetic interaction expected; Zomig 12.3: selegiline
 * 10 mg a day left zolmitriptan unchanged). Selegiline is major: MAO-A is inhibited too with the
 * patch and above 10 mg a day by mouth, which the checker cannot see. Naratriptan, eletriptan,
 * frovatriptan and almotriptan labels carry no MAO inhibitor contraindication: only the
 * serotonin-syndrome warning, moderate.
 */
const MAO_A_CLEARED = ['sumatriptan', 'rizatriptan', 'zolmitriptan'] as const;
const NOT_MAO_A_CLEARED = ['naratriptan', 'eletriptan', 'frovatriptan', 'almotriptan'] as const;
const NON_SELECTIVE = ['phenelzine', 'tranylcypromine', 'isocarboxazid'] as const;
const MAO_B_SELECTIVE = ['rasagiline', 'safinamide'] as const;

const table: Array<[string, string, string]> = [
  ...MAO_A_CLEARED.flatMap((t) => [
    ...NON_SELECTIVE.map((m): [string, string, string] => [t, m, 'contraindicated']),
    [t, 'methylene-blue', 'contraindicated'] as [string, string, string],
    [t, 'selegiline', 'major'] as [string, string, string],
    ...MAO_B_SELECTIVE.map((m): [string, string, string] => [t, m, 'moderate']),
  ]),
  ...NOT_MAO_A_CLEARED.flatMap((t) =>
    [...NON_SELECTIVE, 'selegiline', ...MAO_B_SELECTIVE].map((m): [string, string, string] => [
      t,
      m,
      'moderate',
    ]),
  ),
];

describe('triptans with MAO inhibitors follow the triptan labels (issue 25)', () => {
  it.each(table)('%s + %s is %s', (triptan, maoi, expected) => {
    expect(severity(triptan, maoi)).toBe(expected);
    expect(severity(maoi, triptan)).toBe(expected);
  });

  it('says when selegiline is contraindicated with a triptan MAO-A clears', () => {
    const finding = checker.check(['selegiline', 'sumatriptan']).interactions[0];
    expect(finding?.recordId).toBe('selegiline-mao-a-cleared-triptans');
    expect(finding?.management).toMatch(/Emsam/);
    expect(finding?.management).toMatch(/10 mg/);
  });
});
