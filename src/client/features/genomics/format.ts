import type { PgxRecommendation } from '../../../core/pgx';

/** "×0.5 (50% of the standard dose)"; the factor is the one the guideline states, never derived. */
export function describeDose(
  r: Pick<PgxRecommendation, 'doseFactor' | 'doseRange'>,
): string | null {
  const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
  if (r.doseFactor !== null) {
    return `Dose factor ×${r.doseFactor} (${pct(r.doseFactor)} of the standard dose)`;
  }
  if (r.doseRange !== null) {
    return `Dose range ${pct(r.doseRange.min)}–${pct(r.doseRange.max)} of the standard dose`;
  }
  return null;
}

/** Phenotype text as people write it: "intermediate metabolizer" -> "Intermediate metabolizer". */
export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
