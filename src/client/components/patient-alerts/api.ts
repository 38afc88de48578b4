import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcknowledgeAlertInput,
  AcknowledgeReason,
  AlertKind,
  AlertSeverity,
} from '../../../core/alerts/types';
import { api } from '../../lib/api';

/*
 * Client side of the alert API (issue 11; server: src/server/features/alerts/schemas.ts). Shared
 * by the patient page, /clinical and the dashboard, which are features that may not import each
 * other.
 */

export interface AlertPerson {
  id: string;
  name: string;
  role: string;
}

export interface AlertAcknowledgement {
  /** `pending` until an oncologist or pharmacist co-signs a nurse's or student's acknowledgement. */
  status: 'pending' | 'confirmed';
  reason: AcknowledgeReason;
  /** Null in de-identified views (free text). */
  comment: string | null;
  by: AlertPerson | null;
  at: string;
  cosignedBy: AlertPerson | null;
  cosignedAt: string | null;
}

/** One alert as `GET /api/patients/:id/alerts` and the acknowledge/co-sign calls answer it. */
export interface PatientAlert {
  id: string;
  kind: AlertKind;
  severity: AlertSeverity;
  title: string;
  drugs: string[];
  /** One step per line, from the patient's data to the rule. */
  rationale: string;
  management: string;
  sources: Array<{ label: string; url?: string }>;
  /** True only once confirmed (a pending acknowledgement is not yet acknowledged). */
  isAcknowledged: boolean;
  acknowledgedAt: string | null;
  acknowledgedBy: string | null;
  overrideReason: AcknowledgeReason | null;
  acknowledgement: AlertAcknowledgement | null;
  /** The institution's alert policy or local correction that graded it (issue 22). */
  localPolicy?: {
    origin: 'policy' | 'correction';
    action: 'severity' | 'do-not-interrupt';
    kbSeverity: AlertSeverity;
    localSeverity: AlertSeverity;
    approvedBy: string;
    effectiveFrom: string;
  };
}

export type SeverityCounts = Record<AlertSeverity, number>;

export interface PatientAlertsResponse {
  /** The caller's role's levels only, most severe first. */
  alerts: PatientAlert[];
  /** What could not be checked: an empty alert list is not proof of safety. */
  limitations: string[];
  /** Information that is neither a finding nor a gap. */
  notes: string[];
  /** Every current alert by severity, including the levels this role is not shown. */
  counts: SeverityCounts;
  /** Levels this role is not shown (SPEC §6 alertLevels). */
  hiddenLevels: AlertSeverity[];
}

export interface PendingCosignItem {
  alertId: string;
  patientId: string;
  patientLabel: string;
  kind: AlertKind;
  severity: AlertSeverity;
  title: string;
  reason: AcknowledgeReason;
  comment: string | null;
  by: AlertPerson | null;
  at: string;
}

export interface CosignInput {
  decision: 'approve' | 'reject';
  comment?: string;
}

export const alertKeys = {
  all: ['alerts'] as const,
  patient: (patientId: string) => ['alerts', 'patient', patientId] as const,
  pendingCosign: () => ['alerts', 'pending-cosign'] as const,
};

export function fetchPatientAlerts(patientId: string, signal?: AbortSignal) {
  return api<PatientAlertsResponse>(`/api/patients/${encodeURIComponent(patientId)}/alerts`, {
    signal,
  });
}

export function acknowledgeAlert(alertId: string, body: AcknowledgeAlertInput) {
  return api<PatientAlert>(`/api/alerts/${encodeURIComponent(alertId)}/acknowledge`, {
    method: 'POST',
    body,
  });
}

export function cosignAlert(alertId: string, body: CosignInput) {
  return api<PatientAlert>(`/api/alerts/${encodeURIComponent(alertId)}/cosign`, {
    method: 'POST',
    body,
  });
}

export function fetchPendingCosign(signal?: AbortSignal) {
  return api<{ items: PendingCosignItem[] }>('/api/alerts/pending-cosign', { signal });
}

/** The patient's alerts, checked now by the server (it re-runs the engine on every read). */
export function usePatientAlerts(patientId: string | null | undefined) {
  return useQuery({
    queryKey: alertKeys.patient(patientId ?? ''),
    queryFn: ({ signal }) => fetchPatientAlerts(patientId!, signal),
    enabled: !!patientId,
  });
}

export function usePendingCosign(enabled = true) {
  return useQuery({
    queryKey: alertKeys.pendingCosign(),
    queryFn: ({ signal }) => fetchPendingCosign(signal),
    enabled,
  });
}

/**
 * After an acknowledgement or co-signature every view of alerts is stale: this patient's list,
 * the pending co-sign list and the patient list's alert counts.
 */
function useInvalidateAlerts() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: alertKeys.all }),
      client.invalidateQueries({ queryKey: ['patients'] }),
    ]);
}

export function useAcknowledgeAlert() {
  const invalidate = useInvalidateAlerts();
  return useMutation({
    mutationFn: ({ alertId, body }: { alertId: string; body: AcknowledgeAlertInput }) =>
      acknowledgeAlert(alertId, body),
    onSuccess: invalidate,
  });
}

export function useCosignAlert() {
  const invalidate = useInvalidateAlerts();
  return useMutation({
    mutationFn: ({ alertId, body }: { alertId: string; body: CosignInput }) =>
      cosignAlert(alertId, body),
    onSuccess: invalidate,
  });
}
