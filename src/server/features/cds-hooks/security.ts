import { lt } from 'drizzle-orm';
import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
} from 'jose';
import { DomainError } from '../../../core/errors';
import type { Db } from '../../../db/client';
import { cdsHooksJtis } from '../../../db/schema';
import type { CdsClientConfig } from '../../config';

/*
 * "Trusting CDS Clients" (CDS Hooks 2.0): every service call carries `Authorization: Bearer <JWT>`
 * signed with the client's private key. The service checks, in this order:
 * - the header: an asymmetric `alg` (never `none`, never HMAC: RS/PS/ES/EdDSA), a `kid`, `typ` JWT,
 *   and a `jku`, if any, equal to the JWK Set URL configured for the issuer (allow-listed, never
 *   fetched from the token);
 * - `iss` is a configured client (`CDS_CLIENTS`), and the signature verifies against its JWKS;
 * - `aud` is this service's URL; `exp`, `iat` and `jti` are present; the token is not expired,
 *   not issued in the future, and at most MAX_TOKEN_AGE_S old;
 * - `jti` was never seen before for this issuer (replay), shared by every app server through the
 *   database until the token expires.
 */

/** RFC 7518 asymmetric signature algorithms (the specification recommends ES384 and RS384). */
export const ASYMMETRIC_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
] as const;

/** Clock skew allowed between the client and this server, in seconds. */
export const CLOCK_TOLERANCE_S = 60;
/** A client JWT authenticates one call: older than this (from `iat`) it is refused. */
export const MAX_TOKEN_AGE_S = 300;
/** Expired jtis are swept at most this often per process. */
const SWEEP_EVERY_MS = 60_000;

/** Who called: the configured client, or nobody when verification is switched off. */
export interface CdsCaller {
  client: CdsClientConfig | null;
}

const refuse = (message: string) => new DomainError('unauthorized', message);

function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Reads `iss` before verification, only to pick the key set; nothing else is trusted from it. */
function unverifiedIssuer(token: string): string | null {
  try {
    const iss = decodeJwt(token).iss;
    return typeof iss === 'string' ? iss : null;
  } catch {
    return null;
  }
}

function describeJoseError(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) {
    return error.claim === 'iat'
      ? 'The client JWT is too old or issued in the future (iat)'
      : 'The client JWT has expired';
  }
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'The client JWT is not for this service (aud)';
    if (error.claim === 'iat') return 'The client JWT is too old or issued in the future (iat)';
    return `The client JWT is missing or has an invalid ${error.claim} claim`;
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed)
    return 'The client JWT signature does not verify';
  if (error instanceof joseErrors.JWKSNoMatchingKey)
    return 'No key of the client’s JWK Set matches the JWT (kid)';
  if (error instanceof joseErrors.JOSEAlgNotAllowed)
    return 'The client JWT must be signed with an asymmetric algorithm (e.g. RS384 or ES384)';
  if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JWKSInvalid)
    return 'The client’s JWK Set could not be read';
  return 'The client JWT could not be verified';
}

export interface VerifierOptions {
  clients: readonly CdsClientConfig[];
  allowUnauthenticated: boolean;
  db: Db;
  now: () => number;
}

export class CdsClientVerifier {
  private readonly byIss: Map<
    string,
    { config: CdsClientConfig; keys: ReturnType<typeof createRemoteJWKSet> }
  >;
  private lastSweep = 0;

  constructor(private readonly options: VerifierOptions) {
    this.byIss = new Map(
      options.clients.map((config) => [
        config.iss,
        {
          config,
          // jose caches the set and refetches it (after a cooldown) when an unknown kid arrives,
          // so a client can rotate keys without a restart here.
          keys: createRemoteJWKSet(new URL(config.jwksUrl), {
            timeoutDuration: 3000,
            cooldownDuration: 30_000,
            cacheMaxAge: 600_000,
          }),
        },
      ]),
    );
  }

  /**
   * Verifies the call's JWT for `audience` (this service's URL). Throws a 401 DomainError naming
   * what failed; with verification switched off, every call passes as an unknown client.
   */
  async verify(authorization: string | undefined, audience: readonly string[]): Promise<CdsCaller> {
    if (this.options.allowUnauthenticated) return { client: null };
    const token = bearer(authorization);
    if (!token) throw refuse('A CDS client JWT is required (Authorization: Bearer <JWT>)');

    let header: ReturnType<typeof decodeProtectedHeader>;
    try {
      header = decodeProtectedHeader(token);
    } catch {
      throw refuse('The Authorization header does not hold a JWT');
    }
    if (typeof header.kid !== 'string' || header.kid === '')
      throw refuse('The client JWT header has no kid');
    const iss = unverifiedIssuer(token);
    const client = iss ? this.byIss.get(iss) : undefined;
    if (!client) throw refuse('The client JWT issuer (iss) is not a trusted CDS client');
    if (header.jku !== undefined && header.jku !== client.config.jwksUrl) {
      throw refuse(
        'The client JWT names a JWK Set (jku) other than the one configured for its issuer',
      );
    }

    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, client.keys, {
        algorithms: [...ASYMMETRIC_ALGORITHMS],
        issuer: client.config.iss,
        audience: [...audience],
        typ: 'JWT',
        requiredClaims: ['iss', 'aud', 'exp', 'iat', 'jti'],
        clockTolerance: CLOCK_TOLERANCE_S,
        maxTokenAge: MAX_TOKEN_AGE_S,
        currentDate: new Date(this.options.now()),
      }));
    } catch (error) {
      throw refuse(describeJoseError(error));
    }
    const iat = payload.iat as number;
    if (iat * 1000 > this.options.now() + CLOCK_TOLERANCE_S * 1000) {
      throw refuse('The client JWT is too old or issued in the future (iat)');
    }
    if (typeof payload.jti !== 'string' || payload.jti.length === 0 || payload.jti.length > 200) {
      throw refuse('The client JWT is missing or has an invalid jti claim');
    }
    // Kept as long as the token could still pass the checks above, and no longer.
    const validUntil = Math.min((payload.exp as number) * 1000, (iat + MAX_TOKEN_AGE_S) * 1000);
    await this.rememberJti(client.config.iss, payload.jti, validUntil);
    return { client: client.config };
  }

  /** Records the jti until its token expires; a second use of it is a replay. */
  private async rememberJti(iss: string, jti: string, validUntilMs: number): Promise<void> {
    const now = this.options.now();
    const keepUntil = Math.max(validUntilMs, now) + CLOCK_TOLERANCE_S * 1000;
    const inserted = await this.options.db
      .insert(cdsHooksJtis)
      .values({ iss, jti, expiresAt: new Date(keepUntil) })
      .onConflictDoNothing()
      .returning({ jti: cdsHooksJtis.jti });
    if (inserted.length === 0) throw refuse('The client JWT was already used (jti replay)');
    if (now - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = now;
      await this.options.db.delete(cdsHooksJtis).where(lt(cdsHooksJtis.expiresAt, new Date(now)));
    }
  }
}
