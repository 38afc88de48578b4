/**
 * RxNorm vocabulary: product, brand, salt and NDC codes and RxNorm's normalised drug names folded
 * to their ingredients, from a shipped index (src/knowledge/rxnorm, built by
 * scripts/build-rxnorm-index.ts). Pure: the caller passes the index in; nothing is fetched.
 */
export { parseNormalizedName, type ParsedDrugName } from './grammar';
export { normalizeNdc } from './ndc';
export {
  createRxNormVocabulary,
  type RxNormIndexData,
  type RxNormIndexMeta,
  type RxNormVocabulary,
  type VocabularyIngredient,
  type VocabularyMatch,
  type VocabularyVia,
} from './vocabulary';
