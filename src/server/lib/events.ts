import type { FastifyInstance } from 'fastify';
import {
  analyticsEventSchemas,
  type AnalyticsEventProperties,
  type AnalyticsEventType,
} from '../../core/analytics';
import type { Db, Tx } from '../../db/client';
import { analyticsEvents } from '../../db/schema';
import { orderedId } from './ordered-id';

export interface EventContext {
  institutionId: string | null;
  /** The acting user's role, when there is a user (no user id is stored). */
  role?: string | null;
  /** Milliseconds since the epoch; the server clock (`deps.now`) by default. */
  at: number;
}

type EventRow = typeof analyticsEvents.$inferInsert;

/**
 * Each event type's strict schema (no extra field), built once: zod's `.strict()` makes a new
 * schema on each call, and building one cost 47 times its use on the interaction check's path.
 */
const strictSchemas = new Map<AnalyticsEventType, { parse(value: unknown): unknown }>();

function strictSchema(type: AnalyticsEventType): { parse(value: unknown): unknown } {
  let schema = strictSchemas.get(type);
  if (!schema) {
    schema = analyticsEventSchemas[type].strict();
    strictSchemas.set(type, schema);
  }
  return schema;
}

/** Checks the properties against the event's schema (strictly: no extra field) and builds the row. */
function eventRow<T extends AnalyticsEventType>(
  type: T,
  properties: AnalyticsEventProperties<T>,
  ctx: EventContext,
): EventRow {
  const checked = strictSchema(type).parse(properties) as Record<string, unknown>;
  return {
    id: orderedId(ctx.at),
    institutionId: ctx.institutionId,
    type,
    role: ctx.role ?? null,
    occurredAt: new Date(ctx.at),
    properties: checked,
  };
}

/**
 * Records one analytics event (issue 15). Its properties are checked against the event's schema,
 * so nothing identifying can slip in as an extra field. Pass the transaction of the work being
 * recorded when there is one, so an event cannot outlive a rolled-back write.
 */
export async function recordEvent<T extends AnalyticsEventType>(
  db: Db | Tx,
  type: T,
  properties: AnalyticsEventProperties<T>,
  ctx: EventContext,
): Promise<void> {
  await db.insert(analyticsEvents).values(eventRow(type, properties, ctx));
}

/** One event of any type, for `recordEvents`. */
export type AnyEvent = {
  [T in AnalyticsEventType]: { type: T; properties: AnalyticsEventProperties<T> };
}[AnalyticsEventType];

/** Several events of the same moment and actor in one statement (nothing when the list is empty). */
export async function recordEvents(
  db: Db | Tx,
  events: readonly AnyEvent[],
  ctx: EventContext,
): Promise<void> {
  if (events.length === 0) return;
  await db
    .insert(analyticsEvents)
    .values(events.map((e) => eventRow(e.type, e.properties as never, ctx)));
}

/**
 * Events of the hot read paths (drug search, interaction checks, PGx lookups), which write
 * nothing else. They are checked at once (a bad property still fails the request that made it)
 * but written later, off the response path: identical events (same type, institution, role,
 * properties and UTC day) are merged into one row carrying their `count`, and the rows go out
 * in one insert at most every `FLUSH_MS`. The checker answers from memory in well under a
 * millisecond; an insert per check, even after the response, would hold the event loop (the
 * embedded database runs in it) longer than the check itself. An event still waiting when the
 * process dies is lost, which analytics can afford (the Prometheus counters stay exact).
 */
export interface EventBuffer {
  record<T extends AnalyticsEventType>(
    type: T,
    properties: AnalyticsEventProperties<T>,
    ctx: EventContext,
  ): void;
  /** Writes whatever is waiting (the analytics read path calls it first, and so does close). */
  flush(): Promise<void>;
}

const FLUSH_MS = 1000;
/** Distinct rows waiting before a write is started early. */
const MAX_ROWS = 500;

type FlushErrorHandler = (error: unknown, dropped: number) => void;

class BatchedEvents implements EventBuffer {
  private pending = new Map<string, EventRow & { count: number }>();
  /** Properties objects already checked (the checker shares one frozen object per result). */
  private checked = new WeakMap<
    object,
    { type: string; props: Record<string, unknown>; key: string }
  >();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: FlushErrorHandler,
  ) {}

  private check(type: AnalyticsEventType, properties: object) {
    const hit = this.checked.get(properties);
    if (hit && hit.type === type) return hit;
    const props = strictSchema(type).parse(properties) as Record<string, unknown>;
    const entry = { type, props, key: JSON.stringify(props) };
    if (Object.isFrozen(properties)) this.checked.set(properties, entry);
    return entry;
  }

  record<T extends AnalyticsEventType>(
    type: T,
    properties: AnalyticsEventProperties<T>,
    ctx: EventContext,
  ): void {
    const { props, key: propsKey } = this.check(type, properties as object);
    const day = Math.floor(ctx.at / 86_400_000);
    const key = `${type}\u0000${ctx.institutionId ?? ''}\u0000${ctx.role ?? ''}\u0000${day}\u0000${propsKey}`;
    const same = this.pending.get(key);
    if (same) {
      same.count += 1;
    } else {
      this.pending.set(key, {
        id: orderedId(ctx.at),
        institutionId: ctx.institutionId,
        type,
        role: ctx.role ?? null,
        occurredAt: new Date(ctx.at),
        properties: props,
        count: 1,
      });
    }
    if (this.pending.size >= MAX_ROWS) {
      void this.flush();
    } else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = [...this.pending.values()];
    this.pending = new Map();
    // Batches are written one after another, in the order they were recorded.
    this.writing = this.writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.db.insert(analyticsEvents).values(batch);
      } catch (error) {
        this.onError(
          error,
          batch.reduce((n, row) => n + row.count, 0),
        );
      }
    });
    return this.writing;
  }
}

const buffers = new WeakMap<Db, BatchedEvents>();

/**
 * The one event buffer of a database handle, shared by every feature of the app that owns it (so
 * a flush before reading analytics writes them all). `onError` reports a failed write (the first
 * caller's handler is kept); such events are dropped, never retried into a growing queue.
 */
export function eventBuffer(db: Db, onError: FlushErrorHandler): EventBuffer {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = new BatchedEvents(db, onError);
    buffers.set(db, buffer);
  }
  return buffer;
}

/**
 * The app's event buffer for a feature plugin: failed writes are logged (SQLSTATE only, by the
 * `err` serializer) and whatever is waiting is written when the app closes.
 */
export function bufferedEvents(app: FastifyInstance, db: Db): EventBuffer {
  const buffer = eventBuffer(db, (error, dropped) =>
    app.log.warn({ err: error, dropped }, 'analytics events could not be written'),
  );
  app.addHook('onClose', async () => buffer.flush());
  return buffer;
}
