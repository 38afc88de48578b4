import { useMutation, useQuery } from '@tanstack/react-query';
import type { AlertKind, AlertSeverity } from '../../../core/alerts/types';
import { api } from '../../lib/api';
import type { PatientSex } from '../../../core/patients/schemas';
import type { SeverityCounts } from '../../components/patient-alerts';

/*
 * The planned-regimen check of /clinical (issue 11; server in src/server/features/alerts), and the
 * regimen list the /regimens page reads (same endpoint and cache key, a narrower type). Alerts,
 * acknowledgement and co-signature calls are shared: components/patient-alerts.
 */

export interface SourceRef {
  label: string;
  url?: string;
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
