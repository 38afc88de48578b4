import type { Drug } from '../knowledge/drug';
import { inferClassInstructions, supersedeGrid } from './class-instructions';
import { inferPharmacodynamic } from './pd-rules';
import { inferPharmacokinetic } from './pk-rules';
import { withExposureRise } from './qt-rules';
import type { StandardCombination } from './standard-combinations';
import type { InferredMechanism } from './types';

/**
 * Every inferred mechanism for a pair, the one list both the checker and the patient alert layer
 * read: pharmacokinetic (FDA magnitude grid), pharmacodynamic (the QT one graded up when one drug
 * raises the other), and the labels' class instructions, which replace the grid's guess for the
 * same pathway and direction when at least as severe (class-instructions.ts). The QT step-up
 * reads the grid, which measures the size of the rise.
 */
export function inferMechanisms(
  a: Drug,
  b: Drug,
  standard: readonly StandardCombination[] = [],
): InferredMechanism[] {
  const pk = inferPharmacokinetic(a, b);
  const pd = inferPharmacodynamic(a, b, standard).map((m) =>
    m.rule === 'qt' ? withExposureRise(m, pk, [a, b]) : m,
  );
  const label = inferClassInstructions(a, b);
  return [...label, ...supersedeGrid(pk, label), ...pd];
}
