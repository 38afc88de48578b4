import { describe, expect, it } from 'vitest';
import {
  applyDoseCap,
  applyDoseLevel,
  bandDose,
  bsaBasedDose,
  reductionToDoseLevel,
  roundDoseToStep,
  weightBasedDose,
} from './dose-adjust';

describe('vincristine cap (1.4 mg/m², max 2 mg: R-CHOP, POLARIX 2022)', () => {
  it.each([
    // [BSA, calculated, given, capped]
    [1.2, 1.68, 1.68, false],
    [1.43, 2.002, 2, true],
    [1.82, 2.548, 2, true],
    [2.3, 3.22, 2, true],
  ])('BSA %s m² → %s mg calculated → %s mg', (bsa, calc, given, capped) => {
    const raw = bsaBasedDose(1.4, bsa).value;
    expect(raw).toBeCloseTo(calc, 6);
    expect(applyDoseCap(raw, 2)).toEqual({ value: given, capped });
  });

  it('leaves a dose exactly at the cap uncapped', () => {
    expect(applyDoseCap(2, 2)).toEqual({ value: 2, capped: false });
  });

  it('does nothing without a cap', () => {
    expect(applyDoseCap(3000, undefined)).toEqual({ value: 3000, capped: false });
  });
});

describe('weight-based doses with a cap (brentuximab vedotin 1.2 mg/kg, max 120 mg; label § 2.1)', () => {
  it.each([
    [70, 84, false],
    [100, 120, false],
    [130, 120, true],
  ])('%s kg → %s mg', (kg, mg, capped) => {
    expect(applyDoseCap(weightBasedDose(1.2, kg), 120)).toEqual({ value: mg, capped });
  });
});

describe('BSA ceiling (carfilzomib: dose on at most 2.2 m², Kyprolis label § 2)', () => {
  it.each([
    [1.9, 51.3, false],
    [2.5, 59.4, true],
  ])('BSA %s m² at 27 mg/m² → %s mg', (bsa, mg, capped) => {
    const r = bsaBasedDose(27, bsa, 2.2);
    expect(r.value).toBeCloseTo(mg, 6);
    expect(r.bsaCapped).toBe(capped);
  });
});

describe('dose levels', () => {
  it.each([
    [100, 100, 100],
    [80, 100, 80],
    [75, 150, 112.5],
    [reductionToDoseLevel(25), 1000, 750],
  ])('%s%% of %s = %s', (pct, dose, expected) => {
    const r = applyDoseLevel(dose, pct);
    expect(r.status === 'ok' && r.value).toBe(expected);
  });
  it.each([0, -10, 151, Number.NaN])('rejects a dose level of %s%%', (pct) => {
    expect(applyDoseLevel(100, pct).status).toBe('unknown');
  });
});

describe('rounding to a precision', () => {
  it.each([
    [109.08, 1, 109],
    [109.5, 1, 110],
    [1272.7, 5, 1275],
    [1272.4, 10, 1270],
    [2.548, 0.1, 2.5],
    [0.35, 0.05, 0.35],
  ])('%s to the nearest %s → %s', (dose, step, expected) => {
    const r = roundDoseToStep(dose, step);
    expect(r.status === 'ok' && r.value).toBe(expected);
  });
  it('reports the deviation', () => {
    const r = roundDoseToStep(1272.7, 5);
    expect(r.status === 'ok' && r.deviationPercent).toBeCloseTo(0.18, 2);
  });
  it('rejects a zero step', () => expect(roundDoseToStep(10, 0).status).toBe('unknown'));
});

describe('dose banding', () => {
  const bands = [1000, 1100, 1200, 1300, 1400];
  it.each([
    [1180, 5, 'banded', 1200],
    [1150, 5, 'banded', 1100], // equidistant: the lower band
    [1060, 5, 'banded', 1100],
    [900, 5, 'outside-bands', undefined],
    [1560, 5, 'outside-bands', undefined],
  ])('%s mg with ±%s%% → %s %s', (dose, tol, status, value) => {
    const r = bandDose(dose, bands, tol);
    expect(r.status).toBe(status);
    if (r.status === 'banded') expect(r.value).toBe(value);
  });
  it('needs bands and a tolerance', () => {
    expect(bandDose(1000, [], 5).status).toBe('unknown');
    expect(bandDose(1000, bands, 0).status).toBe('unknown');
  });
});
