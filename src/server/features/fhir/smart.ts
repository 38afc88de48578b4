import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import smart from 'fhirclient';
import type { fhirclient } from 'fhirclient/lib/types';
import { DomainError } from '../../../core/errors';
import { fhirConnections, fhirSmartSessions } from '../../../db/schema';
import { writeAudit } from '../../lib/audit';
import { decryptSecret, encryptSecret, randomToken } from '../../lib/crypto';
import {
  DEFAULT_SMART_SCOPES,
  requireFullData,
  smartUrls,
  type ConnectionDeps,
} from './connection';
import { isAllowedUrl, originOf } from './fhir-http';
import {
  asksOpenId,
  discoverSmart,
  exchangeCode,
  resourceScopes,
  verifyIdToken,
} from './smart-protocol';

/*
 * SMART App Launch (HL7 SMART App Launch 2.x), EHR launch and standalone launch, authorization
 * code with PKCE (S256, required), run on the server with fhirclient's Node adapter. The browser
 * only navigates: the launch page asks the server for the authorization URL, the authorization
 * server sends the browser back to /ehr/callback, and the page hands the code and state to the
 * server, which exchanges them. The access token stays on the server, sealed, bound to the user
 * who launched, and expires with the token; the patient in context is then previewed and imported
 * through the same mapping and report as a file.
 *
 * fhirclient's own state key is not drawn from a cryptographic source, so the state (the CSRF
 * defence of the redirect) is generated here, 256 bits from node:crypto. The token endpoint the server will POST the
 * code (and a client secret) to must be on an allowed origin, like every FHIR URL.
 */

const LAUNCH_TTL_MS = 60 * 60 * 1000;
const MAX_SESSION_MS = 12 * 60 * 60 * 1000;

/** fhirclient's storage interface, in memory for one call; the state is persisted sealed afterwards. */
class CallStorage implements fhirclient.Storage {
  private readonly values = new Map<string, unknown>();
  async get(key: string) {
    return this.values.get(key);
  }
  async set(key: string, value: unknown) {
    this.values.set(key, value);
    return value;
  }
  async unset(key: string) {
    return this.values.delete(key);
  }
}

/**
 * fhirclient's Node adapter reads the current URL from a request and redirects with a response.
 * Every call here passes absolute URLs and asks for no redirect, so a stand-in request for the
 * public origin is all it needs; a redirect attempt would be a programming error.
 */
function smartApi(publicUrl: string, storage: CallStorage) {
  const origin = new URL(publicUrl);
  const request = {
    url: '/ehr/launch',
    headers: { host: origin.host, 'x-forwarded-proto': origin.protocol.replace(':', '') },
    socket: {},
  };
  const response = {
    writeHead() {
      throw new Error('unexpected redirect');
    },
    end() {},
  };
  return smart(
    request as unknown as IncomingMessage,
    response as unknown as ServerResponse,
    storage,
  );
}

const seal = (deps: ConnectionDeps, state: unknown) =>
  encryptSecret(deps.encryptionKey, JSON.stringify(state));
/** fhirclient's state plus what the id_token is checked against (kept sealed with it). */
type SealedState = fhirclient.ClientState & {
  /** Asked `openid`: the issuer and keys to check the id_token by, and the nonce sent. */
  openid?: { issuer: string | null; jwksUri: string | null; nonce?: string | null } | null;
  /** The signed-in EHR user, from the validated id_token's `fhirUser` claim. */
  fhirUser?: string | null;
};
const unseal = (deps: ConnectionDeps, sealed: string) =>
  JSON.parse(decryptSecret(deps.encryptionKey, sealed)) as SealedState;

const reason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 300);

export async function launchSmart(
  deps: ConnectionDeps,
  request: FastifyRequest,
  body: { iss?: string | undefined; launch?: string | undefined },
) {
  const user = request.authUser!;
  requireFullData(user);
  const [row] = await deps.db
    .select()
    .from(fhirConnections)
    .where(eq(fhirConnections.institutionId, user.institutionId));
  if (!row?.smartClientId) {
    throw new DomainError(
      'unavailable',
      'SMART launch is not configured: an institution administrator must enter the client id the EHR registered for OncoCDS',
    );
  }
  const iss = (body.iss ?? row.baseUrl ?? deps.defaultBaseUrl)?.replace(/\/+$/, '');
  if (!iss) throw new DomainError('unavailable', 'No FHIR server is configured to launch against');
  if (!isAllowedUrl(iss, deps.origins)) {
    throw new DomainError(
      'validation',
      'iss: this EHR is not an allowed FHIR server; the operator must add its origin to FHIR_ALLOWED_URLS',
      [{ path: 'iss', message: 'not an allowed FHIR server' }],
    );
  }
  const kind = body.launch ? ('ehr' as const) : ('standalone' as const);
  // Discovery through fhirFetch (redirects refused), so the scopes can follow the server's version.
  let config: Awaited<ReturnType<typeof discoverSmart>>;
  try {
    config = await discoverSmart(deps.origins, iss);
  } catch (error) {
    throw new DomainError('bad_gateway', `SMART launch failed: ${reason(error)}`);
  }
  const configured = (row.smartScopes ?? DEFAULT_SMART_SCOPES).split(/\s+/).filter(Boolean);
  const openid = asksOpenId(config);
  const scope = [
    ...(openid ? ['openid', 'fhirUser'] : []),
    kind === 'ehr' ? 'launch' : 'launch/patient',
    ...resourceScopes(configured, config?.capabilities ?? []),
  ].join(' ');
  const stateKey = randomToken(32);
  const storage = new CallStorage();
  let authorizeUrl: string;
  try {
    authorizeUrl = (await smartApi(deps.publicUrl, storage).authorize({
      iss,
      ...(body.launch ? { launch: body.launch } : {}),
      clientId: row.smartClientId,
      ...(row.smartClientSecretEncrypted
        ? { clientSecret: decryptSecret(deps.encryptionKey, row.smartClientSecretEncrypted) }
        : {}),
      scope,
      redirectUri: smartUrls(deps.publicUrl).redirectUrl,
      pkceMode: 'required',
      noRedirect: true,
      stateKey,
      // fhirclient's own discovery reads follow no redirect either.
      wellKnownRequestOptions: { redirect: 'error' },
      conformanceRequestOptions: { redirect: 'error' },
    })) as string;
  } catch (error) {
    throw new DomainError('bad_gateway', `SMART launch failed: ${reason(error)}`);
  }
  // OpenID Connect Core §3.1.2.1: a nonce ties the id_token to this launch (replay protection);
  // fhirclient does not send one, so it is added to the authorization URL here.
  const nonce = openid ? randomToken(24) : null;
  if (nonce) {
    const url = new URL(authorizeUrl);
    url.searchParams.set('nonce', nonce);
    authorizeUrl = url.toString();
  }
  const found = (await storage.get(stateKey)) as fhirclient.ClientState | undefined;
  const state: SealedState | undefined = found && {
    ...found,
    openid: openid
      ? { issuer: config?.issuer ?? null, jwksUri: config?.jwksUri ?? null, nonce }
      : null,
  };
  if (!state?.tokenUri || !state.authorizeUri) {
    throw new DomainError(
      'bad_gateway',
      'The EHR does not publish a SMART authorization and token endpoint',
    );
  }
  if (!isAllowedUrl(state.tokenUri, deps.origins)) {
    throw new DomainError(
      'bad_gateway',
      "The EHR's token endpoint is not on an allowed origin; the operator must add it to FHIR_ALLOWED_URLS",
    );
  }
  const nowMs = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(fhirSmartSessions)
      .where(
        and(
          eq(fhirSmartSessions.userId, user.id),
          lt(fhirSmartSessions.expiresAt, new Date(nowMs)),
        ),
      );
    await tx.insert(fhirSmartSessions).values({
      id: randomUUID(),
      stateKey,
      userId: user.id,
      institutionId: user.institutionId,
      stateSealed: seal(deps, state),
      createdAt: new Date(nowMs),
      expiresAt: new Date(nowMs + LAUNCH_TTL_MS),
    });
    await writeAudit(tx, {
      actorId: user.id,
      institutionId: user.institutionId,
      action: 'fhir.smart.launch',
      entityType: 'fhir-server',
      entityId: null,
      details: { kind, server: originOf(iss) },
      requestId: String(request.id),
      ip: request.ip,
    });
  });
  return { authorizeUrl, kind };
}

type SessionRow = typeof fhirSmartSessions.$inferSelect;

function sessionView(row: SessionRow, state: SealedState) {
  const token = state.tokenResponse ?? {};
  return {
    sessionId: row.id,
    fhirUser: state.fhirUser ?? null,
    serverOrigin: originOf(state.serverUrl) ?? state.serverUrl,
    patient: typeof token.patient === 'string' ? token.patient : null,
    scope: typeof token.scope === 'string' ? token.scope : null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function completeSmart(
  deps: ConnectionDeps,
  request: FastifyRequest,
  body: { code: string; state: string },
) {
  const user = request.authUser!;
  requireFullData(user);
  const [row] = await deps.db
    .select()
    .from(fhirSmartSessions)
    .where(and(eq(fhirSmartSessions.stateKey, body.state), eq(fhirSmartSessions.userId, user.id)));
  const nowMs = deps.now();
  if (!row || row.expiresAt.getTime() <= nowMs) {
    throw new DomainError(
      'validation',
      'This sign-in was not started here, by you, within the last hour: launch again',
    );
  }
  let state = unseal(deps, row.stateSealed);
  if (state.tokenResponse?.access_token) return sessionView(row, state);
  // The exchange is ours, not fhirclient's `ready()`: through fhirFetch, so the token endpoint
  // (already checked at launch) cannot redirect the code and the client secret elsewhere.
  if (!state.tokenUri || !isAllowedUrl(state.tokenUri, deps.origins) || !state.clientId) {
    throw new DomainError('validation', 'This sign-in cannot be completed: launch again');
  }
  try {
    const tokenResponse = await exchangeCode(deps.origins, {
      tokenUri: state.tokenUri,
      code: body.code,
      redirectUri: state.redirectUri ?? smartUrls(deps.publicUrl).redirectUrl,
      codeVerifier: state.codeVerifier ?? '',
      clientId: state.clientId,
      clientSecret: state.clientSecret,
    });
    let fhirUser: string | null = null;
    if (state.openid !== undefined && state.openid !== null) {
      ({ fhirUser } = await verifyIdToken(deps.origins, tokenResponse.id_token, {
        ...state.openid,
        clientId: state.clientId,
        now: nowMs,
      }));
    }
    state = { ...state, tokenResponse: tokenResponse as fhirclient.TokenResponse, fhirUser };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'bad_gateway') throw error;
    throw new DomainError(
      'bad_gateway',
      `The EHR's authorization server refused the code: ${reason(error)}`,
    );
  }
  const expiresIn = Number(state.tokenResponse?.expires_in);
  const expiresAt = new Date(
    nowMs +
      (Number.isFinite(expiresIn) && expiresIn > 0
        ? Math.min(expiresIn * 1000, MAX_SESSION_MS)
        : LAUNCH_TTL_MS),
  );
  const [updated] = await deps.db
    .update(fhirSmartSessions)
    .set({ stateSealed: seal(deps, state), expiresAt })
    .where(eq(fhirSmartSessions.id, row.id))
    .returning();
  await writeAudit(deps.db, {
    actorId: user.id,
    institutionId: user.institutionId,
    action: 'fhir.smart.authorized',
    entityType: 'fhir-server',
    entityId: null,
    details: {
      server: originOf(state.serverUrl),
      patientInContext: typeof state.tokenResponse?.patient === 'string',
      // Who signed in at the EHR (a Practitioner reference, from the validated id_token).
      fhirUser: state.fhirUser ?? null,
    },
    requestId: String(request.id),
    ip: request.ip,
  });
  return sessionView(updated!, state);
}

/** An authorized, unexpired session of this user, with its token and patient in context. */
export async function loadSmartSession(
  deps: ConnectionDeps,
  request: FastifyRequest,
  sessionId: string,
) {
  const user = request.authUser!;
  requireFullData(user);
  const [row] = await deps.db
    .select()
    .from(fhirSmartSessions)
    .where(and(eq(fhirSmartSessions.id, sessionId), eq(fhirSmartSessions.userId, user.id)));
  if (!row) throw new DomainError('not_found', 'SMART session not found');
  const state = unseal(deps, row.stateSealed);
  const token = state.tokenResponse?.access_token;
  if (!token)
    throw new DomainError('validation', 'This SMART launch was not completed: launch again');
  if (row.expiresAt.getTime() <= deps.now())
    throw new DomainError('validation', 'This SMART session has expired: launch again');
  if (!isAllowedUrl(state.serverUrl, deps.origins)) {
    throw new DomainError(
      'unavailable',
      "The EHR's FHIR server is no longer on the server's allowed list",
    );
  }
  return {
    view: sessionView(row, state),
    serverUrl: state.serverUrl.replace(/\/+$/, ''),
    token,
    patient: typeof state.tokenResponse?.patient === 'string' ? state.tokenResponse.patient : null,
  };
}
