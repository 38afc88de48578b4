export * from './meta';
export * from './accounts';
