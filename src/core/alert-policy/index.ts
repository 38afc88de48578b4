export * from './policy';
export * from './overrides';
