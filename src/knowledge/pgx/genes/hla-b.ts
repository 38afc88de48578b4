import type { PgxGeneDefinitionInput } from '../../../core/knowledge/pgx';
import {
  CPIC_ABACAVIR_2014,
  CPIC_ALLOPURINOL_2015,
  CPIC_CARBAMAZEPINE_2017,
  CPIC_PHENYTOIN_2020,
} from '../sources';

/**
 * HLA-B: CPIC reports carrier status of three risk alleles (one or two copies = positive):
 * *57:01 (abacavir), *58:01 (allopurinol), *15:02 (carbamazepine, oxcarbazepine, phenytoin).
 */
export const hlaB: PgxGeneDefinitionInput = {
  gene: 'HLA-B',
  name: 'Major histocompatibility complex, class I, B',
  method: 'carrier',
  tableVersion: 'CPIC carrier-status lookup keys, database v1.30.0 (2023-08-07)',
  riskAlleles: ['*57:01', '*58:01', '*15:02'],
  notes: [
    'A two-field genotype (e.g. *07:02/*58:01) settles all three risk alleles; a carrier statement (e.g. "*58:01 positive") settles only the allele it names.',
  ],
  sources: [
    CPIC_ALLOPURINOL_2015,
    CPIC_ABACAVIR_2014,
    CPIC_CARBAMAZEPINE_2017,
    CPIC_PHENYTOIN_2020,
  ],
};
