import type { DuplicateClassInput, DuplicateExemptionInput } from '../../core/knowledge/alert-rule';
import { ESMO_CANCER_PAIN_2018, label } from './sources';

/*
 * Therapeutic classes whose members together are usually a duplication, with their own severity,
 * and the combinations within them that are standard practice. Any other class tag two due drugs
 * share is a medium duplicate, as the interaction engine rates it (pd-rules.ts); the classes here
 * exist where a class crosses tags (serotonergic antidepressants, anticoagulants), where the risk
 * sets a different tier, or where a cited exemption is needed.
 */

export const duplicateClasses: readonly DuplicateClassInput[] = [
  {
    id: 'anticoagulants',
    name: 'Anticoagulants',
    classTags: [
      'oral-anticoagulant',
      'heparin',
      'factor-xa-inhibitor',
      'direct-thrombin-inhibitor',
    ],
    severity: 'high',
    text: 'Two anticoagulants together add to the risk of major bleeding; the DOAC labels give switching instructions instead of overlap.',
    management:
      'Confirm which anticoagulant is intended and stop the other, following the label\u2019s switching instructions (when to start one after the last dose of the other).',
    sources: [
      label('Eliquis (apixaban)', '2 Dosage and Administration (switching); 7 Drug Interactions'),
      label(
        'Xarelto (rivaroxaban)',
        '2 Dosage and Administration (switching); 7 Drug Interactions',
      ),
    ],
  },
  {
    id: 'serotonergic-antidepressants',
    name: 'Serotonergic antidepressants',
    classTags: ['ssri', 'snri'],
    severity: 'medium',
    text: 'Two SSRIs or SNRIs together add to the risk of serotonin syndrome without a proven gain.',
    management:
      'Confirm whether one is replacing the other (a cross-taper); otherwise keep one, and tell the patient the warning signs of serotonin syndrome.',
    sources: [
      label('Zoloft (sertraline)', '5.2 Serotonin Syndrome'),
      label('Effexor XR (venlafaxine)', '5.2 Serotonin Syndrome'),
    ],
  },
  {
    id: 'opioids',
    name: 'Opioids',
    classTags: ['opioid'],
    severity: 'medium',
    text: 'Two scheduled opioids add sedation and respiratory depression without a clear gain over one titrated opioid.',
    management:
      'Keep one around-the-clock opioid and, if needed, one immediate-release opioid as needed for breakthrough pain; convert doses with an equianalgesic table when switching.',
    sources: [ESMO_CANCER_PAIN_2018],
  },
  {
    id: 'corticosteroids',
    name: 'Systemic corticosteroids',
    classTags: ['corticosteroid'],
    severity: 'medium',
    text: 'Two systemic corticosteroids together add glucocorticoid effects (hyperglycaemia, infection, insomnia, myopathy).',
    management:
      'Confirm both are intended (for example a regimen corticosteroid plus an antiemetic or premedication dose); otherwise keep one and convert the dose.',
    sources: [label('Decadron (dexamethasone)', 'Warnings; Precautions')],
  },
];

export const duplicateExemptions: readonly DuplicateExemptionInput[] = [
  {
    id: 'dexamethasone-premedication-with-prednisone',
    classIds: ['corticosteroids'],
    pair: [['dexamethasone'], ['prednisone']],
    outcome: 'silent',
    text: 'dexamethasone as premedication or antiemetic beside a regimen\u2019s prednisone is standard (docetaxel and cabazitaxel with prednisone both premedicate with dexamethasone; R-CHOP with antiemetic dexamethasone).',
    sources: [
      label(
        'Taxotere (docetaxel)',
        '2 Dosage and Administration (premedication in prostate cancer with prednisone)',
      ),
      label(
        'Jevtana (cabazitaxel)',
        '2 Dosage and Administration (premedication; given with prednisone)',
      ),
    ],
  },
  {
    id: 'basal-plus-breakthrough-opioid',
    classIds: ['opioids'],
    when: 'one-as-needed',
    outcome: 'silent',
    text: 'an around-the-clock opioid with an immediate-release opioid as needed for breakthrough pain is standard cancer pain management.',
    sources: [ESMO_CANCER_PAIN_2018],
  },
  {
    id: 'heparin-flush',
    classIds: ['anticoagulants'],
    pair: [
      ['heparin'],
      ['warfarin', 'apixaban', 'rivaroxaban', 'dabigatran', 'edoxaban', 'enoxaparin'],
    ],
    when: 'heparin-flush',
    outcome: 'silent',
    text: 'a heparin lock flush keeps a catheter open and is not systemic anticoagulation.',
    sources: [label('Heparin lock flush solution', 'Indications and Usage')],
  },
  {
    id: 'warfarin-parenteral-bridge',
    classIds: ['anticoagulants'],
    pair: [['warfarin'], ['heparin', 'enoxaparin']],
    outcome: 'note',
    text: 'heparin or enoxaparin overlapping warfarin is standard while starting warfarin, because its full effect takes several days; stop the heparin once the INR has been in range for 24 hours.',
    sources: [
      label(
        'Coumadin (warfarin)',
        '2 Dosage and Administration (conversion from other anticoagulants)',
      ),
    ],
  },
];
