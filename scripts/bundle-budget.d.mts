export interface FileSize {
  raw: number;
  wire: number;
}
export interface Measured {
  files: Map<string, FileSize>;
  raw: number;
  wire: number;
}
export const SIGN_IN_JS_BUDGET_BYTES: number;
export const SIGN_IN_MODULE: string;
export function measurePage(clientDir: string, ...modules: string[]): { js: Measured; css: Measured };
export function measureSignInPage(clientDir: string): { js: Measured; css: Measured };
export function describeSignInPage(
  measured: { js: Measured; css: Measured },
  budget?: number,
): string;
