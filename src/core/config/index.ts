export * from './environment';
export * from './constants';
export * from './rate-limiter';
export * from './error-queue';
