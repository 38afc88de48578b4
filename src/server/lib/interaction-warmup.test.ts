import { describe, expect, it } from 'vitest';
import { precomputeInteractionPairs } from './interaction-warmup';

/*
 * The pair table fills only while the server is quiet (issue 24): checked by what ran, with a
 * clock the test moves, never by waiting a time.
 */

function fakeChecker(slicesToFinish: number) {
  let slices = 0;
  return {
    get slices() {
      return slices;
    },
    precompute: () => ++slices >= slicesToFinish,
  };
}

/** Lets queued immediates and zero-length timers run. */
const turn = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('precomputeInteractionPairs', () => {
  it('works out no pair while requests keep arriving, then finishes once quiet', async () => {
    let clock = 1_000;
    let lastRequestAt = clock;
    const checker = fakeChecker(5);
    let done = false;
    const stop = precomputeInteractionPairs(checker, {
      now: () => clock,
      lastRequestAt: () => lastRequestAt,
      quietMs: 1,
      onDone: () => {
        done = true;
      },
    });
    for (let i = 0; i < 20; i++) {
      clock += 5;
      lastRequestAt = clock; // a request started just now
      await turn();
    }
    expect(checker.slices).toBe(0);
    clock += 5; // quiet from here on
    for (let i = 0; i < 50 && !done; i++) await turn();
    expect(done).toBe(true);
    expect(checker.slices).toBe(5);
    stop();
  });

  it('stops when asked', async () => {
    const checker = fakeChecker(1_000_000);
    const stop = precomputeInteractionPairs(checker, {
      now: () => 10_000,
      lastRequestAt: () => 0,
    });
    for (let i = 0; i < 3; i++) await turn();
    stop();
    await turn();
    const after = checker.slices;
    expect(after).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) await turn();
    expect(checker.slices).toBe(after);
  });
});
