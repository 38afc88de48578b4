import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A vitest sequencer that starts the named files first, in the order given (issue 24: CI time).
 * With two files at a time a run ends when its last file does, so a long file started near the
 * end runs alone while the other worker idles. vitest orders by the durations it remembers, and
 * a fresh clone (CI) remembers none and falls back to file size, which is no guide to how long a
 * file takes. Names are paths relative to the repository root; the files not named keep vitest's
 * order after them. A stale list only costs some overlap, never a test.
 */
export function longestFirst(paths: readonly string[]): typeof BaseSequencer {
  const rank = (spec: TestSpecification) => {
    const i = paths.findIndex((p) => spec.moduleId.endsWith(`/${p}`));
    return i === -1 ? paths.length : i;
  };
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      // Array.prototype.sort is stable: vitest's order is kept within each rank.
      return [...sorted].sort((a, b) => rank(a) - rank(b));
    }
  };
}
