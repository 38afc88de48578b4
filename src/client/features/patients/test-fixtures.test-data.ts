import { vi } from 'vitest';
import type { PatientAlertsResponse } from '../../components/patient-alerts';
import type { PatientDetail, PatientListItem } from '../../lib/patient-api';

/** Fixtures in the API's shapes (as seen when calling the server; see lib/patient-api.ts). */
export const PATIENT_ID = '01a21a3f-20de-7000-949e-84f80210d4e7';

export function patientDetail(over: Partial<PatientDetail> = {}): PatientDetail {
  return {
    id: PATIENT_ID,
    identified: true,
    label: 'Demo, Eleanor',
    isDemo: true,
    isActive: true,
    demographics: {
      firstName: 'Eleanor',
      lastName: 'Demo',
      dateOfBirth: '1954-11-02',
      mrn: 'DEMO-0001',
      sex: 'female',
      ageYears: 72,
      heightCm: 162,
      weightKg: 58,
    },
    allergies: [],
    medications: [
      {
        id: '01a21a3f-20e3-7000-8897-b832f83f9dba',
        drugName: 'capecitabine',
        drugIds: ['capecitabine'],
        rxcui: '194000',
        resolved: true,
        dosage: '1000 mg/m2',
        frequency: 'twice daily',
        route: 'oral',
        startDate: '2026-10-15',
        stopDate: null,
        isActive: true,
        prescribedBy: 'Demo oncologist',
      },
      {
        id: '01a21a3f-b748-7000-b8c1-b3060f4b7742',
        drugName: 'turmeric extract',
        drugIds: [],
        rxcui: null,
        resolved: false,
        dosage: null,
        frequency: null,
        route: null,
        startDate: null,
        stopDate: null,
        isActive: true,
        prescribedBy: null,
      },
    ],
    conditions: [],
    labValues: [
      {
        id: '01a21a3f-b9bd-7000-99ad-bd563fa2b94b',
        labType: 'anc',
        labName: 'anc',
        loinc: '751-8',
        value: 1500,
        unit: 'furlongs',
        canonicalValue: null,
        canonicalUnit: null,
        referenceRange: null,
        timestamp: '2026-11-20T08:00:00.000Z',
        isAbnormal: null,
        criticalFlag: null,
        cannotAssess:
          'unit "furlongs" is not one of 10^9/l for Absolute neutrophil count: cannot assess',
      },
    ],
    genetics: [],
    vitals: [],
    treatmentHistory: [],
    notes: [],
    preferences: {},
    createdAt: '2026-11-26T23:44:34.504Z',
    lastUpdated: '2026-11-26T23:44:34.504Z',
    editableSections: [
      'demographics',
      'medications',
      'allergies',
      'conditions',
      'labs',
      'genetics',
      'vitals',
      'administrations',
      'notes',
    ],
    ...over,
  };
}

export function listItem(over: Partial<PatientListItem> = {}): PatientListItem {
  return {
    id: PATIENT_ID,
    identified: true,
    label: 'Demo, Eleanor',
    firstName: 'Eleanor',
    lastName: 'Demo',
    mrn: 'DEMO-0001',
    dateOfBirth: '1954-11-02',
    sex: 'female',
    ageYears: 72,
    isActive: true,
    isDemo: true,
    conditions: [{ name: 'Metastatic adenocarcinoma of the sigmoid colon', icd10: 'C18.7' }],
    activeMedicationCount: 4,
    alertCounts: { critical: 0, high: 2, medium: 1, low: 0 },
    lastUpdated: '2026-11-26T23:44:34.504Z',
    ...over,
  };
}

export const emptyAlerts = (): PatientAlertsResponse => ({
  alerts: [],
  limitations: [],
  notes: [],
  counts: { critical: 0, high: 0, medium: 0, low: 0 },
  hiddenLevels: [],
});

type Handler = (url: URL, init: RequestInit | undefined) => { status?: number; body: unknown };

/** Stubs fetch with handlers by "METHOD /path" (query ignored); anything else is a 404. */
export function stubApi(routes: Record<string, Handler | unknown>) {
  const calls: Array<{ method: string; url: URL; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined)
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), {
        status: 404,
      });
    const answer =
      typeof route === 'function' ? (route as Handler)(url, init) : { status: 200, body: route };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
