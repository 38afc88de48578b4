import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { seesIdentifiedPatients } from '../../../core/access';
import { DomainError } from '../../../core/errors';
import type { Db } from '../../../db/client';
import { fhirConnections } from '../../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../../lib/audit';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { fhirFetch, FhirCallError, isAllowedUrl, originOf } from './fhir-http';
import type { ConnectionBody, ConnectionResponse } from './schemas';

/*
 * The institution's external FHIR R4 server (issue 14): a base URL among the allowed origins,
 * an optional bearer token sealed at rest (lib/crypto, the key of lib/secrets, as the GitHub
 * token is), and the SMART client the EHR registered. Administrators of the institution set it;
 * everyone may see whether it is set. Without a row, the operator's FHIR_BASE_URL applies.
 */

export interface ConnectionDeps {
  db: Db;
  encryptionKey: Buffer;
  defaultBaseUrl: string | null;
  origins: readonly string[];
  /** The app's public origin, for the SMART launch and redirect URLs. */
  publicUrl: string;
  now: () => number;
}

export const DEFAULT_SMART_SCOPES = 'patient/*.read';

type Row = typeof fhirConnections.$inferSelect;

async function loadRow(db: Db, institutionId: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(fhirConnections)
    .where(eq(fhirConnections.institutionId, institutionId));
  return row;
}

export const smartUrls = (publicUrl: string) => ({
  launchUrl: new URL('/ehr/launch', publicUrl).toString(),
  redirectUrl: new URL('/ehr/callback', publicUrl).toString(),
});

function toResponse(
  deps: ConnectionDeps,
  user: AuthUser,
  row: Row | undefined,
): ConnectionResponse {
  const baseUrl = row?.baseUrl ?? deps.defaultBaseUrl;
  const usable = baseUrl !== null && isAllowedUrl(baseUrl, deps.origins);
  // Issue 21: the token's last characters and the SMART client id are credentials' details, for
  // the institution's administrators only; everyone else learns whether they are set.
  const admin = user.isInstitutionAdmin;
  return {
    configured: usable,
    source: row?.baseUrl ? 'institution' : deps.defaultBaseUrl ? 'server-default' : 'none',
    baseUrl: usable ? baseUrl : null,
    defaultBaseUrl: deps.defaultBaseUrl,
    allowedOrigins: [...deps.origins],
    tokenSet: !!row?.tokenEncrypted,
    tokenLast4: admin ? (row?.tokenLast4 ?? null) : null,
    smart: {
      configured: !!row?.smartClientId,
      clientId: admin ? (row?.smartClientId ?? null) : null,
      clientSecretSet: !!row?.smartClientSecretEncrypted,
      scopes: row?.smartScopes ?? DEFAULT_SMART_SCOPES,
      ...smartUrls(deps.publicUrl),
    },
    canConfigure: user.isInstitutionAdmin,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function getConnection(
  deps: ConnectionDeps,
  user: AuthUser,
): Promise<ConnectionResponse> {
  return toResponse(deps, user, await loadRow(deps.db, user.institutionId));
}

function requireAdmin(user: AuthUser): void {
  if (!user.isInstitutionAdmin) {
    throw new DomainError(
      'forbidden',
      'Only an administrator of your institution may configure the FHIR server',
    );
  }
}

export async function saveConnection(
  deps: ConnectionDeps,
  request: FastifyRequest,
  body: ConnectionBody,
): Promise<ConnectionResponse> {
  const user = request.authUser!;
  requireAdmin(user);
  const existing = await loadRow(deps.db, user.institutionId);
  const baseUrl =
    body.baseUrl === undefined
      ? (existing?.baseUrl ?? null)
      : body.baseUrl === '' || body.baseUrl === null
        ? null
        : body.baseUrl;
  if (baseUrl !== null && !isAllowedUrl(baseUrl, deps.origins)) {
    throw new DomainError(
      'validation',
      'baseUrl: this server is not allowed here; the operator must add its origin to FHIR_ALLOWED_URLS',
      [{ path: 'baseUrl', message: 'not an allowed FHIR server' }],
    );
  }
  const token = body.token ? body.token : undefined;
  const secret = body.smartClientSecret ? body.smartClientSecret : undefined;
  const values = {
    baseUrl: baseUrl === null ? null : baseUrl.replace(/\/+$/, ''),
    tokenEncrypted: body.clearToken
      ? null
      : token
        ? encryptSecret(deps.encryptionKey, token)
        : (existing?.tokenEncrypted ?? null),
    tokenLast4: body.clearToken ? null : token ? token.slice(-4) : (existing?.tokenLast4 ?? null),
    smartClientId:
      body.smartClientId === undefined
        ? (existing?.smartClientId ?? null)
        : body.smartClientId || null,
    smartClientSecretEncrypted: body.clearSmartClientSecret
      ? null
      : secret
        ? encryptSecret(deps.encryptionKey, secret)
        : (existing?.smartClientSecretEncrypted ?? null),
    smartScopes:
      body.smartScopes === undefined ? (existing?.smartScopes ?? null) : body.smartScopes || null,
    updatedAt: new Date(deps.now()),
    updatedBy: user.id,
  };
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(fhirConnections)
      .values({ institutionId: user.institutionId, ...values })
      .onConflictDoUpdate({ target: fhirConnections.institutionId, set: values });
    await writeAudit(tx, {
      actorId: user.id,
      institutionId: user.institutionId,
      action: 'fhir.connection.update',
      entityType: 'institution',
      entityId: user.institutionId,
      // What changed, never the values of secrets.
      details: {
        baseUrl: values.baseUrl === null ? 'server-default' : originOf(values.baseUrl),
        token: body.clearToken ? 'cleared' : token ? 'replaced' : 'kept',
        smartClientId: values.smartClientId !== null,
        smartClientSecret: body.clearSmartClientSecret ? 'cleared' : secret ? 'replaced' : 'kept',
      },
      requestId: String(request.id),
      ip: request.ip,
    });
  });
  return toResponse(deps, user, await loadRow(deps.db, user.institutionId));
}

export interface ResolvedConnection {
  baseUrl: string;
  token: string | null;
  smartClientId: string | null;
  smartClientSecret: string | null;
  smartScopes: string;
}

/** The server this institution reads from, with its secrets unsealed; 503 when there is none. */
export async function resolveConnection(
  deps: ConnectionDeps,
  user: AuthUser,
): Promise<ResolvedConnection> {
  const row = await loadRow(deps.db, user.institutionId);
  const baseUrl = row?.baseUrl ?? deps.defaultBaseUrl;
  if (!baseUrl) {
    throw new DomainError(
      'unavailable',
      'No FHIR server is configured: an institution administrator can set one on the EHR page, or the operator can set FHIR_BASE_URL',
    );
  }
  if (!isAllowedUrl(baseUrl, deps.origins)) {
    throw new DomainError(
      'unavailable',
      "The institution's FHIR server is no longer on the server's allowed list",
    );
  }
  const unseal = (sealed: string | null | undefined) =>
    sealed ? decryptSecret(deps.encryptionKey, sealed) : null;
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    token: unseal(row?.tokenEncrypted),
    smartClientId: row?.smartClientId ?? null,
    smartClientSecret: unseal(row?.smartClientSecretEncrypted),
    smartScopes: row?.smartScopes ?? DEFAULT_SMART_SCOPES,
  };
}

export async function testConnection(deps: ConnectionDeps, user: AuthUser) {
  requireAdmin(user);
  const conn = await resolveConnection(deps, user);
  try {
    const { body } = await fhirFetch(deps.origins, {
      url: `${conn.baseUrl}/metadata`,
      token: conn.token,
      what: 'capability statement',
    });
    const cs = body as {
      resourceType?: string;
      fhirVersion?: unknown;
      software?: { name?: unknown; version?: unknown };
    };
    if (cs.resourceType !== 'CapabilityStatement') {
      return {
        success: false,
        message: 'The server answered, but not with a FHIR CapabilityStatement',
        fhirVersion: null,
        software: null,
      };
    }
    const version = typeof cs.fhirVersion === 'string' ? cs.fhirVersion : null;
    const software =
      typeof cs.software?.name === 'string'
        ? `${cs.software.name}${typeof cs.software.version === 'string' ? ` ${cs.software.version}` : ''}`
        : null;
    const r4 = version?.startsWith('4.0');
    return {
      success: !!r4,
      message: r4
        ? 'Connected to a FHIR R4 server'
        : `The server speaks FHIR ${version ?? 'of an unknown version'}, not R4 (4.0.x)`,
      fhirVersion: version,
      software,
    };
  } catch (error) {
    if (error instanceof FhirCallError)
      return { success: false, message: error.message, fhirVersion: null, software: null };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading a patient from the server

const MAX_PAGES = 25;
const MAX_RESOURCES = 20_000;
const PAGE_SIZE = 200;
/** What a per-resource fallback asks for: everything the import table reads. */
const SEARCH_TYPES = [
  'Condition',
  'MedicationRequest',
  'MedicationStatement',
  'MedicationAdministration',
  'AllergyIntolerance',
  'Observation',
] as const;
/** Statuses that mean "this server does not offer that operation". */
const NOT_SUPPORTED = [400, 404, 405, 422, 501];

type Json = Record<string, unknown>;

function nextLink(bundle: Json): string | null {
  const links = Array.isArray(bundle.link) ? (bundle.link as Json[]) : [];
  const next = links.find((l) => l.relation === 'next');
  return typeof next?.url === 'string' ? next.url : null;
}

function entryResources(bundle: Json): unknown[] {
  const entries = Array.isArray(bundle.entry) ? (bundle.entry as Json[]) : [];
  // A search answer can include OperationOutcome entries (search.mode "outcome"): not data.
  return entries
    .filter((e) => (e.search as Json | undefined)?.mode !== 'outcome')
    .map((e) => e.resource)
    .filter((r) => r && typeof r === 'object');
}

/** Every page of a search or `$everything`, following `next` links on the same allowed origin. */
async function allPages(
  origins: readonly string[],
  first: { status: number; body: unknown },
  token: string | null,
  what: string,
  into: unknown[],
): Promise<string[]> {
  const notes: string[] = [];
  let body = first.body as Json;
  for (let page = 1; ; page += 1) {
    if ((body as { resourceType?: unknown }).resourceType !== 'Bundle') {
      throw new FhirCallError(
        `The FHIR server's answer to the ${what} is not a Bundle`,
        first.status,
      );
    }
    into.push(...entryResources(body));
    const next = nextLink(body);
    if (!next) break;
    if (page >= MAX_PAGES || into.length >= MAX_RESOURCES) {
      notes.push(
        `The ${what} has more pages than the ${MAX_PAGES} read; the rest was not fetched.`,
      );
      break;
    }
    body = (await fhirFetch(origins, { url: next, token, what })).body as Json;
  }
  return notes;
}

export interface FetchedRecord {
  method: '$everything' | 'searches';
  resources: unknown[];
  notes: string[];
}

/**
 * A patient's record from a FHIR server: `Patient/{id}/$everything` where the server offers it,
 * otherwise the Patient and one search per resource type the import reads.
 */
export async function fetchPatientRecord(
  origins: readonly string[],
  baseUrl: string,
  token: string | null,
  patientId: string,
): Promise<FetchedRecord> {
  const id = encodeURIComponent(patientId);
  const resources: unknown[] = [];
  const everything = await fhirFetch(
    origins,
    { url: `${baseUrl}/Patient/${id}/$everything?_count=${PAGE_SIZE}`, token, what: '$everything' },
    NOT_SUPPORTED,
  );
  if (everything.status >= 200 && everything.status < 300) {
    const notes = await allPages(origins, everything, token, '$everything', resources);
    return { method: '$everything', resources, notes };
  }
  const patient = await fhirFetch(
    origins,
    { url: `${baseUrl}/Patient/${id}`, token, what: 'patient read' },
    [404, 410],
  );
  if (patient.status === 404 || patient.status === 410) {
    throw new DomainError('not_found', 'That patient was not found on the FHIR server');
  }
  resources.push(patient.body);
  const notes = [
    'The server does not offer $everything; the record was read with one search per resource type.',
  ];
  for (const type of SEARCH_TYPES) {
    const first = await fhirFetch(
      origins,
      {
        url: `${baseUrl}/${type}?patient=${id}&_count=${PAGE_SIZE}`,
        token,
        what: `${type} search`,
      },
      NOT_SUPPORTED,
    );
    if (first.status < 200 || first.status >= 300) {
      notes.push(
        `The server does not offer a ${type} search (HTTP ${first.status}); none were read.`,
      );
      continue;
    }
    notes.push(...(await allPages(origins, first, token, `${type} search`, resources)));
  }
  return { method: 'searches', resources, notes };
}

function patientSummary(resource: Json) {
  const names = Array.isArray(resource.name) ? (resource.name as Json[]) : [];
  const name = names.find((n) => n.use === 'official') ?? names[0];
  const given = Array.isArray(name?.given)
    ? (name.given as unknown[]).filter((g) => typeof g === 'string')
    : [];
  const text =
    typeof name?.text === 'string'
      ? name.text
      : [given.join(' '), typeof name?.family === 'string' ? name.family : '']
          .filter(Boolean)
          .join(' ') || null;
  const identifiers = (Array.isArray(resource.identifier) ? (resource.identifier as Json[]) : [])
    .filter((i) => typeof i.value === 'string')
    .slice(0, 5)
    .map((i) => ({
      system: typeof i.system === 'string' ? i.system : null,
      value: String(i.value).slice(0, 100),
    }));
  return {
    id: String(resource.id),
    name: text ? text.slice(0, 200) : null,
    birthDate: typeof resource.birthDate === 'string' ? resource.birthDate.slice(0, 10) : null,
    gender: typeof resource.gender === 'string' ? resource.gender : null,
    identifiers,
  };
}

export function requireFullData(user: AuthUser): void {
  if (!seesIdentifiedPatients(user.role)) {
    throw new DomainError(
      'forbidden',
      "Your role sees de-identified records only; reading identified patients from the EHR's FHIR server is not open to it",
    );
  }
}

export async function searchRemotePatients(
  deps: ConnectionDeps,
  request: FastifyRequest,
  query: { name?: string | undefined; identifier?: string | undefined },
) {
  const user = request.authUser!;
  requireFullData(user);
  const conn = await resolveConnection(deps, user);
  const params = new URLSearchParams({ _count: '20' });
  if (query.name) params.set('name', query.name);
  if (query.identifier) params.set('identifier', query.identifier);
  const { body } = await fhirFetch(deps.origins, {
    url: `${conn.baseUrl}/Patient?${params.toString()}`,
    token: conn.token,
    what: 'patient search',
  });
  const bundle = body as Json;
  if (bundle.resourceType !== 'Bundle')
    throw new FhirCallError("The FHIR server's answer to the patient search is not a Bundle", 200);
  const found = entryResources(bundle).filter(
    (r) => (r as Json).resourceType === 'Patient' && typeof (r as Json).id === 'string',
  ) as Json[];
  await writeAudit(deps.db, {
    actorId: user.id,
    institutionId: user.institutionId,
    action: 'fhir.remote.search',
    entityType: 'fhir-server',
    entityId: null,
    // The search words may be a name: only which kind of search and how many were found.
    details: {
      by: query.identifier ? 'identifier' : 'name',
      results: found.length,
      server: originOf(conn.baseUrl),
    },
    requestId: String(request.id),
    ip: request.ip,
  });
  return {
    patients: found.map(patientSummary),
    total: typeof bundle.total === 'number' ? bundle.total : null,
  };
}
