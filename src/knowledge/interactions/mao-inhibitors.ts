import type { CuratedInteractionInput, DrugGroup } from '../../core/knowledge/interaction';
import type { Source } from '../../core/knowledge/source';
import { S, label } from './sources';

/*
 * MAO inhibitors (phenelzine, tranylcypromine, isocarboxazid, selegiline) with the drugs their
 * labels contraindicate (issue 25; ONC high-priority list, Phansalkar S et al. JAMIA 2012, PMID
 * 22539083). The tier is the labels': contraindicated, whatever the additive serotonergic rule
 * alone would infer.
 */
const ONC_HIGH_PRIORITY_2012: Source = {
  kind: 'pubmed',
  title:
    'Phansalkar S et al. High-priority drug-drug interactions for use in electronic health records. J Am Med Inform Assoc 2012',
  pmid: '22539083',
  year: 2012,
};

const MAOI_LABELS = [
  label('Parnate (tranylcypromine)', '4 Contraindications'),
  label('Nardil (phenelzine)', 'Contraindications'),
  label('Emsam (selegiline transdermal system)', '4 Contraindications'),
];

export const maoInhibitorGroups: DrugGroup[] = [
  {
    id: 'mao-inhibitors',
    name: 'MAO inhibitors',
    description:
      'Antidepressant and antiparkinsonian monoamine oxidase inhibitors; linezolid and procarbazine, which also inhibit MAO, have their own records.',
    members: ['phenelzine', 'tranylcypromine', 'isocarboxazid', 'selegiline'],
    sources: MAOI_LABELS,
  },
];

const WASHOUT =
  'Do not combine. Stop the MAO inhibitor at least 14 days before starting the other drug (and wait 5 weeks after fluoxetine before starting an MAO inhibitor); choose an alternative.';

export const maoInhibitorInteractions: CuratedInteractionInput[] = [
  {
    id: 'mao-inhibitors-serotonergic-agents',
    a: { group: 'mao-inhibitors' },
    b: { group: 'serotonergic-agents' },
    severity: 'contraindicated',
    evidence: 'established',
    mechanism: {
      type: 'pharmacodynamic',
      text: 'MAO inhibition blocks serotonin breakdown; with drugs that release serotonin or block its reuptake, synaptic serotonin rises to toxic levels.',
    },
    effect:
      'Serotonin syndrome, which can be fatal: hyperthermia, rigidity, clonus, autonomic instability, delirium.',
    onset: 'rapid',
    management: { action: 'avoid', text: WASHOUT },
    riskFactors: ['Switching without a washout', 'Two or more serotonergic drugs'],
    sources: [...MAOI_LABELS, ONC_HIGH_PRIORITY_2012],
  },
  {
    id: 'mao-inhibitors-meperidine',
    a: { group: 'mao-inhibitors' },
    b: { drug: 'meperidine' },
    severity: 'contraindicated',
    evidence: 'established',
    mechanism: {
      type: 'pharmacodynamic',
      text: 'Meperidine inhibits serotonin reuptake; with MAO inhibition it causes serotonin toxicity or an opioid-like depression, both reported as fatal.',
    },
    effect: 'Agitation, hyperthermia, seizures, coma, or respiratory depression and hypotension.',
    onset: 'rapid',
    management: {
      action: 'avoid',
      text: 'Never give meperidine during or within 14 days of an MAO inhibitor; choose another analgesic and review every opioid for serotonergic activity.',
    },
    riskFactors: [],
    sources: [
      label('Demerol (meperidine)', '4 Contraindications'),
      label('Parnate (tranylcypromine)', '4 Contraindications'),
      ONC_HIGH_PRIORITY_2012,
    ],
  },
  ...(['amphetamine', 'methylphenidate'] as const).map((id): CuratedInteractionInput => ({
    id: `mao-inhibitors-${id}`,
    a: { group: 'mao-inhibitors' },
    b: { drug: id },
    severity: 'contraindicated',
    evidence: 'established',
    mechanism: {
      type: 'pharmacodynamic',
      text: 'The stimulant releases or blocks reuptake of noradrenaline and dopamine, which MAO inhibition prevents from being broken down.',
    },
    effect: 'Hypertensive crisis: severe headache, stroke, arrhythmia.',
    onset: 'rapid',
    management: { action: 'avoid', text: WASHOUT },
    riskFactors: [],
    sources: [
      id === 'amphetamine'
        ? label('Adderall (amphetamine mixed salts)', '4 Contraindications')
        : label('Ritalin (methylphenidate)', '4 Contraindications'),
      label('Parnate (tranylcypromine)', '4 Contraindications'),
      ONC_HIGH_PRIORITY_2012,
    ],
  })),
  // Oral decongestants (issue 25): their Drug Facts labels say not to use them with an MAO
  // inhibitor or within 2 weeks of stopping one; the MAOI labels contraindicate sympathomimetics.
  ...(
    [
      ['pseudoephedrine', 'Sudafed (pseudoephedrine hydrochloride)'],
      ['phenylephrine', 'Sudafed PE (phenylephrine hydrochloride)'],
    ] as const
  ).map(([id, product]): CuratedInteractionInput => ({
    id: `mao-inhibitors-${id}`,
    a: { group: 'mao-inhibitors' },
    b: { drug: id },
    severity: 'contraindicated',
    evidence: 'established',
    mechanism: {
      type: 'pharmacodynamic',
      text: 'The sympathomimetic releases or mimics noradrenaline, which MAO inhibition prevents from being broken down.',
    },
    effect: 'Hypertensive crisis: severe headache, stroke, arrhythmia.',
    onset: 'rapid',
    management: { action: 'avoid', text: WASHOUT },
    riskFactors: [],
    sources: [
      {
        kind: 'label',
        title: `${product} OTC Drug Facts label`,
        section: 'Warnings (do not use with an MAOI or for 2 weeks after)',
      },
      label('Parnate (tranylcypromine)', '4 Contraindications'),
      ONC_HIGH_PRIORITY_2012,
    ],
  })),
  // Amitriptyline is in the serotonergic group above; the other tricyclics here.
  ...(['nortriptyline', 'imipramine', 'doxepin'] as const).map((id): CuratedInteractionInput => ({
    id: `mao-inhibitors-${id}`,
    a: { group: 'mao-inhibitors' },
    b: { drug: id },
    severity: 'contraindicated',
    evidence: 'established',
    mechanism: {
      type: 'pharmacodynamic',
      text: 'Tricyclic antidepressants block serotonin and noradrenaline reuptake; with MAO inhibition the amines accumulate.',
    },
    effect:
      'Serotonin syndrome, hyperpyrexia, seizures and hypertensive reactions; deaths reported.',
    onset: 'rapid',
    management: { action: 'avoid', text: WASHOUT },
    riskFactors: [],
    sources: [
      label('Nardil (phenelzine)', 'Contraindications'),
      label('Marplan (isocarboxazid)', 'Contraindications'),
      ONC_HIGH_PRIORITY_2012,
    ],
  })),
  {
    id: 'mao-inhibitors-bupropion',
    a: { group: 'mao-inhibitors' },
    b: { drug: 'bupropion' },
    severity: 'contraindicated',
    evidence: 'established',
    mechanism: {
      type: 'pharmacodynamic',
      text: 'Bupropion inhibits noradrenaline and dopamine reuptake; MAO inhibition adds to the catecholamine excess.',
    },
    effect: 'Hypertensive reactions.',
    onset: 'rapid',
    management: { action: 'avoid', text: WASHOUT },
    riskFactors: [],
    sources: [label('Wellbutrin (bupropion)', S.contraindications), ...MAOI_LABELS.slice(0, 1)],
  },
  {
    id: 'mao-inhibitors-procarbazine',
    a: { group: 'mao-inhibitors' },
    b: { drug: 'procarbazine' },
    // Major, not contraindicated: no label section 4 names the pair; the ONC panel lists it.
    severity: 'major',
    evidence: 'theoretical',
    mechanism: {
      type: 'pharmacodynamic',
      text: 'Procarbazine is itself a weak MAO inhibitor; with another MAO inhibitor the inhibition adds up.',
    },
    effect: 'Hypertensive crisis and serotonin or catecholamine toxicity.',
    onset: 'rapid',
    management: {
      action: 'avoid',
      text: 'Do not combine: stop the MAO inhibitor at least 14 days before procarbazine, or choose another regimen.',
    },
    riskFactors: [],
    sources: [ONC_HIGH_PRIORITY_2012],
  },
];
