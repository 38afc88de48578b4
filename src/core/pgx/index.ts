/**
 * Pharmacogenomics engine (CPIC): allele -> function -> activity score -> phenotype ->
 * recommendation. Pure: `createPgxEngine` takes the knowledge base as data (the product's lives in
 * `src/knowledge/pgx`, bound by the server), so core never imports knowledge.
 */
export { createPgxEngine, type PgxEngine } from './engine';
export * from './schemas';
export { cyp2d6Alternatives } from './inhibitor-alternatives';
