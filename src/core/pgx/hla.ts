import { HLA_B_RISK_ALLELES, type HlaBRiskAllele } from '../knowledge/pgx';
import type { Parsed } from './genotype';

/**
 * HLA-B carrier status for CPIC's three risk alleles (CPIC allopurinol 2015, abacavir 2014,
 * carbamazepine 2017, phenytoin 2020): positive = one or two copies.
 *
 * Accepted input:
 * - carrier statements, one or more separated by ";" or ",": `*58:01 positive`,
 *   `HLA-B*57:01 negative; HLA-B*15:02 negative` (also "pos"/"neg", "carrier"/"non-carrier",
 *   "present"/"absent", "detected"/"not detected");
 * - a genotype of two alleles at two-field (or higher) resolution: `HLA-B*58:01/*15:02`,
 *   `*07:02/*44:03`. A genotype settles all three risk alleles; a statement only the one it names.
 * One-field alleles (`*58`) and a bare allele without a status are rejected (fail closed).
 */
export type CarrierStatus = 'positive' | 'negative';
export type HlaCall = Partial<Record<HlaBRiskAllele, CarrierStatus>>;

const POSITIVE = new Set(['positive', 'pos', 'carrier', 'present', 'detected']);
const NEGATIVE = new Set([
  'negative',
  'neg',
  'non-carrier',
  'noncarrier',
  'absent',
  'not detected',
]);
const FIELDS = /^\*?(\d{2,3}:\d{2,3})(?::\d{2,3})*(?:[A-Z])?$/;

function stripGene(s: string): string {
  return s.replace(/HLA-?B\s*/gi, '').trim();
}

/** Two-field name of an allele token, or null when the resolution is too low. */
function twoField(token: string): string | null {
  const m = FIELDS.exec(token.trim());
  return m?.[1] ? `*${m[1]}` : null;
}

function isRiskAllele(name: string): name is HlaBRiskAllele {
  return (HLA_B_RISK_ALLELES as readonly string[]).includes(name);
}

export function parseHlaStatement(raw: string): Parsed<HlaCall> {
  const call: HlaCall = {};
  const parts = stripGene(raw)
    .split(/[;,]/)
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter((p) => p.length > 0);
  if (parts.length === 0) return { ok: false, message: 'HLA-B: empty result' };
  for (const part of parts) {
    const m = /^(\S+)\s+(.+)$/.exec(part);
    const allele = m?.[1] ? twoField(m[1]) : null;
    const word = m?.[2]?.toLowerCase() ?? '';
    if (!allele) {
      return { ok: false, message: `HLA-B: "${part}" needs a two-field allele and a status` };
    }
    if (!isRiskAllele(allele)) {
      return {
        ok: false,
        message: `HLA-B: ${allele} is not one of CPIC's risk alleles (${HLA_B_RISK_ALLELES.join(', ')})`,
      };
    }
    const status: CarrierStatus | null = POSITIVE.has(word)
      ? 'positive'
      : NEGATIVE.has(word)
        ? 'negative'
        : null;
    if (!status) return { ok: false, message: `HLA-B: unknown carrier status "${m?.[2] ?? ''}"` };
    if (call[allele] && call[allele] !== status) {
      return { ok: false, message: `HLA-B: ${allele} reported both positive and negative` };
    }
    call[allele] = status;
  }
  return { ok: true, value: call };
}

export function parseHlaGenotype(raw: string): Parsed<HlaCall> {
  const tokens = stripGene(raw)
    .split('/')
    .map((t) => t.trim());
  if (tokens.length !== 2) {
    return { ok: false, message: `HLA-B: "${raw}" is neither a carrier statement nor two alleles` };
  }
  const alleles = tokens.map(twoField);
  if (alleles.some((a) => a === null)) {
    return {
      ok: false,
      message: `HLA-B: "${raw}" needs two alleles at two-field resolution (e.g. *58:01/*07:02)`,
    };
  }
  const call: HlaCall = {};
  for (const risk of HLA_B_RISK_ALLELES) {
    call[risk] = alleles.includes(risk) ? 'positive' : 'negative';
  }
  return { ok: true, value: call };
}

/** A diplotype field for HLA-B: a genotype if it contains "/", otherwise carrier statements. */
export function parseHla(raw: string): Parsed<HlaCall> {
  return stripGene(raw).includes('/') ? parseHlaGenotype(raw) : parseHlaStatement(raw);
}
