import { describe, expect, it } from 'vitest';
import {
  adjustedBodyWeight,
  ckdEpi2021,
  cockcroftGault,
  deindexEgfr,
  idealBodyWeightDevine,
  selectCrclWeight,
  type CockcroftGaultInput,
} from './renal';

const base: CockcroftGaultInput = {
  ageYears: 60,
  heightCm: 170,
  weightKg: 72,
  sex: 'male',
  serumCreatinineMgDl: 1,
  weightBasis: 'actual',
};

describe('idealBodyWeightDevine (Devine 1974)', () => {
  it.each([
    [152.4, 'male', 50],
    [152.4, 'female', 45.5],
    [170, 'male', 65.94],
    [160, 'female', 52.38],
    [182.88, 'male', 77.6], // 72 in: 50 + 2.3 × 12
  ] as const)('%s cm %s → %s kg', (h, sex, kg) => {
    const r = idealBodyWeightDevine(h, sex);
    expect(r.status === 'ok' && r.kg).toBeCloseTo(kg, 1);
  });

  it('flags heights below 60 in', () => {
    const r = idealBodyWeightDevine(150, 'male');
    expect(r.status === 'ok' && r.notes.length).toBe(1);
  });

  it('is unknown when sex is unknown', () => {
    expect(idealBodyWeightDevine(170, 'unknown').status).toBe('unknown');
  });
});

describe('cockcroftGault (Cockcroft & Gault 1976)', () => {
  it.each([
    // The 1976 formula: (140 − 60) × 72 / (72 × 1.0) = 80 mL/min; × 0.85 for a woman = 68.
    ['male, actual weight', { ...base }, 80],
    ['female factor 0.85', { ...base, sex: 'female' }, 68],
    ['SCr 2.0 halves CrCl', { ...base, serumCreatinineMgDl: 2 }, 40],
    ['age 80', { ...base, ageYears: 80 }, 60],
    // 170 cm man, 100 kg: IBW 65.94 kg; adjusted 65.94 + 0.4 × 34.06 = 79.56 kg.
    ['100 kg, actual', { ...base, weightKg: 100 }, 111.11],
    ['100 kg, ideal', { ...base, weightKg: 100, weightBasis: 'ideal' }, 73.26],
    ['100 kg, adjusted', { ...base, weightKg: 100, weightBasis: 'adjusted' }, 88.4],
    ['100 kg, auto (BMI 34.6 → adjusted)', { ...base, weightKg: 100, weightBasis: 'auto' }, 88.4],
    ['72 kg, auto (BMI 24.9 → actual)', { ...base, weightBasis: 'auto' }, 80],
    // 160 cm woman, 50 y, SCr 0.8, ideal weight 52.38 kg.
    [
      'female, ideal weight',
      {
        ...base,
        sex: 'female',
        heightCm: 160,
        ageYears: 50,
        serumCreatinineMgDl: 0.8,
        weightBasis: 'ideal',
      },
      69.57,
    ],
  ] as [string, CockcroftGaultInput, number][])('%s → %s mL/min', (_name, input, expected) => {
    const r = cockcroftGault(input);
    expect(r.status).toBe('ok');
    if (r.status === 'ok') expect(r.crclMlMin).toBeCloseTo(expected, 1);
  });

  it('reports the weight basis it chose', () => {
    const r = cockcroftGault({ ...base, weightKg: 100, weightBasis: 'auto' });
    expect(r.status === 'ok' && r.weightBasisUsed).toBe('adjusted');
  });

  describe('optional SCr floor (NCCN: consider 0.7 mg/dL)', () => {
    it('is not applied by default', () => {
      const r = cockcroftGault({ ...base, serumCreatinineMgDl: 0.5 });
      expect(r.status === 'ok' && [r.crclMlMin, r.scrFloorApplied]).toEqual([160, false]);
    });
    it('raises a low SCr to the floor and says so', () => {
      const r = cockcroftGault({ ...base, serumCreatinineMgDl: 0.5, scrFloorMgDl: 0.7 });
      expect(r.status).toBe('ok');
      if (r.status !== 'ok') return;
      expect(r.crclMlMin).toBeCloseTo(114.29, 1);
      expect(r.scrUsedMgDl).toBe(0.7);
      expect(r.scrFloorApplied).toBe(true);
      expect(r.working.join('\n')).toContain('raised to the chosen floor of 0.7');
    });
    it('leaves an SCr above the floor alone', () => {
      const r = cockcroftGault({ ...base, scrFloorMgDl: 0.7 });
      expect(r.status === 'ok' && [r.crclMlMin, r.scrFloorApplied]).toEqual([80, false]);
    });
    it('rejects an implausible floor', () => {
      expect(cockcroftGault({ ...base, scrFloorMgDl: 5 }).status).toBe('unknown');
    });
  });

  it.each([
    ['child', { ...base, ageYears: 12 }],
    ['unknown sex', { ...base, sex: 'unknown' }],
    ['SCr 0', { ...base, serumCreatinineMgDl: 0 }],
    ['SCr in µmol/L by mistake', { ...base, serumCreatinineMgDl: 88 }],
    ['missing weight', { ...base, weightKg: Number.NaN }],
  ] as [string, CockcroftGaultInput][])('is unknown for %s', (_n, input) => {
    expect(cockcroftGault(input).status).toBe('unknown');
  });
});

describe('selectCrclWeight', () => {
  it('notes adjusted weight requested below BMI 25', () => {
    const r = selectCrclWeight(170, 60, 'male', 'adjusted');
    expect(r.status === 'ok' && r.notes.some((n) => n.includes('below 25'))).toBe(true);
  });
  it('computes adjusted weight as IBW + 0.4 × excess', () => {
    expect(adjustedBodyWeight(60, 110)).toBe(80);
  });
});

describe('ckdEpi2021 (Inker 2021, race-free)', () => {
  // Expected values evaluate the published equation; they match the NKF CKD-EPI 2021 calculator.
  it.each([
    [60, 'male', 1.0, 86.2],
    [60, 'female', 1.0, 64.5],
    [40, 'female', 0.7, 112.1],
    [30, 'male', 0.5, 140.7],
    [70, 'male', 2.0, 35.2],
    [50, 'female', 1.5, 42.2],
  ] as const)('age %s %s SCr %s → %s mL/min/1.73 m²', (age, sex, scr, expected) => {
    const r = ckdEpi2021(age, sex, scr);
    expect(r.status === 'ok' && r.egfrMlMinPer173m2).toBeCloseTo(expected, 1);
  });

  it.each([
    [17, 'male', 1],
    [60, 'unknown', 1],
    [60, 'male', 0],
    [60, 'male', 25],
  ] as const)('is unknown for age %s, sex %s, SCr %s', (age, sex, scr) => {
    expect(ckdEpi2021(age, sex, scr).status).toBe('unknown');
  });

  it('de-indexes to the patient BSA', () => {
    expect(deindexEgfr(86.5, 2.0)).toBeCloseTo(100, 6);
  });
});
