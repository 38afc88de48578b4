import type { RegimenInput } from '../../core/knowledge/regimen';
import {
  ASCO_ANTIEMETICS_2020,
  CHECKPOINT_INHIBITOR_RULE,
  days,
  label,
  trial,
  type DoseModificationInput,
} from './shared';

const ELOXATIN = 'Eloxatin (oxaliplatin) US prescribing information';
const XELODA = 'Xeloda (capecitabine) US prescribing information';
const CAMPTOSAR = 'Camptosar (irinotecan) US prescribing information';
const HERCEPTIN = 'Herceptin (trastuzumab) US prescribing information';
const OPDIVO = 'Opdivo (nivolumab) US prescribing information';

const FIRE3 = trial(
  'Heinemann V et al. FOLFIRI plus cetuximab versus FOLFIRI plus bevacizumab (FIRE-3). Lancet Oncol 2014',
  '25088940',
  2014,
);

const CHECKMATE649 = trial(
  'Janjigian YY et al. First-line nivolumab plus chemotherapy in advanced gastric, GEJ and oesophageal adenocarcinoma (CheckMate 649). Lancet 2021',
  '34102137',
  2021,
);

const mfolfox6Components: RegimenInput['phases'][number]['components'] = [
  {
    drugId: 'oxaliplatin',
    dose: { basis: 'mg/m2', value: 85 },
    route: 'iv',
    days: [1],
    administration: 'IV over 2 hours',
  },
  {
    drugId: 'leucovorin',
    dose: { basis: 'mg/m2', value: 400 },
    route: 'iv',
    days: [1],
    administration: 'IV over 2 hours, with oxaliplatin',
    doseLevelApplies: false,
  },
  {
    drugId: 'fluorouracil',
    dose: { basis: 'mg/m2', value: 400 },
    route: 'iv',
    days: [1],
    administration: 'IV bolus',
  },
  {
    drugId: 'fluorouracil',
    dose: { basis: 'mg/m2', value: 1200 },
    route: 'iv',
    days: [1, 2],
    administration:
      'Continuous IV infusion, 1200 mg/m² per day on days 1–2 (2400 mg/m² over 46–48 hours)',
    continuousInfusion: { hours: 46, dosePer: 'day' },
  },
];

const folfiriBackbone: RegimenInput['phases'][number]['components'] = [
  {
    drugId: 'irinotecan',
    dose: { basis: 'mg/m2', value: 180 },
    route: 'iv',
    days: [1],
    administration: 'IV over 90 minutes',
  },
  {
    drugId: 'leucovorin',
    dose: { basis: 'mg/m2', value: 400 },
    route: 'iv',
    days: [1],
    administration: 'IV over 2 hours, with irinotecan',
    doseLevelApplies: false,
  },
  {
    drugId: 'fluorouracil',
    dose: { basis: 'mg/m2', value: 400 },
    route: 'iv',
    days: [1],
    administration: 'IV bolus after leucovorin',
  },
  {
    drugId: 'fluorouracil',
    dose: { basis: 'mg/m2', value: 2400 },
    route: 'iv',
    days: [1],
    administration: 'Continuous IV infusion over 46 hours starting on day 1',
    continuousInfusion: { hours: 46, dosePer: 'infusion' },
  },
];

const capoxComponents: RegimenInput['phases'][number]['components'] = [
  {
    drugId: 'oxaliplatin',
    dose: { basis: 'mg/m2', value: 130 },
    route: 'iv',
    days: [1],
    administration: 'IV over 2 hours',
  },
  {
    drugId: 'capecitabine',
    dose: { basis: 'mg/m2', value: 1000 },
    route: 'oral',
    days: days(1, 14),
    timesPerDay: 2,
    administration:
      'Twice daily within 30 minutes after a meal, evening of day 1 to morning of day 15',
  },
];

const irinotecanUgt1a1: DoseModificationInput = {
  drugIds: ['irinotecan'],
  action: 'reduce',
  text: 'UGT1A1*28 homozygous patients: consider a reduced starting dose of irinotecan (see the pharmacogenomics module).',
  source: label(CAMPTOSAR, '2 Dosage and Administration'),
};

const oxaliplatinCounts: DoseModificationInput = {
  drugIds: ['oxaliplatin'],
  trigger: { parameter: 'anc', comparator: '<', value: 1.5, timing: 'day-1' },
  action: 'delay',
  text: 'Delay the next cycle until neutrophils are ≥ 1.5 × 10^9/L and platelets ≥ 75 × 10^9/L.',
  source: label(ELOXATIN, '2 Dosage and Administration'),
};

/** The platelet half of the same label rule, so a plan checks both counts before each cycle. */
const oxaliplatinPlatelets: DoseModificationInput = {
  drugIds: ['oxaliplatin'],
  trigger: { parameter: 'platelets', comparator: '<', value: 75, timing: 'day-1' },
  action: 'delay',
  text: 'Delay the next cycle until platelets are ≥ 75 × 10^9/L (and neutrophils ≥ 1.5 × 10^9/L).',
  source: label(ELOXATIN, '2 Dosage and Administration'),
};

const capecitabineRenal: DoseModificationInput[] = [
  {
    drugIds: ['capecitabine'],
    trigger: { parameter: 'crcl', comparator: '<', value: 30, timing: 'day-1' },
    action: 'avoid',
    text: 'Capecitabine is contraindicated when CrCl is below 30 mL/min (Cockcroft–Gault).',
    source: label(XELODA, '2 Dosage and Administration'),
  },
  {
    drugIds: ['capecitabine'],
    trigger: { parameter: 'crcl', comparator: '<', value: 51, timing: 'day-1' },
    action: 'reduce',
    reduceToPercent: 75,
    text: 'CrCl 30–50 mL/min: start capecitabine at 75% of the dose.',
    source: label(XELODA, '2 Dosage and Administration'),
  },
];

const fluoropyrimidineMonitoring =
  'DPYD genotype before the first fluoropyrimidine dose where available (see the pharmacogenomics module); diarrhoea, mucositis and hand-foot syndrome';

/** mFOLFOX6 is given as written in more than one setting; its monitoring does not change. */
const mfolfox6Monitoring = [
  'CBC before each cycle',
  'Cumulative sensory neuropathy from oxaliplatin',
  fluoropyrimidineMonitoring,
];

export const gastrointestinalRegimens: RegimenInput[] = [
  {
    id: 'folfiri',
    name: 'FOLFIRI',
    cancers: ['colorectal'],
    intent: ['palliative'],
    setting: ['first-line', 'second-line'],
    population: 'Metastatic colorectal cancer',
    phases: [
      {
        id: 'folfiri',
        name: 'FOLFIRI',
        cycleLengthDays: 14,
        cycles: { type: 'until-progression' },
        components: folfiriBackbone,
      },
    ],
    emetogenicRisk: 'moderate',
    premedication: [
      {
        text: 'Atropine for early cholinergic diarrhoea if it occurs; loperamide supply for late diarrhoea (irinotecan label).',
      },
    ],
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: [
      'CBC before each cycle',
      fluoropyrimidineMonitoring,
      'Late diarrhoea after irinotecan',
    ],
    doseModifications: [irinotecanUgt1a1],
    notes: ['Chemotherapy backbone as given in both arms of FIRE-3.'],
    sources: [FIRE3, label(CAMPTOSAR, '2 Dosage and Administration'), ASCO_ANTIEMETICS_2020],
  },
  {
    id: 'folfiri-bevacizumab',
    name: 'FOLFIRI + bevacizumab',
    cancers: ['colorectal'],
    intent: ['palliative'],
    setting: ['first-line'],
    population: 'Metastatic colorectal cancer',
    phases: [
      {
        id: 'folfiri-bev',
        name: 'FOLFIRI + bevacizumab',
        cycleLengthDays: 14,
        cycles: { type: 'until-progression' },
        components: [
          ...folfiriBackbone,
          {
            drugId: 'bevacizumab',
            dose: { basis: 'mg/kg', value: 5 },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
          },
        ],
      },
    ],
    emetogenicRisk: 'moderate',
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: [
      'Blood pressure and urine protein before each bevacizumab dose',
      'CBC before each cycle',
      fluoropyrimidineMonitoring,
    ],
    doseModifications: [
      irinotecanUgt1a1,
      {
        drugIds: ['bevacizumab'],
        action: 'omit',
        text: 'No bevacizumab dose reduction; withhold at least 28 days before and after elective surgery and until wounds heal, and discontinue for GI perforation, severe bleeding or nephrotic syndrome.',
        source: label(
          'Avastin (bevacizumab) US prescribing information',
          '2 Dosage and Administration',
        ),
      },
    ],
    sources: [
      FIRE3,
      label('Avastin (bevacizumab) US prescribing information', '2 Dosage and Administration'),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'folfiri-cetuximab',
    name: 'FOLFIRI + cetuximab',
    cancers: ['colorectal'],
    intent: ['palliative'],
    setting: ['first-line'],
    population: 'RAS wild-type metastatic colorectal cancer',
    phases: [
      {
        id: 'cycle-1',
        name: 'Cycle 1 (cetuximab initial dose)',
        cycleLengthDays: 14,
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
            days: [8],
            administration: 'Weekly dose over 1 hour',
            doseLevelApplies: false,
          },
          ...folfiriBackbone,
        ],
      },
      {
        id: 'cycles-2-on',
        name: 'Cycle 2 onwards',
        cycleLengthDays: 14,
        cycles: { type: 'until-progression' },
        components: [
          {
            drugId: 'cetuximab',
            dose: { basis: 'mg/m2', value: 250 },
            route: 'iv',
            days: [1, 8],
            administration: 'Weekly over 1 hour',
            doseLevelApplies: false,
          },
          ...folfiriBackbone,
        ],
      },
    ],
    emetogenicRisk: 'moderate',
    premedication: [{ text: 'H1 antagonist before the first cetuximab dose (label).' }],
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: [
      'Magnesium, potassium and calcium during cetuximab',
      'Acneiform rash',
      'Infusion reactions',
      'CBC before each cycle',
      fluoropyrimidineMonitoring,
    ],
    doseModifications: [irinotecanUgt1a1],
    sources: [
      FIRE3,
      label('Erbitux (cetuximab) US prescribing information', '2 Dosage and Administration'),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'capox-adjuvant',
    name: 'CAPOX (XELOX), adjuvant',
    aliases: ['XELOX', 'XELOXA'],
    cancers: ['colorectal'],
    intent: ['curative'],
    setting: ['adjuvant'],
    population: 'Resected stage III colon cancer',
    phases: [
      {
        id: 'capox',
        name: 'CAPOX',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 8 },
        components: capoxComponents,
      },
    ],
    emetogenicRisk: 'moderate',
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: [
      'CBC before each cycle',
      'Renal function (capecitabine dose depends on CrCl)',
      'Cumulative sensory neuropathy from oxaliplatin',
      fluoropyrimidineMonitoring,
    ],
    doseModifications: [oxaliplatinCounts, oxaliplatinPlatelets, ...capecitabineRenal],
    notes: [
      'Eight cycles were given in NO16968/XELOXA; shorter courses for low-risk stage III disease are supported by later trials.',
    ],
    sources: [
      trial(
        'Haller DG et al. Capecitabine plus oxaliplatin compared with fluorouracil and folinic acid as adjuvant therapy for stage III colon cancer (NO16968). J Clin Oncol 2011',
        '21383294',
        2011,
      ),
      label(XELODA, '2 Dosage and Administration'),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'capecitabine-colorectal-metastatic',
    name: 'Capecitabine monotherapy, metastatic colorectal',
    aliases: ['Xeloda monotherapy'],
    cancers: ['colorectal'],
    intent: ['palliative'],
    setting: ['first-line'],
    population: 'Metastatic colorectal cancer when fluoropyrimidine monotherapy is preferred',
    phases: [
      {
        id: 'capecitabine',
        name: 'Capecitabine',
        cycleLengthDays: 21,
        cycles: { type: 'until-progression' },
        components: [
          {
            drugId: 'capecitabine',
            dose: { basis: 'mg/m2', value: 1250 },
            route: 'oral',
            days: days(1, 14),
            timesPerDay: 2,
            administration:
              'Twice daily within 30 minutes after a meal for 14 days, then 7 days without',
          },
        ],
      },
    ],
    emetogenicRisk: 'low',
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: [
      'CBC before each cycle',
      'Renal function (capecitabine dose depends on CrCl)',
      'INR often when a coumarin anticoagulant is given with it (boxed warning)',
      fluoropyrimidineMonitoring,
    ],
    doseModifications: [
      {
        drugIds: ['capecitabine'],
        trigger: { parameter: 'anc', comparator: '<', value: 1.5, timing: 'day-1' },
        action: 'hold-until-recovery',
        text: 'The label interrupts capecitabine for grade 2 or worse toxicity until it resolves to grade 0–1; for neutrophils (CTCAE v5 grade 2 below 1.5 × 10^9/L) that means no new cycle while ANC is below 1.5 × 10^9/L.',
        source: label(XELODA, '2 Dosage and Administration'),
      },
      ...capecitabineRenal,
    ],
    sources: [label(XELODA, '2 Dosage and Administration')],
  },
  {
    id: 'capox-metastatic',
    name: 'CAPOX (XELOX), metastatic',
    aliases: ['XELOX'],
    cancers: ['colorectal'],
    intent: ['palliative'],
    setting: ['first-line'],
    population: 'Metastatic colorectal cancer',
    phases: [
      {
        id: 'capox',
        name: 'CAPOX',
        cycleLengthDays: 21,
        cycles: { type: 'until-progression' },
        components: capoxComponents,
      },
    ],
    emetogenicRisk: 'moderate',
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: [
      'CBC before each cycle',
      'Renal function (capecitabine dose depends on CrCl)',
      'Cumulative sensory neuropathy',
      fluoropyrimidineMonitoring,
    ],
    doseModifications: [oxaliplatinCounts, oxaliplatinPlatelets, ...capecitabineRenal],
    sources: [
      trial(
        'Cassidy J et al. Randomized phase III study of capecitabine plus oxaliplatin compared with fluorouracil/folinic acid plus oxaliplatin as first-line therapy for metastatic colorectal cancer (NO16966). J Clin Oncol 2008',
        '18421053',
        2008,
      ),
      label(XELODA, '2 Dosage and Administration'),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'flot',
    name: 'FLOT',
    cancers: ['gastric', 'oesophageal'],
    intent: ['curative'],
    setting: ['perioperative'],
    population:
      'Resectable gastric or gastro-oesophageal junction adenocarcinoma (cT2 or higher and/or node-positive)',
    phases: [
      {
        id: 'flot',
        name: 'FLOT (4 cycles before and 4 after surgery)',
        cycleLengthDays: 14,
        cycles: { type: 'fixed', count: 8 },
        components: [
          { drugId: 'docetaxel', dose: { basis: 'mg/m2', value: 50 }, route: 'iv', days: [1] },
          { drugId: 'oxaliplatin', dose: { basis: 'mg/m2', value: 85 }, route: 'iv', days: [1] },
          {
            drugId: 'leucovorin',
            dose: { basis: 'mg/m2', value: 200 },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
          },
          {
            drugId: 'fluorouracil',
            dose: { basis: 'mg/m2', value: 2600 },
            route: 'iv',
            days: [1],
            administration: 'Continuous IV infusion over 24 hours',
            continuousInfusion: { hours: 24, dosePer: 'infusion' },
          },
        ],
        notes: ['Four cycles preoperatively and four postoperatively.'],
      },
    ],
    emetogenicRisk: 'moderate',
    premedication: [
      { drugId: 'dexamethasone', text: 'Corticosteroid premedication for docetaxel.' },
    ],
    growthFactorSupport: { level: 'consider', text: 'Consider G-CSF by febrile-neutropenia risk.' },
    monitoring: [
      'CBC before each cycle',
      'Liver function (docetaxel)',
      'Neuropathy',
      fluoropyrimidineMonitoring,
    ],
    doseModifications: [
      oxaliplatinCounts,
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
        'Al-Batran SE et al. Perioperative FLOT versus ECF/ECX (FLOT4). Lancet 2019',
        '30982686',
        2019,
      ),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'capox-nivolumab',
    name: 'Nivolumab + CAPOX',
    cancers: ['gastric', 'oesophageal'],
    intent: ['palliative'],
    setting: ['first-line'],
    population:
      'HER2-negative advanced or metastatic gastric, GEJ or oesophageal adenocarcinoma whose tumour expresses PD-L1 ≥ 1 (CPS, FDA-approved test): the nivolumab label restricts first-line use to PD-L1 ≥ 1 since its 2025 revision; in CheckMate 649 the benefit was concentrated in CPS ≥ 5',
    phases: [
      {
        id: 'nivo-capox',
        name: 'Nivolumab + CAPOX',
        cycleLengthDays: 21,
        cycles: { type: 'until-progression' },
        components: [
          {
            drugId: 'nivolumab',
            dose: { basis: 'flat', value: 360, unit: 'mg' },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
            maxCourse: {
              months: 24,
              text: 'Nivolumab for up to 2 years (label and CheckMate 649).',
            },
            notes: ['Nivolumab for up to 2 years.'],
          },
          ...capoxComponents,
        ],
      },
    ],
    emetogenicRisk: 'moderate',
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: [
      'Thyroid, liver and renal function for immune-mediated adverse reactions',
      'CBC before each cycle',
      fluoropyrimidineMonitoring,
    ],
    doseModifications: [
      {
        drugIds: ['nivolumab'],
        action: 'hold-until-recovery',
        text: CHECKPOINT_INHIBITOR_RULE,
        source: label(OPDIVO, '2 Dosage and Administration'),
      },
      oxaliplatinCounts,
      ...capecitabineRenal,
    ],
    notes: [
      'Not for PD-L1 below 1 or an unknown PD-L1 status: the 2025 nivolumab label revision removed that population from the first-line indication (FDA Oncologic Drugs Advisory Committee, September 2024: no favourable benefit-risk below 1).',
    ],
    sources: [
      CHECKMATE649,
      label(OPDIVO, '1 Indications and Usage'),
      label(OPDIVO, '2 Dosage and Administration'),
    ],
  },
  {
    id: 'mfolfox6',
    name: 'mFOLFOX6',
    aliases: ['FOLFOX'],
    cancers: ['gastric', 'oesophageal'],
    intent: ['palliative'],
    setting: ['first-line'],
    population:
      'HER2-negative advanced gastric, GEJ or oesophageal adenocarcinoma (CheckMate 649 chemotherapy backbone)',
    phases: [
      {
        id: 'mfolfox6',
        name: 'mFOLFOX6',
        cycleLengthDays: 14,
        cycles: { type: 'until-progression' },
        components: mfolfox6Components,
      },
    ],
    emetogenicRisk: 'moderate',
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: mfolfox6Monitoring,
    doseModifications: [oxaliplatinCounts],
    sources: [CHECKMATE649, label(ELOXATIN, '2 Dosage and Administration'), ASCO_ANTIEMETICS_2020],
  },
  {
    id: 'mfolfox6-adjuvant',
    name: 'mFOLFOX6, adjuvant',
    aliases: ['FOLFOX', 'modified FOLFOX6'],
    cancers: ['colorectal'],
    intent: ['curative'],
    setting: ['adjuvant'],
    population: 'Resected stage II–III colon cancer (the NSABP C-08 control arm)',
    phases: [
      {
        id: 'mfolfox6',
        name: 'mFOLFOX6',
        cycleLengthDays: 14,
        cycles: { type: 'fixed', count: 12 },
        components: mfolfox6Components,
      },
    ],
    emetogenicRisk: 'moderate',
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: mfolfox6Monitoring,
    doseModifications: [oxaliplatinCounts],
    notes: [
      'Six months (12 cycles) as given in NSABP C-08; shorter courses for low-risk stage III disease are supported by later trials.',
    ],
    sources: [
      trial(
        'Allegra CJ et al. Bevacizumab in stage II-III colon cancer: 5-year update of the NSABP C-08 trial (mFOLFOX6 every 2 weeks for 6 months in the control arm). J Clin Oncol 2013',
        '23233715',
        2013,
      ),
      label(ELOXATIN, '2 Dosage and Administration'),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'folfox-nivolumab',
    name: 'Nivolumab + mFOLFOX6',
    cancers: ['gastric', 'oesophageal'],
    intent: ['palliative'],
    setting: ['first-line'],
    population:
      'HER2-negative advanced or metastatic gastric, GEJ or oesophageal adenocarcinoma whose tumour expresses PD-L1 ≥ 1 (CPS, FDA-approved test): the nivolumab label restricts first-line use to PD-L1 ≥ 1 since its 2025 revision; in CheckMate 649 the benefit was concentrated in CPS ≥ 5',
    phases: [
      {
        id: 'nivo-folfox',
        name: 'Nivolumab + mFOLFOX6',
        cycleLengthDays: 14,
        cycles: { type: 'until-progression' },
        components: [
          {
            drugId: 'nivolumab',
            dose: { basis: 'flat', value: 240, unit: 'mg' },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
            maxCourse: {
              months: 24,
              text: 'Nivolumab for up to 2 years (label and CheckMate 649).',
            },
            notes: ['Nivolumab for up to 2 years.'],
          },
          ...mfolfox6Components,
        ],
      },
    ],
    emetogenicRisk: 'moderate',
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: [
      'Thyroid, liver and renal function for immune-mediated adverse reactions',
      'CBC before each cycle',
      'Cumulative sensory neuropathy',
      fluoropyrimidineMonitoring,
    ],
    doseModifications: [
      {
        drugIds: ['nivolumab'],
        action: 'hold-until-recovery',
        text: CHECKPOINT_INHIBITOR_RULE,
        source: label(OPDIVO, '2 Dosage and Administration'),
      },
      oxaliplatinCounts,
    ],
    notes: [
      'Not for PD-L1 below 1 or an unknown PD-L1 status: the 2025 nivolumab label revision removed that population from the first-line indication (FDA Oncologic Drugs Advisory Committee, September 2024: no favourable benefit-risk below 1).',
    ],
    sources: [
      CHECKMATE649,
      label(OPDIVO, '1 Indications and Usage'),
      label(OPDIVO, '2 Dosage and Administration'),
    ],
  },
  {
    id: 'trastuzumab-cisplatin-capecitabine',
    name: 'Trastuzumab + cisplatin + capecitabine (ToGA)',
    cancers: ['gastric', 'oesophageal'],
    intent: ['palliative'],
    setting: ['first-line'],
    population: 'HER2-positive advanced gastric or GEJ adenocarcinoma',
    phases: [
      {
        id: 'cycle-1',
        name: 'Cycle 1 (trastuzumab loading)',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 1 },
        components: [
          {
            drugId: 'trastuzumab',
            dose: { basis: 'mg/kg', value: 8 },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
          },
          {
            drugId: 'cisplatin',
            dose: { basis: 'mg/m2', value: 80 },
            route: 'iv',
            days: [1],
            administration: 'With pre- and post-hydration',
          },
          {
            drugId: 'capecitabine',
            dose: { basis: 'mg/m2', value: 1000 },
            route: 'oral',
            days: days(1, 14),
            timesPerDay: 2,
          },
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
            doseLevelApplies: false,
          },
          { drugId: 'cisplatin', dose: { basis: 'mg/m2', value: 80 }, route: 'iv', days: [1] },
          {
            drugId: 'capecitabine',
            dose: { basis: 'mg/m2', value: 1000 },
            route: 'oral',
            days: days(1, 14),
            timesPerDay: 2,
          },
        ],
      },
      {
        id: 'trastuzumab-maintenance',
        name: 'Trastuzumab maintenance',
        cycleLengthDays: 21,
        cycles: { type: 'until-progression' },
        components: [
          {
            drugId: 'trastuzumab',
            dose: { basis: 'mg/kg', value: 6 },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
          },
        ],
      },
    ],
    emetogenicRisk: 'high',
    premedication: [
      {
        text: 'Cisplatin: intravenous pre- and post-hydration and electrolyte replacement (label).',
      },
    ],
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: [
      'LVEF at baseline and during trastuzumab',
      'Renal function, magnesium and potassium before each cisplatin dose',
      'Audiometry if hearing symptoms',
      fluoropyrimidineMonitoring,
    ],
    doseModifications: [
      {
        drugIds: ['trastuzumab'],
        action: 'hold-until-recovery',
        text: 'Hold trastuzumab for a significant LVEF decline and reassess every 4 weeks (label).',
        source: label(HERCEPTIN, '2 Dosage and Administration'),
      },
      ...capecitabineRenal,
    ],
    notes: ['ToGA allowed fluorouracil 800 mg/m²/day on days 1–5 instead of capecitabine.'],
    sources: [
      trial(
        'Bang YJ et al. Trastuzumab in combination with chemotherapy for HER2-positive advanced gastric or GEJ cancer (ToGA). Lancet 2010',
        '20728210',
        2010,
      ),
      label(HERCEPTIN, '2 Dosage and Administration'),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'carboplatin-paclitaxel-cross',
    name: 'Weekly carboplatin–paclitaxel with radiotherapy (CROSS)',
    aliases: ['CROSS'],
    cancers: ['oesophageal'],
    intent: ['curative'],
    setting: ['neoadjuvant'],
    population: 'Resectable oesophageal or GEJ cancer, with 41.4 Gy in 23 fractions',
    phases: [
      {
        id: 'weekly',
        name: 'Weekly during radiotherapy',
        cycleLengthDays: 7,
        cycles: { type: 'fixed', count: 5 },
        components: [
          { drugId: 'paclitaxel', dose: { basis: 'mg/m2', value: 50 }, route: 'iv', days: [1] },
          { drugId: 'carboplatin', dose: { basis: 'AUC', value: 2 }, route: 'iv', days: [1] },
        ],
      },
    ],
    emetogenicRisk: 'low',
    premedication: [
      { drugId: 'dexamethasone', text: 'Paclitaxel hypersensitivity premedication.' },
    ],
    growthFactorSupport: { level: 'not-routine', text: 'Not used with concurrent radiotherapy.' },
    monitoring: [
      'Weekly CBC',
      'Oesophagitis and nutrition',
      'Renal function for carboplatin dosing',
    ],
    sources: [
      trial(
        'van Hagen P et al. Preoperative chemoradiotherapy for oesophageal or junctional cancer (CROSS). N Engl J Med 2012',
        '22646630',
        2012,
      ),
    ],
  },
  {
    id: 'mfolfirinox-adjuvant',
    name: 'Modified FOLFIRINOX (adjuvant)',
    aliases: ['mFOLFIRINOX', 'PRODIGE 24'],
    cancers: ['pancreatic'],
    intent: ['curative'],
    setting: ['adjuvant'],
    population: 'Resected pancreatic ductal adenocarcinoma, good performance status',
    phases: [
      {
        id: 'mfolfirinox',
        name: 'mFOLFIRINOX',
        cycleLengthDays: 14,
        cycles: { type: 'fixed', count: 12 },
        components: [
          {
            drugId: 'oxaliplatin',
            dose: { basis: 'mg/m2', value: 85 },
            route: 'iv',
            days: [1],
            administration: 'IV over 2 hours',
          },
          {
            drugId: 'leucovorin',
            dose: { basis: 'mg/m2', value: 400 },
            route: 'iv',
            days: [1],
            administration: 'IV over 2 hours',
            doseLevelApplies: false,
          },
          {
            drugId: 'irinotecan',
            dose: { basis: 'mg/m2', value: 150 },
            route: 'iv',
            days: [1],
            administration: 'IV over 90 minutes',
          },
          {
            drugId: 'fluorouracil',
            dose: { basis: 'mg/m2', value: 2400 },
            route: 'iv',
            days: [1],
            administration: 'Continuous IV infusion over 46 hours; no bolus',
            continuousInfusion: { hours: 46, dosePer: 'infusion' },
          },
        ],
      },
    ],
    emetogenicRisk: 'moderate',
    growthFactorSupport: { level: 'consider', text: 'Consider G-CSF by febrile-neutropenia risk.' },
    monitoring: ['CBC before each cycle', 'Diarrhoea', 'Neuropathy', fluoropyrimidineMonitoring],
    doseModifications: [oxaliplatinCounts, irinotecanUgt1a1],
    sources: [
      trial(
        'Conroy T et al. FOLFIRINOX or gemcitabine as adjuvant therapy for pancreatic cancer (PRODIGE 24). N Engl J Med 2018',
        '30575490',
        2018,
      ),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'gemcitabine-nab-paclitaxel',
    name: 'Gemcitabine + nab-paclitaxel',
    aliases: ['MPACT', 'GnP'],
    cancers: ['pancreatic'],
    intent: ['palliative'],
    setting: ['first-line'],
    population: 'Metastatic pancreatic adenocarcinoma, Karnofsky ≥ 70',
    phases: [
      {
        id: 'gnp',
        name: 'Nab-paclitaxel then gemcitabine',
        cycleLengthDays: 28,
        cycles: { type: 'until-progression' },
        components: [
          {
            drugId: 'paclitaxel-protein-bound',
            formulation: 'protein-bound (nab-paclitaxel)',
            dose: { basis: 'mg/m2', value: 125 },
            route: 'iv',
            days: [1, 8, 15],
            administration: 'IV over 30–40 minutes, before gemcitabine',
            notes: ['Nab-paclitaxel doses are not interchangeable with conventional paclitaxel.'],
          },
          {
            drugId: 'gemcitabine',
            dose: { basis: 'mg/m2', value: 1000 },
            route: 'iv',
            days: [1, 8, 15],
            administration: 'IV over 30–40 minutes',
          },
        ],
      },
    ],
    emetogenicRisk: 'low',
    growthFactorSupport: {
      level: 'consider',
      text: 'Consider G-CSF for neutropenic complications.',
    },
    monitoring: [
      'CBC before each dose',
      'Peripheral neuropathy',
      'Pneumonitis',
      'Sepsis in patients with biliary stents',
    ],
    doseModifications: [
      {
        drugIds: ['paclitaxel-protein-bound', 'gemcitabine'],
        trigger: { parameter: 'anc', comparator: '<', value: 1.5, timing: 'day-1' },
        action: 'delay',
        text: 'Do not start a cycle with ANC below 1.5 × 10^9/L or platelets below 100 × 10^9/L (nab-paclitaxel boxed warning and pancreatic dose-modification table).',
        source: label(
          'Abraxane (paclitaxel protein-bound particles) US prescribing information',
          '2 Dosage and Administration',
        ),
      },
    ],
    sources: [
      trial(
        'Von Hoff DD et al. Increased survival in pancreatic cancer with nab-paclitaxel plus gemcitabine (MPACT). N Engl J Med 2013',
        '24131140',
        2013,
      ),
      label(
        'Abraxane (paclitaxel protein-bound particles) US prescribing information',
        '2 Dosage and Administration',
      ),
    ],
  },
  {
    id: 'gemcitabine-capecitabine-adjuvant',
    name: 'Gemcitabine + capecitabine (adjuvant)',
    aliases: ['ESPAC-4'],
    cancers: ['pancreatic'],
    intent: ['curative'],
    setting: ['adjuvant'],
    population: 'Resected pancreatic ductal adenocarcinoma',
    phases: [
      {
        id: 'gem-cap',
        name: 'Gemcitabine + capecitabine',
        cycleLengthDays: 28,
        cycles: { type: 'fixed', count: 6 },
        components: [
          {
            drugId: 'gemcitabine',
            dose: { basis: 'mg/m2', value: 1000 },
            route: 'iv',
            days: [1, 8, 15],
            administration: 'IV over 30 minutes',
          },
          {
            drugId: 'capecitabine',
            dose: { basis: 'mg/m2', value: 830 },
            route: 'oral',
            days: days(1, 21),
            timesPerDay: 2,
          },
        ],
      },
    ],
    emetogenicRisk: 'low',
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: [
      'CBC before each gemcitabine dose',
      'Renal function (capecitabine)',
      fluoropyrimidineMonitoring,
    ],
    doseModifications: [...capecitabineRenal],
    sources: [
      trial(
        'Neoptolemos JP et al. Comparison of adjuvant gemcitabine and capecitabine with gemcitabine monotherapy (ESPAC-4). Lancet 2017',
        '28129987',
        2017,
      ),
    ],
  },
  {
    id: 'gemcitabine-cisplatin-biliary',
    name: 'Gemcitabine + cisplatin (biliary)',
    aliases: ['ABC-02'],
    cancers: ['biliary'],
    intent: ['palliative'],
    setting: ['first-line'],
    population: 'Advanced biliary tract cancer',
    phases: [
      {
        id: 'gem-cis',
        name: 'Cisplatin + gemcitabine',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 8 },
        components: [
          { drugId: 'cisplatin', dose: { basis: 'mg/m2', value: 25 }, route: 'iv', days: [1, 8] },
          {
            drugId: 'gemcitabine',
            dose: { basis: 'mg/m2', value: 1000 },
            route: 'iv',
            days: [1, 8],
          },
        ],
      },
    ],
    emetogenicRisk: 'high',
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: [
      'CBC before each dose',
      'Renal function and magnesium before each cisplatin dose',
      'Biliary obstruction and cholangitis',
    ],
    sources: [
      trial(
        'Valle J et al. Cisplatin plus gemcitabine versus gemcitabine for biliary tract cancer (ABC-02). N Engl J Med 2010',
        '20375404',
        2010,
      ),
      ASCO_ANTIEMETICS_2020,
    ],
  },
];
