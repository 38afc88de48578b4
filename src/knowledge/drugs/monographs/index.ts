import type { MonographInput } from '../../../core/knowledge/drug';
import { antibodyMonographs } from './antibodies';
import { cytotoxicMonographs } from './cytotoxic';
import { hormonalMonographs } from './hormonal';
import { kinaseInhibitorMonographs } from './kinase-inhibitors';
import { kinaseInhibitorMonographsB } from './kinase-inhibitors-b';
import { otherTargetedMonographs } from './other-targeted';
import { supportiveMonographs } from './supportive';

/**
 * Monographs kept apart from the drug records they belong to (issue 13: every antineoplastic), one
 * file per drug family, each an id -> monograph map. `withMonographs` joins them to the records;
 * a record that already carries its monograph keeps it, and the tests refuse an id without a
 * record or a second monograph for one drug.
 */
export const monographsById: ReadonlyArray<Readonly<Record<string, MonographInput>>> = [
  cytotoxicMonographs,
  kinaseInhibitorMonographs,
  kinaseInhibitorMonographsB,
  otherTargetedMonographs,
  antibodyMonographs,
  hormonalMonographs,
  supportiveMonographs,
];
