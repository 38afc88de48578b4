import type { PgxGeneDefinitionInput } from '../../../core/knowledge/pgx';
import { CPIC_UGT1A1_2015 } from '../sources';

/** UGT1A1 (*28 and *37 are promoter TA-repeat alleles; *80+*28 is CPIC's linked haplotype). */
export const ugt1a1: PgxGeneDefinitionInput = {
  gene: 'UGT1A1',
  name: 'UDP glucuronosyltransferase 1A1',
  method: 'function-pair',
  tableVersion: 'CPIC UGT1A1 allele functionality and diplotype table (database export 2025-11-05)',
  alleles: [
    ['*1', 'normal'],
    ['*6', 'decreased'],
    ['*27', 'decreased'],
    ['*28', 'decreased'],
    ['*36', 'increased'],
    ['*37', 'decreased'],
    ['*80', 'unknown'],
    ['*80+*28', 'decreased'],
    ['*80+*37', 'decreased'],
  ],
  functionPairs: [
    { functions: ['normal', 'normal'], phenotype: 'Normal Metabolizer' },
    { functions: ['normal', 'increased'], phenotype: 'Normal Metabolizer' },
    { functions: ['increased', 'increased'], phenotype: 'Normal Metabolizer' },
    { functions: ['normal', 'decreased'], phenotype: 'Intermediate Metabolizer' },
    { functions: ['increased', 'decreased'], phenotype: 'Intermediate Metabolizer' },
    { functions: ['decreased', 'decreased'], phenotype: 'Poor Metabolizer' },
  ],
  notes: ['A pair with an unknown-function allele (e.g. *80 alone) is indeterminate.'],
  sources: [CPIC_UGT1A1_2015],
};
