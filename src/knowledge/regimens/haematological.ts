import type { RegimenInput } from '../../core/knowledge/regimen';
import { ASCO_ANTIEMETICS_2020, days, label, trial, type DoseModificationInput } from './shared';

const ADCETRIS = 'Adcetris (brentuximab vedotin) US prescribing information';
const REVLIMID = 'Revlimid (lenalidomide) US prescribing information';
const VELCADE = 'Velcade (bortezomib) US prescribing information';
const RITUXAN = 'Rituxan (rituximab) US prescribing information';
const DARZALEX = 'Darzalex (daratumumab) US prescribing information';
const DARZALEX_FASPRO =
  'Darzalex Faspro (daratumumab and hyaluronidase-fihj) US prescribing information';

const ECHELON1 = trial(
  'Connors JM et al. Brentuximab vedotin with chemotherapy for stage III or IV Hodgkin lymphoma (ECHELON-1). N Engl J Med 2018',
  '29224502',
  2018,
);
const POLARIX = trial(
  'Tilly H et al. Polatuzumab vedotin in previously untreated diffuse large B-cell lymphoma (POLARIX). N Engl J Med 2022',
  '34904799',
  2022,
);

const avd: RegimenInput['phases'][number]['components'] = [
  { drugId: 'doxorubicin', dose: { basis: 'mg/m2', value: 25 }, route: 'iv', days: [1, 15] },
  {
    drugId: 'vinblastine',
    dose: { basis: 'mg/m2', value: 6 },
    route: 'iv',
    days: [1, 15],
    notes: ['Fatal if given by any route other than intravenous.'],
  },
  { drugId: 'dacarbazine', dose: { basis: 'mg/m2', value: 375 }, route: 'iv', days: [1, 15] },
];

const lenalidomideCounts: DoseModificationInput[] = [
  {
    drugIds: ['lenalidomide'],
    trigger: { parameter: 'platelets', comparator: '<', value: 30, timing: 'any' },
    action: 'hold-until-recovery',
    text: 'Platelets below 30 × 10^9/L: interrupt lenalidomide; resume at the next lower dose when ≥ 30 × 10^9/L.',
    source: label(REVLIMID, '2 Dosage and Administration'),
  },
  {
    drugIds: ['lenalidomide'],
    trigger: { parameter: 'anc', comparator: '<', value: 1, timing: 'any' },
    action: 'hold-until-recovery',
    text: 'ANC below 1.0 × 10^9/L: interrupt lenalidomide; resume when ≥ 1.0 × 10^9/L (dose per label table).',
    source: label(REVLIMID, '2 Dosage and Administration'),
  },
];

const bortezomibNeuropathy: DoseModificationInput = {
  drugIds: ['bortezomib'],
  trigger: { parameter: 'neuropathy-grade', comparator: '>=', value: 2, timing: 'any' },
  action: 'reduce',
  text: 'Peripheral neuropathy: grade 1 with pain or grade 2 → reduce to 1.0 mg/m²; grade 2 with pain or grade 3 → withhold until resolved, then 0.7 mg/m² once weekly; grade 4 → discontinue.',
  source: label(VELCADE, '2 Dosage and Administration'),
};

const myelomaMonitoring = [
  'CBC weekly during the first cycles, then before each cycle',
  'Renal function (lenalidomide dose depends on CrCl)',
  'Thromboprophylaxis while on lenalidomide with dexamethasone (boxed warning: venous and arterial thromboembolism)',
  'Herpes zoster prophylaxis with a proteasome inhibitor or anti-CD38 antibody',
  'Peripheral neuropathy (bortezomib)',
];

const rchpPhase2: RegimenInput['phases'][number] = {
  id: 'rituximab',
  name: 'Rituximab alone',
  cycleLengthDays: 21,
  cycles: { type: 'fixed', count: 2 },
  components: [
    {
      drugId: 'rituximab',
      dose: { basis: 'mg/m2', value: 375 },
      route: 'iv',
      days: [1],
      doseLevelApplies: false,
    },
  ],
};

export const haematologicalRegimens: RegimenInput[] = [
  {
    id: 'abvd',
    name: 'ABVD',
    cancers: ['hodgkin-lymphoma'],
    intent: ['curative'],
    setting: ['first-line'],
    population: 'Classical Hodgkin lymphoma (advanced stage in ECHELON-1)',
    phases: [
      {
        id: 'abvd',
        name: 'ABVD',
        cycleLengthDays: 28,
        cycles: { type: 'fixed', count: 6 },
        components: [
          avd[0]!,
          {
            drugId: 'bleomycin',
            dose: { basis: 'units/m2', value: 10 },
            route: 'iv',
            days: [1, 15],
          },
          avd[1]!,
          avd[2]!,
        ],
      },
    ],
    emetogenicRisk: 'high',
    growthFactorSupport: {
      level: 'not-routine',
      text: 'Not given routinely with ABVD; treatment is usually not delayed for neutropenia alone.',
    },
    monitoring: [
      'Pulmonary function (DLCO) at baseline and with symptoms: bleomycin lung toxicity',
      'LVEF at baseline',
      'CBC before each dose',
    ],
    doseModifications: [
      {
        drugIds: ['bleomycin'],
        action: 'discontinue',
        text: 'Stop bleomycin for signs of pulmonary toxicity (cough, dyspnoea, falling DLCO, infiltrates).',
        source: label('Bleomycin for injection US prescribing information', 'Warnings'),
      },
    ],
    sources: [ECHELON1, ASCO_ANTIEMETICS_2020],
  },
  {
    id: 'bv-avd',
    name: 'Brentuximab vedotin + AVD',
    aliases: ['A+AVD', 'BV-AVD'],
    cancers: ['hodgkin-lymphoma'],
    intent: ['curative'],
    setting: ['first-line'],
    population: 'Previously untreated stage III–IV classical Hodgkin lymphoma',
    phases: [
      {
        id: 'a-avd',
        name: 'A+AVD',
        cycleLengthDays: 28,
        cycles: { type: 'fixed', count: 6 },
        components: [
          {
            drugId: 'brentuximab-vedotin',
            dose: { basis: 'mg/kg', value: 1.2 },
            route: 'iv',
            days: [1, 15],
            capMg: 120,
            administration: 'IV over 30 minutes, within 1 hour after AVD',
            notes: ['Weight above 100 kg: dose on 100 kg (maximum 120 mg).'],
          },
          ...avd,
        ],
      },
    ],
    emetogenicRisk: 'high',
    growthFactorSupport: {
      level: 'recommended',
      text: 'G-CSF primary prophylaxis from cycle 1 is recommended for A+AVD (label).',
    },
    monitoring: [
      'Peripheral neuropathy before each dose',
      'CBC before each dose',
      'Signs of progressive multifocal leukoencephalopathy (boxed warning)',
      'Glucose',
      'LVEF at baseline',
    ],
    doseModifications: [
      {
        drugIds: ['brentuximab-vedotin'],
        trigger: { parameter: 'neuropathy-grade', comparator: '>=', value: 2, timing: 'any' },
        action: 'reduce',
        text: 'A+AVD: grade 2 neuropathy → 0.9 mg/kg (maximum 90 mg); grade 3 → withhold until grade ≤ 2, then 0.9 mg/kg; grade 4 → discontinue.',
        source: label(ADCETRIS, '2 Dosage and Administration'),
      },
    ],
    sources: [ECHELON1, label(ADCETRIS, '2 Dosage and Administration'), ASCO_ANTIEMETICS_2020],
  },
  {
    id: 'r-chop-21',
    name: 'R-CHOP-21',
    aliases: ['R-CHOP'],
    cancers: ['dlbcl'],
    intent: ['curative'],
    setting: ['first-line'],
    population: 'Previously untreated diffuse large B-cell lymphoma',
    phases: [
      {
        id: 'r-chop',
        name: 'R-CHOP',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 6 },
        components: [
          {
            drugId: 'rituximab',
            dose: { basis: 'mg/m2', value: 375 },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
            administration: 'First infusion started at 50 mg/h and escalated (label)',
          },
          {
            drugId: 'cyclophosphamide',
            dose: { basis: 'mg/m2', value: 750 },
            route: 'iv',
            days: [1],
          },
          { drugId: 'doxorubicin', dose: { basis: 'mg/m2', value: 50 }, route: 'iv', days: [1] },
          {
            drugId: 'vincristine',
            dose: { basis: 'mg/m2', value: 1.4 },
            route: 'iv',
            days: [1],
            capMg: 2,
            administration: 'IV only: fatal if given intrathecally',
            notes: ['Capped at 2 mg per dose.'],
          },
          {
            drugId: 'prednisone',
            dose: { basis: 'flat', value: 100, unit: 'mg' },
            route: 'oral',
            days: days(1, 5),
            doseLevelApplies: false,
          },
        ],
      },
      rchpPhase2,
    ],
    emetogenicRisk: 'high',
    premedication: [
      {
        text: 'Rituximab: acetaminophen and an antihistamine before each infusion; hepatitis B screening before starting (boxed warning).',
      },
    ],
    growthFactorSupport: {
      level: 'consider',
      text: 'Consider primary G-CSF prophylaxis, especially in older patients.',
    },
    monitoring: [
      'Hepatitis B serology before rituximab (boxed warning: reactivation)',
      'CBC before each cycle',
      'LVEF at baseline',
      'Vincristine neuropathy and constipation',
      'Tumour lysis risk in cycle 1',
    ],
    doseModifications: [
      {
        drugIds: ['vincristine'],
        trigger: { parameter: 'neuropathy-grade', comparator: '>=', value: 2, timing: 'day-1' },
        action: 'reduce',
        text: 'Reduce or omit vincristine for significant neuropathy; the per-dose cap of 2 mg always applies.',
        source: label('Vincristine sulfate injection US prescribing information', 'Warnings'),
      },
    ],
    notes: ['POLARIX gave 6 cycles of R-CHOP followed by 2 cycles of rituximab alone.'],
    sources: [POLARIX, label(RITUXAN, '2 Dosage and Administration'), ASCO_ANTIEMETICS_2020],
  },
  {
    id: 'pola-r-chp',
    name: 'Polatuzumab vedotin + R-CHP',
    aliases: ['pola-R-CHP'],
    cancers: ['dlbcl'],
    intent: ['curative'],
    setting: ['first-line'],
    population: 'Previously untreated DLBCL, IPI 2–5',
    phases: [
      {
        id: 'pola-r-chp',
        name: 'Pola-R-CHP',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 6 },
        components: [
          {
            drugId: 'polatuzumab-vedotin',
            dose: { basis: 'mg/kg', value: 1.8 },
            route: 'iv',
            days: [1],
            administration: 'First infusion over 90 minutes, then 30 minutes if tolerated',
          },
          {
            drugId: 'rituximab',
            dose: { basis: 'mg/m2', value: 375 },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
          },
          {
            drugId: 'cyclophosphamide',
            dose: { basis: 'mg/m2', value: 750 },
            route: 'iv',
            days: [1],
          },
          { drugId: 'doxorubicin', dose: { basis: 'mg/m2', value: 50 }, route: 'iv', days: [1] },
          {
            drugId: 'prednisone',
            dose: { basis: 'flat', value: 100, unit: 'mg' },
            route: 'oral',
            days: days(1, 5),
            doseLevelApplies: false,
          },
        ],
      },
      rchpPhase2,
    ],
    emetogenicRisk: 'high',
    premedication: [
      { text: 'Antihistamine and antipyretic before polatuzumab and rituximab (labels).' },
    ],
    growthFactorSupport: {
      level: 'recommended',
      text: 'G-CSF prophylaxis was given in POLARIX; the label recommends it.',
    },
    monitoring: [
      'Hepatitis B serology before rituximab',
      'Peripheral neuropathy',
      'CBC before each cycle',
      'LVEF at baseline',
    ],
    sources: [
      POLARIX,
      label(
        'Polivy (polatuzumab vedotin-piiq) US prescribing information',
        '2 Dosage and Administration',
      ),
      ASCO_ANTIEMETICS_2020,
    ],
  },
  {
    id: 'vrd',
    name: 'Bortezomib, lenalidomide and dexamethasone (VRd)',
    aliases: ['RVD', 'SWOG S0777'],
    cancers: ['multiple-myeloma'],
    intent: ['palliative'],
    setting: ['induction', 'first-line'],
    population: 'Newly diagnosed myeloma without intent for immediate transplant',
    phases: [
      {
        id: 'vrd',
        name: 'VRd induction',
        cycleLengthDays: 21,
        cycles: { type: 'fixed', count: 8 },
        components: [
          {
            drugId: 'bortezomib',
            dose: { basis: 'mg/m2', value: 1.3 },
            route: 'iv',
            days: [1, 4, 8, 11],
            notes: [
              'Given IV in S0777; subcutaneous administration is labelled and reduces neuropathy.',
            ],
          },
          {
            drugId: 'lenalidomide',
            dose: { basis: 'flat', value: 25, unit: 'mg' },
            route: 'oral',
            days: days(1, 14),
          },
          {
            drugId: 'dexamethasone',
            dose: { basis: 'flat', value: 20, unit: 'mg' },
            route: 'oral',
            days: [1, 2, 4, 5, 8, 9, 11, 12],
          },
        ],
      },
      {
        id: 'rd-maintenance',
        name: 'Lenalidomide + dexamethasone maintenance',
        cycleLengthDays: 28,
        cycles: { type: 'until-progression' },
        components: [
          {
            drugId: 'lenalidomide',
            dose: { basis: 'flat', value: 25, unit: 'mg' },
            route: 'oral',
            days: days(1, 21),
          },
          {
            drugId: 'dexamethasone',
            dose: { basis: 'flat', value: 40, unit: 'mg' },
            route: 'oral',
            days: [1, 8, 15, 22],
          },
        ],
      },
    ],
    emetogenicRisk: 'low',
    premedication: [
      {
        drugId: 'acyclovir',
        text: 'Antiviral prophylaxis against herpes zoster during bortezomib.',
      },
    ],
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: myelomaMonitoring,
    doseModifications: [...lenalidomideCounts, bortezomibNeuropathy],
    sources: [
      trial(
        'Durie BGM et al. Bortezomib with lenalidomide and dexamethasone versus lenalidomide and dexamethasone (SWOG S0777). Lancet 2017',
        '28017406',
        2017,
      ),
      label(REVLIMID, '2 Dosage and Administration'),
      label(VELCADE, '2 Dosage and Administration'),
    ],
  },
  {
    id: 'drd',
    name: 'Daratumumab, lenalidomide and dexamethasone (DRd)',
    aliases: ['D-Rd', 'MAIA'],
    cancers: ['multiple-myeloma'],
    intent: ['palliative'],
    setting: ['first-line'],
    population: 'Newly diagnosed myeloma, transplant-ineligible',
    phases: [
      {
        id: 'cycles-1-2',
        name: 'Cycles 1–2 (weekly daratumumab)',
        cycleLengthDays: 28,
        cycles: { type: 'fixed', count: 2 },
        components: [
          {
            drugId: 'daratumumab',
            dose: { basis: 'mg/kg', value: 16 },
            route: 'iv',
            days: [1, 8, 15, 22],
            doseLevelApplies: false,
            administration: 'IV; first dose may be split over days 1–2 (label)',
          },
          {
            drugId: 'lenalidomide',
            dose: { basis: 'flat', value: 25, unit: 'mg' },
            route: 'oral',
            days: days(1, 21),
          },
          {
            drugId: 'dexamethasone',
            dose: { basis: 'flat', value: 40, unit: 'mg' },
            route: 'oral',
            days: [1, 8, 15, 22],
            notes: ['20 mg weekly for patients older than 75 years or with BMI below 18.5.'],
          },
        ],
      },
      {
        id: 'cycles-3-6',
        name: 'Cycles 3–6 (daratumumab every 2 weeks)',
        cycleLengthDays: 28,
        cycles: { type: 'fixed', count: 4 },
        components: [
          {
            drugId: 'daratumumab',
            dose: { basis: 'mg/kg', value: 16 },
            route: 'iv',
            days: [1, 15],
            doseLevelApplies: false,
          },
          {
            drugId: 'lenalidomide',
            dose: { basis: 'flat', value: 25, unit: 'mg' },
            route: 'oral',
            days: days(1, 21),
          },
          {
            drugId: 'dexamethasone',
            dose: { basis: 'flat', value: 40, unit: 'mg' },
            route: 'oral',
            days: [1, 8, 15, 22],
          },
        ],
      },
      {
        id: 'cycles-7-on',
        name: 'Cycle 7 onwards (daratumumab every 4 weeks)',
        cycleLengthDays: 28,
        cycles: { type: 'until-progression' },
        components: [
          {
            drugId: 'daratumumab',
            dose: { basis: 'mg/kg', value: 16 },
            route: 'iv',
            days: [1],
            doseLevelApplies: false,
          },
          {
            drugId: 'lenalidomide',
            dose: { basis: 'flat', value: 25, unit: 'mg' },
            route: 'oral',
            days: days(1, 21),
          },
          {
            drugId: 'dexamethasone',
            dose: { basis: 'flat', value: 40, unit: 'mg' },
            route: 'oral',
            days: [1, 8, 15, 22],
          },
        ],
      },
    ],
    emetogenicRisk: 'low',
    premedication: [
      {
        text: 'Before each daratumumab infusion: corticosteroid (the weekly dexamethasone dose), antipyretic and antihistamine; consider a post-infusion oral corticosteroid (label).',
      },
      {
        text: 'Type and screen before the first daratumumab dose: it interferes with the indirect antiglobulin test.',
      },
    ],
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: myelomaMonitoring,
    doseModifications: [
      ...lenalidomideCounts,
      {
        drugIds: ['daratumumab'],
        action: 'hold-until-recovery',
        text: 'No daratumumab dose reduction; delay a dose for haematological toxicity and manage infusion reactions by interrupting the infusion (label).',
        source: label(DARZALEX, '2 Dosage and Administration'),
      },
    ],
    sources: [
      trial(
        'Facon T et al. Daratumumab plus lenalidomide and dexamethasone for untreated myeloma (MAIA). N Engl J Med 2019',
        '31141632',
        2019,
      ),
      label(DARZALEX, '2 Dosage and Administration'),
      label(REVLIMID, '2 Dosage and Administration'),
    ],
  },
  {
    id: 'd-vrd',
    name: 'Daratumumab (SC) + VRd, then D-R maintenance',
    aliases: ['D-VRd', 'PERSEUS'],
    cancers: ['multiple-myeloma'],
    intent: ['palliative'],
    setting: ['induction', 'consolidation', 'maintenance'],
    population:
      'Newly diagnosed, transplant-eligible myeloma (autologous transplant after induction)',
    phases: [
      {
        id: 'induction-1-2',
        name: 'Induction cycles 1–2 (weekly daratumumab)',
        cycleLengthDays: 28,
        cycles: { type: 'fixed', count: 2 },
        components: [
          {
            drugId: 'daratumumab',
            formulation: 'subcutaneous, with hyaluronidase',
            dose: { basis: 'flat', value: 1800, unit: 'mg' },
            route: 'sc',
            days: [1, 8, 15, 22],
            doseLevelApplies: false,
          },
          {
            drugId: 'bortezomib',
            dose: { basis: 'mg/m2', value: 1.3 },
            route: 'sc',
            days: [1, 4, 8, 11],
          },
          {
            drugId: 'lenalidomide',
            dose: { basis: 'flat', value: 25, unit: 'mg' },
            route: 'oral',
            days: days(1, 21),
          },
          {
            drugId: 'dexamethasone',
            dose: { basis: 'flat', value: 40, unit: 'mg' },
            route: 'oral',
            days: [1, 2, 3, 4, 9, 10, 11, 12],
          },
        ],
      },
      {
        id: 'induction-consolidation-3-6',
        name: 'Induction cycles 3–4 and post-transplant consolidation cycles 5–6',
        cycleLengthDays: 28,
        cycles: { type: 'fixed', count: 4 },
        components: [
          {
            drugId: 'daratumumab',
            formulation: 'subcutaneous, with hyaluronidase',
            dose: { basis: 'flat', value: 1800, unit: 'mg' },
            route: 'sc',
            days: [1, 15],
            doseLevelApplies: false,
          },
          {
            drugId: 'bortezomib',
            dose: { basis: 'mg/m2', value: 1.3 },
            route: 'sc',
            days: [1, 4, 8, 11],
          },
          {
            drugId: 'lenalidomide',
            dose: { basis: 'flat', value: 25, unit: 'mg' },
            route: 'oral',
            days: days(1, 21),
          },
          {
            drugId: 'dexamethasone',
            dose: { basis: 'flat', value: 40, unit: 'mg' },
            route: 'oral',
            days: [1, 2, 3, 4, 9, 10, 11, 12],
          },
        ],
        notes: ['Autologous stem-cell transplant follows cycle 4.'],
      },
      {
        id: 'maintenance',
        name: 'D-R maintenance',
        cycleLengthDays: 28,
        cycles: { type: 'until-progression' },
        components: [
          {
            drugId: 'daratumumab',
            formulation: 'subcutaneous, with hyaluronidase',
            dose: { basis: 'flat', value: 1800, unit: 'mg' },
            route: 'sc',
            days: [1],
            doseLevelApplies: false,
          },
          {
            drugId: 'lenalidomide',
            dose: { basis: 'flat', value: 10, unit: 'mg' },
            route: 'oral',
            days: days(1, 28),
            notes: ['Increase to 15 mg after 3 cycles if tolerated.'],
          },
        ],
      },
    ],
    emetogenicRisk: 'low',
    premedication: [
      {
        text: 'Before each daratumumab dose: corticosteroid, antipyretic and antihistamine (label).',
      },
      { drugId: 'acyclovir', text: 'Antiviral prophylaxis against herpes zoster.' },
    ],
    growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
    monitoring: myelomaMonitoring,
    doseModifications: [...lenalidomideCounts, bortezomibNeuropathy],
    sources: [
      trial(
        'Sonneveld P et al. Daratumumab, bortezomib, lenalidomide, and dexamethasone for multiple myeloma (PERSEUS). N Engl J Med 2024',
        '38084760',
        2024,
      ),
      label(DARZALEX_FASPRO, '2 Dosage and Administration'),
    ],
  },
];
