/** The independent validation set of the interaction checker (issue 12). */
export { labelValidationPairs } from './label-pairs';
export {
  ONC_HIGH_PRIORITY_2012,
  oncHighPriorityClasses,
  type OncHighPriorityClass,
} from './onc-high-priority';
export {
  ONC_NON_INTERRUPTIVE_2013,
  ONC_NON_INTERRUPTIVE_EXTRACTION,
  nonInterruptivePairs,
  oncNonInterruptiveClasses,
  type NonInterruptiveClassPair,
  type NonInterruptiveDisagreement,
  type NonInterruptivePair,
} from './onc-non-interruptive';
