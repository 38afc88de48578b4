import type { ProtocolInput } from '../../core/knowledge/protocol';
import {
  ASCO_IDSA_FN_2018,
  ASCO_WBC_GF_2015,
  IDSA_FN_2010,
  label,
  paper,
  type SourceInput,
} from './shared';

const MASCC_INDEX_2000 = paper(
  'Klastersky J et al. The MASCC risk index: a multinational scoring system for identifying low-risk febrile neutropenic cancer patients. J Clin Oncol 2000;18:3038-3051',
  '10944139',
  2000,
);
const EORTC_GCSF_2010: SourceInput = {
  kind: 'guideline',
  title:
    'Aapro MS et al. 2010 update of EORTC guidelines for the use of G-CSF to reduce the incidence of chemotherapy-induced febrile neutropenia in adults with lymphoproliferative disorders and solid tumours. Eur J Cancer 2011;47:8-32',
  year: 2011,
};
const NEULASTA = 'Neulasta (pegfilgrastim) US prescribing information';
const NEUPOGEN = 'Neupogen (filgrastim) US prescribing information';

export const neutropeniaProtocols: ProtocolInput[] = [
  {
    id: 'febrile-neutropenia',
    name: 'Febrile neutropenia: recognition, MASCC risk and empirical antibiotics',
    category: 'febrile-neutropenia',
    summary:
      'Recognise fever with neutropenia, start empirical broad-spectrum antibiotics within 1 hour of triage, and use the MASCC index and clinical judgement to choose between outpatient oral therapy and inpatient intravenous therapy.',
    appliesTo: {
      contexts: [
        'Any patient within weeks of myelosuppressive chemotherapy who presents with fever',
      ],
    },
    steps: [
      {
        id: 'recognise',
        title: 'Is this febrile neutropenia?',
        kind: 'assess',
        text: 'Fever is a single oral temperature of 38.3 °C or more, or 38.0 °C or more sustained over an hour. Neutropenia is an ANC below 0.5 × 10^9/L, or one expected to fall below that within 48 hours. Treat a patient who meets both, or who is unwell with suspected neutropenia before counts are back, as an emergency.',
        criteria: {
          combine: 'all',
          items: [
            {
              measure: 'Temperature (oral)',
              op: '>=',
              value: 38.3,
              unit: '°C',
              qualifier: 'single reading; or ≥ 38.0 °C sustained over 1 hour',
            },
            {
              measure: 'ANC',
              op: '<',
              value: 0.5,
              unit: '10^9/L',
              qualifier: 'or expected to fall below 0.5 within 48 hours',
            },
          ],
        },
        sources: [IDSA_FN_2010],
        next: 'initial-workup',
      },
      {
        id: 'initial-workup',
        title: 'Cultures and first antibiotic dose within 1 hour',
        kind: 'action',
        text: 'Take at least two sets of blood cultures (from a central line lumen and a peripheral vein when a line is present), other cultures as symptoms direct, a full blood count, renal and liver tests; do not let tests delay treatment. Give the first dose of empirical broad-spectrum antibacterial therapy within 1 hour of triage.',
        sources: [ASCO_IDSA_FN_2018, IDSA_FN_2010],
        next: 'mascc-score',
      },
      {
        id: 'mascc-score',
        title: 'Score the MASCC risk index',
        kind: 'assess',
        text: 'Add the points: burden of illness with no or mild symptoms 5 (moderate symptoms 3); no hypotension (systolic above 90 mmHg) 5; no chronic obstructive pulmonary disease 4; solid tumour, or haematological cancer with no previous fungal infection 4; no dehydration needing intravenous fluids 3; outpatient at fever onset 3; age under 60 years 2. The maximum is 26.',
        sources: [MASCC_INDEX_2000],
        next: 'risk-decision',
      },
      {
        id: 'risk-decision',
        title: 'Low or high risk?',
        kind: 'decision',
        text: 'A score of 21 or more identifies low risk. Clinical judgement overrides the score: expected profound neutropenia for more than 7 days, or a significant comorbidity (hypotension, pneumonia, new abdominal pain, neurological change), makes the patient high risk.',
        branches: [
          {
            label: 'MASCC ≥ 21 and no high-risk features',
            to: 'outpatient-check',
            criteria: {
              combine: 'all',
              items: [{ measure: 'MASCC risk index', op: '>=', value: 21, unit: 'points' }],
            },
          },
          {
            label: 'MASCC < 21 or high-risk features',
            to: 'inpatient-therapy',
            criteria: {
              combine: 'any',
              items: [{ measure: 'MASCC risk index', op: '<', value: 21, unit: 'points' }],
            },
          },
        ],
        sources: [MASCC_INDEX_2000, IDSA_FN_2010, ASCO_IDSA_FN_2018],
      },
      {
        id: 'outpatient-check',
        title: 'Can the low-risk patient go home?',
        kind: 'decision',
        text: 'Outpatient care also needs psychosocial and logistic conditions: a caregiver, a telephone, transport, living within reach of the hospital, and ability to take oral drugs. Observe for at least 4 hours after the first dose before discharge.',
        branches: [
          { label: 'Conditions met', to: 'outpatient-therapy' },
          { label: 'Conditions not met', to: 'inpatient-therapy' },
        ],
        sources: [ASCO_IDSA_FN_2018],
      },
      {
        id: 'outpatient-therapy',
        title: 'Low risk: oral empirical therapy',
        kind: 'action',
        text: 'Give an oral fluoroquinolone plus amoxicillin-clavulanate (clindamycin if allergic to penicillin), unless the patient was taking fluoroquinolone prophylaxis before the fever, in which case outpatient fluoroquinolone therapy is not appropriate.',
        drugs: [
          {
            drugId: 'ciprofloxacin',
            route: 'oral',
            note: 'Or levofloxacin; plus amoxicillin-clavulanate.',
          },
          {
            drugId: 'levofloxacin',
            route: 'oral',
            note: 'Or ciprofloxacin; plus amoxicillin-clavulanate.',
          },
        ],
        sources: [ASCO_IDSA_FN_2018],
        next: 'reassess',
      },
      {
        id: 'inpatient-therapy',
        title: 'High risk: admit for intravenous therapy',
        kind: 'action',
        text: 'Admit and start intravenous monotherapy with an anti-pseudomonal beta-lactam (cefepime, a carbapenem or piperacillin-tazobactam). Do not add vancomycin routinely; add it for haemodynamic instability, suspected catheter-related infection, skin or soft-tissue infection, pneumonia, known MRSA colonisation, or Gram-positive bacteria growing in blood cultures.',
        drugs: [
          {
            drugId: 'vancomycin',
            use: 'consider',
            route: 'iv',
            note: 'Only for the specific indications listed, not as routine initial therapy.',
          },
        ],
        sources: [IDSA_FN_2010],
        next: 'reassess',
      },
      {
        id: 'reassess',
        title: 'Reassess at 2 to 3 days',
        kind: 'monitor',
        text: 'Follow temperature, haemodynamics and cultures, and tailor therapy to documented infection. A patient whose fever has not settled after 2 to 3 days of initial empirical therapy needs re-evaluation; an outpatient should be considered for admission.',
        sources: [ASCO_IDSA_FN_2018],
        next: 'deterioration-check',
      },
      {
        id: 'deterioration-check',
        title: 'Deteriorating?',
        kind: 'decision',
        text: 'Look for hypotension, rising lactate, new organ dysfunction or persistent fever.',
        branches: [
          { label: 'Sepsis or deterioration', to: 'escalate-sepsis' },
          { label: 'Improving', to: 'complete-course' },
        ],
      },
      {
        id: 'escalate-sepsis',
        title: 'Escalate: sepsis or clinical deterioration',
        kind: 'escalate',
        text: 'Broaden antimicrobial cover with infectious-diseases advice, add vancomycin if not already given, and involve critical care for haemodynamic support.',
        drugs: [{ drugId: 'vancomycin', use: 'consider', route: 'iv' }],
        sources: [IDSA_FN_2010],
      },
      {
        id: 'complete-course',
        title: 'Complete treatment and plan the next cycle',
        kind: 'monitor',
        text: 'Continue until the infection is treated and the neutrophil count recovers, then review whether the next cycle needs secondary G-CSF prophylaxis or a dose change.',
        sources: [ASCO_WBC_GF_2015],
      },
    ],
    sources: [ASCO_IDSA_FN_2018, IDSA_FN_2010, MASCC_INDEX_2000],
  },
  {
    id: 'primary-gcsf-prophylaxis',
    name: 'Primary G-CSF prophylaxis',
    category: 'growth-factor',
    summary:
      'Give G-CSF from the first cycle when the regimen carries about a 20% or higher risk of febrile neutropenia, and consider it at 10–20% when patient risk factors raise the overall risk; use it as secondary prophylaxis after a neutropenic complication.',
    appliesTo: {
      regimens: ['ac-dd-paclitaxel', 'tpf-induction', 'flot', 'r-chop-21'],
      drugs: ['filgrastim', 'pegfilgrastim'],
      contexts: ['Adults with solid tumours or lymphoma receiving myelosuppressive chemotherapy'],
    },
    steps: [
      {
        id: 'regimen-risk',
        title: 'Estimate the regimen’s febrile neutropenia risk',
        kind: 'assess',
        text: 'Estimate the febrile neutropenia rate of the planned regimen from its trials and labels. Dose-dense schedules that depend on G-CSF are given only with it.',
        next: 'patient-risk',
      },
      {
        id: 'patient-risk',
        title: 'Add patient risk factors',
        kind: 'assess',
        text: 'Record factors that raise the individual risk: age over 65, poor performance status, previous febrile neutropenia, extensive prior treatment (including large radiation fields or combined chemoradiotherapy), cytopenias from marrow involvement, poor nutrition, open wounds or active infection, more advanced cancer, and other serious comorbidity.',
        sources: [ASCO_WBC_GF_2015, EORTC_GCSF_2010],
        next: 'risk-decision',
      },
      {
        id: 'risk-decision',
        title: 'Does the risk justify primary prophylaxis?',
        kind: 'decision',
        text: 'Primary prophylaxis is recommended at a regimen risk of about 20% or more when no equally effective regimen without G-CSF is available. Between 10% and 20%, patient risk factors decide whether the overall risk reaches that level.',
        branches: [
          {
            label: 'Regimen risk ≥ 20%',
            to: 'give-gcsf',
            criteria: {
              combine: 'all',
              items: [
                {
                  measure: 'Febrile neutropenia risk of the regimen',
                  op: '>=',
                  value: 20,
                  unit: '%',
                },
              ],
            },
          },
          {
            label: 'Regimen risk 10–20% with patient risk factors',
            to: 'give-gcsf',
            criteria: {
              combine: 'all',
              items: [
                {
                  measure: 'Febrile neutropenia risk of the regimen',
                  op: '>=',
                  value: 10,
                  unit: '%',
                },
                {
                  measure: 'Febrile neutropenia risk of the regimen',
                  op: '<',
                  value: 20,
                  unit: '%',
                },
              ],
            },
          },
          { label: 'Below 10%, or 10–20% without risk factors', to: 'no-primary-gcsf' },
        ],
        sources: [ASCO_WBC_GF_2015, EORTC_GCSF_2010],
      },
      {
        id: 'give-gcsf',
        title: 'Give G-CSF from cycle 1',
        kind: 'action',
        text: 'Start G-CSF 1 to 3 days after chemotherapy and give it in every cycle. Pegfilgrastim is one dose per cycle and must not be given from 14 days before to 24 hours after cytotoxic chemotherapy. Daily filgrastim starts at least 24 hours after chemotherapy and continues until the neutrophil count has recovered past the nadir.',
        drugs: [
          {
            drugId: 'pegfilgrastim',
            dose: '6 mg',
            route: 'sc',
            timing:
              'Once per cycle, at least 24 hours after chemotherapy and not within 14 days before the next',
            note: 'Or filgrastim.',
          },
          {
            drugId: 'filgrastim',
            dose: '5 mcg/kg/day',
            route: 'sc',
            timing:
              'Daily, starting at least 24 hours after chemotherapy, until neutrophil recovery',
            note: 'Or pegfilgrastim.',
          },
        ],
        sources: [
          ASCO_WBC_GF_2015,
          label(NEULASTA, '2 Dosage and Administration'),
          label(NEUPOGEN, '2 Dosage and Administration'),
        ],
        next: 'cycle-review',
      },
      {
        id: 'no-primary-gcsf',
        title: 'No primary prophylaxis',
        kind: 'action',
        text: 'Do not give G-CSF from cycle 1. Do not use it routinely for afebrile neutropenia.',
        sources: [ASCO_WBC_GF_2015],
        next: 'cycle-review',
      },
      {
        id: 'cycle-review',
        title: 'Review after each cycle',
        kind: 'monitor',
        text: 'Reassess before each cycle. After a neutropenic complication in a previous cycle for which primary prophylaxis was not given, give secondary G-CSF prophylaxis when a dose reduction or delay could compromise the outcome.',
        drugs: [
          { drugId: 'pegfilgrastim', use: 'consider', route: 'sc' },
          { drugId: 'filgrastim', use: 'consider', route: 'sc' },
        ],
        sources: [ASCO_WBC_GF_2015],
      },
    ],
    sources: [ASCO_WBC_GF_2015, EORTC_GCSF_2010, label(NEULASTA, '2 Dosage and Administration')],
  },
];
