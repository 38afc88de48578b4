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
  key: Uint8Array,
  token: string,
  nowMs: number,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(nowMs),
    });
    if (
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
