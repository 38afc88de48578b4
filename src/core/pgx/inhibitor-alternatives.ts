import type { Drug } from '../knowledge/drug';

const PHENOCONVERTING = new Set(['moderate', 'strong']);

/**
 * Drugs of the same class as a CYP2D6 inhibitor (a shared class tag) that the knowledge base lists
 * without moderate or strong CYP2D6 inhibition: what the advice to replace the inhibitor can name
 * (paroxetine → citalopram, escitalopram, sertraline). Only documented pathways count; a drug
 * with no CYP2D6 entry is listed as the record stands, which is "no documented inhibition".
 */
export function cyp2d6Alternatives(
  inhibitor: Pick<Drug, 'id' | 'classTags'>,
  drugs: Iterable<Pick<Drug, 'id' | 'name' | 'classTags' | 'pathways'>>,
  limit = 6,
): Array<{ id: string; name: string }> {
  const tags = new Set(inhibitor.classTags);
  const out: Array<{ id: string; name: string }> = [];
  for (const d of drugs) {
    if (d.id === inhibitor.id || !d.classTags.some((t) => tags.has(t))) continue;
    if (PHENOCONVERTING.has(d.pathways.CYP2D6?.inhibitor ?? '')) continue;
    out.push({ id: d.id, name: d.name });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name)).slice(0, limit);
}
