/*
 * HGVS protein changes in their short (L858R) and long (p.Leu858Arg, p.(Leu858Arg)) forms,
 * reduced to one short form so that every way a report writes a change compares equal.
 * HGVS nomenclature: https://hgvs-nomenclature.org/stable/recommendations/protein/
 */
const THREE_TO_ONE: Record<string, string> = {
  ALA: 'A',
  ARG: 'R',
  ASN: 'N',
  ASP: 'D',
  CYS: 'C',
  GLN: 'Q',
  GLU: 'E',
  GLY: 'G',
  HIS: 'H',
  ILE: 'I',
  LEU: 'L',
  LYS: 'K',
  MET: 'M',
  PHE: 'F',
  PRO: 'P',
  SER: 'S',
  THR: 'T',
  TRP: 'W',
  TYR: 'Y',
  VAL: 'V',
  TER: '*',
  XAA: 'X',
};
const AA = '(?:[A-Z][a-z]{2}|[ACDEFGHIKLMNPQRSTVWYX])';
const ONE = (aa: string) => (aa.length === 3 ? THREE_TO_ONE[aa.toUpperCase()] : aa.toUpperCase());

export type ProteinChange =
  /** A substitution (missense or nonsense): V600E, G12C, Q61* (alt undefined: codon only, "G12"). */
  | { kind: 'substitution'; ref: string; pos: number; alt?: string }
  /** An in-frame deletion, insertion, delins or duplication over a residue range. */
  | { kind: 'indel'; op: 'del' | 'ins' | 'delins' | 'dup'; ref: string; start: number; end: number }
  /** A frameshift from a residue. */
  | { kind: 'frameshift'; ref: string; pos: number };

/** Strips "p.", brackets and spaces: "p.(Leu858Arg)" -> "Leu858Arg". */
function core(text: string): string {
  return text
    .trim()
    .replace(/^p\./i, '')
    .replace(/^\((.*)\)$/, '$1')
    .replace(/\s+/g, '');
}

/** The protein change written in `text`, or undefined when it is not one. */
export function parseProteinChange(text: string): ProteinChange | undefined {
  const s = core(text);
  // Case matters for three-letter codes ("Leu"); one-letter forms are upper case. Accept
  // "v600e" by upper-casing only when the whole thing is a short form.
  const short = /^([A-Za-z])(\d+)([A-Za-z*])?$/.exec(s);
  if (short) {
    const ref = short[1]!.toUpperCase();
    const alt = short[3] ? (short[3] === '*' ? '*' : short[3].toUpperCase()) : undefined;
    return alt === undefined
      ? { kind: 'substitution', ref, pos: Number(short[2]) }
      : { kind: 'substitution', ref, pos: Number(short[2]), alt };
  }
  const sub = new RegExp(`^(${AA})(\\d+)(${AA}|\\*|=)$`).exec(s);
  if (sub) {
    const ref = ONE(sub[1]!);
    const alt = sub[3] === '*' ? '*' : sub[3] === '=' ? ref : ONE(sub[3]!);
    if (ref && alt) return { kind: 'substitution', ref, pos: Number(sub[2]), alt };
  }
  const fs = new RegExp(`^(${AA})(\\d+)(?:${AA})?fs`, 'i').exec(s);
  if (fs) {
    const ref = ONE(fs[1]!);
    if (ref) return { kind: 'frameshift', ref, pos: Number(fs[2]) };
  }
  const indel = new RegExp(`^(${AA})(\\d+)(?:_(${AA})(\\d+))?(delins|del|ins|dup)`, 'i').exec(s);
  if (indel) {
    const ref = ONE(indel[1]!);
    const start = Number(indel[2]);
    const end = indel[4] ? Number(indel[4]) : start;
    const op = indel[5]!.toLowerCase() as 'del' | 'ins' | 'delins' | 'dup';
    if (ref) return { kind: 'indel', op, ref, start, end };
  }
  return undefined;
}

/** The short form: "L858R", "G12" for a codon, "E746_A750del" for an indel. */
export function shortForm(p: ProteinChange): string {
  switch (p.kind) {
    case 'substitution':
      return `${p.ref}${p.pos}${p.alt ?? ''}`;
    case 'frameshift':
      return `${p.ref}${p.pos}fs`;
    case 'indel':
      return p.start === p.end ? `${p.ref}${p.start}${p.op}` : `${p.ref}${p.start}_${p.end}${p.op}`;
  }
}
