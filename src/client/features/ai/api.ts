import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  drilldownResponseSchema,
  generatedResponseSchema,
  insightsResponseSchema,
  recommendationsResponseSchema,
  acceptResponseSchema,
} from '../../../core/recommendations/api-schemas';
import { api } from '../../lib/api';

export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
export type RecommendationView = RecommendationsResponse['recommendations'][number];
export type GeneratedAnswer = z.infer<typeof generatedResponseSchema>;
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;
export type Drilldown = z.infer<typeof drilldownResponseSchema>;
export type Acceptance = z.infer<typeof acceptResponseSchema>;
export type InsightSection = Drilldown['section'];

const recsKey = (patientId: string) => ['ai', 'recommendations', patientId] as const;

export function useRecommendations(patientId: string | null) {
  return useQuery({
    queryKey: recsKey(patientId ?? ''),
    queryFn: ({ signal }) =>
      api<RecommendationsResponse>(`/api/patients/${patientId}/recommendations`, { signal }),
    enabled: patientId !== null,
  });
}

export function useAcceptRecommendation(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { recommendationId: string; comment?: string }) =>
      api<Acceptance>(`/api/patients/${patientId}/recommendations/accept`, {
        method: 'POST',
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: recsKey(patientId) }),
  });
}

/** The patient medication endpoint (features/patients): the stop is its own audited change. */
export function useStopMedication(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (medicationId: string) =>
      api<unknown>(`/api/patients/${patientId}/medications/${medicationId}/stop`, {
        method: 'POST',
        body: {},
      }),
    onSettled: () => client.invalidateQueries({ queryKey: recsKey(patientId) }),
  });
}

export function useNarrative(patientId: string) {
  return useMutation({
    mutationFn: () =>
      api<GeneratedAnswer>(`/api/patients/${patientId}/recommendations/narrative`, {
        method: 'POST',
      }),
  });
}

export function useAsk(patientId: string) {
  return useMutation({
    mutationFn: (question: string) =>
      api<GeneratedAnswer>(`/api/patients/${patientId}/ask`, {
        method: 'POST',
        body: { question },
      }),
  });
}

export interface PatientPick {
  id: string;
  label: string;
  isDemo: boolean;
  ageYears: number | null;
  sex: string;
  alertCounts: { critical: number; high: number; medium: number; low: number };
}

/** A short page of the patient list (`GET /api/patients`), for picking the current patient. */
export function usePatientSearch(q: string) {
  return useQuery({
    queryKey: ['ai', 'patient-pick', q],
    queryFn: ({ signal }) =>
      api<{ items: PatientPick[]; total: number }>(
        `/api/patients?pageSize=10${q ? `&q=${encodeURIComponent(q)}` : ''}`,
        { signal },
      ),
  });
}

export function useInsights() {
  return useQuery({
    queryKey: ['ai', 'insights'],
    queryFn: ({ signal }) => api<InsightsResponse>('/api/ai-insights', { signal }),
  });
}

export function useDrilldown(target: { section: InsightSection; key: string } | null) {
  return useQuery({
    queryKey: ['ai', 'drilldown', target?.section, target?.key],
    queryFn: ({ signal }) =>
      api<Drilldown>(
        `/api/ai-insights/patients?section=${target!.section}&key=${encodeURIComponent(target!.key)}`,
        { signal },
      ),
    enabled: target !== null,
  });
}
