import type { PgxGeneDefinitionInput } from '../../../core/knowledge/pgx';
import { CPIC_WARFARIN_2017 } from '../sources';

/**
 * VKORC1 rs9923231 (c.-1639G>A). On the forward strand the reference is C (= -1639G) and the
 * variant T (= -1639A). Phenotype labels are the -1639 genotype, as in PharmGKB/PharmCAT; CPIC has
 * no VKORC1 lookup keys and uses the genotype directly in its warfarin algorithm.
 */
export const vkorc1: PgxGeneDefinitionInput = {
  gene: 'VKORC1',
  name: 'Vitamin K epoxide reductase complex subunit 1',
  method: 'function-pair',
  tableVersion:
    'PharmCAT/PharmGKB VKORC1 rs9923231 definitions (export 2025-11-05) as used by the CPIC 2017 warfarin guideline',
  alleles: [
    ['rs9923231 reference (C)', 'normal'],
    ['rs9923231 variant (T)', 'decreased'],
  ],
  aliases: {
    'reference (C)': 'rs9923231 reference (C)',
    'variant (T)': 'rs9923231 variant (T)',
    C: 'rs9923231 reference (C)',
    T: 'rs9923231 variant (T)',
    G: 'rs9923231 reference (C)',
    A: 'rs9923231 variant (T)',
  },
  functionPairs: [
    { functions: ['normal', 'normal'], phenotype: '-1639 GG' },
    { functions: ['normal', 'decreased'], phenotype: '-1639 AG' },
    { functions: ['decreased', 'decreased'], phenotype: '-1639 AA' },
  ],
  sources: [CPIC_WARFARIN_2017],
};
