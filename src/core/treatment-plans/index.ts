export * from './generate';
export * from './parameters';
export * from './rounding';
export * from './state';
export * from './types';
export * from './variance';
export * from './view';
export * from './resistance';
