import type { RegimenInput } from '../../core/knowledge/regimen';
import {
  ASCO_ANTIEMETICS_2020,
  CHECKPOINT_INHIBITOR_RULE,
  label,
  trial,
  type ComponentInput,
} from './shared';

const KEYTRUDA = 'Keytruda (pembrolizumab) US prescribing information';
const ERBITUX = 'Erbitux (cetuximab) US prescribing information';

const cisplatinHydration = {
  text: 'Cisplatin: intravenous pre- and post-hydration with electrolyte (magnesium, potassium) replacement (label).',
};
const cisplatinMonitoring = [
  'Serum creatinine/CrCl, magnesium and potassium before each cisplatin dose',
  'Audiometry at baseline and for hearing symptoms (ototoxicity)',
  'CBC before each dose',
];

const fu96h: ComponentInput = {
  drugId: 'fluorouracil',
  dose: { basis: 'mg/m2', value: 1000 },
  route: 'iv',
  days: [1, 2, 3, 4],
  administration: 'Continuous IV infusion, 1000 mg/m² per day for 4 days (96 hours)',
  continuousInfusion: { hours: 96, dosePer: 'day' },
};

export const headAndNeckRegimens: RegimenInput[] = [
  {
    id: 'cisplatin-100-radiotherapy',
    name: 'Cisplatin 100 mg/m² every 3 weeks with radiotherapy',
    cancers: ['head-and-neck'],
    intent: ['curative'],
    setting: ['definitive-chemoradiation', 'adjuvant'],
    population:
      'Locally advanced head and neck SCC; postoperative high-risk disease in RTOG 9501 and EORTC 22931',
    phases: [
      {
        id: 'cisplatin',
        name: 'Cisplatin on days 1, 22 and 43 of radiotherapy',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 3 },
        components: [
          { drugId: 'cisplatin', dose: { basis: 'mg/m2', value: 100 }, route: 'iv', days: [1] },
        ],
      },
    ],
    emetogenicRisk: 'high',
    premedication: [cisplatinHydration],
    growthFactorSupport: { level: 'not-routine', text: 'Not used with concurrent radiotherapy.' },
    monitoring: [...cisplatinMonitoring, 'Mucositis, weight and nutrition during radiotherapy'],
    sources: [
      trial(
        'Cooper JS et al. Postoperative concurrent radiotherapy and chemotherapy for high-risk head and neck SCC (RTOG 9501). N Engl J Med 2004',
        '15128893',
        2004,
      ),
      trial(
        'Bernier J et al. Postoperative irradiation with or without concomitant chemotherapy for locally advanced head and neck cancer (EORTC 22931). N Engl J Med 2004',
        '15128894',
        2004,
      ),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'extreme',
    name: 'Cisplatin + fluorouracil + cetuximab (EXTREME)',
    aliases: ['EXTREME', 'PF-cetuximab'],
    cancers: ['head-and-neck'],
    intent: ['palliative'],
    setting: ['first-line'],
    population: 'Recurrent or metastatic head and neck SCC',
    phases: [
      {
        id: 'cycle-1',
        name: 'Cycle 1 (cetuximab initial dose)',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 1 },
        components: [
          {
            drugId: 'cetuximab',
            dose: { basis: 'mg/m2', value: 400 },
            route: 'iv',
            days: [1],
            administration: 'Initial dose over 2 hours',
            doseLevelApplies: false,
          },
          {
            drugId: 'cetuximab',
            dose: { basis: 'mg/m2', value: 250 },
            route: 'iv',
            days: [8, 15],
            administration: 'Weekly over 1 hour',
            doseLevelApplies: false,
          },
          {
            drugId: 'cisplatin',
            dose: { basis: 'mg/m2', value: 100 },
            route: 'iv',
            days: [1],
            notes: ['Carboplatin AUC 5 was the alternative platinum in the trial.'],
          },
          fu96h,
        ],
      },
      {
        id: 'cycles-2-6',
        name: 'Cycles 2–6',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 5 },
        components: [
          {
            drugId: 'cetuximab',
            dose: { basis: 'mg/m2', value: 250 },
            route: 'iv',
            days: [1, 8, 15],
            doseLevelApplies: false,
          },
          { drugId: 'cisplatin', dose: { basis: 'mg/m2', value: 100 }, route: 'iv', days: [1] },
          fu96h,
        ],
      },
      {
        id: 'cetuximab-maintenance',
        name: 'Cetuximab maintenance',
        cycleLengthDays: 7,
        cycles: { type: 'until-progression' },
        components: [
          {
            drugId: 'cetuximab',
            dose: { basis: 'mg/m2', value: 250 },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
          },
        ],
      },
    ],
    emetogenicRisk: 'high',
    premedication: [
      cisplatinHydration,
      { text: 'H1 antagonist before the first cetuximab dose (label).' },
    ],
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: [
      ...cisplatinMonitoring,
      'Magnesium during cetuximab',
      'Acneiform rash and infusion reactions',
      'DPYD genotype before fluorouracil where available',
    ],
    sources: [
      trial(
        'Vermorken JB et al. Platinum-based chemotherapy plus cetuximab in head and neck cancer (EXTREME). N Engl J Med 2008',
        '18784101',
        2008,
      ),
      label(ERBITUX, '2 Dosage and Administration'),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'pembrolizumab-cisplatin-fluorouracil',
    name: 'Pembrolizumab + cisplatin + fluorouracil',
    aliases: ['KEYNOTE-048'],
    cancers: ['head-and-neck'],
    intent: ['palliative'],
    setting: ['first-line'],
    population: 'Recurrent or metastatic head and neck SCC',
    phases: [
      {
        id: 'induction',
        name: 'Pembrolizumab + platinum + fluorouracil',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 6 },
        components: [
          {
            drugId: 'pembrolizumab',
            dose: { basis: 'flat', value: 200, unit: 'mg' },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
          },
          {
            drugId: 'cisplatin',
            dose: { basis: 'mg/m2', value: 100 },
            route: 'iv',
            days: [1],
            notes: ['Carboplatin AUC 5 was the alternative platinum in the trial.'],
          },
          fu96h,
        ],
      },
      {
        id: 'maintenance',
        name: 'Pembrolizumab maintenance',
        cycleLengthDays: 21,
        cycles: { type: 'until-progression', maxCount: 29 },
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
        ],
      },
    ],
    emetogenicRisk: 'high',
    premedication: [cisplatinHydration],
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: [
      ...cisplatinMonitoring,
      'Thyroid and liver function for immune-mediated adverse reactions',
      'DPYD genotype before fluorouracil where available',
    ],
    doseModifications: [
      {
        drugIds: ['pembrolizumab'],
        action: 'hold-until-recovery',
        text: CHECKPOINT_INHIBITOR_RULE,
        source: label(KEYTRUDA, '2 Dosage and Administration'),
      },
    ],
    sources: [
      trial(
        'Burtness B et al. Pembrolizumab alone or with chemotherapy versus cetuximab with chemotherapy for recurrent or metastatic head and neck SCC (KEYNOTE-048). Lancet 2019',
        '31679945',
        2019,
      ),
      label(KEYTRUDA, '2 Dosage and Administration'),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'tpf-induction',
    name: 'Docetaxel + cisplatin + fluorouracil induction (TPF)',
    aliases: ['TPF', 'TAX 324'],
    cancers: ['head-and-neck'],
    intent: ['curative'],
    setting: ['induction'],
    population: 'Locally advanced head and neck SCC, before chemoradiotherapy',
    phases: [
      {
        id: 'tpf',
        name: 'TPF',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 3 },
        components: [
          { drugId: 'docetaxel', dose: { basis: 'mg/m2', value: 75 }, route: 'iv', days: [1] },
          { drugId: 'cisplatin', dose: { basis: 'mg/m2', value: 100 }, route: 'iv', days: [1] },
          fu96h,
        ],
        notes: ['Followed by chemoradiotherapy with weekly carboplatin in TAX 324.'],
      },
    ],
    emetogenicRisk: 'high',
    premedication: [
      cisplatinHydration,
      { drugId: 'dexamethasone', text: 'Docetaxel corticosteroid premedication (label).' },
    ],
    growthFactorSupport: {
      level: 'consider',
      text: 'High febrile-neutropenia risk; prophylactic antibiotics were used in TAX 324 and G-CSF should be considered.',
    },
    monitoring: [
      ...cisplatinMonitoring,
      'Liver function before docetaxel',
      'DPYD genotype before fluorouracil where available',
    ],
    doseModifications: [
      {
        drugIds: ['docetaxel'],
        trigger: { parameter: 'anc', comparator: '<', value: 1.5, timing: 'day-1' },
        action: 'delay',
        text: 'Do not give docetaxel when the neutrophil count is below 1.5 × 10^9/L.',
        source: label('Taxotere (docetaxel) US prescribing information', '4 Contraindications'),
      },
    ],
    sources: [
      trial(
        'Posner MR et al. Cisplatin and fluorouracil alone or with docetaxel in head and neck cancer (TAX 324). N Engl J Med 2007',
        '17960013',
        2007,
      ),
      label('Taxotere (docetaxel) US prescribing information', '2 Dosage and Administration'),
      ASCO_ANTIEMETICS_2020,
    ],
  },
];
