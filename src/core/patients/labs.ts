/**
 * The laboratory tests the product reads, with their LOINC codes, the units in use and how they
 * convert, adult reference intervals and critical thresholds.
 *
 * - Reference intervals: ABIM Laboratory Test Reference Ranges (January 2024) where ABIM lists the
 *   test; each entry names its own source otherwise. A local laboratory's range, when sent with the
 *   value, is shown beside it; flags are derived from these intervals only when the value arrives
 *   without `isAbnormal`/`criticalFlag`.
 * - Critical thresholds: the NCI CTCAE v5.0 (2017) grade 3 boundary for the matching adverse event
 *   unless the entry says otherwise. A threshold the sources do not define is left out: no critical
 *   flag is derived for that test, which is different from "not critical".
 * - A value whose unit is not listed for its test is kept as sent and marked "cannot assess": it is
 *   never converted by guesswork nor compared.
 */

export type LabName =
  | 'creatinine'
  | 'egfr'
  | 'anc'
  | 'wbc'
  | 'platelets'
  | 'hemoglobin'
  | 'bilirubin'
  | 'alt'
  | 'ast'
  | 'alkaline-phosphatase'
  | 'albumin'
  | 'potassium'
  | 'magnesium'
  | 'calcium'
  | 'sodium'
  | 'phosphate'
  | 'glucose'
  | 'ldh'
  | 'qtc'
  | 'lvef'
  | 'inr'
  | 'uric-acid'
  | 'urea-nitrogen'
  | 'chloride'
  | 'bicarbonate'
  | 'total-protein'
  | 'direct-bilirubin'
  | 'ggt'
  | 'lipase'
  | 'amylase'
  | 'cholesterol'
  | 'hdl-cholesterol'
  | 'ldl-cholesterol'
  | 'triglycerides'
  | 'hba1c'
  | 'hematocrit'
  | 'rbc'
  | 'mcv'
  | 'mch'
  | 'mchc'
  | 'rdw'
  | 'lymphocytes'
  | 'monocytes'
  | 'eosinophils'
  | 'basophils'
  | 'psa'
  | 'cea'
  | 'iron'
  | 'tibc'
  | 'ferritin'
  | 'tsh'
  | 'crp'
  | 'lactate'
  | 'prothrombin-time'
  | 'aptt'
  | 'vitamin-b12'
  | 'ca-19-9'
  | 'ca-125'
  | 'afp'
  | 'beta-2-microglobulin'
  | 'fibrinogen'
  | 'd-dimer-feu'
  | 'd-dimer-ddu'
  | 'procalcitonin'
  | 'nt-probnp'
  | 'troponin-t'
  | 'troponin-i';

export interface LabDefinition {
  name: LabName;
  label: string;
  /** LOINC code of the usual serum/plasma/blood test. */
  loinc: string;
  /** Other LOINC codes that report the same quantity (another method or specimen). */
  alsoLoinc?: readonly string[];
  /** The unit values are stored and compared in. */
  unit: string;
  /** Accepted units (lower-cased, spaces removed) and the factor that converts them to `unit`. */
  units: Readonly<Record<string, number>>;
  /** Adult reference interval in `unit`; a bound that does not exist is left out. */
  reference: {
    low?: number;
    high?: number;
    female?: { low?: number; high?: number };
    male?: { low?: number; high?: number };
  };
  /** Values at or beyond these, in `unit`, are critical. */
  critical?: { below?: number; above?: number };
  source: string;
}

const ABIM = 'ABIM Laboratory Test Reference Ranges, January 2024';
/** ABIM's own page on its reference ranges (abim.org, "Reference Ranges", read 2026-11). */
const ABIM_PAGE = 'ABIM certification exam reference-ranges page (abim.org), read 2026-11';
/** The consumer edition's "Blood Tests" table of reference ranges (msdmanuals.com), read 2026-11. */
const MSD = 'MSD Manual Consumer Version, "Blood Tests" table of reference ranges, read 2026-11';
/** Said where a reference interval is left out because no source read here confirmed one. */
const NO_RANGE =
  'reference interval not confirmed from a source read here: left out, so no flag is derived';
const CTCAE = 'NCI CTCAE v5.0 (2017), grade 3 boundary';

/**
 * 10^9/L, the same as 10^3/µL and "K/µL" (and "G/L", giga per litre, as French laboratories write
 * it); cells/µL and /mm3 are 1000 times smaller.
 */
const COUNT_UNITS = {
  '10^9/l': 1,
  '10*9/l': 1,
  'x10^9/l': 1,
  'g/l': 1,
  '10^3/ul': 1,
  '10*3/ul': 1,
  'x10^3/ul': 1,
  'k/ul': 1,
  'cells/ul': 0.001,
  '/ul': 0.001,
  '/mm3': 0.001,
  'cells/mm3': 0.001,
} as const;

export const LABS: readonly LabDefinition[] = [
  {
    name: 'creatinine',
    label: 'Creatinine',
    loinc: '2160-0',
    alsoLoinc: ['38483-4'],
    unit: 'mg/dL',
    // Molar mass of creatinine 113.12 g/mol: 1 mg/dL = 88.42 µmol/L.
    units: { 'mg/dl': 1, 'umol/l': 1 / 88.42, 'µmol/l': 1 / 88.42, 'μmol/l': 1 / 88.42 },
    reference: {
      female: { low: 0.5, high: 1.1 },
      male: { low: 0.7, high: 1.3 },
      low: 0.5,
      high: 1.3,
    },
    // CTCAE "creatinine increased" grade 3 starts above 3.0 × ULN (1.3 mg/dL).
    critical: { above: 3.9 },
    source: `${ABIM}; ${CTCAE}`,
  },
  {
    name: 'egfr',
    label: 'eGFR',
    loinc: '98979-8',
    alsoLoinc: ['62238-1', '33914-3'],
    unit: 'mL/min/1.73m2',
    units: { 'ml/min/1.73m2': 1, 'ml/min/{1.73_m2}': 1, 'ml/min/1.73m^2': 1, 'ml/min': 1 },
    reference: { low: 60 },
    // KDIGO 2012 category G5 (kidney failure) is below 15.
    critical: { below: 15 },
    source: 'KDIGO 2012 CKD guideline, GFR categories (Kidney Int Suppl 2013;3:1)',
  },
  {
    name: 'anc',
    label: 'Absolute neutrophil count',
    loinc: '751-8',
    alsoLoinc: ['26499-4', '753-4'],
    unit: '10^9/L',
    units: COUNT_UNITS,
    // CTCAE "neutrophil count decreased" grade 1 starts below the LLN, taken as 1.5 × 10^9/L.
    reference: { low: 1.5, high: 8.0 },
    // Grade 3 starts below 1.0 × 10^9/L.
    critical: { below: 1.0 },
    source: `${CTCAE} (neutrophil count decreased)`,
  },
  {
    name: 'wbc',
    label: 'White cell count',
    loinc: '6690-2',
    alsoLoinc: ['26464-8'],
    unit: '10^9/L',
    units: COUNT_UNITS,
    reference: { low: 4.0, high: 11.0 },
    critical: { below: 2.0 },
    source: `${ABIM}; ${CTCAE} (white blood cell decreased)`,
  },
  {
    name: 'platelets',
    label: 'Platelets',
    loinc: '777-3',
    alsoLoinc: ['26515-7'],
    unit: '10^9/L',
    units: COUNT_UNITS,
    reference: { low: 150, high: 450 },
    critical: { below: 50 },
    source: `${ABIM}; ${CTCAE} (platelet count decreased)`,
  },
  {
    name: 'hemoglobin',
    label: 'Haemoglobin',
    loinc: '718-7',
    alsoLoinc: ['20509-6'],
    unit: 'g/dL',
    // 1 g/dL = 0.6206 mmol/L (monomer, molar mass 16.1 kg/mol).
    units: { 'g/dl': 1, 'g/l': 0.1, 'mmol/l': 1 / 0.6206 },
    reference: {
      female: { low: 12.0, high: 16.0 },
      male: { low: 14.0, high: 18.0 },
      low: 12.0,
      high: 18.0,
    },
    critical: { below: 8.0 },
    source: `${ABIM}; ${CTCAE} (anemia)`,
  },
  {
    name: 'bilirubin',
    label: 'Total bilirubin',
    loinc: '1975-2',
    alsoLoinc: ['42719-5'],
    unit: 'mg/dL',
    // Molar mass 584.7 g/mol: 1 mg/dL = 17.1 µmol/L.
    units: { 'mg/dl': 1, 'umol/l': 1 / 17.1, 'µmol/l': 1 / 17.1, 'μmol/l': 1 / 17.1 },
    reference: { low: 0.3, high: 1.0 },
    // Grade 3 starts above 3.0 × ULN.
    critical: { above: 3.0 },
    source: `${ABIM}; ${CTCAE} (blood bilirubin increased)`,
  },
  {
    name: 'alt',
    label: 'ALT',
    loinc: '1742-6',
    alsoLoinc: ['1743-4', '1744-2'],
    unit: 'U/L',
    units: { 'u/l': 1, 'iu/l': 1, 'ukat/l': 60, 'µkat/l': 60, 'μkat/l': 60 },
    reference: { low: 10, high: 40 },
    // Grade 3 starts above 5.0 × ULN.
    critical: { above: 200 },
    source: `${ABIM}; ${CTCAE} (alanine aminotransferase increased)`,
  },
  {
    name: 'ast',
    label: 'AST',
    loinc: '1920-8',
    alsoLoinc: ['30239-8'],
    unit: 'U/L',
    units: { 'u/l': 1, 'iu/l': 1, 'ukat/l': 60, 'µkat/l': 60, 'μkat/l': 60 },
    reference: { low: 10, high: 40 },
    critical: { above: 200 },
    source: `${ABIM}; ${CTCAE} (aspartate aminotransferase increased)`,
  },
  {
    name: 'alkaline-phosphatase',
    label: 'Alkaline phosphatase',
    loinc: '6768-6',
    unit: 'U/L',
    units: { 'u/l': 1, 'iu/l': 1, 'ukat/l': 60, 'µkat/l': 60, 'μkat/l': 60 },
    reference: { low: 30, high: 120 },
    // Grade 3 starts above 5.0 × ULN.
    critical: { above: 600 },
    source: `${ABIM}; ${CTCAE} (alkaline phosphatase increased)`,
  },
  {
    name: 'albumin',
    label: 'Albumin',
    loinc: '1751-7',
    alsoLoinc: ['61151-7'],
    unit: 'g/dL',
    units: { 'g/dl': 1, 'g/l': 0.1 },
    reference: { low: 3.5, high: 5.5 },
    critical: { below: 2.0 },
    source: `${ABIM}; ${CTCAE} (hypoalbuminemia)`,
  },
  {
    name: 'potassium',
    label: 'Potassium',
    loinc: '2823-3',
    alsoLoinc: ['6298-4'],
    unit: 'mmol/L',
    units: { 'mmol/l': 1, 'meq/l': 1 },
    reference: { low: 3.5, high: 5.0 },
    critical: { below: 3.0, above: 6.0 },
    source: `${ABIM}; ${CTCAE} (hypokalemia, hyperkalemia)`,
  },
  {
    name: 'magnesium',
    label: 'Magnesium',
    loinc: '19123-9',
    alsoLoinc: ['2601-3'],
    unit: 'mg/dL',
    // Molar mass 24.305 g/mol: 1 mmol/L = 2.431 mg/dL; 1 mEq/L = 1.215 mg/dL.
    units: { 'mg/dl': 1, 'mmol/l': 2.431, 'meq/l': 1.215 },
    reference: { low: 1.6, high: 2.6 },
    critical: { below: 0.9, above: 3.0 },
    source: `${ABIM}; ${CTCAE} (hypomagnesemia, hypermagnesemia)`,
  },
  {
    name: 'calcium',
    label: 'Calcium',
    loinc: '17861-6',
    alsoLoinc: ['2000-8'],
    unit: 'mg/dL',
    // Molar mass 40.08 g/mol: 1 mmol/L = 4.008 mg/dL.
    units: { 'mg/dl': 1, 'mmol/l': 4.008, 'meq/l': 2.004 },
    reference: { low: 8.6, high: 10.2 },
    critical: { below: 7.0, above: 12.5 },
    source: `${ABIM}; ${CTCAE} (hypocalcemia, hypercalcemia)`,
  },
  {
    name: 'sodium',
    label: 'Sodium',
    loinc: '2951-2',
    alsoLoinc: ['2947-0'],
    unit: 'mmol/L',
    units: { 'mmol/l': 1, 'meq/l': 1 },
    reference: { low: 136, high: 145 },
    critical: { below: 130, above: 155 },
    source: `${ABIM}; ${CTCAE} (hyponatremia, hypernatremia)`,
  },
  {
    name: 'phosphate',
    label: 'Phosphate',
    loinc: '2777-1',
    unit: 'mg/dL',
    // Molar mass of phosphorus 30.97 g/mol: 1 mmol/L = 3.097 mg/dL.
    units: { 'mg/dl': 1, 'mmol/l': 3.097 },
    reference: { low: 3.0, high: 4.5 },
    source: ABIM,
  },
  {
    name: 'glucose',
    label: 'Glucose',
    loinc: '2345-7',
    alsoLoinc: ['2339-0'],
    unit: 'mg/dL',
    // Molar mass 180.16 g/mol: 1 mmol/L = 18.016 mg/dL.
    units: { 'mg/dl': 1, 'mmol/l': 18.016 },
    reference: { low: 70, high: 99 },
    source: `${ABIM} (fasting)`,
  },
  {
    name: 'ldh',
    label: 'Lactate dehydrogenase',
    loinc: '2532-0',
    alsoLoinc: ['14804-9'],
    unit: 'U/L',
    units: { 'u/l': 1, 'iu/l': 1 },
    reference: { low: 80, high: 225 },
    source: ABIM,
  },
  {
    name: 'qtc',
    label: 'QTc',
    loinc: '8636-3',
    alsoLoinc: ['8634-8'],
    unit: 'ms',
    units: { ms: 1, msec: 1, s: 1000 },
    // CTCAE "electrocardiogram QT corrected interval prolonged" grade 1 starts at 450 ms;
    // grade 3 is an average QTc of 501 ms or more.
    reference: { high: 450 },
    critical: { above: 500 },
    source: `${CTCAE} (electrocardiogram QT corrected interval prolonged)`,
  },
  {
    name: 'lvef',
    label: 'Left ventricular ejection fraction',
    loinc: '10230-1',
    alsoLoinc: ['18043-0', '8806-2'],
    unit: '%',
    units: { '%': 1 },
    // 2022 ESC cardio-oncology guideline: LVEF below 50% defines moderate and below 40% severe
    // cancer-therapy-related cardiac dysfunction (Lyon AR et al, Eur Heart J 2022;43:4229, PMID 36017568).
    reference: { low: 50 },
    critical: { below: 40 },
    source: 'ESC 2022 cardio-oncology guideline (Lyon AR et al, PMID 36017568)',
  },
  {
    name: 'inr',
    label: 'INR',
    loinc: '6301-6',
    alsoLoinc: ['34714-6'],
    unit: 'INR',
    units: { inr: 1, '{inr}': 1, '1': 1, ratio: 1, '': 1 },
    reference: { low: 0.8, high: 1.1 },
    // ACCP 2012: INR above 4.5 is the band in which vitamin K and dose holding are considered
    // (Holbrook A et al, Chest 2012;141:e152S, PMID 22315259).
    critical: { above: 4.5 },
    source: `${ABIM}; ACCP 2012 (Holbrook A et al, PMID 22315259)`,
  },
  {
    name: 'uric-acid',
    label: 'Uric acid',
    loinc: '3084-1',
    unit: 'mg/dL',
    // Molar mass 168.1 g/mol: 1 mg/dL = 59.48 µmol/L.
    units: { 'mg/dl': 1, 'umol/l': 1 / 59.48, 'µmol/l': 1 / 59.48, 'μmol/l': 1 / 59.48 },
    reference: { low: 2.5, high: 7.0 },
    source: ABIM,
  },
  // --- Issue 20: the common laboratory codes EHRs send (codes from LOINC's common lab results;
  // units and molar conversions are chemistry; each reference interval names its source, and a
  // test without a confirmed interval carries none: its values are kept, read and trended, but
  // never flagged by the product).
  {
    name: 'urea-nitrogen',
    label: 'Urea nitrogen (BUN)',
    loinc: '3094-0',
    unit: 'mg/dL',
    // Urea 60.06 g/mol carries two nitrogens (28.01 g/mol): 1 mmol/L urea = 2.801 mg/dL urea nitrogen.
    units: { 'mg/dl': 1, 'mmol/l': 2.801 },
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'chloride',
    label: 'Chloride',
    loinc: '2075-0',
    alsoLoinc: ['2069-3'],
    unit: 'mmol/L',
    units: { 'mmol/l': 1, 'meq/l': 1 },
    reference: { low: 98, high: 106 },
    source: MSD,
  },
  {
    name: 'bicarbonate',
    label: 'Bicarbonate (total CO2)',
    loinc: '1963-8',
    alsoLoinc: ['2028-9'],
    unit: 'mmol/L',
    units: { 'mmol/l': 1, 'meq/l': 1 },
    // The consumer table read gives 18–23 mEq/L, below the usual adult interval of other tables:
    // sources disagree, so none is kept.
    reference: {},
    source: `${NO_RANGE} (sources disagree)`,
  },
  {
    name: 'total-protein',
    label: 'Total protein',
    loinc: '2885-2',
    unit: 'g/dL',
    units: { 'g/dl': 1, 'g/l': 0.1 },
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'direct-bilirubin',
    label: 'Direct bilirubin',
    loinc: '1968-7',
    unit: 'mg/dL',
    units: { 'mg/dl': 1, 'umol/l': 1 / 17.1, 'µmol/l': 1 / 17.1, 'μmol/l': 1 / 17.1 },
    reference: { high: 0.4 },
    source: MSD,
  },
  {
    name: 'ggt',
    label: 'Gamma-glutamyltransferase',
    loinc: '2324-2',
    unit: 'U/L',
    units: { 'u/l': 1, 'iu/l': 1, 'ukat/l': 60, 'µkat/l': 60, 'μkat/l': 60 },
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'lipase',
    label: 'Lipase',
    loinc: '3040-3',
    unit: 'U/L',
    units: { 'u/l': 1, 'iu/l': 1 },
    reference: { low: 10, high: 150 },
    source: MSD,
  },
  {
    name: 'amylase',
    label: 'Amylase',
    loinc: '1798-8',
    unit: 'U/L',
    units: { 'u/l': 1, 'iu/l': 1 },
    reference: { low: 53, high: 123 },
    source: MSD,
  },
  {
    name: 'cholesterol',
    label: 'Total cholesterol',
    loinc: '2093-3',
    unit: 'mg/dL',
    // Cholesterol 386.65 g/mol: 1 mmol/L = 38.67 mg/dL.
    units: { 'mg/dl': 1, 'mmol/l': 38.67 },
    // ABIM: lipid ranges are not patient targets; desirable levels are not reference intervals.
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'hdl-cholesterol',
    label: 'HDL cholesterol',
    loinc: '2085-9',
    unit: 'mg/dL',
    units: { 'mg/dl': 1, 'mmol/l': 38.67 },
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'ldl-cholesterol',
    label: 'LDL cholesterol',
    loinc: '13457-7',
    unit: 'mg/dL',
    units: { 'mg/dl': 1, 'mmol/l': 38.67 },
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'triglycerides',
    label: 'Triglycerides',
    loinc: '2571-8',
    unit: 'mg/dL',
    // Triolein 885.4 g/mol: 1 mmol/L = 88.57 mg/dL.
    units: { 'mg/dl': 1, 'mmol/l': 88.57 },
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'hba1c',
    label: 'Haemoglobin A1c',
    loinc: '4548-4',
    alsoLoinc: ['17856-6'],
    unit: '%',
    // IFCC mmol/mol converts to NGSP % by an affine equation, not a factor: not accepted here.
    units: { '%': 1 },
    // ADA: an A1C below 5.7% is normal (5.7–6.4% prediabetes, 6.5% or more diabetes).
    reference: { high: 5.6 },
    source: 'American Diabetes Association, Standards of Care in Diabetes, section 2 (diagnosis)',
  },
  {
    name: 'hematocrit',
    label: 'Haematocrit',
    loinc: '4544-3',
    alsoLoinc: ['20570-8'],
    unit: '%',
    units: { '%': 1, 'l/l': 100 },
    reference: { female: { low: 37, high: 47 }, male: { low: 42, high: 50 }, low: 37, high: 50 },
    source: ABIM_PAGE,
  },
  {
    name: 'rbc',
    label: 'Red cell count',
    loinc: '789-8',
    unit: '10^12/L',
    units: {
      '10^12/l': 1,
      '10*12/l': 1,
      'x10^12/l': 1,
      '10^6/ul': 1,
      '10*6/ul': 1,
      'm/ul': 1,
    },
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'mcv',
    label: 'Mean corpuscular volume',
    loinc: '787-2',
    alsoLoinc: ['30428-7'],
    unit: 'fL',
    units: { fl: 1, um3: 1, µm3: 1 },
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'mch',
    label: 'Mean corpuscular haemoglobin',
    loinc: '785-6',
    unit: 'pg',
    units: { pg: 1 },
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'mchc',
    label: 'Mean corpuscular haemoglobin concentration',
    loinc: '786-4',
    unit: 'g/dL',
    units: { 'g/dl': 1, 'g/l': 0.1 },
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'rdw',
    label: 'Red cell distribution width',
    loinc: '788-0',
    unit: '%',
    units: { '%': 1 },
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'lymphocytes',
    label: 'Lymphocyte count',
    loinc: '731-0',
    unit: '10^9/L',
    units: COUNT_UNITS,
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'monocytes',
    label: 'Monocyte count',
    loinc: '742-7',
    unit: '10^9/L',
    units: COUNT_UNITS,
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'eosinophils',
    label: 'Eosinophil count',
    loinc: '711-2',
    unit: '10^9/L',
    units: COUNT_UNITS,
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'basophils',
    label: 'Basophil count',
    loinc: '704-7',
    unit: '10^9/L',
    units: COUNT_UNITS,
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'psa',
    label: 'Prostate-specific antigen',
    loinc: '2857-1',
    unit: 'ng/mL',
    units: { 'ng/ml': 1, 'ug/l': 1, 'µg/l': 1 },
    // ABIM, after the NCI: there is no specific normal or abnormal PSA level.
    reference: {},
    source: `${ABIM_PAGE}: no specific normal or abnormal level, so no interval`,
  },
  {
    name: 'cea',
    label: 'Carcinoembryonic antigen',
    loinc: '2039-6',
    unit: 'ng/mL',
    units: { 'ng/ml': 1, 'ug/l': 1, 'µg/l': 1 },
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'iron',
    label: 'Iron',
    loinc: '2498-4',
    unit: 'ug/dL',
    // Iron 55.845 g/mol: 1 µmol/L = 5.585 µg/dL.
    units: { 'ug/dl': 1, 'µg/dl': 1, 'mcg/dl': 1, 'umol/l': 5.585, 'µmol/l': 5.585 },
    reference: { low: 60, high: 160 },
    source: MSD,
  },
  {
    name: 'tibc',
    label: 'Iron-binding capacity',
    loinc: '2500-7',
    unit: 'ug/dL',
    units: { 'ug/dl': 1, 'µg/dl': 1, 'mcg/dl': 1, 'umol/l': 5.585, 'µmol/l': 5.585 },
    reference: { low: 250, high: 460 },
    source: MSD,
  },
  {
    name: 'ferritin',
    label: 'Ferritin',
    loinc: '2276-4',
    unit: 'ng/mL',
    units: { 'ng/ml': 1, 'ug/l': 1, 'µg/l': 1 },
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'tsh',
    label: 'Thyrotropin (TSH)',
    loinc: '3016-3',
    unit: 'mIU/L',
    units: { 'miu/l': 1, 'uiu/ml': 1, 'µiu/ml': 1, 'm[iu]/l': 1, 'u[iu]/ml': 1 },
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'crp',
    label: 'C-reactive protein',
    loinc: '1988-5',
    unit: 'mg/L',
    units: { 'mg/l': 1, 'mg/dl': 10 },
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'lactate',
    label: 'Lactate',
    loinc: '2524-7',
    unit: 'mmol/L',
    // Lactic acid 90.08 g/mol: 1 mg/dL = 0.111 mmol/L.
    units: { 'mmol/l': 1, 'mg/dl': 0.111 },
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'prothrombin-time',
    label: 'Prothrombin time',
    loinc: '5902-2',
    unit: 's',
    units: { s: 1, sec: 1 },
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'aptt',
    label: 'Activated partial thromboplastin time',
    loinc: '14979-9',
    unit: 's',
    units: { s: 1, sec: 1 },
    reference: {},
    source: NO_RANGE,
  },
  {
    name: 'vitamin-b12',
    label: 'Vitamin B12',
    loinc: '2132-9',
    unit: 'pg/mL',
    // Cobalamin 1355.4 g/mol: 1 pmol/L = 1.355 pg/mL.
    units: { 'pg/ml': 1, 'ng/l': 1, 'pmol/l': 1.355 },
    reference: {},
    source: NO_RANGE,
  },
  // Issue 20, second batch. Each code with its LOINC long name and property as read in public
  // LOINC tables and FHIR ConceptMaps (code corpus, 2026-11); only unit-for-unit factors (no molar
  // conversions), and no reference interval: none was read from a citable source.
  {
    // 24108-3 Cancer Ag 19-9 [Units/volume] in Serum or Plasma.
    name: 'ca-19-9',
    label: 'CA 19-9',
    loinc: '24108-3',
    unit: 'U/mL',
    units: { 'u/ml': 1, 'ku/l': 1 },
    reference: {},
    source: NO_RANGE,
  },
  {
    // 10334-1 Cancer Ag 125 [Units/volume] in Serum or Plasma.
    name: 'ca-125',
    label: 'CA 125',
    loinc: '10334-1',
    unit: 'U/mL',
    units: { 'u/ml': 1, 'ku/l': 1 },
    reference: {},
    source: NO_RANGE,
  },
  {
    // 1834-1 Alpha-1-Fetoprotein [Mass/volume] in Serum or Plasma. Mass only: IU/mL is not
    // converted (its factor depends on the calibrator).
    name: 'afp',
    label: 'Alpha-fetoprotein',
    loinc: '1834-1',
    unit: 'ng/mL',
    units: { 'ng/ml': 1, 'ug/l': 1, 'µg/l': 1 },
    reference: {},
    source: NO_RANGE,
  },
  {
    // 1952-1 Beta-2-Microglobulin [Mass/volume] in Serum or Plasma.
    name: 'beta-2-microglobulin',
    label: 'Beta-2 microglobulin',
    loinc: '1952-1',
    unit: 'mg/L',
    units: { 'mg/l': 1, 'ug/ml': 1, 'µg/ml': 1, 'mg/dl': 10 },
    reference: {},
    source: NO_RANGE,
  },
  {
    // 3255-7 Fibrinogen [Mass/volume] in Platelet poor plasma by Coagulation assay.
    name: 'fibrinogen',
    label: 'Fibrinogen',
    loinc: '3255-7',
    unit: 'mg/dL',
    units: { 'mg/dl': 1, 'g/l': 100 },
    reference: {},
    source: NO_RANGE,
  },
  {
    // 48065-7 D-dimer FEU [Mass/volume] in Platelet poor plasma. Fibrinogen-equivalent units are
    // about twice D-dimer units, so FEU and DDU are two tests, never converted into each other.
    name: 'd-dimer-feu',
    label: 'D-dimer (FEU)',
    loinc: '48065-7',
    unit: 'ng/mL',
    units: { 'ng/ml': 1, 'ug/l': 1, 'µg/l': 1, 'ug/ml': 1000, 'µg/ml': 1000, 'mg/l': 1000 },
    reference: {},
    source: NO_RANGE,
  },
  {
    // 48066-5 D-dimer DDU [Mass/volume] in Platelet poor plasma.
    name: 'd-dimer-ddu',
    label: 'D-dimer (DDU)',
    loinc: '48066-5',
    unit: 'ng/mL',
    units: { 'ng/ml': 1, 'ug/l': 1, 'µg/l': 1, 'ug/ml': 1000, 'µg/ml': 1000, 'mg/l': 1000 },
    reference: {},
    source: NO_RANGE,
  },
  {
    // 33959-8 Procalcitonin [Mass/volume] in Serum or Plasma (property MCnc).
    name: 'procalcitonin',
    label: 'Procalcitonin',
    loinc: '33959-8',
    unit: 'ng/mL',
    units: { 'ng/ml': 1, 'ug/l': 1, 'µg/l': 1 },
    reference: {},
    source: NO_RANGE,
  },
  {
    // 33762-6 Natriuretic peptide.B prohormone N-Terminal [Mass/volume] in Serum or Plasma.
    name: 'nt-probnp',
    label: 'NT-proBNP',
    loinc: '33762-6',
    unit: 'pg/mL',
    units: { 'pg/ml': 1, 'ng/l': 1 },
    reference: {},
    source: NO_RANGE,
  },
  {
    // 6598-7 Troponin T.cardiac [Mass/volume] in Serum or Plasma. The high-sensitivity codes are
    // left out: their names differ between the tables read.
    name: 'troponin-t',
    label: 'Troponin T (cardiac)',
    loinc: '6598-7',
    unit: 'ng/L',
    units: { 'ng/l': 1, 'pg/ml': 1, 'ng/ml': 1000, 'ug/l': 1000, 'µg/l': 1000 },
    reference: {},
    source: NO_RANGE,
  },
  {
    // 10839-9 Troponin I.cardiac [Mass/volume] in Serum or Plasma.
    name: 'troponin-i',
    label: 'Troponin I (cardiac)',
    loinc: '10839-9',
    unit: 'ng/L',
    units: { 'ng/l': 1, 'pg/ml': 1, 'ng/ml': 1000, 'ug/l': 1000, 'µg/l': 1000 },
    reference: {},
    source: NO_RANGE,
  },
];

const BY_NAME = new Map(LABS.map((l) => [l.name, l]));
const BY_LOINC = new Map(
  LABS.flatMap((l) => [l.loinc, ...(l.alsoLoinc ?? [])].map((c) => [c, l] as const)),
);
/** Lower-case aliases a user or an EHR may send for a lab name. */
const ALIASES: Record<string, LabName> = {
  scr: 'creatinine',
  'serum creatinine': 'creatinine',
  gfr: 'egfr',
  neutrophils: 'anc',
  'absolute neutrophil count': 'anc',
  'white cell count': 'wbc',
  'white blood cells': 'wbc',
  plt: 'platelets',
  'platelet count': 'platelets',
  hgb: 'hemoglobin',
  hb: 'hemoglobin',
  haemoglobin: 'hemoglobin',
  'total bilirubin': 'bilirubin',
  tbil: 'bilirubin',
  alp: 'alkaline-phosphatase',
  'alkaline phosphatase': 'alkaline-phosphatase',
  k: 'potassium',
  mg: 'magnesium',
  ca: 'calcium',
  na: 'sodium',
  phosphorus: 'phosphate',
  'qtc interval': 'qtc',
  'ejection fraction': 'lvef',
  'uric acid': 'uric-acid',
  urate: 'uric-acid',
  bun: 'urea-nitrogen',
  'urea nitrogen': 'urea-nitrogen',
  'blood urea nitrogen': 'urea-nitrogen',
  cl: 'chloride',
  hco3: 'bicarbonate',
  co2: 'bicarbonate',
  'total co2': 'bicarbonate',
  ggt: 'ggt',
  'hdl cholesterol': 'hdl-cholesterol',
  'ldl cholesterol': 'ldl-cholesterol',
  a1c: 'hba1c',
  'hemoglobin a1c': 'hba1c',
  hct: 'hematocrit',
  haematocrit: 'hematocrit',
  pt: 'prothrombin-time',
  ptt: 'aptt',
  'vitamin b12': 'vitamin-b12',
  'direct bilirubin': 'direct-bilirubin',
  'ca 19-9': 'ca-19-9',
  'ca19-9': 'ca-19-9',
  'ca 125': 'ca-125',
  ca125: 'ca-125',
  'alpha-fetoprotein': 'afp',
  b2m: 'beta-2-microglobulin',
  pct: 'procalcitonin',
  ntprobnp: 'nt-probnp',
};

/** The lab a `labType` names: a product lab name (any case), a known alias or a LOINC code. */
export function findLab(labType: string): LabDefinition | null {
  const key = labType.trim().toLowerCase();
  return (
    BY_NAME.get(key as LabName) ?? BY_LOINC.get(key) ?? BY_NAME.get(ALIASES[key] as LabName) ?? null
  );
}

function normaliseUnit(unit: string): string {
  return unit.trim().toLowerCase().replace(/\s+/g, '').replace(/×/g, 'x').replace(/μ/g, 'µ');
}

export type LabReading =
  | {
      status: 'ok';
      lab: LabDefinition;
      /** The value in the lab's canonical unit. */
      value: number;
      unit: string;
      isAbnormal: boolean;
      criticalFlag: boolean;
    }
  | { status: 'unknown-lab'; reason: string }
  | { status: 'unknown-unit'; lab: LabDefinition; reason: string };

/**
 * Reads one lab value: converts it to the canonical unit and flags it against the reference
 * interval (sex-specific where the source gives one) and the critical thresholds. Never guesses:
 * an unknown test or unit is returned as such, to be shown as "cannot assess".
 */
export function readLab(
  labType: string,
  value: number,
  unit: string,
  sex: 'female' | 'male' | 'other' | 'unknown' = 'unknown',
): LabReading {
  const lab = findLab(labType);
  if (!lab) return { status: 'unknown-lab', reason: `"${labType}" is not a lab the product reads` };
  const raw = normaliseUnit(unit);
  const factor = lab.units[raw] ?? lab.units[raw.replace(/µ/g, 'u')];
  if (factor === undefined) {
    return {
      status: 'unknown-unit',
      lab,
      reason: `unit "${unit}" is not one of ${Object.keys(lab.units).filter(Boolean).join(', ')} for ${lab.label}`,
    };
  }
  const v = value * factor;
  const range =
    (sex === 'female' || sex === 'male' ? lab.reference[sex] : undefined) ?? lab.reference;
  const isAbnormal =
    (range.low !== undefined && v < range.low) || (range.high !== undefined && v > range.high);
  const c = lab.critical;
  const criticalFlag =
    c !== undefined &&
    ((c.below !== undefined && v < c.below) || (c.above !== undefined && v > c.above));
  return { status: 'ok', lab, value: v, unit: lab.unit, isAbnormal, criticalFlag };
}
