import type { PgxDrugRule, PgxMatcher, PgxRecommendationRow, PhenotypeKey } from '../knowledge/pgx';
import { formatScore, type ScoreRange } from './genotype';

/** The patient's value for one lookup key of a rule (a gene, an HLA-B allele, or an untested gene). */
export interface KeyState {
  key: string;
  /** False for genes the engine does not genotype (e.g. ABCG2); they are always "No Result". */
  supported: boolean;
  phenotype: PhenotypeKey;
  score: ScoreRange | null;
}

const EPSILON = 1e-9;

export interface RowMatch {
  row: PgxRecommendationRow;
  condition?: string;
  fallback?: boolean;
}

function describeScore(key: string, m: NonNullable<PgxMatcher['activityScore']>): string {
  if (m.min !== undefined && m.max !== undefined) {
    return `${key} activity score ${formatScore(m.min)}-${formatScore(m.max)}`;
  }
  if (m.max !== undefined) return `${key} activity score at most ${formatScore(m.max)}`;
  return `${key} activity score at least ${formatScore(m.min ?? 0)}`;
}

export function describeStates(states: KeyState[]): string {
  return states.map((s) => `${s.key}=${s.phenotype}`).join(', ');
}

/**
 * Rows are checked in order. A row whose activity-score bound cannot be checked (phenotype given
 * without a score) is a conditional match; the engine then reports it with its condition and keeps
 * looking, so the clinician sees every row that may apply instead of a guessed one.
 */
export function matchRule(rule: PgxDrugRule, states: KeyState[]): RowMatch[] {
  const conditional: RowMatch[] = [];
  for (const row of rule.rows) {
    let full = true;
    let possible = true;
    const conditions: string[] = [];
    for (const state of states) {
      const matcher = row.when[state.key];
      if (!matcher || !matcher.phenotypes.includes(state.phenotype)) {
        possible = false;
        break;
      }
      const bound = matcher.activityScore;
      if (!bound) continue;
      if (state.score === null) {
        full = false;
        conditions.push(describeScore(state.key, bound));
        continue;
      }
      const aboveMin = bound.min === undefined || state.score.min >= bound.min - EPSILON;
      const belowMax = bound.max === undefined || state.score.max <= bound.max + EPSILON;
      if (!aboveMin || !belowMax) {
        possible = false;
        break;
      }
    }
    if (!possible) continue;
    if (full) {
      if (conditional.length === 0) return [{ row }];
      return [...conditional, { row, condition: 'otherwise (activity score not reported)' }];
    }
    conditional.push({ row, condition: `if ${conditions.join(' and ')}` });
  }
  if (conditional.length > 0) return conditional;
  return [
    {
      fallback: true,
      row: {
        when: {},
        action: 'indeterminate',
        doseFactor: null,
        doseRange: null,
        strength: 'not-graded',
        text: 'No rule in the knowledge base covers this combination of results; no genotype-based recommendation can be given.',
        sources: [],
      },
    },
  ];
}
