import { describe, expect, it } from 'vitest';
import { drugSchema } from '../../core/knowledge/drug';
import { createRxNormVocabulary } from '../../core/rxnorm';
import { combinationProductSchema, createDrugIndex, nameAliasSchema } from '../../core/search';
import { drugRecords } from '../drugs';
import { combinationProductRecords, nameAliasRecords } from '../names';
import { rxnormIndex } from '../rxnorm';
import { oncNonInterruptiveClasses } from '.';

/*
 * Coverage of the ONC non-interruptive list (Phansalkar 2013, issue 25 item 3): every member drug
 * the shipped RxNorm vocabulary knows has a clinical record, names resolved exactly as
 * onc-validation.test.ts resolves them (records, combinations, aliases, then the vocabulary). The
 * exceptions below are the drugs still without a record, each with its reason; the list may only
 * shrink, and a drug that gains a record must leave it.
 */
const vocabulary = createRxNormVocabulary(rxnormIndex);
const index = createDrugIndex(
  drugRecords.map((d) => drugSchema.parse(d)),
  {
    combinations: combinationProductRecords.map((p) => combinationProductSchema.parse(p)),
    aliases: nameAliasRecords.map((a) => nameAliasSchema.parse(a)),
    vocabulary,
  },
);

/** Known to the vocabulary, no clinical record yet: why. */
const WITHOUT_RECORD: Readonly<Record<string, string>> = {};

const names = [
  ...new Set(oncNonInterruptiveClasses.flatMap((c) => [...c.objects, ...c.precipitants])),
].sort();
const withoutRecord = names.filter((n) => (index.resolveAll(n)?.drugs ?? []).length === 0);
const inVocabulary = withoutRecord.filter((n) => index.resolveAll(n) !== undefined);

describe('ONC non-interruptive list: clinical records (issue 25 item 3)', () => {
  it('lists which member drugs have no clinical record', () => {
    console.info(
      [
        `ONC non-interruptive members: ${names.length}; without a clinical record: ${withoutRecord.length}.`,
        `In the RxNorm vocabulary but without a record (${inVocabulary.length}): ${inVocabulary
          .map((n) => `${n} [${vocabulary.ingredientNamed(n)?.rxcui ?? '-'}]`)
          .join(', ')}`,
        `Not in the vocabulary either (${withoutRecord.length - inVocabulary.length}): ${withoutRecord
          .filter((n) => !inVocabulary.includes(n))
          .join(', ')}`,
      ].join('\n'),
    );
    expect(names.length).toBeGreaterThan(200);
  });

  it('gives every member the vocabulary knows a record, but for the documented exceptions', () => {
    expect(inVocabulary).toEqual(Object.keys(WITHOUT_RECORD).sort());
  });
});
