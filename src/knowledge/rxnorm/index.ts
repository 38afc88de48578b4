import type { RxNormIndexData } from '../../core/rxnorm';
import index from './rxnorm-prescribe.json' with { type: 'json' };

/**
 * RxNorm Current Prescribable Content (release in `meta.release`), compacted by
 * scripts/build-rxnorm-index.ts; provenance, terms and the extract's known gap are in `meta`.
 */
export const rxnormIndex: RxNormIndexData = index;
