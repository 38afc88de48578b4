import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { api, ApiError } from '../../lib/api';
import { collaborationKeys } from './api';

/*
 * One live connection per browser tab to /api/collaboration/stream, shared by whatever is on
 * screen (the header's notifications, the discussions page). EventSource cannot send the
 * Authorization header, so each connection starts with a single-use ticket from an authenticated
 * POST; the access token never appears in a URL. Because a ticket works once, EventSource's own
 * reconnection (which would reuse the URL) is not used: on any error the connection is closed and
 * a new one opened with a new ticket and the last event id seen, after 1, 2, 5 then 10 seconds
 * (SPEC §9 reconnect backoff). The server replays what was missed.
 */

export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

export interface LiveEvent {
  type:
    | 'thread.created'
    | 'thread.resolved'
    | 'thread.reopened'
    | 'comment.created'
    | 'notification.created'
    | 'resync';
  threadId?: string | null;
  commentId?: string | null;
  actorId?: string | null;
}

const EVENT_TYPES = [
  'thread.created',
  'thread.resolved',
  'thread.reopened',
  'comment.created',
  'notification.created',
] as const;
const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000];

class LiveConnection {
  private source: EventSource | null = null;
  private lastEventId: string | null = null;
  private retry: number | null = null;
  private attempt = 0;
  private generation = 0;
  private readonly listeners = new Set<(event: LiveEvent) => void>();
  private readonly statusListeners = new Set<() => void>();
  status: LiveStatus = 'off';

  subscribe(listener: (event: LiveEvent) => void): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) void this.connect();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  onStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  private setStatus(status: LiveStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const l of this.statusListeners) l();
  }

  private emit(event: LiveEvent) {
    for (const l of this.listeners) l(event);
  }

  private async connect(): Promise<void> {
    const generation = ++this.generation;
    this.setStatus(this.attempt === 0 && this.lastEventId === null ? 'connecting' : 'reconnecting');
    let ticket: string;
    try {
      ticket = (
        await api<{ ticket: string }>('/api/collaboration/stream-tickets', { method: 'POST' })
      ).ticket;
    } catch (error) {
      if (generation !== this.generation) return;
      // Signed out or not allowed: retrying cannot help.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        this.setStatus('off');
        return;
      }
      this.scheduleRetry();
      return;
    }
    if (generation !== this.generation) return;
    const query = new URLSearchParams({ ticket });
    if (this.lastEventId) query.set('lastEventId', this.lastEventId);
    const source = new EventSource(`/api/collaboration/stream?${query}`);
    this.source = source;
    const track = (e: MessageEvent) => {
      if (e.lastEventId) this.lastEventId = e.lastEventId;
    };
    source.addEventListener('ready', (e) => {
      track(e);
      this.attempt = 0;
      this.setStatus('live');
    });
    for (const type of EVENT_TYPES) {
      source.addEventListener(type, (e) => {
        track(e);
        try {
          this.emit({ ...(JSON.parse(e.data) as LiveEvent), type });
        } catch {
          this.emit({ type: 'resync' });
        }
      });
    }
    source.addEventListener('resync', (e) => {
      track(e);
      this.emit({ type: 'resync' });
    });
    // The server ends streams when it shuts down or the session signs out: start again.
    source.addEventListener('end', () => this.restart());
    source.onerror = () => this.restart();
  }

  private restart() {
    this.source?.close();
    this.source = null;
    if (this.listeners.size > 0) this.scheduleRetry();
  }

  private scheduleRetry() {
    if (this.retry !== null) return;
    this.setStatus('reconnecting');
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    this.attempt += 1;
    this.retry = window.setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, delay);
  }

  private stop() {
    this.generation += 1;
    if (this.retry !== null) window.clearTimeout(this.retry);
    this.retry = null;
    this.source?.close();
    this.source = null;
    this.attempt = 0;
    this.setStatus('off');
  }
}

export const liveConnection = new LiveConnection();

/**
 * Keeps the tab's live connection open while mounted and refreshes what an event changes: the
 * stream says what changed, and the data comes back through the API (which checks and audits).
 */
export function useCollaborationLive(): LiveStatus {
  const qc = useQueryClient();
  useEffect(
    () =>
      liveConnection.subscribe((event) => {
        if (event.type === 'resync') {
          void qc.invalidateQueries({ queryKey: collaborationKeys.all });
          return;
        }
        if (event.type === 'notification.created') {
          void qc.invalidateQueries({ queryKey: collaborationKeys.notifications });
          return;
        }
        void qc.invalidateQueries({ queryKey: collaborationKeys.threads });
        if (event.threadId) {
          void qc.invalidateQueries({ queryKey: collaborationKeys.thread(event.threadId) });
        }
      }),
    [qc],
  );
  return useSyncExternalStore(liveConnection.onStatus, () => liveConnection.status);
}
