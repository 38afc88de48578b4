export * from './password';
export * from './email';
export * from './sanitize';
export * from './issue-tracker-config';
export * from './auth-shapes';
export * from './safe-text';
export * from './safe-input';
