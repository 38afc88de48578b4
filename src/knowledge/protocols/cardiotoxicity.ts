import type { ProtocolInput } from '../../core/knowledge/protocol';
import { ESC_CARDIO_ONCOLOGY_2022, label, paper } from './shared';

const SWAIN_2003 = paper(
  'Swain SM, Whaley FS, Ewer MS. Congestive heart failure in patients treated with doxorubicin: a retrospective analysis of three trials. Cancer 2003;97:2869-2879',
  '12767102',
  2003,
);
const FEIJEN_2019 = paper(
  'Feijen EAM et al. Derivation of anthracycline and anthraquinone equivalence ratios to doxorubicin for late-onset cardiotoxicity. JAMA Oncol 2019;5:864-871',
  '30703192',
  2019,
);
const HERCEPTIN = 'Herceptin (trastuzumab) US prescribing information';
const DOXORUBICIN = 'Doxorubicin hydrochloride injection US prescribing information';
const ZINECARD = 'Zinecard (dexrazoxane) US prescribing information';

export const cardiotoxicityProtocols: ProtocolInput[] = [
  {
    id: 'anthracycline-trastuzumab-cardiac-monitoring',
    name: 'Cardiac monitoring with anthracyclines and trastuzumab',
    category: 'cardiotoxicity',
    summary:
      'Measure LVEF before treatment, track the cumulative anthracycline dose in doxorubicin equivalents, follow LVEF on a schedule, hold trastuzumab by the label’s LVEF-decline rules, and classify cancer-therapy-related cardiac dysfunction by the ESC 2022 definitions.',
    appliesTo: {
      cancers: ['breast', 'dlbcl', 'hodgkin-lymphoma', 'soft-tissue-sarcoma'],
      regimens: [
        'ac-dd-paclitaxel',
        'ac-weekly-paclitaxel',
        'tchp',
        'paclitaxel-trastuzumab-apt',
        'r-chop-21',
        'abvd',
      ],
      drugs: [
        'doxorubicin',
        'epirubicin',
        'daunorubicin',
        'idarubicin',
        'mitoxantrone',
        'trastuzumab',
        'pertuzumab',
        'trastuzumab-emtansine',
        'trastuzumab-deruxtecan',
      ],
    },
    steps: [
      {
        id: 'baseline',
        title: 'Baseline cardiovascular assessment',
        kind: 'assess',
        text: 'Before the first dose, assess cardiovascular risk (history, blood pressure, risk factors, prior anthracycline or chest radiotherapy, ECG, and cardiac biomarkers where available) and measure LVEF, preferably by echocardiography.',
        sources: [ESC_CARDIO_ONCOLOGY_2022, label(HERCEPTIN, '5.1 Cardiomyopathy')],
        next: 'therapy-decision',
      },
      {
        id: 'therapy-decision',
        title: 'Which cardiotoxic therapy?',
        kind: 'decision',
        text: 'Follow the anthracycline pathway for anthracyclines and anthraquinones and the trastuzumab pathway for HER2-targeted antibodies; a patient receiving both follows both.',
        branches: [
          { label: 'Anthracycline', to: 'cumulative-dose' },
          { label: 'Trastuzumab or another HER2-targeted antibody', to: 'trastuzumab-monitoring' },
        ],
      },
      {
        id: 'cumulative-dose',
        title: 'Track the cumulative anthracycline dose',
        kind: 'assess',
        text: 'Keep a running total in doxorubicin equivalents across all anthracyclines given. Cardiomyopathy can occur at any dose, but the risk climbs with the total: heart failure in about 5% at 400 mg/m² and 26% at 550 mg/m² of doxorubicin, and earlier after mediastinal radiotherapy or with other cardiotoxic drugs.',
        sources: [SWAIN_2003, FEIJEN_2019, label(DOXORUBICIN, '5 Warnings and Precautions')],
        next: 'cumulative-decision',
      },
      {
        id: 'cumulative-decision',
        title: 'Doxorubicin total 300 mg/m² or more and continuing?',
        kind: 'decision',
        text: 'Dexrazoxane cardioprotection is labelled for women with metastatic breast cancer who have already received 300 mg/m² of doxorubicin and will continue it; it is not recommended from the first doxorubicin dose.',
        branches: [
          {
            label: '≥ 300 mg/m² and continuing (metastatic breast cancer)',
            to: 'dexrazoxane-cardioprotection',
            criteria: {
              combine: 'all',
              items: [
                { measure: 'Cumulative doxorubicin dose', op: '>=', value: 300, unit: 'mg/m²' },
              ],
            },
          },
          { label: 'Otherwise', to: 'anthracycline-monitoring' },
        ],
        sources: [label(ZINECARD, '1 Indications and Usage')],
      },
      {
        id: 'dexrazoxane-cardioprotection',
        title: 'Add dexrazoxane before each further doxorubicin dose',
        kind: 'action',
        text: 'Give dexrazoxane intravenously before each subsequent doxorubicin dose at ten times the doxorubicin dose. Halve it when creatinine clearance is below 40 mL/min.',
        drugs: [
          {
            drugId: 'dexrazoxane',
            dose: '10 times the doxorubicin dose (for example 500 mg/m² with 50 mg/m² doxorubicin)',
            route: 'iv',
            timing: 'Before each doxorubicin dose',
            note: 'Reduce by 50% when CrCl < 40 mL/min.',
          },
        ],
        sources: [label(ZINECARD, '2 Dosage and Administration')],
        next: 'anthracycline-monitoring',
      },
      {
        id: 'anthracycline-monitoring',
        title: 'Monitor LVEF during and after anthracyclines',
        kind: 'monitor',
        text: 'Reassess LVEF during treatment, more often as the cumulative dose rises or if symptoms appear, and again after the course; ESC recommends an end-of-treatment cardiac assessment within 12 months of completion.',
        sources: [ESC_CARDIO_ONCOLOGY_2022, label(DOXORUBICIN, '5 Warnings and Precautions')],
        next: 'ctrcd-decision',
      },
      {
        id: 'ctrcd-decision',
        title: 'Cancer-therapy-related cardiac dysfunction? (ESC 2022)',
        kind: 'decision',
        text: 'Classify a new fall in cardiac function. Symptomatic heart failure is managed as heart failure at any LVEF.',
        branches: [
          {
            label: 'Symptomatic heart failure',
            to: 'heart-failure',
            criteria: {
              combine: 'all',
              items: [{ measure: 'Symptomatic heart failure', result: 'present' }],
            },
          },
          {
            label: 'Severe: new LVEF < 40%',
            to: 'cardio-oncology-referral',
            criteria: {
              combine: 'all',
              items: [{ measure: 'LVEF', op: '<', value: 40, unit: '%' }],
            },
          },
          {
            label:
              'Moderate: new LVEF 40–49% with a fall of ≥ 10 points (or < 10 points plus a GLS or biomarker change)',
            to: 'cardio-oncology-referral',
            criteria: {
              combine: 'all',
              items: [
                { measure: 'LVEF', op: '>=', value: 40, unit: '%' },
                { measure: 'LVEF', op: '<', value: 50, unit: '%' },
                {
                  measure: 'LVEF absolute fall from baseline',
                  op: '>=',
                  value: 10,
                  unit: 'percentage points',
                  qualifier:
                    'or < 10 points with a > 15% relative GLS decline or a new biomarker rise',
                },
              ],
            },
          },
          {
            label: 'Mild: LVEF ≥ 50% with a > 15% relative GLS decline and/or a new biomarker rise',
            to: 'mild-ctrcd',
            criteria: {
              combine: 'all',
              items: [
                { measure: 'LVEF', op: '>=', value: 50, unit: '%' },
                {
                  measure: 'Relative decline in global longitudinal strain',
                  op: '>',
                  value: 15,
                  unit: '%',
                  qualifier: 'and/or a new rise in troponin or natriuretic peptide',
                },
              ],
            },
          },
          { label: 'No dysfunction', to: 'end-of-treatment' },
        ],
        sources: [ESC_CARDIO_ONCOLOGY_2022],
      },
      {
        id: 'mild-ctrcd',
        title: 'Mild dysfunction: continue with closer follow-up',
        kind: 'action',
        text: 'Treatment can usually continue; consider cardioprotective therapy (an ACE inhibitor or angiotensin-receptor blocker and/or a beta-blocker) and monitor more often.',
        sources: [ESC_CARDIO_ONCOLOGY_2022],
        next: 'end-of-treatment',
      },
      {
        id: 'trastuzumab-monitoring',
        title: 'LVEF schedule on trastuzumab',
        kind: 'monitor',
        text: 'Measure LVEF before starting, every 3 months during treatment and at completion; after adjuvant treatment, every 6 months for at least 2 years. When trastuzumab is held for a fall in LVEF, repeat the measurement every 4 weeks.',
        sources: [label(HERCEPTIN, '5.1 Cardiomyopathy')],
        next: 'trastuzumab-lvef-decision',
      },
      {
        id: 'trastuzumab-lvef-decision',
        title: 'Does the LVEF fall meet the hold criteria?',
        kind: 'decision',
        text: 'The label holds trastuzumab for an absolute LVEF fall of 16 percentage points or more from the pre-treatment value, or for an LVEF below the institutional lower limit of normal together with a fall of 10 points or more.',
        branches: [
          {
            label: 'Symptomatic heart failure',
            to: 'heart-failure',
            criteria: {
              combine: 'all',
              items: [{ measure: 'Symptomatic heart failure', result: 'present' }],
            },
          },
          {
            label: 'Fall ≥ 16 points, or below normal with a fall ≥ 10 points',
            to: 'hold-trastuzumab',
            criteria: {
              combine: 'any',
              items: [
                {
                  measure: 'LVEF absolute fall from baseline',
                  op: '>=',
                  value: 16,
                  unit: 'percentage points',
                },
                {
                  measure: 'LVEF absolute fall from baseline',
                  op: '>=',
                  value: 10,
                  unit: 'percentage points',
                  qualifier: 'with LVEF below the institutional lower limit of normal',
                },
              ],
            },
          },
          { label: 'Neither', to: 'end-of-treatment' },
        ],
        sources: [label(HERCEPTIN, '2 Dosage and Administration')],
      },
      {
        id: 'hold-trastuzumab',
        title: 'Hold trastuzumab for at least 4 weeks',
        kind: 'action',
        text: 'Withhold trastuzumab for at least 4 weeks and repeat LVEF every 4 weeks. Resume if, within 4 to 8 weeks, LVEF is back within normal limits and the absolute fall from baseline is 15 points or less. Stop permanently if the decline lasts more than 8 weeks or if dosing has been suspended for cardiomyopathy on more than 3 occasions. Refer to cardio-oncology.',
        drugs: [{ drugId: 'trastuzumab', use: 'hold' }],
        sources: [
          label(HERCEPTIN, '2 Dosage and Administration'),
          label(HERCEPTIN, '5.1 Cardiomyopathy'),
        ],
        next: 'cardio-oncology-referral',
      },
      {
        id: 'cardio-oncology-referral',
        title: 'Moderate or severe dysfunction: cardio-oncology review',
        kind: 'escalate',
        text: 'Refer to cardio-oncology, start heart-failure therapy (ACE inhibitor or angiotensin-receptor blocker and beta-blocker) and decide in a multidisciplinary team whether to interrupt or continue the cancer therapy. Severe dysfunction interrupts cardiotoxic therapy.',
        sources: [ESC_CARDIO_ONCOLOGY_2022],
      },
      {
        id: 'heart-failure',
        title: 'Symptomatic heart failure: stop and treat',
        kind: 'escalate',
        text: 'Withhold the cardiotoxic therapy, treat heart failure and involve cardiology; any restart is a joint cardio-oncology decision.',
        drugs: [
          { drugId: 'trastuzumab', use: 'hold' },
          { drugId: 'doxorubicin', use: 'hold' },
        ],
        sources: [ESC_CARDIO_ONCOLOGY_2022, label(HERCEPTIN, 'Boxed Warning')],
      },
      {
        id: 'end-of-treatment',
        title: 'Continue surveillance',
        kind: 'monitor',
        text: 'Continue the LVEF schedule for the therapy and repeat the cardiovascular assessment at the end of treatment and during survivorship.',
        sources: [ESC_CARDIO_ONCOLOGY_2022],
      },
    ],
    sources: [
      ESC_CARDIO_ONCOLOGY_2022,
      label(HERCEPTIN, '2 Dosage and Administration'),
      label(HERCEPTIN, '5.1 Cardiomyopathy'),
      label(DOXORUBICIN, '5 Warnings and Precautions'),
      SWAIN_2003,
    ],
  },
];
