import type { Drug } from '../knowledge/drug';
import { compact, normalize, osaDistance, trigrams } from './text';

export type MatchField = 'name' | 'brand' | 'synonym' | 'rxcui';

export interface SearchHit {
  drug: Drug;
  /** Higher is better. Bands: exact 1000+, prefix 800+, word prefix 700+, substring 600+, fuzzy < 500. */
  score: number;
  matchedOn: MatchField;
  /** The indexed text that matched, as written in the record (e.g. the brand "Keytruda"). */
  matchedText: string;
}

export interface DrugIndex {
  /** Ranked matches, one per drug (its best-matching term). An empty or blank query gives []. */
  search(query: string, limit?: number): SearchHit[];
  /**
   * Exact lookup by RxCUI, id, generic name, brand or synonym (case, accents, spaces and
   * punctuation ignored). A text shared by two drugs at the same rank is ambiguous and resolves to
   * nothing: silently picking one of two drugs would be a patient-safety bug.
   */
  resolve(input: string): Drug | undefined;
  readonly size: number;
}

export const DEFAULT_SEARCH_LIMIT = 20;
/** Queries are cut to this many characters; no drug name comes close. */
const MAX_QUERY = 64;

/** Name beats brand beats synonym when a drug matches through several of its terms equally well. */
const FIELD_WEIGHT: Record<MatchField, number> = { name: 3, rxcui: 3, brand: 2, synonym: 1 };
const RESOLVE_RANK: Record<MatchField, number> = { rxcui: 0, name: 0, brand: 1, synonym: 2 };

/**
 * Weakest fuzzy blend still offered. Tuned on the roster: it keeps single and double slips in long
 * names ("carboplatn", "deruxtecn") and drops look-alikes that share only a few letters
 * ("xtandi" -> Sandimmune).
 */
const MIN_FUZZY = 0.6;

const BAND = { exact: 1000, prefix: 800, wordPrefix: 700, substring: 600, fuzzy: 100 } as const;

interface Term {
  drug: number;
  field: MatchField;
  text: string;
  compact: string;
  /** Compact suffixes starting at each later word ("trastuzumab deruxtecan" -> ["deruxtecan"]). */
  wordStarts: string[];
  trigramCount: number;
}

/**
 * Edits a fuzzy match may need, by query length: short words tolerate one slip, long ones three.
 * Below four characters a typo is indistinguishable from another drug, so no fuzzy matching.
 */
function allowedEdits(length: number): number {
  if (length < 4) return 0;
  if (length <= 5) return 1;
  if (length <= 8) return 2;
  return 3;
}

function byName(a: Drug, b: Drug): number {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Builds a search index over the drug records. Everything that does not depend on the query
 * (normal forms, trigram postings, scratch buffers) is computed here, once.
 *
 * Ranking: exact match, then prefix, then a prefix of a later word, then substring, then fuzzy
 * (a blend of optimal-string-alignment distance and trigram Dice similarity, so both a
 * transposition and a dropped letter are forgiven). Ties go to the drug name, alphabetically.
 */
export function createDrugIndex(drugs: readonly Drug[]): DrugIndex {
  const terms: Term[] = [];
  const resolveKeys = new Map<string, { rank: number; drugs: Set<number> }>();

  const addResolveKey = (key: string, rank: number, drug: number) => {
    if (!key) return;
    const entry = resolveKeys.get(key);
    if (!entry || rank < entry.rank) resolveKeys.set(key, { rank, drugs: new Set([drug]) });
    else if (rank === entry.rank) entry.drugs.add(drug);
  };

  drugs.forEach((drug, index) => {
    const seen = new Set<string>();
    const add = (field: MatchField, text: string) => {
      const norm = normalize(text);
      const c = compact(norm);
      addResolveKey(field === 'rxcui' ? `#${c}` : c, RESOLVE_RANK[field], index);
      if (!c || seen.has(c)) return;
      seen.add(c);
      const words = norm.split(' ');
      const wordStarts: string[] = [];
      for (let w = 1; w < words.length; w++) wordStarts.push(words.slice(w).join(''));
      terms.push({
        drug: index,
        field,
        text,
        compact: c,
        wordStarts,
        trigramCount: trigrams(c).length,
      });
    };
    add('name', drug.name);
    add('name', drug.id);
    for (const brand of drug.brandNames) add('brand', brand);
    for (const synonym of drug.synonyms) add('synonym', synonym);
    if (drug.rxcui) add('rxcui', drug.rxcui);
  });

  const postingLists = new Map<string, number[]>();
  let longest = MAX_QUERY;
  terms.forEach((term, t) => {
    longest = Math.max(longest, term.compact.length);
    if (term.field === 'rxcui') return;
    for (const g of trigrams(term.compact)) {
      const list = postingLists.get(g);
      if (list) list.push(t);
      else postingLists.set(g, [t]);
    }
  });
  const postings = new Map([...postingLists].map(([g, list]) => [g, Uint32Array.from(list)]));

  // Scratch space reused by every query; JavaScript runs one search at a time.
  const shared = new Uint16Array(terms.length);
  const touched = new Uint32Array(terms.length);
  const rows: [Int32Array, Int32Array, Int32Array] = [
    new Int32Array(longest + 2),
    new Int32Array(longest + 2),
    new Int32Array(longest + 2),
  ];

  function lexicalScore(term: Term, q: string): number {
    const ratio = q.length / term.compact.length;
    if (term.compact === q) return BAND.exact;
    if (term.compact.startsWith(q)) return BAND.prefix + 90 * ratio;
    if (term.field === 'rxcui') return 0;
    if (term.wordStarts.some((w) => w.startsWith(q))) return BAND.wordPrefix + 90 * ratio;
    if (q.length >= 3 && term.compact.includes(q)) return BAND.substring + 90 * ratio;
    return 0;
  }

  function fuzzyScore(term: Term, q: string, sharedTrigrams: number, qTrigrams: number): number {
    const edits = allowedEdits(q.length);
    const dice = (2 * sharedTrigrams) / (qTrigrams + term.trigramCount);
    let best = 0;
    for (const target of [term.compact, ...term.wordStarts]) {
      if (target.length + edits < q.length) continue;
      const d = osaDistance(q, target, rows);
      if (d.full <= edits) best = Math.max(best, 1 - d.full / Math.max(q.length, target.length));
      // A half-typed query is compared with the start of the term, at a small discount.
      if (d.prefix <= edits) best = Math.max(best, 0.97 * (1 - d.prefix / q.length));
    }
    const blend = 0.7 * best + 0.3 * dice;
    return blend < MIN_FUZZY ? 0 : BAND.fuzzy + 399 * blend;
  }

  function search(query: string, limit = DEFAULT_SEARCH_LIMIT): SearchHit[] {
    const q = compact(normalize(query)).slice(0, MAX_QUERY);
    const max = Math.max(0, Math.floor(limit));
    if (!q || max === 0) return [];
    const numeric = /^\d+$/.test(q);
    const best = new Map<number, { score: number; term: Term }>();
    const consider = (term: Term, score: number) => {
      const withField = score + FIELD_WEIGHT[term.field] / 10;
      const current = best.get(term.drug);
      if (
        !current ||
        withField > current.score ||
        (withField === current.score && term.text.length < current.term.text.length)
      ) {
        best.set(term.drug, { score: withField, term });
      }
    };

    for (const term of terms) {
      if (numeric !== (term.field === 'rxcui')) continue;
      const score = lexicalScore(term, q);
      if (score > 0) consider(term, score);
    }

    if (!numeric && allowedEdits(q.length) > 0) {
      const qGrams = trigrams(q);
      let touchedCount = 0;
      for (const g of qGrams) {
        const list = postings.get(g);
        if (!list) continue;
        for (const t of list) {
          if (shared[t] === 0) touched[touchedCount++] = t;
          shared[t] = (shared[t] as number) + 1;
        }
      }
      // A typo touches at most three trigrams per edit; require a quarter of them to survive.
      const minShared = Math.max(1, Math.ceil(qGrams.length / 4));
      for (let k = 0; k < touchedCount; k++) {
        const t = touched[k] as number;
        const count = shared[t] as number;
        shared[t] = 0;
        const term = terms[t] as Term;
        if (count < minShared) continue;
        const current = best.get(term.drug);
        if (current && current.score >= BAND.substring) continue;
        const score = fuzzyScore(term, q, count, qGrams.length);
        if (score > 0) consider(term, score);
      }
    }

    return [...best]
      .map(([drugIndex, { score, term }]) => ({
        drug: drugs[drugIndex] as Drug,
        score: Math.round(score * 100) / 100,
        matchedOn: term.field,
        matchedText: term.text,
      }))
      .sort((a, b) => b.score - a.score || byName(a.drug, b.drug))
      .slice(0, max);
  }

  function resolve(input: string): Drug | undefined {
    const key = compact(normalize(input));
    if (!key) return undefined;
    const entry = resolveKeys.get(/^\d+$/.test(key) ? `#${key}` : key);
    if (!entry || entry.drugs.size !== 1) return undefined;
    const [only] = entry.drugs;
    return only === undefined ? undefined : drugs[only];
  }

  return { search, resolve, size: drugs.length };
}
