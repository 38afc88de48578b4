/*
 * Cohort aggregates reused while the data they count has not changed (issue 24). The total and
 * every breakdown of a cohort are a function of the institution's patient records, the patients'
 * current alerts, the knowledge base, the criteria, the caller's alert levels and the day (ages
 * and age bands count whole days). So the aggregate is computed once per data version
 * (server/lib/cohort-data-version.ts) and kept; a query with the same criteria then costs one
 * version probe instead of a pass over every subject's conditions, medications, genotypes and
 * alerts, and concurrent identical queries share the one computation in flight. What is per
 * request stays per request: the criteria are still checked, the page of subjects is still read,
 * and every query still writes its audit rows. Lab criteria count labs within a window that ends
 * at the request's moment, so the service does not reuse those.
 *
 * Per process and in memory, bounded (least recently stored goes first): another server process
 * keeps its own, and since the key holds the version read from the database, neither serves the
 * other's stale answer. `MAX_REUSE_MS` is a ceiling, not what keeps answers right.
 */

export const MAX_REUSE_MS = 10 * 60_000;
const MAX_ENTRIES = 500;

interface Entry<T> {
  version: string;
  storedAt: number;
  value: Promise<T>;
}

export class CohortAggregateCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  /**
   * The aggregate for `key` at `version`: reused when stored (or being computed) for the same
   * version within `MAX_REUSE_MS`, computed otherwise. A failed computation is not kept.
   */
  get(key: string, version: string, nowMs: number, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version && nowMs - hit.storedAt < MAX_REUSE_MS && nowMs >= hit.storedAt) {
      return hit.value;
    }
    const value = compute();
    const entry: Entry<T> = { version, storedAt: nowMs, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
