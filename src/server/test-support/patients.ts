import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ALERT_SEVERITIES, type AlertFinding, type AlertSeverity } from '../../core/alerts';
import type { PatientInput } from '../../core/patients';
import type { AlertEvaluator } from '../lib/alert-evaluator';
import { bearer } from './test-app';

/** Test helpers for the patient, alert and care-session suites. */

let serial = 0;

/**
 * A complete patient whose identifiers (`surname`, MRN, birth date) are also written into every
 * free-text field a clinician might misuse, so a de-identification test can search responses for
 * them. Names are invented words that are not clinical vocabulary.
 */
export function identifiablePatient(
  surname: string,
  over: Partial<PatientInput> = {},
): PatientInput {
  serial += 1;
  const mrn = `MRN-${surname.toUpperCase()}-${serial}`;
  const dob = `19${50 + (serial % 40)}-0${1 + (serial % 9)}-1${serial % 10}`;
  return {
    demographics: {
      firstName: `Zorbel${serial}`,
      lastName: surname,
      dateOfBirth: dob,
      sex: 'female',
      mrn,
      heightCm: 165,
      weightKg: 62,
    },
    allergies: [
      {
        allergen: 'Penicillins',
        allergenType: 'drug',
        reaction: `rash, reported by ${surname}'s daughter`,
        severity: 'moderate',
        dateReported: '2020-05-01',
        verified: true,
      },
      { allergen: `${surname} family cat`, allergenType: 'environmental', severity: 'mild' },
    ],
    medications: [
      {
        drugName: 'Capecitabine',
        dosage: '1000 mg/m2',
        frequency: 'twice daily days 1-14',
        route: 'oral',
        startDate: '2025-01-10',
        prescribedBy: `Dr ${surname}-Smythe`,
      },
      {
        drugName: 'warfarin',
        dosage: `5 mg per ${surname}`,
        frequency: `daily, call ${mrn}`,
        route: 'Oral',
        startDate: '2024-06-01',
      },
      { drugName: `${surname}mab`, dosage: '10 mg', frequency: 'weekly', route: 'intravenous' },
    ],
    conditions: [
      {
        name: 'Metastatic breast cancer',
        icd10: 'C50.911',
        dateOfDiagnosis: '2024-11-02',
        status: 'active',
        stage: 'IV',
      },
      { name: `${surname} syndrome`, icd10: 'Q87.89', status: 'active', stage: `per ${surname}` },
    ],
    labValues: [
      { labType: 'creatinine', value: 88.42, unit: 'µmol/L', timestamp: '2025-02-01T08:00:00Z' },
      { labType: 'anc', value: 800, unit: 'cells/µL', timestamp: '2025-02-01T08:00:00Z' },
      {
        labType: 'potassium',
        value: 3.9,
        unit: 'mmol/L',
        referenceRange: `3.5-5.0 ${surname} lab`,
        timestamp: '2025-02-01T08:00:00Z',
      },
      { labType: 'qtc', value: 470, unit: 'furlongs', timestamp: '2025-02-01T08:00:00Z' },
      { labType: `${surname} index`, value: 3, unit: 'U', timestamp: '2025-02-01T08:00:00Z' },
    ],
    genetics: [
      {
        gene: 'DPYD',
        diplotype: '*1/*2A',
        phenotype: 'Intermediate Metabolizer',
        testDate: '2024-12-01',
        laboratory: `${surname} Genomics`,
      },
      { gene: 'CYP2D6', diplotype: `${surname} allele`, phenotype: `see ${surname}` },
    ],
    vitals: [
      {
        timestamp: '2025-02-01T08:05:00Z',
        bloodPressureSystolic: 122,
        bloodPressureDiastolic: 78,
        heartRate: 80,
        temperature: 36.8,
        performanceStatus: 1,
      },
    ],
    treatmentHistory: [
      { drugName: 'doxorubicin', date: '2024-12-01', dose: 60, doseUnit: 'mg/m2', cycle: 1 },
      { drugName: `${surname}cillin`, date: '2024-12-02', dose: 5, doseUnit: 'mg' },
    ],
    notes: [{ text: `${surname} lives at 12 Quillon Road and prefers mornings.` }],
    preferences: { contact: `${surname} via phone` },
    ...over,
  };
}

/** The identifiers and free texts of a patient input, for scanning response bodies. */
export function identifiersOf(p: PatientInput): string[] {
  return [
    p.demographics.firstName,
    p.demographics.lastName,
    p.demographics.mrn,
    p.demographics.dateOfBirth,
    ...(p.notes ?? []).map((n) => n.text),
  ];
}

/** The severity a constructed finding gets: the leading number of the dose, modulo 4. */
export function severityOfDose(dosage: string | null): AlertSeverity {
  const n = Number(/^\d+/.exec(dosage ?? '')?.[0] ?? 3);
  return ALERT_SEVERITIES[3 - (n % 4)]!;
}

/**
 * Constructed findings for the alert suites, standing in for the engine: one per active
 * medication, its severity from the dose (`severityOfDose`), quoting the drug name as written,
 * the dose and the start date, as an engine's rationale may.
 */
export const findingPerMedication: AlertEvaluator = (record) => ({
  findings: record.medications
    .filter((m) => m.isActive)
    .map((m): AlertFinding => ({
      key: `test:${m.id}`,
      kind: 'interaction',
      severity: severityOfDose(m.dosage),
      title: `Check ${m.drugName}`,
      drugs: [m.drugName],
      drugIds: m.drugIds,
      rationale: `${m.drugName} ${m.dosage ?? ''} since ${m.startDate ?? 'unknown'}`,
      management: 'Review the order.',
      sources: [{ label: 'Test source' }],
    })),
  limitations: [],
});

export async function createPatient(
  app: FastifyInstance,
  token: string,
  input: PatientInput,
): Promise<{ id: string } & Record<string, unknown>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/patients',
    headers: bearer(token),
    payload: input as unknown as Record<string, unknown>,
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export function call(
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
