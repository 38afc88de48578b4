import type { PgxGeneDefinitionInput } from '../../../core/knowledge/pgx';
import { CPIC_TACROLIMUS_2015 } from '../sources';

/** CYP3A5: *1 carriers express the enzyme ("expressers"); *3/*3 is the usual non-expresser. */
export const cyp3a5: PgxGeneDefinitionInput = {
  gene: 'CYP3A5',
  name: 'Cytochrome P450 3A5',
  method: 'function-pair',
  tableVersion: 'CPIC CYP3A5 allele functionality and diplotype table (database export 2025-11-05)',
  alleles: [
    ['*1', 'normal'],
    ['*3', 'no'],
    ['*6', 'no'],
    ['*7', 'no'],
    ['*8', 'unknown'],
    ['*9', 'unknown'],
  ],
  functionPairs: [
    { functions: ['normal', 'normal'], phenotype: 'Normal Metabolizer' },
    { functions: ['normal', 'no'], phenotype: 'Intermediate Metabolizer' },
    { functions: ['normal', 'unknown'], phenotype: 'Possible Intermediate Metabolizer' },
    { functions: ['no', 'no'], phenotype: 'Poor Metabolizer' },
  ],
  sources: [CPIC_TACROLIMUS_2015],
};
