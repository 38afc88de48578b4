export * from './schemas';
export * from './ctgov';
export * from './cancer-sites';
export * from './biomarkers';
export * from './match';
