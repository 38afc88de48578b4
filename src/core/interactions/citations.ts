import type { Drug, Pathway } from '../knowledge/drug';
import type { Source } from '../knowledge/source';

/**
 * The documents behind the inference rules themselves. Drug-specific facts (which drug inhibits
 * which pathway, which one prolongs QT) are cited from the drug records instead.
 */
export const FDA_DDI_GUIDANCE_2020: Source = {
  kind: 'guideline',
  title:
    'FDA Guidance for Industry: Clinical Drug Interaction Studies - Cytochrome P450 Enzyme- and Transporter-Mediated Drug Interactions (January 2020)',
  section: 'Classification of inhibitors, inducers and sensitive substrates',
  year: 2020,
  url: 'https://www.fda.gov/regulatory-information/search-fda-guidance-documents/clinical-drug-interaction-studies-cytochrome-p450-enzyme-and-transporter-mediated-drug-interactions',
};

export const FDA_OPIOID_BENZODIAZEPINE_2016: Source = {
  kind: 'guideline',
  title:
    'FDA Drug Safety Communication (31 August 2016): boxed warnings on combined use of opioids with benzodiazepines or other CNS depressants',
  year: 2016,
};

export const FDA_ACID_REDUCING_AGENTS_2020: Source = {
  kind: 'guideline',
  title:
    'FDA draft Guidance for Industry: Evaluation of Gastric pH-Dependent Drug Interactions With Acid-Reducing Agents (November 2020)',
  year: 2020,
};

export type SourceTopic = 'pk' | 'qt' | 'toxicity' | 'ph' | 'class';

/**
 * Which parts of a drug record's citations establish a given kind of fact. A record cites
 * several label sections; the finding should point at the one that says the fact (7 Drug
 * Interactions for a CYP role, 5 Warnings for a toxicity), not at the dosing table.
 */
const TOPIC_PATTERN: Record<SourceTopic, RegExp> = {
  pk: /interact|pharmacokinetic|12\.3|clinical pharmacology|substrate|inhibitor|inducer|metabolism|\bCYP/i,
  qt: /\bQT|cardiac|arrhythm|torsade|electrocardio|\bECG|warning|boxed/i,
  toxicity: /warning|boxed|adverse|precaution/i,
  ph: /absorption|pharmacokinetic|interact|12\.3|acid|clinical pharmacology/i,
  class: /indication|description|^rxnorm/i,
};

/**
 * The subset of `drug.sources` that supports a fact of the given topic, falling back to its label
 * sources and then to all of its sources, so a finding always carries a citation. CPIC sources
 * count for a pathway only when they name that gene (CYP2C19 for clopidogrel).
 */
export function sourcesFor(drug: Drug, topic: SourceTopic, pathway?: Pathway): Source[] {
  let perDrug = memo.get(drug);
  if (!perDrug) {
    perDrug = new Map();
    memo.set(drug, perDrug);
  }
  const key = pathway ? `${topic}:${pathway}` : topic;
  const cached = perDrug.get(key);
  if (cached) return cached;
  const found = selectSources(drug, topic, pathway);
  perDrug.set(key, found);
  return found;
}

/** Drug records are immutable once parsed, so the selection is cached per record object. */
const memo = new WeakMap<Drug, Map<string, Source[]>>();

function selectSources(drug: Drug, topic: SourceTopic, pathway?: Pathway): Source[] {
  const text = (s: Source) =>
    `${s.kind === 'rxnorm' ? 'rxnorm ' : ''}${s.title} ${s.section ?? ''}`;
  const matched = drug.sources.filter((s) => {
    if (s.kind === 'cpic')
      return topic === 'pk' && pathway !== undefined && s.title.includes(pathway);
    return TOPIC_PATTERN[topic].test(text(s));
  });
  if (matched.length > 0) return matched;
  const labels = drug.sources.filter((s) => s.kind === 'label');
  return labels.length > 0 ? labels : drug.sources;
}
