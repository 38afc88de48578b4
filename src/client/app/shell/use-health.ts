import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface Health {
  status: 'ok';
  version: string;
  database: 'pglite' | 'postgres';
  knowledgeBase: { version: string; counts: Record<string, number> };
}

export function useHealth() {
  return useQuery({
    queryKey: ['health'],
    queryFn: () => api<Health>('/api/health'),
    staleTime: 5 * 60_000,
  });
}
