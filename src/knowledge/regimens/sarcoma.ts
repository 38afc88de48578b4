import type { RegimenInput } from '../../core/knowledge/regimen';
import { ASCO_ANTIEMETICS_2020, label, trial } from './shared';

const EORTC62012 = trial(
  'Judson I et al. Doxorubicin alone versus intensified doxorubicin plus ifosfamide for advanced soft-tissue sarcoma (EORTC 62012). Lancet Oncol 2014',
  '24618336',
  2014,
);

const anthracyclineMonitoring =
  'LVEF at baseline and during treatment; cumulative doxorubicin dose';

export const sarcomaRegimens: RegimenInput[] = [
  {
    id: 'doxorubicin-sarcoma',
    name: 'Doxorubicin (single agent)',
    cancers: ['soft-tissue-sarcoma'],
    intent: ['palliative'],
    setting: ['first-line'],
    population: 'Advanced or metastatic high-grade soft-tissue sarcoma',
    phases: [
      {
        id: 'doxorubicin',
        name: 'Doxorubicin',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 6 },
        components: [
          {
            drugId: 'doxorubicin',
            dose: { basis: 'mg/m2', value: 75 },
            route: 'iv',
            days: [1],
            administration: 'IV bolus, or continuous infusion over 72 hours',
          },
        ],
      },
    ],
    emetogenicRisk: 'moderate',
    growthFactorSupport: { level: 'consider', text: 'Consider G-CSF by febrile-neutropenia risk.' },
    monitoring: ['CBC before each cycle', anthracyclineMonitoring, 'Mucositis'],
    sources: [
      EORTC62012,
      label(
        'Doxorubicin hydrochloride injection US prescribing information',
        '2 Dosage and Administration',
      ),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'doxorubicin-ifosfamide-aim',
    name: 'Doxorubicin + ifosfamide (intensified, with mesna)',
    aliases: ['AIM', 'AI'],
    cancers: ['soft-tissue-sarcoma'],
    intent: ['palliative'],
    setting: ['first-line'],
    population:
      'Advanced soft-tissue sarcoma in fit patients (EORTC 62012 enrolled ages 18–60) when response is the aim',
    phases: [
      {
        id: 'aim',
        name: 'Doxorubicin + ifosfamide + mesna',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 6 },
        components: [
          {
            drugId: 'doxorubicin',
            dose: { basis: 'mg/m2', value: 25 },
            route: 'iv',
            days: [1, 2, 3],
          },
          {
            drugId: 'ifosfamide',
            dose: { basis: 'mg/m2', value: 2500 },
            route: 'iv',
            days: [1, 2, 3, 4],
            notes: ['10 g/m² per cycle.'],
          },
          {
            drugId: 'mesna',
            dose: { basis: 'mg/m2', value: 500 },
            route: 'iv',
            days: [1, 2, 3, 4],
            timesPerDay: 3,
            doseLevelApplies: false,
            administration:
              'IV bolus, each 20% of the ifosfamide dose, with ifosfamide and 4 and 8 hours after (label schedule)',
          },
        ],
      },
    ],
    emetogenicRisk: 'high',
    premedication: [
      {
        drugId: 'mesna',
        text: 'Mesna uroprotection with every ifosfamide dose; keep hydration and check urine for blood.',
      },
    ],
    growthFactorSupport: {
      level: 'required',
      text: 'Pegfilgrastim was given with every cycle in EORTC 62012.',
    },
    monitoring: [
      'CBC before each cycle',
      anthracyclineMonitoring,
      'Urinalysis for haematuria (haemorrhagic cystitis)',
      'Renal function, phosphate and bicarbonate (ifosfamide nephrotoxicity)',
      'Neurological status (ifosfamide encephalopathy)',
    ],
    doseModifications: [
      {
        drugIds: ['ifosfamide'],
        action: 'discontinue',
        text: 'Stop ifosfamide for encephalopathy and do not restart at the same dose; withhold for haemorrhagic cystitis.',
        source: label('Ifex (ifosfamide) US prescribing information', '5 Warnings and Precautions'),
      },
    ],
    sources: [
      EORTC62012,
      label('Mesnex (mesna) US prescribing information', '2 Dosage and Administration'),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'gemcitabine-docetaxel-sarcoma',
    name: 'Gemcitabine + docetaxel (sarcoma)',
    aliases: ['GeDDiS'],
    cancers: ['soft-tissue-sarcoma'],
    intent: ['palliative'],
    setting: ['first-line', 'second-line'],
    population:
      'Advanced soft-tissue sarcoma (notably leiomyosarcoma and undifferentiated pleomorphic sarcoma)',
    phases: [
      {
        id: 'gem-doc',
        name: 'Gemcitabine + docetaxel',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 6 },
        components: [
          {
            drugId: 'gemcitabine',
            dose: { basis: 'mg/m2', value: 675 },
            route: 'iv',
            days: [1, 8],
          },
          { drugId: 'docetaxel', dose: { basis: 'mg/m2', value: 75 }, route: 'iv', days: [8] },
        ],
      },
    ],
    emetogenicRisk: 'low',
    premedication: [
      { drugId: 'dexamethasone', text: 'Docetaxel corticosteroid premedication (label).' },
    ],
    growthFactorSupport: { level: 'consider', text: 'Consider G-CSF by febrile-neutropenia risk.' },
    monitoring: [
      'CBC before each dose',
      'Liver function before docetaxel',
      'Fluid retention',
      'Pneumonitis (gemcitabine)',
    ],
    doseModifications: [
      {
        drugIds: ['docetaxel'],
        trigger: { parameter: 'anc', comparator: '<', value: 1.5, timing: 'before-each-dose' },
        action: 'delay',
        text: 'Do not give docetaxel when the neutrophil count is below 1.5 × 10^9/L.',
        source: label('Taxotere (docetaxel) US prescribing information', '4 Contraindications'),
      },
    ],
    sources: [
      trial(
        'Seddon B et al. Gemcitabine and docetaxel versus doxorubicin as first-line treatment in advanced soft-tissue sarcomas (GeDDiS). Lancet Oncol 2017',
        '28882536',
        2017,
      ),
    ],
  },
];
