import { bench, describe } from 'vitest';
import { drugSchema } from '../knowledge/drug';
import { curatedInteractionSchema, drugGroupSchema } from '../knowledge/interaction';
import { drugRecords } from '../../knowledge/drugs';
import { curatedInteractionRecords, drugGroups } from '../../knowledge/interactions';
import { createInteractionChecker } from './checker';

/**
 * Cost of one check over the real knowledge base. Run: npx vitest bench --project core --run
 * src/core/interactions. A 10-drug check (45 pairs) should stay well under a millisecond.
 */
const knowledge = {
  drugs: drugRecords.map((d) => drugSchema.parse(d)),
  curated: curatedInteractionRecords.map((r) => curatedInteractionSchema.parse(r)),
  groups: drugGroups.map((g) => drugGroupSchema.parse(g)),
};
const checker = createInteractionChecker(knowledge);

// A realistic oncology list: FOLFOX with antiemetics, a TKI, an anticoagulant and analgesia.
const tenDrugs = [
  'oxaliplatin',
  'fluorouracil',
  'leucovorin',
  'ondansetron',
  'dexamethasone',
  'aprepitant',
  'omeprazole',
  'warfarin',
  'dasatinib',
  'oxycodone',
];
const ids = knowledge.drugs.map((d) => d.id);
// Deterministic sliding windows of ten roster drugs, so every iteration checks a different set.
const windows = Array.from({ length: ids.length }, (_, i) =>
  Array.from({ length: 10 }, (_, k) => ids[(i * 7 + k * 13) % ids.length] as string),
);
let w = 0;

describe('interaction check', () => {
  bench('10 drugs (45 pairs), fixed oncology list', () => {
    checker.check(tenDrugs);
  });
  bench('10 drugs (45 pairs), varying roster windows', () => {
    checker.check(windows[w++ % windows.length] as string[]);
  });
  bench('2 drugs (1 pair)', () => {
    checker.check(['itraconazole', 'lapatinib']);
  });
});

describe('checker creation', () => {
  bench('createInteractionChecker over the knowledge base', () => {
    createInteractionChecker(knowledge);
  });
});
