/**
 * Drug search: typo-tolerant, brand-aware ranking and exact resolution over the drug records the
 * caller passes in (the server binds `src/knowledge/drugs`; core never imports knowledge).
 */
export {
  createDrugIndex,
  DEFAULT_SEARCH_LIMIT,
  type DrugIndex,
  type MatchField,
  type SearchHit,
} from './drug-index';
export { normalize } from './text';
