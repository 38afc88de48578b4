import { z } from 'zod';
import { sourcesSchema } from '../knowledge/source';
import type { RxNormVocabulary } from '../rxnorm';
import { normalize } from './text';

const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/**
 * A combination product or co-formulation ("Percocet", "Lonsurf", "Akeega") and the ingredient
 * drug ids it contains, so that search and the interaction checker resolve it to its ingredients
 * (issue 12 item 2). An ingredient without a drug record yet is reported, never silently dropped.
 */
export const combinationProductSchema = z
  .object({
    id: kebab,
    /** Brand and common names as written on labels and prescriptions. */
    names: z.array(z.string().min(2)).min(1),
    /** Drug ids of the active ingredients, as the knowledge base names them. */
    ingredients: z.array(kebab).min(1),
    sources: sourcesSchema,
  })
  .strict();
export type CombinationProduct = z.infer<typeof combinationProductSchema>;
export type CombinationProductInput = z.input<typeof combinationProductSchema>;

/**
 * Another written form of one drug that exact lookup would miss:
 * - `international-name`: the INN or British name where the US name differs (paracetamol,
 *   frusemide, rifampicin, ciclosporin);
 * - `abbreviation`: an unambiguous clinical abbreviation (5-FU, ara-C, ATRA); ISMP's error-prone
 *   ones that name two drugs (MTX: methotrexate or mitoxantrone) are never listed;
 * - `misspelling`: a common misspelling, checked by test to be closer to its drug than to any
 *   other name in the knowledge base.
 */
export const nameAliasSchema = z
  .object({
    text: z.string().min(2),
    drugId: kebab,
    kind: z.enum(['international-name', 'abbreviation', 'misspelling']),
  })
  .strict();
export type NameAlias = z.infer<typeof nameAliasSchema>;

export interface NameKnowledge {
  combinations: readonly CombinationProduct[];
  aliases: readonly NameAlias[];
  /**
   * The RxNorm vocabulary: product, brand, salt and NDC codes and normalised RxNorm names that
   * the records' own names miss resolve through it to their ingredients (issue 25).
   */
  vocabulary?: RxNormVocabulary;
}

/**
 * Salt, ester and hydrate words of USP salt nomenclature ("imatinib mesylate", "doxorubicin
 * hydrochloride", "leucovorin calcium"): the active moiety is the drug. Formulation words that
 * change the drug (liposomal, pegylated, protein-bound) are deliberately absent.
 */
const SALT_WORDS = new Set([
  'acetate',
  'anhydrous',
  'besilate',
  'besylate',
  'bitartrate',
  'bromide',
  'calcium',
  'citrate',
  'dihydrate',
  'dihydrochloride',
  'dimesylate',
  'dipotassium',
  'disodium',
  'fumarate',
  'gluconate',
  'hcl',
  'hemifumarate',
  'hydrobromide',
  'hydrochloride',
  'hyclate',
  'lactate',
  'magnesium',
  'malate',
  'maleate',
  'mesilate',
  'mesylate',
  'monohydrate',
  'phosphate',
  'potassium',
  'sesquihydrate',
  'sodium',
  'succinate',
  'sulfate',
  'sulphate',
  'tartrate',
  'tosilate',
  'tosylate',
  'trihydrate',
]);

/** Strength units and dose-form words that follow a drug name on a medication list. */
const STRENGTH_UNITS = new Set(['mg', 'mcg', 'ug', 'g', 'ml', 'l', 'unit', 'units', 'iu', 'meq']);
const FORM_WORDS = new Set([
  'tablet',
  'tablets',
  'tab',
  'tabs',
  'capsule',
  'capsules',
  'cap',
  'caps',
  'injection',
  'inj',
  'solution',
  'suspension',
  'oral',
  'iv',
  'po',
  'er',
  'xr',
  'sr',
  'cr',
  'dr',
  'ec',
  'la',
  'xl',
  'odt',
  'patch',
  'film',
  'coated',
  'extended',
  'delayed',
  'release',
  'chewable',
]);

/**
 * The input with salt words and a trailing strength or dose form dropped ("Imatinib mesylate
 * 400 mg tablet" -> "imatinib"), in normal form; `undefined` when nothing was dropped or nothing
 * would be left. The first word is always kept, so "5-FU" or "calcium carbonate" stay whole.
 */
export function withoutSaltOrStrength(input: string): string | undefined {
  const words = normalize(input)
    .split(' ')
    .filter((w) => w.length > 0);
  if (words.length < 2) return undefined;
  let end = words.length;
  while (end > 1) {
    const w = words[end - 1] as string;
    if (FORM_WORDS.has(w) || STRENGTH_UNITS.has(w) || /^\d+(mg|mcg|ug|g|ml|iu|units?)?$/.test(w)) {
      end -= 1;
    } else break;
  }
  const kept = [words[0] as string, ...words.slice(1, end).filter((w) => !SALT_WORDS.has(w))];
  if (kept.length === words.length) return undefined;
  return kept.join(' ');
}
