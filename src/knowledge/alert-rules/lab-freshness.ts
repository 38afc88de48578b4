import type { LabFreshnessWindowInput } from '../../core/knowledge/alert-rule';
import { ASCO_IRAE_2021, label } from './sources';

/*
 * How long each lab type's value stays current for a decision (issue 20). A value older than its
 * window is never used for an alert: the check says "no recent value" with its date, its age and
 * this window. A threshold rule that states its own window (lab-thresholds.ts) keeps it.
 *
 * Honest sourcing: labels and protocols ask for most pre-treatment labs "before each cycle" or
 * "before each dose" without naming a number of days, so those windows are product defaults with
 * the reasoning written out (an institution can change them); a window is `label` or `guideline`
 * only where the cited document states the testing interval.
 */

const BEFORE_CYCLE_REASON =
  'before a cycle, the value must come from the week of the cycle (labels ask for it "before each cycle" or "before each dose" without naming days)';

export const labFreshnessWindows: readonly LabFreshnessWindowInput[] = [
  {
    id: 'renal-function',
    labs: ['creatinine', 'egfr', 'urea-nitrogen'],
    beforeCycleDays: 7,
    otherDrugsDays: 30,
    basis: 'product-default',
    text: `Creatinine (and the CrCl worked out from it): ${BEFORE_CYCLE_REASON}, as the cisplatin and pemetrexed labels do and as Calvert dosing of carboplatin needs; for renal dosing of other drugs a value up to 30 days old is taken as current when nothing has changed.`,
  },
  {
    id: 'blood-counts',
    labs: [
      'anc',
      'wbc',
      'platelets',
      'hemoglobin',
      'hematocrit',
      'rbc',
      'lymphocytes',
      'monocytes',
      'eosinophils',
      'basophils',
    ],
    beforeCycleDays: 7,
    otherDrugsDays: 30,
    basis: 'product-default',
    text: `Blood counts: ${BEFORE_CYCLE_REASON}; counts fall to their nadir within one to two weeks of a dose, so an older count says nothing about today. For other drugs, 30 days.`,
  },
  {
    id: 'liver-tests',
    labs: ['bilirubin', 'direct-bilirubin', 'alt', 'ast', 'alkaline-phosphatase', 'ggt', 'albumin'],
    beforeCycleDays: 7,
    otherDrugsDays: 30,
    basis: 'product-default',
    text: `Bilirubin and transaminases: ${BEFORE_CYCLE_REASON}; for hepatic dosing of other drugs, 30 days. Drug-specific schedules (every 2 weeks at the start of some kinase inhibitors) are the drug's, not the lab's.`,
  },
  {
    id: 'electrolytes',
    labs: ['potassium', 'magnesium', 'calcium', 'sodium', 'phosphate'],
    beforeCycleDays: 7,
    otherDrugsDays: 30,
    basis: 'product-default',
    text: `Potassium, magnesium, calcium, sodium and phosphate: ${BEFORE_CYCLE_REASON}; they shift within days with vomiting, diarrhoea and diuretics. For other drugs, 30 days. The QT check reads potassium and magnesium with these windows too.`,
  },
  {
    id: 'glucose',
    labs: ['glucose'],
    beforeCycleDays: 7,
    otherDrugsDays: 30,
    basis: 'product-default',
    text: `Plasma glucose: ${BEFORE_CYCLE_REASON}; it changes within days with corticosteroid premedication. For other drugs, 30 days.`,
  },
  {
    id: 'coagulation',
    labs: ['inr', 'prothrombin-time', 'aptt', 'fibrinogen'],
    beforeCycleDays: 7,
    otherDrugsDays: 30,
    basis: 'product-default',
    text: 'INR and clotting times change within days of a warfarin dose change or an interacting drug (capecitabine, azoles), so before a cycle only the week of the cycle counts; for other drugs 30 days, the longest the product takes a value as current. Not a testing interval: a stable warfarin patient may be tested less often.',
  },
  {
    id: 'qtc',
    labs: ['qtc'],
    beforeCycleDays: 30,
    otherDrugsDays: 30,
    basis: 'product-default',
    text: "QTc from the latest ECG: labels of QT-prolonging drugs ask for an ECG at baseline and again after starting or changing a dose, on schedules of their own (ribociclib: day 14 of cycle 1 and the start of cycle 2) rather than before each cycle, so an ECG up to 30 days old is taken as the current one, as the QT check always did; a drug's own ECG schedule is the drug's, not the lab's.",
  },
  {
    id: 'lvef',
    labs: ['lvef'],
    beforeCycleDays: 90,
    otherDrugsDays: 90,
    basis: 'label',
    text: 'LVEF is measured before trastuzumab and every 3 months during treatment, so a value up to 90 days old is the current one.',
    sources: [label('Herceptin (trastuzumab)', '5.1 Cardiomyopathy')],
  },
  {
    id: 'thyroid',
    labs: ['tsh'],
    beforeCycleDays: 42,
    otherDrugsDays: 42,
    basis: 'guideline',
    text: 'TSH every 4 to 6 weeks as routine monitoring during immune checkpoint inhibitor therapy: a value older than 6 weeks is not current.',
    sources: [ASCO_IRAE_2021],
  },
  {
    id: 'hba1c',
    labs: ['hba1c'],
    beforeCycleDays: 90,
    otherDrugsDays: 90,
    basis: 'product-default',
    text: 'HbA1c reflects the average glucose of the past two to three months, so it stays meaningful for about 90 days; it never stands in for a current glucose.',
  },
];
