import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { canAccessRoute, searchPages, type Role } from '../../core/access';
import { useOnline } from './use-online';
import { api } from './api';
import { monographPath } from './drug-api';
import { useDrugSuggestions } from './drug-suggestions';

/**
 * The one search (issue 13): what the header box and the Ctrl+K palette both show for a query,
 * in groups — drugs, regimens, protocols and pages — each item a place this role may open.
 */

export type SearchGroupId = 'drugs' | 'regimens' | 'protocols' | 'pages';

export interface SearchItem {
  /** Unique across groups, e.g. `drug:40048`. */
  key: string;
  group: SearchGroupId;
  label: string;
  description?: string;
  /** Where choosing it goes; null when it cannot be opened (a drug record without an id). */
  path: string | null;
}

export interface SearchGroup {
  id: SearchGroupId;
  label: string;
  items: SearchItem[];
}

export interface UnifiedSearch {
  typed: string;
  /** Something is still on its way (debounce or a request). */
  waiting: boolean;
  /** Offline: drugs come from this device's name list, regimens and protocols are not searched. */
  offline: boolean;
  /** Offline and this device has no drug list yet. */
  noOfflineDrugs: boolean;
  /** Groups with at least one item, in display order. */
  groups: SearchGroup[];
  /** Messages from groups that failed (e.g. "Regimens could not be searched: …"). */
  errors: string[];
}

export const SEARCH_LIMITS = { drugs: 6, regimens: 5, protocols: 3, pages: 4 } as const;
const DEBOUNCE_MS = 150;
/** The regimen and protocol list APIs accept at most 100 characters. */
const MAX_LIST_QUERY = 100;

interface RegimenRow {
  id: string;
  name: string;
  aliases: string[];
  drugs: Array<{ name: string }>;
}
interface ProtocolRow {
  id: string;
  name: string;
  summary: string;
}

/**
 * Regimens are offered only to roles that may open /regimens, where the link leads: the list API
 * also answers pharmacists and nurses (for /clinical), but a regimen link would deny them.
 */
export function canSearchRegimens(role: Role): boolean {
  return canAccessRoute(role, '/regimens');
}

export function useUnifiedSearch(query: string, role: Role): UnifiedSearch {
  const typed = query.trim();
  const [debounced] = useDebouncedValue(typed, DEBOUNCE_MS);
  const online = useOnline();
  const listQuery = debounced.slice(0, MAX_LIST_QUERY);
  const drugs = useDrugSuggestions(typed, debounced, { limit: SEARCH_LIMITS.drugs });
  const regimensAllowed = canSearchRegimens(role);
  const regimens = useQuery({
    queryKey: ['regimens', 'search', listQuery],
    queryFn: ({ signal }) =>
      api<{ regimens: RegimenRow[] }>(`/api/regimens?q=${encodeURIComponent(listQuery)}`, {
        signal,
      }),
    enabled: regimensAllowed && online && listQuery.length >= 2,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const protocolsAllowed = canAccessRoute(role, '/protocols');
  const protocols = useQuery({
    queryKey: ['protocols', 'search', listQuery],
    queryFn: ({ signal }) =>
      api<{ protocols: ProtocolRow[] }>(`/api/protocols?q=${encodeURIComponent(listQuery)}`, {
        signal,
      }),
    enabled: protocolsAllowed && online && listQuery.length >= 2,
    staleTime: 5 * 60_000,
    retry: false,
  });

  const current = typed !== '' && typed === debounced;
  const offline = drugs.offline;
  const groups: SearchGroup[] = [];
  const errors: string[] = [];

  if (current) {
    groups.push({
      id: 'drugs',
      label: offline ? 'Drugs (saved on this device)' : 'Drugs',
      items: drugs.results.map((r) => {
        const brand = r.matchedOn === 'brand' && r.matchedText ? `${r.matchedText} → ` : '';
        return {
          key: `drug:${r.id ?? r.rxcui ?? r.name}`,
          group: 'drugs',
          label: `${brand}${r.name}`,
          description: [r.brandNames.slice(0, 3).join(', '), r.drugClass]
            .filter(Boolean)
            .join(' · '),
          path: monographPath(r),
        };
      }),
    });
    if (drugs.error) errors.push(`Drugs could not be searched: ${drugs.error.message}`);
    if (!offline && regimens.data) {
      groups.push({
        id: 'regimens',
        label: 'Regimens',
        items: regimens.data.regimens.slice(0, SEARCH_LIMITS.regimens).map((r) => ({
          key: `regimen:${r.id}`,
          group: 'regimens',
          label: r.name,
          description: [
            r.aliases.length > 0 ? `Also: ${r.aliases.join(', ')}` : '',
            r.drugs.map((d) => d.name).join(', '),
          ]
            .filter(Boolean)
            .join(' · '),
          path: `/regimens?id=${encodeURIComponent(r.id)}`,
        })),
      });
    }
    if (regimens.isError && !offline)
      errors.push(`Regimens could not be searched: ${regimens.error.message}`);
    if (!offline && protocols.data) {
      groups.push({
        id: 'protocols',
        label: 'Protocols',
        items: protocols.data.protocols.slice(0, SEARCH_LIMITS.protocols).map((p) => ({
          key: `protocol:${p.id}`,
          group: 'protocols',
          label: p.name,
          description: p.summary,
          path: `/protocols?id=${encodeURIComponent(p.id)}`,
        })),
      });
    }
    if (protocols.isError && !offline)
      errors.push(`Protocols could not be searched: ${protocols.error.message}`);
    groups.push({
      id: 'pages',
      label: 'Pages',
      items: searchPages(role, typed, SEARCH_LIMITS.pages).map((p) => ({
        key: `page:${p.path}`,
        group: 'pages',
        label: p.label,
        description: p.matched ? `Matches “${p.matched}”` : undefined,
        path: p.path,
      })),
    });
  }

  const waiting =
    typed !== '' &&
    (typed !== debounced ||
      drugs.waiting ||
      (!offline && (regimens.isFetching || protocols.isFetching)));
  return {
    typed,
    waiting,
    offline,
    noOfflineDrugs: offline && drugs.source === 'none',
    groups: groups.filter((g) => g.items.length > 0),
    errors,
  };
}

/** Every item in display order, for keyboard selection. */
export function flatItems(search: UnifiedSearch): SearchItem[] {
  return search.groups.flatMap((g) => g.items);
}

/** Where Enter goes with nothing highlighted: the full drug search. */
export function allResultsPath(typed: string): string {
  return `/search?q=${encodeURIComponent(typed)}`;
}
