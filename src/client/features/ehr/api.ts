import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FhirImportReport } from '../../../core/fhir';
import { api } from '../../lib/api';
import { queryString } from '../../lib/drug-api';
import { patientKeys } from '../../lib/patient-api';

/*
 * Client side of the FHIR API (issue 14; server: src/server/features/fhir). Tokens and client
 * secrets are write-only: the connection answers whether they are set, never their values.
 */

export type ImportReport = FhirImportReport;

export interface ImportResult {
  patientId: string;
  report: ImportReport;
}

export interface Connection {
  configured: boolean;
  source: 'institution' | 'server-default' | 'none';
  baseUrl: string | null;
  defaultBaseUrl: string | null;
  allowedOrigins: string[];
  tokenSet: boolean;
  tokenLast4: string | null;
  smart: {
    configured: boolean;
    clientId: string | null;
    clientSecretSet: boolean;
    scopes: string;
    launchUrl: string;
    redirectUrl: string;
  };
  canConfigure: boolean;
  updatedAt: string | null;
}

export interface ConnectionInput {
  baseUrl?: string | null;
  token?: string;
  clearToken?: boolean;
  smartClientId?: string | null;
  smartClientSecret?: string;
  clearSmartClientSecret?: boolean;
  smartScopes?: string | null;
}

export interface RemotePatient {
  id: string;
  name: string | null;
  birthDate: string | null;
  gender: string | null;
  identifiers: Array<{ system: string | null; value: string }>;
}

export interface Preview {
  method: '$everything' | 'searches';
  notes: string[];
  report: ImportReport;
}

export interface SmartSession {
  sessionId: string;
  /** The EHR user who signed in (from the validated id_token), when OpenID Connect was used. */
  fhirUser: string | null;
  serverOrigin: string;
  patient: string | null;
  scope: string | null;
  expiresAt: string;
}

const keys = {
  connection: ['fhir', 'connection'] as const,
  search: (q: { name?: string; identifier?: string }) => ['fhir', 'search', q] as const,
  preview: (id: string) => ['fhir', 'preview', id] as const,
  session: (id: string) => ['fhir', 'smart', id] as const,
  smartPreview: (id: string) => ['fhir', 'smart', id, 'preview'] as const,
};

/** Where an import goes: a new patient, or the patient with this id. */
export type ImportTarget = { kind: 'new' } | { kind: 'existing'; patientId: string };

const targetQuery = (target: ImportTarget, extra: Record<string, string> = {}) =>
  queryString({ ...extra, ...(target.kind === 'existing' ? { patientId: target.patientId } : {}) });

export function useDryRun() {
  return useMutation({
    mutationFn: ({ bundle, target }: { bundle: unknown; target: ImportTarget }) =>
      api<{ report: ImportReport }>(`/api/fhir/import${targetQuery(target, { dryRun: 'true' })}`, {
        method: 'POST',
        body: bundle,
      }),
  });
}

function useAfterImport() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: patientKeys.all }),
      client.invalidateQueries({ queryKey: ['alerts'] }),
    ]);
}

export function useImportBundle() {
  const after = useAfterImport();
  return useMutation({
    mutationFn: ({ bundle, target }: { bundle: unknown; target: ImportTarget }) =>
      api<ImportResult>(`/api/fhir/import${targetQuery(target)}`, { method: 'POST', body: bundle }),
    onSuccess: after,
  });
}

export function useConnection() {
  return useQuery({
    queryKey: keys.connection,
    queryFn: ({ signal }) => api<Connection>('/api/fhir/connection', { signal }),
  });
}

export function useSaveConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectionInput) =>
      api<Connection>('/api/fhir/connection', { method: 'PUT', body: input }),
    onSuccess: (data) => client.setQueryData(keys.connection, data),
  });
}

export function useTestConnection() {
  return useMutation({
    mutationFn: () =>
      api<{
        success: boolean;
        message: string;
        fhirVersion: string | null;
        software: string | null;
      }>('/api/fhir/connection/test', { method: 'POST' }),
  });
}

export function useRemoteSearch(query: { name?: string; identifier?: string } | null) {
  return useQuery({
    queryKey: keys.search(query ?? {}),
    queryFn: ({ signal }) =>
      api<{ patients: RemotePatient[]; total: number | null }>(
        `/api/fhir/remote/patients${queryString({ ...query })}`,
        { signal },
      ),
    enabled: query !== null,
    retry: false,
  });
}

export function useRemotePreview(remoteId: string | null) {
  return useQuery({
    queryKey: keys.preview(remoteId ?? ''),
    queryFn: ({ signal }) =>
      api<Preview>(`/api/fhir/remote/patients/${encodeURIComponent(remoteId!)}/preview`, {
        signal,
      }),
    enabled: remoteId !== null,
    retry: false,
  });
}

export function useRemoteImport() {
  const after = useAfterImport();
  return useMutation({
    mutationFn: ({ remoteId, target }: { remoteId: string; target: ImportTarget }) =>
      api<ImportResult>(
        `/api/fhir/remote/patients/${encodeURIComponent(remoteId)}/import${targetQuery(target)}`,
        { method: 'POST' },
      ),
    onSuccess: after,
  });
}

export function useSmartLaunch() {
  return useMutation({
    mutationFn: (body: { iss?: string; launch?: string }) =>
      api<{ authorizeUrl: string; kind: 'ehr' | 'standalone' }>('/api/fhir/smart/launch', {
        method: 'POST',
        body,
      }),
  });
}

export function useSmartCallback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; state: string }) =>
      api<SmartSession>('/api/fhir/smart/callback', { method: 'POST', body }),
    onSuccess: (session) => client.setQueryData(keys.session(session.sessionId), session),
  });
}

export function useSmartSession(sessionId: string | null) {
  return useQuery({
    queryKey: keys.session(sessionId ?? ''),
    queryFn: ({ signal }) => api<SmartSession>(`/api/fhir/smart/sessions/${sessionId}`, { signal }),
    enabled: sessionId !== null,
    retry: false,
  });
}

export function useSmartPreview(sessionId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: keys.smartPreview(sessionId ?? ''),
    queryFn: ({ signal }) =>
      api<Preview>(`/api/fhir/smart/sessions/${sessionId}/preview`, { signal }),
    enabled: sessionId !== null && enabled,
    retry: false,
  });
}

export function useSmartImport() {
  const after = useAfterImport();
  return useMutation({
    mutationFn: ({ sessionId, target }: { sessionId: string; target: ImportTarget }) =>
      api<ImportResult>(`/api/fhir/smart/sessions/${sessionId}/import${targetQuery(target)}`, {
        method: 'POST',
      }),
    onSuccess: after,
  });
}
