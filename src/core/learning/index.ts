/**
 * Learning (issue 15): practice questions generated from the knowledge base and case studies
 * graded against the alert engine. Pure: the server passes in the knowledge and the time.
 */
export * from './case-study';
export * from './dosing-questions';
export * from './interaction-questions';
export * from './order';
export * from './pgx-questions';
export * from './quiz';
export * from './types';
