import type { AlleleFunction, PgxGeneDefinition } from '../knowledge/pgx';
import { formatSource } from '../knowledge/source';
import type { PgxEngine } from '../pgx';
import type { Question, QuestionOption } from './types';

/*
 * "What is the DPYD activity score of *1/*2A, and which phenotype is it?" for the genes CPIC
 * scores by activity (DPYD, CYP2D6, CYP2C9). The score and the phenotype are what the PGx engine
 * computes for the diplotype from the gene's CPIC allele table; the explanation quotes each
 * allele's function and activity value from the same table.
 */

interface Allele {
  /** CPIC name, e.g. "c.1905+1G>A (*2A)". */
  name: string;
  fn: AlleleFunction;
  value: number;
  /** How the question writes it: the star name when CPIC's table gives one ("*2A"). */
  display: string;
}

/** Decreased- and no-function alleles per gene, in table order, that the questions pair up. */
const PER_FUNCTION = 8;
/** The alleles that also appear in two-variant (compound) diplotypes. */
const COMPOUND = 3;

const FUNCTION_WORDS: Partial<Record<AlleleFunction, string>> = {
  normal: 'normal function',
  increased: 'increased function',
  decreased: 'decreased function',
  no: 'no function',
};

function fmtScore(x: number): string {
  return String(Math.round(x * 100) / 100);
}

/** The star name of a CPIC allele name, if its table gives one ("*2A", "*1", "HapB3"). */
function displayName(def: PgxGeneDefinition, name: string): string {
  if (name.startsWith('*')) return name;
  const aliases = Object.entries(def.aliases)
    .filter(([alias, target]) => target === name && (alias.startsWith('*') || /^hap/i.test(alias)))
    .map(([alias]) => alias)
    .sort((a, b) => a.length - b.length || a.localeCompare(b));
  return aliases[0] ?? name;
}

function scoredAlleles(def: PgxGeneDefinition): Allele[] {
  return def.alleles.flatMap(([name, fn, value]) =>
    typeof value === 'number' ? [{ name, fn, value, display: displayName(def, name) }] : [],
  );
}

/**
 * The diplotypes asked about: the reference (first normal-function) allele with each decreased
 * and each named no-function allele, and pairs of the first few of those (compound genotypes).
 */
function diplotypes(def: PgxGeneDefinition): Array<[Allele, Allele]> {
  const alleles = scoredAlleles(def);
  const reference = alleles.find((a) => a.fn === 'normal');
  if (!reference) return [];
  const decreased = alleles.filter((a) => a.fn === 'decreased').slice(0, PER_FUNCTION);
  // No-function alleles are many (CYP2D6 lists dozens); those with a star name are the taught ones.
  const none = alleles
    .filter((a) => a.fn === 'no' && (a.display.startsWith('*') || /^hap/i.test(a.display)))
    .slice(0, PER_FUNCTION);
  const pairs: Array<[Allele, Allele]> = [[reference, reference]];
  for (const a of [...decreased, ...none]) pairs.push([reference, a]);
  const compound = [...decreased.slice(0, COMPOUND), ...none.slice(0, COMPOUND)];
  for (let i = 0; i < compound.length; i += 1) {
    for (let j = i; j < compound.length; j += 1) pairs.push([compound[i]!, compound[j]!]);
  }
  return pairs;
}

/** Every score two of the gene's scored alleles can add up to, ascending. */
function possibleScores(def: PgxGeneDefinition): number[] {
  const values = [...new Set(scoredAlleles(def).map((a) => a.value))];
  const sums = new Set<number>();
  for (const a of values) for (const b of values) sums.add(Math.round((a + b) * 100) / 100);
  return [...sums].sort((x, y) => x - y);
}

/** Up to five score options around the right one, ascending. */
function scoreOptions(all: readonly number[], correct: number): QuestionOption[] {
  const chosen = [...all]
    .sort((a, b) => Math.abs(a - correct) - Math.abs(b - correct) || a - b)
    .slice(0, 5)
    .sort((a, b) => a - b);
  return chosen.map((s) => ({ id: fmtScore(s), label: fmtScore(s) }));
}

function bandsText(def: PgxGeneDefinition): string {
  const bands = def.activityScore?.bands ?? [];
  let previous: number | null = null;
  const parts: string[] = [];
  for (const band of bands) {
    const range =
      band.max === null
        ? `above ${fmtScore(previous ?? 0)}`
        : previous === null
          ? `${fmtScore(band.max)} or less`
          : `above ${fmtScore(previous)} to ${fmtScore(band.max)}`;
    parts.push(`${band.phenotype} ${range}`);
    previous = band.max;
  }
  return parts.join('; ');
}

function alleleWords(a: Allele): string {
  const label = a.display === a.name ? a.name : `${a.display} (${a.name})`;
  return `${label} is a ${FUNCTION_WORDS[a.fn] ?? a.fn} allele (activity value ${fmtScore(a.value)})`;
}

/** Activity-score questions for every gene the engine scores by activity. */
export function pgxQuestions(engine: PgxEngine): Question[] {
  const questions: Question[] = [];
  for (const def of engine.knowledge.genes) {
    if (def.method !== 'activity-score' || !def.activityScore) continue;
    const scores = possibleScores(def);
    const phenotypes = [...new Set(def.activityScore.bands.map((b) => b.phenotype))];
    const phenotypeOptions = phenotypes.map((p) => ({ id: p, label: p }));
    for (const [a, b] of diplotypes(def)) {
      const asked = `${a.display}/${b.display}`;
      const result = engine.evaluatePgx(
        { genotypes: [{ gene: def.gene, diplotype: asked }] },
        () => undefined,
      );
      const call = result.genes[0];
      if (!call || call.activityScore === null || call.cpicPhenotype === 'Indeterminate') continue;
      if (!phenotypes.includes(call.cpicPhenotype as (typeof phenotypes)[number])) continue;
      const score = call.activityScore;
      questions.push({
        id: `pgx:${def.gene}:${asked}`,
        kind: 'pgx',
        topic: def.gene,
        prompt: `What is the ${def.gene} activity score of ${asked}, and which phenotype does it give?`,
        parts: [
          { id: 'score', prompt: 'Activity score', options: scoreOptions(scores, score) },
          { id: 'phenotype', prompt: 'Phenotype', options: phenotypeOptions },
        ],
        answer: { score: fmtScore(score), phenotype: call.cpicPhenotype },
        explanation:
          `${alleleWords(a)}; ${a === b ? 'both copies are the same allele' : alleleWords(b)}. ` +
          `The activity score is the sum of the two values: ${fmtScore(a.value)} + ` +
          `${fmtScore(b.value)} = ${fmtScore(score)}, a ${call.cpicPhenotype} ` +
          `(CPIC: ${bandsText(def)}).`,
        sources: def.sources.map(formatSource),
        recordId: def.gene,
      });
    }
  }
  return questions;
}
