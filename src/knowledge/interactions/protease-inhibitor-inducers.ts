import type { CuratedInteractionInput } from '../../core/knowledge/interaction';
import type { Source } from '../../core/knowledge/source';
import { label } from './sources';

/*
 * Fosamprenavir with the inducers its label contraindicates (issue 25; ONC high-priority list,
 * Phansalkar S et al. JAMIA 2012, PMID 22539083: strong CYP3A4 inducers + protease inhibitors).
 * Lexiva section 4 names rifampin and St John's wort by name; carbamazepine, phenobarbital and
 * phenytoin are "use with caution" there, so they stay with the inferred tier rather than a class
 * row on the record.
 */
const ONC_HIGH_PRIORITY_2012: Source = {
  kind: 'pubmed',
  title:
    'Phansalkar S et al. High-priority drug-drug interactions for use in electronic health records. J Am Med Inform Assoc 2012',
  pmid: '22539083',
  year: 2012,
};

export const proteaseInhibitorInducerInteractions: CuratedInteractionInput[] = (
  [
    ['rifampin', 'Rifampin lowered amprenavir AUC by about 80%'],
    [
      'st-johns-wort',
      'St John’s wort induces CYP3A4 and is expected to lower amprenavir substantially',
    ],
  ] as const
).map(([id, finding]) => ({
  id: `fosamprenavir-${id}`,
  a: { drug: 'fosamprenavir' },
  b: { drug: id },
  severity: 'contraindicated',
  evidence: 'established',
  mechanism: {
    type: 'pharmacokinetic',
    text: `CYP3A4 induction: ${finding.charAt(0).toLowerCase()}${finding.slice(1)}.`,
  },
  effect: 'Loss of virological response and HIV resistance to the protease inhibitor.',
  onset: 'delayed',
  management: {
    action: 'avoid',
    text: 'Do not combine; choose a rifamycin-compatible antiretroviral regimen (rifabutin with dose changes) or another treatment, with HIV specialist input.',
  },
  riskFactors: [],
  sources: [
    label('Lexiva (fosamprenavir calcium)', '4 Contraindications; 7 Drug Interactions'),
    ONC_HIGH_PRIORITY_2012,
  ],
}));
