import {
  exportSource,
  FACT_CSV_HEADER,
  factCsvRow,
  type ExportedFact,
} from '../../../core/knowledge/facts';
import { toCsv } from '../../../core/analytics';
import { factReviews } from '../../../knowledge/ledger';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import { knowledgeFacts } from '../../lib/knowledge-facts';

let cached: { kb: KnowledgeBase; facts: ExportedFact[]; csv?: string } | undefined;

/** Every hard number in the export's allow-list shape, with its recorded review or null. */
export function exportedFacts(kb: KnowledgeBase): ExportedFact[] {
  if (cached?.kb === kb) return cached.facts;
  const facts = knowledgeFacts(kb).map((f) => ({
    id: f.id,
    recordType: f.recordType,
    recordId: f.recordId,
    field: f.field,
    value: f.value,
    ...(f.unit ? { unit: f.unit } : {}),
    basis: f.basis,
    sources: f.sources.map(exportSource),
    review: factReviews[f.id] ?? null,
  }));
  cached = { kb, facts };
  return facts;
}

export function exportedFactsCsv(kb: KnowledgeBase): string {
  const facts = exportedFacts(kb);
  if (cached && cached.csv === undefined)
    cached.csv = toCsv(FACT_CSV_HEADER, facts.map(factCsvRow));
  return cached?.csv ?? toCsv(FACT_CSV_HEADER, facts.map(factCsvRow));
}

/** The export with this institution's own reviews laid over the ledger's. */
export function withReviews(
  facts: readonly ExportedFact[],
  reviews: ReadonlyMap<string, ExportedFact['review']>,
): ExportedFact[] {
  if (reviews.size === 0) return [...facts];
  return facts.map((f) => (reviews.has(f.id) ? { ...f, review: reviews.get(f.id) ?? null } : f));
}

export function factsCsv(facts: readonly ExportedFact[]): string {
  return toCsv(FACT_CSV_HEADER, facts.map(factCsvRow));
}
