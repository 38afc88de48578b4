import type { AlleleFunction, CpicPhenotype, PgxGene, PgxGeneDefinition } from '../knowledge/pgx';

/**
 * Diplotype parsing and genotype -> phenotype translation for one gene (not HLA-B, see
 * `hla.ts`). Everything fails closed: an allele missing from the gene's CPIC table, an allele of
 * uncertain/unknown function, an unresolved copy number or an unparseable string gives
 * `Indeterminate`, never a normal phenotype.
 */

export interface AlleleRecord {
  name: string;
  fn: AlleleFunction;
  value: number | null;
  /** Position in the CPIC table; used to write diplotypes in a canonical order. */
  order: number;
}

export interface ParsedAllele extends AlleleRecord {
  /** Copy number; `max` is Infinity for open notation (`xN`, `x≥3`). */
  copies: { min: number; max: number };
}

export interface GeneIndex {
  def: PgxGeneDefinition;
  /** Lower-cased CPIC names and aliases -> allele. */
  lookup: Map<string, AlleleRecord>;
  /** Phenotypes a user may report for this gene, lower-cased -> CPIC term. */
  reportable: Map<string, CpicPhenotype>;
}

/** Score range of a diplotype; `max` is Infinity when copy number is open. */
export interface ScoreRange {
  min: number;
  max: number;
}

export interface GeneCall {
  gene: PgxGene;
  diplotype: string | null;
  score: ScoreRange | null;
  cpicPhenotype: CpicPhenotype;
  notes: string[];
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const EPSILON = 1e-9;

export function buildGeneIndex(def: PgxGeneDefinition): GeneIndex {
  const lookup = new Map<string, AlleleRecord>();
  def.alleles.forEach((row, order) => {
    const [name, fn, value] = row;
    lookup.set(name.toLowerCase(), { name, fn, value: value ?? null, order });
  });
  for (const [alias, target] of Object.entries(def.aliases)) {
    const record = lookup.get(target.toLowerCase());
    if (record) lookup.set(alias.toLowerCase(), record);
  }
  const reportable = new Map<string, CpicPhenotype>();
  const phenotypes = new Set<CpicPhenotype>(['Indeterminate']);
  def.activityScore?.bands.forEach((b) => phenotypes.add(b.phenotype));
  def.functionPairs.forEach((p) => phenotypes.add(p.phenotype));
  def.hemizygous.forEach((h) => phenotypes.add(h.phenotype));
  for (const p of phenotypes) {
    reportable.set(p.toLowerCase(), p);
    const short = ABBREVIATIONS[p];
    if (short) reportable.set(short, p);
  }
  if (def.gene === 'VKORC1') {
    for (const p of phenotypes) {
      if (p.startsWith('-1639 ')) reportable.set(p.slice(6).toLowerCase(), p);
    }
  }
  return { def, lookup, reportable };
}

const ABBREVIATIONS: Partial<Record<CpicPhenotype, string>> = {
  'Normal Metabolizer': 'nm',
  'Intermediate Metabolizer': 'im',
  'Poor Metabolizer': 'pm',
  'Rapid Metabolizer': 'rm',
  'Ultrarapid Metabolizer': 'um',
};

/** `1 -> "1.0"`, `0.25 -> "0.25"`, `0.125 -> "0.125"`, as CPIC writes scores. */
export function formatScore(score: number): string {
  const text = String(Math.round(score * 1000) / 1000);
  return text.includes('.') ? text : `${text}.0`;
}

export function formatScoreRange(range: ScoreRange): string {
  return `${range.max > range.min + EPSILON ? '≥' : ''}${formatScore(range.min)}`;
}

/** Activity band for one score (first band whose max is not exceeded). */
function band(def: PgxGeneDefinition, score: number): CpicPhenotype {
  const bands = def.activityScore?.bands ?? [];
  for (const b of bands) {
    if (b.max === null || score <= b.max + EPSILON) return b.phenotype;
  }
  return 'Indeterminate';
}

/**
 * Phenotype for a score range. A score between two grid points (possible only after
 * phenoconversion, e.g. 2.25 x 0.5 = 1.125) is classified only when both neighbouring grid
 * scores give the same phenotype; otherwise it is indeterminate. An open range (copy number ≥ n)
 * must fall in one band from its lower bound upwards.
 */
export function phenotypeForScore(def: PgxGeneDefinition, range: ScoreRange): CpicPhenotype {
  const step = def.activityScore?.step;
  if (step === undefined) return 'Indeterminate';
  const classify = (score: number): CpicPhenotype => {
    if (!Number.isFinite(score)) return band(def, Number.MAX_VALUE);
    const units = score / step;
    if (Math.abs(units - Math.round(units)) < EPSILON) return band(def, score);
    const lower = band(def, Math.floor(units) * step);
    const upper = band(def, Math.ceil(units) * step);
    return lower === upper ? lower : 'Indeterminate';
  };
  const low = classify(range.min);
  const high = classify(range.max);
  return low === high ? low : 'Indeterminate';
}

/** A user-entered score must lie on the gene's grid and within its range. */
export function validateScore(def: PgxGeneDefinition, score: number): string | null {
  const spec = def.activityScore;
  if (!spec) return `${def.gene} is not scored by activity; give a diplotype or phenotype`;
  const units = score / spec.step;
  if (!Number.isFinite(score) || score < 0 || Math.abs(units - Math.round(units)) > EPSILON) {
    return `${def.gene} activity scores are multiples of ${spec.step}; ${score} is not valid`;
  }
  if (spec.max !== null && score > spec.max + EPSILON) {
    return `${def.gene} activity score cannot exceed ${spec.max}; got ${score}`;
  }
  return null;
}

const COPY_NUMBER = /^(.+?)\s*[x×]\s*(n|(?:≥|>=)\s*\d+|\d+)$/i;

function resolveAllele(index: GeneIndex, token: string): Parsed<ParsedAllele> {
  const direct = index.lookup.get(token.toLowerCase());
  if (direct) return { ok: true, value: { ...direct, copies: { min: 1, max: 1 } } };
  const copy = COPY_NUMBER.exec(token);
  if (copy && index.def.copyNumber) {
    const base = index.lookup.get((copy[1] ?? '').trim().toLowerCase());
    const spec = (copy[2] ?? '').replace(/\s/g, '').toLowerCase();
    if (base) {
      let copies: { min: number; max: number };
      if (spec === 'n') copies = { min: 2, max: Infinity };
      else if (spec.startsWith('≥') || spec.startsWith('>=')) {
        copies = { min: Number(spec.replace(/^(≥|>=)/, '')), max: Infinity };
      } else copies = { min: Number(spec), max: Number(spec) };
      if (!(copies.min >= 1)) {
        return { ok: false, message: `${index.def.gene}: copy number in "${token}" must be ≥ 1` };
      }
      return { ok: true, value: { ...base, copies } };
    }
  }
  if (copy && !index.def.copyNumber && index.lookup.has((copy[1] ?? '').trim().toLowerCase())) {
    return {
      ok: false,
      message: `${index.def.gene}: copy-number notation ("${token}") is not defined by CPIC for this gene`,
    };
  }
  return {
    ok: false,
    message: `${index.def.gene}: allele "${token}" is not in the CPIC table used (${index.def.tableVersion})`,
  };
}

/** Normalises spacing, gene prefixes and VKORC1's several genotype spellings. */
function normaliseDiplotype(gene: PgxGene, raw: string): string {
  let s = raw
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s*\/\s*/g, '/');
  const prefix = new RegExp(`(^|/)${gene.replace('-', '\\-')}\\s?(?=[*\\w.-])`, 'gi');
  s = s.replace(prefix, '$1');
  if (gene === 'VKORC1') {
    s = s
      .replace(/rs9923231\s*/gi, '')
      .replace(/c\.-1639\s*/gi, '')
      .replace(/-1639\s*/gi, '')
      .replace(/\s*G>A\s*/gi, '')
      .trim();
    if (/^[ACGT]{2}$/i.test(s)) s = `${s[0]}/${s[1]}`;
  }
  return s;
}

/**
 * Splits a diplotype into one or two alleles. Allele names may contain "/" (the older G6PD name
 * "Telti/Kobe"), so every split point is tried and exactly one reading must resolve.
 */
export function parseDiplotype(index: GeneIndex, raw: string): Parsed<ParsedAllele[]> {
  const gene = index.def.gene;
  const s = normaliseDiplotype(gene, raw);
  if (s.length === 0) return { ok: false, message: `${gene}: empty diplotype` };
  const whole = resolveAllele(index, s);
  if (whole.ok) {
    if (index.def.method === 'x-linked') return { ok: true, value: [whole.value] };
    return {
      ok: false,
      message: `${gene}: "${raw}" names one allele; a diplotype needs two (e.g. *1/*4)`,
    };
  }
  const parts = s.split('/');
  if (parts.length < 2) return whole;
  const readings: ParsedAllele[][] = [];
  let firstError: string | null = null;
  for (let i = 1; i < parts.length; i++) {
    const left = resolveAllele(index, parts.slice(0, i).join('/').trim());
    const right = resolveAllele(index, parts.slice(i).join('/').trim());
    if (left.ok && right.ok) readings.push([left.value, right.value]);
    else firstError ??= !left.ok ? left.message : !right.ok ? right.message : null;
  }
  const [reading, ...others] = readings;
  if (!reading) return { ok: false, message: firstError ?? `${gene}: cannot parse "${raw}"` };
  if (others.length > 0) return { ok: false, message: `${gene}: "${raw}" is ambiguous` };
  return { ok: true, value: reading };
}

function alleleLabel(a: ParsedAllele): string {
  if (a.copies.min === 1 && a.copies.max === 1) return a.name;
  if (a.copies.max === Infinity)
    return a.copies.min === 2 ? `${a.name}xN` : `${a.name}x≥${a.copies.min}`;
  return `${a.name}x${a.copies.min}`;
}

/** Canonical order: CPIC table order, lower copy number first on ties. */
function sortAlleles(alleles: ParsedAllele[]): ParsedAllele[] {
  return [...alleles].sort(
    (a, b) => a.order - b.order || a.copies.min - b.copies.min || a.copies.max - b.copies.max,
  );
}

function pairPhenotype(
  def: PgxGeneDefinition,
  a: AlleleFunction,
  b: AlleleFunction,
): CpicPhenotype {
  const pair = def.functionPairs.find(
    (p) =>
      (p.functions[0] === a && p.functions[1] === b) ||
      (p.functions[0] === b && p.functions[1] === a),
  );
  return pair?.phenotype ?? 'Indeterminate';
}

/** Genotype -> CPIC phenotype (and score for activity-scored genes). */
export function callDiplotype(index: GeneIndex, raw: string): Parsed<GeneCall> {
  const def = index.def;
  const parsed = parseDiplotype(index, raw);
  if (!parsed.ok) return parsed;
  const alleles = sortAlleles(parsed.value);
  const diplotype = alleles.map(alleleLabel).join('/');
  const notes = alleles
    .filter((a) => a.fn === 'uncertain' || a.fn === 'unknown')
    .map((a) => `${a.name}: CPIC function ${a.fn}`);
  if (def.method === 'activity-score') {
    if (alleles.some((a) => a.value === null)) {
      return {
        ok: true,
        value: { gene: def.gene, diplotype, score: null, cpicPhenotype: 'Indeterminate', notes },
      };
    }
    const score = alleles.reduce(
      (sum, a) => {
        const value = a.value ?? 0;
        return {
          min: sum.min + value * a.copies.min,
          max: sum.max + (value === 0 ? 0 : value * a.copies.max),
        };
      },
      { min: 0, max: 0 },
    );
    const cpicPhenotype = phenotypeForScore(def, score);
    if (cpicPhenotype === 'Indeterminate') {
      notes.push(
        `copy number not resolved: activity score ${formatScoreRange(score)} spans more than one phenotype`,
      );
    }
    return { ok: true, value: { gene: def.gene, diplotype, score, cpicPhenotype, notes } };
  }
  const [first, second] = alleles;
  if (!first) return { ok: false, message: `${def.gene}: no allele in "${raw}"` };
  if (!second) {
    const hemi = def.hemizygous.find((h) => h.function === first.fn);
    notes.push('one allele reported: read as hemizygous (one X chromosome)');
    return {
      ok: true,
      value: {
        gene: def.gene,
        diplotype,
        score: null,
        cpicPhenotype: hemi?.phenotype ?? 'Indeterminate',
        notes,
      },
    };
  }
  return {
    ok: true,
    value: {
      gene: def.gene,
      diplotype,
      score: null,
      cpicPhenotype: pairPhenotype(def, first.fn, second.fn),
      notes,
    },
  };
}

/** A reported phenotype, matched to the gene's CPIC terms ("PM", "likely poor metabolizer", ...). */
export function parseReportedPhenotype(index: GeneIndex, raw: string): Parsed<CpicPhenotype> {
  const gene = index.def.gene;
  const s = raw
    .trim()
    .replace(/\s+/g, ' ')
    .replace(new RegExp(`^${gene.replace('-', '\\-')}\\s*:?\\s*`, 'i'), '')
    .toLowerCase();
  const found = index.reportable.get(s);
  if (found) return { ok: true, value: found };
  return {
    ok: false,
    message: `${gene}: phenotype "${raw}" is not one of ${[...new Set(index.reportable.values())].join(', ')}`,
  };
}
