import type { ProtocolInput } from '../../core/knowledge/protocol';
import { guideline, label } from './shared';

const HOWARD_2016 = guideline(
  'Howard SC et al. Preventing and managing toxicities of high-dose methotrexate. Oncologist 2016;21:1471-1482',
  '27496039',
  2016,
);
const RAMSEY_2018 = guideline(
  'Ramsey LB et al. Consensus guideline for use of glucarpidase in patients with high-dose methotrexate induced acute kidney injury and delayed methotrexate clearance. Oncologist 2018;23:52-61',
  '29079637',
  2018,
);
const METHOTREXATE = 'Methotrexate injection US prescribing information';
const LEUCOVORIN = 'Leucovorin calcium injection US prescribing information';
const VORAXAZE = 'Voraxaze (glucarpidase) US prescribing information';

export const methotrexateProtocols: ProtocolInput[] = [
  {
    id: 'high-dose-methotrexate-rescue',
    name: 'High-dose methotrexate: hydration, alkalinisation, leucovorin rescue and glucarpidase',
    category: 'methotrexate-rescue',
    summary:
      'Before high-dose methotrexate (500 mg/m² or more) stop drugs that slow its clearance, hydrate and alkalinise the urine to pH ≥ 7, start leucovorin at 24 hours, adjust rescue to the 24-, 48- and 72-hour methotrexate levels, and give glucarpidase when levels and creatinine show delayed clearance with kidney injury.',
    appliesTo: {
      drugs: ['methotrexate', 'leucovorin', 'levoleucovorin', 'glucarpidase'],
      contexts: [
        'Methotrexate doses of 500 mg/m² or more (osteosarcoma, ALL, primary CNS and other aggressive lymphomas)',
      ],
    },
    steps: [
      {
        id: 'pre-checks',
        title: 'Check kidneys, third spaces and fluids',
        kind: 'assess',
        text: 'Confirm adequate renal function and urine output before starting. Look for pleural effusions or ascites, which hold methotrexate and prolong exposure, and correct dehydration first.',
        sources: [label(METHOTREXATE, '5 Warnings and Precautions'), HOWARD_2016],
        next: 'stop-interacting-drugs',
      },
      {
        id: 'stop-interacting-drugs',
        title: 'Stop drugs that slow methotrexate clearance',
        kind: 'action',
        text: 'Hold drugs that reduce the renal elimination of methotrexate or add to its toxicity from before the infusion until methotrexate has cleared: proton pump inhibitors, NSAIDs including aspirin, trimethoprim-sulfamethoxazole, penicillins and probenecid.',
        drugs: [
          { drugId: 'omeprazole', use: 'hold' },
          { drugId: 'esomeprazole', use: 'hold' },
          { drugId: 'lansoprazole', use: 'hold' },
          { drugId: 'pantoprazole', use: 'hold' },
          { drugId: 'rabeprazole', use: 'hold' },
          { drugId: 'celecoxib', use: 'hold' },
          { drugId: 'aspirin', use: 'hold' },
          { drugId: 'sulfamethoxazole-trimethoprim', use: 'avoid' },
        ],
        sources: [label(METHOTREXATE, '7 Drug Interactions'), HOWARD_2016],
        next: 'hydrate-alkalinise',
      },
      {
        id: 'hydrate-alkalinise',
        title: 'Hydrate and alkalinise the urine',
        kind: 'action',
        text: 'Give intravenous hydration with bicarbonate starting before the infusion and continuing until methotrexate has cleared. Do not start methotrexate until the urine pH is at least 7.0, and keep it there throughout, because methotrexate precipitates in acidic urine. Record urine output.',
        criteria: {
          combine: 'all',
          items: [
            {
              measure: 'Urine pH',
              op: '>=',
              value: 7.0,
              qualifier: 'before starting and throughout',
            },
          ],
        },
        sources: [HOWARD_2016],
        next: 'start-leucovorin',
      },
      {
        id: 'start-leucovorin',
        title: 'Start leucovorin rescue at 24 hours',
        kind: 'action',
        text: 'Start leucovorin 24 hours after the beginning of the methotrexate infusion. The labelled schedule for normal elimination is 10 doses every 6 hours; treatment protocols may differ, but every schedule is adjusted to the measured methotrexate levels. Levoleucovorin is dosed at half the leucovorin dose.',
        drugs: [
          {
            drugId: 'leucovorin',
            dose: '15 mg (about 10 mg/m²)',
            timing: 'Every 6 hours for 10 doses, starting 24 hours after the start of methotrexate',
            note: 'Oral, IM or IV; give it parenterally when there is nausea, vomiting or other gastrointestinal toxicity.',
          },
        ],
        sources: [label(LEUCOVORIN, 'DOSAGE AND ADMINISTRATION')],
        next: 'measure-levels',
      },
      {
        id: 'measure-levels',
        title: 'Measure methotrexate and creatinine at 24, 48 and 72 hours',
        kind: 'monitor',
        text: 'Measure plasma methotrexate and serum creatinine at 24, 48 and 72 hours after the start of the infusion, and daily thereafter until methotrexate is cleared. Normal elimination is about 10 µmol/L at 24 hours, 1 µmol/L at 48 hours and below 0.2 µmol/L at 72 hours.',
        sources: [label(LEUCOVORIN, 'DOSAGE AND ADMINISTRATION'), HOWARD_2016],
        next: 'elimination-decision',
      },
      {
        id: 'elimination-decision',
        title: 'Is elimination normal or delayed?',
        kind: 'decision',
        text: 'Compare the levels and creatinine with the leucovorin label categories.',
        branches: [
          {
            label: 'Delayed early elimination or acute kidney injury',
            to: 'high-dose-rescue',
            criteria: {
              combine: 'any',
              items: [
                { measure: 'Plasma methotrexate at 24 h', op: '>=', value: 50, unit: 'µmol/L' },
                { measure: 'Plasma methotrexate at 48 h', op: '>=', value: 5, unit: 'µmol/L' },
                { measure: 'Rise in serum creatinine at 24 h', op: '>=', value: 100, unit: '%' },
              ],
            },
          },
          {
            label: 'Delayed late elimination',
            to: 'extend-rescue',
            criteria: {
              combine: 'any',
              items: [
                { measure: 'Plasma methotrexate at 72 h', op: '>', value: 0.2, unit: 'µmol/L' },
                { measure: 'Plasma methotrexate at 96 h', op: '>', value: 0.05, unit: 'µmol/L' },
              ],
            },
          },
          { label: 'Normal elimination', to: 'complete-rescue' },
        ],
        sources: [label(LEUCOVORIN, 'DOSAGE AND ADMINISTRATION')],
      },
      {
        id: 'extend-rescue',
        title: 'Delayed late elimination: extend leucovorin',
        kind: 'action',
        text: 'Continue leucovorin every 6 hours until methotrexate is below 0.05 µmol/L, keep hydrating and alkalinising, and keep measuring levels.',
        drugs: [
          {
            drugId: 'leucovorin',
            dose: '15 mg',
            timing: 'Every 6 hours until methotrexate < 0.05 µmol/L',
          },
        ],
        sources: [label(LEUCOVORIN, 'DOSAGE AND ADMINISTRATION')],
        next: 'complete-rescue',
      },
      {
        id: 'high-dose-rescue',
        title: 'Delayed early elimination or AKI: high-dose leucovorin',
        kind: 'action',
        text: 'Switch to high-dose intravenous leucovorin every 3 hours until methotrexate falls below 1 µmol/L, then 15 mg every 3 hours until below 0.05 µmol/L. Increase hydration, keep the urine alkaline, and involve nephrology.',
        drugs: [
          {
            drugId: 'leucovorin',
            dose: '150 mg, then 15 mg',
            route: 'iv',
            timing:
              '150 mg every 3 hours until methotrexate < 1 µmol/L; then 15 mg every 3 hours until < 0.05 µmol/L',
          },
        ],
        sources: [label(LEUCOVORIN, 'DOSAGE AND ADMINISTRATION'), HOWARD_2016],
        next: 'glucarpidase-decision',
      },
      {
        id: 'glucarpidase-decision',
        title: 'Does the patient meet glucarpidase criteria?',
        kind: 'decision',
        text: 'Glucarpidase is labelled for toxic methotrexate levels (above 1 µmol/L) with delayed clearance from impaired renal function, not for patients clearing as expected. The consensus guideline gives level thresholds: after an infusion of 24 hours or less, a 36-hour level above 30 µmol/L, a 42-hour level above 10 µmol/L or a 48-hour level above 5 µmol/L together with a clearly raised creatinine; after a 36- to 42-hour infusion, a 48-hour level above 5 µmol/L.',
        branches: [
          {
            label: 'Criteria met',
            to: 'give-glucarpidase',
            criteria: {
              combine: 'any',
              items: [
                {
                  measure: 'Plasma methotrexate at 36 h',
                  op: '>',
                  value: 30,
                  unit: 'µmol/L',
                  qualifier: 'infusion ≤ 24 h, with raised creatinine',
                },
                {
                  measure: 'Plasma methotrexate at 42 h',
                  op: '>',
                  value: 10,
                  unit: 'µmol/L',
                  qualifier: 'infusion ≤ 24 h, with raised creatinine',
                },
                {
                  measure: 'Plasma methotrexate at 48 h',
                  op: '>',
                  value: 5,
                  unit: 'µmol/L',
                  qualifier: 'with raised creatinine; or after a 36–42 h infusion',
                },
              ],
            },
          },
          { label: 'Criteria not met', to: 'complete-rescue' },
        ],
        sources: [RAMSEY_2018, label(VORAXAZE, '1 Indications and Usage')],
      },
      {
        id: 'give-glucarpidase',
        title: 'Give glucarpidase, ideally within 48 to 60 hours',
        kind: 'action',
        text: 'Give glucarpidase as a single intravenous injection, ideally within 48 to 60 hours of the start of methotrexate, after which life-threatening toxicity may no longer be preventable. Leucovorin is a glucarpidase substrate: give no leucovorin in the 2 hours before or after the dose. For the first 48 hours keep the same leucovorin dose as before; after that, dose it by the measured methotrexate level. Within 48 hours of glucarpidase, measure methotrexate only by a chromatographic method, because a metabolite (DAMPA) falsely raises immunoassay results. Continue hydration and alkalinisation.',
        drugs: [
          {
            drugId: 'glucarpidase',
            dose: '50 units/kg',
            route: 'iv',
            timing: 'Single bolus over 5 minutes',
          },
          {
            drugId: 'leucovorin',
            use: 'hold',
            timing: 'From 2 hours before to 2 hours after glucarpidase, then resume',
          },
        ],
        sources: [
          label(VORAXAZE, '2 Dosage and Administration'),
          label(VORAXAZE, '5 Warnings and Precautions'),
          label(VORAXAZE, '7 Drug Interactions'),
          RAMSEY_2018,
        ],
        next: 'complete-rescue',
      },
      {
        id: 'complete-rescue',
        title: 'Continue rescue until methotrexate is cleared',
        kind: 'monitor',
        text: 'Continue leucovorin, hydration and alkalinisation until methotrexate is below 0.05 µmol/L (after glucarpidase, until it has stayed below the leucovorin treatment threshold for at least 3 days). Watch for mucositis, myelosuppression, hepatotoxicity and renal recovery before the next course.',
        sources: [
          label(LEUCOVORIN, 'DOSAGE AND ADMINISTRATION'),
          label(VORAXAZE, '2 Dosage and Administration'),
        ],
      },
    ],
    sources: [
      HOWARD_2016,
      RAMSEY_2018,
      label(LEUCOVORIN, 'DOSAGE AND ADMINISTRATION'),
      label(VORAXAZE, '2 Dosage and Administration'),
    ],
  },
];
