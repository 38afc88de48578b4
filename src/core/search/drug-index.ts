import type { Drug } from '../knowledge/drug';
import type { VocabularyIngredient, VocabularyVia } from '../rxnorm';
import { withoutSaltOrStrength, type CombinationProduct, type NameKnowledge } from './names';
import { compact, normalize, osaDistance, trigrams } from './text';

export type MatchField = 'name' | 'brand' | 'synonym' | 'rxcui';

/**
 * The fields search reads. The server indexes whole drug records; the browser indexes a cached
 * name list of this shape to keep the drug pickers working offline (issue 13).
 */
export type SearchableDrug = Pick<Drug, 'id' | 'rxcui' | 'name' | 'brandNames' | 'synonyms'>;

export interface SearchHit<D extends SearchableDrug = Drug> {
  drug: D;
  /** Higher is better. Bands: exact 1000+, prefix 800+, word prefix 700+, substring 600+, fuzzy < 500. */
  score: number;
  matchedOn: MatchField;
  /** The indexed text that matched, as written in the record (e.g. the brand "Keytruda"). */
  matchedText: string;
}

/**
 * What an input names, exactly: one drug, or the ingredients of a combination product.
 * - `exact`: RxCUI, id, generic name, brand or synonym;
 * - `alias`: a listed international name, abbreviation or common misspelling;
 * - `combination`: a combination product or co-formulation, resolved to its ingredients;
 * - `rxnorm`: through the RxNorm vocabulary (a product, pack, brand or salt RxCUI, an NDC, or a
 *   normalised RxNorm name such as "1 ML DOCEtaxel 20 MG/ML Injection"), folded to ingredients;
 * - and `salt-or-strength` when salt words or a trailing strength or dose form had to be dropped
 *   first ("imatinib mesylate 400 mg").
 */
export interface Resolution<D extends SearchableDrug = Drug> {
  drugs: D[];
  via: 'exact' | 'alias' | 'combination' | 'rxnorm';
  strippedSaltOrStrength: boolean;
  /** The combination product, when the input named one. */
  product?: { id: string; name: string };
  /** Ingredient ids of that product with no drug record: nothing about them is checked. */
  missingIngredients: string[];
  /**
   * With `via: 'rxnorm'`: the RxNorm ingredients that have no drug record here. They are known
   * (named, coded), not unknown, but OncoCDS holds no interaction data for them.
   */
  uncurated?: VocabularyIngredient[];
  /** With `via: 'rxnorm'`: how the vocabulary read the input, and the concept it named. */
  rxnorm?: { via: VocabularyVia; concept?: { rxcui: string; tty: string } };
}

export interface DrugIndex<D extends SearchableDrug = Drug> {
  /**
   * Ranked matches, one per drug (its best-matching term). A combination product's name finds each
   * of its ingredients (matched on the product name as a brand); salt words and a trailing
   * strength are ignored. An empty or blank query gives [].
   */
  search(query: string, limit?: number): SearchHit<D>[];
  /**
   * Exact lookup of one drug by RxCUI, id, generic name, brand, synonym or listed alias (case,
   * accents, spaces, punctuation, salt words and a trailing strength ignored). A text shared by
   * two drugs at the same rank is ambiguous and resolves to nothing: silently picking one of two
   * drugs would be a patient-safety bug. A combination product resolves only through
   * `resolveAll`, unless it is a single drug record.
   */
  resolve(input: string): D | undefined;
  /** Like `resolve`, but a combination product gives its ingredients; never fuzzy. */
  resolveAll(input: string): Resolution<D> | undefined;
  readonly size: number;
}

export const DEFAULT_SEARCH_LIMIT = 20;
/** Queries are cut to this many characters; no drug name comes close. */
const MAX_QUERY = 64;

/** Name beats brand beats synonym when a drug matches through several of its terms equally well. */
const FIELD_WEIGHT: Record<MatchField, number> = { name: 3, rxcui: 3, brand: 2, synonym: 1 };
const RESOLVE_RANK: Record<MatchField, number> = { rxcui: 0, name: 0, brand: 1, synonym: 2 };
/** A listed alias resolves after every name, brand and synonym of the records themselves. */
const ALIAS_RANK = 3;

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

function byName(a: SearchableDrug, b: SearchableDrug): number {
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
export function createDrugIndex<D extends SearchableDrug = Drug>(
  drugs: readonly D[],
  names: NameKnowledge = { combinations: [], aliases: [] },
): DrugIndex<D> {
  const terms: Term[] = [];
  const resolveKeys = new Map<string, { rank: number; drugs: Set<number> }>();
  const indexById = new Map(drugs.map((d, i) => [d.id, i]));
  const indexByRxcui = new Map<string, number>();
  drugs.forEach((d, i) => {
    if (d.rxcui && !indexByRxcui.has(d.rxcui)) indexByRxcui.set(d.rxcui, i);
  });

  const addResolveKey = (key: string, rank: number, drug: number) => {
    if (!key) return;
    const entry = resolveKeys.get(key);
    if (!entry || rank < entry.rank) resolveKeys.set(key, { rank, drugs: new Set([drug]) });
    else if (rank === entry.rank) entry.drugs.add(drug);
  };

  const seenPerDrug = drugs.map(() => new Set<string>());
  const addTerm = new Map<
    number,
    (field: MatchField, text: string, resolveRank?: number | null) => void
  >();
  drugs.forEach((drug, index) => {
    const seen = seenPerDrug[index] as Set<string>;
    const add = (
      field: MatchField,
      text: string,
      resolveRank: number | null = RESOLVE_RANK[field],
    ) => {
      const norm = normalize(text);
      const c = compact(norm);
      if (resolveRank !== null) addResolveKey(field === 'rxcui' ? `#${c}` : c, resolveRank, index);
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
    addTerm.set(index, add);
  });
  // Listed aliases are searchable as synonyms of their drug and resolve after the records' own
  // names; combination product names are searchable as brands of each ingredient, and resolve
  // through `combinationsByKey` only, since one name stands for several drugs.
  for (const alias of names.aliases) {
    const index = indexById.get(alias.drugId);
    if (index !== undefined) addTerm.get(index)?.('synonym', alias.text, ALIAS_RANK);
  }
  const combinationsByKey = new Map<string, CombinationProduct>();
  for (const product of names.combinations) {
    for (const name of product.names) {
      combinationsByKey.set(compact(normalize(name)), product);
      for (const id of product.ingredients) {
        const index = indexById.get(id);
        if (index !== undefined) addTerm.get(index)?.('brand', name, null);
      }
    }
  }

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

  function search(query: string, limit = DEFAULT_SEARCH_LIMIT): SearchHit<D>[] {
    const max = Math.max(0, Math.floor(limit));
    if (max === 0) return [];
    const best = new Map<number, { score: number; term: Term }>();
    scoreInto(best, compact(normalize(query)).slice(0, MAX_QUERY));
    // "Imatinib mesylate 400 mg": the salt and strength words are not part of any indexed name.
    const stripped = withoutSaltOrStrength(query);
    if (stripped !== undefined) scoreInto(best, compact(stripped).slice(0, MAX_QUERY));
    // A product or pack RxCUI, an NDC or a normalised RxNorm name ("1 ML DOCEtaxel 20 MG/ML
    // Injection") names its ingredients exactly: they rank first (issue 25).
    if (names.vocabulary && query.trim().length >= 4) {
      const exact = resolveByVocabulary(query);
      for (const drug of exact?.drugs ?? []) {
        const index = indexById.get(drug.id);
        const term = index === undefined ? undefined : terms.find((t) => t.drug === index);
        if (index === undefined || !term) continue;
        // A record already matched exactly (its brand "Keytruda") keeps the term it matched on.
        const prior = best.get(index);
        if (prior && prior.score >= BAND.exact) continue;
        best.set(index, { score: BAND.exact + FIELD_WEIGHT.rxcui / 10, term });
      }
    }
    return [...best]
      .map(([drugIndex, { score, term }]) => ({
        drug: drugs[drugIndex] as D,
        score: Math.round(score * 100) / 100,
        matchedOn: term.field,
        matchedText: term.text,
      }))
      .sort((a, b) => b.score - a.score || byName(a.drug, b.drug))
      .slice(0, max);
  }

  function scoreInto(best: Map<number, { score: number; term: Term }>, q: string): void {
    if (!q) return;
    const numeric = /^\d+$/.test(q);
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
  }

  /** One form of the input, exactly: a drug (name, brand, synonym, alias) or a combination product. */
  function resolveKey(key: string, stripped: boolean): Resolution<D> | undefined {
    if (!key) return undefined;
    const entry = resolveKeys.get(/^\d+$/.test(key) ? `#${key}` : key);
    if (entry) {
      if (entry.drugs.size !== 1) return undefined;
      const [only] = entry.drugs;
      return {
        drugs: [drugs[only as number] as D],
        via: entry.rank === ALIAS_RANK ? 'alias' : 'exact',
        strippedSaltOrStrength: stripped,
        missingIngredients: [],
      };
    }
    const product = combinationsByKey.get(key);
    if (!product) return undefined;
    const found = product.ingredients.map((id) => indexById.get(id));
    return {
      drugs: found.filter((i): i is number => i !== undefined).map((i) => drugs[i] as D),
      via: 'combination',
      strippedSaltOrStrength: stripped,
      product: { id: product.id, name: product.names[0] as string },
      missingIngredients: product.ingredients.filter((_, k) => found[k] === undefined),
    };
  }

  /** The records' own names, ids and RxCUIs; the salt and strength rule; never the vocabulary. */
  function resolveOwn(input: string): Resolution<D> | undefined {
    const whole = resolveKey(compact(normalize(input)), false);
    if (whole) return whole;
    const stripped = withoutSaltOrStrength(input);
    return stripped === undefined ? undefined : resolveKey(compact(stripped), true);
  }

  /**
   * Through the RxNorm vocabulary: each ingredient maps to a record by RxCUI, else by its name
   * (the records' rule). An ingredient with no record is returned as `uncurated`, never dropped.
   */
  function resolveByVocabulary(input: string): Resolution<D> | undefined {
    const match = names.vocabulary?.lookup(input);
    if (!match) return undefined;
    const found: D[] = [];
    const uncurated: VocabularyIngredient[] = [];
    const unknown: string[] = [];
    for (const name of match.unmatched) {
      const own = resolveOwn(name);
      const drug =
        own && own.drugs.length === 1 && own.via !== 'combination' ? own.drugs[0] : undefined;
      if (drug && !found.includes(drug)) found.push(drug);
      else if (!drug) unknown.push(name);
    }
    // Nothing RxNorm or the records know: the input stays unresolved, never half-guessed.
    if (found.length === 0 && match.ingredients.length === 0) return undefined;
    for (const ingredient of match.ingredients) {
      const byCode = ingredient.rxcui ? indexByRxcui.get(ingredient.rxcui) : undefined;
      const own = byCode === undefined ? resolveOwn(ingredient.name) : undefined;
      const drug =
        byCode !== undefined
          ? (drugs[byCode] as D)
          : own && own.drugs.length === 1 && own.via !== 'combination'
            ? own.drugs[0]
            : undefined;
      if (drug) {
        if (!found.includes(drug)) found.push(drug);
      } else uncurated.push(ingredient);
    }
    const several = match.ingredients.length + match.unmatched.length > 1;
    return {
      drugs: found,
      via: 'rxnorm',
      strippedSaltOrStrength: false,
      ...(several
        ? { product: { id: `rxnorm-${match.concept?.rxcui ?? 'name'}`, name: input.trim() } }
        : {}),
      missingIngredients: [...uncurated.map((u) => u.name), ...unknown],
      uncurated,
      rxnorm: match.concept ? { via: match.via, concept: match.concept } : { via: match.via },
    };
  }

  function resolveAll(input: string): Resolution<D> | undefined {
    return resolveOwn(input) ?? resolveByVocabulary(input);
  }

  function resolve(input: string): D | undefined {
    const r = resolveAll(input);
    return r && r.drugs.length === 1 && r.missingIngredients.length === 0 ? r.drugs[0] : undefined;
  }

  return { search, resolve, resolveAll, size: drugs.length };
}
