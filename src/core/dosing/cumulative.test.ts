import { describe, expect, it } from 'vitest';
import {
  limitInDoxorubicinEquivalents,
  projectCumulativeByPhase,
  projectCumulative,
  toDoxorubicinEquivalent,
} from './cumulative';

describe('doxorubicin equivalents', () => {
  it.each([
    // [drug dose mg/m², factor from the drug record, doxorubicin-equivalent mg/m²]
    [60, 1, 60],
    [100, 0.5, 50],
    [90, 0.67, 60.3],
  ])('%s mg/m² × %s = %s', (dose, f, eq) => {
    expect(toDoxorubicinEquivalent(dose, f)).toBeCloseTo(eq, 6);
  });
  it('converts a drug limit to equivalents', () => {
    expect(limitInDoxorubicinEquivalents(900, 0.5)).toBe(450);
  });
});

describe('projectCumulative', () => {
  it.each([
    // AC ×4 (doxorubicin 60 mg/m²) after nothing: 240 of 450.
    [0, 60, 4, 450, false, false, 7],
    // R-CHOP ×6 after 240 mg/m² prior: 240 + 300 = 540 > 450.
    [240, 50, 6, 450, true, false, 4],
    // Exactly at the limit is not over it.
    [150, 50, 6, 450, false, false, 6],
    // Already past the limit.
    [500, 25, 1, 450, true, true, 0],
    // Bleomycin in BEP ×4: 4 × 90 units = 360 of 400.
    [0, 90, 4, 400, false, false, 4],
    [100, 90, 4, 400, true, false, 3],
  ])(
    'prior %s + %s × %s vs %s → exceeds %s, already %s, %s cycles fit',
    (prior, perCycle, cycles, limit, exceeds, already, fit) => {
      const r = projectCumulative({
        priorTotal: prior,
        perCycle,
        plannedCycles: cycles,
        limit,
        unit: 'u',
      });
      expect(r.status).toBe('ok');
      if (r.status !== 'ok') return;
      expect(r.wouldExceed).toBe(exceeds);
      expect(r.alreadyAtLimit).toBe(already);
      expect(r.cyclesWithinLimit).toBe(fit);
    },
  );

  it('handles an open number of cycles', () => {
    const r = projectCumulative({
      priorTotal: 0,
      perCycle: 75,
      plannedCycles: undefined,
      limit: 450,
      unit: 'mg/m²',
    });
    expect(r.status === 'ok' && [r.wouldExceed, r.cyclesWithinLimit, r.totalAfterPlanned]).toEqual([
      false,
      6,
      undefined,
    ]);
  });

  it.each([
    [{ priorTotal: -1, perCycle: 1, plannedCycles: 1, limit: 1, unit: 'u' }],
    [{ priorTotal: 0, perCycle: 1, plannedCycles: 1, limit: 0, unit: 'u' }],
    [{ priorTotal: 0, perCycle: 1, plannedCycles: 1.5, limit: 10, unit: 'u' }],
  ])('is unknown for bad input %#', (input) => {
    expect(projectCumulative(input).status).toBe('unknown');
  });
});

describe('projectCumulativeByPhase', () => {
  const ac = { name: 'AC', perCycle: 60, cycles: 4 };
  const taxane = { name: 'paclitaxel', perCycle: 0, cycles: 4 };
  it.each([
    ['AC→T, no prior', 0, [ac, taxane], 240, false, undefined],
    ['AC→T after 240 prior', 240, [ac, taxane], 480, true, { phase: 'AC', cycle: 4 }],
    ['AC→T after 400 prior', 400, [ac, taxane], 640, true, { phase: 'AC', cycle: 1 }],
    [
      'two anthracycline phases',
      100,
      [
        { name: 'A', perCycle: 50, cycles: 4 },
        { name: 'B', perCycle: 75, cycles: 4 },
      ],
      600,
      true,
      { phase: 'B', cycle: 3 },
    ],
    [
      'open-ended',
      0,
      [{ name: 'maint', perCycle: 40, cycles: undefined }],
      undefined,
      true,
      { phase: 'maint', cycle: 12 },
    ],
  ] as const)('%s → total %s, exceeds %s at %o', (_n, prior, phases, total, exceeds, at) => {
    const r = projectCumulativeByPhase({ priorTotal: prior, phases, limit: 450, unit: 'mg/m²' });
    expect(r.status).toBe('ok');
    if (r.status !== 'ok') return;
    expect(r.totalAfterPlanned).toBe(total);
    expect(r.wouldExceed).toBe(exceeds);
    expect(r.crossedAt).toEqual(at);
  });

  it('flags prior exposure already over the limit', () => {
    const r = projectCumulativeByPhase({
      priorTotal: 500,
      phases: [ac],
      limit: 450,
      unit: 'mg/m²',
    });
    expect(r.status === 'ok' && [r.alreadyAtLimit, r.wouldExceed, r.crossedAt]).toEqual([
      true,
      true,
      undefined,
    ]);
  });
});
