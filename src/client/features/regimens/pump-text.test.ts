import { describe, expect, it } from 'vitest';
import type { CalculatedComponent } from './api';
import { pumpText } from './pump-text';

const base: CalculatedComponent = {
  phaseId: 'p',
  phaseName: 'mFOLFOX6',
  drugId: 'fluorouracil',
  rxcui: '4492',
  name: 'Fluorouracil',
  route: 'iv',
  days: [1, 2],
  timesPerDay: 1,
  basis: 'mg/m2',
  perUnitDose: { value: 1200, unit: 'mg/m²' },
  status: 'ok',
  dose: { value: 2328, unit: 'mg' },
  capped: false,
  working: [],
  warnings: [],
  notes: [],
};

describe('pumpText (issue 13 item 1)', () => {
  it('leads with the total per pump and the rate, the daily share second', () => {
    const t = pumpText({
      ...base,
      continuousInfusion: {
        hours: 46,
        perUnitTotal: { value: 2400, unit: 'mg/m²' },
        total: { value: 4656, unit: 'mg' },
        perDay: { value: 2328, unit: 'mg' },
        ratePerHour: 101.22,
      },
    });
    expect(t).toEqual({
      protocol: '2400 mg/m² per pump (1200 mg/m²/day)',
      total: '4656 mg per pump',
      rate: 'continuous IV over 46 h at 101.2 mg/h',
      perDay: '= 2328 mg/day',
      days: 'Starts day 1; runs 46 h (days 1, 2)',
    });
  });

  it('is null for a dose that is not a continuous infusion', () => {
    expect(pumpText(base)).toBeNull();
  });
});
