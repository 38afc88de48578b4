import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderedId } from './ordered-id';

describe('orderedId', () => {
  it('is a version 7 UUID that zod accepts', () => {
    const id = orderedId(1_700_000_000_000);
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id[14]).toBe('7');
    expect(['8', '9', 'a', 'b']).toContain(id[19]);
  });

  it('sorts in the order made, within one millisecond and across them', () => {
    const ids = [
      ...Array.from({ length: 5000 }, () => orderedId(1_800_000_000_000)),
      orderedId(1_800_000_000_500),
      orderedId(1_800_000_000_400),
    ];
    expect([...ids].sort()).toEqual(ids);
  });

  it('never repeats its random bits, across refills of its pool of randomness', () => {
    // 8 random bytes per id from a 4 KB pool: 10,000 ids refill it nineteen times.
    const randomParts = Array.from({ length: 10_000 }, () =>
      orderedId(1_900_000_000_000).slice(19),
    );
    expect(new Set(randomParts).size).toBe(randomParts.length);
  });

  it('carries the milliseconds in its first 48 bits, big-endian (RFC 9562, 5.7)', () => {
    // Later than any id made before in this process: ids never go back in time.
    expect(2_000_000_000_000).toBe(0x01d1a94a2000);
    expect(orderedId(2_000_000_000_000).slice(0, 13)).toBe('01d1a94a-2000');
  });
});
