import type { Source } from '../../core/knowledge/source';
import type {
  BiomarkerMatcher,
  BiomarkerRecordInput,
  EvidenceLevel,
} from '../../core/precision/schemas';

export interface RecordFields {
  id: string;
  cancers: string[];
  gene: string;
  biomarker: string;
  matchers: BiomarkerMatcher[];
  drugs: string[];
  indication: string;
  line: string;
  setting: string;
  sources: Source[];
  requiresAbsent?: BiomarkerMatcher[];
  excludedCancers?: string[];
}

const at =
  (level: EvidenceLevel) =>
  (r: RecordFields): BiomarkerRecordInput => ({ ...r, level });

/** A biomarker-defined indication of an FDA label. */
export const fda = at('fda');
/** Trial evidence not (yet) in a label: needs a PMID. */
export const clinical = at('clinical');
/** A label or pivotal trial naming the biomarker as predicting no benefit from the drug(s). */
export const resistance = at('resistance');
