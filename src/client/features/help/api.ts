import { useQuery } from '@tanstack/react-query';
import type { KnowledgeChangesResponse } from '../../../core/knowledge/changes';
import { api } from '../../lib/api';

export type KnowledgeChanges = KnowledgeChangesResponse;

/** `GET /api/knowledge/changes`: fixed for a server's lifetime, so fetched once per session. */
export function fetchKnowledgeChanges(signal?: AbortSignal): Promise<KnowledgeChanges> {
  return api<KnowledgeChanges>('/api/knowledge/changes', { signal });
}

export function useKnowledgeChanges() {
  return useQuery({
    queryKey: ['knowledge', 'changes'],
    queryFn: ({ signal }) => fetchKnowledgeChanges(signal),
    staleTime: Infinity,
  });
}
