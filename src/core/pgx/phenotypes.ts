import type { CpicPhenotype } from '../knowledge/pgx';
import type { PgxPhenotype } from './schemas';

/**
 * CPIC term -> product vocabulary. "Likely"/"Possible" qualifiers and G6PD's CNSHA subtype fold
 * into the base phenotype; the CPIC term itself is kept on the result (`cpicPhenotype`) and rules
 * match on it, so nothing CPIC distinguishes is lost.
 */
export const OUTPUT_PHENOTYPE: Record<CpicPhenotype, PgxPhenotype> = {
  'Normal Metabolizer': 'normal metabolizer',
  'Intermediate Metabolizer': 'intermediate metabolizer',
  'Likely Intermediate Metabolizer': 'intermediate metabolizer',
  'Possible Intermediate Metabolizer': 'intermediate metabolizer',
  'Poor Metabolizer': 'poor metabolizer',
  'Likely Poor Metabolizer': 'poor metabolizer',
  'Rapid Metabolizer': 'rapid metabolizer',
  'Ultrarapid Metabolizer': 'ultrarapid metabolizer',
  'Normal Function': 'normal function',
  'Increased Function': 'increased function',
  'Decreased Function': 'decreased function',
  'Possible Decreased Function': 'decreased function',
  'Poor Function': 'poor function',
  Normal: 'normal',
  Deficient: 'deficient',
  'Deficient with CNSHA': 'deficient',
  Variable: 'variable',
  '-1639 GG': '-1639 GG',
  '-1639 AG': '-1639 AG',
  '-1639 AA': '-1639 AA',
  positive: 'positive',
  negative: 'negative',
  Indeterminate: 'indeterminate',
};
