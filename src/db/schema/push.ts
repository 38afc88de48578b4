import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { institutions, users } from './accounts';

/**
 * Web Push subscriptions (SPEC §7 `POST /api/push/subscribe`), one row per browser endpoint, owned
 * by the user who last subscribed it. The endpoint is a capability URL and `auth` a shared secret,
 * so both are sealed (AES-256-GCM, `lib/crypto.ts`); the endpoint's SHA-256 finds the row again.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    endpointHash: text('endpoint_hash').notNull(),
    /** Sealed JSON: `{ endpoint, keys: { p256dh, auth } }`. */
    sealed: text('sealed').notNull(),
    /** The push service's expiry, when it gives one. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpointHash),
    index('push_subscriptions_user_idx').on(t.userId, t.updatedAt),
  ],
);
