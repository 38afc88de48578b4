import { bench, describe } from 'vitest';
import { drugRecords } from '../../knowledge/drugs';
import { rxnormIndex } from '../../knowledge/rxnorm';
import { drugSchema } from '../knowledge/drug';
import { createDrugIndex } from '../search';
import { createRxNormVocabulary } from '.';

/**
 * The RxNorm vocabulary's cost (issue 25): building it once per process (measured ~0.5 s and
 * ~4.6 MB retained heap for 2,518 ingredients, 29,111 products and 221,960 NDCs), one lookup, and
 * drug search with the vocabulary bound. Run: npx vitest bench --project core src/core/rxnorm
 */
const vocabulary = createRxNormVocabulary(rxnormIndex);
const drugs = drugRecords.map((d) => drugSchema.parse(d));
const index = createDrugIndex(drugs, { combinations: [], aliases: [], vocabulary });
const inputs = [
  '1860480',
  '0597-0108-54',
  '1 ML DOCEtaxel 20 MG/ML Injection',
  'capecitabine 500 MG Oral Tablet [Xeloda]',
  'Xeloda',
  'oxycodone hydrochloride',
];
let i = 0;
const next = () => inputs[i++ % inputs.length] as string;

describe('RxNorm vocabulary', () => {
  bench('lookup (code, NDC, normalised name, brand, salt)', () => {
    vocabulary.lookup(next());
  });
  bench('drug search with the vocabulary bound', () => {
    index.search(next(), 20);
  });
  bench('build from the shipped index', () => {
    createRxNormVocabulary(rxnormIndex);
  });
});
