import { patientInputSchema, type PatientData, type PatientInput } from '../../core/patients';

/*
 * SPEC §3: "Three demo patients are seeded when nothing is stored." Each institution with no
 * patients gets them on its first visit to the patient list. They are fictional and marked three
 * ways: `isDemo`, the surname "Demo" and an MRN starting DEMO-, plus a first note saying so.
 *
 * Between them they show every kind of patient alert (issue 11), each from an ordinary oncology
 * situation; dates are relative to the day they are created so that the labs are current:
 * - Eleanor Demo, metastatic colon cancer on capecitabine: warfarin (interaction, INR rising),
 *   DPYD *1/*2A (pgx), omeprazole and pantoprazole together (duplicate). ANC 0.9 on the day
 *   cycle 3 is due is flagged critical on her lab list, and her active capecitabine treatment
 *   plan (issue 19, lib/demo-treatment-plan.ts) holds that cycle: the Xeloda label interrupts for
 *   grade 2 or worse toxicity, and 0.9 × 10^9/L is grade 3 neutropenia. CYP2C9 and VKORC1 results
 *   for the warfarin dose.
 * - Thomas Demo, metastatic lung adenocarcinoma switched from carboplatin to cisplatin after
 *   anaphylaxis (allergy: platinum cross-sensitivity), creatinine 1.8 mg/dL, about 41 mL/min by
 *   Cockcroft-Gault, on pemetrexed and cisplatin (renal), ondansetron and levofloxacin with QTc
 *   490 ms, potassium 3.2 and magnesium 1.4 (qt), ANC 1.1 on the day cycle 2 is due (lab: the
 *   Alimta label starts a cycle only with ANC at least 1500/µL). A turmeric supplement is not in
 *   the knowledge base, to show an unresolved medication.
 * - Grace Demo, metastatic breast cancer with liver metastases on doxorubicin-docetaxel:
 *   300 mg/m2 of doxorubicin with ABVD for Hodgkin lymphoma in her thirties plus 250 mg/m2 in five
 *   cycles now, so cycle 6 passes the 550 mg/m2 lifetime limit (cumulative); bilirubin 1.8 mg/dL
 *   with docetaxel and doxorubicin (hepatic).
 * Drug names are knowledge-base ids or generic names that resolve like the interaction checker.
 */

const DAY = 86_400_000;
/** The author of the demonstration patients' notes. */
export const DEMO_AUTHOR = 'OncoCDS demonstration data';
const DEMO_NOTE = 'Demonstration patient: a fictional person, not a real record.';

function dates(nowMs: number) {
  const day = (offset: number) => new Date(nowMs + offset * DAY).toISOString().slice(0, 10);
  const at = (offset: number, time: string) => `${day(offset)}T${time}:00Z`;
  const year = new Date(nowMs).getUTCFullYear();
  const born = (age: number, monthDay: string) => `${year - age - 1}-${monthDay}`;
  return { day, at, born, year };
}

function lab(labType: string, value: number, unit: string, timestamp: string) {
  return { labType, value, unit, timestamp };
}

function eleanor(nowMs: number): PatientInput {
  const { day, at, born } = dates(nowMs);
  const cycle3 = at(-1, '08:10');
  const baseline = at(-43, '08:30');
  return {
    demographics: {
      firstName: 'Eleanor',
      lastName: 'Demo',
      dateOfBirth: born(71, '11-02'),
      sex: 'female',
      mrn: 'DEMO-0001',
      heightCm: 162,
      weightKg: 58,
      // Weighed and measured at the last clinic visit (issue 19: a weight carries its date).
      heightMeasuredAt: at(-1, '08:05'),
      weightMeasuredAt: at(-1, '08:05'),
    },
    allergies: [
      {
        allergen: 'Sulfonamide antibiotics',
        allergenType: 'drug',
        reaction: 'Maculopapular rash',
        severity: 'moderate',
        dateReported: day(-3650),
        verified: true,
      },
    ],
    medications: [
      {
        drugName: 'capecitabine',
        dosage: '1000 mg/m2',
        frequency: 'twice daily days 1-14 every 21 days',
        route: 'oral',
        startDate: day(-42),
        prescribedBy: 'Demo oncologist',
      },
      {
        drugName: 'warfarin',
        dosage: '5 mg',
        frequency: 'once daily',
        route: 'oral',
        startDate: day(-2190),
        prescribedBy: 'Demo cardiologist',
      },
      {
        drugName: 'omeprazole',
        dosage: '20 mg',
        frequency: 'once daily',
        route: 'oral',
        startDate: day(-1460),
        prescribedBy: 'Demo family physician',
      },
      {
        drugName: 'pantoprazole',
        dosage: '40 mg',
        frequency: 'once daily',
        route: 'oral',
        startDate: day(-14),
        prescribedBy: 'Demo hospitalist',
      },
    ],
    conditions: [
      {
        name: 'Metastatic adenocarcinoma of the sigmoid colon',
        icd10: 'C18.7',
        dateOfDiagnosis: day(-150),
        status: 'active',
        stage: 'IVA',
      },
      { name: 'Liver metastases', icd10: 'C78.7', dateOfDiagnosis: day(-150), status: 'active' },
      {
        name: 'Atrial fibrillation',
        icd10: 'I48.91',
        dateOfDiagnosis: day(-2200),
        status: 'active',
      },
    ],
    labValues: [
      lab('anc', 3.8, '10^9/L', baseline),
      lab('platelets', 245, '10^9/L', baseline),
      lab('hemoglobin', 12.1, 'g/dL', baseline),
      lab('creatinine', 0.8, 'mg/dL', baseline),
      lab('bilirubin', 0.6, 'mg/dL', baseline),
      lab('alt', 21, 'U/L', baseline),
      lab('inr', 2.4, 'INR', baseline),
      lab('anc', 0.9, '10^9/L', cycle3),
      lab('platelets', 132, '10^9/L', cycle3),
      lab('hemoglobin', 10.9, 'g/dL', cycle3),
      lab('creatinine', 0.9, 'mg/dL', cycle3),
      lab('bilirubin', 0.7, 'mg/dL', cycle3),
      lab('alt', 26, 'U/L', cycle3),
      lab('ast', 29, 'U/L', cycle3),
      lab('albumin', 3.6, 'g/dL', cycle3),
      lab('inr', 3.8, 'INR', cycle3),
    ],
    genetics: [
      {
        gene: 'DPYD',
        diplotype: '*1/*2A',
        phenotype: 'Intermediate Metabolizer',
        testDate: day(-140),
        laboratory: 'Demo reference laboratory',
      },
      {
        gene: 'CYP2C9',
        diplotype: '*1/*3',
        testDate: day(-140),
        laboratory: 'Demo reference laboratory',
      },
      {
        gene: 'VKORC1',
        diplotype: 'G/A',
        testDate: day(-140),
        laboratory: 'Demo reference laboratory',
      },
    ],
    vitals: [
      {
        timestamp: baseline,
        bloodPressureSystolic: 128,
        bloodPressureDiastolic: 76,
        heartRate: 82,
        temperature: 36.7,
        performanceStatus: 1,
      },
      {
        timestamp: cycle3,
        bloodPressureSystolic: 118,
        bloodPressureDiastolic: 70,
        heartRate: 96,
        temperature: 37.1,
        performanceStatus: 1,
      },
    ],
    treatmentHistory: [
      { drugName: 'capecitabine', date: day(-42), dose: 1000, doseUnit: 'mg/m2', cycle: 1 },
      { drugName: 'capecitabine', date: day(-21), dose: 1000, doseUnit: 'mg/m2', cycle: 2 },
    ],
    notes: [
      { text: DEMO_NOTE, timestamp: at(-150, '09:00') },
      {
        text: 'Cycle 3 of capecitabine due today. INR has risen from 2.4 to 3.8 since capecitabine started. Pantoprazole was added on the ward while omeprazole continued.',
        timestamp: cycle3,
      },
    ],
    preferences: {},
  };
}

function thomas(nowMs: number): PatientInput {
  const { day, at, born } = dates(nowMs);
  const today = at(-1, '07:45');
  const cycle1 = at(-22, '08:00');
  return {
    demographics: {
      firstName: 'Thomas',
      lastName: 'Demo',
      dateOfBirth: born(64, '05-19'),
      sex: 'male',
      mrn: 'DEMO-0002',
      heightCm: 178,
      weightKg: 70,
      // Weighed and measured at the last clinic visit (issue 19: a weight carries its date).
      heightMeasuredAt: at(-1, '07:40'),
      weightMeasuredAt: at(-1, '07:40'),
    },
    allergies: [
      {
        allergen: 'Carboplatin',
        allergenType: 'drug',
        reaction: 'Anaphylaxis with bronchospasm and hypotension during the cycle 1 infusion',
        severity: 'severe',
        dateReported: day(-21),
        verified: true,
      },
    ],
    medications: [
      {
        drugName: 'cisplatin',
        dosage: '75 mg/m2',
        frequency: 'day 1 every 21 days',
        route: 'intravenous',
        startDate: day(0),
        prescribedBy: 'Demo oncologist',
      },
      {
        drugName: 'pemetrexed',
        dosage: '500 mg/m2',
        frequency: 'day 1 every 21 days',
        route: 'intravenous',
        startDate: day(-21),
        prescribedBy: 'Demo oncologist',
      },
      {
        drugName: 'ondansetron',
        dosage: '8 mg',
        frequency: 'twice daily days 1-3',
        route: 'oral',
        startDate: day(-21),
        prescribedBy: 'Demo oncologist',
      },
      {
        drugName: 'dexamethasone',
        dosage: '4 mg',
        frequency: 'twice daily the day before, of and after pemetrexed',
        route: 'oral',
        startDate: day(-22),
        prescribedBy: 'Demo oncologist',
      },
      {
        drugName: 'levofloxacin',
        dosage: '750 mg',
        frequency: 'once daily',
        route: 'oral',
        startDate: day(-3),
        prescribedBy: 'Demo hospitalist',
      },
      {
        drugName: 'Folic acid',
        dosage: '400 mcg',
        frequency: 'once daily',
        route: 'oral',
        startDate: day(-28),
        prescribedBy: 'Demo oncologist',
      },
      {
        drugName: 'Turmeric capsules',
        dosage: '500 mg',
        frequency: 'twice daily',
        route: 'oral',
        startDate: day(-60),
        prescribedBy: 'Self-medication',
      },
    ],
    conditions: [
      {
        name: 'Non-small cell lung cancer, adenocarcinoma of the right upper lobe',
        icd10: 'C34.11',
        dateOfDiagnosis: day(-45),
        status: 'active',
        stage: 'IVA',
      },
      { name: 'Chronic obstructive pulmonary disease', icd10: 'J44.9', status: 'active' },
      {
        name: 'Community-acquired pneumonia',
        icd10: 'J18.9',
        dateOfDiagnosis: day(-3),
        status: 'active',
      },
    ],
    labValues: [
      lab('creatinine', 1.1, 'mg/dL', cycle1),
      lab('anc', 4.2, '10^9/L', cycle1),
      lab('potassium', 4.0, 'mmol/L', cycle1),
      lab('creatinine', 1.8, 'mg/dL', today),
      lab('egfr', 40, 'mL/min/1.73m2', today),
      lab('potassium', 3.2, 'mmol/L', today),
      lab('magnesium', 1.4, 'mg/dL', today),
      lab('calcium', 8.8, 'mg/dL', today),
      lab('qtc', 490, 'ms', today),
      lab('anc', 1.1, '10^9/L', today),
      lab('platelets', 180, '10^9/L', today),
      lab('hemoglobin', 11.2, 'g/dL', today),
      lab('bilirubin', 0.6, 'mg/dL', today),
      lab('alt', 28, 'U/L', today),
      lab('albumin', 3.4, 'g/dL', today),
    ],
    // Tumour panel (issue 23): the report came back after cycle 1 of carboplatin-pemetrexed.
    genetics: [
      {
        gene: 'EGFR',
        origin: 'somatic',
        alterationType: 'indel',
        alteration: 'p.E746_A750del',
        status: 'detected',
        testDate: day(-8),
        laboratory: 'Demo molecular pathology',
      },
      {
        gene: 'ALK',
        origin: 'somatic',
        alterationType: 'fusion',
        alteration: 'ALK rearrangement',
        status: 'not-detected',
        testDate: day(-8),
        laboratory: 'Demo molecular pathology',
      },
    ],
    vitals: [
      {
        timestamp: today,
        bloodPressureSystolic: 104,
        bloodPressureDiastolic: 62,
        heartRate: 104,
        temperature: 38.1,
        performanceStatus: 2,
      },
    ],
    treatmentHistory: [
      { drugName: 'carboplatin', date: day(-22), dose: 5, doseUnit: 'AUC', cycle: 1 },
      { drugName: 'pemetrexed', date: day(-22), dose: 500, doseUnit: 'mg/m2', cycle: 1 },
    ],
    notes: [
      { text: DEMO_NOTE, timestamp: at(-45, '10:00') },
      {
        text: 'Anaphylaxis to carboplatin during cycle 1; switched to cisplatin with pemetrexed for cycle 2. Levofloxacin started three days ago for pneumonia. ECG this morning: QTc 490 ms. ANC 1.1 today. Takes turmeric capsules he bought himself.',
        timestamp: today,
      },
    ],
    preferences: {},
  };
}

function grace(nowMs: number): PatientInput {
  const { day, at, born, year } = dates(nowMs);
  const today = at(-1, '08:20');
  const age = 58;
  // ABVD in her thirties: doxorubicin 25 mg/m2 on days 1 and 15 of six 28-day cycles (300 mg/m2).
  const abvdStart = Date.UTC(year - age + 33, 2, 4);
  const abvd = Array.from({ length: 12 }, (_, i) => ({
    drugName: 'doxorubicin',
    date: new Date(abvdStart + (Math.floor(i / 2) * 28 + (i % 2) * 14) * DAY)
      .toISOString()
      .slice(0, 10),
    dose: 25,
    doseUnit: 'mg/m2' as const,
    cycle: Math.floor(i / 2) + 1,
    regimenId: 'abvd',
  }));
  // Doxorubicin 50 mg/m2 with docetaxel 75 mg/m2 every 21 days: cycles 1-5 given, cycle 6 due.
  const at21 = (cycle: number) => day(-(6 - cycle) * 21 - 1);
  const current = [1, 2, 3, 4, 5].flatMap((cycle) => [
    { drugName: 'doxorubicin', date: at21(cycle), dose: 50, doseUnit: 'mg/m2' as const, cycle },
    { drugName: 'docetaxel', date: at21(cycle), dose: 75, doseUnit: 'mg/m2' as const, cycle },
  ]);
  return {
    demographics: {
      firstName: 'Grace',
      lastName: 'Demo',
      dateOfBirth: born(age, '08-27'),
      sex: 'female',
      mrn: 'DEMO-0003',
      heightCm: 165,
      weightKg: 64,
      // Weighed and measured at the last clinic visit (issue 19: a weight carries its date).
      heightMeasuredAt: at(-2, '09:00'),
      weightMeasuredAt: at(-2, '09:00'),
    },
    allergies: [
      {
        allergen: 'Peanut',
        allergenType: 'food',
        reaction: 'Urticaria',
        severity: 'mild',
        verified: false,
      },
    ],
    medications: [
      {
        drugName: 'doxorubicin',
        dosage: '50 mg/m2',
        frequency: 'day 1 every 21 days',
        route: 'intravenous',
        startDate: at21(1),
        prescribedBy: 'Demo oncologist',
      },
      {
        drugName: 'docetaxel',
        dosage: '75 mg/m2',
        frequency: 'day 1 every 21 days',
        route: 'intravenous',
        startDate: at21(1),
        prescribedBy: 'Demo oncologist',
      },
      {
        drugName: 'dexamethasone',
        dosage: '8 mg',
        frequency: 'twice daily for 3 days from the day before docetaxel',
        route: 'oral',
        startDate: at21(1),
        prescribedBy: 'Demo oncologist',
      },
      {
        drugName: 'filgrastim',
        dosage: '5 mcg/kg',
        frequency: 'once daily days 3-10',
        route: 'subcutaneous',
        startDate: at21(1),
        prescribedBy: 'Demo oncologist',
      },
      {
        drugName: 'Amlodipine',
        dosage: '5 mg',
        frequency: 'once daily',
        route: 'oral',
        startDate: day(-1800),
        prescribedBy: 'Demo family physician',
      },
    ],
    conditions: [
      {
        name: 'Metastatic breast cancer, hormone receptor positive, HER2-negative',
        icd10: 'C50.911',
        dateOfDiagnosis: day(-130),
        status: 'active',
        stage: 'IV',
      },
      { name: 'Liver metastases', icd10: 'C78.7', dateOfDiagnosis: day(-130), status: 'active' },
      {
        name: 'Hodgkin lymphoma',
        icd10: 'C81.90',
        dateOfDiagnosis: new Date(abvdStart - 20 * DAY).toISOString().slice(0, 10),
        status: 'remission',
        stage: 'IIA',
      },
      { name: 'Hypertension', icd10: 'I10', status: 'active' },
    ],
    labValues: [
      lab('bilirubin', 0.9, 'mg/dL', at(-107, '08:00')),
      lab('lvef', 62, '%', at(-120, '11:00')),
      lab('bilirubin', 1.8, 'mg/dL', today),
      lab('alt', 96, 'U/L', today),
      lab('ast', 104, 'U/L', today),
      lab('alkaline-phosphatase', 310, 'U/L', today),
      lab('albumin', 3.2, 'g/dL', today),
      lab('anc', 2.9, '10^9/L', today),
      lab('platelets', 198, '10^9/L', today),
      lab('hemoglobin', 11.4, 'g/dL', today),
      lab('creatinine', 0.7, 'mg/dL', today),
      lab('lvef', 51, '%', at(-5, '10:30')),
    ],
    genetics: [
      {
        gene: 'CYP2D6',
        diplotype: '*1/*4',
        phenotype: 'Intermediate Metabolizer',
        testDate: day(-125),
        laboratory: 'Demo reference laboratory',
      },
    ],
    vitals: [
      {
        timestamp: today,
        bloodPressureSystolic: 136,
        bloodPressureDiastolic: 84,
        heartRate: 78,
        temperature: 36.6,
        performanceStatus: 1,
      },
    ],
    treatmentHistory: [...abvd, ...current],
    notes: [
      { text: DEMO_NOTE, timestamp: at(-130, '09:30') },
      {
        text: 'ABVD with mediastinal radiotherapy for Hodgkin lymphoma in her thirties. Cycle 6 of doxorubicin-docetaxel due; bilirubin has risen to 1.8 mg/dL with liver metastases; LVEF 62% to 51%.',
        timestamp: today,
      },
    ],
    preferences: {},
  };
}

/** The three demonstration records, validated by the same schema as the API's input. */
export function demoPatients(nowMs: number): PatientData[] {
  return [eleanor(nowMs), thomas(nowMs), grace(nowMs)].map((p) => patientInputSchema.parse(p));
}
