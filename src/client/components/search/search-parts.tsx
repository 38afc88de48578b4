import { BookOpen, ClipboardList, LayoutGrid, Pill } from 'lucide-react';
import type { SearchGroupId, UnifiedSearch } from '../../lib/unified-search';

/** One icon per group, shared by the header box and the Ctrl+K palette. */
export const GROUP_ICON: Record<SearchGroupId, typeof Pill> = {
  drugs: Pill,
  regimens: ClipboardList,
  protocols: BookOpen,
  pages: LayoutGrid,
};

/**
 * The line the search shows besides (or instead of) results: progress, offline state, nothing
 * found, or failures. Offline never reads as "no match": it says why and what still works.
 */
export function searchStatus(search: UnifiedSearch): string | null {
  const { typed, groups, waiting, offline, noOfflineDrugs, errors } = search;
  if (!typed) return null;
  if (offline) {
    if (noOfflineDrugs)
      return 'You are offline. This device has no saved drug list yet, so search needs the connection.';
    if (groups.some((g) => g.id === 'drugs'))
      return 'You are offline: drugs come from the list saved on this device; regimens and protocols need the connection.';
    return `You are offline. No drug in the list saved on this device matches “${typed}”; regimens and protocols need the connection.`;
  }
  if (waiting && groups.length === 0) return 'Searching…';
  if (errors.length > 0) return errors.join(' ');
  if (!waiting && groups.length === 0)
    return `Nothing matches “${typed}”. Try the generic or brand name.`;
  return null;
}
