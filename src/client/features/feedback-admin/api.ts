import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EffortSize } from '../../../core/config';
import type {
  FeedbackCategory,
  FeedbackItem,
  FeedbackStatus,
  FeedbackType,
  Priority,
} from '../../../core/feedback';
import { api } from '../../lib/api';

/** The item as GET /api/admin/feedback returns it. */
export interface AdminFeedbackItem extends FeedbackItem {
  receivedAt: string;
  updatedAt: string;
  submitter: { id: string; name: string } | null;
  votedByMe: boolean;
}

export type StatusFilter = FeedbackStatus | 'open' | 'resolved';
export type SortField =
  'timestamp' | 'priority' | 'votes' | 'effort' | 'status' | 'type' | 'category' | 'title';

export interface FeedbackFilters {
  status?: StatusFilter;
  type?: FeedbackType;
  category?: FeedbackCategory;
  priority?: Priority;
  q?: string;
  sort: SortField;
  order: 'asc' | 'desc';
}

export interface FeedbackPage {
  items: AdminFeedbackItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface Counts {
  key: string;
  count: number;
}

export interface FeedbackStats {
  total: number;
  open: number;
  byType: Counts[];
  byCategory: Counts[];
  byPriority: Counts[];
  byStatus: Counts[];
}

export interface PlannedTicket {
  id: string;
  type: FeedbackType;
  category: FeedbackCategory;
  priority: Priority;
  effort: EffortSize;
  points: number;
  title: string;
  description: string;
  labels: string[];
  timestamp: string;
  status: FeedbackStatus;
}

export interface SprintPlan {
  capacity: number;
  current: PlannedTicket[];
  next: PlannedTicket[];
  backlog: PlannedTicket[];
  pointsCurrent: number;
  pointsNext: number;
  pointsBacklog: number;
}

export interface GithubConfig {
  configured: boolean;
  enabled: boolean;
  owner: string;
  repo: string;
  apiUrl: string | null;
  defaultApiUrl: string;
  tokenSet: boolean;
  tokenLast4: string | null;
  updatedAt: string | null;
}

export interface GithubConfigInput {
  enabled: boolean;
  owner: string;
  repo: string;
  token: string;
  apiUrl: string;
}

export interface ConnectionTest {
  success: boolean;
  message: string;
  detail?: string;
  status?: number;
  repository?: { fullName: string; url: string; private: boolean };
}

export interface GithubIssue {
  number: number;
  title: string;
  state: string;
  url: string;
  labels: string[];
  createdAt: string;
  updatedAt: string;
  comments: number;
  author: string | null;
}

export interface FeedbackPatch {
  status?: FeedbackStatus;
  type?: FeedbackType;
  category?: FeedbackCategory;
  priority?: Priority;
  estimatedEffort?: EffortSize;
  labels?: string[];
}

export function filterQuery(filters: FeedbackFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

const KEY = ['feedback-admin'] as const;

export function useFeedbackList(filters: FeedbackFilters, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...KEY, 'list', filters, page, pageSize],
    queryFn: () =>
      api<FeedbackPage>(
        `/api/admin/feedback?${filterQuery(filters, { page: String(page), pageSize: String(pageSize) })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackItem(id: string | null) {
  return useQuery({
    queryKey: [...KEY, 'item', id],
    queryFn: () => api<AdminFeedbackItem>(`/api/admin/feedback/${id}`),
    enabled: id !== null,
  });
}

export function useFeedbackStats() {
  return useQuery({
    queryKey: [...KEY, 'stats'],
    queryFn: () => api<FeedbackStats>('/api/admin/feedback/stats'),
  });
}

export function useSprintPlan() {
  return useQuery({
    queryKey: [...KEY, 'sprint-plan'],
    queryFn: () => api<SprintPlan>('/api/admin/feedback/sprint-plan'),
  });
}

/** Any triage change can move an item between list pages, charts and sprints: refresh them all. */
function useInvalidateFeedback() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: KEY });
}

export function usePatchFeedback() {
  const invalidate = useInvalidateFeedback();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: FeedbackPatch }) =>
      api<AdminFeedbackItem>(`/api/admin/feedback/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: () => void invalidate(),
  });
}

export function useVote() {
  const invalidate = useInvalidateFeedback();
  return useMutation({
    mutationFn: ({ id, up }: { id: string; up: boolean }) =>
      api<{ votes: number; votedByMe: boolean }>(`/api/admin/feedback/${id}/vote`, {
        method: up ? 'POST' : 'DELETE',
      }),
    onSuccess: () => void invalidate(),
  });
}

export function useCreateIssue() {
  const invalidate = useInvalidateFeedback();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<AdminFeedbackItem>(`/api/admin/feedback/${id}/github-issue`, { method: 'POST' }),
    onSuccess: () => {
      void invalidate();
      void qc.invalidateQueries({ queryKey: GITHUB_KEY });
    },
  });
}

const GITHUB_KEY = ['github'] as const;

export function useGithubConfig() {
  return useQuery({
    queryKey: [...GITHUB_KEY, 'config'],
    queryFn: () => api<GithubConfig>('/api/admin/github/config'),
  });
}

export function useSaveGithubConfig() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: GithubConfigInput) =>
      api<GithubConfig>('/api/admin/github/config', { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      qc.setQueryData([...GITHUB_KEY, 'config'], saved);
      void qc.invalidateQueries({ queryKey: [...GITHUB_KEY, 'issues'] });
    },
  });
}

export function useTestConnection() {
  return useMutation({
    mutationFn: () => api<ConnectionTest>('/api/admin/github/test', { method: 'POST' }),
  });
}

export interface IssueFilters {
  state: 'open' | 'closed' | 'all';
  labels: string;
}

export function useGithubIssues(filters: IssueFilters, enabled: boolean) {
  return useQuery({
    queryKey: [...GITHUB_KEY, 'issues', filters],
    queryFn: () => {
      const params = new URLSearchParams({ state: filters.state });
      if (filters.labels.trim()) params.set('labels', filters.labels.trim());
      return api<{ issues: GithubIssue[] }>(`/api/admin/github/issues?${params.toString()}`);
    },
    enabled,
  });
}

export function useUpdateIssue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      number,
      patch,
    }: {
      number: number;
      patch: { state?: 'open' | 'closed'; stateReason?: 'completed' | 'not_planned' | 'reopened' };
    }) => api<GithubIssue>(`/api/admin/github/issues/${number}`, { method: 'PATCH', body: patch }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [...GITHUB_KEY, 'issues'] }),
  });
}
