import type { RegimenInput } from '../../core/knowledge/regimen';
import {
  ASCO_ANTIEMETICS_2020,
  CHECKPOINT_INHIBITOR_RULE,
  label,
  trial,
  type DoseModificationInput,
} from './shared';

const TAXOTERE = 'Taxotere (docetaxel) US prescribing information';
const TAXOL = 'Paclitaxel injection US prescribing information';
const HERCEPTIN = 'Herceptin (trastuzumab) US prescribing information';
const PERJETA = 'Perjeta (pertuzumab) US prescribing information';
const CARBOPLATIN = 'Carboplatin injection US prescribing information';
const DOXORUBICIN = 'Doxorubicin hydrochloride injection US prescribing information';

const paclitaxelPremed = {
  drugId: 'dexamethasone',
  text: 'Paclitaxel 175 mg/m² every 2–3 weeks: corticosteroid, H1 antihistamine and H2 antagonist before each dose to prevent hypersensitivity (label); weekly 80 mg/m² schedules commonly use reduced premedication.',
};

const trastuzumabCardiacRule: DoseModificationInput = {
  drugIds: ['trastuzumab'],
  action: 'hold-until-recovery',
  text: 'Hold trastuzumab for at least 4 weeks for an absolute LVEF fall of ≥ 16 points from baseline, or an LVEF below normal with a fall of ≥ 10 points; repeat LVEF every 4 weeks.',
  source: label(HERCEPTIN, '2 Dosage and Administration'),
};

const doxorubicinCardiacMonitoring =
  'LVEF (echocardiogram or MUGA) at baseline and as clinically indicated; doxorubicin cardiomyopathy risk rises with cumulative dose.';

export const breastRegimens: RegimenInput[] = [
  {
    id: 'ac-dd-paclitaxel',
    name: 'Dose-dense AC → paclitaxel',
    aliases: ['ddAC-T', 'ddAC→P', 'CALGB 9741'],
    cancers: ['breast'],
    intent: ['curative'],
    setting: ['adjuvant', 'neoadjuvant'],
    population: 'Early breast cancer (node-positive in CALGB 9741)',
    phases: [
      {
        id: 'ac',
        name: 'Doxorubicin + cyclophosphamide (every 2 weeks)',
        cycleLengthDays: 14,
        cycles: { type: 'fixed', count: 4 },
        components: [
          {
            drugId: 'doxorubicin',
            dose: { basis: 'mg/m2', value: 60 },
            route: 'iv',
            days: [1],
            administration: 'IV push or short infusion',
          },
          {
            drugId: 'cyclophosphamide',
            dose: { basis: 'mg/m2', value: 600 },
            route: 'iv',
            days: [1],
          },
        ],
      },
      {
        id: 'paclitaxel',
        name: 'Paclitaxel (every 2 weeks)',
        cycleLengthDays: 14,
        cycles: { type: 'fixed', count: 4 },
        components: [
          {
            drugId: 'paclitaxel',
            dose: { basis: 'mg/m2', value: 175 },
            route: 'iv',
            days: [1],
            administration: 'IV over 3 hours',
          },
        ],
      },
    ],
    emetogenicRisk: 'high',
    premedication: [paclitaxelPremed],
    growthFactorSupport: {
      level: 'required',
      text: 'The every-2-week schedule was delivered with filgrastim support in CALGB 9741; it depends on G-CSF.',
    },
    monitoring: [
      'CBC with differential before each cycle',
      doxorubicinCardiacMonitoring,
      'Liver function before each cycle',
      'Peripheral neuropathy during paclitaxel',
    ],
    doseModifications: [
      {
        drugIds: ['paclitaxel'],
        trigger: { parameter: 'anc', comparator: '<', value: 1.5, timing: 'before-each-dose' },
        action: 'delay',
        text: 'Do not give paclitaxel to patients with solid tumours whose neutrophil count is below 1.5 × 10^9/L.',
        source: label(TAXOL, 'Contraindications'),
      },
    ],
    sources: [
      trial(
        'Citron ML et al. Dose-dense adjuvant chemotherapy (CALGB 9741). J Clin Oncol 2003',
        '12668651',
        2003,
      ),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'ac-weekly-paclitaxel',
    name: 'AC → weekly paclitaxel',
    aliases: ['AC-T weekly', 'E1199'],
    cancers: ['breast'],
    intent: ['curative'],
    setting: ['adjuvant', 'neoadjuvant'],
    population: 'Early breast cancer, node-positive or high-risk node-negative (E1199)',
    phases: [
      {
        id: 'ac',
        name: 'Doxorubicin + cyclophosphamide (every 3 weeks)',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 4 },
        components: [
          { drugId: 'doxorubicin', dose: { basis: 'mg/m2', value: 60 }, route: 'iv', days: [1] },
          {
            drugId: 'cyclophosphamide',
            dose: { basis: 'mg/m2', value: 600 },
            route: 'iv',
            days: [1],
          },
        ],
      },
      {
        id: 'paclitaxel-weekly',
        name: 'Paclitaxel weekly',
        cycleLengthDays: 7,
        cycles: { type: 'fixed', count: 12 },
        components: [
          {
            drugId: 'paclitaxel',
            dose: { basis: 'mg/m2', value: 80 },
            route: 'iv',
            days: [1],
            administration: 'IV over 1 hour',
          },
        ],
      },
    ],
    emetogenicRisk: 'high',
    premedication: [paclitaxelPremed],
    growthFactorSupport: {
      level: 'consider',
      text: 'Not routine for the every-3-week AC schedule; consider by febrile-neutropenia risk.',
    },
    monitoring: [
      'CBC with differential before each dose',
      doxorubicinCardiacMonitoring,
      'Peripheral neuropathy during paclitaxel',
    ],
    doseModifications: [
      {
        drugIds: ['paclitaxel'],
        trigger: { parameter: 'anc', comparator: '<', value: 1.5, timing: 'before-each-dose' },
        action: 'delay',
        text: 'Do not give paclitaxel to patients with solid tumours whose neutrophil count is below 1.5 × 10^9/L.',
        source: label(TAXOL, 'Contraindications'),
      },
    ],
    sources: [
      trial(
        'Sparano JA et al. Weekly paclitaxel in the adjuvant treatment of breast cancer (E1199). N Engl J Med 2008',
        '18420499',
        2008,
      ),
      label(DOXORUBICIN, '2 Dosage and Administration'),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'tchp',
    name: 'Docetaxel, carboplatin, trastuzumab and pertuzumab (TCHP)',
    aliases: ['TCHP', 'TRYPHAENA arm C'],
    cancers: ['breast'],
    intent: ['curative'],
    setting: ['neoadjuvant'],
    population: 'HER2-positive early breast cancer',
    phases: [
      {
        id: 'cycle-1',
        name: 'Cycle 1 (antibody loading doses)',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 1 },
        components: [
          {
            drugId: 'trastuzumab',
            dose: { basis: 'mg/kg', value: 8 },
            route: 'iv',
            days: [1],
            administration: 'Loading dose over 90 minutes',
            doseLevelApplies: false,
            maxCourse: {
              months: 12,
              text: 'Trastuzumab to complete one year of HER2-directed therapy in total, including after surgery.',
            },
          },
          {
            drugId: 'pertuzumab',
            dose: { basis: 'flat', value: 840, unit: 'mg' },
            route: 'iv',
            days: [1],
            administration: 'Loading dose over 60 minutes',
            doseLevelApplies: false,
          },
          { drugId: 'docetaxel', dose: { basis: 'mg/m2', value: 75 }, route: 'iv', days: [1] },
          { drugId: 'carboplatin', dose: { basis: 'AUC', value: 6 }, route: 'iv', days: [1] },
        ],
      },
      {
        id: 'cycles-2-6',
        name: 'Cycles 2–6',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 5 },
        components: [
          {
            drugId: 'trastuzumab',
            dose: { basis: 'mg/kg', value: 6 },
            route: 'iv',
            days: [1],
            administration: 'Over 30–90 minutes',
            doseLevelApplies: false,
            maxCourse: {
              months: 12,
              text: 'Trastuzumab to complete one year of HER2-directed therapy in total, including after surgery.',
            },
          },
          {
            drugId: 'pertuzumab',
            dose: { basis: 'flat', value: 420, unit: 'mg' },
            route: 'iv',
            days: [1],
            administration: 'Over 30–60 minutes',
            doseLevelApplies: false,
          },
          { drugId: 'docetaxel', dose: { basis: 'mg/m2', value: 75 }, route: 'iv', days: [1] },
          { drugId: 'carboplatin', dose: { basis: 'AUC', value: 6 }, route: 'iv', days: [1] },
        ],
      },
    ],
    emetogenicRisk: 'high',
    premedication: [
      {
        drugId: 'dexamethasone',
        text: 'Docetaxel: oral corticosteroid such as dexamethasone 16 mg/day (8 mg twice daily) for 3 days starting the day before, to reduce fluid retention and hypersensitivity (label).',
      },
    ],
    growthFactorSupport: {
      level: 'consider',
      text: 'Consider primary G-CSF prophylaxis: docetaxel–carboplatin carries a substantial febrile-neutropenia risk.',
    },
    monitoring: [
      'LVEF at baseline and every 3 months during trastuzumab',
      'CBC with differential before each cycle',
      'Renal function before each carboplatin dose',
      'Liver function before each docetaxel dose',
    ],
    doseModifications: [
      {
        drugIds: ['docetaxel'],
        trigger: { parameter: 'anc', comparator: '<', value: 1.5, timing: 'day-1' },
        action: 'delay',
        text: 'Do not give docetaxel when the neutrophil count is below 1.5 × 10^9/L.',
        source: label(TAXOTERE, '4 Contraindications'),
      },
      {
        drugIds: ['docetaxel'],
        trigger: { parameter: 'bilirubin-x-uln', comparator: '>', value: 1, timing: 'day-1' },
        action: 'avoid',
        text: 'Avoid docetaxel when bilirubin is above the upper limit of normal (boxed warning: treatment-related mortality rises with hepatic impairment).',
        source: label(TAXOTERE, 'Boxed Warning'),
      },
      trastuzumabCardiacRule,
      {
        drugIds: ['pertuzumab', 'trastuzumab'],
        action: 'omit',
        text: 'If trastuzumab is withheld, withhold pertuzumab as well; if a planned dose is missed by 6 weeks or more, give the loading doses again.',
        source: label(PERJETA, '2 Dosage and Administration'),
      },
    ],
    notes: [
      'After surgery, trastuzumab (± pertuzumab) continues to complete one year of HER2-directed therapy.',
    ],
    sources: [
      trial(
        'Schneeweiss A et al. Pertuzumab plus trastuzumab with anthracycline- or carboplatin-containing chemotherapy (TRYPHAENA). Ann Oncol 2013',
        '23704196',
        2013,
      ),
      label(PERJETA, '2 Dosage and Administration'),
      label(CARBOPLATIN, 'Dosage and Administration'),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'paclitaxel-trastuzumab-apt',
    name: 'Weekly paclitaxel + trastuzumab (APT)',
    aliases: ['TH', 'APT'],
    cancers: ['breast'],
    intent: ['curative'],
    setting: ['adjuvant'],
    population: 'HER2-positive, node-negative tumours ≤ 3 cm',
    phases: [
      {
        id: 'week-1',
        name: 'Week 1 (trastuzumab loading)',
        cycleLengthDays: 7,
        cycles: { type: 'fixed', count: 1 },
        components: [
          { drugId: 'paclitaxel', dose: { basis: 'mg/m2', value: 80 }, route: 'iv', days: [1] },
          {
            drugId: 'trastuzumab',
            dose: { basis: 'mg/kg', value: 4 },
            route: 'iv',
            days: [1],
            administration: 'Loading dose over 90 minutes',
            doseLevelApplies: false,
            maxCourse: {
              months: 12,
              text: 'Trastuzumab to complete one year in total (weekly with paclitaxel, then every 3 weeks).',
            },
          },
        ],
      },
      {
        id: 'weeks-2-12',
        name: 'Weeks 2–12',
        cycleLengthDays: 7,
        cycles: { type: 'fixed', count: 11 },
        components: [
          { drugId: 'paclitaxel', dose: { basis: 'mg/m2', value: 80 }, route: 'iv', days: [1] },
          {
            drugId: 'trastuzumab',
            dose: { basis: 'mg/kg', value: 2 },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
            maxCourse: {
              months: 12,
              text: 'Trastuzumab to complete one year in total (weekly with paclitaxel, then every 3 weeks).',
            },
          },
        ],
      },
    ],
    emetogenicRisk: 'low',
    premedication: [paclitaxelPremed],
    growthFactorSupport: {
      level: 'not-routine',
      text: 'Not routinely needed for weekly paclitaxel.',
    },
    monitoring: [
      'LVEF at baseline and every 3 months during trastuzumab',
      'CBC before each dose',
      'Peripheral neuropathy',
    ],
    doseModifications: [trastuzumabCardiacRule],
    notes: [
      'After week 12, trastuzumab continues (6 mg/kg every 3 weeks, starting one week after the last weekly dose) to complete one year.',
    ],
    sources: [
      trial(
        'Tolaney SM et al. Adjuvant paclitaxel and trastuzumab for node-negative, HER2-positive breast cancer (APT). N Engl J Med 2015',
        '25564897',
        2015,
      ),
      label(HERCEPTIN, '2 Dosage and Administration'),
    ],
  },
  {
    id: 'pembrolizumab-carboplatin-paclitaxel-ac-kn522',
    name: 'Pembrolizumab + carboplatin–paclitaxel → pembrolizumab + AC (KEYNOTE-522)',
    aliases: ['KEYNOTE-522'],
    cancers: ['breast'],
    intent: ['curative'],
    setting: ['neoadjuvant', 'adjuvant'],
    population: 'High-risk early triple-negative breast cancer',
    phases: [
      {
        id: 'pembro-carbo-paclitaxel',
        name: 'Pembrolizumab + carboplatin + weekly paclitaxel',
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
            drugId: 'paclitaxel',
            dose: { basis: 'mg/m2', value: 80 },
            route: 'iv',
            days: [1, 8, 15],
          },
          {
            drugId: 'carboplatin',
            dose: { basis: 'AUC', value: 5 },
            route: 'iv',
            days: [1],
            notes: ['The trial allowed AUC 1.5 weekly instead of AUC 5 every 3 weeks.'],
          },
        ],
      },
      {
        id: 'pembro-ac',
        name: 'Pembrolizumab + doxorubicin + cyclophosphamide',
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
            drugId: 'doxorubicin',
            dose: { basis: 'mg/m2', value: 60 },
            route: 'iv',
            days: [1],
            notes: ['Epirubicin 90 mg/m² was allowed instead of doxorubicin.'],
          },
          {
            drugId: 'cyclophosphamide',
            dose: { basis: 'mg/m2', value: 600 },
            route: 'iv',
            days: [1],
          },
        ],
      },
      {
        id: 'adjuvant-pembrolizumab',
        name: 'Adjuvant pembrolizumab after surgery',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 9 },
        components: [
          {
            drugId: 'pembrolizumab',
            dose: { basis: 'flat', value: 200, unit: 'mg' },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
          },
        ],
      },
    ],
    emetogenicRisk: 'high',
    premedication: [paclitaxelPremed],
    growthFactorSupport: {
      level: 'consider',
      text: 'Consider G-CSF during the AC phase by febrile-neutropenia risk.',
    },
    monitoring: [
      'Thyroid function, liver tests and glucose for immune-mediated adverse reactions',
      'CBC before each dose',
      doxorubicinCardiacMonitoring,
      'Adrenal and pituitary symptoms',
    ],
    doseModifications: [
      {
        drugIds: ['pembrolizumab'],
        action: 'hold-until-recovery',
        text: CHECKPOINT_INHIBITOR_RULE,
        source: label(
          'Keytruda (pembrolizumab) US prescribing information',
          '2 Dosage and Administration',
        ),
      },
    ],
    sources: [
      trial(
        'Schmid P et al. Pembrolizumab for early triple-negative breast cancer (KEYNOTE-522). N Engl J Med 2020',
        '32101663',
        2020,
      ),
      label('Keytruda (pembrolizumab) US prescribing information', '2 Dosage and Administration'),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'sacituzumab-govitecan',
    name: 'Sacituzumab govitecan',
    cancers: ['breast'],
    intent: ['palliative'],
    setting: ['later-line'],
    population:
      'Metastatic triple-negative breast cancer after ≥ 2 prior therapies (≥ 1 for metastatic disease)',
    phases: [
      {
        id: 'sg',
        name: 'Sacituzumab govitecan',
        cycleLengthDays: 21,
        cycles: { type: 'until-progression' },
        components: [
          {
            drugId: 'sacituzumab-govitecan',
            dose: { basis: 'mg/kg', value: 10 },
            route: 'iv',
            days: [1, 8],
            administration:
              'First infusion over 3 hours, later infusions over 1–2 hours if tolerated',
          },
        ],
      },
    ],
    emetogenicRisk: 'moderate',
    premedication: [
      {
        text: 'Antipyretic, H1 and H2 blockers before each infusion; corticosteroids may be added after a prior infusion reaction (label).',
      },
      { text: 'Two- or three-drug antiemetic prophylaxis before each dose (label).' },
    ],
    growthFactorSupport: {
      level: 'consider',
      text: 'Consider G-CSF for secondary prophylaxis after neutropenic complications (label).',
    },
    monitoring: [
      'CBC before each dose',
      'Diarrhoea (boxed warning)',
      'UGT1A1 *28 homozygosity raises neutropenia risk',
    ],
    doseModifications: [
      {
        drugIds: ['sacituzumab-govitecan'],
        trigger: { parameter: 'anc', comparator: '<', value: 1.5, timing: 'day-1' },
        action: 'delay',
        text: 'Do not give on day 1 of a cycle if ANC is below 1.5 × 10^9/L (or on day 8 if below 1.0 × 10^9/L).',
        source: label(
          'Trodelvy (sacituzumab govitecan) US prescribing information',
          '2 Dosage and Administration',
        ),
      },
    ],
    sources: [
      trial(
        'Bardia A et al. Sacituzumab govitecan in metastatic triple-negative breast cancer (ASCENT). N Engl J Med 2021',
        '33882206',
        2021,
      ),
      label(
        'Trodelvy (sacituzumab govitecan) US prescribing information',
        '2 Dosage and Administration',
      ),
    ],
  },
  {
    id: 'trastuzumab-deruxtecan-breast',
    name: 'Trastuzumab deruxtecan (breast)',
    aliases: ['T-DXd'],
    cancers: ['breast'],
    intent: ['palliative'],
    setting: ['second-line', 'later-line'],
    population:
      'HER2-positive metastatic breast cancer after trastuzumab and a taxane (DESTINY-Breast03)',
    phases: [
      {
        id: 'tdxd',
        name: 'Trastuzumab deruxtecan',
        cycleLengthDays: 21,
        cycles: { type: 'until-progression' },
        components: [
          {
            drugId: 'trastuzumab-deruxtecan',
            dose: { basis: 'mg/kg', value: 5.4 },
            route: 'iv',
            days: [1],
            administration: 'First infusion over 90 minutes, then 30 minutes if tolerated',
            notes: ['Do not substitute trastuzumab or trastuzumab emtansine.'],
          },
        ],
      },
    ],
    emetogenicRisk: 'moderate',
    premedication: [{ text: 'Antiemetic prophylaxis before each dose.' }],
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely used.' },
    monitoring: [
      'Symptoms of interstitial lung disease/pneumonitis (boxed warning)',
      'CBC before each dose',
      'LVEF at baseline and periodically',
    ],
    doseModifications: [
      {
        drugIds: ['trastuzumab-deruxtecan'],
        trigger: { parameter: 'nonhematologic-grade', comparator: '>=', value: 2, timing: 'any' },
        action: 'discontinue',
        text: 'Symptomatic (grade ≥ 2) interstitial lung disease/pneumonitis: permanently discontinue; grade 1: withhold until resolved.',
        source: label(
          'Enhertu (fam-trastuzumab deruxtecan-nxki) US prescribing information',
          '2 Dosage and Administration',
        ),
      },
    ],
    sources: [
      trial(
        'Cortés J et al. Trastuzumab deruxtecan versus trastuzumab emtansine (DESTINY-Breast03). N Engl J Med 2022',
        '35320644',
        2022,
      ),
      label(
        'Enhertu (fam-trastuzumab deruxtecan-nxki) US prescribing information',
        '2 Dosage and Administration',
      ),
    ],
  },
];
