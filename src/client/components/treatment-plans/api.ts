import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertSeverity } from '../../../core/alerts/types';
import type {
  CycleStatus,
  OrderStatus,
  PlanIntent,
  PlanStatus,
} from '../../../core/treatment-plans/types';
import { api } from '../../lib/api';

/* The treatment-plan API of issue 19, as the server's response schemas name it. */

export interface Quantity {
  value: number;
  unit: string;
}

export interface PlanOrderView {
  id: string;
  drugName: string;
  rxcui: string | null;
  day: number;
  days: number[];
  timesPerDay: number;
  route: string;
  doseBasis: Quantity;
  calculatedDose: Quantity | null;
  roundedDose: Quantity | null;
  rounding: { status: 'rounded' | 'not-rounded'; text: string; deviationPercent: number };
  modificationPercent: number;
  modificationReason?: string;
  status: OrderStatus;
  hold?: { by: string | null; at: string; reason: string };
  working: string[];
  warnings: string[];
  verification?: {
    by: string | null;
    at: string;
    independentDose: Quantity;
    variancePercent: number;
    acceptVarianceReason?: string;
  };
  administration?: {
    by: string | null;
    at: string;
    doseGiven: Quantity;
    startedAt: string;
    completedAt?: string;
    secondCheckBy?: string;
  };
}

export interface PlanParameterView {
  lab: string;
  label: string;
  operator: '<' | '<=' | '>' | '>=';
  threshold: number;
  unit: string;
  xUln?: number;
  latest: { value: number; unit: string; timestamp: string } | null;
  met: boolean | null;
  reason?: string;
  action: string;
  text: string;
  source: string;
}

export interface PlanCycleView {
  number: number;
  startDate: string;
  status: CycleStatus;
  signedBy?: string | null;
  signedAt?: string;
  release?: { by: string | null; at: string; overrideReason?: string };
  parameters: PlanParameterView[];
  orders: PlanOrderView[];
}

export interface PlanMeasurementsView {
  heightCm: number;
  weightKg: number;
  bsa: number;
  bsaFormula: string;
  crcl: number | null;
  crclWeightBasis: string;
  creatinine: number | null;
  measuredAt: string;
  /** When the height and weight of the dose basis were measured (null: no date on record). */
  heightMeasuredAt: string | null;
  weightMeasuredAt: string | null;
  creatinineAt: string | null;
  /** The record's weight now, against the dose basis. */
  currentWeightKg: number | null;
  /** Weight undated, older than the window or changed over 10% (product defaults). */
  findings: Array<{ kind: string; text: string; basis: 'product-default' }>;
}

export interface PlanView {
  id: string;
  patientId: string;
  regimenId: string;
  regimenName: string;
  status: PlanStatus;
  intent: PlanIntent;
  startDate: string;
  cycleLengthDays: number;
  doseRoundingPercent: number;
  replacesCurrentTherapy: boolean;
  measurements: PlanMeasurementsView;
  warnings: string[];
  working: string[];
  cycles: PlanCycleView[];
  alerts: Array<{
    kind: string;
    severity: AlertSeverity;
    title: string;
    drugs: string[];
    rationale: string;
    management: string;
    sources: Array<{ label: string; url?: string }>;
    /** Issue 22: the institution's alert policy graded it; the knowledge base's severity beside. */
    kbSeverity?: AlertSeverity;
    localPolicy?: {
      action: 'severity' | 'do-not-interrupt';
      kbSeverity: string;
      localSeverity: string;
    };
  }>;
  limitations: string[];
  discontinued?: { at: string; reason: string };
  createdAt: string;
}

export interface VerificationItem {
  planId: string;
  patientId: string;
  patientName: string | null;
  mrn: string | null;
  regimenName: string;
  cycle: number;
  cycleStartDate: string;
  signedAt: string | null;
  signedBy: string | null;
  measurements: PlanMeasurementsView;
  orders: PlanOrderView[];
}

export interface AdministrationItem {
  planId: string;
  patientId: string;
  patientName: string | null;
  mrn: string | null;
  regimenName: string;
  cycle: number;
  orders: PlanOrderView[];
}

export interface CreatePlanBody {
  regimenId: string;
  startDate: string;
  cycles?: number;
  intent?: PlanIntent;
  bsaFormula?: string;
  doseRoundingPercent?: 0 | 5 | 10;
  replacesCurrentTherapy?: boolean;
}

const keys = {
  list: (patientId: string) => ['treatment-plans', 'patient', patientId] as const,
  verification: ['treatment-plans', 'verification-queue'] as const,
  administration: ['treatment-plans', 'administration-queue'] as const,
};

export function usePatientPlans(patientId: string) {
  return useQuery({
    queryKey: keys.list(patientId),
    queryFn: ({ signal }) =>
      api<{ plans: PlanView[] }>(`/api/patients/${patientId}/treatment-plans`, { signal }),
  });
}

export function usePlan(planId: string) {
  return useQuery({
    queryKey: ['treatment-plans', 'plan', planId] as const,
    queryFn: ({ signal }) => api<PlanView>(`/api/treatment-plans/${planId}`, { signal }),
  });
}

/** The /regimens order sheet of one cycle of a plan (issue 19: signer, verifier, every warning). */
export const planOrderSheetHref = (plan: Pick<PlanView, 'id' | 'regimenId'>, cycle: number) =>
  `/regimens?${new URLSearchParams({ id: plan.regimenId, plan: plan.id, cycle: String(cycle) }).toString()}`;

export function useRegimenChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['regimens', 'choices'],
    queryFn: ({ signal }) =>
      api<{ regimens: Array<{ id: string; name: string; cancers: string[] }> }>('/api/regimens', {
        signal,
      }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

export function useVerificationQueue(enabled = true) {
  return useQuery({
    queryKey: keys.verification,
    queryFn: ({ signal }) =>
      api<{ items: VerificationItem[] }>('/api/verification-queue', { signal }),
    enabled,
  });
}

export function useAdministrationQueue(enabled = true) {
  return useQuery({
    queryKey: keys.administration,
    queryFn: ({ signal }) =>
      api<{ items: AdministrationItem[] }>('/api/administration-queue', { signal }),
    enabled,
  });
}

/** Every plan write answers the whole plan; the patient's record and alerts change with it. */
export function usePlanAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) =>
      api<PlanView>(path, { method: 'POST', body: body ?? {} }),
    onSuccess: async (plan) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['treatment-plans'] }),
        client.invalidateQueries({ queryKey: ['patients', 'detail', plan.patientId] }),
        client.invalidateQueries({ queryKey: ['patients'] }),
        client.invalidateQueries({ queryKey: ['alerts'] }),
      ]);
    },
  });
}

export const planPaths = {
  create: (patientId: string) => `/api/patients/${patientId}/treatment-plans`,
  sign: (planId: string) => `/api/treatment-plans/${planId}/sign`,
  verify: (planId: string, n: number) => `/api/treatment-plans/${planId}/cycles/${n}/verify`,
  release: (planId: string, n: number) => `/api/treatment-plans/${planId}/cycles/${n}/release`,
  administer: (planId: string, orderId: string) =>
    `/api/treatment-plans/${planId}/orders/${orderId}/administer`,
  modify: (planId: string, orderId: string) =>
    `/api/treatment-plans/${planId}/orders/${orderId}/modify`,
  discontinue: (planId: string) => `/api/treatment-plans/${planId}/discontinue`,
};

export const dose = (q: Quantity | null | undefined) =>
  q ? `${Number(q.value.toFixed(2))} ${q.unit}` : '—';
