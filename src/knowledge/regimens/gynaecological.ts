import type { RegimenInput } from '../../core/knowledge/regimen';
import { ASCO_ANTIEMETICS_2020, label, trial, type DoseModificationInput } from './shared';

const CARBOPLATIN = 'Carboplatin injection US prescribing information';
const GOG218 = trial(
  'Burger RA et al. Incorporation of bevacizumab in the primary treatment of ovarian cancer (GOG-0218). N Engl J Med 2011',
  '22204724',
  2011,
);

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

const carboPacli: RegimenInput['phases'][number]['components'] = [
  {
    drugId: 'paclitaxel',
    dose: { basis: 'mg/m2', value: 175 },
    route: 'iv',
    days: [1],
    administration: 'IV over 3 hours, before carboplatin',
  },
  { drugId: 'carboplatin', dose: { basis: 'AUC', value: 6 }, route: 'iv', days: [1] },
];

const paclitaxelPremed = {
  drugId: 'dexamethasone',
  text: 'Paclitaxel: corticosteroid, H1 antihistamine and H2 antagonist before each dose (label).',
};

const carboplatinHypersensitivity =
  'Carboplatin hypersensitivity, which becomes more likely after several platinum courses';

export const gynaecologicalRegimens: RegimenInput[] = [
  {
    id: 'carboplatin-paclitaxel-ovarian',
    name: 'Carboplatin + paclitaxel (ovarian)',
    cancers: ['ovarian'],
    intent: ['curative', 'palliative'],
    setting: ['adjuvant', 'neoadjuvant', 'first-line'],
    population: 'Epithelial ovarian, fallopian-tube or primary peritoneal cancer',
    phases: [
      {
        id: 'cp',
        name: 'Carboplatin + paclitaxel',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 6 },
        components: carboPacli,
      },
    ],
    emetogenicRisk: 'high',
    premedication: [paclitaxelPremed],
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: [
      'CBC before each cycle',
      'Renal function for Calvert dosing',
      'Peripheral neuropathy',
      carboplatinHypersensitivity,
      'CA-125',
    ],
    doseModifications: [...carboplatinCounts],
    notes: ['The GOG-0218 control arm; the maintenance-phase placebo is omitted here.'],
    sources: [GOG218, label(CARBOPLATIN, 'Dosage and Administration'), ASCO_ANTIEMETICS_2020],
  },
  {
    id: 'carboplatin-paclitaxel-bevacizumab-ovarian',
    name: 'Carboplatin + paclitaxel + bevacizumab → bevacizumab (ovarian)',
    aliases: ['GOG-0218'],
    cancers: ['ovarian'],
    intent: ['curative', 'palliative'],
    setting: ['adjuvant', 'first-line', 'maintenance'],
    population: 'Stage III (incompletely resected) or IV epithelial ovarian cancer after surgery',
    phases: [
      {
        id: 'cycle-1',
        name: 'Cycle 1 (chemotherapy alone)',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 1 },
        components: carboPacli,
      },
      {
        id: 'cycles-2-6',
        name: 'Cycles 2–6 (chemotherapy + bevacizumab)',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 5 },
        components: [
          ...carboPacli,
          {
            drugId: 'bevacizumab',
            dose: { basis: 'mg/kg', value: 15 },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
          },
        ],
      },
      {
        id: 'cycles-7-22',
        name: 'Cycles 7–22 (bevacizumab maintenance)',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 16 },
        components: [
          {
            drugId: 'bevacizumab',
            dose: { basis: 'mg/kg', value: 15 },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
          },
        ],
      },
    ],
    emetogenicRisk: 'high',
    premedication: [paclitaxelPremed],
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: [
      'Blood pressure and urine protein before each bevacizumab dose',
      'Signs of bowel perforation',
      'CBC before each cycle',
      carboplatinHypersensitivity,
    ],
    doseModifications: [
      ...carboplatinCounts,
      {
        drugIds: ['bevacizumab'],
        action: 'omit',
        text: 'No bevacizumab dose reduction; withhold around surgery and discontinue for GI perforation, fistula, severe bleeding or nephrotic syndrome.',
        source: label(
          'Avastin (bevacizumab) US prescribing information',
          '2 Dosage and Administration',
        ),
      },
    ],
    sources: [
      GOG218,
      label('Avastin (bevacizumab) US prescribing information', '2 Dosage and Administration'),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'pld-carboplatin',
    name: 'Pegylated liposomal doxorubicin + carboplatin',
    aliases: ['CD', 'CALYPSO'],
    cancers: ['ovarian'],
    intent: ['palliative'],
    setting: ['second-line', 'later-line'],
    population: 'Platinum-sensitive relapsed ovarian cancer',
    phases: [
      {
        id: 'pld-carbo',
        name: 'PLD + carboplatin',
        cycleLengthDays: 28,
        cycles: { type: 'fixed', count: 6 },
        components: [
          {
            drugId: 'doxorubicin-liposomal',
            formulation: 'pegylated liposomal',
            dose: { basis: 'mg/m2', value: 30 },
            route: 'iv',
            days: [1],
            administration: 'IV over 60 minutes (1 mg/min for the first dose)',
            notes: ['Not interchangeable with conventional doxorubicin mg for mg.'],
          },
          { drugId: 'carboplatin', dose: { basis: 'AUC', value: 5 }, route: 'iv', days: [1] },
        ],
      },
    ],
    emetogenicRisk: 'high',
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: [
      'Hand-foot syndrome and stomatitis',
      'CBC before each cycle',
      'LVEF when cumulative anthracycline exposure is high',
      carboplatinHypersensitivity,
    ],
    doseModifications: [...carboplatinCounts],
    notes: [
      'Cumulative-dose checks count liposomal doxorubicin with other anthracyclines, a conservative choice.',
    ],
    sources: [
      trial(
        'Pujade-Lauraine E et al. Pegylated liposomal doxorubicin and carboplatin compared with paclitaxel and carboplatin for platinum-sensitive ovarian cancer (CALYPSO). J Clin Oncol 2010',
        '20498395',
        2010,
      ),
      ASCO_ANTIEMETICS_2020,
    ],
  },
];
