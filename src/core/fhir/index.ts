export * from './codes';
export * from './import';
export type { FhirImportError } from './json';
export * from './export';
export * from './snomed-icd10';
export * from './record-diff';
export * from './mcode-requirements';
