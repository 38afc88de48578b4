import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small FHIR R4 server with a SMART App Launch authorization server, for tests and the browser
 * journey only, on 127.0.0.1 with a free port:
 * - `GET {base}/metadata`, `GET {base}/Patient?name=|identifier=`, `GET {base}/Patient/{id}`,
 *   `GET {base}/Patient/{id}/$everything` (switchable: off answers 404 with an OperationOutcome,
 *   as servers without the operation do) and `GET {base}/{type}?patient={id}`, all paged with
 *   `_count` and a `next` link;
 * - a bearer token when one is set (401 otherwise), and any SMART-issued access token;
 * - `GET {base}/.well-known/smart-configuration`, `GET /auth/authorize` (answers the redirect to
 *   the app with a code, as if the user had approved) and `POST /auth/token`, which checks the
 *   client, the redirect URI and the PKCE verifier against the S256 challenge (RFC 7636).
 * Every request is recorded so tests can check what the client sent.
 */

export interface RecordedFhirRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeFhir {
  /** The FHIR base URL, e.g. http://127.0.0.1:40123/fhir */
  baseUrl: string;
  origin: string;
  requests: RecordedFhirRequest[];
  /** Adds resources (each with resourceType and id). */
  add(resources: Array<Record<string, unknown>>): void;
  /** Whether `$everything` is offered (default true). */
  everything: boolean;
  /** SMART: the patient in context for a launch token; the standalone launch picks `standalonePatient`. */
  launchContexts: Map<string, string>;
  standalonePatient: string;
  /** The next request gets this status and body instead. */
  failNext(status: number, body: unknown): void;
  close(): Promise<void>;
}

export interface FakeFhirOptions {
  /** Static bearer token the FHIR endpoints require (besides SMART tokens); none when absent. */
  token?: string;
  clientId?: string;
  /** Confidential client: the token endpoint then wants HTTP Basic with this secret. */
  clientSecret?: string;
  pageSize?: number;
  /** Token endpoint on another origin (to test the allow-list). */
  tokenEndpoint?: string;
  /** SMART capabilities advertised besides the launch ones (e.g. `permission-v2`, `sso-openid-connect`). */
  capabilities?: string[];
  /** With `sso-openid-connect`: leave the id_token out of the token response (a faulty server). */
  omitIdToken?: boolean;
  /** Sign id_tokens with another key than the one published (a forged token). */
  forgeIdToken?: boolean;
  /** Claims that replace the issued id_token's (a wrong `aud`, an `exp` past, another `nonce`). */
  idTokenClaims?: Record<string, unknown>;
  /** `.well-known/smart-configuration` answers 302 to this URL (a redirect off the allow-list). */
  redirectDiscoveryTo?: string;
}

export const FAKE_FHIR_TOKEN = 'fhir-test-token-0123456789abcdef';
export const FAKE_SMART_CLIENT = 'oncocds-test-client';

const outcome = (code: string, text: string) => ({
  resourceType: 'OperationOutcome',
  issue: [{ severity: 'error', code, diagnostics: text }],
});

const base64url = (buf: Buffer) => buf.toString('base64url');

/** An RS256 JWT (RFC 7515 compact form) signed with `key`. */
function signJwt(
  payload: Record<string, unknown>,
  key: ReturnType<typeof generateKeyPairSync>['privateKey'],
  kid: string,
): string {
  const part = (o: unknown) => base64url(Buffer.from(JSON.stringify(o)));
  const input = `${part({ alg: 'RS256', typ: 'JWT', kid })}.${part(payload)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(key);
  return `${input}.${base64url(signature)}`;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  patient: string;
  scope: string;
  nonce: string | null;
}

export async function startFakeFhir(options: FakeFhirOptions = {}): Promise<FakeFhir> {
  const store = new Map<string, Map<string, Record<string, unknown>>>();
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Set<string>();
  const requests: RecordedFhirRequest[] = [];
  const pageSize = options.pageSize ?? 5;
  const clientId = options.clientId ?? FAKE_SMART_CLIENT;
  let failure: { status: number; body: unknown } | null = null;
  // The OpenID Connect signing key, published at /auth/jwks; a second one forges tokens.
  const signing = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const capabilities = options.capabilities ?? ['permission-v1', 'sso-openid-connect'];

  const state = {
    everything: true,
    launchContexts: new Map<string, string>(),
    standalonePatient: '',
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      });
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/fhir+json', ...headers });
        res.end(payload === undefined ? '' : JSON.stringify(payload));
      };
      if (failure) {
        const f = failure;
        failure = null;
        return send(f.status, f.body);
      }
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const base = `${origin}/fhir`;

      // --- SMART authorization server
      if (url.pathname === '/fhir/.well-known/smart-configuration') {
        if (options.redirectDiscoveryTo) {
          res.writeHead(302, { location: options.redirectDiscoveryTo });
          return res.end();
        }
        return send(200, {
          issuer: base,
          jwks_uri: `${origin}/auth/jwks`,
          authorization_endpoint: `${origin}/auth/authorize`,
          token_endpoint: options.tokenEndpoint ?? `${origin}/auth/token`,
          code_challenge_methods_supported: ['S256'],
          capabilities: [
            'launch-ehr',
            'launch-standalone',
            'client-public',
            'context-ehr-patient',
            'context-standalone-patient',
            ...capabilities,
          ],
        });
      }
      if (url.pathname === '/auth/jwks') {
        const jwk = signing.publicKey.export({ format: 'jwk' });
        return send(200, { keys: [{ ...jwk, kid: 'fake-ehr-1', use: 'sig', alg: 'RS256' }] });
      }
      if (url.pathname === '/auth/authorize') {
        const q = url.searchParams;
        const redirectUri = q.get('redirect_uri') ?? '';
        if (q.get('client_id') !== clientId) return send(400, { error: 'invalid_client' });
        if (
          q.get('response_type') !== 'code' ||
          q.get('code_challenge_method') !== 'S256' ||
          !q.get('code_challenge')
        ) {
          return send(400, {
            error: 'invalid_request',
            error_description: 'PKCE S256 is required',
          });
        }
        if (q.get('aud') !== base)
          return send(400, {
            error: 'invalid_request',
            error_description: 'aud must be the FHIR base URL',
          });
        const launch = q.get('launch');
        const patient = launch ? state.launchContexts.get(launch) : state.standalonePatient;
        if (!patient)
          return send(400, {
            error: 'invalid_request',
            error_description: 'unknown launch context',
          });
        const code = base64url(randomBytes(16));
        codes.set(code, {
          clientId,
          redirectUri,
          challenge: q.get('code_challenge')!,
          patient,
          scope: q.get('scope') ?? '',
          nonce: q.get('nonce'),
        });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', q.get('state') ?? '');
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (url.pathname === '/auth/token' && req.method === 'POST') {
        const form = new URLSearchParams(body);
        const pending = codes.get(form.get('code') ?? '');
        const basic = req.headers.authorization?.startsWith('Basic ')
          ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString('utf8')
          : null;
        const sentClient = basic ? basic.split(':')[0] : form.get('client_id');
        if (options.clientSecret && basic !== `${clientId}:${options.clientSecret}`) {
          return send(401, { error: 'invalid_client' });
        }
        if (!pending || form.get('grant_type') !== 'authorization_code')
          return send(400, { error: 'invalid_grant' });
        if (sentClient !== pending.clientId || form.get('redirect_uri') !== pending.redirectUri) {
          return send(400, {
            error: 'invalid_grant',
            error_description: 'client or redirect_uri mismatch',
          });
        }
        const verifier = form.get('code_verifier') ?? '';
        if (base64url(createHash('sha256').update(verifier).digest()) !== pending.challenge) {
          return send(400, {
            error: 'invalid_grant',
            error_description: 'PKCE verification failed',
          });
        }
        codes.delete(form.get('code')!);
        const accessToken = base64url(randomBytes(24));
        accessTokens.add(accessToken);
        const openid = pending.scope.split(' ').includes('openid') && !options.omitIdToken;
        const now = Math.floor(Date.now() / 1000);
        return send(
          200,
          {
            access_token: accessToken,
            token_type: 'Bearer',
            expires_in: 3600,
            scope: pending.scope,
            patient: pending.patient,
            ...(openid
              ? {
                  id_token: signJwt(
                    {
                      iss: base,
                      sub: 'practitioner-1',
                      aud: pending.clientId,
                      exp: now + 300,
                      iat: now,
                      fhirUser: `${base}/Practitioner/practitioner-1`,
                      // OpenID Connect: the nonce of the authorization request comes back.
                      ...(pending.nonce ? { nonce: pending.nonce } : {}),
                      ...options.idTokenClaims,
                    },
                    options.forgeIdToken ? forger.privateKey : signing.privateKey,
                    'fake-ehr-1',
                  ),
                }
              : {}),
          },
          { 'content-type': 'application/json' },
        );
      }

      // --- FHIR
      if (!url.pathname.startsWith('/fhir/'))
        return send(404, outcome('not-found', 'no such path'));
      const auth = req.headers.authorization ?? '';
      const bearerToken = auth.startsWith('Bearer ') ? auth.slice(7) : null;
      const needsToken = options.token !== undefined;
      const okToken =
        bearerToken !== null && (bearerToken === options.token || accessTokens.has(bearerToken));
      if ((needsToken || bearerToken !== null) && !okToken)
        return send(401, outcome('login', 'invalid or missing bearer token'));
      const parts = url.pathname.slice('/fhir/'.length).split('/').filter(Boolean);
      const page = (all: Array<Record<string, unknown>>, self: URL) => {
        const count = Number(self.searchParams.get('_count') ?? pageSize);
        const size = Math.min(Number.isFinite(count) && count > 0 ? count : pageSize, pageSize);
        const offset = Number(self.searchParams.get('_offset') ?? 0);
        const slice = all.slice(offset, offset + size);
        const link = [{ relation: 'self', url: `${origin}${self.pathname}${self.search}` }];
        if (offset + size < all.length) {
          const next = new URL(`${origin}${self.pathname}${self.search}`);
          next.searchParams.set('_offset', String(offset + size));
          link.push({ relation: 'next', url: next.toString() });
        }
        return {
          resourceType: 'Bundle',
          type: 'searchset',
          total: all.length,
          link,
          entry: slice.map((r) => ({
            fullUrl: `${base}/${String(r.resourceType)}/${String(r.id)}`,
            resource: r,
            search: { mode: 'match' },
          })),
        };
      };
      const byPatient = (id: string) =>
        [...store.values()]
          .flatMap((m) => [...m.values()])
          .filter((r) => {
            const ref = (r.subject ?? r.patient) as { reference?: string } | undefined;
            return ref?.reference === `Patient/${id}`;
          });
      if (parts[0] === 'metadata') {
        return send(200, {
          resourceType: 'CapabilityStatement',
          status: 'active',
          kind: 'instance',
          fhirVersion: '4.0.1',
          format: ['json'],
          software: { name: 'Fake FHIR', version: '1.0' },
        });
      }
      const [type, id, op] = parts;
      if (!type) return send(404, outcome('not-found', 'no type'));
      if (id && op === '$everything') {
        if (!state.everything)
          return send(404, outcome('not-supported', 'Operation $everything is not supported'));
        const patient = store.get('Patient')?.get(id);
        if (!patient) return send(404, outcome('not-found', `Patient/${id} not found`));
        return send(200, page([patient, ...byPatient(id)], url));
      }
      if (id) {
        const r = store.get(type)?.get(id);
        return r ? send(200, r) : send(404, outcome('not-found', `${type}/${id} not found`));
      }
      if (type === 'Patient') {
        const name = url.searchParams.get('name')?.toLowerCase();
        const identifier = url.searchParams.get('identifier');
        const all = [...(store.get('Patient')?.values() ?? [])].filter((p) => {
          if (name) {
            const names = (p.name as Array<{ family?: string; given?: string[] }>) ?? [];
            if (
              !names.some((n) =>
                [n.family, ...(n.given ?? [])].some((x) => x?.toLowerCase().includes(name)),
              )
            )
              return false;
          }
          if (identifier) {
            const ids = (p.identifier as Array<{ system?: string; value?: string }>) ?? [];
            if (!ids.some((i) => i.value === identifier || `${i.system}|${i.value}` === identifier))
              return false;
          }
          return true;
        });
        return send(200, page(all, url));
      }
      const patientParam = url.searchParams.get('patient');
      if (!patientParam) return send(400, outcome('invalid', 'patient parameter required'));
      return send(
        200,
        page(
          byPatient(patientParam.replace(/^Patient\//, '')).filter((r) => r.resourceType === type),
          url,
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake: FakeFhir = {
    baseUrl: `${origin}/fhir`,
    origin,
    requests,
    add(resources) {
      for (const r of resources) {
        const type = String(r.resourceType);
        if (!store.has(type)) store.set(type, new Map());
        store.get(type)!.set(String(r.id), r);
      }
    },
    get everything() {
      return state.everything;
    },
    set everything(v: boolean) {
      state.everything = v;
    },
    launchContexts: state.launchContexts,
    get standalonePatient() {
      return state.standalonePatient;
    },
    set standalonePatient(v: string) {
      state.standalonePatient = v;
    },
    failNext(status, body) {
      failure = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
