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
});
