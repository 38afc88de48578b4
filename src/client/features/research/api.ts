import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CohortCriteriaInput, CohortResponse } from '../../../core/analytics';
import { api, ApiError } from '../../lib/api';
import { accessToken } from '../../lib/auth-client';

export interface CohortRequest {
  criteria: CohortCriteriaInput;
  page: number;
  pageSize: number;
}

/** POST /api/research/cohort once criteria have been submitted (null: nothing asked yet). */
export function useCohort(request: CohortRequest | null) {
  return useQuery({
    queryKey: ['research', 'cohort', request],
    queryFn: ({ signal }) =>
      api<CohortResponse>('/api/research/cohort', { method: 'POST', body: request, signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    // A de-identified answer is audited on the server each time it is asked for: ask once.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The server's field errors of a 400, by criterion ("drug", "lab.min", ...). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const out: Record<string, string> = {};
  for (const d of error.details as Array<{ path?: string; message?: string }>) {
    const m = /^body\.criteria\.(.+)$/.exec(d.path ?? '');
    if (m?.[1] && d.message) out[m[1]] = d.message;
  }
  return out;
}

/**
 * Downloads the cohort export (POST with the criteria, so the filters stay out of URLs and
 * server logs), with the bearer token; the server's message on failure.
 */
export async function downloadCohort(
  part: 'counts' | 'subjects',
  criteria: CohortCriteriaInput,
): Promise<void> {
  const token = await accessToken();
  const res = await fetch(`/api/research/cohort/export?part=${part}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ criteria }),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(
      res.status,
      body?.error?.code ?? 'download_failed',
      body?.error?.message ?? `Export failed (${res.status})`,
    );
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `oncocds-cohort-${part}-${new Date().toISOString().slice(0, 10)}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}
