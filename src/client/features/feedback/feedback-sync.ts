import type { StoreApi } from 'zustand/vanilla';
import type { FeedbackItem } from '../../../core/feedback';
import type { FeedbackState } from './feedback-store';

/** Sends one item; resolves with the server's stored copy, or throws (ApiError-like on HTTP). */
export type PostFeedback = (item: FeedbackItem) => Promise<FeedbackItem>;

/**
 * Whether a failed send can succeed later. No connection (status 0), a server or gateway error,
 * rate limiting, and an expired or not-yet-verified session are worth retrying. Any other 4xx
 * means the server will refuse this item every time, so retrying would only block the queue.
 */
export function isTransientFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return true;
  return status === 0 || status === 401 || status === 403 || status === 429 || status >= 500;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Sends the signed-in user's queued items, oldest first. It stops at the first transient failure
 * (the connection is probably down; order is kept), and drops an item from the queue only when the
 * server accepted or permanently refused it. Calls made while a run is in progress join it, and a
 * second pass follows, so an item queued meanwhile is not left waiting for the next trigger.
 */
export function createFeedbackSync(store: StoreApi<FeedbackState>, post: PostFeedback) {
  let running: Promise<void> | null = null;
  let again = false;

  async function runOnce(userId: string): Promise<void> {
    for (;;) {
      const entry = store.getState().outbox.find((e) => e.userId === userId);
      if (!entry) return;
      try {
        const stored = await post(entry.item);
        store.getState().accept(entry.item.id, stored);
      } catch (error) {
        if (isTransientFailure(error)) {
          store.getState().failed(entry.item.id, reasonOf(error));
          return;
        }
        store.getState().reject(entry.item.id, reasonOf(error));
      }
    }
  }

  return function sync(userId: string): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await runOnce(userId);
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };
}
