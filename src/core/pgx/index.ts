/**
 * Pharmacogenomics engine (CPIC): allele -> function -> activity score -> phenotype ->
 * recommendation. Pure functions; `createPgxEngine` takes any knowledge base, and the functions
 * below are bound to the product's knowledge in `src/knowledge/pgx` (data only, parsed and
 * validated when this module loads).
 */
import { pgxKnowledge } from '../../knowledge/pgx';
import { createPgxEngine } from './engine';

export { createPgxEngine, type PgxEngine } from './engine';
export * from './schemas';

const engine = createPgxEngine(pgxKnowledge);

/**
 * Interprets genotypes and returns phenotypes, recommendations and errors. Unknown genes,
 * unknown alleles and unparseable input become `errors` and `indeterminate` results, never throws.
 */
export const evaluatePgx = engine.evaluatePgx;
/** Genes the engine interprets, with table versions, accepted input formats and sources. */
export const listPgxGenes = engine.listPgxGenes;
/** Gene x drug overview: for each pair, the actions each phenotype leads to. */
export const geneDrugMatrix = engine.geneDrugMatrix;
/** The parsed knowledge base the bound functions use. */
export const pgxKnowledgeBase = engine.knowledge;
