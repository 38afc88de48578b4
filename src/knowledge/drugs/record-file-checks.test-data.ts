import type { Drug } from '../../core/knowledge/drug';
import { labelRegistry } from '../labels';
import { drugRecords } from './index';

/*
 * Checks every file of added drug records runs on itself (comed-*.test.ts): shared here so each
 * file's test states only what is particular to its records.
 */

type RecordInput = Pick<Drug, 'id' | 'name' | 'sources'> &
  Partial<Pick<Drug, 'brandNames' | 'synonyms' | 'classInstructions'>>;

/** Label titles the records cite (class instructions included) that the label registry lacks. */
export function unregisteredLabelTitles(records: readonly RecordInput[]): string[] {
  const known = new Set(labelRegistry.flatMap((p) => p.titles));
  return records
    .flatMap((d) => [...d.sources, ...(d.classInstructions ?? []).map((c) => c.source)])
    .filter((s) => s.kind === 'label')
    .map((s) => s.title)
    .filter((t) => !known.has(t));
}

/** Names, brands and synonyms of these records that another record already uses. */
export function namesTakenByOtherRecords(records: readonly RecordInput[]): string[] {
  const mine = new Set(records.map((d) => d.id));
  const taken = new Set(
    drugRecords
      .filter((d) => !mine.has(d.id))
      .flatMap((d) => [d.name, ...(d.brandNames ?? []), ...(d.synonyms ?? [])])
      .map((n) => n.toLowerCase()),
  );
  return records.flatMap((d) =>
    [d.name, ...(d.brandNames ?? []), ...(d.synonyms ?? [])].filter((n) =>
      taken.has(n.toLowerCase()),
    ),
  );
}
