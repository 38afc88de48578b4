export * from './events';
export * from './range';
export * from './aggregate';
export * from './csv';
export * from './summary';
export * from './platform';
export * from './cohort';
