// Builds the shipped RxNorm vocabulary index (src/knowledge/rxnorm/rxnorm-prescribe.json) from a
// public extract of RxNorm's Current Prescribable Content: the per-letter JSON that
// github.com/davidanderson3/rxnorm-ingredients generated from the RxNorm_full_prescribe_10062025
// release (SAB=RXNORM, SUPPRESS=N; ingredient -> SCDC -> SCD -> SBD/GPCK/BPCK with NDCs and brand
// names). Reproducible: same input commit, same output bytes.
//
//   node --import tsx scripts/build-rxnorm-index.ts --git <mirror git dir> [--commit <sha>]
//   node --import tsx scripts/build-rxnorm-index.ts --dir <folder with A.json, B.json, ...>
//
// The extract's letter A file is absent from every public copy we could find, so ingredients whose
// names start with A are known here only where a product of another ingredient names them
// (recorded name-only, from the product's normalised name) or where a curated drug record carries
// their RxCUI. The shipped meta says so; the knowledge changelog repeats it.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseNormalizedName } from '../src/core/rxnorm/grammar';
import { normalizeNdc } from '../src/core/rxnorm/ndc';

interface Concept {
  Name: string;
  RXCUI: string;
  TTY: string;
  NDCs?: string[];
}
interface Sbd extends Concept {
  BNs?: Concept[];
}
interface Scd extends Concept {
  SBDs?: Sbd[];
  GPCKs?: Concept[];
  BPCKs?: Concept[];
}
interface Scdc extends Concept {
  SCDs?: Scd[];
}
interface Ingredient extends Concept {
  SCDCs?: Scdc[];
}

const SOURCE_REPO = 'davidanderson3/rxnorm-ingredients';
const SOURCE_COMMIT = 'a8fcf13a679fa37073e8fa83e11d5e0d8cc07276';

function args(): { git?: string; commit: string; dir?: string; out: string } {
  const argv = process.argv.slice(2);
  const get = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  return {
    git: get('--git'),
    dir: get('--dir'),
    commit: get('--commit') ?? SOURCE_COMMIT,
    out: get('--out') ?? path.join(root, 'src/knowledge/rxnorm/rxnorm-prescribe.json'),
  };
}

function readLetters(opts: ReturnType<typeof args>): { files: string[]; data: Ingredient[] } {
  const data: Ingredient[] = [];
  const files: string[] = [];
  if (opts.dir) {
    for (const f of readdirSync(opts.dir).sort()) {
      if (!/^([A-Z]|0-9)\.json$/.test(f)) continue;
      const text = readFileSync(path.join(opts.dir, f), 'utf8');
      if (!text.trim()) continue;
      files.push(f);
      data.push(...(JSON.parse(text) as Ingredient[]));
    }
    return { files, data };
  }
  if (!opts.git) throw new Error('give --git <git dir> or --dir <folder>');
  const listing = execFileSync(
    'git',
    ['--git-dir', opts.git, 'ls-tree', '--name-only', opts.commit, 'web/data/'],
    {
      encoding: 'utf8',
    },
  );
  for (const file of listing.split('\n').filter((f) => /\/([A-Z]|0-9)\.json$/.test(f))) {
    let text: string;
    try {
      text = execFileSync('git', ['--git-dir', opts.git, 'show', `${opts.commit}:${file}`], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {
      continue; // a blob the public copy does not carry (letter A): reported in meta.missingLetters
    }
    files.push(path.basename(file));
    data.push(...(JSON.parse(text) as Ingredient[]));
  }
  return { files, data };
}

const key = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();
const b36 = (n: number) => n.toString(36);

function main(): void {
  const opts = args();
  const { files, data } = readLetters(opts);
  data.sort((a, b) => Number(a.RXCUI) - Number(b.RXCUI));

  // Ingredients: every IN, plus name-only ingredients that products name but the extract lacks.
  const ingredients: { rxcui: string; name: string }[] = [];
  const ingredientByRxcui = new Map<string, number>();
  const ingredientByName = new Map<string, number>();
  const addIngredient = (rxcui: string, name: string): number => {
    const existing = rxcui ? ingredientByRxcui.get(rxcui) : ingredientByName.get(key(name));
    if (existing !== undefined) return existing;
    const index = ingredients.push({ rxcui, name }) - 1;
    if (rxcui) ingredientByRxcui.set(rxcui, index);
    if (!ingredientByName.has(key(name))) ingredientByName.set(key(name), index);
    return index;
  };
  for (const r of data) if (r.TTY === 'IN') addIngredient(r.RXCUI, r.Name);

  // SCDC -> IN through the IN trees; a PIN folds to the IN that shares its SCDCs.
  const scdcToIn = new Map<string, Set<number>>();
  for (const r of data) {
    if (r.TTY !== 'IN') continue;
    const index = ingredientByRxcui.get(r.RXCUI)!;
    for (const c of r.SCDCs ?? []) {
      const set = scdcToIn.get(c.RXCUI) ?? new Set<number>();
      set.add(index);
      scdcToIn.set(c.RXCUI, set);
    }
  }
  const salts: { rxcui: string; name: string; ingredient: number }[] = [];
  const saltByName = new Map<string, number>();
  for (const r of data) {
    if (r.TTY !== 'PIN') continue;
    const votes = new Map<number, number>();
    for (const c of r.SCDCs ?? [])
      for (const i of scdcToIn.get(c.RXCUI) ?? []) votes.set(i, (votes.get(i) ?? 0) + 1);
    const best = [...votes].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
    if (!best) continue;
    salts.push({ rxcui: r.RXCUI, name: r.Name, ingredient: best[0] });
    saltByName.set(key(r.Name), best[0]);
  }

  /** An ingredient named in a product's normalised name: IN, then PIN, else recorded name-only. */
  // Letters the extract lacks: only there may a product's name introduce a name-only ingredient.
  const missing = new Set(
    [...'abcdefghijklmnopqrstuvwxyz'].filter((l) => !files.includes(`${l.toUpperCase()}.json`)),
  );
  const ingredientNamed = (name: string): number | undefined => {
    // Qualifiers RxNorm puts before a name ("Abuse-Deterrent", "Preservative-Free") are dropped
    // one word at a time until a known IN or PIN remains.
    const words = name.split(' ');
    for (let w = 0; w < words.length; w++) {
      const candidate = key(words.slice(w).join(' '));
      const hit = ingredientByName.get(candidate) ?? saltByName.get(candidate);
      if (hit !== undefined) return hit;
    }
    const first = name[0] ?? '';
    return missing.has(first) && /^[a-z][a-z0-9 ,()/-]+$/.test(name)
      ? addIngredient('', name)
      : undefined;
  };

  // Products: SCDC, SCD, SBD, GPCK, BPCK -> ingredient set (from the trees and from the name).
  const products = new Map<string, { tty: string; ingredients: Set<number> }>();
  const ndcToProduct = new Map<number, string>();
  const brands = new Map<string, { name: string; ingredients: Set<number> }>();
  const addProduct = (c: Concept, ingredientsOf: Iterable<number>) => {
    const entry = products.get(c.RXCUI) ?? { tty: c.TTY, ingredients: new Set<number>() };
    for (const i of ingredientsOf) entry.ingredients.add(i);
    products.set(c.RXCUI, entry);
    for (const raw of c.NDCs ?? []) {
      const ndc = normalizeNdc(raw);
      if (ndc && !ndcToProduct.has(Number(ndc))) ndcToProduct.set(Number(ndc), c.RXCUI);
    }
    return entry.ingredients;
  };
  const fromName = (name: string): number[] => {
    const parsed = parseNormalizedName(name);
    return parsed
      ? parsed.ingredients.map(ingredientNamed).filter((i): i is number => i !== undefined)
      : [];
  };
  const multis: { rxcui: string; name: string; ingredients: number[] }[] = [];
  for (const r of data) {
    const own =
      r.TTY === 'IN'
        ? [ingredientByRxcui.get(r.RXCUI)!]
        : r.TTY === 'PIN'
          ? salts.filter((s) => s.rxcui === r.RXCUI).map((s) => s.ingredient)
          : [];
    if (r.TTY === 'MIN') {
      multis.push({
        rxcui: r.RXCUI,
        name: r.Name,
        ingredients: r.Name.split(' / ')
          .map((n) => ingredientNamed(n.trim()))
          .filter((i): i is number => i !== undefined),
      });
    }
    for (const scdc of r.SCDCs ?? []) {
      const scdcIngredients = addProduct(scdc, [...own, ...fromName(scdc.Name)]);
      for (const scd of scdc.SCDs ?? []) {
        const scdIngredients = addProduct(scd, [...scdcIngredients, ...fromName(scd.Name)]);
        for (const pack of [...(scd.GPCKs ?? []), ...(scd.BPCKs ?? [])])
          addProduct(pack, scdIngredients);
        for (const sbd of scd.SBDs ?? []) {
          const sbdIngredients = addProduct(sbd, scdIngredients);
          for (const bn of sbd.BNs ?? []) {
            const brand = brands.get(bn.RXCUI) ?? { name: bn.Name, ingredients: new Set<number>() };
            for (const i of sbdIngredients) brand.ingredients.add(i);
            brands.set(bn.RXCUI, brand);
          }
        }
      }
    }
  }

  const TTY_CODE: Record<string, string> = { SCDC: 'C', SCD: 'S', SBD: 'B', GPCK: 'G', BPCK: 'P' };
  const productRows = [...products].sort((a, b) => Number(a[0]) - Number(b[0]));
  const productLine = new Map(productRows.map(([rxcui], i) => [rxcui, i]));
  const list = (s: Iterable<number>) =>
    [...s]
      .sort((a, b) => a - b)
      .map(b36)
      .join('.');
  let previous = 0;
  const productText = productRows
    .map(([rxcui, p]) => {
      const n = Number(rxcui);
      const delta = n - previous;
      previous = n;
      return `${b36(delta)}${TTY_CODE[p.tty] ?? '?'}${list(p.ingredients)}`;
    })
    .join(',');
  let previousNdc = 0;
  const ndcText = [...ndcToProduct]
    .sort((a, b) => a[0] - b[0])
    .map(([ndc, rxcui]) => {
      const delta = ndc - previousNdc;
      previousNdc = ndc;
      return `${b36(delta)}:${b36(productLine.get(rxcui)!)}`;
    })
    .join(',');

  const missingLetters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']
    .map((l) => `${l}.json`)
    .filter((f) => !files.includes(f))
    .map((f) => f[0]);
  const index = {
    meta: {
      vocabulary: 'RxNorm Current Prescribable Content',
      release: '2025-10-06',
      releaseFile: 'RxNorm_full_prescribe_10062025.zip',
      publisher: 'U.S. National Library of Medicine',
      terms:
        'RxNorm SAB=RXNORM content of the Current Prescribable Content subset is published by NLM without a licence requirement (https://www.nlm.nih.gov/research/umls/rxnorm/docs/prescribe.html).',
      sourceRepository: `https://github.com/${SOURCE_REPO}`,
      sourceCommit: opts.commit,
      sourceFiles: files,
      missingLetters,
      note: missingLetters.length
        ? `The public extract lacks ingredients starting with ${missingLetters.join(', ')}; those are known only by name from other products, or through a curated record's RxCUI.`
        : '',
      counts: {
        ingredients: ingredients.length,
        ingredientsWithRxcui: ingredients.filter((i) => i.rxcui).length,
        salts: salts.length,
        multiIngredients: multis.length,
        brands: brands.size,
        products: products.size,
        ndcs: ndcToProduct.size,
      },
    },
    /** `rxcui|name` per line; the line number is the ingredient's index (rxcui empty: name only). */
    ingredients: ingredients.map((i) => `${i.rxcui}|${i.name}`).join('\n'),
    /** `rxcui|name|ingredient index` per line (PIN folded to its IN). */
    salts: salts.map((s) => `${s.rxcui}|${s.name}|${b36(s.ingredient)}`).join('\n'),
    /** `rxcui|name|index.index` per line (MIN split to its INs). */
    multiIngredients: multis.map((m) => `${m.rxcui}|${m.name}|${list(m.ingredients)}`).join('\n'),
    /** `rxcui|name|index.index` per line: a brand name and every ingredient of its products. */
    brands: [...brands]
      .sort((a, b) => Number(a[0]) - Number(b[0]))
      .map(([rxcui, b]) => `${rxcui}|${b.name}|${list(b.ingredients)}`)
      .join('\n'),
    /**
     * Comma-separated, sorted by RxCUI: base-36 delta of the RxCUI, a term-type letter
     * (C SCDC, S SCD, B SBD, G GPCK, P BPCK), then base-36 ingredient indexes joined by '.'.
     */
    products: productText,
    /** Comma-separated, sorted: base-36 delta of the 11-digit NDC, ':', base-36 product row. */
    ndcs: ndcText,
  };
  writeFileSync(opts.out, JSON.stringify(index) + '\n');
  console.log(JSON.stringify(index.meta.counts), opts.out);
}

main();
