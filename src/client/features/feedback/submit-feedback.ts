import type { StoreApi } from 'zustand/vanilla';
import { createFeedbackItem, type FeedbackForm, type FeedbackItem } from '../../../core/feedback';
import { browserInfoFrom } from './browser-info';
import type { FeedbackState } from './feedback-store';

/** The server's limits on the context fields (the item is refused for good beyond them). */
const MAX_URL = 2048;
const MAX_USER_AGENT = 1024;

export interface SubmitContext {
  now: () => Date;
  newId: () => string;
  sessionId: string;
  pathname: string;
  href: string;
  userAgent: string;
}

/** The top-level route area the feedback came from, e.g. "interactions"; "dashboard" for "/". */
export function featureOf(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0];
  return first ?? 'dashboard';
}

/**
 * A SPEC §3 item from the modal's validated fields: sanitised and classified by the shared core
 * rules, status `new`, with page, url, userAgent, browserInfo and the tab's sessionId. Throws
 * with core's message if sanitising left the title or description empty.
 */
export function buildFeedbackItem(form: FeedbackForm, ctx: SubmitContext): FeedbackItem {
  const result = createFeedbackItem(form, {
    id: ctx.newId(),
    sessionId: ctx.sessionId,
    timestamp: ctx.now().toISOString(),
    page: ctx.pathname.slice(0, MAX_URL),
    url: ctx.href.slice(0, MAX_URL),
    userAgent: ctx.userAgent.slice(0, MAX_USER_AGENT),
    browserInfo: browserInfoFrom(ctx.userAgent),
    feature: featureOf(ctx.pathname),
  });
  if (!result.ok) throw new Error(result.message);
  return result.item;
}

export interface SubmitDeps {
  store: StoreApi<FeedbackState>;
  sync: (userId: string) => Promise<void>;
  userId: string | null;
  context: SubmitContext;
  /** How long the modal waits for the server before calling it "saved, sent later". */
  waitMs?: number;
}

export interface SubmitOutcome {
  item: FeedbackItem;
  /** True when the server has it; false when it waits in the outbox (offline, or signed out). */
  sent: boolean;
}

/**
 * Keeps the item in browser storage first (so nothing is lost), then, for a signed-in user, sends
 * the outbox. Going offline is not a failure: the item is saved and sent later.
 */
export async function submitFeedback(form: FeedbackForm, deps: SubmitDeps): Promise<SubmitOutcome> {
  const item = buildFeedbackItem(form, deps.context);
  deps.store.getState().add(item, deps.userId);
  if (!deps.userId) return { item, sent: false };
  const synced = deps.sync(deps.userId).catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    synced,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, deps.waitMs ?? 8000);
    }),
  ]);
  clearTimeout(timer);
  const pending = deps.store.getState().outbox.some((e) => e.item.id === item.id);
  return { item, sent: !pending };
}
