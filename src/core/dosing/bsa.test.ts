import { describe, expect, it } from 'vitest';
import { BSA_FORMULAS, bodyMassIndex, calculateBsa, roundBsa, type BsaFormula } from './bsa';

/*
 * Expected values evaluate each published formula independently (Python, double precision) at
 * the stated height and weight. Mosteller's paper gives √(cm × kg / 3600); the 170 cm / 70 kg adult
 * is the reference patient used throughout the dosing tests.
 */
const cases: [BsaFormula, number, number, number][] = [
  ['mosteller', 170, 70, 1.8181],
  ['dubois', 170, 70, 1.8097],
  ['haycock', 170, 70, 1.8257],
  ['gehan-george', 170, 70, 1.8313],
  ['boyd', 170, 70, 1.8347],
  ['mosteller', 180, 80, 2.0],
  ['mosteller', 160, 52.5, 1.5275],
  ['dubois', 160, 120, 2.1777],
  ['mosteller', 160, 120, 2.3094],
  ['haycock', 75, 10, 0.4635],
];

describe('calculateBsa', () => {
  it.each(cases)('%s at %s cm, %s kg ≈ %s m²', (formula, h, w, expected) => {
    const r = calculateBsa(h, w, formula);
    expect(r.status).toBe('ok');
    if (r.status === 'ok') expect(r.bsaM2).toBeCloseTo(expected, 3);
  });

  it('shows its arithmetic', () => {
    const r = calculateBsa(170, 70);
    expect(r.status === 'ok' && r.working).toBe(
      'BSA (Mosteller) = √(170 cm × 70 kg / 3600) = 1.818 m²',
    );
  });

  it('DuBois gives a smaller BSA than Mosteller in obesity', () => {
    const d = calculateBsa(160, 120, 'dubois');
    const m = calculateBsa(160, 120, 'mosteller');
    expect(d.status === 'ok' && m.status === 'ok' && d.bsaM2 < m.bsaM2).toBe(true);
  });

  it.each([
    [29, 70],
    [251, 70],
    [170, 0.5],
    [170, 401],
    [Number.NaN, 70],
    [170, Number.POSITIVE_INFINITY],
  ])('returns unknown for height %s cm, weight %s kg', (h, w) => {
    for (const f of BSA_FORMULAS) expect(calculateBsa(h, w, f).status).toBe('unknown');
  });

  it.each([
    [1.8181, 1.82],
    [1.815, 1.82],
    [1.8149, 1.81],
  ])('rounds %s to %s m²', (x, y) => expect(roundBsa(x)).toBe(y));

  it('computes BMI', () => expect(bodyMassIndex(170, 70)).toBeCloseTo(24.22, 2));
});
