import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcknowledgeReason, AlertKind, AlertSeverity } from '../../../core/alerts/types';
import { api } from '../../lib/api';
import type { PatientSex } from '../../lib/patient-api';

/*
 * Client side of the alert API that /clinical uses (issue 11; server in
 * src/server/features/alerts): the co-signature queue, a planned-regimen check, and the regimen
 * list the /regimens page reads (same endpoint and cache key, a narrower type).
 */

export interface SourceRef {
  label: string;
  url?: string;
}

export interface PersonRef {
  id: string;
  name: string;
  role: string;
}

/** One row of `GET /api/alerts/pending-cosign`. */
export interface PendingCosign {
  alertId: string;
  patientId: string;
  patientLabel: string;
  kind: AlertKind;
  severity: AlertSeverity;
  title: string;
  reason: AcknowledgeReason;
  comment: string | null;
  by: PersonRef | null;
  at: string;
}

export interface CosignBody {
  decision: 'approve' | 'reject';
  comment?: string;
}

/** `POST /api/patients/:id/check-regimen` body. */
export interface CheckRegimenBody {
  regimenId: string;
  cycles?: number;
  doseLevelPercent?: number;
  priorDoxorubicinEquivalentMgM2?: number;
  priorChestRadiation?: boolean;
}

export interface PlannedFinding {
  kind: AlertKind;
  severity: AlertSeverity;
  title: string;
  drugs: string[];
  rationale: string;
  management: string;
  sources: SourceRef[];
  /** The patient's stored alert for the same finding, when it is already raised. */
  existingAlertId: string | null;
}

export interface SeverityCounts {
  critical: number;
  high: number;
  medium: number;
  low: number;
}

export interface CalculatorInputs {
  heightCm: number | null;
  weightKg: number | null;
  ageYears: number | null;
  sex: PatientSex;
  creatinineMgDl: number | null;
  creatinineDate: string | null;
}

export interface CheckRegimenResponse {
  regimen: { id: string; name: string };
  findings: PlannedFinding[];
  limitations: string[];
  notes: string[];
  counts: SeverityCounts;
  hiddenLevels: AlertSeverity[];
  calculatorInputs: CalculatorInputs;
}

/** The fields of a `GET /api/regimens` row that the regimen check offers. */
export interface RegimenOption {
  id: string;
  name: string;
  aliases: string[];
  drugs: Array<{ id: string; name: string }>;
  phases: Array<{ id: string; name: string; cycleText: string; cycles: unknown }>;
}

export const pendingCosignKey = ['alerts', 'pending-cosign'] as const;

export function usePendingCosign(enabled: boolean) {
  return useQuery({
    queryKey: pendingCosignKey,
    queryFn: ({ signal }) =>
      api<{ items: PendingCosign[] }>('/api/alerts/pending-cosign', { signal }),
    enabled,
  });
}

export function useCosign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ alertId, body }: { alertId: string; body: CosignBody }) =>
      api<unknown>(`/api/alerts/${encodeURIComponent(alertId)}/cosign`, {
        method: 'POST',
        body,
      }),
    onSettled: () => {
      // The queue, and any patient's alert list showing the acknowledgement's state.
      void client.invalidateQueries({ queryKey: ['alerts'] });
      void client.invalidateQueries({ queryKey: ['patients'] });
    },
  });
}

export function useCheckRegimen(patientId: string) {
  return useMutation({
    mutationFn: (body: CheckRegimenBody) =>
      api<CheckRegimenResponse>(`/api/patients/${encodeURIComponent(patientId)}/check-regimen`, {
        method: 'POST',
        body,
      }),
  });
}

export function useRegimenOptions() {
  return useQuery({
    queryKey: ['regimens', 'list'],
    queryFn: ({ signal }) =>
      api<{ regimens: RegimenOption[]; total: number }>('/api/regimens', { signal }),
    staleTime: Infinity,
  });
}
