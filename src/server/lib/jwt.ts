import { SignJWT, jwtVerify } from 'jose';

/** One hour, as GoTrue's default; the client refreshes before expiry. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
const ISSUER = 'oncocds-auth';
const AUDIENCE = 'authenticated';

export type Aal = 'aal1' | 'aal2';

export interface AccessClaims {
  sub: string;
  email: string;
  role: 'authenticated';
  aal: Aal;
  amr: Array<{ method: string; timestamp: number }>;
  session_id: string;
  iat: number;
  exp: number;
}

export async function issueAccessToken(
  key: Uint8Array,
  claims: Pick<AccessClaims, 'sub' | 'email' | 'aal' | 'amr' | 'session_id'>,
  nowMs: number,
): Promise<{ token: string; expiresIn: number; expiresAt: number }> {
  const iat = Math.floor(nowMs / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({
    email: claims.email,
    role: 'authenticated',
    aal: claims.aal,
    amr: claims.amr,
    session_id: claims.session_id,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key);
  return { token, expiresIn: ACCESS_TOKEN_TTL_SECONDS, expiresAt: exp };
}

/**
 * Verifies signature (HS256 only: `alg: none` and every other algorithm are refused), issuer,
 * audience and expiry. Returns null for any invalid token; the caller decides the error.
 */
export async function verifyAccessToken(
  key: Uint8Array | CryptoKey,
  token: string,
  nowMs: number,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(nowMs),
      // jose accepts a token without `exp` as never expiring; ours always carry one, so a token
      // without it is forged or foreign and refused on every request, not just the uncached one.
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    if (
      typeof payload.exp !== 'number' ||
      typeof payload.sub !== 'string' ||
      typeof payload.session_id !== 'string' ||
      (payload.aal !== 'aal1' && payload.aal !== 'aal2')
    ) {
      return null;
    }
    return payload as unknown as AccessClaims;
  } catch {
    return null;
  }
}

/**
 * Verifies access tokens for the API's hot path. The HMAC key is imported once (jose would import
 * a raw key on every call), and a token that verified once is remembered until it expires, so a
 * client sending the same bearer token on every request pays for the signature check once.
 * Safe because a token's bytes fully determine its signature check and claims; only expiry
 * depends on the time, and it is re-checked on every hit exactly as jose checks it. Sessions are
 * revoked through the session row, never through the token, so caching does not delay sign-out.
 */
export class AccessTokenVerifier {
  private readonly key: Promise<CryptoKey>;
  private readonly verified = new Map<string, AccessClaims>();

  constructor(
    rawKey: Uint8Array,
    private readonly maxEntries = 10_000,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      new Uint8Array(rawKey), // a copy backed by a plain ArrayBuffer, as WebCrypto's types require
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
  }

  async verify(token: string, nowMs: number): Promise<AccessClaims | null> {
    const hit = this.verified.get(token);
    if (hit) {
      // jose: expired when exp <= now, with now in whole seconds.
      if (hit.exp > Math.floor(nowMs / 1000)) return hit;
      this.verified.delete(token);
      return null;
    }
    const claims = await verifyAccessToken(await this.key, token, nowMs);
    if (claims) {
      // Map keeps insertion order: dropping the oldest entry bounds memory under many clients.
      if (this.verified.size >= this.maxEntries) {
        const oldest = this.verified.keys().next().value;
        if (oldest !== undefined) this.verified.delete(oldest);
      }
      this.verified.set(token, claims);
    }
    return claims;
  }
}
