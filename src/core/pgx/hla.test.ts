import { describe, expect, it } from 'vitest';
import { parseHla } from './hla';

describe('HLA-B carrier status (CPIC: one or two copies = positive)', () => {
  it.each([
    ['*58:01 positive', { '*58:01': 'positive' }],
    ['HLA-B*58:01 positive', { '*58:01': 'positive' }],
    ['*57:01 negative; *15:02 negative', { '*57:01': 'negative', '*15:02': 'negative' }],
    ['HLA-B*15:02 pos', { '*15:02': 'positive' }],
    ['*58:01 not detected', { '*58:01': 'negative' }],
    ['HLA-B*58:01/*15:02', { '*57:01': 'negative', '*58:01': 'positive', '*15:02': 'positive' }],
    ['*58:01:01/*07:02', { '*57:01': 'negative', '*58:01': 'positive', '*15:02': 'negative' }],
    ['*07:02/*44:03', { '*57:01': 'negative', '*58:01': 'negative', '*15:02': 'negative' }],
    ['*58:01/*58:01', { '*57:01': 'negative', '*58:01': 'positive', '*15:02': 'negative' }],
  ] as const)('%s', (raw, expected) => {
    expect(parseHla(raw)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['*58:01', 'needs a two-field allele and a status'],
    ['*58 positive', 'needs a two-field allele'],
    ['*44:02 positive', 'not one of CPIC'],
    ['*58:01 maybe', 'unknown carrier status'],
    ['*58/*07:02', 'two-field resolution'],
    ['*58:01 positive; *58:01 negative', 'both positive and negative'],
    ['positive', 'needs a two-field allele'],
  ] as const)('%s is rejected', (raw, message) => {
    const result = parseHla(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});
