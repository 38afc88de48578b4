import type { LabThresholdRuleInput } from '../../core/knowledge/alert-rule';
import { ACCP_VKA_2012, ESC_CARDIO_ONCOLOGY_2022, label } from './sources';

/*
 * Pre-treatment (and on-treatment) thresholds named by each drug's label. The alert fires when
 * every condition holds on the latest value within the window; a value that is missing or older
 * than the window is a "no recent value" limitation. Values are in the lab catalogue's canonical
 * units (`src/core/patients/labs.ts`): counts in 10^9/L, bilirubin in mg/dL, QTc in ms, K in
 * mmol/L, Mg in mg/dL; `x-uln` compares with the catalogue's upper limit of normal.
 *
 * Windows: omitted = the product default for the drug (7 days before a cycle of an
 * antineoplastic, 30 days otherwise; see recency.ts). A rule states its own window only when the
 * label gives a schedule (trastuzumab LVEF every 3 months).
 *
 * Where a planned regimen's record carries the same threshold as a cited dose-modification
 * trigger, the engine uses this table's rule and skips the regimen's copy.
 */

const NO_START = 'Do not give the dose';

export const labThresholdRules: readonly LabThresholdRuleInput[] = [
  // Taxanes
  {
    id: 'paclitaxel-anc',
    drugIds: ['paclitaxel'],
    conditions: [{ parameter: 'anc', comparator: '<', value: 1.5 }],
    severity: 'critical',
    title: 'Paclitaxel: neutrophils below 1.5 × 10^9/L',
    text: 'Contraindicated in solid tumours with a baseline neutrophil count below 1,500 cells/mm³; later cycles only once neutrophils exceed 1,500 cells/mm³.',
    management: `${NO_START}: wait for neutrophils of at least 1.5 × 10^9/L, and reduce later doses by 20% after severe neutropenia as the label directs.`,
    sources: [label('Paclitaxel injection', 'Contraindications; Warnings (Hematology)')],
  },
  {
    id: 'paclitaxel-platelets',
    drugIds: ['paclitaxel'],
    conditions: [{ parameter: 'platelets', comparator: '<', value: 100 }],
    severity: 'high',
    title: 'Paclitaxel: platelets below 100 × 10^9/L',
    text: 'Later cycles only once platelets exceed 100,000 cells/mm³.',
    management: `${NO_START}: repeat the count and give paclitaxel once platelets recover above 100 × 10^9/L.`,
    sources: [label('Paclitaxel injection', 'Precautions (Hematology)')],
  },
  {
    id: 'docetaxel-anc',
    drugIds: ['docetaxel'],
    conditions: [{ parameter: 'anc', comparator: '<', value: 1.5 }],
    severity: 'critical',
    title: 'Docetaxel: neutrophils below 1.5 × 10^9/L',
    text: 'Contraindicated with neutrophil counts below 1,500 cells/mm³.',
    management: `${NO_START}: wait for neutrophils of at least 1.5 × 10^9/L; reduce the dose after febrile neutropenia or prolonged severe neutropenia as the label directs.`,
    sources: [label('Taxotere (docetaxel)', '4 Contraindications; 2 Dosage and Administration')],
  },
  {
    id: 'docetaxel-bilirubin',
    drugIds: ['docetaxel'],
    conditions: [{ parameter: 'bilirubin', comparator: '>', value: 1, scale: 'x-uln' }],
    severity: 'critical',
    title: 'Docetaxel: bilirubin above the upper limit of normal',
    text: 'Boxed warning: avoid docetaxel when bilirubin is above ULN; treatment-related deaths are more frequent with abnormal liver function.',
    management: `${NO_START}: docetaxel should not be given while bilirubin is above the upper limit of normal; find the cause and consider another treatment.`,
    sources: [label('Taxotere (docetaxel)', 'Boxed Warning; 5.2 Hepatic Impairment')],
  },
  {
    id: 'docetaxel-ast-alp',
    drugIds: ['docetaxel'],
    conditions: [
      { parameter: 'ast', comparator: '>', value: 1.5, scale: 'x-uln' },
      { parameter: 'alkaline-phosphatase', comparator: '>', value: 2.5, scale: 'x-uln' },
    ],
    severity: 'critical',
    title: 'Docetaxel: AST above 1.5 × ULN with alkaline phosphatase above 2.5 × ULN',
    text: 'Boxed warning: avoid docetaxel when AST or ALT exceeds 1.5 × ULN together with alkaline phosphatase above 2.5 × ULN.',
    management: `${NO_START}: this liver-test pattern carried a high treatment-related mortality in the label's studies; consider another treatment.`,
    sources: [label('Taxotere (docetaxel)', 'Boxed Warning; 5.2 Hepatic Impairment')],
  },
  {
    id: 'docetaxel-alt-alp',
    drugIds: ['docetaxel'],
    conditions: [
      { parameter: 'alt', comparator: '>', value: 1.5, scale: 'x-uln' },
      { parameter: 'alkaline-phosphatase', comparator: '>', value: 2.5, scale: 'x-uln' },
    ],
    severity: 'critical',
    title: 'Docetaxel: ALT above 1.5 × ULN with alkaline phosphatase above 2.5 × ULN',
    text: 'Boxed warning: avoid docetaxel when AST or ALT exceeds 1.5 × ULN together with alkaline phosphatase above 2.5 × ULN.',
    management: `${NO_START}: this liver-test pattern carried a high treatment-related mortality in the label's studies; consider another treatment.`,
    sources: [label('Taxotere (docetaxel)', 'Boxed Warning; 5.2 Hepatic Impairment')],
  },
  {
    id: 'cabazitaxel-anc',
    drugIds: ['cabazitaxel'],
    conditions: [{ parameter: 'anc', comparator: '<=', value: 1.5 }],
    severity: 'critical',
    title: 'Cabazitaxel: neutrophils 1.5 × 10^9/L or lower',
    text: 'Contraindicated with neutrophil counts of 1,500/mm³ or lower.',
    management: `${NO_START}: wait for neutrophils above 1.5 × 10^9/L; consider G-CSF as the label advises for high-risk patients.`,
    sources: [label('Jevtana (cabazitaxel)', '4 Contraindications')],
  },
  // Platinum compounds and antifolates
  {
    id: 'carboplatin-anc',
    drugIds: ['carboplatin'],
    conditions: [{ parameter: 'anc', comparator: '<', value: 2.0 }],
    severity: 'high',
    title: 'Carboplatin: neutrophils below 2.0 × 10^9/L',
    text: 'Courses are not repeated until the neutrophil count is at least 2,000/mm³.',
    management: `${NO_START}: delay carboplatin until neutrophils reach 2.0 × 10^9/L.`,
    sources: [label('Carboplatin injection', 'Dosage and Administration')],
  },
  {
    id: 'carboplatin-platelets',
    drugIds: ['carboplatin'],
    conditions: [{ parameter: 'platelets', comparator: '<', value: 100 }],
    severity: 'high',
    title: 'Carboplatin: platelets below 100 × 10^9/L',
    text: 'Courses are not repeated until the platelet count is at least 100,000/mm³.',
    management: `${NO_START}: delay carboplatin until platelets reach 100 × 10^9/L.`,
    sources: [label('Carboplatin injection', 'Dosage and Administration')],
  },
  {
    id: 'oxaliplatin-anc',
    drugIds: ['oxaliplatin'],
    conditions: [{ parameter: 'anc', comparator: '<', value: 1.5 }],
    severity: 'high',
    title: 'Oxaliplatin: neutrophils below 1.5 × 10^9/L',
    text: 'The next cycle is delayed until neutrophils are at least 1.5 × 10^9/L and platelets at least 75 × 10^9/L.',
    management: `${NO_START}: delay the cycle until neutrophils reach 1.5 × 10^9/L.`,
    sources: [label('Eloxatin (oxaliplatin)', '2 Dosage and Administration')],
  },
  {
    id: 'oxaliplatin-platelets',
    drugIds: ['oxaliplatin'],
    conditions: [{ parameter: 'platelets', comparator: '<', value: 75 }],
    severity: 'high',
    title: 'Oxaliplatin: platelets below 75 × 10^9/L',
    text: 'The next cycle is delayed until neutrophils are at least 1.5 × 10^9/L and platelets at least 75 × 10^9/L.',
    management: `${NO_START}: delay the cycle until platelets reach 75 × 10^9/L.`,
    sources: [label('Eloxatin (oxaliplatin)', '2 Dosage and Administration')],
  },
  {
    id: 'pemetrexed-anc',
    drugIds: ['pemetrexed'],
    conditions: [{ parameter: 'anc', comparator: '<', value: 1.5 }],
    severity: 'high',
    title: 'Pemetrexed: neutrophils below 1.5 × 10^9/L',
    text: 'A new cycle starts only with an ANC of at least 1,500 cells/mm³, platelets of at least 100,000 cells/mm³ and CrCl of at least 45 mL/min.',
    management: `${NO_START}: delay pemetrexed until the ANC reaches 1.5 × 10^9/L.`,
    sources: [label('Alimta (pemetrexed)', '2 Dosage and Administration')],
  },
  {
    id: 'pemetrexed-platelets',
    drugIds: ['pemetrexed'],
    conditions: [{ parameter: 'platelets', comparator: '<', value: 100 }],
    severity: 'high',
    title: 'Pemetrexed: platelets below 100 × 10^9/L',
    text: 'A new cycle starts only with an ANC of at least 1,500 cells/mm³, platelets of at least 100,000 cells/mm³ and CrCl of at least 45 mL/min.',
    management: `${NO_START}: delay pemetrexed until platelets reach 100 × 10^9/L.`,
    sources: [label('Alimta (pemetrexed)', '2 Dosage and Administration')],
  },
  {
    id: 'pemetrexed-crcl',
    drugIds: ['pemetrexed'],
    conditions: [{ parameter: 'crcl', comparator: '<', value: 45 }],
    severity: 'critical',
    title: 'Pemetrexed: CrCl below 45 mL/min',
    text: 'Do not administer pemetrexed when creatinine clearance is below 45 mL/min.',
    management: `${NO_START}: pemetrexed is not given below a CrCl of 45 mL/min; confirm the creatinine and choose another treatment if it stays low.`,
    sources: [label('Alimta (pemetrexed)', '2 Dosage and Administration; 8.6 Renal Impairment')],
  },
  // Antibody-drug conjugates
  // The label has two thresholds: 1,500/mm³ before day 1 of a cycle, 1,000/mm³ before day 8. The
  // engine does not know which day is due, so below 1.0 is high on either day, and 1.0-1.5 is a
  // medium reminder that holds only a day-1 dose (a day-8 dose may go ahead).
  {
    id: 'sacituzumab-govitecan-anc',
    drugIds: ['sacituzumab-govitecan'],
    conditions: [{ parameter: 'anc', comparator: '<', value: 1 }],
    severity: 'high',
    title: 'Sacituzumab govitecan: neutrophils below 1.0 × 10^9/L',
    text: 'Below both label thresholds: no day-1 dose under an ANC of 1,500/mm³ and no day-8 dose under 1,000/mm³.',
    management: `${NO_START}: delay until the ANC recovers, and follow the label's G-CSF and dose-reduction rules.`,
    sources: [label('Trodelvy (sacituzumab govitecan)', '2 Dosage and Administration')],
  },
  {
    id: 'sacituzumab-govitecan-anc-day-1',
    drugIds: ['sacituzumab-govitecan'],
    conditions: [
      { parameter: 'anc', comparator: '>=', value: 1 },
      { parameter: 'anc', comparator: '<', value: 1.5 },
    ],
    severity: 'medium',
    title: 'Sacituzumab govitecan: neutrophils 1.0-1.5 × 10^9/L (day 1 only)',
    text: 'Below the day-1 threshold of 1,500/mm³ but at or above the day-8 threshold of 1,000/mm³: a day-1 dose waits, a day-8 dose may be given.',
    management:
      "If the dose due is day 1 of a cycle, delay until the ANC reaches 1,500/mm³; a day-8 dose can proceed. Follow the label's G-CSF and dose-reduction rules.",
    sources: [label('Trodelvy (sacituzumab govitecan)', '2 Dosage and Administration')],
  },
  // Anthracyclines
  {
    id: 'epirubicin-anc',
    drugIds: ['epirubicin'],
    conditions: [{ parameter: 'anc', comparator: '<', value: 1.5 }],
    severity: 'critical',
    title: 'Epirubicin: neutrophils below 1.5 × 10^9/L',
    text: 'Contraindicated with a baseline neutrophil count below 1,500 cells/mm³; day-1 doses wait for ANC ≥ 1,500/mm³ and platelets ≥ 100,000/mm³.',
    management: `${NO_START}: delay epirubicin until neutrophils reach 1.5 × 10^9/L.`,
    sources: [label('Ellence (epirubicin)', '4 Contraindications; 2 Dosage and Administration')],
  },
  {
    id: 'epirubicin-platelets',
    drugIds: ['epirubicin'],
    conditions: [{ parameter: 'platelets', comparator: '<', value: 100 }],
    severity: 'high',
    title: 'Epirubicin: platelets below 100 × 10^9/L',
    text: 'Day-1 doses wait for platelets of at least 100,000/mm³ and ANC of at least 1,500/mm³.',
    management: `${NO_START}: delay epirubicin until platelets reach 100 × 10^9/L.`,
    sources: [label('Ellence (epirubicin)', '2 Dosage and Administration')],
  },
  {
    id: 'anthracycline-lvef',
    drugIds: ['doxorubicin', 'daunorubicin', 'epirubicin', 'idarubicin', 'mitoxantrone'],
    conditions: [{ parameter: 'lvef', comparator: '<', value: 50 }],
    severity: 'high',
    windowDays: 90,
    title: 'Anthracycline with LVEF below 50%',
    text: 'The labels ask for LVEF before starting and during treatment; a baseline LVEF below 50% puts the patient at high risk of cardiotoxicity (ESC 2022 HFA-ICOS baseline assessment).',
    management:
      'Involve cardio-oncology before the anthracycline: weigh a non-anthracycline regimen, dexrazoxane or a liposomal formulation, and repeat LVEF during treatment by the same method.',
    sources: [
      label('Doxorubicin hydrochloride injection', '5.1 Cardiomyopathy'),
      ESC_CARDIO_ONCOLOGY_2022,
    ],
  },
  // HER2-directed antibody
  {
    id: 'trastuzumab-lvef-fall',
    drugIds: ['trastuzumab'],
    conditions: [{ parameter: 'lvef-drop', comparator: '>=', value: 16 }],
    severity: 'high',
    windowDays: 90,
    title: 'Trastuzumab: LVEF fall of 16 points or more',
    text: 'Withhold for at least 4 weeks for an absolute LVEF fall of 16% or more from the pre-treatment value; LVEF before starting and every 3 months during treatment.',
    management:
      'Withhold trastuzumab and repeat LVEF in 4 weeks; stop it if the fall persists for over 8 weeks or with three interruptions for cardiomyopathy, as the label directs.',
    sources: [label('Herceptin (trastuzumab)', '2.3 Dosage Modifications; 5.1 Cardiomyopathy')],
  },
  {
    id: 'trastuzumab-lvef-below-lln',
    drugIds: ['trastuzumab'],
    conditions: [
      { parameter: 'lvef', comparator: '<', value: 50 },
      { parameter: 'lvef-drop', comparator: '>=', value: 10 },
    ],
    severity: 'high',
    windowDays: 90,
    title: 'Trastuzumab: LVEF below normal with a fall of 10 points or more',
    text: 'Withhold for at least 4 weeks when LVEF is below the institutional lower limit of normal with an absolute fall of 10% or more from the pre-treatment value.',
    management:
      'Withhold trastuzumab and repeat LVEF in 4 weeks; resume only if LVEF returns to normal and the fall is below 15 points, as the label directs.',
    sources: [label('Herceptin (trastuzumab)', '2.3 Dosage Modifications; 5.1 Cardiomyopathy')],
  },
  // QT-labelled drugs
  {
    id: 'ribociclib-qtc',
    drugIds: ['ribociclib'],
    conditions: [{ parameter: 'qtc', comparator: '>=', value: 450 }],
    severity: 'high',
    windowDays: 30,
    title: 'Ribociclib: QTc 450 ms or longer',
    text: 'Start ribociclib only in patients whose QTcF is below 450 ms; ECG at baseline, about day 14 of cycle 1, the start of cycle 2 and as needed.',
    management:
      "Before starting: do not start ribociclib; correct potassium and magnesium, review other QT-prolonging drugs and repeat the ECG, or consider another CDK4/6 inhibitor. During treatment: follow the label's QTcF table for interruption and dose reduction.",
    sources: [
      label(
        'Kisqali (ribociclib)',
        '2 Dosage and Administration; 5 Warnings and Precautions (QT prolongation)',
      ),
    ],
  },
  {
    id: 'nilotinib-potassium',
    drugIds: ['nilotinib'],
    conditions: [{ parameter: 'potassium', comparator: '<', value: 3.5 }],
    severity: 'critical',
    windowDays: 30,
    title: 'Nilotinib with low potassium',
    text: 'Boxed warning: do not give nilotinib to patients with hypokalaemia; correct it before starting and monitor periodically.',
    management:
      'Correct potassium before the next nilotinib dose and check the ECG (baseline, 7 days after starting, after dose changes).',
    sources: [
      label('Tasigna (nilotinib)', 'Boxed Warning; 4 Contraindications; 5.2 QT Prolongation'),
    ],
  },
  {
    id: 'nilotinib-magnesium',
    drugIds: ['nilotinib'],
    conditions: [{ parameter: 'magnesium', comparator: '<', value: 1.6 }],
    severity: 'critical',
    windowDays: 30,
    title: 'Nilotinib with low magnesium',
    text: 'Boxed warning: do not give nilotinib to patients with hypomagnesaemia; correct it before starting and monitor periodically.',
    management:
      'Correct magnesium before the next nilotinib dose and check the ECG (baseline, 7 days after starting, after dose changes).',
    sources: [
      label('Tasigna (nilotinib)', 'Boxed Warning; 4 Contraindications; 5.2 QT Prolongation'),
    ],
  },
  {
    id: 'arsenic-trioxide-qtc',
    drugIds: ['arsenic-trioxide'],
    conditions: [{ parameter: 'qtc', comparator: '>', value: 500 }],
    severity: 'critical',
    windowDays: 7,
    title: 'Arsenic trioxide: QTc above 500 ms',
    text: 'With a QTc above 500 ms, correct the causes and reassess with serial ECGs before considering arsenic trioxide.',
    management:
      'Do not start: correct potassium, magnesium and calcium, stop other QT-prolonging drugs where possible, and repeat the ECG.',
    sources: [
      label(
        'Trisenox (arsenic trioxide)',
        '2 Dosage and Administration; 5 Warnings and Precautions (QT prolongation)',
      ),
    ],
  },
  {
    id: 'arsenic-trioxide-potassium',
    drugIds: ['arsenic-trioxide'],
    conditions: [{ parameter: 'potassium', comparator: '<', value: 4.0 }],
    severity: 'high',
    windowDays: 7,
    title: 'Arsenic trioxide: potassium below 4.0 mmol/L',
    text: 'Keep potassium above 4 mEq/L during treatment.',
    management: 'Replace potassium to above 4.0 mmol/L before the next dose and check the ECG.',
    sources: [label('Trisenox (arsenic trioxide)', '5 Warnings and Precautions (QT prolongation)')],
  },
  {
    id: 'arsenic-trioxide-magnesium',
    drugIds: ['arsenic-trioxide'],
    conditions: [{ parameter: 'magnesium', comparator: '<', value: 1.8 }],
    severity: 'high',
    windowDays: 7,
    title: 'Arsenic trioxide: magnesium below 1.8 mg/dL',
    text: 'Keep magnesium above 1.8 mg/dL during treatment.',
    management: 'Replace magnesium to above 1.8 mg/dL before the next dose and check the ECG.',
    sources: [label('Trisenox (arsenic trioxide)', '5 Warnings and Precautions (QT prolongation)')],
  },
  // Anticoagulation
  {
    id: 'warfarin-inr-high',
    drugIds: ['warfarin'],
    conditions: [
      { parameter: 'inr', comparator: '>', value: 4.5 },
      { parameter: 'inr', comparator: '<=', value: 10 },
    ],
    severity: 'high',
    title: 'Warfarin: INR above 4.5',
    text: 'INR 4.5-10 without bleeding: hold warfarin and recheck (ACCP 2012 suggests against routine vitamin K).',
    management:
      'Hold the next warfarin doses, look for bleeding and interacting drugs (capecitabine, azoles, fluoroquinolones), recheck the INR within days and resume at a lower dose.',
    sources: [ACCP_VKA_2012],
  },
  {
    id: 'warfarin-inr-very-high',
    drugIds: ['warfarin'],
    conditions: [{ parameter: 'inr', comparator: '>', value: 10 }],
    severity: 'critical',
    title: 'Warfarin: INR above 10',
    text: 'INR above 10 without bleeding: hold warfarin and give oral vitamin K (ACCP 2012).',
    management:
      'Hold warfarin, give oral vitamin K, look for bleeding and recheck the INR within 24 hours; treat bleeding as an emergency.',
    sources: [ACCP_VKA_2012],
  },
];
