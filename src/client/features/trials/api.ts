import { useQuery } from '@tanstack/react-query';
import type { TrialDetail, TrialMatch, TrialSearchResponse } from '../../../core/trials';
import { api, ApiError } from '../../lib/api';

/** The search as the page keeps it in its address: the pinned parameter names of the API. */
export interface TrialSearchParams {
  condition: string;
  term: string;
  intervention: string;
  location: string;
  status: string[];
  phase: string[];
}

export const SEARCH_TEXT_FIELDS = ['condition', 'term', 'intervention', 'location'] as const;

export function hasSearchText(p: TrialSearchParams): boolean {
  return SEARCH_TEXT_FIELDS.some((k) => p[k].trim() !== '');
}

/** Query string of `GET /api/trials` (and of the page's address), empty fields left out. */
export function searchQueryString(p: TrialSearchParams, pageToken?: string | null): string {
  const q = new URLSearchParams();
  for (const k of SEARCH_TEXT_FIELDS) if (p[k].trim()) q.set(k, p[k].trim());
  if (p.status.length) q.set('status', p.status.join(','));
  if (p.phase.length) q.set('phase', p.phase.join(','));
  if (pageToken) q.set('pageToken', pageToken);
  return q.toString();
}

export function readSearchParams(params: URLSearchParams): TrialSearchParams {
  const list = (k: string) =>
    (params.get(k) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return {
    condition: params.get('condition') ?? '',
    term: params.get('term') ?? '',
    intervention: params.get('intervention') ?? '',
    location: params.get('location') ?? '',
    status: list('status'),
    phase: list('phase'),
  };
}

/**
 * A registry that is down will not come back within a retry; one that answered with an error may
 * not either. The page says so and offers Try again instead of retrying behind a spinner.
 */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400) && count < 1;

export function useTrialSearch(params: TrialSearchParams | null, pageToken: string | null) {
  return useQuery({
    queryKey: ['trials', 'search', params, pageToken],
    queryFn: ({ signal }) =>
      api<TrialSearchResponse>(`/api/trials?${searchQueryString(params!, pageToken)}`, {
        signal,
      }),
    enabled: params !== null && hasSearchText(params),
    retry,
  });
}

export function useTrial(nctId: string, location: string | null) {
  const q = location ? `?${new URLSearchParams({ location }).toString()}` : '';
  return useQuery({
    queryKey: ['trials', 'study', nctId, location],
    queryFn: ({ signal }) =>
      api<TrialDetail>(`/api/trials/${encodeURIComponent(nctId)}${q}`, { signal }),
    retry,
  });
}

export function useTrialMatch(nctId: string, patientId: string | null) {
  return useQuery({
    queryKey: ['trials', 'match', nctId, patientId],
    queryFn: ({ signal }) =>
      api<TrialMatch>(
        `/api/trials/${encodeURIComponent(nctId)}/match?patientId=${encodeURIComponent(patientId!)}`,
        { signal },
      ),
    enabled: patientId !== null,
    retry,
  });
}

export interface PatientChoice {
  id: string;
  label: string;
  isDemo: boolean;
}

/** The institution's active patients to choose the current one from (first 100 by name). */
export function usePatientChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['trials', 'patient-choices'],
    queryFn: ({ signal }) =>
      api<{ items: PatientChoice[]; total: number }>('/api/patients?sort=name&pageSize=100', {
        signal,
      }),
    enabled,
  });
}

/** True for the answers that mean the registry, not OncoCDS, failed (502, 503). */
export function isRegistryDown(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 502 || error.status === 503);
}
