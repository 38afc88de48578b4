import { bench, describe } from 'vitest';
import { drugSchema } from '../knowledge/drug';
import { drugRecords } from '../../knowledge/drugs';
import { createDrugIndex } from './drug-index';

/**
 * Per-query cost over the real roster (about 260 drugs, ~600 indexed terms). The target is a p95
 * well under 1 ms per query: vitest reports p99 per iteration, and each iteration here runs one
 * query, so p99 must stay below 1 ms. Run: npx vitest bench --project core src/core/search
 */
const drugs = drugRecords.map((d) => drugSchema.parse(d));
const index = createDrugIndex(drugs);

const exact = drugs.map((d) => d.name);
const prefixes = drugs.map((d) => d.name.slice(0, 4));
const typos = drugs
  .filter((d) => d.name.length > 6)
  .map((d) => `${d.name.slice(0, 3)}${d.name.slice(4)}`);
let i = 0;
const next = (list: string[]) => list[i++ % list.length] as string;

describe('drug search, one query per iteration', () => {
  bench('exact generic name', () => {
    index.search(next(exact), 20);
  });
  bench('four-letter prefix (typing)', () => {
    index.search(next(prefixes), 20);
  });
  bench('one letter dropped (fuzzy path)', () => {
    index.search(next(typos), 20);
  });
  bench('resolve by name', () => {
    index.resolve(next(exact));
  });
});

describe('index creation', () => {
  bench('createDrugIndex over the roster', () => {
    createDrugIndex(drugs);
  });
});
