import { describe, expect, it } from 'vitest';
import type { CheckResponse } from '../../lib/drug-api';
import { isStale, parseDrugsParam, promoteResolved } from './check-list';

const result: CheckResponse = {
  resolved: [
    { input: 'Imbruvica', rxcui: '1442981', name: 'Ibrutinib' },
    { input: '28031', rxcui: '28031', name: 'Itraconazole' },
  ],
  unresolved: ['zzzumab'],
  interactions: [],
  summary: { contraindicated: 0, major: 0, moderate: 0, minor: 0 },
};

describe('parseDrugsParam', () => {
  it.each([
    [null, [], 0],
    ['', [], 0],
    ['ibrutinib, Itraconazole ,', ['ibrutinib', 'Itraconazole'], 0],
    ['Keytruda,keytruda,KEYTRUDA', ['Keytruda'], 0],
  ])('%j', (param, values, overflow) => {
    expect(parseDrugsParam(param)).toEqual({ values, overflow });
  });

  it('stops at the checker maximum of 30 and counts the rest', () => {
    const param = Array.from({ length: 33 }, (_, i) => `d${i}`).join(',');
    const parsed = parseDrugsParam(param);
    expect(parsed.values).toHaveLength(30);
    expect(parsed.overflow).toBe(3);
  });
});

describe('after a check', () => {
  it('promotes recognised typed text to drugs and keeps the unrecognised text', () => {
    expect(promoteResolved(result, ['imbruvica', 'zzzumab'])).toEqual({
      promote: [{ rxcui: '1442981', name: 'Ibrutinib' }],
      promotedTexts: ['imbruvica'],
      remainingTexts: ['zzzumab'],
    });
  });

  it.each([
    [
      'the same list after promotion',
      [
        ['1442981', 'Ibrutinib'],
        ['28031', 'Itraconazole'],
      ],
      ['zzzumab'],
      false,
    ],
    ['a drug removed', [['1442981', 'Ibrutinib']], ['zzzumab'], true],
    [
      'a drug added',
      [
        ['1442981', 'Ibrutinib'],
        ['28031', 'Itraconazole'],
        ['7646', 'Omeprazole'],
      ],
      ['zzzumab'],
      true,
    ],
    [
      'the unrecognised text removed',
      [
        ['1442981', 'Ibrutinib'],
        ['28031', 'Itraconazole'],
      ],
      [],
      true,
    ],
  ] as const)('stale when %s → %s', (_label, drugs, texts, stale) => {
    const selected = drugs.map(([rxcui, name]) => ({ rxcui, name }));
    expect(isStale(result, selected, texts)).toBe(stale);
  });
});
