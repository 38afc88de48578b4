import type { authAccounts, mfaFactors } from '../../../db/schema';

type Account = typeof authAccounts.$inferSelect;
type Factor = typeof mfaFactors.$inferSelect;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

/**
 * The GoTrue `User` object that auth-js expects. Built from an allow-list of fields: the password
 * hash and recovery token never leave the server.
 */
export function toGoTrueUser(account: Account, factors: readonly Factor[]) {
  return {
    id: account.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: account.email,
    email_confirmed_at: iso(account.emailConfirmedAt),
    confirmed_at: iso(account.emailConfirmedAt),
    phone: '',
    last_sign_in_at: iso(account.lastSignInAt),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: account.userMetadata,
    identities: [],
    created_at: account.createdAt.toISOString(),
    updated_at: account.updatedAt.toISOString(),
    is_anonymous: false,
    ...(factors.length > 0
      ? {
          factors: factors.map((f) => ({
            id: f.id,
            friendly_name: f.friendlyName ?? undefined,
            factor_type: f.factorType,
            status: f.status,
            created_at: f.createdAt.toISOString(),
            updated_at: f.updatedAt.toISOString(),
          })),
        }
      : {}),
  };
}
export type GoTrueUser = ReturnType<typeof toGoTrueUser>;
