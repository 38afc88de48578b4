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

/** The severity the class record itself gives, so the table follows the record if it is regraded. */
function recordSeverity(recordId: string) {
  const record = curatedInteractionRecords.find((r) => r.id === recordId);
  expect(record, recordId).toBeDefined();
  return record?.severity;
}

/**
 * Pairs that reached the class record only after the records carrying the class tag were added
 * to the group (issue 25). Before: warfarin + piroxicam, salsalate moderate (inferred);
 * methotrexate + piroxicam moderate, + meclofenamate and + tolmetin nothing; pemetrexed +
 * tolmetin nothing; ofloxacin + prednisone nothing.
 */
const NEWLY_GROUPED_NSAIDS = [
  'piroxicam',
  'flurbiprofen',
  'sulindac',
  'oxaprozin',
  'diflunisal',
  'ketoprofen',
  'mefenamic-acid',
  'salsalate',
  'tolmetin',
  'fenoprofen',
  'meclofenamate',
] as const;
const NEW_OPIOIDS = [
  'meperidine',
  'levorphanol',
  'butorphanol',
  'nalbuphine',
  'pentazocine',
  'alfentanil',
  'sufentanil',
  'remifentanil',
] as const;

const table: Array<[string, string, string]> = [
  ['warfarin', 'ibuprofen', 'anticoagulants-nsaids-and-salicylates'],
  ...NEWLY_GROUPED_NSAIDS.flatMap((nsaid): Array<[string, string, string]> => [
    ['warfarin', nsaid, 'anticoagulants-nsaids-and-salicylates'],
    ['apixaban', nsaid, 'anticoagulants-nsaids-and-salicylates'],
    ['methotrexate', nsaid, 'methotrexate-nsaids-and-salicylates'],
    ['pemetrexed', nsaid, 'pemetrexed-nsaids-and-salicylates'],
    ['pralatrexate', nsaid, 'pralatrexate-nsaids-and-salicylates'],
    ['sertraline', nsaid, 'ssris-and-snris-nsaids-and-salicylates'],
    ['cyclosporine', nsaid, 'cyclosporine-nsaids-and-salicylates'],
  ]),
  ['methotrexate', 'ibuprofen', 'methotrexate-nsaids-and-salicylates'],
  ...(['ofloxacin', 'gemifloxacin', 'norfloxacin'] as const).map((fq): [string, string, string] => [
    fq,
    'prednisone',
    'fluoroquinolones-systemic-corticosteroids',
  ]),
  ...(['prednisolone', 'cortisone', 'triamcinolone', 'betamethasone'] as const).flatMap(
    (steroid): Array<[string, string, string]> => [
      ['levofloxacin', steroid, 'fluoroquinolones-systemic-corticosteroids'],
      ['amphotericin-b', steroid, 'amphotericin-b-systemic-corticosteroids'],
    ],
  ),
  ['dolasetron', 'sertraline', '5-ht3-receptor-antagonists-serotonergic-agents'],
  ...NEW_OPIOIDS.flatMap((opioid): Array<[string, string, string]> => [
    ['thalidomide', opioid, 'thalidomide-opioid-analgesics'],
    ['metoclopramide', opioid, 'metoclopramide-opioid-analgesics'],
    ['clopidogrel', opioid, 'clopidogrel-opioid-analgesics'],
  ]),
  ...(['vilazodone', 'milnacipran', 'levomilnacipran'] as const).flatMap(
    (drug): Array<[string, string, string]> => [
      ['warfarin', drug, 'anticoagulants-ssris-and-snris'],
      ['tramadol', drug, 'tramadol-ssris-and-snris'],
    ],
  ),
  // Reglan 7: avoid with antipsychotics (class statement); the tagged antipsychotics not listed.
  ...(
    [
      'thioridazine',
      'perphenazine',
      'fluphenazine',
      'loxapine',
      'trifluoperazine',
      'thiothixene',
      'aripiprazole',
      'brexpiprazole',
      'cariprazine',
      'clozapine',
      'asenapine',
      'iloperidone',
      'lumateperone',
    ] as const
  ).map((antipsychotic): [string, string, string] => [
    'metoclopramide',
    antipsychotic,
    'metoclopramide-dopamine-antagonist-antipsychotics',
  ]),
  ...(['indapamide', 'chlorothiazide', 'methyclothiazide'] as const).map(
    (diuretic): [string, string, string] => [
      'digoxin',
      diuretic,
      'digoxin-potassium-wasting-diuretics',
    ],
  ),
];

describe('class interactions reach every record of the class (issue 25)', () => {
  it.each(table)('%s + %s is graded by %s', (a, b, recordId) => {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const result = checker.check([x, y]);
      expect(result.unknownDrugIds).toEqual([]);
      const finding = result.interactions[0];
      expect(finding?.recordId, `${x} + ${y}`).toBe(recordId);
      expect(finding?.severity).toBe(recordSeverity(recordId));
    }
  });

  it('keeps the deliberate exclusions out of the class record', () => {
    // Alosetron is not an antiemetic setron; rasagiline is MAO-B selective (own records).
    expect(checker.check(['alosetron', 'sertraline']).interactions[0]?.recordId).not.toBe(
      '5-ht3-receptor-antagonists-serotonergic-agents',
    );
    expect(checker.check(['rasagiline', 'sertraline']).interactions[0]?.recordId).not.toBe(
      'mao-inhibitors-serotonergic-agents',
    );
    // Pimavanserin blocks no D2 receptors.
    expect(
      checker.check(['pimavanserin', 'metoclopramide']).interactions.map((f) => f.recordId),
    ).not.toContain('metoclopramide-dopamine-antagonist-antipsychotics');
  });
});
