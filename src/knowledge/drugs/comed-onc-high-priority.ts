import type { DrugInput } from '../../core/knowledge/drug';
import { NO_HEPATIC_RULE, NO_RENAL_RULE, REVIEWED, label } from './comed-shared';

/*
 * Drugs of the ONC high-priority interaction list (Phansalkar S et al., JAMIA 2012, PMID
 * 22539083) that OncoCDS had no record for (issue 25): the MAO inhibitors and meperidine. They carry
 * only what the inference needs and the label states: class, route, the serotonergic and CNS
 * toxicities. Pathways are left empty where the label documents no CYP role the checker could use
 * (an empty pathway means "no documented role", not "none"); renal and hepatic rules say "no data"
 * rather than a guess. RxCUIs are the RxNorm IN concepts of the shipped vocabulary (Current
 * Prescribable Content 2025-10-06). Their interactions with serotonergic drugs, opioids and
 * amphetamines are curated in ../interactions/mao-inhibitors.ts at the tier the labels set.
 */

const MAOI_MONITORING = [
  'Serotonin syndrome and hypertensive crisis with serotonergic drugs, opioids such as meperidine, tramadol and methadone, amphetamines and other sympathomimetics, and tyramine-rich food',
  'A washout of at least 2 weeks after stopping the MAO inhibitor before starting an interacting drug (5 weeks after fluoxetine before an MAO inhibitor)',
  'Blood pressure',
];

export const comedOncHighPriorityDrugs: DrugInput[] = [
  {
    id: 'phenelzine',
    rxcui: '8123',
    name: 'Phenelzine',
    brandNames: ['Nardil'],
    atc: ['N06AF03'],
    kind: 'supportive',
    drugClass: 'Monoamine oxidase inhibitor (non-selective, irreversible)',
    classTags: ['mao-inhibitor'],
    mechanism:
      'Hydrazine antidepressant that irreversibly inhibits monoamine oxidase A and B, raising synaptic serotonin, noradrenaline and dopamine.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['serotonergic', 'cns-depression'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [
      'Antidepressants increase the risk of suicidal thoughts and behaviour in children, adolescents and young adults.',
    ],
    monitoring: MAOI_MONITORING,
    lastReviewed: REVIEWED,
    sources: [label('Nardil (phenelzine)', 'Boxed Warning; Contraindications; Warnings')],
  },
  {
    id: 'tranylcypromine',
    rxcui: '10734',
    name: 'Tranylcypromine',
    brandNames: ['Parnate'],
    atc: ['N06AF04'],
    kind: 'supportive',
    drugClass: 'Monoamine oxidase inhibitor (non-selective, irreversible)',
    classTags: ['mao-inhibitor'],
    mechanism:
      'Non-hydrazine antidepressant that irreversibly inhibits monoamine oxidase A and B, raising synaptic serotonin, noradrenaline and dopamine.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['serotonergic', 'hypertension'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [
      'Antidepressants increase the risk of suicidal thoughts and behaviour in children, adolescents and young adults.',
      'Hypertensive crisis with tyramine-rich food and with some drugs.',
    ],
    monitoring: MAOI_MONITORING,
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Parnate (tranylcypromine)',
        'Boxed Warning; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  },
  {
    id: 'isocarboxazid',
    rxcui: '6011',
    name: 'Isocarboxazid',
    brandNames: ['Marplan'],
    atc: ['N06AF01'],
    kind: 'supportive',
    drugClass: 'Monoamine oxidase inhibitor (non-selective, irreversible)',
    classTags: ['mao-inhibitor'],
    mechanism:
      'Hydrazine antidepressant that irreversibly inhibits monoamine oxidase, raising synaptic serotonin, noradrenaline and dopamine.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['serotonergic'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [
      'Antidepressants increase the risk of suicidal thoughts and behaviour in children, adolescents and young adults.',
    ],
    monitoring: MAOI_MONITORING,
    lastReviewed: REVIEWED,
    sources: [label('Marplan (isocarboxazid)', 'Boxed Warning; Contraindications; Warnings')],
  },
  {
    id: 'selegiline',
    rxcui: '9639',
    name: 'Selegiline',
    brandNames: ['Emsam', 'Zelapar', 'Eldepryl'],
    atc: ['N04BD01'],
    kind: 'supportive',
    drugClass: 'Monoamine oxidase inhibitor (MAO-B selective at low oral doses)',
    classTags: ['mao-inhibitor'],
    mechanism:
      'Irreversible MAO-B inhibitor at low oral doses (Parkinson disease); selectivity is lost at higher doses and with the transdermal antidepressant system (Emsam), which also inhibits MAO-A.',
    routes: ['oral', 'transdermal'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['serotonergic'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [
      'Emsam: antidepressants increase the risk of suicidal thoughts and behaviour in children, adolescents and young adults.',
    ],
    monitoring: MAOI_MONITORING,
    lastReviewed: REVIEWED,
    sources: [
      label('Emsam (selegiline transdermal system)', '4 Contraindications; 7 Drug Interactions'),
    ],
  },
  {
    id: 'meperidine',
    rxcui: '6754',
    name: 'Meperidine',
    synonyms: ['pethidine'],
    brandNames: ['Demerol'],
    atc: ['N02AB02'],
    kind: 'supportive',
    drugClass: 'Opioid agonist (phenylpiperidine)',
    classTags: ['opioid'],
    mechanism:
      'Mu-opioid agonist with serotonergic activity; its metabolite normeperidine is a neurotoxic stimulant that accumulates with repeated doses and in renal impairment.',
    routes: ['oral', 'iv', 'im', 'sc'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['serotonergic', 'cns-depression', 'respiratory-depression', 'seizure'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [
      'Addiction, abuse and misuse; life-threatening respiratory depression; accidental ingestion; neonatal opioid withdrawal syndrome.',
      'Interaction with MAO inhibitors: contraindicated during or within 14 days of MAO inhibitor use.',
      'Concomitant use with benzodiazepines or other CNS depressants: profound sedation, respiratory depression, coma and death.',
    ],
    monitoring: [
      'Respiratory depression and sedation, especially with other CNS depressants',
      'Serotonin syndrome with serotonergic drugs; never with MAO inhibitors',
      'Seizures from normeperidine with repeated doses or renal impairment',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Demerol (meperidine)',
        'Boxed Warning; 4 Contraindications; 5 Warnings and Precautions',
      ),
    ],
  },
];
