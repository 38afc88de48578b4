import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PatientSection } from '../../core/access';
import type { AlertSeverity } from '../../core/alerts/types';
import type {
  AllergyInput,
  ConditionInput,
  GeneticResultInput,
  LabValueInput,
  MedicationInput,
  NoteInput,
  PatientInput,
  PatientSex,
  TreatmentDoseUnit,
  TreatmentIntent,
  TreatmentSetting,
  TumourMeasurementInput,
  StoredTumourMeasurement,
  TreatmentHistoryInput,
  VitalSignsInput,
} from '../../core/patients/schemas';
import { api } from './api';
import { queryString } from './drug-api';

/*
 * Client side of the patient and care-session API (issue 11; server: src/server/features/patients/schemas.ts and
 * care-sessions/schemas.ts). The same item shapes carry both views: in the de-identified view
 * (researchers, students) names, MRN, birth date and free text are absent or null and every date
 * is shifted; the client shows what it is sent and never tries to fill the gaps. Shared by the
 * patients feature, the dashboard and /clinical, which may not import each other.
 */

export type ConditionStatus =
  'active' | 'recurrence' | 'relapse' | 'inactive' | 'remission' | 'resolved';

export interface AllergyItem {
  id: string;
  allergen: string | null;
  allergenType: 'drug' | 'food' | 'environmental' | 'other';
  reaction: string | null;
  severity: 'mild' | 'moderate' | 'severe';
  dateReported: string | null;
  verified: boolean;
}

export interface MedicationItem {
  id: string;
  /** As written; de-identified, the knowledge base's name (null when unresolved). */
  drugName: string | null;
  drugIds: string[];
  rxcui: string | null;
  /** False: the name matched no drug in the knowledge base, so it was not checked. */
  resolved: boolean;
  dosage: string | null;
  frequency: string | null;
  route: string | null;
  startDate: string | null;
  stopDate: string | null;
  isActive: boolean;
  prescribedBy: string | null;
}

export interface ConditionItem {
  id: string;
  name: string | null;
  icd10: string | null;
  /** SNOMED CT concept id the condition came with (FHIR import), null otherwise. */
  snomed?: string | null;
  dateOfDiagnosis: string | null;
  status: ConditionStatus;
  stage: string | null;
}

export interface LabItem {
  id: string;
  labType: string | null;
  labName: string | null;
  loinc: string | null;
  value: number;
  unit: string | null;
  canonicalValue: number | null;
  canonicalUnit: string | null;
  referenceRange: string | null;
  timestamp: string;
  isAbnormal: boolean | null;
  criticalFlag: boolean | null;
  /** Why the value cannot be assessed (unknown test or unit), or null when it was. */
  cannotAssess: string | null;
}

export interface GeneticItem {
  id: string;
  gene: string;
  diplotype: string | null;
  phenotype: string | null;
  testDate: string | null;
  laboratory: string | null;
  /** Tumour-finding fields (issue 23); null on germline pharmacogene results. */
  origin?: 'germline' | 'somatic' | null;
  alterationType?: 'snv' | 'indel' | 'fusion' | 'cnv' | 'expression' | 'msi' | 'tmb' | null;
  alteration?: string | null;
  partner?: string | null;
  value?: number | null;
  valueUnit?: string | null;
  status?: 'detected' | 'not-detected' | null;
}

export interface VitalsItem {
  id: string;
  timestamp: string;
  bloodPressureSystolic: number | null;
  bloodPressureDiastolic: number | null;
  heartRate: number | null;
  temperature: number | null;
  performanceStatus: number | null;
}

export interface TreatmentItem {
  id: string;
  drugName: string | null;
  drugIds: string[];
  resolved: boolean;
  date: string;
  dose: number;
  doseUnit: TreatmentDoseUnit;
  cycle: number | null;
  regimenId: string | null;
  /** Issue 20: null when not recorded (trial matching then reads it as unknown). */
  setting: TreatmentSetting | null;
  intent: TreatmentIntent | null;
}

/** One lesion measurement as the patient API returns it: the stored shape rules read. */
export type TumourMeasurementItem = StoredTumourMeasurement;

export interface NoteItem {
  id: string;
  text: string;
  author: string;
  timestamp: string;
}

export interface PatientDetail {
  id: string;
  /** False: the de-identified view (no names, MRN, birth date or free text; dates shifted). */
  identified: boolean;
  /** "Last, First", or the role's word and a pseudonym ("Subject 7K2M-QX9A"). */
  label: string;
  isDemo: boolean;
  isActive: boolean;
  demographics: {
    firstName?: string;
    lastName?: string;
    dateOfBirth?: string;
    mrn?: string;
    sex: PatientSex;
    ageYears: number | null;
    heightCm: number | null;
    weightKg: number | null;
    /** Issue 19: when they were measured (null: no date on record). */
    heightMeasuredAt?: string | null;
    weightMeasuredAt?: string | null;
    /** Issue 20: the server always sends it; optional for older fixtures. */
    deceased?: boolean;
    deceasedDate?: string | null;
  };
  allergies: AllergyItem[];
  medications: MedicationItem[];
  conditions: ConditionItem[];
  labValues: LabItem[];
  genetics: GeneticItem[];
  vitals: VitalsItem[];
  treatmentHistory: TreatmentItem[];
  /** Issue 20: lesion measurements (mCODE TumorSize); absent from older responses. */
  tumourMeasurements?: TumourMeasurementItem[];
  notes: NoteItem[];
  preferences: Record<string, string | number | boolean | null>;
  createdAt: string;
  lastUpdated: string;
  /** The parts of this record the caller may change (the server's patient access table). */
  editableSections: PatientSection[];
}

export interface PatientListItem {
  id: string;
  identified: boolean;
  label: string;
  firstName?: string;
  lastName?: string;
  mrn?: string;
  dateOfBirth?: string;
  sex: PatientSex;
  ageYears: number | null;
  isActive: boolean;
  isDemo: boolean;
  conditions: Array<{ name: string | null; icd10: string | null }>;
  activeMedicationCount: number;
  /** Unacknowledged current alerts at the caller's role's levels (others are 0). */
  alertCounts: Record<AlertSeverity, number>;
  lastUpdated: string;
}

export interface PatientListPage {
  items: PatientListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export const PATIENT_SORTS = ['name', '-name', 'updated', '-updated', 'mrn', '-mrn'] as const;
export type PatientSort = (typeof PATIENT_SORTS)[number];

/** `GET /api/patients` query; empty values are left out of the URL. */
export interface PatientFilters {
  q?: string;
  name?: string;
  mrn?: string;
  condition?: string;
  drug?: string;
  sex?: PatientSex | '';
  status?: 'active' | 'inactive' | 'all';
  ageMin?: number | '';
  ageMax?: number | '';
  /** Comma-separated severities: patients with an unacknowledged alert at one of them. */
  alerts?: string;
  sort?: PatientSort | '';
  page?: number;
  pageSize?: number;
}

export interface AuditEntry {
  at: string;
  action: string;
  actor: { id: string; name: string; role: string } | null;
  ip: string | null;
  requestId: string | null;
  details: Record<string, unknown>;
}

export interface AuditPage {
  items: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CareSession {
  id: string;
  patientId: string;
  patientLabel: string;
  startTime: string;
  endTime: string | null;
}

export type PatientDemographicsPatch = Partial<PatientInput['demographics']>;
export interface MedicationPatch {
  dosage?: string | null;
  frequency?: string | null;
  route?: string | null;
  startDate?: string | null;
  prescribedBy?: string | null;
}

export const patientKeys = {
  all: ['patients'] as const,
  list: (filters: PatientFilters) => ['patients', 'list', filters] as const,
  detail: (id: string) => ['patients', 'detail', id] as const,
  audit: (id: string, page: number) => ['patients', 'audit', id, page] as const,
  careSessions: () => ['care-sessions', 'active'] as const,
  institution: () => ['institution'] as const,
};

const base = (id: string) => `/api/patients/${encodeURIComponent(id)}`;

export function fetchPatients(filters: PatientFilters, signal?: AbortSignal) {
  return api<PatientListPage>(`/api/patients${queryString({ ...filters })}`, { signal });
}

export function fetchPatient(id: string, signal?: AbortSignal) {
  return api<PatientDetail>(base(id), { signal });
}

export function usePatientList(filters: PatientFilters) {
  return useQuery({
    queryKey: patientKeys.list(filters),
    queryFn: ({ signal }) => fetchPatients(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePatient(id: string | undefined) {
  return useQuery({
    queryKey: patientKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchPatient(id!, signal),
    enabled: !!id,
  });
}

export function useAuditTrail(id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: patientKeys.audit(id, page),
    queryFn: ({ signal }) =>
      api<AuditPage>(`${base(id)}/audit${queryString({ page, pageSize: 50 })}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Whether the signed-in user administers their institution (who may read audit trails). */
export function useIsInstitutionAdmin() {
  return useQuery({
    queryKey: patientKeys.institution(),
    queryFn: ({ signal }) => api<{ viewerIsAdmin: boolean }>('/api/institution', { signal }),
    staleTime: 5 * 60_000,
    select: (d) => d.viewerIsAdmin,
  });
}

/**
 * Any change to a record makes its detail, the list (counts, last updated) and its alerts stale:
 * the server re-checks the whole therapy on the next read.
 */
function useInvalidatePatient() {
  const client = useQueryClient();
  // The patient keys cover the detail, the list and the audit trail of every record.
  return (_id: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: patientKeys.all }),
      client.invalidateQueries({ queryKey: ['alerts'] }),
    ]);
}

export function useCreatePatient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PatientInput) =>
      api<PatientDetail>('/api/patients', { method: 'POST', body }),
    onSuccess: async (patient) => {
      client.setQueryData(patientKeys.detail(patient.id), patient);
      await client.invalidateQueries({ queryKey: ['patients', 'list'] });
    },
  });
}

export function useUpdatePatient(id: string) {
  const client = useQueryClient();
  const invalidate = useInvalidatePatient();
  return useMutation({
    mutationFn: (body: { demographics?: PatientDemographicsPatch; isActive?: boolean }) =>
      api<PatientDetail>(base(id), { method: 'PATCH', body }),
    onSuccess: async (patient) => {
      client.setQueryData(patientKeys.detail(id), patient);
      await invalidate(id);
    },
  });
}

/** One sub-resource write (add, change, stop): the body, then a refresh of everything it touches. */
function useRecordWrite<B, R>(id: string, request: (body: B) => Promise<R>) {
  const invalidate = useInvalidatePatient();
  return useMutation({ mutationFn: request, onSuccess: () => invalidate(id) });
}

const post =
  <B, R>(path: string) =>
  (body: B) =>
    api<R>(path, { method: 'POST', body });

export const useAddMedication = (id: string) =>
  useRecordWrite(id, post<MedicationInput, MedicationItem>(`${base(id)}/medications`));
export const useChangeMedication = (id: string) =>
  useRecordWrite(id, ({ medicationId, patch }: { medicationId: string; patch: MedicationPatch }) =>
    api<MedicationItem>(`${base(id)}/medications/${encodeURIComponent(medicationId)}`, {
      method: 'PATCH',
      body: patch,
    }),
  );
export const useStopMedication = (id: string) =>
  useRecordWrite(id, ({ medicationId, stopDate }: { medicationId: string; stopDate?: string }) =>
    api<MedicationItem>(`${base(id)}/medications/${encodeURIComponent(medicationId)}/stop`, {
      method: 'POST',
      body: stopDate ? { stopDate } : {},
    }),
  );
export const useAddAllergy = (id: string) =>
  useRecordWrite(id, post<AllergyInput, AllergyItem>(`${base(id)}/allergies`));
export const useAddCondition = (id: string) =>
  useRecordWrite(id, post<ConditionInput, ConditionItem>(`${base(id)}/conditions`));
export const useChangeCondition = (id: string) =>
  useRecordWrite(
    id,
    ({
      conditionId,
      patch,
    }: {
      conditionId: string;
      patch: { status?: ConditionStatus; stage?: string | null };
    }) =>
      api<ConditionItem>(`${base(id)}/conditions/${encodeURIComponent(conditionId)}`, {
        method: 'PATCH',
        body: patch,
      }),
  );
export const useAddLab = (id: string) =>
  useRecordWrite(id, post<LabValueInput, LabItem>(`${base(id)}/labs`));
export const useAddGenetic = (id: string) =>
  useRecordWrite(id, post<GeneticResultInput, GeneticItem>(`${base(id)}/genetics`));
export const useAddVitals = (id: string) =>
  useRecordWrite(id, post<VitalSignsInput, VitalsItem>(`${base(id)}/vitals`));
export const useAddAdministration = (id: string) =>
  useRecordWrite(id, post<TreatmentHistoryInput, TreatmentItem>(`${base(id)}/administrations`));
export const useChangeAdministration = (id: string) =>
  useRecordWrite(
    id,
    ({
      administrationId,
      patch,
    }: {
      administrationId: string;
      patch: { setting?: TreatmentSetting | null; intent?: TreatmentIntent | null };
    }) =>
      api<TreatmentItem>(`${base(id)}/administrations/${encodeURIComponent(administrationId)}`, {
        method: 'PATCH',
        body: patch,
      }),
  );
export const useAddTumourMeasurement = (id: string) =>
  useRecordWrite(
    id,
    post<TumourMeasurementInput, TumourMeasurementItem>(`${base(id)}/tumour-measurements`),
  );
export const useAddNote = (id: string) =>
  useRecordWrite(id, post<NoteInput, NoteItem>(`${base(id)}/notes`));

// ---------------------------------------------------------------------------------------------
// Care sessions

export function useActiveCareSessions(enabled = true) {
  return useQuery({
    queryKey: patientKeys.careSessions(),
    queryFn: ({ signal }) =>
      api<{ items: CareSession[] }>('/api/care-sessions?active=true', { signal }),
    enabled,
  });
}

export function useStartCareSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patientId: string) =>
      api<CareSession>('/api/care-sessions', { method: 'POST', body: { patientId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['care-sessions'] }),
  });
}

export function useEndCareSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api<CareSession>(`/api/care-sessions/${encodeURIComponent(sessionId)}/end`, {
        method: 'POST',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['care-sessions'] }),
  });
}
