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

function evaluate(payload: unknown, role: Role | null = 'pharmacist') {
  return t.app.inject({
    method: 'POST',
    url: '/api/pgx/evaluate',
    payload: payload as Record<string, unknown>,
    headers: role ? bearer(tokens[role]) : {},
  });
}

type Rec = {
  gene: string;
  drug: { rxcui: string | null; name: string };
  phenotype: string;
  action: string;
  doseFactor: number | null;
  recommendation: string;
  strength: string;
  sources: { label: string }[];
};

function recFor(body: { recommendations: Rec[] }, drugName: string): Rec {
  const rec = body.recommendations.find((r) => r.drug.name.toLowerCase() === drugName);
  if (!rec) throw new Error(`no recommendation for ${drugName}: ${JSON.stringify(body)}`);
  return rec;
}

const DPYD_PM = { genotypes: [{ gene: 'DPYD', diplotype: 'c.1905+1G>A/c.1905+1G>A' }] };

describe('PGx access (the /genomics rule: oncologist, pharmacist, researcher)', () => {
  const endpoints = [
    ['POST', '/api/pgx/evaluate'],
    ['GET', '/api/pgx/genes'],
    ['GET', '/api/pgx/matrix'],
  ] as const;

  it.each(endpoints)('%s %s is 401 without a token', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      ...(method === 'POST' ? { payload: DPYD_PM } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('unauthorized');
  });

  it.each([
    ['nurse', 403],
    ['student', 403],
    ['oncologist', 200],
    ['pharmacist', 200],
    ['researcher', 200],
  ] as const)('%s gets %i on every PGx endpoint', async (role, status) => {
    for (const [method, url] of endpoints) {
      const res = await t.app.inject({
        method,
        url,
        headers: bearer(tokens[role]),
        ...(method === 'POST' ? { payload: DPYD_PM } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(status);
      if (status === 403) expect(errorOf(res).code).toBe('forbidden');
    }
  });

  it('a nurse gets 403, not a validation error, for a bad body', async () => {
    expect((await evaluate({ genotypes: 'x' }, 'nurse')).statusCode).toBe(403);
  });
});

describe('POST /api/pgx/evaluate', () => {
  it('DPYD c.1905+1G>A homozygous (activity score 0): poor metabolizer, avoid fluorouracil (CPIC 2017)', async () => {
    const res = await evaluate(DPYD_PM);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.genes).toEqual([
      expect.objectContaining({
        gene: 'DPYD',
        activityScore: 0,
        phenotype: 'poor metabolizer',
        diplotype: expect.stringContaining('c.1905+1G>A'),
      }),
    ]);
    const fu = recFor(body, 'fluorouracil');
    expect(fu).toMatchObject({
      gene: 'DPYD',
      drug: { rxcui: '4492', name: 'Fluorouracil' },
      phenotype: 'poor metabolizer',
      action: 'avoid',
      doseFactor: null,
      strength: 'strong',
    });
    expect(fu.sources.some((s) => s.label.includes('29152729'))).toBe(true);
    // Without `drugs`, every drug with a DPYD rule is covered.
    expect(recFor(body, 'capecitabine').action).toBe('avoid');
  });

  it('DPYD activity score 1 (one no-function allele): reduce the starting dose by 50%', async () => {
    const res = await evaluate({
      genotypes: [{ gene: 'DPYD', diplotype: 'c.1905+1G>A/Reference' }],
      drugs: ['fluorouracil'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.genes[0]).toMatchObject({
      activityScore: 1,
      phenotype: 'intermediate metabolizer',
    });
    expect(body.recommendations).toHaveLength(1);
    expect(recFor(body, 'fluorouracil')).toMatchObject({ action: 'reduce', doseFactor: 0.5 });
  });

  it('CYP2D6 *1/*1 with paroxetine (a strong CYP2D6 inhibitor) is phenoconverted to poor', async () => {
    const res = await evaluate({
      genotypes: [{ gene: 'CYP2D6', diplotype: '*1/*1' }],
      drugs: ['codeine'],
      medications: ['paroxetine'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.genes[0]).toMatchObject({
      gene: 'CYP2D6',
      phenotype: 'poor metabolizer',
      activityScore: 0,
      phenoconverted: {
        from: 'normal metabolizer',
        to: 'poor metabolizer',
        fromActivityScore: 2,
        toActivityScore: 0,
        cause: expect.stringContaining('Paroxetine'),
      },
    });
    expect(recFor(body, 'codeine')).toMatchObject({
      phenotype: 'poor metabolizer',
      action: 'avoid',
    });
  });

  it.each([
    // Medications are names, brands or ids; the inhibitor strength comes from the drug record.
    ['brand name Paxil', ['Paxil'], 'poor metabolizer', true],
    [
      'moderate inhibitor duloxetine (score × 0.5)',
      ['duloxetine'],
      'intermediate metabolizer',
      true,
    ],
    ['weak inhibitor sertraline (unchanged)', ['Sertraline'], 'normal metabolizer', false],
    ['no inhibitor', ['ondansetron'], 'normal metabolizer', false],
  ])('CYP2D6 *1/*1 with %s', async (_name, medications, phenotype, converted) => {
    const res = await evaluate({
      genotypes: [{ gene: 'CYP2D6', diplotype: '*1/*1' }],
      drugs: ['codeine'],
      medications,
    });
    expect(res.statusCode, res.body).toBe(200);
    const gene = res.json().genes[0];
    expect(gene.phenotype).toBe(phenotype);
    expect(gene.phenoconverted !== undefined).toBe(converted);
  });

  it.each([
    // Each case: genotype -> drug -> expected phenotype and action (CPIC guideline tables).
    [
      'UGT1A1 *28/*28',
      { gene: 'UGT1A1', diplotype: '*28/*28' },
      'irinotecan',
      'poor metabolizer',
      'reduce',
    ],
    [
      'HLA-B*58:01 positive',
      { gene: 'HLA-B*58:01', phenotype: 'positive' },
      'allopurinol',
      'positive',
      'avoid',
    ],
    [
      'G6PD deficient',
      { gene: 'G6PD', phenotype: 'Deficient' },
      'rasburicase',
      'deficient',
      'avoid',
    ],
    [
      'CYP2D6 activity score 1 (2019 consensus)',
      { gene: 'CYP2D6', activityScore: 1 },
      'codeine',
      'intermediate metabolizer',
      'standard',
    ],
  ])('%s', async (_name, genotype, drug, phenotype, action) => {
    const res = await evaluate({ genotypes: [genotype], drugs: [drug] });
    expect(res.statusCode, res.body).toBe(200);
    expect(recFor(res.json(), drug)).toMatchObject({ phenotype, action });
  });

  it('an unknown allele fails closed: indeterminate with an error entry, never normal', async () => {
    const res = await evaluate({
      genotypes: [{ gene: 'CYP2D6', diplotype: '*1/*999' }],
      drugs: ['codeine'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.genes[0]).toMatchObject({ phenotype: 'indeterminate', activityScore: null });
    expect(body.errors[0].message).toContain('*999');
    expect(recFor(body, 'codeine').action).not.toBe('standard');
  });

  it('lists unknown drugs and medications, and known drugs without PGx guidance', async () => {
    const res = await evaluate({
      genotypes: [{ gene: 'DPYD', diplotype: 'c.1905+1G>A/Reference' }],
      drugs: ['Xeloda', 'oxaliplatin', 'notadrug'],
      medications: ['zzz-unknown-med'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.unknownDrugs).toEqual(['notadrug']);
    expect(body.unknownMedications).toEqual(['zzz-unknown-med']);
    expect(body.drugsWithoutGuidance).toEqual([
      { id: 'oxaliplatin', rxcui: '32592', name: 'Oxaliplatin' },
    ]);
    // The brand resolves to capecitabine; nothing else is evaluated.
    expect(body.recommendations.map((r: Rec) => r.drug.name)).toEqual(['Capecitabine']);
  });

  it.each([
    [[{ gene: 'CYP2D9', diplotype: '*1/*1' }], 0, 'CYP2D9'],
    [
      [
        { gene: 'DPYD', diplotype: '*1/*1' },
        { gene: 'FOO', phenotype: 'normal' },
      ],
      1,
      'FOO',
    ],
    [[{ gene: 'HLA-B*44:02', phenotype: 'positive' }], 0, 'HLA-B*44:02'],
  ])('an unknown gene is a 400 naming it (%j)', async (genotypes, index, gene) => {
    const res = await evaluate({ genotypes });
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('validation');
    expect(error.message).toContain(`Unknown or unsupported gene "${gene}"`);
    expect(error.message).toContain('DPYD');
    expect(error.details).toEqual([
      { path: `body.genotypes.${index}.gene`, message: expect.stringContaining(gene) },
    ]);
  });

  it.each([
    ['genotypes', {}],
    ['genotypes', { genotypes: [] }],
    ['genotypes', { genotypes: 'DPYD *1/*1' }],
    ['genotypes.0', { genotypes: [{ gene: 'DPYD' }] }],
    ['genotypes.0.gene', { genotypes: [{ diplotype: '*1/*1' }] }],
    ['genotypes.0.activityScore', { genotypes: [{ gene: 'CYP2D6', activityScore: -1 }] }],
    ['genotypes.0.activityScore', { genotypes: [{ gene: 'CYP2D6', activityScore: 'high' }] }],
    ['drugs', { ...DPYD_PM, drugs: 'fluorouracil' }],
    ['drugs.0', { ...DPYD_PM, drugs: [''] }],
    ['medications', { ...DPYD_PM, medications: 'paroxetine' }],
    ['medications.0', { ...DPYD_PM, medications: [{ id: 'paroxetine' }] }],
  ])('400 naming %s', async (field, payload) => {
    const res = await evaluate(payload);
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('validation');
    expect(error.details.map((d: { path: string }) => d.path)).toContain(`body.${field}`);
  });

  it('rejects unknown top-level keys instead of ignoring them', async () => {
    const res = await evaluate({ ...DPYD_PM, drugIds: ['fluorouracil'] });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('drugIds');
  });
});

describe('GET /api/pgx/genes and /api/pgx/matrix', () => {
  it('lists every gene the engine interprets, with its table version and drugs', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/pgx/genes',
      headers: bearer(tokens.researcher),
    });
    expect(res.statusCode).toBe(200);
    const genes = res.json().genes as {
      gene: string;
      tableVersion: string;
      drugs: { name: string }[];
      riskAlleles: string[];
    }[];
    expect(genes.map((g) => g.gene)).toEqual(
      expect.arrayContaining(['DPYD', 'UGT1A1', 'TPMT', 'NUDT15', 'CYP2D6', 'CYP2C19', 'CYP2C9']),
    );
    expect(genes.map((g) => g.gene)).toEqual(
      expect.arrayContaining(['VKORC1', 'G6PD', 'HLA-B', 'CYP3A5', 'SLCO1B1']),
    );
    const dpyd = genes.find((g) => g.gene === 'DPYD');
    expect(dpyd?.tableVersion).toMatch(/CPIC/);
    expect(dpyd?.drugs.map((d) => d.name)).toEqual(
      expect.arrayContaining(['Fluorouracil', 'Capecitabine']),
    );
    expect(genes.find((g) => g.gene === 'HLA-B')?.riskAlleles).toEqual(
      expect.arrayContaining(['*57:01', '*58:01', '*15:02']),
    );
  });

  it('the matrix maps DPYD x fluorouracil phenotypes to CPIC actions', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/pgx/matrix',
      headers: bearer(tokens.oncologist),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.drugs.length).toBeGreaterThanOrEqual(25);
    const cell = body.cells.find(
      (c: { gene: string; drugId: string }) => c.gene === 'DPYD' && c.drugId === 'fluorouracil',
    );
    expect(cell.actions).toMatchObject({
      'normal metabolizer': ['standard'],
      'intermediate metabolizer': ['reduce'],
      'poor metabolizer': ['avoid'],
    });
  });
});
