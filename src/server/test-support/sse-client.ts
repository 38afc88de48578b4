/**
 * A server-sent events client for tests: opens `/api/collaboration/stream` over real HTTP with a
 * fresh ticket (as the browser does), parses the frames as they arrive, and lets a test wait for
 * one. `app.inject()` cannot stream, so the server under test must be listening.
 */

export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** Resolves with the first event (already received or still to come) that matches. */
  waitFor(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** The id of the last event that carried one. */
  lastId(): string | null;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function streamTicket(baseUrl: string, accessToken: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/collaboration/stream-tickets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (res.status !== 201) throw new Error(`ticket: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { ticket: string }).ticket;
}

export async function openStream(
  baseUrl: string,
  options: { ticket: string; lastEventId?: string; lastEventIdQuery?: string },
): Promise<SseStream> {
  const controller = new AbortController();
  const query = new URLSearchParams({ ticket: options.ticket });
  if (options.lastEventIdQuery) query.set('lastEventId', options.lastEventIdQuery);
  const res = await fetch(`${baseUrl}/api/collaboration/stream?${query}`, {
    headers: {
      accept: 'text/event-stream',
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let endedResolve: () => void = () => {};
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));

  if (res.body && res.headers.get('content-type')?.startsWith('text/event-stream')) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const e: SseEvent = { id: null, event: 'message', data: '' };
            let any = false;
            for (const line of block.split('\n')) {
              if (line.startsWith(':') || line === '') continue;
              const colon = line.indexOf(':');
              const field = colon < 0 ? line : line.slice(0, colon);
              const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              any = true;
              if (field === 'id') e.id = text;
              else if (field === 'event') e.event = text;
              else if (field === 'data') e.data = e.data ? `${e.data}\n${text}` : text;
            }
            if (any) {
              events.push(e);
              for (const wake of waiters) wake();
            }
          }
        }
      } catch {
        // Aborted by close().
      } finally {
        endedResolve();
        for (const wake of waiters) wake();
      }
    })();
  } else {
    endedResolve();
  }

  let done = false;
  void ended.then(() => (done = true));
  return {
    status: res.status,
    headers: res.headers,
    events,
    ended,
    lastId: () => [...events].reverse().find((e) => e.id !== null)?.id ?? null,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          } else if (done) {
            waiters.delete(check);
            clearTimeout(timer);
            reject(new Error(`stream ended without the event; got ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
