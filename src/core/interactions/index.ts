/**
 * Interaction engine: curated pair records (with group expansion) plus mechanism-based inference
 * from the drug profiles (FDA DDI magnitude classes, additive pharmacodynamics, acid reduction,
 * duplicate therapy with the standard combinations regimens use). Pure: the server passes the drugs, records and groups in.
 */
export { createInteractionChecker, type InteractionChecker } from './checker';
export {
  INSTRUCTION_TIER,
  describeClass,
  inferClassInstructions,
  membership,
  supersedeGrid,
} from './class-instructions';
export { inferMechanisms } from './infer';
export { compareCurated, pairKey, specificity } from './curated';
export { PK_SEVERITY, inferPharmacokinetic } from './pk-rules';
export { ACID_REDUCER_TAGS, BENZODIAZEPINE_LIKE_TAGS, inferPharmacodynamic } from './pd-rules';
export { hasBoxedQtWarning, inferQt, prolongsQt, withExposureRise } from './qt-rules';
export {
  standardCombinationFor,
  standardCombinationSchema,
  type StandardCombination,
  type StandardCombinationInput,
} from './standard-combinations';
export {
  FDA_ACID_REDUCING_AGENTS_2020,
  FDA_DDI_GUIDANCE_2020,
  FDA_OPIOID_BENZODIAZEPINE_2016,
} from './citations';
export type * from './types';
