import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { institutions, users } from './accounts';

/*
 * FHIR connections (issue 14). Secrets are sealed with lib/secrets' key (AES-256-GCM, as the
 * GitHub token is) and never leave the server; responses say only whether one is set.
 */

/** An institution's external FHIR R4 server and its SMART App Launch client, set by its admins. */
export const fhirConnections = pgTable('fhir_connections', {
  institutionId: uuid('institution_id')
    .primaryKey()
    .references(() => institutions.id, { onDelete: 'cascade' }),
  /** Null means the server's FHIR_BASE_URL. Always one of the allowed origins. */
  baseUrl: text('base_url'),
  /** Sealed bearer token for the FHIR server, or null for none. */
  tokenEncrypted: text('token_encrypted'),
  tokenLast4: text('token_last4'),
  /** The client id the EHR's authorization server registered for OncoCDS (SMART App Launch). */
  smartClientId: text('smart_client_id'),
  /** Sealed client secret of a confidential SMART client, or null for a public client (PKCE). */
  smartClientSecretEncrypted: text('smart_client_secret_encrypted'),
  /** Resource scopes to ask for, e.g. "patient/*.read"; launch and openid scopes are added. */
  smartScopes: text('smart_scopes'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * One SMART App Launch of one user: the state fhirclient keeps between the launch and the
 * authorization server's return (PKCE verifier, endpoints), then the token response. Sealed;
 * expires with the token (or an hour after a launch that never came back).
 */
export const fhirSmartSessions = pgTable(
  'fhir_smart_sessions',
  {
    id: uuid('id').primaryKey(),
    /** The OAuth `state` value (256 random bits). */
    stateKey: text('state_key').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    stateSealed: text('state_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('fhir_smart_sessions_user_idx').on(t.userId, t.expiresAt)],
);
