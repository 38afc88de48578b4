import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_RESULT, type PgxGene, type PhenotypeKey } from '../knowledge/pgx';
import { pgxKnowledge } from '../../knowledge/pgx';
import {
  createPgxEngine,
  evaluatePgxInputSchema,
  pgxEvaluationSchema,
  type EvaluatePgxInput,
  type PgxEvaluation,
} from './index';
import { matchRule, type KeyState } from './match';

// The product's knowledge bound to the engine, as the server does it.
const engine = createPgxEngine(pgxKnowledge);
const { evaluatePgx, geneDrugMatrix, listPgxGenes } = engine;
const pgxKnowledgeBase = engine.knowledge;

const ANTINEOPLASTIC = new Set(['tamoxifen', 'fluorouracil', 'capecitabine']);
const resolveDrug = (id: string) => ({
  rxcui: id === 'fluorouracil' ? '4492' : null,
  name: id,
  kind: ANTINEOPLASTIC.has(id) ? 'antineoplastic' : 'supportive',
});

function run(input: EvaluatePgxInput): PgxEvaluation {
  const result = evaluatePgx(input, resolveDrug);
  // Every answer must fit the response schema the server uses as its allow-list.
  expect(pgxEvaluationSchema.safeParse(result).success).toBe(true);
  return result;
}

function recsFor(result: PgxEvaluation, drugId: string) {
  return result.recommendations.filter((r) => r.drug.id === drugId);
}

function only(result: PgxEvaluation, drugId: string, population = 'general') {
  const recs = recsFor(result, drugId).filter((r) => r.population === population);
  expect(recs).toHaveLength(1);
  const [rec] = recs;
  if (!rec) throw new Error(`no recommendation for ${drugId}`);
  return rec;
}

describe('DPYD and fluoropyrimidines (CPIC 2017 update)', () => {
  it.each([
    // activity score, phenotype, action, doseFactor, CPIC strength
    [2, 'normal metabolizer', 'standard', null, 'strong'],
    [1.5, 'intermediate metabolizer', 'reduce', 0.5, 'moderate'],
    [1, 'intermediate metabolizer', 'reduce', 0.5, 'strong'],
    [0.5, 'poor metabolizer', 'avoid', null, 'strong'],
    [0, 'poor metabolizer', 'avoid', null, 'strong'],
  ] as const)('AS %s -> %s: %s (factor %s, %s)', (score, phenotype, action, factor, strength) => {
    const result = run({ genotypes: [{ gene: 'DPYD', activityScore: score }] });
    expect(result.genes[0]?.phenotype).toBe(phenotype);
    for (const drug of ['fluorouracil', 'capecitabine']) {
      const rec = only(result, drug);
      expect([rec.action, rec.doseFactor, rec.strength]).toEqual([action, factor, strength]);
      expect(rec.sources.map((s) => s.label).join(' ')).toContain('PMID 29152729');
    }
  });

  it.each([
    ['c.1905+1G>A/Reference', 1, 'reduce', 'strong'],
    ['c.2846A>T/*1', 1.5, 'reduce', 'moderate'],
    ['c.1905+1G>A/c.2846A>T', 0.5, 'avoid', 'strong'],
    ['*2A/*13', 0, 'avoid', 'strong'],
  ] as const)('diplotype %s (AS %s) -> %s', (diplotype, score, action, strength) => {
    const result = run({ genotypes: [{ gene: 'DPYD', diplotype }], drugIds: ['capecitabine'] });
    expect(result.genes[0]?.activityScore).toBe(score);
    const rec = only(result, 'capecitabine');
    expect([rec.action, rec.strength]).toEqual([action, strength]);
    expect(rec.drug).toEqual({ id: 'capecitabine', rxcui: null, name: 'capecitabine' });
  });

  it('passes the RxCUI from resolveDrug through', () => {
    const result = run({ genotypes: [{ gene: 'DPYD', activityScore: 2 }] });
    expect(only(result, 'fluorouracil').drug.rxcui).toBe('4492');
  });

  it('reports both CPIC rows, each with its condition, when only the phenotype is known', () => {
    const result = run({ genotypes: [{ gene: 'DPYD', phenotype: 'Intermediate Metabolizer' }] });
    const recs = recsFor(result, 'fluorouracil');
    expect(recs.map((r) => [r.strength, r.doseFactor, r.condition])).toEqual([
      ['strong', 0.5, 'if DPYD activity score at most 1.0'],
      ['moderate', 0.5, 'otherwise (activity score not reported)'],
    ]);
  });

  it('an unknown DPYD variant is indeterminate, never normal', () => {
    const result = run({ genotypes: [{ gene: 'DPYD', diplotype: 'c.9999A>T/Reference' }] });
    expect(result.genes[0]?.phenotype).toBe('indeterminate');
    expect(result.errors[0]?.message).toContain('not in the CPIC table');
    expect(only(result, 'fluorouracil').action).toBe('indeterminate');
  });
});

describe('CYP2D6 (2019 consensus) and its drugs', () => {
  it.each([
    // diplotype, phenotype, AS, tamoxifen, codeine, ondansetron
    ['*1/*10', 'normal metabolizer', 1.25, 'standard', 'standard', 'standard'],
    ['*1/*1', 'normal metabolizer', 2, 'standard', 'standard', 'standard'],
    ['*4/*4', 'poor metabolizer', 0, 'alternative', 'avoid', 'standard'],
    ['*1/*1x2', 'ultrarapid metabolizer', 3, 'standard', 'avoid', 'alternative'],
    ['*1x2/*1', 'ultrarapid metabolizer', 3, 'standard', 'avoid', 'alternative'],
    ['*10/*10', 'intermediate metabolizer', 0.5, 'alternative', 'standard', 'standard'],
  ] as const)(
    '%s -> %s (AS %s)',
    (diplotype, phenotype, score, tamoxifen, codeine, ondansetron) => {
      const result = run({ genotypes: [{ gene: 'CYP2D6', diplotype }] });
      expect(result.genes[0]).toMatchObject({ phenotype, activityScore: score });
      expect(only(result, 'tamoxifen').action).toBe(tamoxifen);
      expect(only(result, 'codeine').action).toBe(codeine);
      expect(only(result, 'ondansetron').action).toBe(ondansetron);
    },
  );

  it.each([
    [0.25, 'moderate'],
    [0.75, 'moderate'],
    [1, 'optional'],
  ] as const)('tamoxifen IM at AS %s is graded %s', (score, strength) => {
    const result = run({
      genotypes: [{ gene: 'CYP2D6', activityScore: score }],
      drugIds: ['tamoxifen'],
    });
    expect(only(result, 'tamoxifen')).toMatchObject({
      action: 'alternative',
      strength,
      // 40 mg/day is a fallback only if an aromatase inhibitor is contraindicated: a note, not a factor.
      doseFactor: null,
      doseNote: expect.stringContaining('40 mg/day'),
    });
  });

  it('an allele newer than the table (*180) is indeterminate with an error', () => {
    const result = run({
      genotypes: [{ gene: 'CYP2D6', diplotype: '*1/*180' }],
      drugIds: ['codeine'],
    });
    expect(result.genes[0]?.phenotype).toBe('indeterminate');
    expect(result.errors).toHaveLength(1);
    expect(only(result, 'codeine')).toMatchObject({
      action: 'indeterminate',
      strength: 'no-recommendation',
    });
  });
});

describe('CYP2D6 phenoconversion (AS x 0 strong, x 0.5 moderate; Borges 2010)', () => {
  const paroxetine = { id: 'paroxetine', name: 'paroxetine', cyp2d6Inhibition: 'strong' as const };
  const duloxetine = {
    id: 'duloxetine',
    name: 'duloxetine',
    cyp2d6Inhibition: 'moderate' as const,
  };
  const sertraline = { id: 'sertraline', name: 'sertraline', cyp2d6Inhibition: 'weak' as const };

  it.each([
    ['*1/*1', [paroxetine], 'normal metabolizer', 'poor metabolizer', 0],
    ['*1/*1', [duloxetine], 'normal metabolizer', 'intermediate metabolizer', 1],
    ['*1/*1', [duloxetine, paroxetine], 'normal metabolizer', 'poor metabolizer', 0],
    ['*1/*1x2', [duloxetine], 'ultrarapid metabolizer', 'normal metabolizer', 1.5],
    ['*1/*10', [duloxetine], 'normal metabolizer', 'intermediate metabolizer', 0.625],
    ['*1/*4', [duloxetine], 'intermediate metabolizer', 'intermediate metabolizer', 0.5],
    // 2.25 x 0.5 = 1.125 lies between IM (1.0) and NM (1.25): fail closed.
    ['*2x2/*10', [duloxetine], 'normal metabolizer', 'indeterminate', null],
  ] as const)('%s with %j: %s -> %s (AS %s)', (diplotype, meds, from, to, score) => {
    const result = run({ genotypes: [{ gene: 'CYP2D6', diplotype }], medications: [...meds] });
    const gene = result.genes[0];
    expect(gene?.phenotype).toBe(to);
    expect(gene?.phenoconverted).toMatchObject({ from, to, toActivityScore: score });
    expect(gene?.phenoconverted?.cause).toContain('CYP2D6 inhibitor');
  });

  it('changes the recommendation and says why', () => {
    const result = run({
      genotypes: [{ gene: 'CYP2D6', diplotype: '*1/*1' }],
      medications: [paroxetine],
      drugIds: ['tamoxifen'],
    });
    const rec = only(result, 'tamoxifen');
    expect(rec).toMatchObject({
      phenotype: 'poor metabolizer',
      action: 'alternative',
      strength: 'strong',
    });
    expect(rec.notes.join(' ')).toContain(
      'phenoconverted from normal metabolizer to poor metabolizer',
    );
  });

  it('advises replacing the inhibitor, first when the guided drug is the cancer drug (issue 13 item 5)', () => {
    const withAlternatives = {
      ...paroxetine,
      alternatives: [
        { id: 'citalopram', name: 'citalopram' },
        { id: 'escitalopram', name: 'escitalopram' },
      ],
    };
    const tamoxifen = only(
      run({
        genotypes: [{ gene: 'CYP2D6', diplotype: '*1/*1' }],
        medications: [withAlternatives],
        drugIds: ['tamoxifen'],
      }),
      'tamoxifen',
    );
    expect(tamoxifen.inhibitorAdvice).toMatchObject({
      first: true,
      inhibitors: [{ id: 'paroxetine', name: 'paroxetine' }],
      alternatives: withAlternatives.alternatives,
    });
    expect(tamoxifen.inhibitorAdvice?.text).toMatch(
      /^Replace paroxetine \(strong CYP2D6 inhibitor\) with a drug that does not inhibit CYP2D6.*citalopram, escitalopram\.$/,
    );
    const codeine = only(
      run({
        genotypes: [{ gene: 'CYP2D6', diplotype: '*1/*1' }],
        medications: [paroxetine],
        drugIds: ['codeine'],
      }),
      'codeine',
    );
    expect(codeine.inhibitorAdvice?.first).toBe(false);
    expect(codeine.inhibitorAdvice?.text).toContain('lists no same-class drug');
  });

  it('gives no inhibitor advice without phenoconversion', () => {
    const rec = only(
      run({ genotypes: [{ gene: 'CYP2D6', diplotype: '*4/*4' }], drugIds: ['tamoxifen'] }),
      'tamoxifen',
    );
    expect(rec.inhibitorAdvice).toBeUndefined();
  });

  it.each([
    ['*4/*4', [paroxetine], 'poor metabolizer', 'unchanged'],
    ['*1/*1', [sertraline], 'normal metabolizer', 'not adjusted'],
    ['*1/*22', [paroxetine], 'indeterminate', 'genotype is indeterminate'],
  ] as const)('%s with %j stays %s (%s)', (diplotype, meds, phenotype, note) => {
    const result = run({ genotypes: [{ gene: 'CYP2D6', diplotype }], medications: [...meds] });
    expect(result.genes[0]?.phenotype).toBe(phenotype);
    expect(result.genes[0]?.phenoconverted).toBeUndefined();
    expect(result.genes[0]?.notes.join(' ')).toContain(note);
  });

  it.each([
    ['NM', paroxetine, 'poor metabolizer'],
    ['NM', duloxetine, 'indeterminate'],
    ['PM', duloxetine, 'poor metabolizer'],
  ] as const)('phenotype-only %s with a %s inhibitor -> %s', (phenotype, med, expected) => {
    const result = run({ genotypes: [{ gene: 'CYP2D6', phenotype }], medications: [med] });
    expect(result.genes[0]?.phenotype).toBe(expected);
  });
});

describe('UGT1A1 and SN-38 drugs (label, DPWG)', () => {
  it('*28/*28: irinotecan starts lower, citing the FDA label and DPWG 70%', () => {
    const result = run({ genotypes: [{ gene: 'UGT1A1', diplotype: '*28/*28' }] });
    const irinotecan = only(result, 'irinotecan');
    expect(irinotecan).toMatchObject({
      phenotype: 'poor metabolizer',
      action: 'reduce',
      doseFactor: 0.7,
    });
    expect(irinotecan.recommendation).toContain('at least one level lower');
    const labels = irinotecan.sources.map((s) => s.label).join(' | ');
    expect(labels).toContain('2.3 Dosage in Patients With Reduced UGT1A1 Activity');
    expect(labels).toContain('PMID 36443464');
    expect(only(result, 'sacituzumab-govitecan')).toMatchObject({
      action: 'monitor',
      doseFactor: null,
    });
  });

  it.each([
    ['*1/*28', 'standard'],
    ['*1/*1', 'standard'],
    ['*1/*80', 'indeterminate'],
  ] as const)('%s: irinotecan %s', (diplotype, action) => {
    const result = run({ genotypes: [{ gene: 'UGT1A1', diplotype }] });
    expect(only(result, 'irinotecan').action).toBe(action);
  });
});

describe('TPMT + NUDT15 and thiopurines (CPIC 2025 update, not the superseded rows)', () => {
  it.each([
    // TPMT, NUDT15, action, factor, range, mercaptopurine strength, thioguanine strength
    ['*1/*1', '*1/*1', 'standard', null, null, 'strong', 'strong'],
    ['*1/*3A', '*1/*1', 'reduce', null, { min: 0.3, max: 0.8 }, 'strong', 'moderate'],
    ['*1/*1', '*1/*3', 'reduce', null, { min: 0.3, max: 0.8 }, 'strong', 'moderate'],
    ['*1/*3A', '*1/*3', 'reduce', null, { min: 0.2, max: 0.5 }, 'strong', 'moderate'],
    ['*3A/*8', '*1/*3', 'reduce', null, { min: 0.2, max: 0.5 }, 'strong', 'moderate'],
    ['*3A/*3A', '*1/*1', 'reduce', 0.1, null, 'strong', 'strong'],
    ['*1/*1', '*3/*3', 'reduce', 0.1, null, 'strong', 'strong'],
    ['*1/*3A', '*3/*5', 'reduce', 0.1, null, 'strong', 'strong'],
    ['*1/*1', '*1/*11', 'standard', null, null, 'strong', 'strong'],
    ['*1/*9', '*1/*11', 'monitor', null, null, 'strong', 'strong'],
  ] as const)('TPMT %s + NUDT15 %s -> %s', (tpmt, nudt15, action, factor, range, mp, tg) => {
    const result = run({
      genotypes: [
        { gene: 'TPMT', diplotype: tpmt },
        { gene: 'NUDT15', diplotype: nudt15 },
      ],
    });
    const merc = only(result, 'mercaptopurine');
    const thio = only(result, 'thioguanine');
    expect([merc.action, merc.doseFactor, merc.doseRange, merc.strength]).toEqual([
      action,
      factor,
      range,
      mp,
    ]);
    expect([thio.action, thio.doseFactor, thio.doseRange, thio.strength]).toEqual([
      action,
      factor,
      range,
      tg,
    ]);
    expect(merc.guideline.version).toContain('2025 guideline update');
  });

  it('poor metabolizer text gives the 10-fold, thrice-weekly schedule for malignancy', () => {
    const result = run({
      genotypes: [{ gene: 'TPMT', diplotype: '*3A/*3A' }],
      drugIds: ['mercaptopurine'],
    });
    const rec = only(result, 'mercaptopurine');
    expect(rec.recommendation).toContain('three times a week');
    expect(rec.recommendation).toContain('10 mg/m2/day');
    expect(rec.phenotype).toBe('TPMT: poor metabolizer; NUDT15: no result');
  });

  it('TPMT alone uses the "NUDT15 No Result" rows', () => {
    const result = run({
      genotypes: [{ gene: 'TPMT', phenotype: 'IM' }],
      drugIds: ['thioguanine'],
    });
    expect(only(result, 'thioguanine').doseRange).toEqual({ min: 0.3, max: 0.8 });
  });
});

describe('G6PD and rasburicase (CPIC 2022)', () => {
  it.each([
    [{ gene: 'G6PD', diplotype: 'A- 202A_376G' }, 'deficient', 'avoid'],
    [{ gene: 'G6PD', diplotype: 'Bangkok' }, 'deficient', 'avoid'],
    [{ gene: 'G6PD', diplotype: 'B (reference)' }, 'normal', 'standard'],
    [{ gene: 'G6PD', diplotype: 'B (reference)/Mediterranean' }, 'variable', 'indeterminate'],
    [{ gene: 'G6PD', diplotype: 'B (reference)/Nowhere' }, 'indeterminate', 'indeterminate'],
    [{ gene: 'G6PD', phenotype: 'Deficient' }, 'deficient', 'avoid'],
  ] as const)('%j -> %s, rasburicase %s', (genotype, phenotype, action) => {
    const result = run({ genotypes: [genotype], drugIds: ['rasburicase'] });
    expect(result.genes[0]?.phenotype).toBe(phenotype);
    expect(only(result, 'rasburicase').action).toBe(action);
  });
});

describe('HLA-B carrier status and allopurinol, abacavir, carbamazepine, phenytoin', () => {
  it.each([
    [{ gene: 'HLA-B', diplotype: '*58:01 positive' }, 'avoid'],
    [{ gene: 'HLA-B', diplotype: 'HLA-B*58:01/*07:02' }, 'avoid'],
    [{ gene: 'HLA-B*58:01', phenotype: 'positive' }, 'avoid'],
    [{ gene: 'HLA-B', diplotype: '*07:02/*44:03' }, 'standard'],
    [{ gene: 'hla-b*58:01', phenotype: 'negative' }, 'standard'],
  ] as const)('%j -> allopurinol %s', (genotype, action) => {
    const result = run({ genotypes: [genotype], drugIds: ['allopurinol'] });
    expect(only(result, 'allopurinol')).toMatchObject({
      action,
      strength: 'strong',
      gene: 'HLA-B*58:01',
    });
  });

  it('a carrier statement settles only its allele; other HLA drugs are listed as untested', () => {
    const result = run({
      genotypes: [{ gene: 'HLA-B', diplotype: '*58:01 positive' }],
      drugIds: ['allopurinol', 'abacavir'],
    });
    expect(result.genes.map((g) => g.allele)).toEqual(['*58:01']);
    expect(recsFor(result, 'abacavir')).toEqual([]);
    expect(result.untested).toEqual([
      { drug: { id: 'abacavir', rxcui: null, name: 'abacavir' }, genes: ['HLA-B*57:01'] },
    ]);
  });

  it('HLA-B*15:02 positive: carbamazepine per CPIC population, phenytoin-naive avoid', () => {
    const result = run({
      genotypes: [{ gene: 'HLA-B', diplotype: '*15:02 positive' }],
      drugIds: ['carbamazepine', 'phenytoin'],
    });
    expect(
      recsFor(result, 'carbamazepine').map((r) => [r.population, r.action, r.strength]),
    ).toEqual([
      ['CBZ naive', 'avoid', 'strong'],
      ['CBZ use >3mos', 'monitor', 'optional'],
      ['CBZ-no alternatives', 'avoid', 'strong'],
    ]);
    expect(only(result, 'phenytoin', 'PHT naive').action).toBe('avoid');
  });

  it('an unreadable HLA-B result is indeterminate for every risk allele', () => {
    const result = run({
      genotypes: [{ gene: 'HLA-B', diplotype: '*58' }],
      drugIds: ['allopurinol'],
    });
    expect(result.genes.map((g) => g.phenotype)).toEqual([
      'indeterminate',
      'indeterminate',
      'indeterminate',
    ]);
    expect(only(result, 'allopurinol').action).toBe('indeterminate');
    expect(result.errors).toHaveLength(1);
  });

  it('an allele-named entry whose result is about another allele is indeterminate', () => {
    const result = run({ genotypes: [{ gene: 'HLA-B*58:01', diplotype: '*57:01 positive' }] });
    expect(result.genes.map((g) => [g.allele, g.phenotype])).toEqual([['*58:01', 'indeterminate']]);
    expect(result.errors[0]?.message).toContain('does not state *58:01');
  });

  it('a bare "positive" phenotype is rejected because it names no allele', () => {
    const result = run({ genotypes: [{ gene: 'HLA-B', phenotype: 'positive' }] });
    expect(result.errors[0]?.message).toContain('name the allele');
  });
});

describe('other CPIC genes', () => {
  it.each([
    [{ gene: 'CYP2C19', diplotype: '*2/*2' }, 'clopidogrel', 'CVI ACS PCI', 'alternative'],
    [{ gene: 'CYP2C19', diplotype: '*17/*17' }, 'voriconazole', 'adults', 'alternative'],
    [{ gene: 'CYP2C19', diplotype: '*1/*17' }, 'voriconazole', 'pediatrics', 'monitor'],
    [{ gene: 'CYP2C19', diplotype: '*17/*17' }, 'omeprazole', 'general', 'increase'],
    [{ gene: 'CYP2C19', diplotype: '*2/*2' }, 'pantoprazole', 'general', 'reduce'],
    [{ gene: 'CYP2C19', diplotype: '*2/*2' }, 'esomeprazole', 'general', 'indeterminate'],
    [{ gene: 'CYP2C19', diplotype: '*2/*2' }, 'citalopram', 'general', 'alternative'],
    [{ gene: 'CYP2C19', diplotype: '*2/*9' }, 'sertraline', 'general', 'reduce'],
    [{ gene: 'CYP2C9', diplotype: '*3/*3' }, 'celecoxib', 'general', 'reduce'],
    [{ gene: 'CYP2C9', diplotype: '*1/*3' }, 'phenytoin', 'PHT naive', 'reduce'],
    [{ gene: 'CYP3A5', diplotype: '*1/*3' }, 'tacrolimus', 'general', 'increase'],
    [{ gene: 'CYP3A5', diplotype: '*3/*3' }, 'tacrolimus', 'general', 'standard'],
    [{ gene: 'SLCO1B1', diplotype: '*5/*5' }, 'simvastatin', 'general', 'alternative'],
    [{ gene: 'SLCO1B1', diplotype: '*1/*5' }, 'atorvastatin', 'general', 'reduce'],
    [{ gene: 'SLCO1B1', diplotype: '*5/*5' }, 'rosuvastatin', 'general', 'reduce'],
  ] as const)('%j -> %s (%s): %s', (genotype, drug, population, action) => {
    const result = run({ genotypes: [genotype] });
    expect(only(result, drug, population).action).toBe(action);
  });

  it('warfarin points to the CPIC algorithm and never gives a dose', () => {
    const result = run({
      genotypes: [
        { gene: 'CYP2C9', diplotype: '*1/*3' },
        { gene: 'VKORC1', diplotype: 'G/A' },
      ],
      drugIds: ['warfarin'],
    });
    const rec = only(result, 'warfarin');
    expect(rec).toMatchObject({
      action: 'monitor',
      doseFactor: null,
      doseRange: null,
      strength: 'not-graded',
    });
    expect(rec.recommendation).toContain('dosing algorithm');
    expect(rec.sources.some((s) => s.url?.includes('warfarin_recommendation_diagram'))).toBe(true);
    expect(rec.phenotype).toBe('CYP2C9: intermediate metabolizer; VKORC1: -1639 AG');
  });

  it('sertraline notes that CYP2B6 was not genotyped', () => {
    const result = run({
      genotypes: [{ gene: 'CYP2C19', diplotype: '*1/*1' }],
      drugIds: ['sertraline'],
    });
    const rec = only(result, 'sertraline');
    expect(rec.gene).toBe('CYP2C19');
    expect(rec.notes.join(' ')).toContain('CYP2B6 is not genotyped');
  });
});

describe('input handling', () => {
  it('an unknown gene is an error entry, not a throw', () => {
    const result = run({ genotypes: [{ gene: 'ABCG2', diplotype: '*1/*1' }] });
    expect(result.genes).toEqual([]);
    expect(result.errors[0]).toMatchObject({ gene: 'ABCG2' });
  });

  it.each([
    [{ gene: 'CYP2D6', diplotype: '*1/*4', phenotype: 'PM' }, 'disagrees'],
    [{ gene: 'CYP2D6', diplotype: '*1/*4', activityScore: 2 }, 'disagrees'],
    [{ gene: 'DPYD', activityScore: 0.75 }, 'multiples of 0.5'],
    [{ gene: 'DPYD', activityScore: 2.5 }, 'cannot exceed 2'],
    [{ gene: 'CYP2C19', phenotype: 'slow' }, 'not one of'],
  ] as const)('%j -> indeterminate (%s)', (genotype, message) => {
    const result = run({ genotypes: [genotype] });
    expect(result.genes[0]?.phenotype).toBe('indeterminate');
    expect(result.errors[0]?.message).toContain(message);
  });

  it('agreeing fields are accepted', () => {
    const result = run({
      genotypes: [{ gene: 'CYP2D6', diplotype: '*1/*4', phenotype: 'IM', activityScore: 1 }],
    });
    expect(result.genes[0]?.phenotype).toBe('intermediate metabolizer');
    expect(result.errors).toEqual([]);
  });

  it('conflicting entries for one gene make it indeterminate', () => {
    const result = run({
      genotypes: [
        { gene: 'CYP2C19', diplotype: '*1/*1' },
        { gene: 'cyp2c19', diplotype: '*2/*2' },
      ],
    });
    expect(result.genes[0]?.phenotype).toBe('indeterminate');
    expect(result.errors[0]?.message).toContain('conflicting');
  });

  it('drugIds restricts the output and lists requested drugs with no result', () => {
    const result = run({
      genotypes: [{ gene: 'CYP2C19', diplotype: '*1/*1' }],
      drugIds: ['omeprazole', 'fluorouracil', 'aspirin'],
    });
    expect(result.recommendations.map((r) => r.drug.id)).toEqual(['omeprazole']);
    expect(result.untested).toEqual([
      { drug: { id: 'fluorouracil', rxcui: '4492', name: 'fluorouracil' }, genes: ['DPYD'] },
    ]);
  });

  it('the input schema rejects an entry with nothing to interpret', () => {
    expect(evaluatePgxInputSchema.safeParse({ genotypes: [{ gene: 'CYP2D6' }] }).success).toBe(
      false,
    );
    expect(
      evaluatePgxInputSchema.safeParse({ genotypes: [{ gene: 'CYP2D6', diplotype: '*1/*4' }] })
        .success,
    ).toBe(true);
  });
});

describe('every phenotype combination has a rule row (no silent gaps)', () => {
  const phenotypesByGene = new Map<string, PhenotypeKey[]>();
  for (const gene of listPgxGenes()) {
    if (gene.gene !== 'HLA-B') phenotypesByGene.set(gene.gene, gene.cpicPhenotypes);
  }
  const hla: PhenotypeKey[] = ['positive', 'negative', 'Indeterminate'];
  const scores: Partial<Record<PgxGene, number[]>> = {
    DPYD: [0, 0.5, 1, 1.5, 2],
    CYP2C9: [0, 0.5, 1, 1.5, 2],
    CYP2D6: [0, 0.25, 0.5, 0.75, 1, 1.25, 2.25, 2.5, 3],
  };

  function statesFor(key: string): KeyState[] {
    const noResult: KeyState = { key, supported: true, phenotype: NO_RESULT, score: null };
    if (key.startsWith('HLA-B*')) {
      return [noResult, ...hla.map((p) => ({ key, supported: true, phenotype: p, score: null }))];
    }
    const phenotypes = phenotypesByGene.get(key);
    if (!phenotypes) return [{ key, supported: false, phenotype: NO_RESULT, score: null }];
    const gene = pgxKnowledgeBase.genes.find((g) => g.gene === key);
    const graded = scores[key as PgxGene];
    const states: KeyState[] = [noResult];
    for (const phenotype of phenotypes) {
      if (graded && phenotype !== 'Indeterminate' && gene?.activityScore) {
        for (const s of graded) {
          const band = gene.activityScore.bands.find((b) => b.max === null || s <= b.max);
          if (band?.phenotype === phenotype) {
            states.push({ key, supported: true, phenotype, score: { min: s, max: s } });
          }
        }
      } else {
        states.push({ key, supported: true, phenotype, score: null });
      }
    }
    return states;
  }

  function combinations(lists: KeyState[][]): KeyState[][] {
    return lists.reduce<KeyState[][]>(
      (acc, list) => acc.flatMap((combo) => list.map((s) => [...combo, s])),
      [[]],
    );
  }

  it.each(pgxKnowledgeBase.rules.map((r) => [r.id, r] as const))('%s', (_id, rule) => {
    const gaps: string[] = [];
    for (const combo of combinations(rule.genes.map(statesFor))) {
      if (!combo.some((s) => s.supported && s.phenotype !== NO_RESULT)) continue;
      const matches = matchRule(rule, combo);
      if (matches.some((m) => m.fallback)) {
        gaps.push(
          combo.map((s) => `${s.key}=${s.phenotype}${s.score ? `(${s.score.min})` : ''}`).join(','),
        );
      }
    }
    expect(gaps).toEqual([]);
  });
});

describe('properties', () => {
  const alleleNames = (gene: PgxGene) =>
    pgxKnowledgeBase.genes.find((g) => g.gene === gene)?.alleles.map((a) => a[0]) ?? [];
  const genes: PgxGene[] = [
    'DPYD',
    'CYP2D6',
    'CYP2C19',
    'CYP2C9',
    'UGT1A1',
    'TPMT',
    'NUDT15',
    'CYP3A5',
    'SLCO1B1',
    'G6PD',
  ];

  it('diplotype order never changes the result', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...genes)
          .chain((gene) =>
            fc.tuple(
              fc.constant(gene),
              fc.constantFrom(...alleleNames(gene)),
              fc.constantFrom(...alleleNames(gene)),
            ),
          ),
        ([gene, a, b]) => {
          const ab = evaluatePgx({ genotypes: [{ gene, diplotype: `${a}/${b}` }] }, resolveDrug);
          const ba = evaluatePgx({ genotypes: [{ gene, diplotype: `${b}/${a}` }] }, resolveDrug);
          expect(ba).toEqual(ab);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('an allele missing from the table is never read as anything but indeterminate', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...genes),
        fc.stringMatching(/^\*[0-9]{3,4}[A-Z]?$/),
        (gene, unknown) => {
          fc.pre(!alleleNames(gene).includes(unknown));
          const known = alleleNames(gene)[0] ?? '*1';
          const result = evaluatePgx(
            { genotypes: [{ gene, diplotype: `${known}/${unknown}` }] },
            resolveDrug,
          );
          expect(result.genes[0]?.phenotype).toBe('indeterminate');
          expect(result.errors.length).toBeGreaterThan(0);
          for (const rec of result.recommendations) {
            if (rec.genes.filter((g) => g.phenotype !== 'no result').length === 1) {
              expect(['indeterminate', 'monitor']).toContain(rec.action);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('arbitrary text never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (gene, text) => {
        const result = evaluatePgx(
          {
            genotypes: [
              { gene, diplotype: text },
              { gene: 'CYP2D6', diplotype: text, phenotype: text },
            ],
          },
          resolveDrug,
        );
        expect(pgxEvaluationSchema.safeParse(result).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('a strong CYP2D6 inhibitor always leaves a poor or indeterminate metabolizer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...alleleNames('CYP2D6')),
        fc.constantFrom(...alleleNames('CYP2D6')),
        fc.constantFrom('', 'x2', 'xN', 'x≥3'),
        (a, b, copies) => {
          const result = evaluatePgx(
            {
              genotypes: [{ gene: 'CYP2D6', diplotype: `${a}${copies}/${b}` }],
              medications: [{ id: 'bupropion', name: 'bupropion', cyp2d6Inhibition: 'strong' }],
            },
            resolveDrug,
          );
          expect(['poor metabolizer', 'indeterminate']).toContain(result.genes[0]?.phenotype);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('listPgxGenes and geneDrugMatrix', () => {
  it('lists the 12 genes with their table versions', () => {
    const genes = listPgxGenes();
    expect(genes.map((g) => g.gene)).toEqual([
      'DPYD',
      'UGT1A1',
      'TPMT',
      'NUDT15',
      'CYP2D6',
      'CYP2C19',
      'CYP2C9',
      'VKORC1',
      'G6PD',
      'HLA-B',
      'CYP3A5',
      'SLCO1B1',
    ]);
    expect(genes.find((g) => g.gene === 'CYP2D6')?.tableVersion).toContain(
      '2019 CPIC/DPWG consensus',
    );
    expect(genes.find((g) => g.gene === 'HLA-B')?.drugIds).toEqual(
      expect.arrayContaining(['allopurinol', 'abacavir', 'carbamazepine', 'phenytoin']),
    );
  });

  it('maps DPYD x fluorouracil phenotypes to their actions', () => {
    const matrix = geneDrugMatrix(resolveDrug);
    const cell = matrix.cells.find((c) => c.gene === 'DPYD' && c.drugId === 'fluorouracil');
    expect(cell?.actions).toEqual({
      'normal metabolizer': ['standard'],
      'intermediate metabolizer': ['reduce'],
      'poor metabolizer': ['avoid'],
      indeterminate: ['indeterminate'],
    });
    const hla = matrix.cells.find((c) => c.allele === '*58:01');
    expect(hla).toMatchObject({ gene: 'HLA-B', drugId: 'allopurinol' });
    expect(matrix.drugs.find((d) => d.id === 'fluorouracil')?.rxcui).toBe('4492');
  });
});
