import { describe, expect, it } from 'vitest';
import type { CheckResponse, CheckedInteraction } from './drug-api';
import {
  checkedPairsOf,
  checkedScope,
  findingsKey,
  groupBySeverity,
  interruptingFindings,
} from './interaction-results';

const finding = (
  severity: CheckedInteraction['severity'],
  a: string,
  b: string,
): CheckedInteraction => ({
  drugs: [a, b],
  names: [a, b],
  severity,
  evidence: 'established',
  basis: 'curated',
  mechanism: 'mechanism text',
  effect: 'effect text',
  management: 'management text',
  sources: [],
});

const response = (over: Partial<CheckResponse>): CheckResponse => ({
  resolved: [],
  unresolved: [],
  interactions: [],
  summary: { contraindicated: 0, major: 0, moderate: 0, minor: 0 },
  ...over,
});

const resolved = (...names: string[]) =>
  names.map((name, i) => ({ input: name, rxcui: String(100 + i), name }));

describe('groupBySeverity', () => {
  it('orders tiers most severe first, keeps server order inside a tier, drops empty tiers', () => {
    const list = [
      finding('minor', 'a', 'b'),
      finding('major', 'c', 'd'),
      finding('contraindicated', 'e', 'f'),
      finding('major', 'g', 'h'),
    ];
    const groups = groupBySeverity(list);
    expect(groups.map((g) => g.severity)).toEqual(['contraindicated', 'major', 'minor']);
    expect(groups[1]?.items.map((i) => i.names[0])).toEqual(['c', 'g']);
  });

  it('gives no groups for no findings', () => {
    expect(groupBySeverity([])).toEqual([]);
  });
});

describe('interruptingFindings: only contraindicated and major interrupt', () => {
  it.each([
    ['contraindicated', 1],
    ['major', 1],
    ['moderate', 0],
    ['minor', 0],
  ] as const)('%s → %i', (severity, n) => {
    expect(interruptingFindings([finding(severity, 'a', 'b')])).toHaveLength(n);
  });

  it('a pair the institution marks "do not interrupt" is shown inline (issue 22)', () => {
    const quiet: CheckedInteraction = {
      ...finding('major', 'a', 'b'),
      kbSeverity: 'major',
      localPolicy: {
        entryId: 'p',
        origin: 'policy',
        action: 'do-not-interrupt',
        kbSeverity: 'high',
        localSeverity: 'high',
        interrupt: false,
        rationale: 'r',
        effectiveFrom: '2026-01-01',
        approvedBy: 'B',
      },
    };
    expect(interruptingFindings([quiet])).toEqual([]);
  });

  it('keys a set of findings independently of order and of pair direction', () => {
    const one = [finding('major', 'a', 'b'), finding('contraindicated', 'c', 'd')];
    const two = [finding('contraindicated', 'd', 'c'), finding('major', 'b', 'a')];
    expect(findingsKey(one)).toBe(findingsKey(two));
    expect(findingsKey(one)).not.toBe(findingsKey([finding('major', 'a', 'b')]));
  });
});

describe('what a check covered', () => {
  it.each([
    [2, 1, '2 drugs (1 pair)'],
    [3, 3, '3 drugs (3 pairs)'],
    [4, 6, '4 drugs (6 pairs)'],
    [1, 0, '1 drug (0 pairs)'],
  ])('%i recognised drugs → %i pairs', (n, pairs, text) => {
    const names = ['A', 'B', 'C', 'D'].slice(0, n);
    const result = response({ resolved: resolved(...names) });
    expect(checkedPairsOf(result)).toBe(pairs);
    expect(checkedScope(result)).toBe(text);
  });

  it('counts a drug named twice once, and prefers the server count', () => {
    const twice = response({
      resolved: [
        { input: 'Imbruvica', rxcui: '1442981', name: 'Ibrutinib' },
        { input: 'ibrutinib', rxcui: '1442981', name: 'Ibrutinib' },
        { input: 'itraconazole', rxcui: '28031', name: 'Itraconazole' },
      ],
    });
    expect(checkedScope(twice)).toBe('2 drugs (1 pair)');
    expect(checkedPairsOf({ ...twice, checkedPairs: 7 })).toBe(7);
  });
});
