export interface PrecompressTotals {
  files: number;
  raw: number;
  br: number;
  gz: number;
}
export function precompress(dir: string): Promise<PrecompressTotals>;
