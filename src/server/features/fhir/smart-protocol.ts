import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { z } from 'zod';
import { DomainError } from '../../../core/errors';
import { FhirCallError, fhirFetch, isAllowedUrl } from './fhir-http';

/*
 * The parts of SMART App Launch 2.x the server does itself rather than through fhirclient, so that
 * every request goes through `fhirFetch` (allowed origins only, redirects refused, capped):
 * discovery (`.well-known/smart-configuration`), the choice of v1 or v2 scopes from the
 * capabilities the server advertises, the code-for-token exchange, and the validation of the
 * OpenID Connect `id_token` when `openid` was asked (signature against the server's `jwks_uri`,
 * issuer, audience = our client id, expiry).
 * Source: HL7 SMART App Launch 2.2.0, "Conformance" (capabilities `permission-v1`,
 * `permission-v2`, `sso-openid-connect`) and "Scopes and Launch Context" (v2 `.rs` for read and
 * search; v1 `.read` still understood by v2 servers, but a v2 server is asked in v2).
 */

const configurationSchema = z.object({
  issuer: z.string().optional(),
  jwks_uri: z.string().optional(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  capabilities: z.array(z.string()).optional(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
});

export interface SmartConfiguration {
  issuer: string | null;
  jwksUri: string | null;
  capabilities: string[];
}

/**
 * The server's SMART configuration; null when it publishes none (404: fhirclient then reads the
 * CapabilityStatement). A redirect is an error, never followed: it could lead off the allow-list.
 */
export async function discoverSmart(
  origins: readonly string[],
  iss: string,
): Promise<SmartConfiguration | null> {
  const res = await fhirFetch(
    origins,
    { url: `${iss.replace(/\/+$/, '')}/.well-known/smart-configuration`, what: 'SMART discovery' },
    [404],
  );
  if (res.status === 404) return null;
  const parsed = configurationSchema.safeParse(res.body);
  if (!parsed.success) {
    throw new DomainError(
      'bad_gateway',
      "The EHR's SMART configuration lacks its authorization or token endpoint",
    );
  }
  return {
    issuer: parsed.data.issuer ?? null,
    jwksUri: parsed.data.jwks_uri ?? null,
    capabilities: parsed.data.capabilities ?? [],
  };
}

const V1_SCOPE = /^(patient|user|system)\/([A-Za-z]+|\*)\.(read|write|\*)$/;
const V2_OF_V1: Record<string, string> = { read: 'rs', write: 'cud', '*': 'cruds' };

/**
 * The configured scopes, in v2 syntax when the server advertises `permission-v2` (and v1 as
 * written otherwise). Scopes already in v2 syntax, or not resource scopes, are kept as written.
 */
export function resourceScopes(configured: readonly string[], capabilities: readonly string[]) {
  if (!capabilities.includes('permission-v2')) return [...configured];
  return configured.map((s) => {
    const m = V1_SCOPE.exec(s);
    return m ? `${m[1]}/${m[2]}.${V2_OF_V1[m[3]!]}` : s;
  });
}

/**
 * Whether to ask for `openid fhirUser`: when the server says it supports OpenID Connect, or says
 * nothing (no SMART configuration, the v1 way). Asking obliges us to validate the id_token.
 */
export function asksOpenId(config: SmartConfiguration | null): boolean {
  return config === null || config.capabilities.includes('sso-openid-connect');
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().optional(),
  scope: z.string().optional(),
  patient: z.string().optional(),
  id_token: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenSchema> & Record<string, unknown>;

export interface CodeExchange {
  tokenUri: string;
  code: string;
  redirectUri: string;
  codeVerifier: string;
  clientId: string;
  clientSecret?: string | undefined;
}

/** RFC 6749 §4.1.3 with RFC 7636's verifier; a confidential client authenticates with HTTP Basic. */
export async function exchangeCode(
  origins: readonly string[],
  x: CodeExchange,
): Promise<TokenResponse> {
  const form: Record<string, string> = {
    grant_type: 'authorization_code',
    code: x.code,
    redirect_uri: x.redirectUri,
    code_verifier: x.codeVerifier,
  };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (x.clientSecret) {
    const basic = Buffer.from(
      `${encodeURIComponent(x.clientId)}:${encodeURIComponent(x.clientSecret)}`,
    ).toString('base64');
    headers.authorization = `Basic ${basic}`;
  } else {
    form.client_id = x.clientId;
  }
  let res: Awaited<ReturnType<typeof fhirFetch>>;
  try {
    res = await fhirFetch(origins, {
      url: x.tokenUri,
      method: 'POST',
      form,
      headers,
      what: 'token request',
    });
  } catch (error) {
    // A refusal (4xx/5xx) reads as one; a redirect or an unreachable server keeps its own words.
    if (error instanceof FhirCallError && error.status !== null && error.status >= 400) {
      throw new DomainError(
        'bad_gateway',
        `The EHR's authorization server refused the code: ${error.message}`,
      );
    }
    throw error;
  }
  const parsed = tokenSchema.safeParse(res.body);
  if (!parsed.success) {
    throw new DomainError('bad_gateway', "The EHR's token response carries no access token");
  }
  return res.body as TokenResponse;
}

export interface IdTokenCheck {
  issuer: string | null;
  jwksUri: string | null;
  clientId: string;
  now: number;
  /** The nonce sent with the authorization request; the id_token must carry it back. */
  nonce?: string | null;
}

/**
 * OpenID Connect Core §3.1.3.7: signature by one of the issuer's published keys, `iss` the
 * issuer, `aud` our client id, not expired, issued (`iat`), and the `nonce` of the launch when
 * one was sent (step 11). Throws a DomainError naming what failed; returns the `fhirUser` claim
 * (SMART App Launch 2.x "fhirUser": the FHIR resource of the signed-in user) when there is one.
 */
export async function verifyIdToken(
  origins: readonly string[],
  idToken: string | undefined,
  check: IdTokenCheck,
): Promise<{ fhirUser: string | null }> {
  if (!idToken) {
    throw new DomainError(
      'bad_gateway',
      'The EHR did not return an id_token although openid was asked: the user cannot be identified, launch refused',
    );
  }
  if (!check.issuer || !check.jwksUri) {
    throw new DomainError(
      'bad_gateway',
      'The EHR returned an id_token but publishes no issuer or jwks_uri to check it against',
    );
  }
  if (!isAllowedUrl(check.jwksUri, origins)) {
    throw new DomainError(
      'bad_gateway',
      "The EHR's jwks_uri is not on an allowed origin; the operator must add it to FHIR_ALLOWED_URLS",
    );
  }
  const jwks = await fhirFetch(origins, { url: check.jwksUri, what: 'key set (jwks_uri)' });
  try {
    const { payload } = await jwtVerify(idToken, createLocalJWKSet(jwks.body as JSONWebKeySet), {
      issuer: check.issuer,
      audience: check.clientId,
      currentDate: new Date(check.now),
      algorithms: ['RS256', 'ES256', 'RS384', 'ES384'],
      requiredClaims: ['iat', 'exp', 'sub'],
    });
    if (check.nonce && payload.nonce !== check.nonce) {
      throw new Error(
        payload.nonce === undefined
          ? 'it carries no nonce, although this launch sent one'
          : 'its nonce is not the one this launch sent',
      );
    }
    return { fhirUser: typeof payload.fhirUser === 'string' ? payload.fhirUser : null };
  } catch (error) {
    const what = error instanceof Error ? error.message.slice(0, 200) : 'invalid';
    throw new DomainError('bad_gateway', `The EHR's id_token is not valid: ${what}`);
  }
}
