import { bench, describe } from 'vitest';
import { loadKnowledgeBase } from '../../server/lib/knowledge-base';
import { evaluatePatientAlerts } from './evaluate';
import { NOW, allergy, gene, lab, med, normalLabs, patient, treatment } from './test-fixtures';

/**
 * Cost of one whole-patient evaluation over the real knowledge base (issue 11: the alerts endpoint
 * targets p95 < 20 ms at the server, so the engine should take a small part of that). Run:
 * npx vitest bench --project core --run src/core/alerts
 *
 * The patient: 15 active medications (a FOLFOX-like regimen with supportive care, an anticoagulant,
 * an antidepressant, opioids and a TKI), 40 lab values (normal panels on three dates plus recent
 * abnormal values), 5 genotypes, two allergies, anthracycline history and a planned regimen.
 */
const kb = loadKnowledgeBase();

const medications = [
  'oxaliplatin',
  'fluorouracil',
  'leucovorin',
  'ondansetron',
  'dexamethasone',
  'aprepitant',
  'omeprazole',
  'warfarin',
  'sertraline',
  'oxycodone',
  'morphine',
  'dasatinib',
  'allopurinol',
  'levofloxacin',
  'filgrastim',
].map((id, i) => med(id, i === 10 ? { frequency: 'every 4 hours as needed' } : {}));

const labValues = [
  ...normalLabs(30),
  ...normalLabs(14),
  lab('creatinine', 1.4, 'mg/dL', 1),
  lab('anc', 1.3, '10^9/L', 1),
  lab('platelets', 90, '10^9/L', 1),
  lab('bilirubin', 1.6, 'mg/dL', 1),
  lab('qtc', 478, 'ms', 1),
  lab('potassium', 3.3, 'mmol/L', 1),
  lab('inr', 3.6, 'INR', 1),
  lab('magnesium', 1.7, 'mg/dL', 1),
];

const record = patient({
  ageYears: 67,
  sex: 'male',
  heightCm: 178,
  weightKg: 92,
  medications,
  labValues: labValues.slice(0, 40),
  genetics: [
    gene('DPYD', { diplotype: '*1/*2A' }),
    gene('CYP2D6', { diplotype: '*1/*4' }),
    gene('CYP2C19', { diplotype: '*1/*2' }),
    gene('UGT1A1', { diplotype: '*1/*28' }),
    gene('HLA-B', { phenotype: '*58:01 negative' }),
  ],
  allergies: [allergy('penicillin', 'moderate'), allergy('cisplatin', 'severe')],
  treatmentHistory: [
    treatment('doxorubicin', 60, 'mg/m2', 400),
    treatment('doxorubicin', 60, 'mg/m2', 379),
  ],
});

describe('evaluatePatientAlerts', () => {
  bench('15 medications, 40 labs, 5 genotypes, planned mFOLFOX6', () => {
    evaluatePatientAlerts(record, kb.alerts, {
      now: NOW,
      plannedRegimen: { regimenId: 'mfolfox6' },
    });
  });
  bench('same patient, no plan', () => {
    evaluatePatientAlerts(record, kb.alerts, { now: NOW });
  });
});
