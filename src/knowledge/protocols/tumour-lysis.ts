import type { ProtocolInput } from '../../core/knowledge/protocol';
import { CPIC_ALLOPURINOL_HLA_B, CPIC_G6PD, guideline, label, paper } from './shared';

const CAIRO_BISHOP_2004 = paper(
  'Cairo MS, Bishop M. Tumour lysis syndrome: new therapeutic strategies and classification. Br J Haematol 2004;127:3-11',
  '15384972',
  2004,
);
const COIFFIER_2008 = guideline(
  'Coiffier B et al. Guidelines for the management of pediatric and adult tumor lysis syndrome: an evidence-based review. J Clin Oncol 2008;26:2767-2778',
  '18509186',
  2008,
);
const CAIRO_2010 = guideline(
  'Cairo MS et al. Recommendations for the evaluation of risk and prophylaxis of tumour lysis syndrome in adults and children with malignant diseases: an expert TLS panel consensus. Br J Haematol 2010;149:578-586',
  '20331465',
  2010,
);
const BCSH_2015 = guideline(
  'Jones GL et al. Guidelines for the management of tumour lysis syndrome in adults and children with haematological malignancies (British Committee for Standards in Haematology). Br J Haematol 2015;169:661-671',
  '25876990',
  2015,
);
const ELITEK = 'Elitek (rasburicase) US prescribing information';

export const tumourLysisProtocols: ProtocolInput[] = [
  {
    id: 'tumour-lysis-syndrome',
    name: 'Tumour lysis syndrome: risk, prophylaxis and recognition',
    category: 'tumour-lysis',
    summary:
      'Grade tumour lysis risk before therapy, give hydration with allopurinol (intermediate risk) or rasburicase (high risk, once G6PD deficiency is excluded), and watch for laboratory and clinical TLS by the Cairo–Bishop definitions.',
    appliesTo: {
      cancers: ['dlbcl'],
      regimens: ['r-chop-21', 'pola-r-chp'],
      drugs: ['venetoclax', 'rituximab', 'obinutuzumab', 'cytarabine', 'fludarabine'],
      contexts: [
        'Acute leukaemias, Burkitt and other high-grade lymphomas, CLL on BCL-2 inhibitors',
        'Bulky, rapidly proliferating or highly chemosensitive tumours',
      ],
    },
    steps: [
      {
        id: 'assess-risk',
        title: 'Assess tumour lysis risk before therapy',
        kind: 'assess',
        text: 'Before starting therapy, weigh the tumour type and its proliferation rate, the tumour burden (bulk, LDH, white-cell count), how sensitive it is to the planned treatment, and pre-existing renal impairment or dehydration. Measure uric acid, potassium, phosphate, calcium and creatinine as a baseline. Use these to place the patient in a low, intermediate or high risk group.',
        next: 'risk-decision',
      },
      {
        id: 'risk-decision',
        title: 'Which risk group?',
        kind: 'decision',
        text: 'Choose the risk group from the assessment (expert-panel model).',
        branches: [
          { label: 'High risk', to: 'check-g6pd' },
          { label: 'Intermediate risk', to: 'intermediate-risk' },
          { label: 'Low risk', to: 'low-risk' },
        ],
      },
      {
        id: 'low-risk',
        title: 'Low risk: hydrate and monitor',
        kind: 'monitor',
        text: 'Keep the patient well hydrated and follow fluid balance and electrolytes; allopurinol may be added if there is doubt about the risk.',
        drugs: [{ drugId: 'allopurinol', use: 'consider', route: 'oral' }],
        next: 'lab-monitoring',
      },
      {
        id: 'intermediate-risk',
        title: 'Intermediate risk: hydration plus allopurinol',
        kind: 'action',
        text: 'Start intravenous hydration and allopurinol before therapy and continue until the risk has passed. Allopurinol prevents new uric acid but does not remove what is already there. Adjust its dose for renal function and check for interacting drugs (mercaptopurine, azathioprine). A known HLA-B*58:01 carrier should not be given allopurinol.',
        drugs: [{ drugId: 'allopurinol', route: 'oral', timing: 'Start before therapy' }],
        sources: [COIFFIER_2008, BCSH_2015, CPIC_ALLOPURINOL_HLA_B],
        next: 'lab-monitoring',
      },
      {
        id: 'check-g6pd',
        title: 'High risk: check G6PD status before rasburicase',
        kind: 'assess',
        text: 'Rasburicase breaks uric acid down to allantoin and hydrogen peroxide, which can cause haemolysis and methaemoglobinaemia in G6PD deficiency. Screen patients at higher risk of deficiency (for example African or Mediterranean ancestry) before the first dose; treat an unknown result as a reason to test, not as normal.',
        sources: [label(ELITEK, 'Boxed Warning'), CPIC_G6PD],
        next: 'g6pd-decision',
      },
      {
        id: 'g6pd-decision',
        title: 'Is G6PD deficiency excluded?',
        kind: 'decision',
        text: 'Use the G6PD result.',
        branches: [
          {
            label: 'G6PD activity normal',
            to: 'give-rasburicase',
            criteria: {
              combine: 'all',
              items: [{ measure: 'G6PD deficiency', result: 'absent' }],
            },
          },
          {
            label: 'G6PD deficient, or result not yet available in an at-risk patient',
            to: 'no-rasburicase',
          },
        ],
      },
      {
        id: 'give-rasburicase',
        title: 'High risk: hydration plus rasburicase',
        kind: 'action',
        text: 'Give vigorous intravenous hydration and rasburicase. Rasburicase is licensed for a single course. Urine alkalinisation is not recommended. Because rasburicase keeps degrading uric acid in the sample tube, collect uric acid samples in pre-chilled heparin tubes, keep them in ice water and assay within 4 hours.',
        drugs: [
          {
            drugId: 'rasburicase',
            dose: '0.2 mg/kg',
            route: 'iv',
            timing: 'Over 30 minutes once daily for up to 5 days; one course only',
          },
        ],
        sources: [
          label(ELITEK, '2 Dosage and Administration'),
          label(ELITEK, '5 Warnings and Precautions'),
          COIFFIER_2008,
        ],
        next: 'lab-monitoring',
      },
      {
        id: 'no-rasburicase',
        title: 'G6PD deficient or unknown: no rasburicase',
        kind: 'action',
        text: 'Do not give rasburicase. Use intravenous hydration with allopurinol, monitor closely and involve nephrology early, since the most effective urate-lowering drug is not available.',
        drugs: [
          { drugId: 'rasburicase', use: 'avoid', note: 'Contraindicated in G6PD deficiency.' },
          { drugId: 'allopurinol', route: 'oral' },
        ],
        sources: [label(ELITEK, 'Boxed Warning'), CPIC_G6PD, BCSH_2015],
        next: 'lab-monitoring',
      },
      {
        id: 'lab-monitoring',
        title: 'Monitor for laboratory tumour lysis',
        kind: 'monitor',
        text: 'Repeat uric acid, potassium, phosphate, calcium and creatinine and record urine output, more often the higher the risk. Laboratory TLS (Cairo–Bishop) is two or more of the following from 3 days before to 7 days after the start of therapy, each either above the threshold or changed by 25% from baseline: uric acid ≥ 476 µmol/L (8 mg/dL), potassium ≥ 6.0 mmol/L, phosphate ≥ 1.45 mmol/L in adults (2.1 mmol/L in children), calcium ≤ 1.75 mmol/L.',
        criteria: {
          combine: 'at-least',
          atLeast: 2,
          items: [
            {
              measure: 'Uric acid',
              op: '>=',
              value: 476,
              unit: 'µmol/L',
              qualifier: 'or a 25% rise from baseline',
            },
            {
              measure: 'Potassium',
              op: '>=',
              value: 6.0,
              unit: 'mmol/L',
              qualifier: 'or a 25% rise from baseline',
            },
            {
              measure: 'Phosphate (adults)',
              op: '>=',
              value: 1.45,
              unit: 'mmol/L',
              qualifier: 'children 2.1 mmol/L; or a 25% rise from baseline',
            },
            {
              measure: 'Calcium',
              op: '<=',
              value: 1.75,
              unit: 'mmol/L',
              qualifier: 'or a 25% fall from baseline',
            },
          ],
        },
        sources: [CAIRO_BISHOP_2004],
        next: 'tls-decision',
      },
      {
        id: 'tls-decision',
        title: 'Laboratory or clinical TLS?',
        kind: 'decision',
        text: 'Clinical TLS is laboratory TLS together with a creatinine of at least 1.5 times the upper limit of normal, a cardiac arrhythmia or sudden death, or a seizure.',
        branches: [
          {
            label: 'Clinical TLS',
            to: 'escalate-clinical-tls',
            criteria: {
              combine: 'any',
              items: [
                {
                  measure: 'Creatinine',
                  op: '>=',
                  value: 1.5,
                  unit: '× ULN',
                  qualifier: 'with laboratory TLS',
                },
                { measure: 'Cardiac arrhythmia or sudden death', result: 'present' },
                { measure: 'Seizure', result: 'present' },
              ],
            },
          },
          { label: 'Laboratory TLS only', to: 'treat-laboratory-tls' },
          { label: 'Neither', to: 'continue-prophylaxis' },
        ],
        sources: [CAIRO_BISHOP_2004],
      },
      {
        id: 'treat-laboratory-tls',
        title: 'Laboratory TLS: intensify treatment',
        kind: 'action',
        text: 'Increase hydration, correct potassium and phosphate, avoid calcium unless hypocalcaemia is symptomatic, and give rasburicase if it has not been given and G6PD deficiency is excluded. Recheck the laboratory values frequently.',
        drugs: [{ drugId: 'rasburicase', use: 'consider', dose: '0.2 mg/kg', route: 'iv' }],
        sources: [COIFFIER_2008, label(ELITEK, '2 Dosage and Administration')],
        next: 'lab-monitoring',
      },
      {
        id: 'escalate-clinical-tls',
        title: 'Clinical TLS: escalate care',
        kind: 'escalate',
        text: 'Move to a monitored bed with cardiac monitoring and ask nephrology to review: renal replacement therapy may be needed for refractory hyperkalaemia, fluid overload, rising creatinine or symptomatic electrolyte disturbance.',
        sources: [COIFFIER_2008, BCSH_2015],
      },
      {
        id: 'continue-prophylaxis',
        title: 'Continue prophylaxis until the risk has passed',
        kind: 'monitor',
        text: 'Continue hydration and the chosen urate-lowering treatment and keep monitoring through the period of highest risk after each new treatment start or dose increase.',
      },
    ],
    sources: [
      CAIRO_BISHOP_2004,
      COIFFIER_2008,
      CAIRO_2010,
      BCSH_2015,
      label(ELITEK, 'Boxed Warning'),
    ],
  },
];
