import { describe, expect, it } from 'vitest';
import { findLab } from '../../../core/patients/labs';
import type { LabItem } from '../../lib/patient-api';
import { latestLabs, labSeries, referenceText } from './format';
import { labValueText } from './record-bits';
import { bsaText } from './summary-tab';

let seq = 0;
const lab = (over: Partial<LabItem>): LabItem => ({
  id: `lab-${++seq}`,
  labType: 'creatinine',
  labName: 'creatinine',
  loinc: '2160-0',
  value: 0.9,
  unit: 'mg/dL',
  canonicalValue: 0.9,
  canonicalUnit: 'mg/dL',
  referenceRange: null,
  timestamp: '2026-11-25T08:00:00.000Z',
  isAbnormal: false,
  criticalFlag: false,
  cannotAssess: null,
  ...over,
});

describe('labs', () => {
  it('takes the newest value of each test', () => {
    const latest = latestLabs([
      lab({ value: 0.8, timestamp: '2026-10-01T08:00:00Z' }),
      lab({ value: 1.4, timestamp: '2026-11-01T08:00:00Z' }),
      lab({ labName: 'anc', labType: 'anc', value: 0.9, timestamp: '2026-09-01T08:00:00Z' }),
    ]);
    expect(latest.get('creatinine')?.value).toBe(1.4);
    expect(latest.get('anc')?.value).toBe(0.9);
  });

  it('charts only values that could be assessed, oldest first, in the reference unit', () => {
    const series = labSeries([
      lab({ value: 80, unit: 'umol/L', canonicalValue: 0.905, timestamp: '2026-11-02T00:00:00Z' }),
      lab({ value: 0.8, canonicalValue: 0.8, timestamp: '2026-11-01T00:00:00Z' }),
      lab({ value: 3, unit: 'furlongs', canonicalValue: null, cannotAssess: 'unit unknown' }),
      lab({ labName: null, labType: 'zzz', canonicalValue: null, cannotAssess: 'unknown test' }),
    ]);
    expect(series).toHaveLength(1);
    expect(series[0]!.points.map((p) => p.value)).toEqual([0.8, 0.905]);
  });

  it('gives the sex-specific reference interval where the catalogue has one', () => {
    const creatinine = findLab('creatinine')!;
    expect(referenceText(creatinine, 'female')).toBe('0.5–1.1 mg/dL');
    expect(referenceText(creatinine, 'unknown')).toBe('0.5–1.3 mg/dL');
    expect(referenceText(findLab('egfr')!, 'male')).toBe('≥ 60 mL/min/1.73m2');
  });

  it('shows the converted value beside a value reported in another unit', () => {
    expect(labValueText(lab({ value: 80, unit: 'umol/L', canonicalValue: 0.9048 }))).toBe(
      '80 umol/L (0.9 mg/dL)',
    );
    expect(labValueText(lab({}))).toBe('0.9 mg/dL');
    expect(labValueText(lab({ value: 3, unit: 'furlongs', canonicalValue: null }))).toBe(
      '3 furlongs',
    );
  });
});

describe('BSA', () => {
  it.each([
    // Mosteller: √(162 × 58 / 3600) = 1.6155 m².
    [162, 58, '1.62 m² (Mosteller)'],
    [null, 58, 'cannot calculate: height or weight missing'],
    [500, 58, 'height must be 30–250 cm to calculate BSA'],
  ])('height %s, weight %s → %s', (h, w, text) => {
    expect(bsaText(h, w)).toBe(text);
  });
});
