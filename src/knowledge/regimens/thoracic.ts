import type { RegimenInput } from '../../core/knowledge/regimen';
import {
  ASCO_ANTIEMETICS_2020,
  CHECKPOINT_INHIBITOR_RULE,
  label,
  trial,
  type DoseModificationInput,
} from './shared';

const KEYTRUDA = 'Keytruda (pembrolizumab) US prescribing information';
const ALIMTA = 'Alimta (pemetrexed) US prescribing information';
const CARBOPLATIN = 'Carboplatin injection US prescribing information';

const pembroRule: DoseModificationInput = {
  drugIds: ['pembrolizumab'],
  action: 'hold-until-recovery',
  text: CHECKPOINT_INHIBITOR_RULE,
  source: label(KEYTRUDA, '2 Dosage and Administration'),
};

const carboplatinCounts: DoseModificationInput[] = [
  {
    drugIds: ['carboplatin'],
    trigger: { parameter: 'anc', comparator: '<', value: 2, timing: 'day-1' },
    action: 'delay',
    text: 'Do not repeat carboplatin until the neutrophil count is at least 2.0 × 10^9/L.',
    source: label(CARBOPLATIN, 'Dosage and Administration'),
  },
  {
    drugIds: ['carboplatin'],
    trigger: { parameter: 'platelets', comparator: '<', value: 100, timing: 'day-1' },
    action: 'delay',
    text: 'Do not repeat carboplatin until the platelet count is at least 100 × 10^9/L.',
    source: label(CARBOPLATIN, 'Dosage and Administration'),
  },
];

const pemetrexedPremed = [
  {
    text: 'Folic acid 400–1000 micrograms orally daily, starting 7 days before the first dose and continuing until 21 days after the last (label).',
  },
  {
    text: 'Vitamin B12 1 mg intramuscularly 1 week before the first dose and every 3 cycles thereafter (label).',
  },
  {
    drugId: 'dexamethasone',
    text: 'Dexamethasone 4 mg orally twice daily the day before, the day of and the day after pemetrexed, to reduce skin reactions (label).',
  },
];

const pemetrexedRenal: DoseModificationInput = {
  drugIds: ['pemetrexed'],
  trigger: { parameter: 'crcl', comparator: '<', value: 45, timing: 'day-1' },
  action: 'avoid',
  text: 'Do not give pemetrexed when CrCl is below 45 mL/min (Cockcroft–Gault).',
  source: label(ALIMTA, '2 Dosage and Administration'),
};

export const thoracicRegimens: RegimenInput[] = [
  {
    id: 'carboplatin-pemetrexed-pembrolizumab',
    name: 'Carboplatin + pemetrexed + pembrolizumab',
    aliases: ['KEYNOTE-189'],
    cancers: ['nsclc'],
    intent: ['palliative'],
    setting: ['first-line'],
    population: 'Metastatic non-squamous NSCLC without EGFR or ALK alterations',
    phases: [
      {
        id: 'induction',
        name: 'Induction',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 4 },
        components: [
          {
            drugId: 'pembrolizumab',
            dose: { basis: 'flat', value: 200, unit: 'mg' },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
          },
          {
            drugId: 'pemetrexed',
            dose: { basis: 'mg/m2', value: 500 },
            route: 'iv',
            days: [1],
            administration: 'IV over 10 minutes',
          },
          {
            drugId: 'carboplatin',
            dose: { basis: 'AUC', value: 5 },
            route: 'iv',
            days: [1],
            notes: ['Cisplatin 75 mg/m² was the alternative platinum in the trial.'],
          },
        ],
      },
      {
        id: 'maintenance',
        name: 'Maintenance',
        cycleLengthDays: 21,
        cycles: { type: 'until-progression', maxCount: 31 },
        components: [
          {
            drugId: 'pembrolizumab',
            dose: { basis: 'flat', value: 200, unit: 'mg' },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
            maxCourse: { administrations: 35, text: 'Pembrolizumab to a total of 35 cycles.' },
            notes: ['Pembrolizumab to a total of 35 cycles.'],
          },
          { drugId: 'pemetrexed', dose: { basis: 'mg/m2', value: 500 }, route: 'iv', days: [1] },
        ],
      },
    ],
    emetogenicRisk: 'high',
    premedication: pemetrexedPremed,
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: [
      'CBC before each cycle',
      'Renal function before each pemetrexed dose',
      'Thyroid and liver function for immune-mediated adverse reactions',
    ],
    doseModifications: [pemetrexedRenal, ...carboplatinCounts, pembroRule],
    sources: [
      trial(
        'Gandhi L et al. Pembrolizumab plus chemotherapy in metastatic non-small-cell lung cancer (KEYNOTE-189). N Engl J Med 2018',
        '29658856',
        2018,
      ),
      label(ALIMTA, '2 Dosage and Administration'),
      label(KEYTRUDA, '2 Dosage and Administration'),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'carboplatin-paclitaxel-pembrolizumab',
    name: 'Carboplatin + paclitaxel + pembrolizumab',
    aliases: ['KEYNOTE-407'],
    cancers: ['nsclc'],
    intent: ['palliative'],
    setting: ['first-line'],
    population: 'Metastatic squamous NSCLC',
    phases: [
      {
        id: 'induction',
        name: 'Induction',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 4 },
        components: [
          {
            drugId: 'pembrolizumab',
            dose: { basis: 'flat', value: 200, unit: 'mg' },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
          },
          { drugId: 'carboplatin', dose: { basis: 'AUC', value: 6 }, route: 'iv', days: [1] },
          {
            drugId: 'paclitaxel',
            dose: { basis: 'mg/m2', value: 200 },
            route: 'iv',
            days: [1],
            administration: 'IV over 3 hours',
            notes: [
              'Nab-paclitaxel 100 mg/m² on days 1, 8 and 15 was the alternative taxane in the trial.',
            ],
          },
        ],
      },
      {
        id: 'maintenance',
        name: 'Pembrolizumab maintenance',
        cycleLengthDays: 21,
        cycles: { type: 'until-progression', maxCount: 31 },
        components: [
          {
            drugId: 'pembrolizumab',
            dose: { basis: 'flat', value: 200, unit: 'mg' },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
            maxCourse: { administrations: 35, text: 'Pembrolizumab to a total of 35 cycles.' },
            notes: ['To a total of 35 cycles.'],
          },
        ],
      },
    ],
    emetogenicRisk: 'high',
    premedication: [
      {
        drugId: 'dexamethasone',
        text: 'Paclitaxel: corticosteroid, H1 antihistamine and H2 antagonist before each dose (label).',
      },
    ],
    growthFactorSupport: { level: 'consider', text: 'Consider G-CSF by febrile-neutropenia risk.' },
    monitoring: [
      'CBC before each cycle',
      'Peripheral neuropathy',
      'Thyroid and liver function for immune-mediated adverse reactions',
    ],
    doseModifications: [...carboplatinCounts, pembroRule],
    sources: [
      trial(
        'Paz-Ares L et al. Pembrolizumab plus chemotherapy for squamous non-small-cell lung cancer (KEYNOTE-407). N Engl J Med 2018',
        '30280635',
        2018,
      ),
      label(KEYTRUDA, '2 Dosage and Administration'),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'durvalumab-consolidation',
    name: 'Durvalumab consolidation after chemoradiotherapy',
    aliases: ['PACIFIC'],
    cancers: ['nsclc'],
    intent: ['curative'],
    setting: ['consolidation'],
    population:
      'Unresectable stage III NSCLC without progression after platinum-based chemoradiotherapy',
    phases: [
      {
        id: 'durvalumab',
        name: 'Durvalumab',
        cycleLengthDays: 14,
        cycles: { type: 'until-progression' },
        components: [
          {
            drugId: 'durvalumab',
            dose: { basis: 'mg/kg', value: 10 },
            route: 'iv',
            days: [1],
            administration: 'IV over 60 minutes',
            doseLevelApplies: false,
            maxCourse: { months: 12, text: 'Durvalumab consolidation for up to 12 months.' },
          },
        ],
        notes: [
          'Up to 12 months. The label also allows 1500 mg every 4 weeks for patients weighing 30 kg or more.',
        ],
      },
    ],
    emetogenicRisk: 'minimal',
    growthFactorSupport: { level: 'not-routine', text: 'Not applicable.' },
    monitoring: [
      'Pneumonitis symptoms (overlaps with radiation pneumonitis)',
      'Thyroid and liver function',
    ],
    doseModifications: [
      {
        drugIds: ['durvalumab'],
        action: 'hold-until-recovery',
        text: CHECKPOINT_INHIBITOR_RULE,
        source: label(
          'Imfinzi (durvalumab) US prescribing information',
          '2 Dosage and Administration',
        ),
      },
    ],
    sources: [
      trial(
        'Antonia SJ et al. Durvalumab after chemoradiotherapy in stage III non-small-cell lung cancer (PACIFIC). N Engl J Med 2017',
        '28885881',
        2017,
      ),
      label('Imfinzi (durvalumab) US prescribing information', '2 Dosage and Administration'),
    ],
  },
  {
    id: 'carboplatin-etoposide-atezolizumab',
    name: 'Carboplatin + etoposide + atezolizumab',
    aliases: ['IMpower133'],
    cancers: ['sclc'],
    intent: ['palliative'],
    setting: ['first-line'],
    population: 'Extensive-stage small-cell lung cancer',
    phases: [
      {
        id: 'induction',
        name: 'Induction',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 4 },
        components: [
          {
            drugId: 'atezolizumab',
            dose: { basis: 'flat', value: 1200, unit: 'mg' },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
          },
          { drugId: 'carboplatin', dose: { basis: 'AUC', value: 5 }, route: 'iv', days: [1] },
          {
            drugId: 'etoposide',
            dose: { basis: 'mg/m2', value: 100 },
            route: 'iv',
            days: [1, 2, 3],
          },
        ],
      },
      {
        id: 'maintenance',
        name: 'Atezolizumab maintenance',
        cycleLengthDays: 21,
        cycles: { type: 'until-progression' },
        components: [
          {
            drugId: 'atezolizumab',
            dose: { basis: 'flat', value: 1200, unit: 'mg' },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
          },
        ],
      },
    ],
    emetogenicRisk: 'high',
    growthFactorSupport: { level: 'consider', text: 'Consider G-CSF by febrile-neutropenia risk.' },
    monitoring: [
      'CBC before each cycle',
      'Thyroid and liver function for immune-mediated adverse reactions',
    ],
    doseModifications: [
      ...carboplatinCounts,
      {
        drugIds: ['atezolizumab'],
        action: 'hold-until-recovery',
        text: CHECKPOINT_INHIBITOR_RULE,
        source: label(
          'Tecentriq (atezolizumab) US prescribing information',
          '2 Dosage and Administration',
        ),
      },
    ],
    sources: [
      trial(
        'Horn L et al. First-line atezolizumab plus chemotherapy in extensive-stage small-cell lung cancer (IMpower133). N Engl J Med 2018',
        '30280641',
        2018,
      ),
      label('Tecentriq (atezolizumab) US prescribing information', '2 Dosage and Administration'),
      ASCO_ANTIEMETICS_2020,
    ],
  },
];
