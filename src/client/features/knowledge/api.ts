import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportedFact } from '../../../core/knowledge/facts';
import { api } from '../../lib/api';

export type QueueReason = 'never-reviewed' | 'older-than-a-year' | 'label-version-changed';

export interface QueueItem {
  fact: ExportedFact;
  reason: QueueReason;
}

export interface Review {
  id: string;
  factId: string;
  productValue: string;
  action: 'accept' | 'correct';
  proposedValue: string | null;
  note: string;
  status: 'accepted' | 'pending' | 'approved' | 'rejected';
  reviewer: string;
  reviewedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
}

export function useReviewerStatus() {
  return useQuery({
    queryKey: ['knowledge', 'reviewer'],
    queryFn: () => api<{ canReviewKnowledge: boolean }>('/api/knowledge/reviewer'),
  });
}

export function useReviewQueue(enabled: boolean, recordId: string) {
  const q = new URLSearchParams({ limit: '25' });
  if (recordId) q.set('recordId', recordId);
  return useQuery({
    queryKey: ['knowledge', 'queue', recordId],
    queryFn: () => api<{ total: number; items: QueueItem[] }>(`/api/knowledge/review-queue?${q}`),
    enabled,
  });
}

export function usePendingReviews(enabled: boolean) {
  return useQuery({
    queryKey: ['knowledge', 'pending'],
    queryFn: () => api<{ reviews: Review[] }>('/api/knowledge/reviews?status=pending'),
    enabled,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['knowledge'] });
}

export function useRecordReview() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: {
      factId: string;
      action: 'accept' | 'correct';
      note: string;
      proposedValue?: string;
    }) => api<Review>('/api/knowledge/reviews', { method: 'POST', body }),
    onSuccess: () => void invalidate(),
  });
}

export function useDecide() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      note,
    }: {
      id: string;
      decision: 'approve' | 'reject';
      note?: string;
    }) =>
      api<Review>(`/api/knowledge/reviews/${id}/decision`, {
        method: 'POST',
        body: note ? { decision, note } : { decision },
      }),
    onSuccess: () => void invalidate(),
  });
}

export type PolicySeverity = 'low' | 'medium' | 'high' | 'critical';

export interface PolicyEntry {
  id: string;
  target:
    { type: 'rule'; kind: string; ruleId: string } | { type: 'pair'; drugs: [string, string] };
  targetLabel: string;
  action: 'severity' | 'do-not-interrupt';
  localSeverity: PolicySeverity | null;
  kbSeverity: PolicySeverity;
  kbSeverityNow: PolicySeverity | null;
  rationale: string;
  effectiveFrom: string;
  status: 'pending' | 'active' | 'rejected' | 'reverted' | 'superseded';
  inEffect: boolean;
  proposedBy: string;
  proposedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
  revertedBy: string | null;
  revertedAt: string | null;
  revertReason: string | null;
}

export interface AlertPolicy {
  version: string;
  canChange: boolean;
  entries: PolicyEntry[];
}

export type PolicyChange =
  | {
      op: 'propose';
      target: PolicyEntry['target'];
      action: 'severity' | 'do-not-interrupt';
      severity?: PolicySeverity;
      rationale: string;
      effectiveFrom: string;
    }
  | { op: 'approve' | 'reject'; id: string; note?: string }
  | { op: 'revert'; id: string; reason: string };

export function useAlertPolicy() {
  return useQuery({
    queryKey: ['knowledge', 'alert-policy'],
    queryFn: () => api<AlertPolicy>('/api/institution/alert-policy'),
  });
}

export interface TunableRule {
  kind: 'interaction' | 'lab' | 'duplicate';
  ruleId: string;
  label: string;
  kbSeverity: PolicySeverity;
  /** A critical label contraindication: it cannot be silenced or downgraded. */
  protected: boolean;
}

/** The rules the committee can tune by rule (the policy panel's picker). */
export function useTunableRules() {
  return useQuery({
    queryKey: ['knowledge', 'alert-policy', 'rules'],
    queryFn: () => api<{ rules: TunableRule[] }>('/api/institution/alert-policy/rules'),
    staleTime: Infinity,
  });
}

export function useChangePolicy() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: PolicyChange) =>
      api<AlertPolicy>('/api/institution/alert-policy', { method: 'PUT', body }),
    onSuccess: () => void invalidate(),
  });
}
