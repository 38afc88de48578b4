import { randomFillSync } from 'node:crypto';

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then a 12-bit counter that keeps ids
 * made in the same millisecond in order, then random bits. Rows written in one transaction share
 * one `created_at`, so ordering a list by (created_at, id) keeps the order it was entered in.
 */
let lastMs = -1;
let counter = 0;

/**
 * Random bits are drawn from the system in blocks: one call per id (randomBytes) was ~10 µs of an
 * interaction check's CPU under a ward's load, more than the rest of the id (issue 24's profile).
 * Node's randomUUID draws its randomness the same way.
 */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let poolOffset = POOL_BYTES;

export function orderedId(nowMs: number = Date.now()): string {
  if (nowMs <= lastMs) {
    counter += 1;
    if (counter > 0xfff) {
      // 4096 ids in one millisecond: borrow the next millisecond rather than lose the order.
      lastMs += 1;
      counter = 0;
    }
  } else {
    lastMs = nowMs;
    counter = 0;
  }
  if (poolOffset + 8 > POOL_BYTES) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = Buffer.allocUnsafe(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  pool.copy(bytes, 8, poolOffset, poolOffset + 8);
  poolOffset += 8;
  bytes[6] = 0x70 | ((counter >> 8) & 0x0f);
  bytes[7] = counter & 0xff;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
