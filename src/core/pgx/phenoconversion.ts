import type {
  CpicPhenotype,
  Cyp2d6Inhibition,
  Phenoconversion,
  PgxGeneDefinition,
} from '../knowledge/pgx';
import { formatScore, phenotypeForScore, type GeneCall } from './genotype';
import { OUTPUT_PHENOTYPE } from './phenotypes';
import type { PgxMedicationInput, PhenoconversionResult } from './schemas';

const RANK: Record<Cyp2d6Inhibition, number> = { strong: 3, moderate: 2, weak: 1 };

/**
 * CYP2D6 phenoconversion. The strongest inhibitor on the list sets the multiplier from the
 * knowledge base (strong x 0, moderate x 0.5; Borges et al. J Clin Pharmacol 2010, PMID
 * 20081063, as used in clinical CYP2D6 implementation). It is applied once, not per drug.
 *
 * - Score known: new score = score x factor, classified with CPIC's CYP2D6 bands (AS 0 poor,
 *   0.25-1 intermediate, 1.25-2.25 normal, >2.25 ultrarapid; off-grid values only when both
 *   neighbouring grid scores agree).
 * - Only a phenotype known: a factor of 0 still gives a poor metabolizer; any other factor cannot
 *   be applied without a score, so the result becomes indeterminate (fail closed).
 * - Indeterminate genotype, or only weak inhibitors: unchanged, with a note.
 */
export function applyPhenoconversion<T extends GeneCall>(
  call: T,
  medications: PgxMedicationInput[],
  def: PgxGeneDefinition,
  rule: Phenoconversion,
): T & { phenoconverted?: PhenoconversionResult } {
  const inhibitors = medications.filter(
    (m): m is PgxMedicationInput & { cyp2d6Inhibition: Cyp2d6Inhibition } =>
      m.cyp2d6Inhibition !== undefined,
  );
  if (inhibitors.length === 0) return call;
  const applicable = inhibitors.filter((m) => rule.factors[m.cyp2d6Inhibition] !== undefined);
  const weak = inhibitors.filter((m) => rule.factors[m.cyp2d6Inhibition] === undefined);
  const notes = [...call.notes];
  if (weak.length > 0) {
    notes.push(
      `weak CYP2D6 inhibitor(s) listed (${weak.map((m) => m.name).join(', ')}): activity score not adjusted`,
    );
  }
  if (applicable.length === 0) return { ...call, notes };
  const top = Math.max(...applicable.map((m) => RANK[m.cyp2d6Inhibition]));
  const drivers = applicable.filter((m) => RANK[m.cyp2d6Inhibition] === top);
  const strength = drivers[0]?.cyp2d6Inhibition ?? 'moderate';
  const factor = rule.factors[strength] ?? 1;
  const cause = drivers.map((m) => `${m.name} (${m.cyp2d6Inhibition} CYP2D6 inhibitor)`).join(', ');
  if (call.cpicPhenotype === 'Indeterminate') {
    notes.push(
      `${cause} listed, but the genotype is indeterminate, so no phenoconversion was applied`,
    );
    return { ...call, notes };
  }
  let score = call.score;
  let phenotype: CpicPhenotype = call.cpicPhenotype;
  if (score) {
    score = {
      min: score.min * factor,
      max: score.max === Infinity && factor > 0 ? Infinity : score.max * factor,
    };
    phenotype = phenotypeForScore(def, score);
  } else if (factor === 0) {
    score = { min: 0, max: 0 };
    phenotype = phenotypeForScore(def, score);
  } else if (call.cpicPhenotype !== 'Poor Metabolizer') {
    phenotype = 'Indeterminate';
    notes.push(`${cause}: an activity score is needed to apply a x${factor} factor`);
  }
  const unchanged =
    phenotype === call.cpicPhenotype &&
    (score === null || call.score === null
      ? score === call.score
      : score.min === call.score.min && score.max === call.score.max);
  if (unchanged) {
    notes.push(`${cause} listed; CYP2D6 phenotype unchanged (${call.cpicPhenotype})`);
    return { ...call, notes };
  }
  return {
    ...call,
    score,
    cpicPhenotype: phenotype,
    notes,
    phenoconverted: {
      from: OUTPUT_PHENOTYPE[call.cpicPhenotype],
      to: OUTPUT_PHENOTYPE[phenotype],
      fromActivityScore: call.score ? call.score.min : null,
      toActivityScore: score && phenotype !== 'Indeterminate' ? score.min : null,
      cause,
      inhibitors: drivers.map((m) => ({
        id: m.id,
        name: m.name,
        cyp2d6Inhibition: m.cyp2d6Inhibition,
      })),
      method: `${rule.method} Genotype score ${call.score ? formatScore(call.score.min) : 'n/a'} x ${factor}.`,
    },
  };
}
