import { describe, expect, it } from 'vitest';
import { CohortAggregateCache, MAX_REUSE_MS } from './cohort-cache';

/** The reuse rules of cohort aggregates; that reused answers equal fresh ones: the .int test. */
describe('CohortAggregateCache', () => {
  const counting = () => {
    let calls = 0;
    return {
      compute: async () => {
        calls += 1;
        return calls;
      },
      calls: () => calls,
    };
  };

  it('computes once for concurrent queries of one key and version', async () => {
    const cache = new CohortAggregateCache<number>();
    const c = counting();
    const answers = await Promise.all([
      cache.get('k', 'v1', 0, c.compute),
      cache.get('k', 'v1', 1, c.compute),
      cache.get('k', 'v1', 2, c.compute),
    ]);
    expect(answers).toEqual([1, 1, 1]);
    expect(c.calls()).toBe(1);
  });

  it('computes again when the data version changes, or after the ceiling', async () => {
    const cache = new CohortAggregateCache<number>();
    const c = counting();
    expect(await cache.get('k', 'v1', 0, c.compute)).toBe(1);
    expect(await cache.get('k', 'v2', 1, c.compute)).toBe(2);
    expect(await cache.get('k', 'v2', 1 + MAX_REUSE_MS - 1, c.compute)).toBe(2);
    expect(await cache.get('k', 'v2', 1 + MAX_REUSE_MS, c.compute)).toBe(3);
    // A clock that went back does not reuse either.
    expect(await cache.get('k', 'v2', 0, c.compute)).toBe(4);
  });

  it('keeps keys apart', async () => {
    const cache = new CohortAggregateCache<string>();
    expect(await cache.get('a', 'v', 0, async () => 'A')).toBe('A');
    expect(await cache.get('b', 'v', 0, async () => 'B')).toBe('B');
    expect(await cache.get('a', 'v', 0, async () => 'other')).toBe('A');
  });

  it('does not keep a failed computation', async () => {
    const cache = new CohortAggregateCache<number>();
    await expect(
      cache.get('k', 'v', 0, async () => {
        throw new Error('database went away');
      }),
    ).rejects.toThrow('database went away');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', 'v', 0, async () => 7)).toBe(7);
  });

  it('holds at most its bound, dropping the least recently stored', async () => {
    const cache = new CohortAggregateCache<number>(2);
    await cache.get('a', 'v', 0, async () => 1);
    await cache.get('b', 'v', 0, async () => 2);
    await cache.get('c', 'v', 0, async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', 'v', 0, async () => 10)).toBe(10);
    expect(await cache.get('c', 'v', 0, async () => 30)).toBe(3);
  });
});
