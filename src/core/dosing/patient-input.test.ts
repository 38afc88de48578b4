import { describe, expect, it } from 'vitest';
import { dosingPatientSchema, inputIssues } from './patient-input';

const ok = { heightCm: 170, weightKg: 70, ageYears: 60, sex: 'male', serumCreatinineMgDl: 1 };

describe('dosingPatientSchema', () => {
  it('accepts the reference adult', () => {
    expect(dosingPatientSchema.safeParse(ok).success).toBe(true);
  });

  it.each([
    ['heightCm', 30, true],
    ['heightCm', 250, true],
    ['heightCm', 29.9, false],
    ['heightCm', 251, false],
    ['weightKg', 1, true],
    ['weightKg', 400, true],
    ['weightKg', 0.9, false],
    ['weightKg', 401, false],
    ['serumCreatinineMgDl', 0.01, true],
    ['serumCreatinineMgDl', 20, true],
    ['serumCreatinineMgDl', 0, false],
    ['serumCreatinineMgDl', 88.4, false],
    ['ageYears', 0, true],
    ['ageYears', 120, true],
    ['ageYears', -1, false],
    ['ageYears', 121, false],
    ['doseLevelPercent', 80, true],
    ['doseLevelPercent', 0, false],
  ] as const)('%s = %s → valid %s', (field, value, valid) => {
    const r = dosingPatientSchema.safeParse({ ...ok, [field]: value });
    expect(r.success).toBe(valid);
    if (!r.success) {
      const issues = inputIssues(r.error);
      expect(issues.map((i) => i.field)).toEqual([field]);
      expect(issues[0]?.message).toContain(field);
    }
  });

  it('names every bad field at once', () => {
    const r = dosingPatientSchema.safeParse({
      heightCm: 1.7,
      weightKg: 70,
      sex: 'x',
      serumCreatinineMgDl: 90,
    });
    expect(r.success).toBe(false);
    if (r.success) return;
    const fields = inputIssues(r.error)
      .map((i) => i.field)
      .sort();
    expect(fields).toEqual(['ageYears', 'heightCm', 'serumCreatinineMgDl', 'sex']);
    expect(inputIssues(r.error).find((i) => i.field === 'ageYears')?.message).toBe(
      'ageYears is required',
    );
  });

  it('rejects unknown keys and negative prior doses', () => {
    expect(dosingPatientSchema.safeParse({ ...ok, bsa: 2 }).success).toBe(false);
    expect(
      dosingPatientSchema.safeParse({ ...ok, priorCumulative: { doxorubicin: -5 } }).success,
    ).toBe(false);
    expect(
      dosingPatientSchema.safeParse({ ...ok, priorCumulative: { doxorubicin: 240 } }).success,
    ).toBe(true);
  });
});
