import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../core/access';
import { regimenRecords } from '../../../knowledge/regimens';
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

function get(url: string, role: Role | null = 'oncologist') {
  return t.app.inject({ method: 'GET', url, headers: role ? bearer(tokens[role]) : {} });
}

function calculate(id: string, payload: unknown, role: Role | null = 'oncologist') {
  return t.app.inject({
    method: 'POST',
    url: `/api/regimens/${id}/calculate`,
    payload: payload as Record<string, unknown>,
    headers: role ? bearer(tokens[role]) : {},
  });
}

/** The reference adult of issue 5: 170 cm, 70 kg, 60 years, male, SCr 1.0 mg/dL. */
const ADULT = { heightCm: 170, weightKg: 70, ageYears: 60, sex: 'male', serumCreatinineMgDl: 1.0 };

type Component = {
  rxcui: string | null;
  name: string;
  basis: string;
  perUnitDose: { value: number; unit: string };
  dose: { value: number; unit: string } | null;
  capped: boolean;
  warnings: string[];
  working: string[];
  phaseId: string;
  status: string;
};

describe('regimen access (/regimens or /clinical: oncologist, pharmacist, nurse)', () => {
  const requests = [
    ['list', () => get('/api/regimens', null), (role: Role) => get('/api/regimens', role)],
    [
      'detail',
      () => get('/api/regimens/mfolfox6', null),
      (role: Role) => get('/api/regimens/mfolfox6', role),
    ],
    [
      'calculate',
      () => calculate('mfolfox6', ADULT, null),
      (role: Role) => calculate('mfolfox6', ADULT, role),
    ],
  ] as const;

  it.each(requests)('%s is 401 without a token', async (_name, anonymous) => {
    const res = await anonymous();
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('unauthorized');
  });

  it.each([
    ['researcher', 403],
    ['student', 403],
    ['oncologist', 200],
    // Pharmacists verify doses and nurses double-check them before administration (/clinical).
    ['pharmacist', 200],
    ['nurse', 200],
  ] as const)('%s gets %i on list, detail and calculate', async (role, status) => {
    for (const [name, , signedIn] of requests) {
      const res = await signedIn(role);
      expect(res.statusCode, name).toBe(status);
      if (status === 403) expect(errorOf(res).code).toBe('forbidden');
    }
  });

  it('a student with a bad body still gets 403, not a validation error', async () => {
    expect((await calculate('mfolfox6', { heightCm: 1 }, 'student')).statusCode).toBe(403);
  });
});

describe('GET /api/regimens', () => {
  it('lists every regimen with cancers, intent, setting, components and cycle info', async () => {
    const res = await get('/api/regimens');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(regimenRecords.length);
    expect(body.total).toBeGreaterThanOrEqual(50);
    const folfox = body.regimens.find((r: { id: string }) => r.id === 'mfolfox6');
    expect(folfox).toMatchObject({
      name: 'mFOLFOX6',
      cancers: expect.arrayContaining(['gastric']),
      intent: ['palliative'],
      setting: ['first-line'],
      phases: [
        { id: 'mfolfox6', cycleLengthDays: 14, cycleText: expect.stringContaining('14-day') },
      ],
    });
    expect(folfox.drugs.map((d: { name: string }) => d.name)).toEqual([
      'Oxaliplatin',
      'Leucovorin',
      'Fluorouracil',
    ]);
    expect(folfox.components[0]).toMatchObject({
      drug: { id: 'oxaliplatin', rxcui: '32592', name: 'Oxaliplatin' },
      basis: 'mg/m2',
      perUnitDose: { value: 85, unit: 'mg/m²' },
    });
  });

  it.each([
    [
      '?q=folfox',
      (r: { id: string }) => ['mfolfox6', 'mfolfox6-adjuvant', 'folfox-nivolumab'].includes(r.id),
      3,
    ],
    ['?cancer=colorectal&q=folfox', (r: { id: string }) => r.id === 'mfolfox6-adjuvant', 1],
    [
      '?q=OXALIPLATIN',
      (r: { drugs: { id: string }[] }) => r.drugs.some((d) => d.id === 'oxaliplatin'),
      undefined,
    ],
    ['?cancer=breast', (r: { cancers: string[] }) => r.cancers.includes('breast'), undefined],
    ['?cancer=gastric&q=folfox', (r: { id: string }) => r.id.includes('folfox'), 2],
  ])('filters %s', async (query, predicate, count) => {
    const res = await get(`/api/regimens${query}`);
    expect(res.statusCode).toBe(200);
    const { regimens } = res.json();
    expect(regimens.length).toBeGreaterThan(0);
    if (count !== undefined) expect(regimens).toHaveLength(count);
    for (const r of regimens) expect(predicate(r)).toBe(true);
  });

  it('a query matching nothing is an empty list, not an error', async () => {
    const res = await get('/api/regimens?q=zzzz-no-such-regimen');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ regimens: [], total: 0 });
  });

  it.each([
    ['cancer', '?cancer=lungs'],
    ['q', `?q=${'x'.repeat(101)}`],
  ])('400 naming %s', async (field, query) => {
    const res = await get(`/api/regimens${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(
      `querystring.${field}`,
    );
  });
});

describe('GET /api/regimens/:id', () => {
  it('returns the full record with each component drug resolved', async () => {
    const res = await get('/api/regimens/r-chop-21');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toBe('r-chop-21');
    expect(body.sources.length).toBeGreaterThan(0);
    expect(body.monitoring.length).toBeGreaterThan(0);
    expect(body.growthFactorSupport.level).toBeDefined();
    const vincristine = body.phases[0].components.find(
      (c: { drugId: string }) => c.drugId === 'vincristine',
    );
    expect(vincristine).toMatchObject({
      drug: { id: 'vincristine', rxcui: '11202', name: 'Vincristine' },
      dose: { basis: 'mg/m2', value: 1.4 },
      capMg: 2,
    });
  });

  it.each(['no-such-regimen', 'MFOLFOX6'])('404 for unknown id %s', async (id) => {
    const res = await get(`/api/regimens/${id}`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toMatchObject({
      code: 'not_found',
      message: `No regimen with id "${id}"`,
    });
  });
});

/** [field named in the 400, body, part of its message]. */
type BadInput = [string, Record<string, unknown>, string | undefined];
const BAD_INPUTS: BadInput[] = [
  ['heightCm', { ...ADULT, heightCm: 29 }, 'between 30 and 250'],
  ['heightCm', { ...ADULT, heightCm: 251 }, 'between 30 and 250'],
  ['weightKg', { ...ADULT, weightKg: 0.9 }, 'between 1 and 400'],
  ['weightKg', { ...ADULT, weightKg: 401 }, 'between 1 and 400'],
  ['serumCreatinineMgDl', { ...ADULT, serumCreatinineMgDl: 0 }, 'greater than 0'],
  ['serumCreatinineMgDl', { ...ADULT, serumCreatinineMgDl: 20.5 }, 'at most 20'],
  ['ageYears', { ...ADULT, ageYears: -1 }, 'between 0 and 120'],
  ['ageYears', { ...ADULT, ageYears: 121 }, 'between 0 and 120'],
  ['sex', { ...ADULT, sex: 'x' }, 'female, male or unknown'],
  ['doseLevelPercent', { ...ADULT, doseLevelPercent: 0 }, 'greater than 0'],
  ['doseLevelPercent', { ...ADULT, doseLevelPercent: 200 }, 'at most 150'],
  ['priorCumulative.3639', { ...ADULT, priorCumulative: { '3639': -5 } }, '0 or more'],
  ['bsaFormula', { ...ADULT, bsaFormula: 'guess' }, 'bsaFormula must be one of'],
  ...(['heightCm', 'weightKg', 'ageYears', 'serumCreatinineMgDl'] as const).map(
    (field) =>
      [
        field,
        Object.fromEntries(Object.entries(ADULT).filter(([k]) => k !== field)),
        'required',
      ] satisfies BadInput,
  ),
  ['sex', { heightCm: 170, weightKg: 70, ageYears: 60, serumCreatinineMgDl: 1 }, undefined],
];

describe('POST /api/regimens/:id/calculate', () => {
  it('mFOLFOX6 for the reference adult: BSA 1.82 m², every dose = mg/m² × 1.82', async () => {
    const res = await calculate('mfolfox6', ADULT);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // Mosteller √(170 × 70 / 3600) = 1.818 -> 1.82; Cockcroft–Gault 80 × 70 / 72 = 77.8
    expect(body).toMatchObject({
      regimenId: 'mfolfox6',
      bsaM2: 1.82,
      bsaFormula: 'mosteller',
      crclMlMin: 77.8,
    });
    const doses = body.components.map((c: Component) => [
      c.name,
      c.rxcui,
      c.dose?.value,
      c.dose?.unit,
    ]);
    expect(doses).toEqual([
      ['Oxaliplatin', '32592', 154.7, 'mg'], // 85 × 1.82
      ['Leucovorin', expect.any(String), 728, 'mg'], // 400 × 1.82
      ['Fluorouracil', '4492', 728, 'mg'], // bolus 400 × 1.82
      ['Fluorouracil', '4492', 2184, 'mg'], // 1200 × 1.82 per day, days 1–2
    ]);
    const oxali = body.components[0] as Component;
    expect(oxali).toMatchObject({
      basis: 'mg/m2',
      perUnitDose: { value: 85, unit: 'mg/m²' },
      capped: false,
      phaseId: 'mfolfox6',
      status: 'ok',
    });
    expect(oxali.working.join('\n')).toContain('85 mg/m² × 1.82 m² = 154.7 mg');
    expect(body.working.join('\n')).toContain('Mosteller');
  });

  it('a dose level of 80% reduces the cytotoxics and leaves leucovorin at full dose', async () => {
    const res = await calculate('mfolfox6', { ...ADULT, doseLevelPercent: 80 });
    expect(res.statusCode, res.body).toBe(200);
    const doses = res.json().components.map((c: Component) => c.dose?.value);
    expect(doses).toEqual([123.76, 728, 582.4, 1747.2]);
  });

  it('vincristine 1.4 mg/m² × 1.82 = 2.55 mg is capped at 2 mg (R-CHOP)', async () => {
    const res = await calculate('r-chop-21', ADULT);
    expect(res.statusCode, res.body).toBe(200);
    const vcr = res.json().components.find((c: Component) => c.name === 'Vincristine');
    expect(vcr).toMatchObject({ dose: { value: 2, unit: 'mg' }, capped: true });
    expect(vcr.warnings.join(' ')).toContain('capped at 2 mg');
  });

  it('prior doxorubicin keyed by RxCUI warns that R-CHOP would cross the anthracycline limit', async () => {
    // 400 mg/m² prior + 50 mg/m² × 6 cycles = 700 > 550 mg/m²: crossed in cycle 4.
    const res = await calculate('r-chop-21', { ...ADULT, priorCumulative: { '3639': 400 } });
    expect(res.statusCode, res.body).toBe(200);
    const warnings = res.json().warnings.join('\n');
    expect(warnings).toContain('Anthracycline cumulative limit');
    expect(warnings).toContain('cycle 4');
  });

  it('with no prior anthracycline recorded, the projection says it assumed none', async () => {
    const res = await calculate('r-chop-21', ADULT);
    expect(res.json().warnings.join('\n')).toContain(
      'Prior anthracycline exposure is not recorded',
    );
  });

  it('cisplatin with CrCl below 60 mL/min is flagged (SCr 2.0 -> CrCl 38.9)', async () => {
    const res = await calculate('cisplatin-100-radiotherapy', { ...ADULT, serumCreatinineMgDl: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.crclMlMin).toBe(38.9);
    const cis = body.components.find((c: Component) => c.name === 'Cisplatin');
    expect(cis.warnings.join(' ')).toMatch(/below 60 mL\/min/);
  });

  it('carboplatin in a regimen uses Calvert with the GFR capped at 125 mL/min', async () => {
    // Woman, SCr 0.5: CrCl 132.2 > 125, so AUC 6 × (125 + 25) = 900 mg.
    const res = await calculate('carboplatin-paclitaxel-ovarian', {
      ...ADULT,
      sex: 'female',
      serumCreatinineMgDl: 0.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    const carbo = res.json().components.find((c: Component) => c.name === 'Carboplatin');
    expect(carbo).toMatchObject({ basis: 'AUC', dose: { value: 900, unit: 'mg' } });
    expect(carbo.warnings.join(' ')).toContain('capped at 125 mL/min');
  });

  it('a creatinine below the setting shows the dose at it beside the capped dose (issue 13 item 4)', async () => {
    const low = { ...ADULT, sex: 'female', serumCreatinineMgDl: 0.5 };
    const res = await calculate('carboplatin-paclitaxel-ovarian', low);
    const carbo = res.json().components.find((c: Component) => c.name === 'Carboplatin');
    expect(carbo.dose.value).toBe(900);
    expect(carbo.alternativeDose).toMatchObject({ scrMgDl: 0.7, unit: 'mg' });
    expect(carbo.alternativeDose.value).toBeLessThan(900);
    const stricter = await calculate('carboplatin-paclitaxel-ovarian', {
      ...low,
      lowCreatinineReferenceMgDl: 0.8,
    });
    const c8 = stricter.json().components.find((c: Component) => c.name === 'Carboplatin');
    expect(c8.alternativeDose.scrMgDl).toBe(0.8);
    expect(c8.alternativeDose.value).toBeLessThan(carbo.alternativeDose.value);
    const bad = await calculate('carboplatin-paclitaxel-ovarian', {
      ...low,
      lowCreatinineReferenceMgDl: 3,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('lowCreatinineReferenceMgDl');
  });

  it('a continuous fluorouracil infusion answers its total per pump, daily share and rate (issue 13 item 1)', async () => {
    const res = await calculate('mfolfox6', ADULT);
    expect(res.statusCode, res.body).toBe(200);
    const pump = res
      .json()
      .components.find(
        (c: Component & { days: number[] }) => c.name === 'Fluorouracil' && c.days.length === 2,
      );
    expect(pump.continuousInfusion).toMatchObject({
      hours: 46,
      perUnitTotal: { value: 2400, unit: 'mg/m²' },
    });
    expect(pump.continuousInfusion.total.value).toBeCloseTo(pump.dose.value * 2, 3);
    expect(pump.continuousInfusion.ratePerHour).toBeCloseTo((pump.dose.value * 2) / 46, 2);
    const bolus = res
      .json()
      .components.find(
        (c: Component & { days: number[] }) => c.name === 'Fluorouracil' && c.days.length === 1,
      );
    expect(bolus.continuousInfusion).toBeUndefined();
  });

  it('unknown sex: carboplatin is unknown with a reason, never a guessed dose', async () => {
    const res = await calculate('carboplatin-paclitaxel-ovarian', { ...ADULT, sex: 'unknown' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.crclMlMin).toBeNull();
    const carbo = body.components.find((c: Component) => c.name === 'Carboplatin');
    expect(carbo).toMatchObject({ status: 'unknown', dose: null });
    expect(carbo.warnings.length).toBeGreaterThan(0);
  });

  it.each(regimenRecords.map((r) => [r.id]))(
    '%s calculates for the reference adult without error',
    async (id) => {
      const res = await calculate(id, ADULT);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.bsaM2).toBe(1.82);
      expect(body.components.length).toBeGreaterThan(0);
      for (const c of body.components as Component[]) {
        expect(c.status, `${c.name}: ${c.warnings.join(' ')}`).toBe('ok');
        expect(c.dose?.value).toBeGreaterThan(0);
      }
    },
  );

  it.each(BAD_INPUTS)('400 naming %s', async (field, body, message) => {
    const res = await calculate('mfolfox6', body);
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json().error as {
      code: string;
      message: string;
      details: { path: string; message: string }[];
    };
    expect(error.code).toBe('validation');
    expect(error.message).toContain(field);
    const detail = error.details.find((d) => d.path === `body.${field}`);
    expect(detail, JSON.stringify(error.details)).toBeDefined();
    if (message) expect(detail?.message).toContain(message);
  });

  it('an unknown drug in priorCumulative is a 400 naming it, not silently dropped', async () => {
    const res = await calculate('r-chop-21', {
      ...ADULT,
      priorCumulative: { '3639': 100, '99999999': 50 },
    });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.details).toEqual([
      { path: 'body.priorCumulative.99999999', message: expect.stringContaining('99999999') },
    ]);
  });

  it('an empty body names every missing field at once', async () => {
    const res = await calculate('mfolfox6', {});
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.heightCm',
        'body.weightKg',
        'body.ageYears',
        'body.sex',
        'body.serumCreatinineMgDl',
      ]),
    );
  });

  it('404 for an unknown regimen', async () => {
    const res = await calculate('no-such-regimen', ADULT);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('No regimen with id "no-such-regimen"');
  });
});
