import type { ServerResponse } from 'node:http';
import { and, asc, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { authSessions, collaborationEvents, users } from '../../../db/schema';
import { toStreamEvent, type CollaborationBus, type StreamEvent } from './bus';

/*
 * The server-sent event streams open on this instance. A stream belongs to one user: it gets the
 * institution's events and that user's own notifications, nothing else. Events carry ids and a
 * type only; the browser reads what changed through the audited API.
 *
 * On open, the stream subscribes to the bus first, then replays from the log everything after
 * the client's Last-Event-ID (live events arriving meanwhile wait, and duplicates are dropped by
 * id). A gap too long to replay is a `resync` event: the client reloads what it shows.
 */

/** Most events one reconnect replays; beyond that the client reloads instead. */
export const REPLAY_LIMIT = 500;

export interface StreamUser {
  id: string;
  institutionId: string;
  sessionId: string;
}

export interface StreamHubOptions {
  /** A comment line this often keeps proxies and the idle-connection timeout from closing it. */
  heartbeatMs: number;
  /** How often the stream checks that its session is still signed in. */
  sessionCheckMs: number;
}

interface OpenStream {
  user: StreamUser;
  res: ServerResponse;
  lastId: number;
  /** Live events that arrived while the replay was being read. */
  pending: StreamEvent[] | null;
  timers: NodeJS.Timeout[];
  closed: boolean;
}

const frame = (event: StreamEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify({
    type: event.type,
    threadId: event.threadId,
    commentId: event.commentId,
    actorId: event.actorId,
    at: event.createdAt,
  })}\n\n`;

const visibleTo = (event: StreamEvent, user: StreamUser) =>
  event.institutionId === user.institutionId && (event.userId === null || event.userId === user.id);

export class StreamHub {
  private readonly streams = new Set<OpenStream>();
  private readonly unsubscribe: Array<() => void> = [];

  constructor(
    private readonly db: Db,
    bus: CollaborationBus,
    private readonly options: StreamHubOptions,
  ) {
    this.unsubscribe.push(bus.subscribe((event) => this.dispatch(event)));
    this.unsubscribe.push(bus.onGap(() => this.catchUpAll()));
  }

  get size(): number {
    return this.streams.size;
  }

  /** Starts streaming on a response whose headers the caller has written. */
  async open(res: ServerResponse, user: StreamUser, lastEventId: number | null): Promise<void> {
    const stream: OpenStream = { user, res, lastId: 0, pending: [], timers: [], closed: false };
    this.streams.add(stream);
    res.on('close', () => this.close(stream));
    try {
      if (lastEventId === null) {
        // A first connection starts from now: the client loads the current state itself.
        stream.lastId = await this.latestId(user);
        this.write(stream, `id: ${stream.lastId}\nevent: ready\ndata: {"replayed":0}\n\n`);
      } else {
        stream.lastId = lastEventId;
        const replayed = await this.replay(stream);
        this.write(
          stream,
          `id: ${stream.lastId}\nevent: ready\ndata: ${JSON.stringify({ replayed })}\n\n`,
        );
      }
    } catch (error) {
      this.close(stream);
      throw error;
    }
    const waiting = stream.pending ?? [];
    stream.pending = null;
    for (const event of waiting) this.send(stream, event);
    stream.timers.push(
      setInterval(() => this.write(stream, ': keep-alive\n\n'), this.options.heartbeatMs),
      setInterval(() => void this.checkSession(stream), this.options.sessionCheckMs),
    );
    for (const timer of stream.timers) timer.unref();
  }

  /** Ends every stream (server shutdown): the clients reconnect to another instance. */
  closeAll(reason: string): void {
    for (const stream of [...this.streams]) {
      this.write(stream, `event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
      this.close(stream);
    }
  }

  dispose(): void {
    for (const off of this.unsubscribe) off();
    this.closeAll('shutdown');
  }

  private dispatch(event: StreamEvent): void {
    for (const stream of this.streams) {
      if (!visibleTo(event, stream.user)) continue;
      if (stream.pending) stream.pending.push(event);
      else this.send(stream, event);
    }
  }

  private send(stream: OpenStream, event: StreamEvent): void {
    if (event.id <= stream.lastId) return;
    stream.lastId = event.id;
    this.write(stream, frame(event));
  }

  private write(stream: OpenStream, text: string): void {
    if (stream.closed || stream.res.destroyed) return;
    stream.res.write(text);
  }

  private close(stream: OpenStream): void {
    if (stream.closed) return;
    stream.closed = true;
    for (const timer of stream.timers) clearInterval(timer);
    this.streams.delete(stream);
    if (!stream.res.writableEnded) stream.res.end();
  }

  private scope(user: StreamUser) {
    return and(
      eq(collaborationEvents.institutionId, user.institutionId),
      or(isNull(collaborationEvents.userId), eq(collaborationEvents.userId, user.id)),
    );
  }

  private async latestId(user: StreamUser): Promise<number> {
    const [row] = await this.db
      .select({ id: collaborationEvents.id })
      .from(collaborationEvents)
      .where(eq(collaborationEvents.institutionId, user.institutionId))
      .orderBy(desc(collaborationEvents.id))
      .limit(1);
    return row ? Number(row.id) : 0;
  }

  /** Sends what the client missed after `stream.lastId`; the number sent, or a resync. */
  private async replay(stream: OpenStream): Promise<number> {
    const rows = await this.db
      .select()
      .from(collaborationEvents)
      .where(and(this.scope(stream.user), gt(collaborationEvents.id, stream.lastId)))
      .orderBy(asc(collaborationEvents.id))
      .limit(REPLAY_LIMIT + 1);
    if (rows.length > REPLAY_LIMIT) {
      stream.lastId = await this.latestId(stream.user);
      this.write(stream, `id: ${stream.lastId}\nevent: resync\ndata: {}\n\n`);
      return 0;
    }
    for (const row of rows) this.send(stream, toStreamEvent(row));
    return rows.length;
  }

  private catchUpAll(): void {
    for (const stream of this.streams) {
      if (stream.pending) continue;
      stream.pending = [];
      this.replay(stream)
        .catch(() => this.close(stream))
        .finally(() => {
          const waiting = stream.pending ?? [];
          stream.pending = null;
          for (const event of waiting) this.send(stream, event);
        });
    }
  }

  /** A signed-out session or a deactivated account ends its streams. */
  private async checkSession(stream: OpenStream): Promise<void> {
    if (stream.closed) return;
    const live = await sessionIsLive(this.db, stream.user).catch(() => true);
    if (!live) {
      this.write(stream, 'event: end\ndata: {"reason":"signed-out"}\n\n');
      this.close(stream);
    }
  }
}

export async function sessionIsLive(db: Db, user: Pick<StreamUser, 'id' | 'sessionId'>) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(authSessions, eq(authSessions.userId, users.id))
    .where(
      and(
        eq(users.id, user.id),
        eq(users.isActive, true),
        eq(authSessions.id, user.sessionId),
        isNull(authSessions.revokedAt),
      ),
    );
  return Boolean(row);
}
