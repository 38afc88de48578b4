export * from './roles';
export * from './permissions';
export * from './role-profiles';
export * from './routes';
export * from './navigation';
export * from './personas';
export * from './preferences';
export * from './quick-actions';
