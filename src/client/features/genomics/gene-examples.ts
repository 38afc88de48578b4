import type { PgxGene } from '../../../core/knowledge/pgx';

/**
 * Example entries shown under the diplotype field. Each was checked against the engine with the
 * product's allele tables (it parses and gives the phenotype in the comment).
 */
export const DIPLOTYPE_EXAMPLES: Record<PgxGene, string[]> = {
  // Reference/HapB3: AS 1.5 intermediate; c.1905+1G>A/c.2846A>T: AS 0.5 poor.
  DPYD: ['c.1905+1G>A/c.2846A>T', '*1/*2A', 'Reference/HapB3'],
  // *1/*28 intermediate, *28/*28 poor.
  UGT1A1: ['*1/*28', '*28/*28'],
  TPMT: ['*1/*3A', '*3A/*3A'],
  NUDT15: ['*1/*3'],
  // *1/*10 AS 1.25 normal (CPIC 2019 consensus), *1/*1x2 AS 3 ultrarapid.
  CYP2D6: ['*1/*4', '*1/*10', '*1/*1x2'],
  CYP2C19: ['*1/*2', '*1/*17'],
  CYP2C9: ['*1/*3'],
  VKORC1: ['-1639 G/A'],
  G6PD: ['B (reference)/A- 202A_376G', 'A- 202A_376G'],
  'HLA-B': ['*58:01 positive', 'HLA-B*57:01 negative; HLA-B*15:02 negative'],
  CYP3A5: ['*3/*3', '*1/*3'],
  SLCO1B1: ['*1/*5'],
};
