export * from './recent-patients';
export * from './comparison-tray';
export * from './drug-selection';
