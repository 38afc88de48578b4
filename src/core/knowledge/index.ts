export * from './source';
export * from './drug';
export * from './interaction';
