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

// Issue 20: the common codes EHRs send, with units, conversions and (only where a source read
// confirmed one) reference intervals.
describe('common laboratory codes (issue 20)', () => {
  it.each([
    ['3094-0', 'urea-nitrogen'],
    ['2075-0', 'chloride'],
    ['2069-3', 'chloride'],
    ['1963-8', 'bicarbonate'],
    ['2028-9', 'bicarbonate'],
    ['2885-2', 'total-protein'],
    ['1968-7', 'direct-bilirubin'],
    ['2324-2', 'ggt'],
    ['3040-3', 'lipase'],
    ['1798-8', 'amylase'],
    ['2093-3', 'cholesterol'],
    ['2085-9', 'hdl-cholesterol'],
    ['13457-7', 'ldl-cholesterol'],
    ['2571-8', 'triglycerides'],
    ['4548-4', 'hba1c'],
    ['17856-6', 'hba1c'],
    ['4544-3', 'hematocrit'],
    ['20570-8', 'hematocrit'],
    ['789-8', 'rbc'],
    ['787-2', 'mcv'],
    ['30428-7', 'mcv'],
    ['785-6', 'mch'],
    ['786-4', 'mchc'],
    ['788-0', 'rdw'],
    ['731-0', 'lymphocytes'],
    ['742-7', 'monocytes'],
    ['711-2', 'eosinophils'],
    ['704-7', 'basophils'],
    ['2857-1', 'psa'],
    ['2039-6', 'cea'],
    ['2498-4', 'iron'],
    ['2500-7', 'tibc'],
    ['2276-4', 'ferritin'],
    ['3016-3', 'tsh'],
    ['1988-5', 'crp'],
    ['2524-7', 'lactate'],
    ['5902-2', 'prothrombin-time'],
    ['14979-9', 'aptt'],
    ['2132-9', 'vitamin-b12'],
  ])('LOINC %s is %s', (code, name) => {
    expect(findLab(code)?.name).toBe(name);
  });

  it.each([
    ['urea-nitrogen', 5, 'mmol/L', 14.005], // urea 1 mmol/L carries 28.01 mg of nitrogen
    ['chloride', 100, 'mEq/L', 100],
    ['bicarbonate', 24, 'meq/L', 24],
    ['cholesterol', 5.0, 'mmol/L', 193.35], // × 38.67 (386.65 g/mol)
    ['triglycerides', 1.7, 'mmol/L', 150.569], // × 88.57
    ['hematocrit', 0.42, 'L/L', 42],
    ['rbc', 4.5, '10*6/uL', 4.5],
    ['lymphocytes', 1500, 'cells/uL', 1.5],
    ['iron', 18, 'µmol/L', 100.53], // × 5.585 (55.845 g/mol)
    ['crp', 1.2, 'mg/dL', 12],
    ['lactate', 18, 'mg/dL', 1.998], // × 0.111 (90.08 g/mol)
    ['vitamin-b12', 300, 'pmol/L', 406.5], // × 1.355
    ['psa', 4, 'ug/L', 4],
    ['tsh', 2.1, 'uIU/mL', 2.1],
    ['direct-bilirubin', 5.13, 'umol/L', 0.3],
  ])('%s %s %s → %s', (lab, value, unit, expected) => {
    expect(ok(lab, value, unit).value).toBeCloseTo(expected, 2);
  });

  it('HbA1c in IFCC mmol/mol is not converted by a factor: cannot assess', () => {
    expect(readLab('4548-4', 48, 'mmol/mol').status).toBe('unknown-unit');
  });

  it.each([
    ['hematocrit', 40, 'male', true], // ABIM: men 42–50%
    ['hematocrit', 40, 'female', false], // women 37–47%
    ['chloride', 110, 'unknown', true], // 98–106
    ['hba1c', 5.7, 'unknown', true], // ADA: 5.7% is prediabetes
    ['hba1c', 5.6, 'unknown', false],
    ['iron', 50, 'unknown', true], // 60–160
  ] as const)('%s %s (%s) abnormal: %s', (lab, value, sex, abnormal) => {
    const r = ok(lab, value, LABS.find((l) => l.name === lab)!.unit, sex);
    expect(r.isAbnormal).toBe(abnormal);
  });

  it('a test without a confirmed interval is read but never flagged, and says why', () => {
    for (const name of ['psa', 'urea-nitrogen', 'bicarbonate', 'cholesterol', 'mcv'] as const) {
      const lab = LABS.find((l) => l.name === name)!;
      expect(lab.reference).toEqual({});
      expect(lab.source).toMatch(/not confirmed|no specific normal/);
      const r = ok(name, 1e6, lab.unit);
      expect([r.isAbnormal, r.criticalFlag]).toEqual([false, false]);
    }
  });

  // Second batch: tumour markers, coagulation, cardiac and infection markers.
  it.each([
    ['24108-3', 'ca-19-9', 84, 'kU/L', 84],
    ['10334-1', 'ca-125', 35, 'U/mL', 35],
    ['1834-1', 'afp', 12, 'ug/L', 12],
    ['1952-1', 'beta-2-microglobulin', 0.35, 'mg/dL', 3.5],
    ['3255-7', 'fibrinogen', 3.2, 'g/L', 320],
    ['48065-7', 'd-dimer-feu', 4.6, 'ug/mL', 4600],
    ['48066-5', 'd-dimer-ddu', 0.25, 'mg/L', 250],
    ['33959-8', 'procalcitonin', 0.5, 'ug/L', 0.5],
    ['33762-6', 'nt-probnp', 450, 'ng/L', 450],
    ['6598-7', 'troponin-t', 0.014, 'ng/mL', 14],
    ['10839-9', 'troponin-i', 26, 'pg/mL', 26],
  ] as const)('LOINC %s is %s: %s %s → %s', (code, name, value, unit, expected) => {
    expect(findLab(code)?.name).toBe(name);
    const r = ok(code, value, unit);
    expect(r.value).toBeCloseTo(expected, 6);
    // No interval was confirmed: read, stored, never flagged.
    expect([r.isAbnormal, r.criticalFlag]).toEqual([false, false]);
    expect(findLab(code)!.source).toMatch(/not confirmed/);
  });

  it.each([
    ['48065-7', 'IU/mL'], // AFP-style IU is not a D-dimer unit
    ['1834-1', 'IU/mL'], // AFP in IU/mL: the factor depends on the calibrator, not converted
    ['24108-3', 'ng/mL'], // CA 19-9 is in arbitrary units, not mass
  ])('%s in %s cannot be assessed', (code, unit) => {
    expect(readLab(code, 1, unit).status).toBe('unknown-unit');
  });

  it.each([
    ['CA 19-9', 'ca-19-9'],
    ['CA125', 'ca-125'],
    ['PCT', 'procalcitonin'],
    ['NT-proBNP', 'nt-probnp'],
  ])('name %s is %s', (name, lab) => {
    expect(findLab(name)?.name).toBe(lab);
  });

  it('every code maps to one test only', () => {
    const seen = new Map<string, string>();
    for (const l of LABS)
      for (const c of [l.loinc, ...(l.alsoLoinc ?? [])]) {
        expect(seen.get(c), `${c} in ${l.name} and ${seen.get(c)}`).toBeUndefined();
        seen.set(c, l.name);
      }
  });
});
