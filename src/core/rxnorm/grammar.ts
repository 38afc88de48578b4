/**
 * RxNorm's normalised drug-name grammar (RxNorm Technical Documentation, section on SCD/SBD
 * names): `[quantity] ingredient strength [/ ingredient strength ...] [dose form] [[brand]]`, e.g.
 * "1 ML DOCEtaxel 20 MG/ML Injection" or "capecitabine 500 MG Oral Tablet [Xeloda]". Packs
 * (GPCK/BPCK) put each component drug in parentheses: "{21 (drospirenone 3 MG / ethinyl estradiol
 * 0.03 MG Oral Tablet) / 7 (inert ingredients 1 MG Oral Tablet) } Pack [Yasmin]".
 *
 * Only the ingredient names matter here; they are returned as written (tall-man letters and salts
 * included) for the vocabulary to fold. Text that does not follow the grammar gives undefined.
 */
export interface ParsedDrugName {
  /** Ingredient names in the order written, without strengths, quantity or dose form. */
  ingredients: string[];
  /** The bracketed brand, when the name is a branded drug or pack. */
  brand?: string;
}

const NUMBER = /^\d+(?:[.,]\d+)?$/;
/** A strength unit as RxNorm writes it: MG, MG/ML, UNT/ML, MEQ, %, ACTUAT, MG/HR, ... */
const UNIT = /^(?:%|[A-Z][A-Z0-9]*(?:\/[A-Z0-9]+)*)$/i;

/** Leading quantity factors: "1 ML", "12 HR", "0.5 ML", "120 ACTUAT". */
function withoutQuantity(text: string): string {
  let out = text;
  for (let i = 0; i < 2; i++) {
    const m = /^\d+(?:\.\d+)?\s+(?:ML|HR|ACTUAT|DAY|L|G|MG|UNT|SQCM|CM2|CELLS)\s+(?=\S)/i.exec(out);
    if (!m) break;
    out = out.slice(m[0].length);
  }
  return out;
}

/** Units that make a number a quantity factor ("12 HR", "1 ML") rather than a strength. */
const QUANTITY_UNIT = /^(?:ML|HR|ACTUAT|DAY|L)$/i;

/**
 * "DOCEtaxel 20 MG/ML Injection" -> "DOCEtaxel"; "Abuse-Deterrent 12 HR oxycodone hydrochloride
 * 10 MG ..." -> "oxycodone hydrochloride" (a quantity factor ends the qualifiers before it).
 * Undefined when no strength follows a name.
 */
function ingredientOf(component: string): string | undefined {
  const tokens = component.trim().split(/\s+/);
  const isPair = (i: number) =>
    NUMBER.test(tokens[i] as string) && UNIT.test((tokens[i + 1] ?? '') as string);
  let start = 0;
  for (let i = 0; i < tokens.length - 1; i++) {
    if (!isPair(i)) continue;
    const laterPair = tokens.some((_, k) => k > i + 1 && isPair(k));
    if (QUANTITY_UNIT.test(tokens[i + 1] as string) && laterPair) {
      start = i + 2;
      i++;
      continue;
    }
    return i > start ? tokens.slice(start, i).join(' ') : undefined;
  }
  return undefined;
}

function parseDrug(text: string): string[] | undefined {
  const body = withoutQuantity(text.trim());
  const names: string[] = [];
  for (const component of body.split(/\s+\/\s+/)) {
    const name = ingredientOf(component);
    if (!name) return undefined;
    names.push(name);
  }
  return names.length > 0 ? names : undefined;
}

export function parseNormalizedName(input: string): ParsedDrugName | undefined {
  let text = input.trim();
  if (text.length < 4 || text.length > 600) return undefined;
  let brand: string | undefined;
  const bracket = /\s*\[([^\]]+)\]\s*$/.exec(text);
  if (bracket) {
    brand = (bracket[1] as string).trim();
    text = text.slice(0, bracket.index);
  }
  let ingredients: string[] | undefined;
  if (text.startsWith('{')) {
    const parts = [...text.matchAll(/\(([^()]+)\)/g)].map((m) => parseDrug(m[1] as string));
    if (parts.length > 0 && parts.every(Boolean)) ingredients = parts.flat() as string[];
  } else {
    ingredients = parseDrug(text);
  }
  if (!ingredients) return undefined;
  const unique = [...new Map(ingredients.map((n) => [n.toLowerCase(), n])).values()];
  // "inert ingredients" in packs is a placebo, not a drug.
  const active = unique.filter((n) => n.toLowerCase() !== 'inert ingredients');
  return brand ? { ingredients: active, brand } : { ingredients: active };
}
