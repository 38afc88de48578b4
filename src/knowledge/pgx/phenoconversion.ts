import type { Phenoconversion } from '../../core/knowledge/pgx';
import { BORGES_2010_PHENOCONVERSION, CPIC_TAMOXIFEN_2018 } from './sources';

/**
 * CYP2D6 phenoconversion by inhibitors on the medication list: the genotype activity score is
 * multiplied by 0 for a strong and 0.5 for a moderate inhibitor (weak inhibitors leave it
 * unchanged). This is the composite genotype-plus-comedication score of Borges et al. (2010) as
 * used in clinical CYP2D6 implementation programmes; it is an implementation convention, not a
 * graded CPIC recommendation. Inhibitor strength follows the FDA classification carried on each
 * medication.
 */
export const cyp2d6Phenoconversion: Phenoconversion = {
  gene: 'CYP2D6',
  factors: { strong: 0, moderate: 0.5 },
  method:
    'Activity score x 0 with a strong CYP2D6 inhibitor, x 0.5 with a moderate one; the strongest inhibitor present is applied once. Weak inhibitors are listed but do not change the score.',
  sources: [BORGES_2010_PHENOCONVERSION, CPIC_TAMOXIFEN_2018],
};
