import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * Client side of the patient API (issue 11), the parts that pages outside the patient feature
 * read: the search list (the patient picker) and the record (load a patient's medications into
 * the interaction checker, genotypes into genomics). Shared because features may not import each
 * other. The server decides what each role sees: in the de-identified view (researchers,
 * students) names, MRN, birth date and free text are absent, and a medication that matched no
 * drug has a null name.
 */

export type PatientSex = 'female' | 'male' | 'other' | 'unknown';

export interface AlertCounts {
  critical: number;
  high: number;
  medium: number;
  low: number;
}

/** One row of `GET /api/patients`. */
export interface PatientListItem {
  id: string;
  identified: boolean;
  label: string;
  mrn?: string;
  sex: PatientSex;
  ageYears: number | null;
  isActive: boolean;
  isDemo: boolean;
  conditions: Array<{ name: string | null; icd10: string | null }>;
  activeMedicationCount: number;
  /** Unacknowledged current alerts at the caller's role's levels. */
  alertCounts: AlertCounts;
  lastUpdated: string;
}

export interface PatientListResponse {
  items: PatientListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PatientMedication {
  id: string;
  /** As written; de-identified, the knowledge base's name (null when unresolved). */
  drugName: string | null;
  drugIds: string[];
  rxcui: string | null;
  /** False: the name matched no drug record. */
  resolved: boolean;
  dosage: string | null;
  frequency: string | null;
  route: string | null;
  isActive: boolean;
}

export interface PatientGenetic {
  id: string;
  gene: string;
  diplotype: string | null;
  phenotype: string | null;
  testDate: string | null;
  laboratory: string | null;
}

/** The parts of `GET /api/patients/:id` that pages outside the patient feature read. */
export interface PatientRecord {
  id: string;
  identified: boolean;
  label: string;
  isDemo: boolean;
  isActive: boolean;
  demographics: {
    mrn?: string;
    sex: PatientSex;
    ageYears: number | null;
    heightCm: number | null;
    weightKg: number | null;
  };
  medications: PatientMedication[];
  genetics: PatientGenetic[];
}

export const patientKeys = {
  list: (q: string) => ['patients', 'list', { q }] as const,
  detail: (id: string) => ['patients', 'detail', id] as const,
};

export function patientPath(id: string): string {
  return `/api/patients/${encodeURIComponent(id)}`;
}

/** `GET /api/patients?q=` (the first page; the institution's demo patients appear on first use). */
export function usePatientSearch(q: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: patientKeys.list(q),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ pageSize: '10', sort: 'name' });
      if (q) params.set('q', q);
      return api<PatientListResponse>(`/api/patients?${params.toString()}`, { signal });
    },
    enabled,
    placeholderData: (previous) => previous,
  });
}

export function fetchPatientRecord(id: string, signal?: AbortSignal): Promise<PatientRecord> {
  return api<PatientRecord>(patientPath(id), { signal });
}

export function usePatientRecord(id: string | null) {
  return useQuery({
    queryKey: patientKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchPatientRecord(id ?? '', signal),
    enabled: id !== null,
  });
}

/** "72 y · female · MRN DEMO-0001": what tells two patients apart at a glance. */
export function patientFacts(p: {
  ageYears: number | null;
  sex: PatientSex;
  mrn?: string;
}): string {
  const parts: string[] = [];
  parts.push(p.ageYears === null ? 'age unknown' : `${p.ageYears} y`);
  parts.push(p.sex === 'unknown' ? 'sex not recorded' : p.sex);
  if (p.mrn) parts.push(`MRN ${p.mrn}`);
  return parts.join(' · ');
}

/**
 * The active medication orders as names to check: each order's name as written (the server
 * resolves it the way it resolved the order, and reports what it cannot match), repeats ignoring
 * case dropped. In the de-identified view an order that matched no drug has no name, so it cannot
 * be sent: `withheld` counts those, for the page to say so.
 */
export function activeMedicationNames(record: Pick<PatientRecord, 'medications'>): {
  names: string[];
  unresolved: string[];
  withheld: number;
} {
  const names: string[] = [];
  const unresolved: string[] = [];
  const seen = new Set<string>();
  let withheld = 0;
  for (const m of record.medications) {
    if (!m.isActive) continue;
    const name = m.drugName?.trim() ?? '';
    if (!name) {
      withheld += 1;
      continue;
    }
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(name);
    if (!m.resolved) unresolved.push(name);
  }
  return { names, unresolved, withheld };
}
