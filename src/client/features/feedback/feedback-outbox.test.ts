import { describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { LOCAL_FEEDBACK_LIMIT } from '../../../core/config';
import { feedbackFormSchema, type FeedbackItem } from '../../../core/feedback';
import { createFeedbackStore, FEEDBACK_STORAGE_KEY } from './feedback-store';
import { createFeedbackSync, isTransientFailure } from './feedback-sync';
import { buildFeedbackItem, submitFeedback, type SubmitContext } from './submit-feedback';

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

function memoryStorage(): StateStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

let seq = 0;
function context(over: Partial<SubmitContext> = {}): SubmitContext {
  return {
    now: () => new Date(Date.UTC(2025, 2, 1, 9, 0, seq)),
    newId: () => {
      seq += 1;
      return `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
    },
    sessionId: 'tab-session',
    pathname: '/interactions',
    href: 'http://localhost:3000/interactions?drugs=1,2',
    userAgent: CHROME_UA,
    ...over,
  };
}

function form(title = 'Checker crashes', type: 'bug' | 'question' = 'bug') {
  return feedbackFormSchema.parse({
    type,
    title,
    description: 'Blank page after the third drug.',
    allowContact: false,
  });
}

function item(title: string): FeedbackItem {
  return buildFeedbackItem(form(title), context());
}

/** A fake POST /api/feedback: online or not, counting calls per id, answering like the server. */
function fakeServer() {
  const state = { online: true, refuse: new Set<string>(), calls: [] as string[] };
  const post = vi.fn(async (sent: FeedbackItem) => {
    state.calls.push(sent.id);
    if (!state.online) throw new HttpError(0, 'Cannot reach the OncoCDS server.');
    if (state.refuse.has(sent.id)) throw new HttpError(400, 'Invalid request');
    return { ...sent, labels: [...sent.labels, 'server-classified'] };
  });
  return { state, post };
}

describe('the feedback item built in the browser (SPEC §3)', () => {
  it('carries page, url, userAgent, browserInfo, sessionId and status new', () => {
    const built = buildFeedbackItem(form(), context());
    expect(built).toMatchObject({
      sessionId: 'tab-session',
      page: '/interactions',
      url: 'http://localhost:3000/interactions?drugs=1,2',
      userAgent: CHROME_UA,
      status: 'new',
      votes: 0,
      type: 'bug',
      category: 'drug_interactions',
      priority: 'high',
      metadata: {
        browserInfo: { browser: 'Chrome', version: '126.0.0.0', os: 'Linux' },
        feature: 'interactions',
      },
    });
    expect(built.id).toMatch(/^[0-9a-f-]{36}$/);
    // From context.now(): 09:00 plus one second per id handed out so far in this file.
    expect(built.timestamp).toMatch(/^2025-03-01T09:\d\d:\d\d\.000Z$/);
  });

  it('refuses, with the SPEC message, a title that sanitising empties', () => {
    expect(() => buildFeedbackItem(form('<>'), context())).toThrow(
      'Please provide both a title and description.',
    );
  });
});

describe('local storage: the latest 100 (SPEC §7, §9)', () => {
  it('keeps the newest 100 items, newest first', () => {
    const store = createFeedbackStore(memoryStorage());
    const all = Array.from({ length: LOCAL_FEEDBACK_LIMIT + 5 }, (_, i) => item(`Item ${i}`));
    for (const it of all) store.getState().add(it, null);
    const kept = store.getState().items;
    expect(kept).toHaveLength(LOCAL_FEEDBACK_LIMIT);
    expect(kept[0]!.title).toBe(`Item ${LOCAL_FEEDBACK_LIMIT + 4}`);
    expect(kept.at(-1)!.title).toBe('Item 5');
  });

  it('survives a reload: a new store reads items and outbox back from storage', async () => {
    const storage = memoryStorage();
    const first = createFeedbackStore(storage);
    const queued = item('Queued before reload');
    first.getState().add(queued, ALICE);
    expect(storage.data.has(FEEDBACK_STORAGE_KEY)).toBe(true);
    const reloaded = createFeedbackStore(storage);
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().items.map((i) => i.id)).toEqual([queued.id]);
    expect(reloaded.getState().outbox.map((e) => e.item.id)).toEqual([queued.id]);
  });

  it('an item added before storage was read is merged with the stored ones, not overwritten', async () => {
    const storage = memoryStorage();
    const other = createFeedbackStore(storage);
    const stored = item('From another tab');
    other.getState().add(stored, ALICE);
    const tab = createFeedbackStore(memoryStorage());
    const early = item('Added early');
    tab.getState().add(early, ALICE);
    tab.persist.setOptions({ storage: { ...jsonOf(storage) } });
    await tab.persist.rehydrate();
    expect(new Set(tab.getState().items.map((i) => i.title))).toEqual(
      new Set(['From another tab', 'Added early']),
    );
    expect(tab.getState().outbox).toHaveLength(2);
  });
});

/** The JSON storage adapter persist uses, over a raw string storage. */
function jsonOf(raw: StateStorage) {
  return {
    getItem: (name: string) => {
      const text = raw.getItem(name) as string | null;
      return text ? JSON.parse(text) : null;
    },
    setItem: (name: string, value: unknown) => raw.setItem(name, JSON.stringify(value)),
    removeItem: (name: string) => raw.removeItem(name),
  };
}

describe('the outbox: offline submission, later sync, nothing lost, no duplicates', () => {
  it('an offline submission is saved, queued, and sent once the connection returns', async () => {
    const store = createFeedbackStore(memoryStorage());
    const server = fakeServer();
    const sync = createFeedbackSync(store, server.post);
    server.state.online = false;

    const outcome = await submitFeedback(form('Offline report'), {
      store,
      sync,
      userId: ALICE,
      context: context(),
    });
    expect(outcome.sent).toBe(false);
    expect(store.getState().items[0]!.title).toBe('Offline report');
    expect(store.getState().outbox).toHaveLength(1);
    expect(store.getState().outbox[0]).toMatchObject({ attempts: 1, userId: ALICE });

    server.state.online = true;
    await sync(ALICE);
    expect(store.getState().outbox).toEqual([]);
    expect(store.getState().items[0]!.labels).toContain('server-classified');
    expect(store.getState().items).toHaveLength(1);
  });

  it('an online submission is sent at once and reported as sent', async () => {
    const store = createFeedbackStore(memoryStorage());
    const server = fakeServer();
    const outcome = await submitFeedback(form('Online report'), {
      store,
      sync: createFeedbackSync(store, server.post),
      userId: ALICE,
      context: context(),
    });
    expect(outcome.sent).toBe(true);
    expect(server.post).toHaveBeenCalledTimes(1);
    expect(store.getState().outbox).toEqual([]);
  });

  it('more than 100 offline items are all sent later, in order, though only 100 are listed', async () => {
    const store = createFeedbackStore(memoryStorage());
    const server = fakeServer();
    const sync = createFeedbackSync(store, server.post);
    const many = Array.from({ length: LOCAL_FEEDBACK_LIMIT + 20 }, (_, i) => item(`Offline ${i}`));
    for (const it of many) store.getState().add(it, ALICE);
    expect(store.getState().items).toHaveLength(LOCAL_FEEDBACK_LIMIT);
    expect(store.getState().outbox).toHaveLength(LOCAL_FEEDBACK_LIMIT + 20);
    await sync(ALICE);
    expect(server.state.calls).toEqual(many.map((i) => i.id));
    expect(store.getState().outbox).toEqual([]);
  });

  it('concurrent triggers (start, online event, submit) send each item once', async () => {
    const store = createFeedbackStore(memoryStorage());
    const server = fakeServer();
    const sync = createFeedbackSync(store, server.post);
    const a = item('A');
    const b = item('B');
    store.getState().add(a, ALICE);
    store.getState().add(b, ALICE);
    await Promise.all([sync(ALICE), sync(ALICE), sync(ALICE)]);
    expect(server.state.calls.sort()).toEqual([a.id, b.id].sort());
  });

  it('an item queued while a sync runs is sent in the same run', async () => {
    const store = createFeedbackStore(memoryStorage());
    const late = item('Late');
    let added = false;
    const post = vi.fn(async (sent: FeedbackItem) => {
      if (!added) {
        added = true;
        store.getState().add(late, ALICE);
      }
      return sent;
    });
    const sync = createFeedbackSync(store, post);
    store.getState().add(item('First'), ALICE);
    await sync(ALICE);
    expect(post).toHaveBeenCalledTimes(2);
    expect(store.getState().outbox).toEqual([]);
  });

  it('stops at the first transient failure and keeps the order', async () => {
    const store = createFeedbackStore(memoryStorage());
    let calls = 0;
    const post = vi.fn(async (sent: FeedbackItem) => {
      calls += 1;
      if (calls === 2) throw new HttpError(503, 'Service unavailable');
      return sent;
    });
    const sync = createFeedbackSync(store, post);
    const [x, y, z] = [item('X'), item('Y'), item('Z')];
    for (const it of [x, y, z]) store.getState().add(it, ALICE);
    await sync(ALICE);
    expect(store.getState().outbox.map((e) => e.item.id)).toEqual([y.id, z.id]);
    expect(store.getState().outbox[0]!.lastError).toBe('Service unavailable');
  });

  it('a permanent refusal (4xx) leaves the queue but keeps the item on this device', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createFeedbackStore(memoryStorage());
    const server = fakeServer();
    const bad = item('Refused');
    const good = item('Accepted');
    server.state.refuse.add(bad.id);
    store.getState().add(bad, ALICE);
    store.getState().add(good, ALICE);
    await createFeedbackSync(store, server.post)(ALICE);
    expect(store.getState().outbox).toEqual([]);
    expect(store.getState().items.map((i) => i.id)).toContain(bad.id);
    expect(server.state.calls).toEqual([bad.id, good.id]);
  });

  it("sends only the signed-in user's queued items, never another user's", async () => {
    const store = createFeedbackStore(memoryStorage());
    const server = fakeServer();
    const mine = item('Alice wrote this');
    const theirs = item('Bob wrote this');
    store.getState().add(mine, ALICE);
    store.getState().add(theirs, BOB);
    await createFeedbackSync(store, server.post)(ALICE);
    expect(server.state.calls).toEqual([mine.id]);
    expect(store.getState().outbox.map((e) => e.userId)).toEqual([BOB]);
  });

  it('signed out: the item is kept locally and not queued', async () => {
    const store = createFeedbackStore(memoryStorage());
    const server = fakeServer();
    const outcome = await submitFeedback(form('Anonymous'), {
      store,
      sync: createFeedbackSync(store, server.post),
      userId: null,
      context: context(),
    });
    expect(outcome.sent).toBe(false);
    expect(store.getState().items).toHaveLength(1);
    expect(store.getState().outbox).toEqual([]);
    expect(server.post).not.toHaveBeenCalled();
  });

  it('adding the same item twice queues it once', () => {
    const store = createFeedbackStore(memoryStorage());
    const once = item('Once');
    store.getState().add(once, ALICE);
    store.getState().add(once, ALICE);
    expect(store.getState().items).toHaveLength(1);
    expect(store.getState().outbox).toHaveLength(1);
  });

  it.each([
    [0, true],
    [401, true],
    [403, true],
    [429, true],
    [500, true],
    [503, true],
    [400, false],
    [404, false],
    [409, false],
    [413, false],
  ])('status %i is transient: %s', (status, transient) => {
    expect(isTransientFailure(new HttpError(status, 'x'))).toBe(transient);
  });
});
