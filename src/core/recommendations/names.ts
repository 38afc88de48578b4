import type { AlertKnowledge } from '../alerts/knowledge';
import type { Drug } from '../knowledge/drug';

/*
 * Finding drug and class names in a knowledge record's own text (a curated interaction's
 * management, a question about a patient). Exact words only, never a fuzzy match: an alternative
 * is proposed only when the record names it.
 */

interface NamePattern {
  drug: Drug;
  text: string;
  /** Short upper-case abbreviations (MTX, TDF) and brand names match in their own case only. */
  caseSensitive: boolean;
}

/**
 * Words the records use for a class that differ from its class tag ("H2 blocker" for the
 * h2-receptor-antagonist tag). Terminology only: which drugs belong to the class comes from the
 * drug records' class tags.
 */
export const CLASS_ALIASES: Readonly<Record<string, string>> = {
  'h2 blocker': 'h2-receptor-antagonist',
  'h2-blocker': 'h2-receptor-antagonist',
  'h2 antagonist': 'h2-receptor-antagonist',
  'h2-receptor antagonist': 'h2-receptor-antagonist',
  ppi: 'proton-pump-inhibitor',
  lmwh: 'low-molecular-weight-heparin',
  'low-molecular-weight heparin': 'low-molecular-weight-heparin',
  'aromatase inhibitor': 'aromatase-inhibitor',
};

export interface NameIndex {
  patterns: NamePattern[];
  /** Class phrase (lower case, singular) → its tag. */
  classes: Map<string, string>;
  membersOf(tag: string): Drug[];
}

const indexes = new WeakMap<AlertKnowledge, NameIndex>();

export function nameIndex(kb: AlertKnowledge): NameIndex {
  const cached = indexes.get(kb);
  if (cached) return cached;
  const patterns: NamePattern[] = [];
  const members = new Map<string, Drug[]>();
  for (const drug of kb.drugsById.values()) {
    patterns.push({ drug, text: drug.name.toLowerCase(), caseSensitive: false });
    for (const s of drug.synonyms) {
      const upper = s.length <= 4 || /^[A-Z0-9-]+$/.test(s);
      patterns.push({ drug, text: upper ? s : s.toLowerCase(), caseSensitive: upper });
    }
    for (const b of drug.brandNames) patterns.push({ drug, text: b, caseSensitive: true });
    for (const tag of drug.classTags) members.set(tag, [...(members.get(tag) ?? []), drug]);
  }
  // Longest first, so "tenofovir alafenamide" wins over "tenofovir".
  patterns.sort((a, b) => b.text.length - a.text.length);
  const classes = new Map<string, string>();
  for (const tag of members.keys()) {
    classes.set(tag.replace(/-/g, ' '), tag);
    classes.set(tag, tag);
  }
  for (const [alias, tag] of Object.entries(CLASS_ALIASES)) {
    if (members.has(tag)) classes.set(alias, tag);
  }
  const index: NameIndex = {
    patterns,
    classes,
    membersOf: (tag) => members.get(tag) ?? [],
  };
  indexes.set(kb, index);
  return index;
}

const WORD = /[\p{L}\p{N}]/u;

function occurrences(text: string, needle: string): number[] {
  const at: number[] = [];
  let from = 0;
  for (;;) {
    const i = text.indexOf(needle, from);
    if (i < 0) return at;
    const before = text[i - 1];
    const after = text[i + needle.length];
    if ((!before || !WORD.test(before)) && (!after || !WORD.test(after))) at.push(i);
    from = i + 1;
  }
}

export interface NameHit {
  drug: Drug;
  /** Position of the first mention. */
  at: number;
}

/** Drugs named in the text (generic, synonym or brand), each once, in order of first mention. */
export function drugsNamedIn(text: string, index: NameIndex): NameHit[] {
  const lower = text.toLowerCase();
  const taken: Array<[number, number]> = [];
  const found = new Map<string, NameHit>();
  for (const p of index.patterns) {
    if (p.text.length < 2) continue;
    for (const at of occurrences(p.caseSensitive ? text : lower, p.text)) {
      const end = at + p.text.length;
      if (taken.some(([s, e]) => at < e && end > s)) continue;
      taken.push([at, end]);
      const prev = found.get(p.drug.id);
      if (!prev || at < prev.at) found.set(p.drug.id, { drug: p.drug, at });
    }
  }
  return [...found.values()].sort((a, b) => a.at - b.at);
}

export interface ClassHit {
  tag: string;
  /** The words as the text has them ("an H2 blocker"). */
  phrase: string;
  at: number;
}

/** Classes named in the text by their tag words or a listed alias, singular or plural. */
export function classesNamedIn(text: string, index: NameIndex): ClassHit[] {
  const lower = text.toLowerCase();
  const hits: ClassHit[] = [];
  const taken: Array<[number, number]> = [];
  const phrases = [...index.classes.keys()].sort((a, b) => b.length - a.length);
  for (const phrase of phrases) {
    for (const form of [`${phrase}s`, phrase]) {
      for (const at of occurrences(lower, form)) {
        const end = at + form.length;
        if (taken.some(([s, e]) => at < e && end > s)) continue;
        taken.push([at, end]);
        hits.push({ tag: index.classes.get(phrase) as string, phrase: text.slice(at, end), at });
      }
    }
  }
  return hits.sort((a, b) => a.at - b.at);
}
