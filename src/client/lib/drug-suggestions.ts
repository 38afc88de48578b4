import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createDrugIndex, type DrugIndex } from '../../core/search';
import { useOnline } from './use-online';
import { api, ApiError } from './api';
import { drugKeys, searchDrugs, type DrugSummary } from './drug-api';
import { plainStorage } from './local-storage';

/**
 * Drug-name suggestions for the search box and the drug pickers, online and offline (issue 13).
 *
 * Online they come from `GET /api/drugs` (the server's typo- and brand-tolerant search). Offline
 * they come from this device's copy of `GET /api/drugs/names`: every drug's id, RxCUI, name,
 * brands, synonyms and listed aliases, class and routes (no monograph, no interaction, nothing
 * about any patient), kept in localStorage under {@link NAME_CACHE_KEY} and searched with the same
 * core ranking as the server. Combination product names ("Percocet") are not in the copy, since
 * only the server resolves them to their ingredients. Once per session while online the copy is
 * checked against the server by its version (If-None-Match: a 304 with no body when it is
 * current), so the list itself crosses the wire once per knowledge-base version (issue 24).
 */

export const NAME_CACHE_KEY = 'oncocds-drug-names';

export interface CachedDrugName {
  id: string;
  rxcui: string | null;
  name: string;
  brandNames: string[];
  synonyms: string[];
  drugClass: string;
  routes: DrugSummary['routes'];
}

export interface DrugNameIndex {
  version: string;
  drugs: CachedDrugName[];
}

function isIndex(value: unknown): value is DrugNameIndex {
  const v = value as DrugNameIndex | null;
  return (
    typeof v === 'object' && v !== null && typeof v.version === 'string' && Array.isArray(v.drugs)
  );
}

/** The copy on this device, or null (none yet, unreadable, or storage refused). */
export function readCachedNames(): DrugNameIndex | null {
  const raw = plainStorage.getItem(NAME_CACHE_KEY);
  if (typeof raw !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isIndex(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function writeCachedNames(index: DrugNameIndex): void {
  plainStorage.setItem(NAME_CACHE_KEY, JSON.stringify(index));
}

const namesKey = ['drugs', 'names'] as const;

/** The entity tag the server gives the copy (drugNameIndexTag in server/features/drugs). */
export const nameIndexTag = (index: DrugNameIndex) => `"${index.version}/${index.drugs.length}"`;

/**
 * Keeps the device copy of the drug names: checked once per session while online (downloaded
 * only when the server's version differs), read from storage when offline or when the check fails.
 */
export function useDrugNameIndex(): DrugNameIndex | null {
  const online = useOnline();
  const query = useQuery({
    queryKey: namesKey,
    queryFn: async ({ signal }) => {
      const cached = readCachedNames();
      try {
        const fresh = await api<DrugNameIndex | undefined>('/api/drugs/names', {
          signal,
          ...(cached ? { headers: { 'if-none-match': nameIndexTag(cached) } } : {}),
        });
        // No body: the server's copy is the one on this device (304 Not Modified).
        if (!fresh) {
          if (cached) return cached;
          throw new ApiError(0, 'empty', 'The drug-name list came back empty.');
        }
        if (!cached || nameIndexTag(cached) !== nameIndexTag(fresh)) writeCachedNames(fresh);
        return fresh;
      } catch (error) {
        if (cached) return cached;
        throw error;
      }
    },
    enabled: online,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return query.data ?? (online ? null : readCachedNames());
}

const indexes = new WeakMap<DrugNameIndex, DrugIndex<CachedDrugName>>();

/** Searches the device copy with the server's ranking; results shaped like the server's. */
export function searchCachedNames(index: DrugNameIndex, q: string, limit: number): DrugSummary[] {
  let search = indexes.get(index);
  if (!search) {
    search = createDrugIndex(index.drugs);
    indexes.set(index, search);
  }
  return search.search(q, limit).map((hit) => ({
    id: hit.drug.id,
    rxcui: hit.drug.rxcui,
    name: hit.drug.name,
    brandNames: hit.drug.brandNames,
    drugClass: hit.drug.drugClass,
    routes: hit.drug.routes,
    matchedOn: hit.matchedOn,
    matchedText: hit.matchedText,
  }));
}

export interface DrugSuggestions {
  results: DrugSummary[];
  /** Waiting for the server (debounce or request in flight). */
  waiting: boolean;
  /** The browser is offline, or the server cannot be reached. */
  offline: boolean;
  /** Where `results` came from: the server, this device's copy, or nowhere (offline, no copy). */
  source: 'server' | 'device' | 'none';
  /** A server error other than being unreachable. */
  error: Error | null;
}

/**
 * Suggestions for `query` (already debounced by the caller, trimmed). `typed` is what the box
 * holds now: results are only given for the text the box shows.
 */
export function useDrugSuggestions(
  typed: string,
  query: string,
  { limit, enabled = true }: { limit: number; enabled?: boolean },
): DrugSuggestions {
  const online = useOnline();
  const names = useDrugNameIndex();
  const server = useQuery({
    queryKey: drugKeys.search({ q: query, limit }),
    queryFn: ({ signal }) => searchDrugs({ q: query, limit }, signal),
    enabled: enabled && query.length > 0 && online,
    staleTime: 60_000,
    retry: false,
  });
  const unreachable = server.error instanceof ApiError && server.error.status === 0;
  const offline = !online || unreachable;
  const current = typed === query;
  const local = useMemo(
    () => (offline && names && query ? searchCachedNames(names, query, limit) : []),
    [offline, names, query, limit],
  );
  if (offline) {
    return {
      results: current ? local : [],
      waiting: false,
      offline: true,
      source: names ? 'device' : 'none',
      error: null,
    };
  }
  return {
    results: current ? (server.data?.results ?? []) : [],
    waiting: !current || server.isFetching,
    offline: false,
    source: 'server',
    error: server.isError ? server.error : null,
  };
}
