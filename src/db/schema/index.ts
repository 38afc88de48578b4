export * from './meta';
export * from './accounts';
export * from './feedback';
export * from './patients';
export * from './events';
export * from './cds-hooks';
export * from './fhir';
