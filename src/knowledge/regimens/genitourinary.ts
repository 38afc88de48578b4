import type { RegimenInput } from '../../core/knowledge/regimen';
import {
  ASCO_ANTIEMETICS_2020,
  CHECKPOINT_INHIBITOR_RULE,
  days,
  label,
  trial,
  type DoseModificationInput,
} from './shared';

const TAXOTERE = 'Taxotere (docetaxel) US prescribing information';
const JEVTANA = 'Jevtana (cabazitaxel) US prescribing information';
const PADCEV = 'Padcev (enfortumab vedotin-ejfv) US prescribing information';
const KEYTRUDA = 'Keytruda (pembrolizumab) US prescribing information';

const docetaxelAnc: DoseModificationInput = {
  drugIds: ['docetaxel'],
  trigger: { parameter: 'anc', comparator: '<', value: 1.5, timing: 'day-1' },
  action: 'delay',
  text: 'Do not give docetaxel when the neutrophil count is below 1.5 × 10^9/L.',
  source: label(TAXOTERE, '4 Contraindications'),
};

const prostateDocetaxelPremed = {
  drugId: 'dexamethasone',
  text: 'Prostate cancer: dexamethasone 8 mg orally 12 hours, 3 hours and 1 hour before docetaxel (label).',
};

const adtNote =
  'Continuous androgen-deprivation therapy (LHRH agonist or antagonist, or orchiectomy) continues throughout.';

export const genitourinaryRegimens: RegimenInput[] = [
  {
    id: 'enfortumab-vedotin-pembrolizumab',
    name: 'Enfortumab vedotin + pembrolizumab',
    aliases: ['EV-P', 'EV-302'],
    cancers: ['bladder'],
    intent: ['palliative'],
    setting: ['first-line'],
    population: 'Locally advanced or metastatic urothelial carcinoma',
    phases: [
      {
        id: 'ev-pembro',
        name: 'EV + pembrolizumab',
        cycleLengthDays: 21,
        cycles: { type: 'until-progression' },
        components: [
          {
            drugId: 'enfortumab-vedotin',
            dose: { basis: 'mg/kg', value: 1.25 },
            route: 'iv',
            days: [1, 8],
            capMg: 125,
            administration: 'IV over 30 minutes',
            notes: ['Maximum 125 mg per dose (patients ≥ 100 kg).'],
          },
          {
            drugId: 'pembrolizumab',
            dose: { basis: 'flat', value: 200, unit: 'mg' },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
            maxCourse: {
              administrations: 35,
              months: 24,
              text: 'Pembrolizumab for up to 35 cycles (about 2 years).',
            },
            notes: ['Pembrolizumab for up to 35 cycles (about 2 years).'],
          },
        ],
      },
    ],
    emetogenicRisk: 'low',
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: [
      'Skin reactions including SJS/TEN (boxed warning)',
      'Blood glucose before each dose',
      'Peripheral neuropathy',
      'Ocular symptoms',
      'Thyroid and liver function for immune-mediated adverse reactions',
    ],
    doseModifications: [
      {
        drugIds: ['enfortumab-vedotin'],
        action: 'hold-until-recovery',
        text: 'Withhold enfortumab vedotin for blood glucose above 250 mg/dL until controlled, and for suspected SJS/TEN (discontinue if confirmed); dose levels are 1.0, 0.75 and 0.5 mg/kg.',
        source: label(PADCEV, '2 Dosage and Administration'),
      },
      {
        drugIds: ['pembrolizumab'],
        action: 'hold-until-recovery',
        text: CHECKPOINT_INHIBITOR_RULE,
        source: label(KEYTRUDA, '2 Dosage and Administration'),
      },
    ],
    sources: [
      trial(
        'Powles T et al. Enfortumab vedotin and pembrolizumab in untreated advanced urothelial cancer (EV-302). N Engl J Med 2024',
        '38446675',
        2024,
      ),
      label(PADCEV, '2 Dosage and Administration'),
    ],
  },
  {
    id: 'avelumab-maintenance',
    name: 'Avelumab maintenance',
    aliases: ['JAVELIN Bladder 100'],
    cancers: ['bladder'],
    intent: ['palliative'],
    setting: ['maintenance'],
    population:
      'Advanced urothelial carcinoma without progression after first-line platinum chemotherapy',
    phases: [
      {
        id: 'avelumab',
        name: 'Avelumab',
        cycleLengthDays: 14,
        cycles: { type: 'until-progression' },
        components: [
          {
            drugId: 'avelumab',
            dose: { basis: 'flat', value: 800, unit: 'mg' },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
            administration: 'IV over 60 minutes',
            notes: ['Labelled flat dose; JAVELIN Bladder 100 gave 10 mg/kg.'],
          },
        ],
      },
    ],
    emetogenicRisk: 'minimal',
    premedication: [
      { text: 'Antihistamine and acetaminophen before the first 4 infusions (label).' },
    ],
    growthFactorSupport: { level: 'not-routine', text: 'Not applicable.' },
    monitoring: [
      'Infusion reactions',
      'Thyroid and liver function for immune-mediated adverse reactions',
    ],
    doseModifications: [
      {
        drugIds: ['avelumab'],
        action: 'hold-until-recovery',
        text: CHECKPOINT_INHIBITOR_RULE,
        source: label(
          'Bavencio (avelumab) US prescribing information',
          '2 Dosage and Administration',
        ),
      },
    ],
    sources: [
      trial(
        'Powles T et al. Avelumab maintenance therapy for advanced or metastatic urothelial carcinoma (JAVELIN Bladder 100). N Engl J Med 2020',
        '32945632',
        2020,
      ),
      label('Bavencio (avelumab) US prescribing information', '2 Dosage and Administration'),
    ],
  },
  {
    id: 'bep',
    name: 'Bleomycin, etoposide and cisplatin (BEP)',
    aliases: ['BEP', 'PEB'],
    cancers: ['germ-cell'],
    intent: ['curative'],
    setting: ['first-line'],
    population:
      'Metastatic germ-cell tumours: 3 cycles for good risk, 4 for intermediate or poor risk',
    phases: [
      {
        id: 'bep',
        name: 'BEP',
        cycleLengthDays: 21,
        cycles: { type: 'range', min: 3, max: 4 },
        components: [
          {
            drugId: 'bleomycin',
            dose: { basis: 'flat', value: 30, unit: 'units' },
            route: 'iv',
            days: [2, 9, 16],
            notes: ['Weekly; counts towards the lifetime bleomycin total.'],
          },
          {
            drugId: 'etoposide',
            dose: { basis: 'mg/m2', value: 100 },
            route: 'iv',
            days: [1, 2, 3, 4, 5],
          },
          {
            drugId: 'cisplatin',
            dose: { basis: 'mg/m2', value: 20 },
            route: 'iv',
            days: [1, 2, 3, 4, 5],
            administration: 'With hydration',
          },
        ],
      },
    ],
    emetogenicRisk: 'high',
    premedication: [
      {
        text: 'Cisplatin hydration each day; multi-day cisplatin antiemetic prophylaxis (ASCO 2020).',
      },
    ],
    growthFactorSupport: {
      level: 'consider',
      text: 'Treatment is given on time for cure; G-CSF may be used to keep dose intensity.',
    },
    monitoring: [
      'Pulmonary function (DLCO) at baseline and with symptoms: bleomycin lung toxicity',
      'Serum creatinine/CrCl, magnesium before each cycle',
      'Audiometry at baseline and for hearing symptoms',
      'Tumour markers (AFP, β-hCG, LDH) each cycle',
    ],
    doseModifications: [
      {
        drugIds: ['bleomycin'],
        action: 'discontinue',
        text: 'Stop bleomycin for signs of pulmonary toxicity; the risk rises with cumulative dose above about 400 units, age and renal impairment.',
        source: label('Bleomycin for injection US prescribing information', 'Warnings'),
      },
    ],
    sources: [
      trial(
        'Saxman SB et al. Long-term follow-up of a phase III study of three versus four cycles of bleomycin, etoposide, and cisplatin in favorable-prognosis germ-cell tumors. J Clin Oncol 1998',
        '9469360',
        1998,
      ),
      label('Cisplatin injection US prescribing information', '2 Dosage and Administration'),
      label('Etoposide injection US prescribing information', 'Dosage and Administration'),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'docetaxel-prednisone',
    name: 'Docetaxel + prednisone (mCRPC)',
    aliases: ['TAX 327'],
    cancers: ['prostate'],
    intent: ['palliative'],
    setting: ['first-line'],
    population: 'Metastatic castration-resistant prostate cancer',
    phases: [
      {
        id: 'docetaxel',
        name: 'Docetaxel every 3 weeks + prednisone',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 10 },
        components: [
          {
            drugId: 'docetaxel',
            dose: { basis: 'mg/m2', value: 75 },
            route: 'iv',
            days: [1],
            administration: 'IV over 1 hour',
          },
          {
            drugId: 'prednisone',
            dose: { basis: 'flat', value: 5, unit: 'mg' },
            route: 'oral',
            days: days(1, 21),
            timesPerDay: 2,
            doseLevelApplies: false,
          },
        ],
        notes: [adtNote],
      },
    ],
    emetogenicRisk: 'low',
    premedication: [prostateDocetaxelPremed],
    growthFactorSupport: { level: 'consider', text: 'Consider G-CSF by febrile-neutropenia risk.' },
    monitoring: [
      'CBC before each cycle',
      'Liver function before each dose',
      'Fluid retention',
      'PSA',
    ],
    doseModifications: [docetaxelAnc],
    sources: [
      trial(
        'Tannock IF et al. Docetaxel plus prednisone or mitoxantrone plus prednisone for advanced prostate cancer (TAX 327). N Engl J Med 2004',
        '15470213',
        2004,
      ),
      label(TAXOTERE, '2 Dosage and Administration'),
    ],
  },
  {
    id: 'cabazitaxel-prednisone',
    name: 'Cabazitaxel + prednisone',
    aliases: ['TROPIC'],
    cancers: ['prostate'],
    intent: ['palliative'],
    setting: ['second-line'],
    population: 'mCRPC after a docetaxel-containing regimen',
    phases: [
      {
        id: 'cabazitaxel',
        name: 'Cabazitaxel + prednisone',
        cycleLengthDays: 21,
        cycles: { type: 'until-progression', maxCount: 10 },
        components: [
          {
            drugId: 'cabazitaxel',
            dose: { basis: 'mg/m2', value: 25 },
            route: 'iv',
            days: [1],
            administration: 'IV over 1 hour',
            notes: [
              '25 mg/m² as in TROPIC; the label starting dose is 20 mg/m², with 25 mg/m² for selected patients.',
            ],
          },
          {
            drugId: 'prednisone',
            dose: { basis: 'flat', value: 10, unit: 'mg' },
            route: 'oral',
            days: days(1, 21),
            doseLevelApplies: false,
          },
        ],
        notes: [adtNote],
      },
    ],
    emetogenicRisk: 'low',
    premedication: [
      {
        text: 'At least 30 minutes before each dose: an H1 antihistamine, a corticosteroid (dexamethasone 8 mg or equivalent) and an H2 antagonist (label).',
      },
    ],
    growthFactorSupport: {
      level: 'consider',
      text: 'Primary G-CSF prophylaxis is recommended in patients with high-risk features (label).',
    },
    monitoring: [
      'CBC weekly in cycle 1, then before each cycle',
      'Diarrhoea and dehydration',
      'Renal function',
      'Hypersensitivity during infusion',
    ],
    doseModifications: [
      {
        drugIds: ['cabazitaxel'],
        trigger: { parameter: 'anc', comparator: '<=', value: 1.5, timing: 'day-1' },
        action: 'avoid',
        text: 'Cabazitaxel is contraindicated when the neutrophil count is 1.5 × 10^9/L or lower.',
        source: label(JEVTANA, '4 Contraindications'),
      },
    ],
    sources: [
      trial(
        'de Bono JS et al. Prednisone plus cabazitaxel or mitoxantrone for mCRPC after docetaxel (TROPIC). Lancet 2010',
        '20888992',
        2010,
      ),
      label(JEVTANA, '2 Dosage and Administration'),
    ],
  },
  {
    id: 'docetaxel-adt-mhspc',
    name: 'Docetaxel with androgen deprivation (mHSPC)',
    aliases: ['CHAARTED'],
    cancers: ['prostate'],
    intent: ['palliative'],
    setting: ['first-line'],
    population:
      'Metastatic hormone-sensitive prostate cancer (benefit greatest with high-volume disease)',
    phases: [
      {
        id: 'docetaxel',
        name: 'Docetaxel every 3 weeks',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 6 },
        components: [
          { drugId: 'docetaxel', dose: { basis: 'mg/m2', value: 75 }, route: 'iv', days: [1] },
        ],
        notes: [adtNote, 'Daily prednisone was not required in CHAARTED.'],
      },
    ],
    emetogenicRisk: 'low',
    premedication: [prostateDocetaxelPremed],
    growthFactorSupport: { level: 'consider', text: 'Consider G-CSF by febrile-neutropenia risk.' },
    monitoring: ['CBC before each cycle', 'Liver function before each dose', 'PSA'],
    doseModifications: [docetaxelAnc],
    sources: [
      trial(
        'Sweeney CJ et al. Chemohormonal therapy in metastatic hormone-sensitive prostate cancer (CHAARTED). N Engl J Med 2015',
        '26244877',
        2015,
      ),
      label(TAXOTERE, '2 Dosage and Administration'),
    ],
  },
  {
    id: 'darolutamide-docetaxel-adt',
    name: 'Darolutamide + docetaxel with androgen deprivation',
    aliases: ['ARASENS'],
    cancers: ['prostate'],
    intent: ['palliative'],
    setting: ['first-line'],
    population: 'Metastatic hormone-sensitive prostate cancer',
    phases: [
      {
        id: 'docetaxel-darolutamide',
        name: 'Docetaxel + darolutamide',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 6 },
        components: [
          {
            drugId: 'darolutamide',
            dose: { basis: 'flat', value: 600, unit: 'mg' },
            route: 'oral',
            days: days(1, 21),
            timesPerDay: 2,
            doseLevelApplies: false,
            administration: 'With food',
          },
          { drugId: 'docetaxel', dose: { basis: 'mg/m2', value: 75 }, route: 'iv', days: [1] },
        ],
        notes: [adtNote],
      },
      {
        id: 'darolutamide',
        name: 'Darolutamide alone',
        cycleLengthDays: 28,
        cycles: { type: 'until-progression' },
        components: [
          {
            drugId: 'darolutamide',
            dose: { basis: 'flat', value: 600, unit: 'mg' },
            route: 'oral',
            days: days(1, 28),
            timesPerDay: 2,
            doseLevelApplies: false,
          },
        ],
      },
    ],
    emetogenicRisk: 'low',
    premedication: [prostateDocetaxelPremed],
    growthFactorSupport: { level: 'consider', text: 'Consider G-CSF by febrile-neutropenia risk.' },
    monitoring: [
      'CBC before each docetaxel cycle',
      'Liver function',
      'PSA',
      'Drug interactions: darolutamide is a BCRP/OATP1B inhibitor (see interactions)',
    ],
    doseModifications: [docetaxelAnc],
    sources: [
      trial(
        'Smith MR et al. Darolutamide and survival in metastatic, hormone-sensitive prostate cancer (ARASENS). N Engl J Med 2022',
        '35179323',
        2022,
      ),
      label('Nubeqa (darolutamide) US prescribing information', '2 Dosage and Administration'),
    ],
  },
];
