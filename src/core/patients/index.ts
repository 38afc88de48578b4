export * from './labs';
export * from './route-words';
export * from './schemas';
export * from './deidentify';
export * from './receptor-entries';
