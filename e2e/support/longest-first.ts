import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * With two spec files at a time, the run ends when the last file does: a long journey started
 * last runs alone at the end. vitest orders by the durations it remembers, and a fresh clone (CI)
 * remembers none and falls back to file size, which puts the 114-line first-use journey (the
 * longest) near the end. These, the longest measured (issue 24 closing note), start first; the
 * rest keep vitest's order. A stale list only costs some overlap, never a test.
 */
const LONGEST = ['first-use.spec.ts', 'accessibility.spec.ts', 'shell.spec.ts'];

const rank = (spec: TestSpecification) => {
  const i = LONGEST.findIndex((name) => spec.moduleId.endsWith(`/e2e/${name}`));
  return i === -1 ? LONGEST.length : i;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: vitest's order is kept within each rank.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
