/** The independent validation set of the interaction checker (issue 12). */
export { labelValidationPairs } from './label-pairs';
