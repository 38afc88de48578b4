import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DbHandle, Tx } from '../../../db/client';
import { collaborationEvents, type CollaborationEventType } from '../../../db/schema';

/*
 * Fan-out of collaboration events to every server instance's live streams.
 *
 * Every write stores its events in `collaboration_events` inside its own transaction, after an
 * institution-wide transaction lock, so within an institution event ids are committed in id
 * order and a reconnecting client can ask for "everything after id N".
 * - PostgreSQL: the same transaction calls pg_notify, which PostgreSQL delivers at commit (never
 *   for a rolled-back write) to every instance LISTENing on a dedicated connection, this one
 *   included. When that connection drops, it is reopened and the streams catch up from the log.
 * - PGlite: one process owns the database, so the events are handed to this process's streams
 *   once the transaction has committed.
 */

export const NOTIFY_CHANNEL = 'oncocds_collaboration';
/** First key of the two-key advisory lock that orders an institution's events. */
const EVENT_LOCK_SPACE = 724_311_015;
/** SPEC §9 reconnect backoff (1, 2, 5, 10 s). */
const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000];

export interface StreamEvent {
  id: number;
  institutionId: string;
  /** Only this user receives it; null: everyone in the institution. */
  userId: string | null;
  type: CollaborationEventType;
  threadId: string | null;
  commentId: string | null;
  actorId: string | null;
  createdAt: string;
}

export type NewEvent = Pick<StreamEvent, 'type'> &
  Partial<Pick<StreamEvent, 'userId' | 'threadId' | 'commentId' | 'actorId'>>;

export interface CollaborationBus {
  readonly mode: 'postgres-listen-notify' | 'in-process';
  /** Inside the writing transaction: stores the events (and queues their NOTIFY for the commit). */
  record(
    tx: Tx,
    institutionId: string,
    events: readonly NewEvent[],
    at: Date,
  ): Promise<StreamEvent[]>;
  /** After the commit: hands the events to this process's streams where no LISTEN does it. */
  committed(events: readonly StreamEvent[]): void;
  subscribe(listener: (event: StreamEvent) => void): () => void;
  /** Live delivery may have missed events (the LISTEN connection was lost and is back). */
  onGap(listener: () => void): () => void;
  start(): Promise<void>;
  close(): Promise<void>;
}

type EventRow = typeof collaborationEvents.$inferSelect;

export function toStreamEvent(row: EventRow): StreamEvent {
  return {
    id: Number(row.id),
    institutionId: row.institutionId,
    userId: row.userId,
    type: row.type,
    threadId: row.threadId,
    commentId: row.commentId,
    actorId: row.actorId,
    createdAt: row.createdAt.toISOString(),
  };
}

function parseNotification(payload: string | undefined): StreamEvent | null {
  if (!payload) return null;
  try {
    const e = JSON.parse(payload) as StreamEvent;
    return typeof e.id === 'number' && typeof e.institutionId === 'string' ? e : null;
  } catch {
    return null;
  }
}

/** The pool behind a PostgreSQL handle, whose settings the LISTEN connection copies. */
function poolOf(handle: DbHandle): pg.Pool | null {
  const client = (handle.db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

export function createCollaborationBus(handle: DbHandle, log: FastifyBaseLogger): CollaborationBus {
  const listeners = new Set<(event: StreamEvent) => void>();
  const gapListeners = new Set<() => void>();
  const pool = handle.kind === 'postgres' ? poolOf(handle) : null;
  const deliver = (event: StreamEvent) => {
    for (const listener of listeners) listener(event);
  };

  let listener: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    if (!pool || closed) return;
    const client = new pg.Client(pool.options);
    client.on('notification', (msg) => {
      if (msg.channel !== NOTIFY_CHANNEL) return;
      const event = parseNotification(msg.payload);
      if (event) deliver(event);
    });
    const lost = () => {
      if (listener !== client) return;
      listener = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => {});
      if (!closed) schedule();
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`listen ${NOTIFY_CHANNEL}`);
    } catch (error) {
      void client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
  }

  function schedule(): void {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    log.warn({ delayMs: delay }, 'collaboration: live-update connection lost; reconnecting');
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => {
          attempt = 0;
          // Whatever was committed while the connection was down reaches the streams from the log.
          for (const gap of gapListeners) gap();
        },
        () => {
          if (!closed) schedule();
        },
      );
    }, delay);
    retry.unref();
  }

  return {
    mode: pool ? 'postgres-listen-notify' : 'in-process',
    async record(tx, institutionId, events, at) {
      if (events.length === 0) return [];
      await tx.execute(
        sql`select pg_advisory_xact_lock(${EVENT_LOCK_SPACE}, hashtext(${institutionId}))`,
      );
      const rows = await tx
        .insert(collaborationEvents)
        .values(
          events.map((e) => ({
            institutionId,
            userId: e.userId ?? null,
            type: e.type,
            threadId: e.threadId ?? null,
            commentId: e.commentId ?? null,
            actorId: e.actorId ?? null,
            createdAt: at,
          })),
        )
        .returning();
      const stored = rows.map(toStreamEvent).sort((a, b) => a.id - b.id);
      if (pool) {
        for (const event of stored) {
          await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(event)})`);
        }
      }
      return stored;
    },
    committed(events) {
      if (!pool) for (const event of events) deliver(event);
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    onGap(fn) {
      gapListeners.add(fn);
      return () => gapListeners.delete(fn);
    },
    async start() {
      if (pool) await connect();
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = listener;
      listener = null;
      listeners.clear();
      gapListeners.clear();
      if (client) await client.end().catch(() => {});
    },
  };
}
