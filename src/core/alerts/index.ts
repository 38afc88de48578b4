export * from './types';
export { evaluatePatientAlerts } from './evaluate';
export {
  buildAlertKnowledge,
  normaliseName,
  type AlertKnowledge,
  type AlertKnowledgeInput,
} from './knowledge';
export {
  findingKey,
  type AlertLimitation,
  type AlertNote,
  type EvaluateOptions,
  type EvaluateResult,
} from './result';
