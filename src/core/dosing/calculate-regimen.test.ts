import { describe, expect, it } from 'vitest';
import type { OrganAdjustment } from '../knowledge/drug';
import { regimenSchema, type RegimenInput } from '../knowledge/regimen';
import { calculateRegimen, type DrugDosingInfo, type DrugLookup } from './calculate-regimen';

/*
 * Fixtures: small regimens shaped like the library's (doses from POLARIX/R-CHOP, KEYNOTE-189,
 * BEP) and a drug lookup whose caps and limits follow CLINICAL-NOTES (vincristine 2 mg,
 * doxorubicin 450 mg/m², epirubicin 900 mg/m², bleomycin 400 units). The equivalence factor for
 * epirubicin here is a test input, not a clinical claim.
 */
const src = [{ kind: 'pubmed', title: 'Fixture trial', pmid: '34904799' }] as const;
const common = {
  cancers: ['dlbcl'],
  intent: ['curative'],
  setting: ['first-line'],
  emetogenicRisk: 'high',
  growthFactorSupport: { level: 'consider', text: 'per risk' },
  monitoring: ['CBC'],
  sources: [...src],
} satisfies Partial<RegimenInput>;

const rchop = regimenSchema.parse({
  ...common,
  id: 'r-chop-fixture',
  name: 'R-CHOP',
  phases: [
    {
      id: 'r-chop',
      name: 'R-CHOP',
      cycleLengthDays: 21,
      cycles: { type: 'fixed', count: 6 },
      components: [
        {
          drugId: 'rituximab',
          dose: { basis: 'mg/m2', value: 375 },
          route: 'iv',
          days: [1],
          doseLevelApplies: false,
        },
        {
          drugId: 'cyclophosphamide',
          dose: { basis: 'mg/m2', value: 750 },
          route: 'iv',
          days: [1],
        },
        { drugId: 'doxorubicin', dose: { basis: 'mg/m2', value: 50 }, route: 'iv', days: [1] },
        {
          drugId: 'vincristine',
          dose: { basis: 'mg/m2', value: 1.4 },
          route: 'iv',
          days: [1],
          capMg: 2,
        },
        {
          drugId: 'prednisone',
          dose: { basis: 'flat', value: 100, unit: 'mg' },
          route: 'oral',
          days: [1, 2, 3, 4, 5],
        },
      ],
    },
  ],
} satisfies RegimenInput);

const carboPem = regimenSchema.parse({
  ...common,
  id: 'carbo-pem-fixture',
  name: 'Carboplatin–pemetrexed–pembrolizumab',
  phases: [
    {
      id: 'induction',
      name: 'Induction',
      cycleLengthDays: 21,
      cycles: { type: 'fixed', count: 4 },
      components: [
        { drugId: 'pemetrexed', dose: { basis: 'mg/m2', value: 500 }, route: 'iv', days: [1] },
        { drugId: 'carboplatin', dose: { basis: 'AUC', value: 5 }, route: 'iv', days: [1] },
        {
          drugId: 'pembrolizumab',
          dose: { basis: 'flat', value: 200, unit: 'mg' },
          route: 'iv',
          days: [1],
          doseLevelApplies: false,
        },
      ],
    },
  ],
} satisfies RegimenInput);

const cis = regimenSchema.parse({
  ...common,
  id: 'bep-fixture',
  name: 'BEP',
  phases: [
    {
      id: 'bep',
      name: 'BEP',
      cycleLengthDays: 21,
      cycles: { type: 'fixed', count: 4 },
      components: [
        {
          drugId: 'bleomycin',
          dose: { basis: 'flat', value: 30, unit: 'units' },
          route: 'iv',
          days: [1, 8, 15],
        },
        {
          drugId: 'etoposide',
          dose: { basis: 'mg/m2', value: 100 },
          route: 'iv',
          days: [1, 2, 3, 4, 5],
        },
        {
          drugId: 'cisplatin',
          dose: { basis: 'mg/m2', value: 20 },
          route: 'iv',
          days: [1, 2, 3, 4, 5],
        },
      ],
    },
  ],
} satisfies RegimenInput);

const renalNone: OrganAdjustment = { status: 'no-adjustment', summary: 'none needed', rules: [] };
const drugs: Record<string, DrugDosingInfo> = {
  rituximab: { rxcui: '121191', name: 'Rituximab', renal: renalNone },
  cyclophosphamide: { rxcui: '3002', name: 'Cyclophosphamide', renal: renalNone },
  doxorubicin: {
    rxcui: '3639',
    name: 'Doxorubicin',
    cumulativeLimit: { value: 450, unit: 'mg/m2', doxorubicinEquivalence: 1, note: 'fixture' },
    renal: renalNone,
  },
  epirubicin: {
    rxcui: '3995',
    name: 'Epirubicin',
    cumulativeLimit: { value: 900, unit: 'mg/m2', doxorubicinEquivalence: 0.5, note: 'fixture' },
  },
  vincristine: {
    rxcui: '11202',
    name: 'Vincristine',
    doseCap: { maxDose: 2, unit: 'mg', note: 'fixture' },
    renal: renalNone,
  },
  prednisone: { rxcui: '8640', name: 'Prednisone' },
  pemetrexed: {
    rxcui: '68446',
    name: 'Pemetrexed',
    renal: {
      status: 'avoid',
      summary: 'fixture',
      rules: [{ crclBelow: 45, action: 'avoid', text: 'do not give below 45 mL/min' }],
    },
  },
  carboplatin: { rxcui: '40048', name: 'Carboplatin' },
  pembrolizumab: { rxcui: '1547545', name: 'Pembrolizumab' },
  bleomycin: {
    rxcui: '1622',
    name: 'Bleomycin',
    cumulativeLimit: { value: 400, unit: 'units', note: 'fixture' },
  },
  etoposide: { rxcui: '4179', name: 'Etoposide' },
  cisplatin: { rxcui: '2555', name: 'Cisplatin' },
};
const lookup: DrugLookup = (id) => drugs[id];

const adult = {
  heightCm: 170,
  weightKg: 70,
  ageYears: 60,
  sex: 'male',
  serumCreatinineMgDl: 1,
} as const;

function ok(r: ReturnType<typeof calculateRegimen>) {
  if (r.status !== 'ok') throw new Error(JSON.stringify(r.issues));
  return r;
}
const doseOf = (r: ReturnType<typeof ok>, id: string) => r.components.find((c) => c.drugId === id);

describe('calculateRegimen: R-CHOP for the reference adult (BSA 1.82 m²)', () => {
  const r = ok(calculateRegimen(rchop, adult, lookup));

  it('uses Mosteller BSA rounded to 0.01 m² and shows Cockcroft–Gault', () => {
    expect(r.bsaM2).toBe(1.82);
    expect(r.crclMlMin).toBeCloseTo(77.78, 2); // (140 − 60) × 70 / 72
    expect(r.working[0]).toContain('Mosteller');
  });

  it.each([
    ['rituximab', 682.5, 'mg', false],
    ['cyclophosphamide', 1365, 'mg', false],
    ['doxorubicin', 91, 'mg', false],
    ['vincristine', 2, 'mg', true], // 1.4 × 1.82 = 2.548 → 2 mg cap
    ['prednisone', 100, 'mg', false],
  ])('%s → %s %s (capped %s)', (id, value, unit, capped) => {
    const c = doseOf(r, id);
    expect(c?.status).toBe('ok');
    expect(c?.dose?.value).toBeCloseTo(value, 6);
    expect(c?.dose?.unit).toBe(unit);
    expect(c?.capped).toBe(capped);
  });

  it('shows the arithmetic and warns about the vincristine cap', () => {
    const v = doseOf(r, 'vincristine');
    expect(v?.working[0]).toBe('1.4 mg/m² × 1.82 m² = 2.55 mg');
    expect(v?.warnings.join(' ')).toContain('capped at 2 mg');
  });

  it('carries the RxCUI from the drug record', () => {
    expect(doseOf(r, 'doxorubicin')?.rxcui).toBe('3639');
  });

  it('says prior anthracycline exposure was not recorded', () => {
    expect(r.warnings.some((w) => w.includes('Prior anthracycline exposure is not recorded'))).toBe(
      true,
    );
  });
});

describe('anthracycline cumulative limit (doxorubicin equivalents)', () => {
  it.each([
    // [prior, expect warning] R-CHOP ×6 adds 6 × 50 = 300 mg/m² (91 mg / 1.82 m²).
    [{ doxorubicin: 0 }, false],
    [{ doxorubicin: 150 }, false], // 150 + 300 = 450: at, not over, the limit
    [{ doxorubicin: 240 }, true], // 540 > 450, crossed in cycle 5
    [{ epirubicin: 300 }, false], // 300 × 0.5 = 150 equivalents + 300 = 450
    [{ epirubicin: 400 }, true], // 200 + 300 = 500
    [{ doxorubicin: 460 }, true], // already over
  ])('prior %o → warning %s', (prior, warn) => {
    const r = ok(calculateRegimen(rchop, { ...adult, priorCumulative: prior }, lookup));
    const w = r.warnings.filter((x) => x.startsWith('Anthracycline cumulative limit'));
    expect(w.length > 0).toBe(warn);
    expect(r.warnings.some((x) => x.includes('not recorded'))).toBe(false);
  });

  it('applies the strictest ceiling of the anthracyclines given before', () => {
    // Prior fixture daunorubicin 50 mg/m² (× 0.6 = 30 equivalents; ceiling 500 × 0.6 = 300
    // equivalents): 30 + 300 planned = 330 > 300, although doxorubicin's own 450 is not reached.
    const strict: DrugLookup = (id) =>
      id === 'daunorubicin'
        ? {
            rxcui: '3109',
            name: 'Daunorubicin',
            cumulativeLimit: {
              value: 500,
              unit: 'mg/m2',
              doxorubicinEquivalence: 0.6,
              note: 'fixture',
            },
          }
        : drugs[id];
    const r = ok(
      calculateRegimen(rchop, { ...adult, priorCumulative: { daunorubicin: 50 } }, strict),
    );
    expect(r.warnings.some((w) => w.startsWith('Anthracycline cumulative limit'))).toBe(true);
    const loose = ok(
      calculateRegimen(rchop, { ...adult, priorCumulative: { doxorubicin: 30 } }, strict),
    );
    expect(loose.warnings.some((w) => w.startsWith('Anthracycline cumulative limit'))).toBe(false);
  });

  it('names the cycle at which the limit is crossed', () => {
    const r = ok(
      calculateRegimen(rchop, { ...adult, priorCumulative: { doxorubicin: 240 } }, lookup),
    );
    expect(r.warnings.join(' ')).toContain('crossed in cycle 5 of R-CHOP');
  });
});

describe('dose levels', () => {
  const r = ok(calculateRegimen(rchop, { ...adult, doseLevelPercent: 80 }, lookup));
  it.each([
    ['cyclophosphamide', 1092],
    ['doxorubicin', 72.8],
    ['rituximab', 682.5], // antibodies stay at full dose
    ['vincristine', 2], // 2.548 × 0.8 = 2.04 → still capped
  ])('%s at 80 percent → %s mg', (id, value) => {
    expect(doseOf(r, id)?.dose?.value).toBeCloseTo(value, 6);
  });
});

describe('carboplatin by Calvert with the FDA GFR cap', () => {
  it('doses the reference adult from CrCl', () => {
    const r = ok(calculateRegimen(carboPem, adult, lookup));
    // 5 × (77.78 + 25) = 513.9 mg
    expect(doseOf(r, 'carboplatin')?.dose?.value).toBeCloseTo(513.89, 1);
    expect(doseOf(r, 'carboplatin')?.capped).toBe(false);
  });

  it('caps GFR at 125 mL/min: AUC 5 → 750 mg maximum', () => {
    const young = { ...adult, ageYears: 25, weightKg: 75, serumCreatinineMgDl: 0.6 };
    const r = ok(calculateRegimen(carboPem, young, lookup));
    const c = doseOf(r, 'carboplatin');
    expect(c?.dose?.value).toBe(750);
    expect(c?.warnings.join(' ')).toContain('capped at 125 mL/min');
  });

  it('applies the optional SCr floor only when asked', () => {
    const lowScr = { ...adult, serumCreatinineMgDl: 0.5 };
    const plain = ok(calculateRegimen(carboPem, lowScr, lookup));
    const floored = ok(calculateRegimen(carboPem, lowScr, lookup, { scrFloorMgDl: 0.7 }));
    expect(plain.crclMlMin).toBeCloseTo(155.56, 1);
    expect(floored.crclMlMin).toBeCloseTo(111.11, 1);
    expect(floored.working.join(' ')).toContain('raised to the chosen floor');
  });

  describe('creatinine below the reference (issue 13 item 4)', () => {
    const lowScr = { ...adult, serumCreatinineMgDl: 0.5 };

    it('shows the dose at 0.7 mg/dL beside the measured one, and says so next to the result', () => {
      const r = ok(calculateRegimen(carboPem, lowScr, lookup));
      const c = doseOf(r, 'carboplatin');
      // Measured: CrCl 155.56 → capped 125 → 750 mg. At 0.7 mg/dL: 111.11 → 5 × 136.11 = 680.6 mg.
      expect(c?.dose?.value).toBe(750);
      expect(c?.alternativeDose).toMatchObject({ scrMgDl: 0.7, unit: 'mg' });
      expect(c?.alternativeDose?.value).toBeCloseTo(680.56, 1);
      expect(c?.alternativeDose?.crclMlMin).toBeCloseTo(111.11, 1);
      expect(c?.warnings.join(' ')).toMatch(/creatinine 0\.5 mg\/dL is below 0\.7 mg\/dL/);
    });

    it('applies the dose level to both doses', () => {
      const r = ok(calculateRegimen(carboPem, { ...lowScr, doseLevelPercent: 80 }, lookup));
      const c = doseOf(r, 'carboplatin');
      expect(c?.dose?.value).toBeCloseTo(600, 1);
      expect(c?.alternativeDose?.value).toBeCloseTo(544.44, 1);
    });

    it.each([
      ['at the reference', { serumCreatinineMgDl: 0.7 }, {}],
      ['above it', { serumCreatinineMgDl: 1.1 }, {}],
      ['when the floor is already applied', { serumCreatinineMgDl: 0.5 }, { scrFloorMgDl: 0.7 }],
      [
        'below a lower institutional reference',
        { serumCreatinineMgDl: 0.5 },
        { lowCreatinineReferenceMgDl: 0.4 },
      ],
    ])('shows one dose %s', (_label, patient, options) => {
      const r = ok(calculateRegimen(carboPem, { ...adult, ...patient }, lookup, options));
      expect(doseOf(r, 'carboplatin')?.alternativeDose).toBeUndefined();
    });

    it('follows a different institutional reference', () => {
      const r = ok(calculateRegimen(carboPem, lowScr, lookup, { lowCreatinineReferenceMgDl: 0.8 }));
      expect(doseOf(r, 'carboplatin')?.alternativeDose?.scrMgDl).toBe(0.8);
    });

    it('leaves BSA-dosed drugs alone', () => {
      const r = ok(calculateRegimen(carboPem, lowScr, lookup));
      expect(doseOf(r, 'pemetrexed')?.alternativeDose).toBeUndefined();
    });
  });

  it('is unknown, not guessed, when sex is unknown', () => {
    const r = ok(calculateRegimen(carboPem, { ...adult, sex: 'unknown' }, lookup));
    const c = doseOf(r, 'carboplatin');
    expect(c?.status).toBe('unknown');
    expect(c?.dose).toBeNull();
    expect(doseOf(r, 'pemetrexed')?.status).toBe('ok');
    expect(r.crclMlMin).toBeNull();
  });

  it('triggers the drug record renal rule', () => {
    const r = ok(calculateRegimen(carboPem, { ...adult, serumCreatinineMgDl: 2 }, lookup));
    expect(doseOf(r, 'pemetrexed')?.warnings.join(' ')).toContain('< 45 mL/min → avoid');
  });
});

describe('renal notes are not warnings (issue 13 item 3)', () => {
  // Cockcroft-Gault for the reference adult (60 y, 70 kg, male): creatinine 1 -> 77.8 mL/min,
  // 2 -> 38.9 mL/min. Below 60 the calculator says what the kidney means for each drug.
  const noData: OrganAdjustment = {
    status: 'no-data',
    summary: 'Not studied in renal impairment.',
    rules: [],
  };
  const withNoData: DrugLookup = (id) =>
    id === 'etoposide' ? { ...drugs.etoposide!, renal: noData } : drugs[id];

  it.each([
    // drug, regimen, lookup, creatinine, expected note (or null), still no renal warning
    [
      'doxorubicin',
      rchop,
      lookup,
      2,
      'Doxorubicin: the label needs no renal dose adjustment (none needed).',
    ],
    [
      'vincristine',
      rchop,
      lookup,
      2,
      'Vincristine: the label needs no renal dose adjustment (none needed).',
    ],
    ['doxorubicin', rchop, lookup, 1, null],
    [
      'etoposide',
      cis,
      withNoData,
      2,
      'Etoposide: no renal dosing data in the knowledge base at CrCl 38.9 mL/min (Not studied in renal impairment); check the label.',
    ],
    ['etoposide', cis, withNoData, 1, null],
  ] as const)('%s at creatinine %#', (id, regimen, find, scr, note) => {
    const r = ok(calculateRegimen(regimen, { ...adult, serumCreatinineMgDl: scr }, find));
    const c = doseOf(r, id);
    expect(c?.notes).toEqual(note ? [note] : []);
    expect(c?.warnings.filter((w) => /renal/i.test(w))).toEqual([]);
  });

  it('keeps real renal findings as warnings (pemetrexed below 45 mL/min)', () => {
    const r = ok(calculateRegimen(carboPem, { ...adult, serumCreatinineMgDl: 2 }, lookup));
    expect(doseOf(r, 'pemetrexed')?.warnings.join(' ')).toContain('avoid');
    expect(doseOf(r, 'pemetrexed')?.notes).toEqual([]);
  });
});

describe('cisplatin and bleomycin (BEP)', () => {
  it('warns when CrCl < 60 mL/min for cisplatin', () => {
    const r = ok(calculateRegimen(cis, { ...adult, serumCreatinineMgDl: 1.5 }, lookup));
    expect(doseOf(r, 'cisplatin')?.warnings.join(' ')).toContain('below 60 mL/min');
    const fine = ok(calculateRegimen(cis, adult, lookup));
    expect(doseOf(fine, 'cisplatin')?.warnings).toEqual([]);
  });

  it.each([
    // 30 units × 3 days × 4 cycles = 360 units
    [{ bleomycin: 0 }, false],
    [{ bleomycin: 100 }, true],
  ])('bleomycin prior %o → warning %s', (prior, warn) => {
    const r = ok(calculateRegimen(cis, { ...adult, priorCumulative: prior }, lookup));
    expect(r.warnings.some((w) => w.startsWith('Bleomycin cumulative limit'))).toBe(warn);
  });

  it('gives bleomycin in units', () => {
    const r = ok(calculateRegimen(cis, adult, lookup));
    expect(doseOf(r, 'bleomycin')?.dose).toEqual({ value: 30, unit: 'units' });
  });
});

describe('rounding, BSA formula and missing drugs', () => {
  it('rounds to the chosen step within the tolerance, and skips it beyond', () => {
    const r = ok(
      calculateRegimen(rchop, adult, lookup, { roundingStep: { mg: 5, maxDeviationPercent: 5 } }),
    );
    expect(doseOf(r, 'doxorubicin')?.dose?.value).toBe(90);
    expect(doseOf(r, 'cyclophosphamide')?.dose?.value).toBe(1365);
    // 2 mg to a 5 mg step would be 0 mg: refused.
    expect(doseOf(r, 'vincristine')?.dose?.value).toBe(2);
    expect(doseOf(r, 'vincristine')?.warnings.join(' ')).toContain('not rounded');
  });

  it('never rounds above a cap', () => {
    const r = ok(
      calculateRegimen(rchop, adult, lookup, {
        roundingStep: { mg: 0.5, maxDeviationPercent: 30 },
      }),
    );
    expect(doseOf(r, 'vincristine')?.dose?.value).toBe(2);
  });

  it('uses the chosen BSA formula', () => {
    const r = ok(calculateRegimen(rchop, adult, lookup, { bsaFormula: 'dubois' }));
    expect(r.bsaM2).toBe(1.81);
  });

  it('still calculates a drug missing from the knowledge base, and says so', () => {
    const r = ok(
      calculateRegimen(rchop, adult, (id) => (id === 'prednisone' ? undefined : drugs[id])),
    );
    const p = doseOf(r, 'prednisone');
    expect(p?.rxcui).toBeNull();
    expect(p?.warnings[0]).toContain('not found in the drug knowledge base');
  });
});

describe('invalid input', () => {
  it.each([
    [{ ...adult, heightCm: 1.7 }, ['heightCm']],
    [{ ...adult, serumCreatinineMgDl: 88 }, ['serumCreatinineMgDl']],
    [{ heightCm: 170 }, ['ageYears', 'serumCreatinineMgDl', 'sex', 'weightKg']],
  ])('names the bad fields %#', (input, fields) => {
    const r = calculateRegimen(rchop, input, lookup);
    expect(r.status).toBe('invalid');
    if (r.status === 'invalid') expect(r.issues.map((i) => i.field).sort()).toEqual(fields);
  });
});

describe('carboplatin GFR cap marks the component capped', () => {
  it('AUC 5 with a CrCl above 125 mL/min gives 750 mg, capped', () => {
    // A young, heavy man: Cockcroft-Gault well above 125 mL/min, so the FDA cap applies.
    const result = calculateRegimen(
      carboPem,
      { heightCm: 190, weightKg: 110, ageYears: 25, sex: 'male', serumCreatinineMgDl: 0.7 },
      (id) => ({ rxcui: id === 'carboplatin' ? '40048' : null, name: id }),
    );
    if (result.status !== 'ok') throw new Error(result.status);
    const carbo = result.components.find((c) => c.drugId === 'carboplatin')!;
    expect(carbo.dose).toEqual({ value: 750, unit: 'mg' });
    expect(carbo.capped).toBe(true);
    const pem = result.components.find((c) => c.drugId === 'pemetrexed')!;
    expect(pem.capped).toBe(false);
  });
});

describe('continuous infusions print per pump, per day and rate (issue 13 item 1)', () => {
  const pumpRegimen = (component: Record<string, unknown>) =>
    regimenSchema.parse({
      ...common,
      id: 'pump-fixture',
      name: 'Pump fixture',
      phases: [
        {
          id: 'p',
          name: 'Pump',
          cycleLengthDays: 14,
          cycles: { type: 'fixed', count: 12 },
          components: [{ drugId: 'fluorouracil', route: 'iv', ...component }],
        },
      ],
    });
  const fu = { fluorouracil: { rxcui: '4492', name: 'Fluorouracil' } };
  const fuLookup: DrugLookup = (id) => (fu as Record<string, DrugDosingInfo>)[id];
  // 1.94 m²: the issue's mFOLFOX6 example (1200 mg/m² × 1.94 = 2328 mg a day, 4656 mg a pump).
  const patient = { ...adult, heightCm: 180, weightKg: 75.3 };

  it('per-day dosing over days 1-2 in 46 hours: 4656 mg per pump at 101.2 mg/h', () => {
    const r = ok(
      calculateRegimen(
        pumpRegimen({
          dose: { basis: 'mg/m2', value: 1200 },
          days: [1, 2],
          continuousInfusion: { hours: 46, dosePer: 'day' },
        }),
        patient,
        fuLookup,
      ),
    );
    expect(r.bsaM2).toBe(1.94);
    const c = doseOf(r, 'fluorouracil');
    expect(c?.dose?.value).toBeCloseTo(2328, 6);
    expect(c?.continuousInfusion).toMatchObject({
      hours: 46,
      perUnitTotal: { value: 2400, unit: 'mg/m²' },
      total: { value: 4656, unit: 'mg' },
      perDay: { value: 2328, unit: 'mg' },
    });
    expect(c?.continuousInfusion?.ratePerHour).toBeCloseTo(101.22, 2);
    expect(c?.working.join(' ')).toContain('= 4656 mg over 46 h = 101.2 mg/h');
  });

  it('a per-infusion total started on day 1 (FOLFIRI 2400 mg/m² over 46 h) gives the same pump', () => {
    const c = doseOf(
      ok(
        calculateRegimen(
          pumpRegimen({
            dose: { basis: 'mg/m2', value: 2400 },
            days: [1],
            continuousInfusion: { hours: 46, dosePer: 'infusion' },
          }),
          patient,
          fuLookup,
        ),
      ),
      'fluorouracil',
    );
    expect(c?.continuousInfusion?.total.value).toBeCloseTo(4656, 6);
    expect(c?.continuousInfusion?.perDay.value).toBeCloseTo(2328, 6);
  });

  it('a bolus has no pump figures', () => {
    const c = doseOf(
      ok(
        calculateRegimen(
          pumpRegimen({ dose: { basis: 'mg/m2', value: 400 }, days: [1] }),
          patient,
          fuLookup,
        ),
      ),
      'fluorouracil',
    );
    expect(c?.continuousInfusion).toBeUndefined();
  });

  it.each([
    [
      'per-day hours beyond its days',
      { days: [1, 2], continuousInfusion: { hours: 72, dosePer: 'day' } },
    ],
    [
      'per-day days that are not consecutive',
      { days: [1, 3], continuousInfusion: { hours: 46, dosePer: 'day' } },
    ],
    [
      'a per-infusion total over two listed days',
      { days: [1, 2], continuousInfusion: { hours: 46, dosePer: 'infusion' } },
    ],
  ])('the schema refuses %s', (_label, component) => {
    expect(() => pumpRegimen({ dose: { basis: 'mg/m2', value: 1200 }, ...component })).toThrow();
  });
});
