/**
 * A fixed, well-mixed order for generated items: FNV-1a 32-bit hash of a stable key. Not
 * randomness: the same key always lands in the same place, so every server and every test
 * generates the same bank in the same order.
 */
export function stableHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Items sorted by the hash of their key (ties by the key itself). */
export function mixedOrder<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...items].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return stableHash(ka) - stableHash(kb) || ka.localeCompare(kb);
  });
}
