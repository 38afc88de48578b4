import type { CuratedInteractionInput } from '../../core/knowledge/interaction';
import { S, label } from './sources';

/**
 * Prodrugs activated by CYP2D6 (tamoxifen to endoxifen, codeine to morphine, tramadol to
 * O-desmethyltramadol) with CYP2D6 inhibitors, which lower the active moiety instead of raising
 * exposure (drug records flag these roles with prodrugActivation), plus the boxed CYP3A4 warnings
 * of the opioids and quetiapine dose rules.
 */
export const cyp2d6ProdrugAndOpioidInteractions: CuratedInteractionInput[] = [
  {
    id: 'tamoxifen-strong-cyp2d6-inhibitors',
    a: { drug: 'tamoxifen' },
    b: { group: 'strong-cyp2d6-inhibitors' },
    severity: 'major',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'Tamoxifen is activated by CYP2D6 to endoxifen; strong CYP2D6 inhibitors convert a normal metabolizer into a poor-metabolizer phenotype and cut endoxifen concentrations sharply.',
    },
    effect: 'Lower endoxifen exposure and possibly higher risk of breast cancer recurrence.',
    onset: 'delayed',
    management: {
      action: 'substitute',
      text: 'Avoid strong CYP2D6 inhibitors during tamoxifen: for depression or hot flashes use venlafaxine or another agent with little CYP2D6 inhibition; if none is suitable, consider an aromatase inhibitor (with ovarian suppression if premenopausal).',
    },
    riskFactors: ['Adjuvant (curative-intent) therapy', 'CYP2D6 intermediate metabolizer'],
    sources: [
      {
        kind: 'cpic',
        title:
          'CPIC guideline for CYP2D6 and tamoxifen therapy (Goetz MP et al., Clin Pharmacol Ther)',
        pmid: '29385237',
        year: 2018,
      },
      label('Soltamox (tamoxifen)', S.interactions),
    ],
  },
  {
    id: 'tamoxifen-moderate-cyp2d6-inhibitors',
    a: { drug: 'tamoxifen' },
    b: { group: 'moderate-cyp2d6-inhibitors' },
    severity: 'moderate',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'Moderate CYP2D6 inhibitors lower endoxifen formation from tamoxifen.',
    },
    effect: 'Lower endoxifen exposure.',
    onset: 'delayed',
    management: {
      action: 'substitute',
      text: "Prefer an alternative without CYP2D6 inhibition (CPIC advises avoiding moderate as well as strong inhibitors); if it must be used, consider the patient's CYP2D6 genotype when weighing an aromatase inhibitor.",
    },
    riskFactors: ['Adjuvant (curative-intent) therapy', 'CYP2D6 intermediate metabolizer'],
    sources: [
      {
        kind: 'cpic',
        title:
          'CPIC guideline for CYP2D6 and tamoxifen therapy (Goetz MP et al., Clin Pharmacol Ther)',
        pmid: '29385237',
        year: 2018,
      },
    ],
  },
  {
    id: 'tamoxifen-paroxetine',
    a: { drug: 'tamoxifen' },
    b: { drug: 'paroxetine' },
    severity: 'major',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'Paroxetine irreversibly inhibits CYP2D6, blocking endoxifen formation; in a population cohort, longer overlap of paroxetine with tamoxifen was associated with higher breast cancer mortality.',
    },
    effect: 'Possible loss of tamoxifen benefit and higher breast cancer mortality.',
    onset: 'delayed',
    management: {
      action: 'substitute',
      text: 'Switch paroxetine to an antidepressant with minimal CYP2D6 inhibition (for example venlafaxine, escitalopram or mirtazapine) before or while tamoxifen is given.',
    },
    riskFactors: ['Adjuvant (curative-intent) therapy'],
    sources: [
      {
        kind: 'pubmed',
        title:
          'Kelly CM et al. SSRIs and breast cancer mortality in women receiving tamoxifen: population based cohort study. BMJ 2010',
        pmid: '20142325',
        year: 2010,
      },
      {
        kind: 'cpic',
        title:
          'CPIC guideline for CYP2D6 and tamoxifen therapy (Goetz MP et al., Clin Pharmacol Ther)',
        pmid: '29385237',
        year: 2018,
      },
    ],
  },
  {
    id: 'codeine-strong-cyp2d6-inhibitors',
    a: { drug: 'codeine' },
    b: { group: 'strong-cyp2d6-inhibitors' },
    severity: 'major',
    evidence: 'established',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'Codeine is activated to morphine by CYP2D6; strong inhibitors block this, and stopping the inhibitor later restores morphine formation.',
    },
    effect:
      'Loss of analgesia or opioid withdrawal; respiratory depression when the inhibitor is stopped.',
    onset: 'rapid',
    management: {
      action: 'substitute',
      text: 'Use a non-prodrug opioid (morphine, hydromorphone or oxycodone at an appropriate dose). If codeine is continued, reassess analgesia and, when the inhibitor is stopped, watch for sedation and respiratory depression.',
    },
    riskFactors: ['CYP2D6 ultrarapid metabolizer (when the inhibitor is stopped)'],
    sources: [
      label('Codeine sulfate tablets', S.interactions),
      {
        kind: 'cpic',
        title:
          'CPIC guideline for CYP2D6, OPRM1 and COMT genotypes and select opioid therapy (Crews KR et al., Clin Pharmacol Ther)',
        pmid: '33387367',
        year: 2021,
      },
    ],
  },
  {
    id: 'codeine-moderate-cyp2d6-inhibitors',
    a: { drug: 'codeine' },
    b: { group: 'moderate-cyp2d6-inhibitors' },
    severity: 'moderate',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'Moderate CYP2D6 inhibition lowers morphine formation from codeine.',
    },
    effect: 'Reduced analgesia.',
    onset: 'rapid',
    management: {
      action: 'monitor',
      text: 'Reassess pain control; switch to a non-prodrug opioid if analgesia is inadequate.',
    },
    riskFactors: [],
    sources: [
      label('Codeine sulfate tablets', S.interactions),
      {
        kind: 'cpic',
        title:
          'CPIC guideline for CYP2D6, OPRM1 and COMT genotypes and select opioid therapy (Crews KR et al., Clin Pharmacol Ther)',
        pmid: '33387367',
        year: 2021,
      },
    ],
  },
  {
    id: 'codeine-strong-cyp3a4-inhibitors',
    a: { drug: 'codeine' },
    b: { group: 'strong-cyp3a4-inhibitors' },
    severity: 'major',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'CYP3A4 inhibition blocks codeine N-demethylation, shunting more codeine through CYP2D6 to morphine.',
    },
    effect: 'Raised morphine levels with fatal respiratory depression (boxed warning).',
    onset: 'rapid',
    management: {
      action: 'avoid',
      text: 'Avoid; if unavoidable, use the lowest codeine dose and monitor sedation and respiration frequently, especially in the first days and after dose changes.',
    },
    riskFactors: [
      'CYP2D6 ultrarapid metabolizer',
      'Concurrent benzodiazepine or other CNS depressant',
    ],
    sources: [
      label('Codeine sulfate tablets', S.boxed),
      label('Codeine sulfate tablets', S.interactions),
    ],
  },
  {
    id: 'codeine-strong-cyp3a4-inducers',
    a: { drug: 'codeine' },
    b: { group: 'strong-cyp3a4-inducers' },
    severity: 'moderate',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'CYP3A4 induction speeds codeine N-demethylation to inactive norcodeine; when the inducer is stopped, more codeine goes to morphine.',
    },
    effect: 'Reduced analgesia or withdrawal; toxicity after the inducer is stopped.',
    onset: 'delayed',
    management: {
      action: 'monitor',
      text: 'Monitor analgesia; when the inducer is stopped, reduce codeine and watch for respiratory depression.',
    },
    riskFactors: [],
    sources: [label('Codeine sulfate tablets', S.interactions)],
  },
  {
    id: 'tramadol-strong-cyp2d6-inhibitors',
    a: { drug: 'tramadol' },
    b: { group: 'strong-cyp2d6-inhibitors' },
    severity: 'major',
    evidence: 'established',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'Tramadol is activated to O-desmethyltramadol (M1) by CYP2D6; strong inhibitors raise tramadol and lower M1.',
    },
    effect:
      'Poor analgesia with more serotonergic and seizure risk; respiratory depression when the inhibitor is stopped.',
    onset: 'rapid',
    management: {
      action: 'substitute',
      text: 'Prefer a non-prodrug, non-serotonergic opioid (morphine, hydromorphone). If tramadol is continued, watch for seizures and serotonin syndrome, and when the inhibitor is stopped watch for sedation.',
    },
    riskFactors: ['Seizure history'],
    sources: [
      label('Ultram (tramadol)', S.interactions),
      {
        kind: 'cpic',
        title:
          'CPIC guideline for CYP2D6, OPRM1 and COMT genotypes and select opioid therapy (Crews KR et al., Clin Pharmacol Ther)',
        pmid: '33387367',
        year: 2021,
      },
    ],
  },
  {
    id: 'tramadol-moderate-cyp2d6-inhibitors',
    a: { drug: 'tramadol' },
    b: { group: 'moderate-cyp2d6-inhibitors' },
    severity: 'moderate',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacokinetic',
      text: "Moderate CYP2D6 inhibition lowers formation of tramadol's active metabolite.",
    },
    effect: 'Reduced analgesia.',
    onset: 'rapid',
    management: {
      action: 'monitor',
      text: 'Reassess pain control; switch to a non-prodrug opioid if analgesia is inadequate.',
    },
    riskFactors: [],
    sources: [
      label('Ultram (tramadol)', S.interactions),
      {
        kind: 'cpic',
        title:
          'CPIC guideline for CYP2D6, OPRM1 and COMT genotypes and select opioid therapy (Crews KR et al., Clin Pharmacol Ther)',
        pmid: '33387367',
        year: 2021,
      },
    ],
  },
  {
    id: 'tramadol-strong-cyp3a4-inhibitors',
    a: { drug: 'tramadol' },
    b: { group: 'strong-cyp3a4-inhibitors' },
    severity: 'major',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'CYP3A4 inhibition raises tramadol and, through CYP2D6, its active metabolite.',
    },
    effect: 'Respiratory depression, seizures and serotonin syndrome (boxed warning).',
    onset: 'rapid',
    management: {
      action: 'avoid',
      text: 'Avoid; if unavoidable, use the lowest tramadol dose and monitor sedation, respiration and for seizures frequently.',
    },
    riskFactors: ['Seizure history', 'Concurrent benzodiazepine or other CNS depressant'],
    sources: [label('Ultram (tramadol)', S.boxed), label('Ultram (tramadol)', S.interactions)],
  },
  {
    id: 'tramadol-carbamazepine',
    a: { drug: 'tramadol' },
    b: { drug: 'carbamazepine' },
    severity: 'major',
    evidence: 'established',
    mechanism: {
      type: 'mixed',
      text: 'Carbamazepine speeds tramadol metabolism and lowers its analgesic effect, while tramadol lowers the seizure threshold in patients who need carbamazepine.',
    },
    effect: 'Loss of analgesia and higher seizure risk.',
    onset: 'delayed',
    management: {
      action: 'avoid',
      text: 'The combination is not recommended; choose another analgesic.',
    },
    riskFactors: ['Seizure disorder'],
    sources: [label('Ultram (tramadol)', S.interactions)],
  },
  {
    id: 'oxycodone-strong-cyp3a4-inhibitors',
    a: { drug: 'oxycodone' },
    b: { group: 'strong-cyp3a4-inhibitors' },
    severity: 'major',
    evidence: 'established',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'Oxycodone is cleared mainly by CYP3A4; strong inhibition raises and prolongs its levels (boxed warning).',
    },
    effect: 'Fatal respiratory depression and prolonged sedation.',
    onset: 'rapid',
    management: {
      action: 'adjust-dose',
      text: 'Avoid if possible; otherwise lower the oxycodone dose and monitor sedation and respiration frequently, especially in the first days; when the inhibitor is stopped, expect loss of analgesia.',
    },
    riskFactors: ['Opioid-naive patient', 'Concurrent benzodiazepine or other CNS depressant'],
    sources: [
      label('OxyContin (oxycodone)', S.boxed),
      label('OxyContin (oxycodone)', S.interactions),
    ],
  },
  {
    id: 'oxycodone-moderate-cyp3a4-inhibitors',
    a: { drug: 'oxycodone' },
    b: { group: 'moderate-cyp3a4-inhibitors' },
    severity: 'major',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'Moderate CYP3A4 inhibition raises oxycodone levels (boxed warning covers all CYP3A4 inhibitors).',
    },
    effect: 'Respiratory depression and sedation.',
    onset: 'rapid',
    management: {
      action: 'monitor',
      text: 'Monitor sedation and respiration closely after starting the inhibitor and lower the oxycodone dose if needed; expect loss of analgesia when the inhibitor is stopped.',
    },
    riskFactors: ['Opioid-naive patient', 'Concurrent benzodiazepine or other CNS depressant'],
    sources: [label('OxyContin (oxycodone)', S.boxed)],
  },
  {
    id: 'oxycodone-strong-cyp3a4-inducers',
    a: { drug: 'oxycodone' },
    b: { group: 'strong-cyp3a4-inducers' },
    severity: 'moderate',
    evidence: 'established',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'CYP3A4 induction lowers oxycodone levels; stopping the inducer raises them.',
    },
    effect: 'Loss of analgesia or withdrawal; overdose after the inducer is stopped.',
    onset: 'delayed',
    management: {
      action: 'monitor',
      text: 'Titrate oxycodone to effect; when the inducer is stopped, reduce the oxycodone dose and monitor for respiratory depression.',
    },
    riskFactors: [],
    sources: [label('OxyContin (oxycodone)', S.interactions)],
  },
  {
    id: 'fentanyl-strong-cyp3a4-inhibitors',
    a: { drug: 'fentanyl' },
    b: { group: 'strong-cyp3a4-inhibitors' },
    severity: 'major',
    evidence: 'established',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'Fentanyl is cleared by CYP3A4; inhibition raises and prolongs its levels, including from transdermal patches (boxed warning).',
    },
    effect: 'Fatal respiratory depression.',
    onset: 'rapid',
    management: {
      action: 'adjust-dose',
      text: 'Avoid if possible; otherwise lower the fentanyl dose and monitor sedation and respiration closely for several days, remembering that patch levels keep rising for days after a change.',
    },
    riskFactors: [
      'Opioid-naive patient',
      'Fever (raises patch absorption)',
      'Concurrent benzodiazepine or other CNS depressant',
    ],
    sources: [
      label('Duragesic (fentanyl transdermal)', S.boxed),
      label('Duragesic (fentanyl transdermal)', S.interactions),
    ],
  },
  {
    id: 'fentanyl-moderate-cyp3a4-inhibitors',
    a: { drug: 'fentanyl' },
    b: { group: 'moderate-cyp3a4-inhibitors' },
    severity: 'major',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'Moderate CYP3A4 inhibition raises fentanyl levels (boxed warning covers all CYP3A4 inhibitors).',
    },
    effect: 'Respiratory depression and sedation.',
    onset: 'rapid',
    management: {
      action: 'monitor',
      text: 'Monitor sedation and respiration closely for several days after starting the inhibitor; reduce the fentanyl dose if needed.',
    },
    riskFactors: ['Opioid-naive patient', 'Concurrent benzodiazepine or other CNS depressant'],
    sources: [label('Duragesic (fentanyl transdermal)', S.boxed)],
  },
  {
    id: 'fentanyl-strong-cyp3a4-inducers',
    a: { drug: 'fentanyl' },
    b: { group: 'strong-cyp3a4-inducers' },
    severity: 'moderate',
    evidence: 'established',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'CYP3A4 induction lowers fentanyl levels; stopping the inducer raises them.',
    },
    effect: 'Loss of analgesia; overdose after the inducer is stopped.',
    onset: 'delayed',
    management: {
      action: 'monitor',
      text: 'Titrate fentanyl to effect; when the inducer is stopped, reduce the dose and monitor respiration.',
    },
    riskFactors: [],
    sources: [label('Duragesic (fentanyl transdermal)', S.interactions)],
  },
  {
    id: 'methadone-strong-cyp3a4-inhibitors',
    a: { drug: 'methadone' },
    b: { group: 'strong-cyp3a4-inhibitors' },
    severity: 'major',
    evidence: 'established',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'Methadone is cleared by CYP3A4 and CYP2B6; inhibition raises its levels (boxed warning), adding to its QT prolongation.',
    },
    effect: 'Respiratory depression and QT prolongation.',
    onset: 'rapid',
    management: {
      action: 'monitor',
      text: 'Avoid if possible; otherwise monitor sedation and respiration closely, check an ECG within 1 week, and lower the methadone dose if needed.',
    },
    riskFactors: ['QTc > 450 ms', 'Concurrent benzodiazepine or other CNS depressant'],
    sources: [
      label('Dolophine (methadone)', S.boxed),
      label('Dolophine (methadone)', S.interactions),
    ],
  },
  {
    id: 'methadone-moderate-cyp3a4-inhibitors',
    a: { drug: 'methadone' },
    b: { group: 'moderate-cyp3a4-inhibitors' },
    severity: 'major',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'Moderate CYP3A4 inhibition raises methadone levels (boxed warning covers CYP3A4 inhibitors).',
    },
    effect: 'Respiratory depression and QT prolongation.',
    onset: 'rapid',
    management: {
      action: 'monitor',
      text: 'Monitor sedation, respiration and the ECG after starting the inhibitor; lower the methadone dose if needed.',
    },
    riskFactors: ['QTc > 450 ms'],
    sources: [label('Dolophine (methadone)', S.boxed)],
  },
  {
    id: 'methadone-strong-cyp3a4-inducers',
    a: { drug: 'methadone' },
    b: { group: 'strong-cyp3a4-inducers' },
    severity: 'major',
    evidence: 'established',
    mechanism: { type: 'pharmacokinetic', text: 'CYP3A4 induction speeds methadone clearance.' },
    effect: 'Opioid withdrawal and loss of analgesia; overdose when the inducer is stopped.',
    onset: 'delayed',
    management: {
      action: 'adjust-dose',
      text: 'Expect to raise the methadone dose over 1 to 2 weeks guided by withdrawal symptoms; when the inducer is stopped, lower it again and monitor respiration.',
    },
    riskFactors: [],
    sources: [label('Dolophine (methadone)', S.interactions)],
  },
  {
    id: 'quetiapine-strong-cyp3a4-inhibitors',
    a: { drug: 'quetiapine' },
    b: { group: 'strong-cyp3a4-inhibitors' },
    severity: 'major',
    evidence: 'established',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'Strong CYP3A4 inhibition raises quetiapine exposure about 6-fold (ketoconazole).',
    },
    effect: 'Sedation, orthostatic hypotension and QT prolongation.',
    onset: 'rapid',
    management: {
      action: 'adjust-dose',
      text: 'Reduce quetiapine to one sixth of the original dose; when the inhibitor is stopped, increase it back by 6-fold.',
    },
    riskFactors: ['QTc > 450 ms', 'Age over 65'],
    sources: [label('Seroquel (quetiapine)', S.dosing)],
  },
  {
    id: 'quetiapine-strong-cyp3a4-inducers',
    a: { drug: 'quetiapine' },
    b: { group: 'strong-cyp3a4-inducers' },
    severity: 'major',
    evidence: 'established',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'Strong CYP3A4 induction lowers quetiapine exposure markedly (phenytoin raised its clearance about 5-fold).',
    },
    effect: 'Loss of antipsychotic or sedative effect.',
    onset: 'delayed',
    management: {
      action: 'adjust-dose',
      text: 'Increase quetiapine up to 5-fold of the original dose, titrated to effect; when the inducer is stopped, return to the original dose within 7 to 14 days.',
    },
    riskFactors: [],
    sources: [label('Seroquel (quetiapine)', S.dosing)],
  },
  {
    id: 'opioid-analgesics-dopamine-antagonist-antipsychotics',
    a: { group: 'opioid-analgesics' },
    b: { group: 'dopamine-antagonist-antipsychotics' },
    severity: 'moderate',
    evidence: 'established',
    mechanism: {
      type: 'pharmacodynamic',
      text: 'Antipsychotics and phenothiazine antiemetics add CNS depression to opioids.',
    },
    effect: 'Profound sedation, respiratory depression and hypotension.',
    onset: 'rapid',
    management: {
      action: 'monitor',
      text: 'Use the lowest effective doses and monitor sedation and respiration, especially in the first days of combination.',
    },
    riskFactors: ['Age over 65', 'Opioid-naive patient', 'COPD or sleep apnea'],
    sources: [
      label('OxyContin (oxycodone)', S.boxed),
      label('Zyprexa (olanzapine)', S.interactions),
    ],
  },
];
