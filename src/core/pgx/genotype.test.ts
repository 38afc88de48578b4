import { describe, expect, it } from 'vitest';
import type { CpicPhenotype, PgxGene } from '../knowledge/pgx';
import { buildGeneIndex, callDiplotype, formatScore, parseReportedPhenotype } from './genotype';
import { pgxKnowledge } from '../../knowledge/pgx';
import { createPgxEngine } from './index';

const pgxKnowledgeBase = createPgxEngine(pgxKnowledge).knowledge;

function index(gene: PgxGene) {
  const def = pgxKnowledgeBase.genes.find((g) => g.gene === gene);
  if (!def) throw new Error(`no ${gene}`);
  return buildGeneIndex(def);
}

function call(gene: PgxGene, diplotype: string) {
  const result = callDiplotype(index(gene), diplotype);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/** [diplotype, CPIC phenotype, activity score text or null] from the CPIC tables for each gene. */
type Case = [string, CpicPhenotype, string | null];

// DPYD: CPIC 2017 update, AS 2 NM, 1-1.5 IM, 0-0.5 PM.
const dpyd: Case[] = [
  ['Reference/Reference', 'Normal Metabolizer', '2.0'],
  ['*1/*1', 'Normal Metabolizer', '2.0'],
  ['c.2846A>T/Reference', 'Intermediate Metabolizer', '1.5'],
  ['HapB3/Reference', 'Intermediate Metabolizer', '1.5'],
  ['c.1236G>A/*1', 'Intermediate Metabolizer', '1.5'],
  ['c.1129-5923C>G/Reference', 'Intermediate Metabolizer', '1.5'],
  ['c.1905+1G>A/Reference', 'Intermediate Metabolizer', '1.0'],
  ['*2A/*1', 'Intermediate Metabolizer', '1.0'],
  ['c.2846A>T/c.2846A>T', 'Intermediate Metabolizer', '1.0'],
  ['c.1905+1G>A/c.2846A>T', 'Poor Metabolizer', '0.5'],
  ['*13/c.2846A>T', 'Poor Metabolizer', '0.5'],
  ['*2A/*13', 'Poor Metabolizer', '0.0'],
  ['c.1679T>G (*13)/c.1905+1G>A (*2A)', 'Poor Metabolizer', '0.0'],
];

// CYP2D6: 2019 consensus (*10 = 0.25; *9/*41 = 0.25 since 2023), copy number multiplies.
const cyp2d6: Case[] = [
  ['*1/*1', 'Normal Metabolizer', '2.0'],
  ['*1/*10', 'Normal Metabolizer', '1.25'],
  ['*1/*41', 'Normal Metabolizer', '1.25'],
  ['*1/*4', 'Intermediate Metabolizer', '1.0'],
  ['*10/*10', 'Intermediate Metabolizer', '0.5'],
  ['*9/*9', 'Intermediate Metabolizer', '0.5'],
  ['*4/*41', 'Intermediate Metabolizer', '0.25'],
  ['*4/*4', 'Poor Metabolizer', '0.0'],
  ['*4x2/*5', 'Poor Metabolizer', '0.0'],
  ['*1/*1x2', 'Ultrarapid Metabolizer', '3.0'],
  ['*1x2/*1', 'Ultrarapid Metabolizer', '3.0'],
  ['*1X2/*2', 'Ultrarapid Metabolizer', '3.0'],
  ['*41x3/*4', 'Intermediate Metabolizer', '0.75'],
  ['*1x≥3/*4', 'Ultrarapid Metabolizer', '≥3.0'],
  ['*1x>=3/*1', 'Ultrarapid Metabolizer', '≥4.0'],
  ['*2xN/*1', 'Ultrarapid Metabolizer', '≥3.0'],
  // *1xN/*4 could be AS 2 (normal) or more (ultrarapid): copy number must be resolved.
  ['*1xN/*4', 'Indeterminate', '≥2.0'],
  ['*1/*22', 'Indeterminate', null],
  ['CYP2D6*1/CYP2D6*4', 'Intermediate Metabolizer', '1.0'],
];

const cyp2c19: Case[] = [
  ['*1/*1', 'Normal Metabolizer', null],
  ['*1/*17', 'Rapid Metabolizer', null],
  ['*17/*17', 'Ultrarapid Metabolizer', null],
  ['*1/*2', 'Intermediate Metabolizer', null],
  ['*2/*17', 'Intermediate Metabolizer', null],
  ['*1/*9', 'Likely Intermediate Metabolizer', null],
  ['*2/*2', 'Poor Metabolizer', null],
  ['*2/*3', 'Poor Metabolizer', null],
  ['*2/*9', 'Likely Poor Metabolizer', null],
  ['*1/*12', 'Indeterminate', null],
];

const cyp2c9: Case[] = [
  ['*1/*1', 'Normal Metabolizer', '2.0'],
  ['*1/*2', 'Intermediate Metabolizer', '1.5'],
  ['*1/*3', 'Intermediate Metabolizer', '1.0'],
  ['*2/*2', 'Intermediate Metabolizer', '1.0'],
  ['*2/*3', 'Poor Metabolizer', '0.5'],
  ['*3/*3', 'Poor Metabolizer', '0.0'],
  ['*1/*7', 'Indeterminate', null],
];

const ugt1a1: Case[] = [
  ['*1/*1', 'Normal Metabolizer', null],
  ['*1/*36', 'Normal Metabolizer', null],
  ['*1/*28', 'Intermediate Metabolizer', null],
  ['*28/*36', 'Intermediate Metabolizer', null],
  ['*28/*28', 'Poor Metabolizer', null],
  ['*6/*28', 'Poor Metabolizer', null],
  ['*80+*28/*28', 'Poor Metabolizer', null],
  ['*1/*80', 'Indeterminate', null],
];

// TPMT and NUDT15 after CPIC's 2026-02-03 revision.
const tpmt: Case[] = [
  ['*1/*1', 'Normal Metabolizer', null],
  ['*1/*3A', 'Intermediate Metabolizer', null],
  ['*1/*2', 'Intermediate Metabolizer', null],
  ['*3A/*3A', 'Poor Metabolizer', null],
  ['*3A/*3C', 'Poor Metabolizer', null],
  ['*1/*8', 'Normal Metabolizer', null],
  ['*3A/*8', 'Possible Intermediate Metabolizer', null],
  ['*3A/*9', 'Possible Intermediate Metabolizer', null],
  ['*3A/*35', 'Possible Intermediate Metabolizer', null],
  ['*1/*9', 'Indeterminate', null],
  // *8/*8 was not captured from the 2026 table: fail closed.
  ['*8/*8', 'Indeterminate', null],
];

const nudt15: Case[] = [
  ['*1/*1', 'Normal Metabolizer', null],
  ['*1/*3', 'Intermediate Metabolizer', null],
  ['*1/*2', 'Intermediate Metabolizer', null],
  ['*5/*5', 'Intermediate Metabolizer', null],
  ['*3/*3', 'Poor Metabolizer', null],
  ['*3/*5', 'Poor Metabolizer', null],
  ['*3/*11', 'Possible Intermediate Metabolizer', null],
  ['*1/*11', 'Indeterminate', null],
];

const cyp3a5: Case[] = [
  ['*1/*1', 'Normal Metabolizer', null],
  ['*1/*3', 'Intermediate Metabolizer', null],
  ['*1/*8', 'Possible Intermediate Metabolizer', null],
  ['*3/*3', 'Poor Metabolizer', null],
  ['*3/*8', 'Indeterminate', null],
];

const slco1b1: Case[] = [
  ['*1/*1', 'Normal Function', null],
  ['*1/*14', 'Normal Function', null],
  ['*14/*14', 'Increased Function', null],
  ['*1/*5', 'Decreased Function', null],
  ['*5/*14', 'Decreased Function', null],
  ['*2/*5', 'Possible Decreased Function', null],
  ['*5/*5', 'Poor Function', null],
  ['*1/*2', 'Indeterminate', null],
];

const vkorc1: Case[] = [
  ['rs9923231 reference (C)/rs9923231 reference (C)', '-1639 GG', null],
  ['rs9923231 reference (C)/rs9923231 variant (T)', '-1639 AG', null],
  ['C/T', '-1639 AG', null],
  ['GA', '-1639 AG', null],
  ['-1639 A/A', '-1639 AA', null],
  ['rs9923231 TT', '-1639 AA', null],
];

const g6pd: Case[] = [
  ['B (reference)', 'Normal', null],
  ['A- 202A_376G', 'Deficient', null],
  ['Mediterranean', 'Deficient', null],
  ['Bangkok', 'Deficient with CNSHA', null],
  ['B (reference)/B (reference)', 'Normal', null],
  ['B (reference)/A- 202A_376G', 'Variable', null],
  ['A- 202A_376G/Mediterranean', 'Deficient', null],
  ['Bangkok/Bangkok', 'Deficient with CNSHA', null],
  ['Telti/Kobe/B (reference)', 'Variable', null],
];

describe.each([
  ['DPYD', dpyd],
  ['CYP2D6', cyp2d6],
  ['CYP2C19', cyp2c19],
  ['CYP2C9', cyp2c9],
  ['UGT1A1', ugt1a1],
  ['TPMT', tpmt],
  ['NUDT15', nudt15],
  ['CYP3A5', cyp3a5],
  ['SLCO1B1', slco1b1],
  ['VKORC1', vkorc1],
  ['G6PD', g6pd],
] as const)('%s diplotype -> phenotype (CPIC)', (gene, cases) => {
  it.each(cases)('%s -> %s (AS %s)', (diplotype, phenotype, score) => {
    const result = call(gene, diplotype);
    expect(result.cpicPhenotype).toBe(phenotype);
    expect(result.score === null ? null : formatScoreRangeText(result.score)).toBe(score);
  });
});

function formatScoreRangeText(range: { min: number; max: number }): string {
  return `${range.max > range.min ? '≥' : ''}${formatScore(range.min)}`;
}

describe('fail closed on input the tables do not define', () => {
  it.each([
    ['CYP2D6', '*1/*200', 'not in the CPIC table'],
    ['CYP2D6', '*1', 'needs two'],
    ['CYP2D6', 'normal', 'not in the CPIC table'],
    ['CYP2C19', '*1x2/*1', 'copy-number notation'],
    ['DPYD', 'c.9999A>T/Reference', 'not in the CPIC table'],
    ['TPMT', '*1/*3A/*3C', 'not in the CPIC table'],
    ['UGT1A1', '', 'empty'],
    ['CYP2D6', '*1x0/*1', 'copy number'],
  ] as const)('%s %s is rejected (%s)', (gene, diplotype, message) => {
    const result = callDiplotype(index(gene), diplotype);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});

describe('canonical diplotype text', () => {
  it.each([
    ['CYP2D6', '*4/*1', '*1/*4'],
    ['CYP2D6', '*1x2/*1', '*1/*1x2'],
    ['DPYD', '*2A/*1', 'Reference/c.1905+1G>A (*2A)'],
    ['NUDT15', '*2/*1', '*1/*3'],
    ['G6PD', 'Telti/Kobe', 'Telti, Kobe'],
  ] as const)('%s %s is written %s', (gene, input, expected) => {
    expect(call(gene, input).diplotype).toBe(expected);
  });
});

describe('reported phenotypes', () => {
  it.each([
    ['CYP2D6', 'PM', 'Poor Metabolizer'],
    ['CYP2D6', 'CYP2D6 ultrarapid metabolizer', 'Ultrarapid Metabolizer'],
    ['CYP2C19', 'likely poor metabolizer', 'Likely Poor Metabolizer'],
    ['SLCO1B1', 'Poor Function', 'Poor Function'],
    ['G6PD', 'deficient', 'Deficient'],
    ['VKORC1', 'AG', '-1639 AG'],
    ['TPMT', 'indeterminate', 'Indeterminate'],
  ] as const)('%s "%s" -> %s', (gene, raw, expected) => {
    const result = parseReportedPhenotype(index(gene), raw);
    expect(result).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['CYP2D6', 'rapid metabolizer'],
    ['SLCO1B1', 'poor metabolizer'],
    ['G6PD', 'normal metabolizer'],
    ['DPYD', 'slow'],
  ] as const)('%s "%s" is not a phenotype CPIC defines for the gene', (gene, raw) => {
    expect(parseReportedPhenotype(index(gene), raw).ok).toBe(false);
  });
});
