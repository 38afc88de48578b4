import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drugSchema, type Drug } from '../knowledge/drug';
import { curatedInteractionSchema, drugGroupSchema } from '../knowledge/interaction';
import { drugRecords } from '../../knowledge/drugs';
import { curatedInteractionRecords, drugGroups } from '../../knowledge/interactions';
import { createInteractionChecker } from './checker';

// The pair table (issue 24) changes when a pair is worked out, never what it says: a checker
// that forgets findings almost at once, one that worked out every pair ahead and a fresh one for
// each set must give the same results.
const drugs: Drug[] = drugRecords.map((d) => drugSchema.parse(d));
const knowledge = {
  drugs,
  curated: curatedInteractionRecords.map((r) => curatedInteractionSchema.parse(r)),
  groups: drugGroups.map((g) => drugGroupSchema.parse(g)),
};
const ids = drugs.map((d) => d.id);
const RUNS = { numRuns: 60, seed: 2424 } as const;
const set = fc.uniqueArray(fc.constantFrom(...ids), { minLength: 2, maxLength: 12 });

describe('interaction checker pair table', () => {
  it('gives the same results with a tiny findings bound as a fresh checker', () => {
    const forgetful = createInteractionChecker(knowledge, { maxFindings: 3 });
    const reference = createInteractionChecker(knowledge);
    fc.assert(
      fc.property(set, (s) => {
        // Twice: the second call reads what the first left (or evicted) in the table.
        const first = forgetful.check(s);
        expect(forgetful.check(s)).toEqual(first);
        expect(first).toEqual(reference.check(s));
      }),
      RUNS,
    );
  }, 60_000);

  it('gives the same results after every pair was worked out ahead', () => {
    // The first 150 drugs (11,175 pairs): every pair of the whole list takes seconds.
    const some = { ...knowledge, drugs: drugs.slice(0, 150) };
    const ahead = createInteractionChecker(some);
    const reference = createInteractionChecker(some);
    let slices = 0;
    while (!ahead.precompute(1000)) slices++;
    expect(slices).toBe(Math.ceil((150 * 149) / 2 / 1000) - 1);
    expect(ahead.precompute(1)).toBe(true);
    const someSet = fc.uniqueArray(fc.constantFrom(...ids.slice(0, 150)), {
      minLength: 2,
      maxLength: 12,
    });
    fc.assert(
      fc.property(someSet, (s) => {
        expect(ahead.check(s)).toEqual(reference.check(s));
      }),
      RUNS,
    );
  }, 60_000);
});
