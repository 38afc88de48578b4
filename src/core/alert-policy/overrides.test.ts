import { describe, expect, it } from 'vitest';
import { rankRuleOverrides, type RuleOverrideCounts } from './overrides';

const row = (ruleId: string, fired: number, overridden: number): RuleOverrideCounts => ({
  kind: 'interaction',
  ruleId,
  fired,
  overridden,
  reasons: {},
});

describe('rankRuleOverrides', () => {
  it.each([
    ['10 of 10 overridden', 10, 10, true],
    ['19 of 20 (95%)', 20, 19, true],
    ['9 of 10 (exactly 90%) is not above 90%', 10, 9, false],
    ['4 of 4: too few firings to flag', 4, 4, false],
    ['5 of 5: enough firings', 5, 5, true],
    ['0 of 50', 50, 0, false],
  ] as const)('%s → flagged %s', (_name, fired, overridden, flagged) => {
    const [r] = rankRuleOverrides([row('x', fired, overridden)]);
    expect(r!.highOverride).toBe(flagged);
    expect(r!.overrideRate).toBeCloseTo(overridden / fired);
  });

  it('puts flagged rules first, then by override rate, then by firings; drops rules never fired', () => {
    const ranked = rankRuleOverrides([
      row('busy-low', 100, 10),
      row('never', 0, 0),
      row('few-all', 3, 3),
      row('flagged', 10, 10),
      row('half', 10, 5),
    ]);
    expect(ranked.map((r) => r.ruleId)).toEqual(['flagged', 'few-all', 'half', 'busy-low']);
  });
});
