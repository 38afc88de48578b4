import { useMutation, useQuery } from '@tanstack/react-query';
import type { PrecisionMatchBody, PrecisionMatchResponse } from '../../../core/precision';
import { api } from '../../lib/api';

export const precisionKeys = {
  patient: (id: string) => ['patients', id, 'precision'] as const,
};

/** `POST /api/precision/match`: a report typed in or loaded, matched with no patient data sent. */
export function useMatchPrecision() {
  return useMutation({
    mutationFn: (body: PrecisionMatchBody) =>
      api<PrecisionMatchResponse>('/api/precision/match', { method: 'POST', body }),
  });
}

/** `GET /api/patients/:id/precision`: the record's tumour findings matched (audited read). */
export function usePatientPrecision(patientId: string, enabled = true) {
  return useQuery({
    queryKey: precisionKeys.patient(patientId),
    queryFn: ({ signal }) =>
      api<PrecisionMatchResponse>(`/api/patients/${patientId}/precision`, { signal }),
    enabled,
  });
}
