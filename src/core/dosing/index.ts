export * from './bsa';
export * from './calculate-regimen';
export * from './carboplatin';
export * from './cumulative';
export * from './dose-adjust';
export * from './outcome';
export * from './patient-input';
export * from './renal';
