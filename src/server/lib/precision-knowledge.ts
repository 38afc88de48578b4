import {
  biomarkerRecordSchema,
  cancerTypeSchema,
  TUMOUR_AGNOSTIC,
  type PrecisionKnowledge,
} from '../../core/precision';
import { biomarkerRecords, cancerTypes } from '../../knowledge/biomarkers';
import type { KnowledgeBase } from './knowledge-base';

/**
 * The biomarker records parsed once at start, as the other knowledge is: a record that fails its
 * schema, names an unknown cancer type or a drug the knowledge base does not hold stops the boot.
 */
export function buildPrecisionKnowledge(kb: KnowledgeBase): PrecisionKnowledge {
  // Parsed once per knowledge base: the precision routes and the treatment plans share it.
  const cached = built.get(kb);
  if (cached) return cached;
  const cancers = cancerTypes.map((c) => cancerTypeSchema.parse(c));
  const cancerIds = new Set([...cancers.map((c) => c.id), TUMOUR_AGNOSTIC]);
  const records = biomarkerRecords.map((input) => {
    const r = biomarkerRecordSchema.parse(input);
    const badCancer = r.cancers.find((c) => !cancerIds.has(c));
    const badDrug = r.drugs.find((d) => !kb.drugsById.has(d));
    if (badCancer || badDrug) {
      throw new Error(
        `biomarker record ${r.id}: unknown ${badCancer ? `cancer ${badCancer}` : `drug ${badDrug}`}`,
      );
    }
    return r;
  });
  const out: PrecisionKnowledge = {
    records,
    cancers,
    drugName: (id) => kb.drugsById.get(id)?.name ?? id,
  };
  built.set(kb, out);
  return out;
}

const built = new WeakMap<KnowledgeBase, PrecisionKnowledge>();
