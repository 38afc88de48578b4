import { z } from 'zod';

/**
 * Shape checks the GoTrue (Supabase Auth) protocol relies on (SPEC §5). They check form only; a
 * JWT's signature and claims are verified elsewhere.
 */

/** RFC 9562 textual form, any version, either case (RFC 9562 §4: input is case-insensitive). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The same, lower case only: auth-js (validateUUID, v2.109) rejects upper-case ids. */
const CANONICAL_UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** True for the lower-case form that auth-js accepts; ids the server issues must pass this. */
export function isCanonicalUuid(value: string): boolean {
  return CANONICAL_UUID_PATTERN.test(value);
}

/**
 * One base64url segment without padding, as auth-js's BASE64URL_REGEX (v2.109): whole 4-character
 * groups, then 0, 2 or 3 trailing characters (a remainder of 1 cannot encode a byte).
 */
const BASE64URL_SEGMENT = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;

/**
 * True when `token` has the JWS compact shape auth-js's decodeJWT accepts: exactly three
 * dot-separated base64url parts. Every part must be non-empty, which is stricter than auth-js (it
 * lets an empty signature through): an unsigned token is never valid here.
 */
export function isJwtShape(token: string): boolean {
  const parts = token.split('.');
  return (
    parts.length === 3 && parts.every((part) => part.length > 0 && BASE64URL_SEGMENT.test(part))
  );
}

/** Sign-out scopes, as auth-js SIGN_OUT_SCOPES; GoTrue's default is `global`. */
export const SIGN_OUT_SCOPES = ['global', 'local', 'others'] as const;
export const signOutScopeSchema = z.enum(SIGN_OUT_SCOPES);
export type SignOutScope = z.infer<typeof signOutScopeSchema>;

export function isSignOutScope(value: unknown): value is SignOutScope {
  return signOutScopeSchema.safeParse(value).success;
}
