import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drugSchema, type Drug } from '../knowledge/drug';
import {
  EVIDENCE_ORDER,
  SEVERITY_ORDER,
  curatedInteractionSchema,
  drugGroupSchema,
} from '../knowledge/interaction';
import { drugRecords } from '../../knowledge/drugs';
import { curatedInteractionRecords, drugGroups } from '../../knowledge/interactions';
import { createInteractionChecker } from './checker';

const drugs: Drug[] = drugRecords.map((d) => drugSchema.parse(d));
const ids = drugs.map((d) => d.id);
const checker = createInteractionChecker({
  drugs,
  curated: curatedInteractionRecords.map((r) => curatedInteractionSchema.parse(r)),
  groups: drugGroups.map((g) => drugGroupSchema.parse(g)),
});

/** Fixed seeds keep CI reproducible; each property still explores a few hundred drug sets. */
const RUNS = { numRuns: 200, seed: 4242 } as const;
const anyId = fc.constantFrom(...ids);
const subset = fc.uniqueArray(anyId, { minLength: 2, maxLength: 10 });

describe('interaction checker properties over the real knowledge base', () => {
  it('is symmetric: A+B gives exactly what B+A gives', () => {
    fc.assert(
      fc.property(anyId, anyId, (a, b) => {
        expect(checker.check([a, b])).toEqual(checker.check([b, a]));
      }),
      RUNS,
    );
  });

  it('does not depend on input order or on repeated ids', () => {
    fc.assert(
      fc.property(
        subset.chain((s) =>
          fc.tuple(fc.constant(s), fc.shuffledSubarray(s, { minLength: s.length }), fc.subarray(s)),
        ),
        ([set, shuffled, repeats]) => {
          expect(checker.check([...shuffled, ...repeats])).toEqual(checker.check(set));
        },
      ),
      RUNS,
    );
  });

  it('judges each pair the same whatever else is in the set', () => {
    fc.assert(
      fc.property(subset, (set) => {
        for (const finding of checker.check(set).interactions) {
          expect(checker.check(finding.drugs).interactions).toEqual([finding]);
        }
      }),
      { ...RUNS, numRuns: 100 },
    );
  });

  it('never grades inferred evidence above probable', () => {
    const allowed = EVIDENCE_ORDER.slice(EVIDENCE_ORDER.indexOf('probable'));
    fc.assert(
      fc.property(subset, (set) => {
        for (const f of checker.check(set).interactions) {
          if (f.basis === 'inferred') expect(allowed).toContain(f.evidence);
        }
      }),
      RUNS,
    );
  });

  it('keeps canonical pairs, a sorted list, consistent counts and no safety claims', () => {
    fc.assert(
      fc.property(subset, (set) => {
        const result = checker.check(set);
        const { interactions, summary } = result;
        expect(result.checkedPairs).toBe((set.length * (set.length - 1)) / 2);
        expect(Object.values(summary).reduce((x, y) => x + y, 0)).toBe(interactions.length);
        for (const s of SEVERITY_ORDER) {
          expect(summary[s]).toBe(interactions.filter((f) => f.severity === s).length);
        }
        for (const f of interactions) {
          expect(f.drugs[0] < f.drugs[1]).toBe(true);
          expect(set).toContain(f.drugs[0]);
          expect(set).toContain(f.drugs[1]);
          expect(f.reasoning.length).toBeGreaterThan(0);
          expect(f.sources.length).toBeGreaterThan(0);
          if (f.basis === 'inferred') expect(f.managementAction).not.toBe('no-action-needed');
        }
        for (let i = 1; i < interactions.length; i++) {
          const [p, q] = [interactions[i - 1], interactions[i]];
          if (!p || !q) continue;
          const bySeverity =
            SEVERITY_ORDER.indexOf(p.severity) - SEVERITY_ORDER.indexOf(q.severity);
          expect(bySeverity).toBeLessThanOrEqual(0);
          if (bySeverity === 0) {
            expect(EVIDENCE_ORDER.indexOf(p.evidence)).toBeLessThanOrEqual(
              EVIDENCE_ORDER.indexOf(q.evidence),
            );
          }
        }
        // The engine's own words (curated text is the reviewers') never claim safety.
        const own = [result.limitations, interactions.filter((f) => f.basis === 'inferred')];
        expect(JSON.stringify(own)).not.toMatch(/\bsafe\b|no interaction/i);
      }),
      RUNS,
    );
  });

  it('reports every unknown id and checks only the known ones', () => {
    fc.assert(
      fc.property(
        subset,
        fc.uniqueArray(fc.stringMatching(/^zz-[a-z]{1,8}$/), { minLength: 1, maxLength: 3 }),
        (set, unknown) => {
          const result = checker.check([...unknown, ...set]);
          expect(result.unknownDrugIds).toEqual([...unknown].sort());
          expect(result.interactions).toEqual(checker.check(set).interactions);
          for (const id of unknown) {
            expect(
              result.limitations.some((l) => l.kind === 'unknown-drug' && l.drugIds[0] === id),
            ).toBe(true);
          }
        },
      ),
      RUNS,
    );
  });
});
