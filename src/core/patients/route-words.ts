import type { Route } from '../knowledge/drug';

/**
 * Route words a medication order may carry, any case, mapped to the knowledge base's route codes.
 * The words are the ones the drug pages print ("Oral", "Subcutaneous", ...) plus the spelled-out
 * "intravenous", which the pages abbreviate. Abbreviations ISMP lists as error-prone (SC, SQ, IN)
 * are not accepted: a patient record keeps the unambiguous word.
 */
const ROUTE_WORDS: Record<string, Route> = {
  oral: 'oral',
  iv: 'iv',
  intravenous: 'iv',
  subcutaneous: 'sc',
  intramuscular: 'im',
  intrathecal: 'intrathecal',
  intravesical: 'intravesical',
  topical: 'topical',
  transdermal: 'transdermal',
  inhaled: 'inhaled',
  inhalation: 'inhaled',
  sublingual: 'sublingual',
  intranasal: 'intranasal',
  nasal: 'intranasal',
  rectal: 'rectal',
  intraperitoneal: 'intraperitoneal',
};

export const ROUTE_WORD_LIST = Object.keys(ROUTE_WORDS);

/** The route code for a route word, or null when the word is not one the product knows. */
export function parseRouteWord(word: string): Route | null {
  return ROUTE_WORDS[word.trim().toLowerCase()] ?? null;
}
