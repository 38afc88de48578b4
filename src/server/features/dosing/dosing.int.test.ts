import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../core/access';
import {
  bearer,
  createTestContext,
  errorOf,
  signUpEveryRole,
  type TestContext,
} from '../../test-support/test-app';

let t: TestContext;
let tokens: Record<Role, string>;

beforeAll(async () => {
  t = await createTestContext();
  tokens = await signUpEveryRole(t.app);
});
afterAll(async () => {
  await t.close();
});

function post(url: string, payload: unknown, role: Role | null = 'pharmacist') {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: role ? bearer(tokens[role]) : {},
  });
}

/** The 400 body names the bad field in its details and in its message. */
function expectFieldError(
  res: Awaited<ReturnType<typeof post>>,
  field: string,
  messagePart?: string,
) {
  expect(res.statusCode, res.body).toBe(400);
  const error = res.json().error as {
    code: string;
    message: string;
    details: { path: string; message: string }[];
  };
  expect(error.code).toBe('validation');
  const detail = error.details.find((d) => d.path === `body.${field}`);
  expect(detail, JSON.stringify(error.details)).toBeDefined();
  expect(error.message).toContain(field);
  if (messagePart) expect(detail?.message).toContain(messagePart);
}

const BSA = { heightCm: 170, weightKg: 70 };
const RENAL = { ageYears: 60, sex: 'male', weightKg: 70, serumCreatinineMgDl: 1.0 };
const CARBO = { targetAuc: 5, ...RENAL };

describe('dosing access (the /clinical rule: oncologist, pharmacist, nurse)', () => {
  it.each([
    ['/api/dosing/bsa', BSA],
    ['/api/dosing/renal', RENAL],
    ['/api/dosing/carboplatin', CARBO],
  ])('%s is 401 without a token, even with a bad body', async (url, body) => {
    for (const payload of [body, { heightCm: -1 }]) {
      const res = await post(url, payload, null);
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('unauthorized');
    }
  });

  it.each([
    ['researcher', 403],
    ['student', 403],
    ['oncologist', 200],
    ['pharmacist', 200],
    ['nurse', 200],
  ] as const)('%s gets %i', async (role, status) => {
    for (const [url, body] of [
      ['/api/dosing/bsa', BSA],
      ['/api/dosing/renal', RENAL],
      ['/api/dosing/carboplatin', CARBO],
    ] as const) {
      const res = await post(url, body, role);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
      if (status === 403) expect(errorOf(res).code).toBe('forbidden');
    }
  });
});

describe('POST /api/dosing/bsa', () => {
  it('Mosteller is the default: 170 cm, 70 kg -> 1.82 m² (√(170 × 70 / 3600) = 1.818)', async () => {
    const res = await post('/api/dosing/bsa', BSA);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ bsaM2: 1.82, formula: 'mosteller', formulaLabel: 'Mosteller' });
    expect(body.bsaM2Unrounded).toBeCloseTo(1.8181, 4);
    expect(body.working[0]).toContain('√(170 cm × 70 kg / 3600)');
  });

  it.each([
    // DuBois: 0.007184 × 170^0.725 × 70^0.425 = 1.8097
    ['dubois', 1.81],
    ['mosteller', 1.82],
  ])('%s for 170 cm / 70 kg -> %f m²', async (formula, expected) => {
    const res = await post('/api/dosing/bsa', { ...BSA, formula });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bsaM2: expected, formula });
  });

  it.each([
    ['heightCm', { ...BSA, heightCm: 29 }, 'between 30 and 250'],
    ['heightCm', { ...BSA, heightCm: 251 }, 'between 30 and 250'],
    ['heightCm', { ...BSA, heightCm: 1.7 }, 'between 30 and 250'],
    ['weightKg', { ...BSA, weightKg: 0.5 }, 'between 1 and 400'],
    ['weightKg', { ...BSA, weightKg: 401 }, 'between 1 and 400'],
    ['heightCm', { weightKg: 70 }, 'required'],
    ['weightKg', { heightCm: 170 }, 'required'],
    ['heightCm', { ...BSA, heightCm: '170' }, 'must be a number'],
    ['formula', { ...BSA, formula: 'guess' }, 'formula must be one of'],
  ])('400 naming %s for %j', async (field, body, message) => {
    expectFieldError(await post('/api/dosing/bsa', body), field, message);
  });

  it('names every bad field at once', async () => {
    const res = await post('/api/dosing/bsa', { heightCm: 10, weightKg: 1000 });
    expectFieldError(res, 'heightCm');
    expectFieldError(res, 'weightKg');
  });
});

describe('POST /api/dosing/renal', () => {
  it.each([
    // Cockcroft–Gault (140 − 60) × 70 / (72 × 1.0) = 77.8; CKD-EPI 2021 male = 86.2
    ['male, actual weight', RENAL, 77.8, 86.2, 'actual'],
    // × 0.85 for women = 66.1; CKD-EPI 2021 female (κ 0.7, α −0.241, × 1.012) = 64.5
    ['female', { ...RENAL, sex: 'female' }, 66.1, 64.5, 'actual'],
    // BMI 24.2 < 25: auto keeps actual weight
    ['auto with BMI < 25', { ...RENAL, heightCm: 170 }, 77.8, 86.2, 'actual'],
    // 170 cm, 100 kg (BMI 34.6): IBW 65.9, adjusted 65.9 + 0.4 × 34.1 = 79.6 kg -> 88.4
    ['auto with BMI ≥ 25', { ...RENAL, heightCm: 170, weightKg: 100 }, 88.4, 86.2, 'adjusted'],
    // Devine IBW for a 170 cm man: 65.9 kg -> 80 × 65.9 / 72 = 73.3
    ['ideal', { ...RENAL, heightCm: 170, weightBasis: 'ideal' }, 73.3, 86.2, 'ideal'],
  ])('%s', async (_name, body, crcl, egfr, basis) => {
    const res = await post('/api/dosing/renal', body);
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out).toMatchObject({ crclMlMin: crcl, egfrMlMin173: egfr, weightBasisUsed: basis });
    expect(out.working.join('\n')).toContain('Cockcroft–Gault');
    expect(out.working.join('\n')).toContain('CKD-EPI 2021');
  });

  it('under 18 years both adult equations are unknown, with the reason, not a number', async () => {
    const res = await post('/api/dosing/renal', { ...RENAL, ageYears: 12 });
    expect(res.statusCode).toBe(200);
    const out = res.json();
    expect(out.crclMlMin).toBeNull();
    expect(out.egfrMlMin173).toBeNull();
    expect(out.notes.join(' ')).toMatch(/paediatric|adult/);
  });

  it.each([
    ['serumCreatinineMgDl', { ...RENAL, serumCreatinineMgDl: 0 }, 'greater than 0'],
    ['serumCreatinineMgDl', { ...RENAL, serumCreatinineMgDl: -1 }, 'greater than 0'],
    ['serumCreatinineMgDl', { ...RENAL, serumCreatinineMgDl: 20.1 }, 'µmol/L'],
    ['serumCreatinineMgDl', { ...RENAL, serumCreatinineMgDl: 88 }, 'µmol/L'],
    ['ageYears', { ...RENAL, ageYears: -1 }, 'between 0 and 120'],
    ['ageYears', { ...RENAL, ageYears: 121 }, 'between 0 and 120'],
    ['weightKg', { ...RENAL, weightKg: 0 }, 'between 1 and 400'],
    ['weightKg', { ...RENAL, weightKg: 401 }, 'between 1 and 400'],
    ['heightCm', { ...RENAL, heightCm: 251 }, 'between 30 and 250'],
    ['sex', { ...RENAL, sex: 'unknown' }, 'female or male'],
    ['sex', { ageYears: 60, weightKg: 70, serumCreatinineMgDl: 1 }, undefined],
    ['ageYears', { sex: 'male', weightKg: 70, serumCreatinineMgDl: 1 }, 'required'],
    ['serumCreatinineMgDl', { ageYears: 60, sex: 'male', weightKg: 70 }, 'required'],
    ['weightBasis', { ...RENAL, weightBasis: 'lean' }, 'weightBasis must be'],
    ['heightCm', { ...RENAL, weightBasis: 'adjusted' }, 'required for weightBasis adjusted'],
    ['heightCm', { ...RENAL, weightBasis: 'auto' }, 'required for weightBasis auto'],
  ])('400 naming %s for %j', async (field, body, message) => {
    expectFieldError(await post('/api/dosing/renal', body), field, message);
  });
});

describe('POST /api/dosing/carboplatin', () => {
  it('Calvert AUC 6 with a GFR of 150 is capped at 125 mL/min: 6 × (125 + 25) = 900 mg', async () => {
    const res = await post('/api/dosing/carboplatin', { ...CARBO, targetAuc: 6, gfrMlMin: 150 });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out).toMatchObject({
      gfrUsedMlMin: 125,
      gfrMlMin: 150,
      gfrSource: 'measured',
      capped: true,
      doseMg: 900,
    });
    expect(out.working.join('\n')).toContain('capped at 125 mL/min');
    expect(out.working.join('\n')).toContain('AUC 6 × (125 + 25) = 900 mg');
  });

  it.each([
    // GFR below the cap: AUC 5 × (100 + 25) = 625 mg
    ['measured GFR 100, AUC 5', { ...CARBO, gfrMlMin: 100 }, 100, false, 625, 'measured'],
    // Cockcroft–Gault 77.8 mL/min: AUC 5 × (77.78 + 25) = 513.9 mg
    ['Cockcroft–Gault, AUC 5', CARBO, 77.8, false, 513.9, 'cockcroft-gault'],
    // SCr 0.5: CrCl 155.6 -> capped: AUC 5 × 150 = 750 mg
    [
      'Cockcroft–Gault above the cap',
      { ...CARBO, serumCreatinineMgDl: 0.5 },
      125,
      true,
      750,
      'cockcroft-gault',
    ],
  ])('%s', async (_name, body, gfrUsed, capped, dose, source) => {
    const res = await post('/api/dosing/carboplatin', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      gfrUsedMlMin: gfrUsed,
      capped,
      doseMg: dose,
      gfrSource: source,
    });
  });

  it('a child without a measured GFR is refused, not dosed on an adult equation', async () => {
    const res = await post('/api/dosing/carboplatin', { ...CARBO, ageYears: 10 });
    expectFieldError(res, 'gfrMlMin');
  });

  it.each([
    ['targetAuc', { ...CARBO, targetAuc: 0 }, 'greater than 0'],
    ['targetAuc', { ...CARBO, targetAuc: 11 }, 'at most 10'],
    ['targetAuc', RENAL, 'required'],
    ['gfrMlMin', { ...CARBO, gfrMlMin: 0 }, 'greater than 0'],
    ['gfrMlMin', { ...CARBO, gfrMlMin: 500 }, 'at most 400'],
    ['serumCreatinineMgDl', { ...CARBO, serumCreatinineMgDl: 0 }, 'greater than 0'],
    ['serumCreatinineMgDl', { ...CARBO, serumCreatinineMgDl: 25 }, 'at most 20'],
    ['ageYears', { ...CARBO, ageYears: 130 }, 'between 0 and 120'],
    ['weightKg', { ...CARBO, weightKg: 500 }, 'between 1 and 400'],
    ['sex', { ...CARBO, sex: 'm' }, 'female or male'],
  ])('400 naming %s for %j', async (field, body, message) => {
    expectFieldError(await post('/api/dosing/carboplatin', body), field, message);
  });
});
