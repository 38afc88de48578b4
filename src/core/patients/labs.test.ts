import { describe, expect, it } from 'vitest';
import { LABS, findLab, readLab } from './labs';

/*
 * Table tests for the lab catalogue against its cited sources:
 * - unit conversions from molar masses (creatinine 113.12, bilirubin 584.7, glucose 180.16,
 *   calcium 40.08, magnesium 24.305, uric acid 168.1 g/mol; haemoglobin monomer 16.1 kg/mol;
 *   phosphorus 30.97 g/mol) and SI definitions (1 µkat/L = 60 U/L; 10^9/L = 10^3/µL);
 * - critical flags at the NCI CTCAE v5.0 grade 3 boundaries;
 * - reference flags at the catalogue's ABIM (January 2024) intervals, sex-specific where given.
 */

const ok = (labType: string, value: number, unit: string, sex?: Parameters<typeof readLab>[3]) => {
  const r = readLab(labType, value, unit, sex);
  if (r.status !== 'ok') throw new Error(`${labType} ${value} ${unit}: ${r.status}`);
  return r;
};

describe('unit conversion to the canonical unit', () => {
  it.each([
    ['creatinine', 88.42, 'µmol/L', 1.0], // 1 mg/dL = 10 mg/L ÷ 113.12 g/mol = 88.4 µmol/L
    ['creatinine', 176.84, 'umol/L', 2.0],
    ['creatinine', 88.42, 'μmol/L', 1.0], // Greek mu as well as the micro sign
    ['bilirubin', 17.1, 'µmol/L', 1.0], // 10 mg/L ÷ 584.7 g/mol = 17.1 µmol/L
    ['glucose', 5.55, 'mmol/L', 99.99], // × 18.016
    ['calcium', 2.5, 'mmol/L', 10.02], // × 4.008
    ['calcium', 5.0, 'mEq/L', 10.02], // divalent: 1 mEq/L = 0.5 mmol/L
    ['magnesium', 0.8, 'mmol/L', 1.9448], // × 2.431
    ['magnesium', 1.6, 'mEq/L', 1.944], // × 1.215
    ['hemoglobin', 130, 'g/L', 13.0],
    ['hemoglobin', 8.068, 'mmol/L', 13.0], // ÷ 0.6206
    ['anc', 1500, 'cells/µL', 1.5],
    ['anc', 1500, '/mm3', 1.5],
    ['anc', 1.5, 'x10^9/L', 1.5],
    ['anc', 1.5, '×10^9/L', 1.5],
    ['platelets', 150, 'K/uL', 150],
    ['platelets', 150, 'G/L', 150],
    ['alt', 1, 'µkat/L', 60], // 1 U = 1 µmol/min = 16.67 nkat
    ['uric-acid', 356.9, 'µmol/L', 6.0], // ÷ 59.48
    ['phosphate', 1.0, 'mmol/L', 3.097],
    ['qtc', 0.45, 's', 450],
    ['potassium', 4.0, 'mEq/L', 4.0],
    ['albumin', 40, 'g/L', 4.0],
  ] as const)('%s %d %s → %d', (name, value, unit, expected) => {
    expect(ok(name, value, unit).value).toBeCloseTo(expected, 2);
  });

  it('keeps a value with an unknown unit as "cannot assess", never converted', () => {
    expect(readLab('creatinine', 1.2, 'mg/L').status).toBe('unknown-unit');
    expect(readLab('anc', 1.2, '%').status).toBe('unknown-unit');
    expect(readLab('troponin', 1, 'ng/L').status).toBe('unknown-lab');
  });
});

describe('critical flags at the CTCAE v5.0 grade 3 boundaries', () => {
  it.each([
    ['anc', 0.99, true], // neutrophil count decreased grade 3: < 1.0 × 10^9/L
    ['anc', 1.0, false],
    ['platelets', 49, true], // < 50 × 10^9/L
    ['platelets', 50, false],
    ['hemoglobin', 7.9, true], // < 8.0 g/dL
    ['wbc', 1.9, true], // < 2.0 × 10^9/L
    ['bilirubin', 3.1, true], // > 3.0 × ULN (1.0 mg/dL)
    ['bilirubin', 3.0, false],
    ['alt', 201, true], // > 5.0 × ULN (40 U/L)
    ['creatinine', 4.0, true], // > 3.0 × ULN (1.3 mg/dL)
    ['potassium', 2.9, true], // hypokalaemia grade 3: < 3.0
    ['potassium', 6.1, true], // hyperkalaemia grade 3: > 6.0
    ['sodium', 129, true], // < 130
    ['magnesium', 0.8, true], // < 0.9 mg/dL
    ['calcium', 12.6, true], // > 12.5 mg/dL
    ['qtc', 501, true], // grade 3: ≥ 501 ms
    ['qtc', 500, false],
  ] as const)('%s %d → critical %s', (name, value, critical) => {
    const lab = findLab(name);
    expect(lab).not.toBeNull();
    expect(ok(name, value, lab?.unit ?? '').criticalFlag).toBe(critical);
  });

  it('tests without a defined critical threshold never derive one', () => {
    for (const name of ['phosphate', 'glucose', 'ldh', 'uric-acid'] as const) {
      expect(findLab(name)?.critical).toBeUndefined();
      expect(ok(name, 1000, findLab(name)?.unit ?? '').criticalFlag).toBe(false);
    }
  });
});

describe('reference flags (sex-specific where the interval is)', () => {
  it.each([
    ['creatinine', 1.2, 'female', true], // female 0.5-1.1
    ['creatinine', 1.2, 'male', false], // male 0.7-1.3
    ['creatinine', 1.2, 'unknown', false], // widest interval 0.5-1.3
    ['hemoglobin', 13.0, 'male', true], // male 14-18
    ['hemoglobin', 13.0, 'female', false], // female 12-16
    ['anc', 1.4, 'unknown', true],
    ['qtc', 451, 'unknown', true],
    ['lvef', 49, 'unknown', true],
  ] as const)('%s %d (%s) → abnormal %s', (name, value, sex, abnormal) => {
    expect(ok(name, value, findLab(name)?.unit ?? '', sex).isAbnormal).toBe(abnormal);
  });
});

describe('lookup by product name, alias or LOINC', () => {
  it.each([
    ['Creatinine', 'creatinine'],
    ['2160-0', 'creatinine'],
    ['38483-4', 'creatinine'],
    ['SCr', 'creatinine'],
    ['751-8', 'anc'],
    ['neutrophils', 'anc'],
    ['PLT', 'platelets'],
    ['uric acid', 'uric-acid'],
    ['8636-3', 'qtc'],
    ['10230-1', 'lvef'],
    ['6301-6', 'inr'],
  ])('%s → %s', (input, name) => {
    expect(findLab(input)?.name).toBe(name);
  });

  it('every catalogue entry has a source, a canonical unit it accepts, and unique LOINC codes', () => {
    const codes = LABS.flatMap((l) => [l.loinc, ...(l.alsoLoinc ?? [])]);
    expect(new Set(codes).size).toBe(codes.length);
    for (const l of LABS) {
      expect(l.source.length).toBeGreaterThan(5);
      expect(readLab(l.name, 1, l.unit).status).toBe('ok');
    }
  });
});
