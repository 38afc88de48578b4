import type { Drug, Monograph, QtRisk, Route } from '../../core/knowledge/drug';
import type { Evidence, Severity } from '../../core/knowledge/interaction';
import type { Source } from '../../core/knowledge/source';
import { api } from './api';

/**
 * Client side of the drug and interaction API (issue 4 "API contract"). Shared by the drugs,
 * interactions and compare features, which may not import each other.
 */

export interface SourceRef {
  label: string;
  url?: string;
}

/**
 * One row of `GET /api/drugs`. Substances without an RxNorm concept carry a null rxcui and are
 * reached by their kebab-case `id` instead.
 */
export interface DrugSummary {
  id?: string;
  rxcui: string | null;
  name: string;
  brandNames: string[];
  drugClass: string;
  routes: Route[];
  /** Which name the query matched, e.g. a brand: shown so "Keytruda → pembrolizumab" reads. */
  matchedOn?: 'name' | 'brand' | 'synonym' | 'rxcui';
  matchedText?: string;
}

export interface DrugSearchResponse {
  results: DrugSummary[];
  total: number;
  limit?: number;
  offset?: number;
}

/** The monograph path of a drug: by RxCUI, or by id for the few records without one. */
export function monographPath(drug: { rxcui: string | null; id?: string }): string | null {
  if (drug.rxcui) return `/database/${encodeURIComponent(drug.rxcui)}`;
  if (drug.id) return `/database/${encodeURIComponent(drug.id)}`;
  return null;
}

/** A curated record involving the drug, as listed on its monograph. */
export interface DrugInteractionRecord {
  id: string;
  otherDrugs: Array<{ id?: string; rxcui: string | null; name: string }>;
  /** Present when the other side of the record is a named group. */
  group?: { id: string; name: string };
  /** Present when this drug takes part through a group it belongs to. */
  via?: { id: string; name: string };
  severity: Severity;
  evidence: Evidence;
  mechanism: string;
  mechanismType?: MechanismType;
  effect: string;
  management: string;
  managementAction?: string;
  onset?: Onset;
  riskFactors?: string[];
  sources: SourceRef[];
}

/**
 * `GET /api/drugs/:rxcui`: the full record plus the curated interactions that involve it. Each
 * source also carries its one-line display `label`.
 */
export type DrugRecord = Omit<Drug, 'sources' | 'monograph'> & {
  sources: Array<Source & SourceRef>;
  /** The pharmacist's reference sections; absent until written for this drug. */
  monograph?: Omit<Monograph, 'sources'> & { sources: Array<Source & SourceRef> };
  interactions: DrugInteractionRecord[];
};

export type MechanismType = 'pharmacokinetic' | 'pharmacodynamic' | 'mixed';
export type Onset = 'rapid' | 'delayed' | 'not-specified';

export interface DrugRef {
  id?: string;
  rxcui: string | null;
  name: string;
}

export interface ResolvedInput {
  input: string;
  id?: string;
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
  mechanismType?: MechanismType;
  effect: string;
  management: string;
  managementAction?: string;
  onset?: Onset;
  riskFactors?: string[];
  reasoning?: string[];
  sources: SourceRef[];
  /** Drug ids of the pair in canonical order (the server always sends them). */
  drugIds?: [string, string];
  /** The knowledge base's own severity, when the institution's policy grades the pair (issue 22). */
  kbSeverity?: Severity;
  localPolicy?: LocalPolicy;
}

/** How the institution's alert policy or a local correction changed a finding (issue 22). */
export interface LocalPolicy {
  entryId: string;
  origin: 'policy' | 'correction';
  action: 'severity' | 'do-not-interrupt';
  kbSeverity: 'low' | 'medium' | 'high' | 'critical';
  localSeverity: 'low' | 'medium' | 'high' | 'critical';
  interrupt: boolean;
  rationale: string;
  effectiveFrom: string;
  approvedBy: string;
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
  /** Close spellings for each unresolved input, offered to the user, never applied silently. */
  suggestions?: Array<{ input: string; candidates: DrugRef[] }>;
  /** Where the knowledge base is silent (QT not assessed, no pathway data...). */
  limitations?: Array<{ kind: string; drugs: DrugRef[]; text: string }>;
}

export interface CuratedParticipant {
  kind: 'drug' | 'group';
  id: string;
  name: string;
  rxcui: string | null;
  members?: DrugRef[];
}

/** One row of `GET /api/interactions/curated`. */
export interface CuratedItem {
  id: string;
  participants: [CuratedParticipant, CuratedParticipant];
  severity: Severity;
  evidence: Evidence;
  mechanism: string;
  mechanismType?: MechanismType;
  effect: string;
  management: string;
  managementAction?: string;
  onset?: Onset;
  riskFactors?: string[];
  sources: SourceRef[];
}

export interface CuratedPage {
  items: CuratedItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** Sort keys of the curated list; a leading '-' reverses. */
export const CURATED_SORTS = [
  'severity',
  '-severity',
  'name',
  '-name',
  'evidence',
  '-evidence',
  'id',
  '-id',
] as const;
export type CuratedSort = (typeof CURATED_SORTS)[number];

export interface CuratedFilters {
  q?: string;
  /** One or more severities, comma-separated. */
  severity?: string;
  /** RxCUI, id, generic or brand name. */
  drug?: string;
  sort?: CuratedSort;
  page?: number;
  pageSize?: number;
}

export interface DrugClassCount {
  drugClass: string;
  count: number;
}

export interface DrugFilters {
  q?: string;
  limit?: number;
  offset?: number;
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

/** The monograph of a record without an RxCUI, by its kebab-case id. */
export function fetchDrugById(id: string, signal?: AbortSignal) {
  return api<DrugRecord>(`/api/drugs/id/${encodeURIComponent(id)}`, { signal });
}

export function fetchCurated(filters: CuratedFilters, signal?: AbortSignal) {
  return api<CuratedPage>(`/api/interactions/curated${queryString({ ...filters })}`, { signal });
}

/** The CSV export of the same filters (no paging). */
export function curatedCsvPath(filters: Omit<CuratedFilters, 'page' | 'pageSize'>): string {
  return `/api/interactions/curated.csv${queryString({ ...filters })}`;
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
  detailById: (id: string) => ['drugs', 'detail-id', id] as const,
  curated: (filters: CuratedFilters) => ['interactions', 'curated', filters] as const,
  classes: () => ['drugs', 'classes'] as const,
  check: (drugs: readonly string[]) => ['interactions', 'check', [...drugs]] as const,
};

/** The contract allows 2 to 30 drugs per check. */
export const CHECK_MIN_DRUGS = 2;
export const CHECK_MAX_DRUGS = 30;
