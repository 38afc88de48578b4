import { normalizeText } from './cancer-sites';

/*
 * Biomarkers a study may name among its conditions or keywords ("EGFR Mutation", "HER2-positive
 * Breast Cancer", "KRAS G12C"). Gene symbols are HGNC approved symbols, with the aliases HGNC
 * lists that trial records use (genenames.org: ERBB2 alias HER2, CD274 alias PD-L1). MSI-H/dMMR
 * and TMB are tumour properties, not genes; they are named so that a study requiring them is
 * reported, although a patient's gene results cannot speak to them.
 */

export interface Biomarker {
  /** HGNC symbol, or the usual name of a tumour property. */
  symbol: string;
  /** The symbol and its aliases as trial records write them. */
  names: readonly string[];
}

const gene = (symbol: string, ...aliases: string[]): Biomarker => ({
  symbol,
  names: [symbol, ...aliases],
});

export const BIOMARKERS: readonly Biomarker[] = [
  gene('EGFR'),
  gene('ALK'),
  gene('ROS1'),
  gene('KRAS'),
  gene('NRAS'),
  gene('HRAS'),
  gene('BRAF'),
  gene('ERBB2', 'HER2', 'HER-2', 'HER2/neu'),
  gene('ERBB3', 'HER3'),
  gene('BRCA1'),
  gene('BRCA2'),
  gene('PALB2'),
  gene('ATM'),
  gene('PIK3CA'),
  gene('AKT1'),
  gene('PTEN'),
  gene('MET', 'c-MET'),
  gene('RET'),
  gene('NTRK1'),
  gene('NTRK2'),
  gene('NTRK3'),
  gene('IDH1'),
  gene('IDH2'),
  gene('FGFR1'),
  gene('FGFR2'),
  gene('FGFR3'),
  gene('ESR1'),
  gene('CD274', 'PD-L1', 'PDL1'),
  gene('KIT', 'c-KIT'),
  gene('PDGFRA'),
  gene('FLT3'),
  gene('NPM1'),
  gene('ABL1', 'BCR-ABL', 'BCR-ABL1'),
  gene('JAK2'),
  gene('TP53'),
  gene('STK11'),
  gene('KEAP1'),
  gene('CDKN2A'),
  gene('MLH1'),
  gene('MSH2'),
  gene('MSH6'),
  gene('PMS2'),
  gene('DPYD'),
  gene('UGT1A1'),
  gene('TPMT'),
  gene('NUDT15'),
  gene('CYP2D6'),
  gene('CYP2C19'),
  gene('CYP2C9'),
  gene('G6PD'),
  gene('HLA-A'),
  gene('HLA-B'),
  {
    symbol: 'MSI-H/dMMR',
    names: [
      'MSI-H',
      'MSI-high',
      'microsatellite instability',
      'dMMR',
      'mismatch repair deficient',
      'mismatch repair deficiency',
    ],
  },
  {
    symbol: 'TMB-high',
    names: ['TMB-H', 'TMB-high', 'tumor mutational burden', 'tumour mutational burden'],
  },
];

const BY_SYMBOL = new Map(BIOMARKERS.map((b) => [b.symbol, b]));

/** The names to look for a gene by: its symbol and listed aliases. */
export function biomarkerNames(symbol: string): readonly string[] {
  return (
    (BY_SYMBOL.get(symbol) ?? BY_SYMBOL.get(symbol.toUpperCase()))?.names ?? [symbol.toUpperCase()]
  );
}

/**
 * Whether a structured field (a condition or keyword) names this gene or biomarker: whole words,
 * any case ("Her2-positive", "EGFR mutation").
 */
export function fieldNames(text: string, symbol: string): boolean {
  const t = normalizeText(text);
  return biomarkerNames(symbol).some((n) => {
    const name = normalizeText(n).trim();
    return name.length > 0 && t.includes(` ${name} `);
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether free text mentions the gene as written, case and all: in prose "MET" and "met" differ.
 * This says only that the word is there, to point the reader at it; it is not a reading.
 */
export function proseMentions(text: string, symbol: string): boolean {
  return biomarkerNames(symbol).some((n) =>
    new RegExp(`(^|[^A-Za-z0-9])${escape(n)}($|[^A-Za-z0-9])`).test(text),
  );
}

/** The biomarkers of the vocabulary that a study's conditions and keywords name, in order. */
export function biomarkersNamed(fields: readonly string[]): string[] {
  return BIOMARKERS.filter((b) => fields.some((f) => fieldNames(f, b.symbol))).map((b) => b.symbol);
}
