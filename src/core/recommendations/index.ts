/**
 * Explainable recommendations (issue 15, `/ai`): pure functions over the knowledge base, one
 * patient's record and the alerts the alert engine computed for it. See README.md.
 */
export * from './types';
export { buildRecommendations, compareRecommendations, type RecommendationInput } from './engine';
export { parseFindingKey } from './context';
