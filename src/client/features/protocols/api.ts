import { useQuery } from '@tanstack/react-query';
import type { Cancer } from '../../../core/knowledge/regimen';
import type { Protocol, ProtocolCategory } from '../../../core/knowledge/protocol';
import { api } from '../../lib/api';

export interface DrugRef {
  id: string;
  rxcui: string | null;
  name: string;
}

/** One row of `GET /api/protocols`. */
export interface ProtocolSummary {
  id: string;
  name: string;
  category: ProtocolCategory;
  summary: string;
  cancers: Cancer[];
  stepCount: number;
}

/** `GET /api/protocols/:id`: the record plus every drug it names, resolved for display. */
export type ProtocolDetail = Protocol & { drugs: DrugRef[] };

export function useProtocolList() {
  return useQuery({
    queryKey: ['protocols', 'list'],
    queryFn: ({ signal }) =>
      api<{ protocols: ProtocolSummary[]; total: number }>('/api/protocols', { signal }),
    staleTime: Infinity,
  });
}

export function useProtocol(id: string | null) {
  return useQuery({
    queryKey: ['protocols', 'detail', id],
    queryFn: ({ signal }) =>
      api<ProtocolDetail>(`/api/protocols/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    staleTime: Infinity,
  });
}
