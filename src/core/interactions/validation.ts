import { z } from 'zod';
import { SEVERITY_ORDER, type Severity } from '../knowledge/interaction';
import { sourceSchema } from '../knowledge/source';

/**
 * An independent validation set for the interaction checker (issue 12, "Done when"): drug pairs
 * taken from US labels (and CPIC), kept apart from the records' own tests, each with the source
 * that says whether the pair interacts. Drugs are written as a clinician would type them and go
 * through the same name resolution as the checker's users.
 */
export const validationPairSchema = z
  .object({
    a: z.string().min(2),
    b: z.string().min(2),
    /** `interaction`: the source asks for an action; `none`: it reports no clinically relevant effect. */
    expected: z.enum(['interaction', 'none']),
    /** For an interaction, what the source asks: contraindicated, avoid, adjust the dose, monitor. */
    action: z.enum(['contraindicated', 'avoid', 'adjust', 'monitor']).optional(),
    source: sourceSchema,
  })
  .strict()
  .refine((p) => (p.expected === 'interaction') === (p.action !== undefined), {
    message: 'an interaction names the action its source asks for; a negative pair names none',
  });
export type ValidationPair = z.infer<typeof validationPairSchema>;
export type ValidationPairInput = z.input<typeof validationPairSchema>;

/** What the checker said about one pair. */
export type PairOutcome =
  | { status: 'unresolved'; unresolved: string[] }
  | { status: 'checked'; severity: Severity | undefined };

/** A finding at moderate or above is a flag: it asks the user to act or monitor. */
export const FLAG_THRESHOLD: Severity = 'moderate';

const flagged = (s: Severity | undefined) =>
  s !== undefined && SEVERITY_ORDER.indexOf(s) <= SEVERITY_ORDER.indexOf(FLAG_THRESHOLD);

export interface ValidationReport {
  positives: number;
  negatives: number;
  /** Positives flagged at moderate or above, over all positives; an unresolved drug is a miss. */
  sensitivity: number;
  /** Positives with any finding at all (minor included), over all positives. */
  sensitivityAnyFinding: number;
  /** Positives flagged, over positives whose two drugs both resolved. */
  sensitivityResolved: number;
  /** Negatives not flagged, over negatives whose two drugs both resolved. */
  specificity: number;
  unresolvedPositives: number;
  unresolvedNegatives: number;
  /** Pairs missed or wrongly flagged, and the names that did not resolve, for the report. */
  misses: string[];
  falseAlarms: string[];
  unresolvedNames: string[];
}

const ratio = (n: number, d: number) => (d === 0 ? 0 : n / d);

/** Sensitivity and specificity of the checker's outcomes on the set. */
export function scoreValidation(
  pairs: readonly ValidationPair[],
  outcomeOf: (pair: ValidationPair) => PairOutcome,
): ValidationReport {
  let tp = 0;
  let anyFinding = 0;
  let tn = 0;
  let posResolved = 0;
  let negResolved = 0;
  let unresolvedPositives = 0;
  let unresolvedNegatives = 0;
  const misses: string[] = [];
  const falseAlarms: string[] = [];
  const unresolvedNames = new Set<string>();
  for (const pair of pairs) {
    const outcome = outcomeOf(pair);
    const label = `${pair.a} + ${pair.b}`;
    if (outcome.status === 'unresolved') {
      for (const name of outcome.unresolved) unresolvedNames.add(name);
      if (pair.expected === 'interaction') {
        unresolvedPositives += 1;
        misses.push(`${label} (unresolved: ${outcome.unresolved.join(', ')})`);
      } else unresolvedNegatives += 1;
      continue;
    }
    if (pair.expected === 'interaction') {
      posResolved += 1;
      if (outcome.severity !== undefined) anyFinding += 1;
      if (flagged(outcome.severity)) tp += 1;
      else misses.push(`${label} (${outcome.severity ?? 'no finding'}; source: ${pair.action})`);
    } else {
      negResolved += 1;
      if (flagged(outcome.severity)) falseAlarms.push(`${label} (${outcome.severity})`);
      else tn += 1;
    }
  }
  const positives = pairs.filter((p) => p.expected === 'interaction').length;
  return {
    positives,
    negatives: pairs.length - positives,
    sensitivity: ratio(tp, positives),
    sensitivityAnyFinding: ratio(anyFinding, positives),
    sensitivityResolved: ratio(tp, posResolved),
    specificity: ratio(tn, negResolved),
    unresolvedPositives,
    unresolvedNegatives,
    misses,
    falseAlarms,
    unresolvedNames: [...unresolvedNames].sort(),
  };
}
