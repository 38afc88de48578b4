import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * CDS Hooks (issue 14). Nothing here identifies a patient: a card row keeps the service, the
 * indicator and the finding kind; a feedback row the outcome and the reason code. The EHR's
 * patient never becomes an OncoCDS patient.
 */

/** Each card returned to a CDS client, so that feedback can be tied to what was shown. */
export const cdsHooksCards = pgTable(
  'cds_hooks_cards',
  {
    /** The card's `uuid` as sent. */
    id: uuid('id').primaryKey(),
    serviceId: text('service_id').notNull(),
    /** `iss` of the verified client JWT; null when verification is off (sandbox). */
    clientIss: text('client_iss'),
    /** The institution the client is configured under, or null. */
    institutionId: uuid('institution_id'),
    indicator: text('indicator').$type<'info' | 'warning' | 'critical'>().notNull(),
    /** Finding kind (`interaction`, `pgx`, ...) or `limitation`. */
    kind: text('kind').notNull(),
    /** The finding's stable key (kind, drug ids, rule): no patient value. Null for a limitation. */
    findingKey: text('finding_key'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cds_hooks_cards_scope_idx').on(t.institutionId, t.issuedAt)],
);

/** `POST /cds-services/{id}/feedback` entries, one row each. */
export const cdsHooksFeedback = pgTable(
  'cds_hooks_feedback',
  {
    id: uuid('id').primaryKey(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cdsHooksCards.id, { onDelete: 'cascade' }),
    serviceId: text('service_id').notNull(),
    clientIss: text('client_iss'),
    institutionId: uuid('institution_id'),
    outcome: text('outcome').$type<'accepted' | 'overridden'>().notNull(),
    /** Ids of the accepted suggestions (`accepted` outcomes). */
    acceptedSuggestions: jsonb('accepted_suggestions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    overrideReasonSystem: text('override_reason_system'),
    overrideReasonCode: text('override_reason_code'),
    /** The clinician's own words, as the EHR sent them; never copied into events or logs. */
    userComment: text('user_comment'),
    /** When the clinician acted (the EHR's clock). */
    outcomeAt: timestamp('outcome_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cds_hooks_feedback_card_idx').on(t.cardId)],
);

/**
 * `jti` values of accepted client JWTs until they expire: a token seen twice is a replay. In the
 * database rather than in memory, so that several app servers behind one balancer share it.
 */
export const cdsHooksJtis = pgTable(
  'cds_hooks_jtis',
  {
    iss: text('iss').notNull(),
    jti: text('jti').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.iss, t.jti] }),
    index('cds_hooks_jtis_expiry_idx').on(t.expiresAt),
  ],
);
