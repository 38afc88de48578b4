import { useStore } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { LOCAL_FEEDBACK_LIMIT } from '../../../core/config';
import type { FeedbackItem } from '../../../core/feedback';
import { appConfig } from '../../lib/environment';
import { createAppStorage } from '../../lib/local-storage';

/**
 * Browser-side feedback (SPEC §7, §9): the latest 100 items, and an outbox of items the server has
 * not yet accepted. The outbox is separate from the 100-item list on purpose: an item waiting to
 * be sent is never dropped because newer ones pushed it out of the list. Each outbox entry names
 * the user who wrote it, so it is only ever sent with that user's session.
 */

export const FEEDBACK_STORAGE_KEY = 'oncocds-feedback';

export interface OutboxEntry {
  item: FeedbackItem;
  userId: string;
  attempts: number;
  lastError?: string;
}

export interface FeedbackState {
  /** Newest first, at most LOCAL_FEEDBACK_LIMIT. */
  items: FeedbackItem[];
  /** Oldest first: sent in the order they were written. */
  outbox: OutboxEntry[];
  /** Keeps an item; with a user id it also queues it for the server. */
  add(item: FeedbackItem, userId: string | null): void;
  /** The server stored it: keep its classified copy and take it out of the outbox. */
  accept(id: string, stored: FeedbackItem): void;
  /** The server refused it for good (a 4xx): it stays in the list but is not sent again. */
  reject(id: string, reason: string): void;
  /** A transient failure: it stays queued. */
  failed(id: string, reason: string): void;
}

type Persisted = Pick<FeedbackState, 'items' | 'outbox'>;

function newestFirst(items: FeedbackItem[]): FeedbackItem[] {
  return items.slice(0, LOCAL_FEEDBACK_LIMIT);
}

function uniqueById<T>(list: T[], idOf: (x: T) => string): T[] {
  const seen = new Set<string>();
  return list.filter((x) => {
    const id = idOf(x);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * Union of what this tab holds and what storage holds, by id. Storage may be read after this tab
 * has added items (encrypted storage hydrates asynchronously; another tab may have written), and a
 * plain overwrite would lose them.
 */
export function mergeFeedback(current: Persisted, stored: Partial<Persisted> | undefined) {
  const items = uniqueById([...current.items, ...(stored?.items ?? [])], (i) => i.id).sort(
    (a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0),
  );
  // An entry queued on either side stays queued. One the other side has already sent comes back
  // and is sent once more, which is harmless (the server is idempotent on the id); losing one is not.
  const outbox = uniqueById([...current.outbox, ...(stored?.outbox ?? [])], (e) => e.item.id).sort(
    (a, b) =>
      a.item.timestamp < b.item.timestamp ? -1 : a.item.timestamp > b.item.timestamp ? 1 : 0,
  );
  return { items: newestFirst(items), outbox };
}

export function createFeedbackStore(storage: StateStorage) {
  return createStore<FeedbackState>()(
    persist(
      (set) => ({
        items: [],
        outbox: [],
        add(item, userId) {
          set((s) => ({
            items: newestFirst([item, ...s.items.filter((i) => i.id !== item.id)]),
            outbox:
              userId === null || s.outbox.some((e) => e.item.id === item.id)
                ? s.outbox
                : [...s.outbox, { item, userId, attempts: 0 }],
          }));
        },
        accept(id, stored) {
          set((s) => ({
            items: s.items.map((i) => (i.id === id ? stored : i)),
            outbox: s.outbox.filter((e) => e.item.id !== id),
          }));
        },
        reject(id, reason) {
          console.warn(`feedback ${id} was refused by the server and stays on this device`, reason);
          set((s) => ({ outbox: s.outbox.filter((e) => e.item.id !== id) }));
        },
        failed(id, reason) {
          set((s) => ({
            outbox: s.outbox.map((e) =>
              e.item.id === id ? { ...e, attempts: e.attempts + 1, lastError: reason } : e,
            ),
          }));
        },
      }),
      {
        name: FEEDBACK_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(() => storage),
        partialize: (s): Persisted => ({ items: s.items, outbox: s.outbox }),
        merge: (stored, current) => ({
          ...current,
          ...mergeFeedback(current, stored as Partial<Persisted> | undefined),
        }),
      },
    ),
  );
}

export const feedbackStore = createFeedbackStore(createAppStorage(appConfig.encryptLocalStorage));

export function useFeedbackStore<T>(selector: (s: FeedbackState) => T): T {
  return useStore(feedbackStore, selector);
}
