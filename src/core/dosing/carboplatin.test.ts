import { describe, expect, it } from 'vitest';
import { calvertDose } from './carboplatin';

describe('calvertDose (Calvert 1989; GFR cap 125 mL/min, FDA 2010)', () => {
  it.each([
    // [AUC, GFR, expected dose, capped, GFR used]
    [5, 100, 625, false, 100],
    [6, 80, 630, false, 80],
    [2, 60, 170, false, 60],
    [5, 125, 750, false, 125],
    // The FDA maxima: AUC × 150.
    [6, 200, 900, true, 125],
    [5, 160, 750, true, 125],
    [4, 130, 600, true, 125],
    [7.5, 140, 1125, true, 125],
  ])('AUC %s, GFR %s → %s mg (capped %s)', (auc, gfr, dose, capped, used) => {
    const r = calvertDose(auc, gfr);
    expect(r.status).toBe('ok');
    if (r.status !== 'ok') return;
    expect(r.doseMg).toBeCloseTo(dose, 6);
    expect(r.capped).toBe(capped);
    expect(r.gfrUsedMlMin).toBe(used);
  });

  it('never exceeds AUC × 150 mg for any GFR', () => {
    for (let gfr = 1; gfr <= 400; gfr += 7) {
      const r = calvertDose(6, gfr);
      expect(r.status === 'ok' && r.doseMg <= 900).toBe(true);
    }
  });

  it('accepts a stricter institutional cap', () => {
    const r = calvertDose(5, 130, 100);
    expect(r.status === 'ok' && r.doseMg).toBe(625);
  });

  it('shows the cap in its working', () => {
    const r = calvertDose(6, 200);
    expect(r.status === 'ok' && r.working[0]).toContain('capped at 125');
  });

  it.each([
    [0, 100],
    [11, 100],
    [5, 0],
    [5, Number.NaN],
  ])('is unknown for AUC %s, GFR %s', (auc, gfr) => {
    expect(calvertDose(auc, gfr).status).toBe('unknown');
  });
});
