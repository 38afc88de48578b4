/**
 * Drug search: typo-tolerant, brand-aware ranking and exact resolution over the drug records the
 * caller passes in (the server binds `src/knowledge/drugs` and `src/knowledge/names`; core never
 * imports knowledge). Combination products resolve to their ingredients; salt words, listed
 * aliases and a trailing strength are understood, but nothing is ever resolved by fuzzy match.
 */
export {
  createDrugIndex,
  DEFAULT_SEARCH_LIMIT,
  type DrugIndex,
  type MatchField,
  type Resolution,
  type SearchHit,
  type SearchableDrug,
} from './drug-index';
export {
  combinationProductSchema,
  nameAliasSchema,
  withoutSaltOrStrength,
  type CombinationProduct,
  type CombinationProductInput,
  type NameAlias,
  type NameKnowledge,
} from './names';
export { normalize } from './text';
