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

const TOPICAL_AZOLE =
  'Topical or vaginal imidazole antifungal with little systemic exposure; its ONC pair (proton pump inhibitors + imidazoles) concerns oral azoles whose absorption needs gastric acid. No label was read for it, so no record rather than a guessed profile.';
const SUPPLEMENT =
  'Over-the-counter mineral supplement without prescribing information; no authoritative interaction source was read for this salt, so it is not curated yet (calcium carbonate, ferrous salts and the prescription zinc and calcium salts have records).';

/**
 * Known to the vocabulary, no clinical record yet: why. Checked 2026-11-29; the list may only
 * shrink. US-marketed drugs first, withdrawn or discontinued ones last.
 */
const WITHOUT_RECORD: Readonly<Record<string, string>> = {
  'calcium citrate': SUPPLEMENT,
  'calcium lactate': SUPPLEMENT,
  'tricalcium phosphate': SUPPLEMENT,
  'zinc gluconate': SUPPLEMENT,
  butoconazole: TOPICAL_AZOLE,
  econazole: TOPICAL_AZOLE,
  luliconazole: TOPICAL_AZOLE,
  oxiconazole: TOPICAL_AZOLE,
  sertaconazole: TOPICAL_AZOLE,
  sulconazole: TOPICAL_AZOLE,
  tioconazole: TOPICAL_AZOLE,
  ethynodiol:
    'Marketed in the US only with ethinyl estradiol (the WHO ATC index too lists it only in combinations, G03AA01); the ethinyl estradiol record carries the combined-contraceptive attributes, and no label was read for the progestin alone.',
  gatifloxacin:
    'Systemic gatifloxacin (Tequin) was withdrawn from the US market in 2006 for dysglycaemia (Park-Wyllie LY et al., N Engl J Med 2006, PMID 16510739; FDA determination that Tequin was withdrawn for safety reasons); only eye drops remain, with negligible systemic exposure.',
};

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
