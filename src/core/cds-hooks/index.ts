export * from './schemas';
export * from './services';
export * from './override-reasons';
export { buildCards, pagePathFor, INDICATOR_OF, FINDING_TOPIC_SYSTEM } from './cards';
export type { CardBuildInput, LimitationInput } from './cards';
export { suggestionsFor, type DraftOrder } from './suggestions';
export { clip, escapeMarkdown, joinNames, SUMMARY_MAX } from './text';
export { detectedIssueActions, ACT_CODE_SYSTEM, type SystemActionInput } from './system-actions';
