/**
 * How drugs are written: combination products with their ingredients, and listed aliases
 * (international names, unambiguous abbreviations, common misspellings). The server parses them
 * with the schemas of `src/core/search/names.ts` and hands them to the drug index.
 */
export { nameAliasRecords } from './aliases';
export { combinationProductRecords } from './combination-products';
