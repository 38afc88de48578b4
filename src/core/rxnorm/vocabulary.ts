import { parseNormalizedName } from './grammar';
import { normalizeNdc } from './ndc';

/** Provenance of the shipped index, recorded by scripts/build-rxnorm-index.ts. */
export interface RxNormIndexMeta {
  vocabulary: string;
  /** Release date of the RxNorm Current Prescribable Content (YYYY-MM-DD). */
  release: string;
  releaseFile: string;
  publisher: string;
  terms: string;
  sourceRepository: string;
  sourceCommit: string;
  sourceFiles: string[];
  missingLetters: string[];
  note: string;
  counts: Record<string, number>;
}

/** The compact shipped form (see scripts/build-rxnorm-index.ts for each field's layout). */
export interface RxNormIndexData {
  meta: RxNormIndexMeta;
  ingredients: string;
  salts: string;
  multiIngredients: string;
  brands: string;
  products: string;
  ndcs: string;
}

/** An RxNorm ingredient (IN); rxcui null when the extract knows it only by a product's name. */
export interface VocabularyIngredient {
  rxcui: string | null;
  name: string;
}

export type VocabularyVia =
  'ingredient' | 'salt' | 'multi-ingredient' | 'brand' | 'product' | 'ndc' | 'normalised-name';

export interface VocabularyMatch {
  ingredients: VocabularyIngredient[];
  /**
   * Ingredient names a normalised name carries that RxNorm does not know, as written: the drug
   * index may still know them; otherwise they are unknown, never assumed.
   */
  unmatched: string[];
  via: VocabularyVia;
  /** The RxNorm concept the input named (product, brand, salt...), when it named one by code. */
  concept?: { rxcui: string; tty: string };
}

export interface RxNormVocabulary {
  readonly meta: RxNormIndexMeta;
  /**
   * What an RxCUI (IN, PIN, MIN, BN, SCDC, SCD, SBD, GPCK, BPCK), an NDC (11 digits or
   * hyphenated) or a name (ingredient, salt, brand, or a normalised RxNorm drug name) stands for,
   * folded to ingredients. Undefined when the input is neither a known code nor a known or
   * normalised name; a normalised name whose ingredients RxNorm lacks comes back with them in
   * `unmatched` and no `ingredients`.
   */
  lookup(input: string): VocabularyMatch | undefined;
  /** The ingredient an IN name or salt (PIN) name folds to, qualifiers dropped. */
  ingredientNamed(name: string): VocabularyIngredient | undefined;
  readonly size: { ingredients: number; products: number; ndcs: number; brands: number };
}

const TTY: Record<string, string> = { C: 'SCDC', S: 'SCD', B: 'SBD', G: 'GPCK', P: 'BPCK' };
const key = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();
const lines = (text: string) => (text ? text.split('\n') : []);
const indexes = (text: string) => (text ? text.split('.').map((x) => parseInt(x, 36)) : []);

function lowerBound(sorted: Float64Array | Uint32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Builds the in-memory vocabulary from the shipped index, once per process. Products and NDCs
 * stay in typed arrays searched by bisection (a few MB), names in small maps.
 */
export function createRxNormVocabulary(data: RxNormIndexData): RxNormVocabulary {
  const ingredients: VocabularyIngredient[] = lines(data.ingredients).map((line) => {
    const bar = line.indexOf('|');
    const rxcui = line.slice(0, bar);
    return { rxcui: rxcui || null, name: line.slice(bar + 1) };
  });
  const byRxcui = new Map<string, { via: VocabularyVia; tty: string; list: number[] }>();
  const byName = new Map<string, { via: VocabularyVia; list: number[] }>();
  ingredients.forEach((ing, i) => {
    if (ing.rxcui) byRxcui.set(ing.rxcui, { via: 'ingredient', tty: 'IN', list: [i] });
    if (!byName.has(key(ing.name))) byName.set(key(ing.name), { via: 'ingredient', list: [i] });
  });
  const named = (
    text: string,
    via: VocabularyVia,
    tty: string,
    parse: (rest: string) => number[],
  ) => {
    for (const line of lines(text)) {
      const [rxcui, name, rest] = line.split('|') as [string, string, string];
      const list = parse(rest);
      if (list.length === 0) continue;
      if (!byRxcui.has(rxcui)) byRxcui.set(rxcui, { via, tty, list });
      if (!byName.has(key(name))) byName.set(key(name), { via, list });
    }
  };
  named(data.salts, 'salt', 'PIN', (rest) => [parseInt(rest, 36)]);
  named(data.multiIngredients, 'multi-ingredient', 'MIN', indexes);
  named(data.brands, 'brand', 'BN', indexes);

  const productRows = data.products ? data.products.split(',') : [];
  const productRxcui = new Uint32Array(productRows.length);
  const productTty: string[] = new Array(productRows.length);
  const productIngredients: number[][] = new Array(productRows.length);
  let rxcui = 0;
  productRows.forEach((row, i) => {
    const m = /^([0-9a-z]+)([A-Z])(.*)$/.exec(row);
    if (!m) throw new Error(`RxNorm index: bad product row ${i}`);
    rxcui += parseInt(m[1] as string, 36);
    productRxcui[i] = rxcui;
    productTty[i] = TTY[m[2] as string] ?? 'SCD';
    productIngredients[i] = indexes(m[3] as string);
  });
  const ndcRows = data.ndcs ? data.ndcs.split(',') : [];
  const ndcValue = new Float64Array(ndcRows.length);
  const ndcProduct = new Uint32Array(ndcRows.length);
  let ndc = 0;
  ndcRows.forEach((row, i) => {
    const colon = row.indexOf(':');
    ndc += parseInt(row.slice(0, colon), 36);
    ndcValue[i] = ndc;
    ndcProduct[i] = parseInt(row.slice(colon + 1), 36);
  });

  const toIngredients = (list: readonly number[]) =>
    list.map((i) => ingredients[i]).filter((x): x is VocabularyIngredient => x !== undefined);

  function product(row: number): VocabularyMatch | undefined {
    const list = productIngredients[row];
    if (!list || list.length === 0) return undefined;
    return {
      ingredients: toIngredients(list),
      unmatched: [],
      via: 'product',
      concept: { rxcui: String(productRxcui[row]), tty: productTty[row] as string },
    };
  }

  function byCode(code: string): VocabularyMatch | undefined {
    if (code.length <= 8) {
      const hit = byRxcui.get(code);
      if (hit) {
        return {
          ingredients: toIngredients(hit.list),
          unmatched: [],
          via: hit.via,
          concept: { rxcui: code, tty: hit.tty },
        };
      }
      const n = Number(code);
      const row = lowerBound(productRxcui, n);
      if (productRxcui[row] === n) return product(row);
      return undefined;
    }
    const ndc11 = normalizeNdc(code);
    if (!ndc11) return undefined;
    const n = Number(ndc11);
    const row = lowerBound(ndcValue, n);
    if (ndcValue[row] !== n) return undefined;
    const match = product(ndcProduct[row] as number);
    return match ? { ...match, via: 'ndc' } : undefined;
  }

  function ingredientIndexNamed(name: string): number[] | undefined {
    const words = key(name).split(' ');
    for (let w = 0; w < words.length; w++) {
      const hit = byName.get(words.slice(w).join(' '));
      if (hit && (hit.via === 'ingredient' || hit.via === 'salt')) return hit.list;
    }
    return undefined;
  }

  function lookup(input: string): VocabularyMatch | undefined {
    const text = input.trim();
    if (!text || text.length > 600) return undefined;
    if (/^\d[\d-]*$/.test(text)) return byCode(text);
    const exact = byName.get(key(text));
    if (exact) return { ingredients: toIngredients(exact.list), unmatched: [], via: exact.via };
    const parsed = parseNormalizedName(text);
    if (!parsed) return undefined;
    const found: VocabularyIngredient[] = [];
    const unmatched: string[] = [];
    for (const name of parsed.ingredients) {
      const list = ingredientIndexNamed(name);
      // A name the grammar yields but RxNorm lacks is kept as written: the drug index may still
      // know it (letter-A gap of the extract), and a caller reports it rather than dropping it.
      if (list) found.push(...toIngredients(list));
      else unmatched.push(name);
    }
    if (found.length === 0 && parsed.brand) {
      const brand = byName.get(key(parsed.brand));
      if (brand?.via === 'brand') {
        found.push(...toIngredients(brand.list));
        unmatched.length = 0;
      }
    }
    const unique = [...new Map(found.map((f) => [f.rxcui ?? key(f.name), f])).values()];
    return { ingredients: unique, unmatched, via: 'normalised-name' };
  }

  return {
    meta: data.meta,
    lookup,
    ingredientNamed(name) {
      const list = ingredientIndexNamed(name);
      return list ? toIngredients(list)[0] : undefined;
    },
    size: {
      ingredients: ingredients.length,
      products: productRows.length,
      ndcs: ndcRows.length,
      brands: lines(data.brands).length,
    },
  };
}
