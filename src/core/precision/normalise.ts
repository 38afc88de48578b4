import { normaliseGene } from './genes';
import { parseProteinChange, shortForm, type ProteinChange } from './protein';
import type { BiomarkerInput, ExonClass } from './schemas';

/**
 * One reported biomarker read into what the matchers compare: the HGNC gene, the protein change,
 * the exon-level classes it belongs to, fusion partners, amplification, HER2 status, expression
 * scores, MSI and TMB. What cannot be read stays undefined, so it matches nothing and is reported
 * as "not in the knowledge base", never as "no therapy".
 */
export interface NormalisedBiomarker {
  input: BiomarkerInput;
  gene: string;
  type: BiomarkerInput['type'];
  /** The report says wild-type / negative / not detected. */
  negative: boolean;
  protein?: ProteinChange;
  exonClasses: ExonClass[];
  /** A SNV/indel finding (not negative): "any mutation of the gene" matchers take it. */
  isMutation: boolean;
  /** Both genes of a fusion (either may be the one a record names). */
  fusionGenes: string[];
  amplified: boolean;
  her2?: { ihc?: 0 | 1 | 2 | 3; ish?: boolean; amplified?: boolean };
  expression?: { measure: 'TPS' | 'CPS' | 'percent-cells'; value: number };
  msiHigh?: boolean;
  /** Mutations per megabase; undefined when the unit cannot be read as per Mb. */
  tmbPerMb?: number;
  tmbHigh?: boolean;
}

const NEGATIVE =
  /^(wild[\s-]?type|wt|negative|neg|not[\s-]detected|none[\s-]detected|absent|no (mutation|variant|alteration)s?( detected)?)$/i;

/**
 * EGFR exon boundaries in protein coordinates (NM_005228.5; exon 19 = codons 729-761, exon 20 =
 * codons 762-823), the ranges the published exon 19 deletions (E746_A750del, L747_P753delinsS)
 * and exon 20 insertions (D770_N771insSVD, A767_V769dup) fall in. ERBB2 exon 20 = 770-831
 * (NM_004448), where the YVMA insertion A775_G776insYVMA sits. PDGFRA exon 18 = 814-854 (D842V).
 */
const EXONS = {
  egfr19: [729, 761],
  egfr20: [762, 823],
  erbb2ex20: [770, 831],
  pdgfra18: [814, 854],
} as const;
const within = (p: ProteinChange, [lo, hi]: readonly [number, number]) =>
  p.kind === 'indel' ? p.start >= lo && p.end <= hi : p.pos >= lo && p.pos <= hi;

function exonClassesOf(
  gene: string,
  text: string,
  protein: ProteinChange | undefined,
): ExonClass[] {
  const out = new Set<ExonClass>();
  const t = text.toLowerCase();
  const exon = (n: number) => new RegExp(`(exon|ex)\\s*${n}(?!\\d)`).test(t);
  const says = (w: RegExp) => w.test(t);
  if (gene === 'EGFR') {
    if ((exon(19) && says(/del/)) || says(/\b(ex)?19\s*del/)) out.add('EGFR exon 19 deletion');
    if ((exon(20) && says(/ins|dup/)) || says(/\b(ex)?20\s*ins/)) out.add('EGFR exon 20 insertion');
    if (protein?.kind === 'indel') {
      if ((protein.op === 'del' || protein.op === 'delins') && within(protein, EXONS.egfr19)) {
        out.add('EGFR exon 19 deletion');
      }
      if (
        (protein.op === 'ins' || protein.op === 'dup' || protein.op === 'delins') &&
        within(protein, EXONS.egfr20)
      ) {
        out.add('EGFR exon 20 insertion');
      }
    }
  }
  if (gene === 'ERBB2') {
    if (
      (exon(20) && says(/ins|dup/)) ||
      (protein?.kind === 'indel' && protein.op !== 'del' && within(protein, EXONS.erbb2ex20))
    ) {
      out.add('ERBB2 exon 20 insertion');
    }
  }
  if (
    gene === 'MET' &&
    (says(/ex(on)?\s*14/) || says(/metex14/)) &&
    says(/skip|splice|ex14|deletion|del\b/)
  ) {
    out.add('MET exon 14 skipping');
  }
  if (
    gene === 'PDGFRA' &&
    (exon(18) || (protein && protein.kind !== 'frameshift' && within(protein, EXONS.pdgfra18)))
  ) {
    out.add('PDGFRA exon 18 mutation');
  }
  return [...out];
}

/** "EML4-ALK", "EML4::ALK", "ALK fusion", "ALK rearrangement", gene ALK with partner EML4. */
function fusionGenesOf(input: BiomarkerInput, gene: string): string[] {
  const genes = new Set([gene]);
  if (input.partner) genes.add(normaliseGene(input.partner));
  const pair = /([A-Za-z0-9]+)\s*(?:::|-|\/|–)\s*([A-Za-z0-9]+)/.exec(input.alteration);
  if (pair && !/^exon$/i.test(pair[1]!)) {
    for (const g of [pair[1]!, pair[2]!]) {
      const symbol = normaliseGene(g);
      if (/^[A-Z][A-Z0-9]{1,9}$/.test(symbol) && !/^(FUSION|REARRANGEMENT|EXON)$/.test(symbol))
        genes.add(symbol);
    }
  }
  return [...genes];
}

function her2Of(text: string, type: BiomarkerInput['type'], value: number | undefined) {
  const t = text.toLowerCase();
  const ihcMatch = /ihc\s*([0-3])\s*\+?/.exec(t) ?? /\b([0-3])\s*\+/.exec(t);
  const ihcRaw = ihcMatch
    ? Number(ihcMatch[1])
    : type === 'expression' &&
        value !== undefined &&
        Number.isInteger(value) &&
        value >= 0 &&
        value <= 3
      ? value
      : undefined;
  const ihc = ihcRaw as 0 | 1 | 2 | 3 | undefined;
  let ish: boolean | undefined;
  if (/(ish|fish|sish|cish)\s*(\+|pos|amplified)/.test(t)) ish = true;
  if (/(ish|fish|sish|cish)\s*(-|neg|not amplified|non-amplified)/.test(t)) ish = false;
  const amplified = type === 'cnv' ? /amp|gain/.test(t) : /amplif/.test(t) && ish !== false;
  if (/her2[\s-]*low/.test(t)) return { ihc: ihc ?? 1, ish: false, amplified: false };
  if (/^(her2[\s-]*)?positive$|^pos$/.test(t.trim())) return { ihc: 3 as const, amplified };
  return { ihc, ish, amplified };
}

function expressionOf(text: string, value: number | undefined) {
  const t = text.toUpperCase();
  const measure: 'TPS' | 'CPS' | 'percent-cells' = /CPS/.test(t)
    ? 'CPS'
    : /TPS|TC\b/.test(t)
      ? 'TPS'
      : 'percent-cells';
  const num = /(\d+(?:\.\d+)?)\s*%?/.exec(t.replace(/IHC\s*[0-3]\+?/, ''));
  const v = value ?? (num ? Number(num[1]) : undefined);
  return v === undefined ? undefined : { measure, value: v };
}

function tmbOf(input: BiomarkerInput): { perMb?: number; high?: boolean } {
  const t = input.alteration.toLowerCase();
  const fromText = /(\d+(?:\.\d+)?)\s*(mut(ation)?s?\s*\/\s*mb|muts?\/mb|\/mb)/.exec(t);
  const perMb = input.value ?? (fromText ? Number(fromText[1]) : undefined);
  const otherUnit = /exome|per\s*genome/.test(t);
  if (otherUnit) return {};
  const high = /\b(tmb[\s-]*h(igh)?|high)\b/.test(t)
    ? true
    : /\blow\b|tmb[\s-]*l\b/.test(t)
      ? false
      : undefined;
  return { perMb, high };
}

export function normaliseBiomarker(input: BiomarkerInput): NormalisedBiomarker {
  const gene = normaliseGene(input.gene);
  const text = input.alteration.trim();
  const negative =
    NEGATIVE.test(text) || /^(mss|msi[\s-]*l(ow)?|pmmr|mmr[\s-]*proficient)$/i.test(text);
  const base: NormalisedBiomarker = {
    input,
    gene,
    type: input.type,
    negative,
    exonClasses: [],
    isMutation: false,
    fusionGenes: [],
    amplified: false,
  };
  if (negative) return base;
  switch (input.type) {
    case 'snv':
    case 'indel': {
      // "EGFR L858R" or "p.L858R (c.2573T>G)": the first token that reads as a protein change.
      const protein =
        parseProteinChange(text) ??
        text
          .split(/[\s,;()]+/)
          .map(parseProteinChange)
          .find((p) => p !== undefined);
      return {
        ...base,
        ...(protein ? { protein } : {}),
        exonClasses: exonClassesOf(gene, text, protein),
        isMutation: true,
      };
    }
    case 'fusion':
      return { ...base, fusionGenes: fusionGenesOf(input, gene) };
    case 'cnv': {
      const amplified = /amp|gain/i.test(text);
      return gene === 'ERBB2'
        ? { ...base, amplified, her2: { amplified } }
        : { ...base, amplified };
    }
    case 'expression': {
      if (gene === 'ERBB2') return { ...base, her2: her2Of(text, input.type, input.value) };
      const expression = expressionOf(text, input.value);
      return expression ? { ...base, expression } : base;
    }
    case 'msi': {
      const msiHigh =
        /msi[\s-]*h(igh)?|dmmr|mmr[\s-]*deficient|mismatch repair deficien|^high$|^h$/i.test(text);
      return { ...base, msiHigh };
    }
    case 'tmb': {
      const tmb = tmbOf(input);
      return {
        ...base,
        ...(tmb.perMb !== undefined ? { tmbPerMb: tmb.perMb } : {}),
        ...(tmb.high !== undefined ? { tmbHigh: tmb.high } : {}),
      };
    }
  }
}

/** How a normalised biomarker reads in a list: "EGFR E746_A750del (EGFR exon 19 deletion)". */
export function describeBiomarker(b: NormalisedBiomarker): string {
  const parts = [b.gene, b.protein ? shortForm(b.protein) : b.input.alteration];
  if (b.exonClasses.length) parts.push(`(${b.exonClasses.join(', ')})`);
  return parts.join(' ');
}
