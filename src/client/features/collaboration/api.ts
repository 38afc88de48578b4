import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The shapes of /api/collaboration (server: features/collaboration/schemas.ts). */

export interface Person {
  id: string;
  name: string;
  role: string;
}

export interface ThreadSummary {
  id: string;
  title: string;
  status: 'open' | 'resolved';
  patient: { id: string; label: string };
  openedBy: Person | null;
  createdAt: string;
  lastActivityAt: string;
  commentCount: number;
  mentionsMe: boolean;
  unread: number;
}

export interface ThreadList {
  items: ThreadSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CaseHeader {
  id: string;
  label: string;
  identified: boolean;
  sex: string;
  ageYears: number | null;
  conditions: Array<{ name: string | null; icd10: string | null }>;
}

export interface Comment {
  id: string;
  threadId: string;
  author: Person | null;
  body: string;
  /** A researcher or student reads the withheld notice (issue 21). */
  withheld: boolean;
  /** For clinicians: the de-identified version researchers and students read, if shared. */
  sharedBody: string | null;
  createdAt: string;
  mentions: Array<{ id: string; name: string }>;
}

export interface ThreadDetail {
  id: string;
  title: string;
  titleWithheld: boolean;
  sharedTitle: string | null;
  status: 'open' | 'resolved';
  patient: CaseHeader;
  openedBy: Person | null;
  resolvedBy: Person | null;
  resolvedAt: string | null;
  createdAt: string;
  lastActivityAt: string;
  comments: Comment[];
  canResolve: boolean;
  deidentified: boolean;
}

export interface Notification {
  id: string;
  kind: 'mention' | 'reply';
  threadId: string;
  threadTitle: string;
  patientLabel: string;
  actor: { id: string; name: string } | null;
  createdAt: string;
  readAt: string | null;
}

export interface ThreadFilters {
  status: 'open' | 'resolved' | 'all';
  filter: 'all' | 'mine' | 'mentions';
  patientId?: string | undefined;
  page: number;
}

export const collaborationKeys = {
  all: ['collaboration'] as const,
  threads: ['collaboration', 'threads'] as const,
  thread: (id: string) => ['collaboration', 'thread', id] as const,
  notifications: ['collaboration', 'notifications'] as const,
};

export function useThreads(filters: ThreadFilters) {
  const query = new URLSearchParams({
    status: filters.status,
    filter: filters.filter,
    page: String(filters.page),
  });
  if (filters.patientId) query.set('patientId', filters.patientId);
  return useQuery({
    queryKey: [...collaborationKeys.threads, filters],
    queryFn: ({ signal }) => api<ThreadList>(`/api/collaboration/threads?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One discussion; reading it marks its notifications read, so the count is refreshed. */
export function useThread(id: string | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: collaborationKeys.thread(id ?? ''),
    queryFn: async ({ signal }) => {
      const thread = await api<ThreadDetail>(
        `/api/collaboration/threads/${encodeURIComponent(id ?? '')}`,
        { signal },
      );
      void qc.invalidateQueries({ queryKey: collaborationKeys.notifications });
      return thread;
    },
    enabled: id !== null,
  });
}

export function useMembers(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['collaboration', 'members', q],
    queryFn: ({ signal }) =>
      api<{ items: Person[] }>(`/api/collaboration/members?q=${encodeURIComponent(q)}`, {
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });
}

export function useUnreadCount() {
  return useQuery({
    queryKey: [...collaborationKeys.notifications, 'count'],
    queryFn: ({ signal }) =>
      api<{ unread: number }>('/api/collaboration/notifications/unread-count', { signal }),
    staleTime: 60_000,
  });
}

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: [...collaborationKeys.notifications, 'list'],
    queryFn: ({ signal }) =>
      api<{ items: Notification[]; unread: number; email: boolean }>(
        '/api/collaboration/notifications',
        { signal },
      ),
    enabled,
  });
}

export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ unread: number }>('/api/collaboration/notifications/read', {
        method: 'POST',
        body: { all: true },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: collaborationKeys.notifications }),
  });
}

export interface NewThread {
  patientId: string;
  title: string;
  body: string;
  mentions: string[];
}

export function useCreateThread() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: NewThread) =>
      api<ThreadDetail>('/api/collaboration/threads', { method: 'POST', body }),
    onSuccess: (thread) => {
      qc.setQueryData(collaborationKeys.thread(thread.id), thread);
      void qc.invalidateQueries({ queryKey: collaborationKeys.threads });
    },
  });
}

/** Shares (text) or withdraws (null) the de-identified version of one's own comment. */
export function useShareComment(threadId: string, commentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string | null) =>
      api<ThreadDetail>(
        `/api/collaboration/threads/${encodeURIComponent(threadId)}/comments/${encodeURIComponent(commentId)}/shared`,
        { method: 'PUT', body: { text } },
      ),
    onSuccess: (thread) => {
      qc.setQueryData(collaborationKeys.thread(threadId), thread);
    },
  });
}

export function useAddComment(threadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { body: string; mentions: string[] }) =>
      api<Comment>(`/api/collaboration/threads/${encodeURIComponent(threadId)}/comments`, {
        method: 'POST',
        body,
      }),
    onSuccess: (comment) => {
      qc.setQueryData<ThreadDetail>(collaborationKeys.thread(threadId), (old) =>
        old && !old.comments.some((c) => c.id === comment.id)
          ? { ...old, comments: [...old.comments, comment] }
          : old,
      );
      void qc.invalidateQueries({ queryKey: collaborationKeys.threads });
    },
  });
}

export function useSetThreadStatus(threadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: 'resolve' | 'reopen') =>
      api<ThreadDetail>(`/api/collaboration/threads/${encodeURIComponent(threadId)}/${action}`, {
        method: 'POST',
      }),
    onSuccess: (thread) => {
      qc.setQueryData(collaborationKeys.thread(thread.id), thread);
      void qc.invalidateQueries({ queryKey: collaborationKeys.threads });
    },
  });
}

/** Patients the caller may discuss, labelled as the server labels them for this role. */
export function usePatientOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['collaboration', 'patient-options'],
    queryFn: ({ signal }) =>
      api<{ items: Array<{ id: string; label: string }> }>('/api/patients?pageSize=100&sort=name', {
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });
}
