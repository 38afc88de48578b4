import { calculateRegimen, type DrugLookup } from '../../../core/dosing';
import { regimenSchema, type RegimenInput } from '../../../core/knowledge/regimen';
import type { CalculateBody, CalculationResult, RegimenDetail, RegimenSummary } from './api';

/**
 * mFOLFOX6 as the knowledge base records it (oxaliplatin 85 mg/m², leucovorin 400 mg/m², 5-FU
 * 400 mg/m² bolus then 1200 mg/m²/day × 2 days, every 14 days), shaped like the API's answers.
 */
const MFOLFOX6_INPUT: RegimenInput = {
  id: 'mfolfox6',
  name: 'mFOLFOX6',
  aliases: ['FOLFOX'],
  cancers: ['gastric', 'oesophageal'],
  intent: ['palliative'],
  setting: ['first-line'],
  phases: [
    {
      id: 'mfolfox6',
      name: 'mFOLFOX6',
      cycleLengthDays: 14,
      cycles: { type: 'until-progression' },
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
          administration: 'Continuous IV infusion over 46 hours',
        },
      ],
    },
  ],
  emetogenicRisk: 'moderate',
  growthFactorSupport: { level: 'not-routine', text: 'Not routinely required.' },
  monitoring: ['CBC before each cycle'],
  doseModifications: [
    {
      drugIds: ['oxaliplatin'],
      trigger: { parameter: 'anc', comparator: '<', value: 1.5, timing: 'day-1' },
      action: 'delay',
      text: 'Delay the next cycle until neutrophils recover.',
    },
  ],
  sources: [
    { kind: 'label', title: 'Eloxatin (oxaliplatin) US prescribing information', section: '2' },
  ],
};

const DRUGS: Record<string, { rxcui: string; name: string }> = {
  oxaliplatin: { rxcui: '32592', name: 'Oxaliplatin' },
  leucovorin: { rxcui: '6313', name: 'Leucovorin' },
  fluorouracil: { rxcui: '4492', name: 'Fluorouracil' },
};

const regimen = regimenSchema.parse(MFOLFOX6_INPUT);

export const MFOLFOX6_DETAIL: RegimenDetail = {
  ...regimen,
  phases: regimen.phases.map((p) => ({
    ...p,
    cycleText: '14-day cycles, until progression or unacceptable toxicity',
    components: p.components.map((c) => ({
      ...c,
      drug: { id: c.drugId, ...(DRUGS[c.drugId] ?? { rxcui: null, name: c.drugId }) },
    })),
  })),
};

export const MFOLFOX6_SUMMARY: RegimenSummary = {
  id: 'mfolfox6',
  name: 'mFOLFOX6',
  aliases: ['FOLFOX'],
  cancers: ['gastric', 'oesophageal'],
  intent: ['palliative'],
  setting: ['first-line'],
  emetogenicRisk: 'moderate',
  drugs: Object.entries(DRUGS).map(([id, d]) => ({ id, ...d })),
  components: [],
  phases: [
    {
      id: 'mfolfox6',
      name: 'mFOLFOX6',
      cycleLengthDays: 14,
      cycles: { type: 'until-progression' },
      cycleText: '14-day cycles, until progression or unacceptable toxicity',
    },
  ],
};

export const RCHOP_SUMMARY: RegimenSummary = {
  ...MFOLFOX6_SUMMARY,
  id: 'r-chop-21',
  name: 'R-CHOP-21',
  aliases: [],
  cancers: ['dlbcl'],
  intent: ['curative'],
  setting: ['first-line'],
  emetogenicRisk: 'high',
  drugs: [{ id: 'doxorubicin', rxcui: '3639', name: 'Doxorubicin' }],
};

export const PATIENT: CalculateBody = {
  heightCm: 170,
  weightKg: 70,
  ageYears: 60,
  sex: 'female',
  serumCreatinineMgDl: 1,
};

const lookup: DrugLookup = (id) => DRUGS[id];

/** The real core calculation for the reference patient, as the server would return it. */
export function calculate(body: CalculateBody = PATIENT): CalculationResult {
  const r = calculateRegimen(regimen, body, lookup);
  if (r.status !== 'ok') throw new Error('fixture patient must be valid');
  return { ...r, regimenName: regimen.name };
}
