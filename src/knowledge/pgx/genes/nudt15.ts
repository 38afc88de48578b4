import type { PgxGeneDefinitionInput } from '../../../core/knowledge/pgx';
import { CPIC_THIOPURINES_2018, CPIC_THIOPURINES_2025 } from '../sources';

/** NUDT15 after CPIC's 2026-02-03 revision (*2 merged into *3; *10-*21 added). */
export const nudt15: PgxGeneDefinitionInput = {
  gene: 'NUDT15',
  name: 'Nudix hydrolase 15',
  method: 'function-pair',
  tableVersion:
    'CPIC NUDT15 allele functionality and phenotype rules after the 2026-02-03 revision (export 2026-02-05)',
  alleles: [
    ['*1', 'normal'],
    ['*3', 'no'],
    ['*4', 'no'],
    ['*5', 'decreased'],
    ['*6', 'no'],
    ['*7', 'no'],
    ['*8', 'decreased'],
    ['*9', 'no'],
    ['*10', 'no'],
    ['*11', 'uncertain'],
    ['*12', 'uncertain'],
    ['*13', 'no'],
    ['*14', 'no'],
    ['*15', 'uncertain'],
    ['*16', 'uncertain'],
    ['*17', 'no'],
    ['*18', 'no'],
    ['*19', 'no'],
    ['*20', 'uncertain'],
    ['*21', 'uncertain'],
  ],
  aliases: { '*2': '*3' },
  functionPairs: [
    { functions: ['normal', 'normal'], phenotype: 'Normal Metabolizer' },
    { functions: ['normal', 'decreased'], phenotype: 'Normal Metabolizer' },
    { functions: ['normal', 'no'], phenotype: 'Intermediate Metabolizer' },
    { functions: ['decreased', 'decreased'], phenotype: 'Intermediate Metabolizer' },
    { functions: ['decreased', 'no'], phenotype: 'Poor Metabolizer' },
    { functions: ['no', 'no'], phenotype: 'Poor Metabolizer' },
    { functions: ['no', 'uncertain'], phenotype: 'Possible Intermediate Metabolizer' },
  ],
  notes: ['NUDT15 *2 became a sub-allele of *3 on 2026-01-29; *2 is accepted as an alias of *3.'],
  sources: [CPIC_THIOPURINES_2025, CPIC_THIOPURINES_2018],
};
