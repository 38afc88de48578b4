import type { FeedbackItem } from '../../../core/feedback';
import { api } from '../../lib/api';
import { feedbackStore } from './feedback-store';
import { createFeedbackSync } from './feedback-sync';

/** POST /api/feedback: the server classifies it again and returns what it stored. */
export function postFeedback(item: FeedbackItem): Promise<FeedbackItem> {
  return api<FeedbackItem>('/api/feedback', { method: 'POST', body: item });
}

/** Waits for browser storage to be read, so a sync never starts from an empty outbox. */
function whenHydrated(): Promise<void> {
  if (feedbackStore.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = feedbackStore.persist.onFinishHydration(() => {
      stop();
      resolve();
    });
  });
}

const syncNow = createFeedbackSync(feedbackStore, postFeedback);

/** The app's outbox sync (one per page), used by the launcher and the submit flow. */
export async function syncFeedback(userId: string): Promise<void> {
  await whenHydrated();
  await syncNow(userId);
}
