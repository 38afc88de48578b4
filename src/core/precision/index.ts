export * from './schemas';
export * from './genes';
export * from './protein';
export * from './normalise';
export * from './cancer';
export * from './match';
export * from './from-genetics';
