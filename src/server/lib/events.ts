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
  const checked = analyticsEventSchemas[type].strict().parse(properties) as Record<string, unknown>;
  await db.insert(analyticsEvents).values({
    id: orderedId(ctx.at),
    institutionId: ctx.institutionId,
    type,
    role: ctx.role ?? null,
    occurredAt: new Date(ctx.at),
    properties: checked,
  });
}

/**
 * Records several events of one type in one statement (a CDS Hooks answer with several cards),
 * each checked against the type's schema exactly as `recordEvent` checks one.
 */
export async function recordEvents<T extends AnalyticsEventType>(
  db: Db | Tx,
  type: T,
  list: ReadonlyArray<AnalyticsEventProperties<T>>,
  ctx: EventContext,
): Promise<void> {
  if (list.length === 0) return;
  const schema = analyticsEventSchemas[type].strict();
  await db.insert(analyticsEvents).values(
    list.map((properties) => ({
      id: orderedId(ctx.at),
      institutionId: ctx.institutionId,
      type,
      role: ctx.role ?? null,
      occurredAt: new Date(ctx.at),
      properties: schema.parse(properties) as Record<string, unknown>,
    })),
  );
}
