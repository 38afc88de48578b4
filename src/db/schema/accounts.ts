import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A hospital, clinic or programme. Patients and GitHub settings are scoped to one. */
export const institutions = pgTable('institutions', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by'),
});

/**
 * Invitation codes: the only way to join an existing institution. Only a hash is stored, so a
 * database leak does not leak usable codes.
 */
export const institutionInvites = pgTable(
  'institution_invites',
  {
    id: uuid('id').primaryKey(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    /**
     * The role a person joining with this code signs up as; the sign-up's declared role must equal
     * it. Every new invitation names one; the default only gives codes created before invitations
     * carried a role the least-privileged role.
     */
    role: text('role').$type<Role>().notNull().default('student'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('institution_invites_code_idx').on(t.codeHash)],
);

/** The authentication account (GoTrue's auth.users). The profile lives in `users`. */
export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Metadata the user may edit (names etc.). Never trusted for authorisation. */
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    recoveryTokenHash: text('recovery_token_hash'),
    recoverySentAt: timestamp('recovery_sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_accounts_email_idx').on(sql`lower(${t.email})`)],
);

export type Role = 'oncologist' | 'pharmacist' | 'nurse' | 'researcher' | 'student';

/** SPEC §3 user profile. `role` is written once at signup and never by a user-facing call. */
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => authAccounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').$type<Role>().notNull(),
    specialty: text('specialty'),
    institution: text('institution').notNull(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id),
    licenseNumber: text('license_number'),
    yearsExperience: integer('years_experience'),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull(),
    persona: jsonb('persona').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Administers the institution: invitations, members, patient audit trails. The creator of an
     * institution is its first admin; admins promote others. Never set from anything a user sends.
     */
    isInstitutionAdmin: boolean('is_institution_admin').notNull().default(false),
  },
  (t) => [index('users_institution_idx').on(t.institutionId)],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authAccounts.id, { onDelete: 'cascade' }),
    aal: text('aal').$type<'aal1' | 'aal2'>().notNull().default('aal1'),
    /** Authentication methods used in this session, for the `amr` claim. */
    amr: jsonb('amr').$type<Array<{ method: string; timestamp: number }>>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/**
 * Refresh tokens are stored as SHA-256 hashes. Each use revokes the token and issues a child;
 * presenting a revoked token again revokes the whole session (reuse detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    revoked: boolean('revoked').notNull().default(false),
    /** When it was rotated or revoked: a rotated token presented again shortly after is not theft. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authAccounts.id, { onDelete: 'cascade' }),
    friendlyName: text('friendly_name'),
    factorType: text('factor_type').$type<'totp'>().notNull(),
    status: text('status').$type<'unverified' | 'verified'>().notNull(),
    /** TOTP secret, AES-256-GCM encrypted with a key derived from the server secret. */
    secretEncrypted: text('secret_encrypted').notNull(),
    /** Last accepted time step, so a code cannot be replayed. */
    lastUsedStep: integer('last_used_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mfa_factors_user_idx').on(t.userId)],
);

export const mfaChallenges = pgTable('mfa_challenges', {
  id: uuid('id').primaryKey(),
  factorId: uuid('factor_id')
    .notNull()
    .references(() => mfaFactors.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  ip: text('ip'),
});
