import type { ValidationPairInput } from '../../core/interactions/validation';
import type { Source } from '../../core/knowledge/source';

/**
 * The ONC high-priority drug-drug interactions (Phansalkar S et al., JAMIA 2012;19:735, PMID
 * 22539083): the 15 class pairs an expert panel agreed every EHR should interrupt on, with the
 * members its table 2 lists, at least three concrete pairs per class where the class has them
 * (issue 25). Scored apart from the label set, so the earlier figures stay comparable; a drug
 * OncoCDS has no record for counts as a miss.
 */
export const ONC_HIGH_PRIORITY_2012: Source = {
  kind: 'pubmed',
  title:
    'Phansalkar S et al. High-priority drug-drug interactions for use in electronic health records. J Am Med Inform Assoc 2012',
  pmid: '22539083',
  year: 2012,
};

export interface OncHighPriorityClass {
  name: string;
  pairs: readonly ValidationPairInput[];
}

const pair = (a: string, b: string): ValidationPairInput => ({
  a,
  b,
  expected: 'interaction',
  action: 'avoid',
  source: ONC_HIGH_PRIORITY_2012,
});

export const oncHighPriorityClasses: readonly OncHighPriorityClass[] = [
  {
    name: 'Amphetamine derivatives + MAO inhibitors',
    pairs: [
      pair('dextroamphetamine', 'phenelzine'),
      pair('methylphenidate', 'tranylcypromine'),
      pair('pseudoephedrine', 'phenelzine'),
      pair('amphetamine', 'isocarboxazid'),
      // Added with their records (issue 25, batch 3): amphetamine derivatives by structure; the
      // paper's member list was not re-read for them.
      pair('methamphetamine', 'selegiline'),
      pair('benzphetamine', 'tranylcypromine'),
    ],
  },
  {
    name: 'Atazanavir + proton pump inhibitors',
    pairs: [
      pair('atazanavir', 'omeprazole'),
      pair('atazanavir', 'pantoprazole'),
      pair('atazanavir', 'esomeprazole'),
      pair('atazanavir', 'lansoprazole'),
    ],
  },
  {
    name: 'Febuxostat + azathioprine or mercaptopurine',
    pairs: [pair('febuxostat', 'azathioprine'), pair('febuxostat', 'mercaptopurine')],
  },
  {
    name: 'SSRIs and other serotonergic antidepressants + MAO inhibitors',
    pairs: [
      pair('fluoxetine', 'phenelzine'),
      pair('sertraline', 'tranylcypromine'),
      pair('duloxetine', 'isocarboxazid'),
      pair('escitalopram', 'selegiline'),
    ],
  },
  {
    name: 'Irinotecan + strong CYP3A4 inhibitors',
    pairs: [
      pair('irinotecan', 'ketoconazole'),
      pair('irinotecan', 'itraconazole'),
      pair('irinotecan', 'clarithromycin'),
    ],
  },
  {
    name: 'Narcotic analgesics + MAO inhibitors',
    pairs: [
      pair('meperidine', 'phenelzine'),
      pair('methadone', 'tranylcypromine'),
      pair('tramadol', 'isocarboxazid'),
      pair('meperidine', 'selegiline'),
    ],
  },
  {
    name: 'Tricyclic antidepressants + MAO inhibitors',
    pairs: [
      pair('amitriptyline', 'phenelzine'),
      pair('nortriptyline', 'tranylcypromine'),
      pair('imipramine', 'isocarboxazid'),
    ],
  },
  {
    name: 'High-risk QT-prolonging agents together',
    pairs: [
      pair('thioridazine', 'ziprasidone'),
      pair('pimozide', 'ziprasidone'),
      pair('thioridazine', 'pimozide'),
    ],
  },
  {
    name: 'Ramelteon + strong CYP1A2 inhibitors',
    pairs: [pair('ramelteon', 'fluvoxamine'), pair('ramelteon', 'ciprofloxacin')],
  },
  {
    name: 'Strong CYP3A4 inducers + protease inhibitors',
    pairs: [
      pair('rifampin', 'atazanavir'),
      pair('rifampin', 'lopinavir'),
      pair('carbamazepine', 'atazanavir'),
      // Added with the fosamprenavir record (issue 25, batch 3): a protease inhibitor of the class.
      pair('rifampin', 'fosamprenavir'),
    ],
  },
  {
    name: 'Simvastatin or lovastatin + CYP3A4 inhibitors and protease inhibitors',
    pairs: [
      pair('simvastatin', 'clarithromycin'),
      pair('lovastatin', 'itraconazole'),
      pair('simvastatin', 'ritonavir'),
    ],
  },
  {
    name: 'Ergot alkaloids + CYP3A4 inhibitors and protease inhibitors',
    pairs: [
      pair('ergotamine', 'clarithromycin'),
      pair('dihydroergotamine', 'ritonavir'),
      pair('ergotamine', 'ketoconazole'),
    ],
  },
  {
    name: 'Tizanidine + CYP1A2 inhibitors',
    pairs: [pair('tizanidine', 'ciprofloxacin'), pair('tizanidine', 'fluvoxamine')],
  },
  {
    name: 'Procarbazine + MAO inhibitors',
    pairs: [pair('tranylcypromine', 'procarbazine'), pair('phenelzine', 'procarbazine')],
  },
  {
    name: 'Triptans + MAO inhibitors',
    pairs: [
      pair('sumatriptan', 'phenelzine'),
      pair('rizatriptan', 'tranylcypromine'),
      pair('zolmitriptan', 'isocarboxazid'),
    ],
  },
];
