export * from './source';
export * from './drug';
export * from './interaction';
export * from './pgx';
export * from './regimen';
export * from './protocol';
