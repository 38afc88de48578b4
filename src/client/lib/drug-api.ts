import type { Drug, QtRisk, Route } from '../../core/knowledge/drug';
import type { Evidence, Severity } from '../../core/knowledge/interaction';
import { api } from './api';

/**
 * Client side of the drug and interaction API (issue 4 "API contract"). Shared by the drugs,
 * interactions and compare features, which may not import each other.
 */

export interface SourceRef {
  label: string;
  url?: string;
}

/** One row of `GET /api/drugs`. Substances without an RxNorm concept carry a null rxcui. */
export interface DrugSummary {
  rxcui: string | null;
  name: string;
  brandNames: string[];
  drugClass: string;
  routes: Route[];
}

export interface DrugSearchResponse {
  results: DrugSummary[];
  total: number;
}

/** A curated record involving the drug, as listed on its monograph. */
export interface DrugInteractionRecord {
  id: string;
  otherDrugs: Array<{ rxcui: string | null; name: string }>;
  group?: { id: string; name: string };
  severity: Severity;
  evidence: Evidence;
  mechanism: string;
  effect: string;
  management: string;
  sources: SourceRef[];
}

/** `GET /api/drugs/:rxcui`: the full record plus the curated interactions that involve it. */
export type DrugRecord = Drug & { interactions: DrugInteractionRecord[] };

export interface ResolvedInput {
  input: string;
  rxcui: string | null;
  name: string;
}

export interface CheckedInteraction {
  drugs: [string | null, string | null];
  names: [string, string];
  severity: Severity;
  evidence: Evidence;
  basis: 'curated' | 'inferred';
  mechanism: string;
  mechanismType?: 'pharmacokinetic' | 'pharmacodynamic' | 'mixed';
  effect: string;
  management: string;
  managementAction?: string;
  onset?: 'rapid' | 'delayed' | 'not-specified';
  riskFactors?: string[];
  reasoning?: string[];
  sources: SourceRef[];
}

export interface SeverityCounts {
  contraindicated: number;
  major: number;
  moderate: number;
  minor: number;
}

/** `POST /api/interactions/check`. */
export interface CheckResponse {
  resolved: ResolvedInput[];
  unresolved: string[];
  interactions: CheckedInteraction[];
  summary: SeverityCounts;
  checkedPairs?: number;
}

export interface DrugClassCount {
  drugClass: string;
  count: number;
}

export interface DrugFilters {
  q?: string;
  limit?: number;
  class?: string;
  route?: string;
  qtRisk?: QtRisk | string;
  pathway?: string;
}

/** Builds a query string from the defined, non-empty values only. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function searchDrugs(filters: DrugFilters, signal?: AbortSignal) {
  return api<DrugSearchResponse>(`/api/drugs${queryString({ ...filters })}`, { signal });
}

export function fetchDrug(rxcui: string, signal?: AbortSignal) {
  return api<DrugRecord>(`/api/drugs/${encodeURIComponent(rxcui)}`, { signal });
}

export function fetchDrugClasses(signal?: AbortSignal) {
  return api<DrugClassCount[]>('/api/drugs/classes', { signal });
}

export function checkInteractions(drugs: string[], signal?: AbortSignal) {
  return api<CheckResponse>('/api/interactions/check', { method: 'POST', body: { drugs }, signal });
}

/** Query keys, so every feature caches the same request under the same key. */
export const drugKeys = {
  search: (filters: DrugFilters) => ['drugs', 'search', filters] as const,
  detail: (rxcui: string) => ['drugs', 'detail', rxcui] as const,
  classes: () => ['drugs', 'classes'] as const,
  check: (drugs: readonly string[]) => ['interactions', 'check', [...drugs]] as const,
};

/** The contract allows 2 to 30 drugs per check. */
export const CHECK_MIN_DRUGS = 2;
export const CHECK_MAX_DRUGS = 30;
