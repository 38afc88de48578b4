import {
  fillPrefetchTemplate,
  REQUIRED_PREFETCH,
  PREFETCH_LABELS,
  type CdsServiceDefinition,
  type CdsServiceRequest,
  type FhirResourceJson,
  type PrefetchKey,
} from '../../../core/cds-hooks';
import { joinNames } from '../../../core/cds-hooks';
import { isAllowedUrl } from '../../lib/fhir-origins';

/*
 * The FHIR data of one hook call, by prefetch key: from `prefetch` when the client sent the key
 * (a `null` value is the specification's "no data"), otherwise from the client's FHIR server with
 * the `fhirAuthorization` bearer token, when the caller is a verified client. A key neither sent
 * nor fetchable is "not provided"; without a required one the call is answered 412.
 */

/** The FHIR server must answer within this, or the key counts as not provided. */
export const FHIR_FETCH_TIMEOUT_MS = 5000;
/** Search pages followed per key (a server that pages by 50 still gives 1000 resources). */
const MAX_PAGES = 20;
/** Refused above this many bytes per page: a FHIR page is never this large. */
const MAX_PAGE_BYTES = 20 * 1024 * 1024;

/** Answered as HTTP 412 Precondition Failed, as the specification requires. */
export class PreconditionFailed extends Error {
  readonly statusCode = 412;
}

export interface GatheredFhirData {
  resources: Partial<Record<PrefetchKey, FhirResourceJson[]>>;
  /** Keys the client neither sent nor let us fetch. */
  notProvided: PrefetchKey[];
  /** Keys fetched from `fhirServer` (for the audit row). */
  fetched: PrefetchKey[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A searchset Bundle's resources, or the one resource itself. */
export function resourcesOf(value: FhirResourceJson | null | undefined): FhirResourceJson[] {
  if (!value) return [];
  if (value.resourceType !== 'Bundle') return [value];
  const entries = Array.isArray(value.entry) ? value.entry : [];
  return entries.flatMap((e) =>
    isObject(e) && isObject(e.resource) && typeof e.resource.resourceType === 'string'
      ? [e.resource as FhirResourceJson]
      : [],
  );
}

function nextLink(bundle: Record<string, unknown>): string | null {
  const links = Array.isArray(bundle.link) ? bundle.link : [];
  const next = links.find((l) => isObject(l) && l.relation === 'next');
  return isObject(next) && typeof next.url === 'string' ? next.url : null;
}

/**
 * One prefetch template run against the client's FHIR server: every page of a search (links on
 * the same origin only, so a page cannot send the token elsewhere), no redirects, a timeout.
 */
async function fetchTemplate(
  base: string,
  token: string,
  relative: string,
  fetchImpl: typeof fetch,
): Promise<FhirResourceJson[]> {
  const origin = new URL(base).origin;
  let url: string | null = `${base.replace(/\/+$/, '')}/${relative}`;
  const out: FhirResourceJson[] = [];
  for (let page = 0; url && page < MAX_PAGES; page++) {
    const res = await fetchImpl(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/fhir+json' },
      redirect: 'error',
      signal: AbortSignal.timeout(FHIR_FETCH_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`FHIR server answered ${res.status}`);
    if (Number(res.headers.get('content-length') ?? 0) > MAX_PAGE_BYTES) {
      throw new Error('FHIR page too large');
    }
    const text = await res.text();
    if (text.length > MAX_PAGE_BYTES) throw new Error('FHIR page too large');
    const json = JSON.parse(text) as unknown;
    if (!isObject(json) || typeof json.resourceType !== 'string') {
      throw new Error('FHIR server answered something other than a resource');
    }
    if (json.resourceType === 'OperationOutcome') throw new Error('FHIR server answered an error');
    out.push(...resourcesOf(json as FhirResourceJson));
    const next = json.resourceType === 'Bundle' ? nextLink(json) : null;
    url = next && new URL(next, base).origin === origin ? new URL(next, base).toString() : null;
  }
  return out;
}

export interface GatherOptions {
  /** Only a verified client may make this server call out (no open relay in sandbox mode). */
  mayFetch: boolean;
  /**
   * Origins the server may send a bearer token to (FHIR_BASE_URL and FHIR_ALLOWED_URLS): a
   * verified client's `fhirServer` off this list is not queried (its keys are "not provided").
   */
  allowedOrigins: readonly string[];
  fetchImpl?: typeof fetch;
}

export async function gatherFhirData(
  service: CdsServiceDefinition,
  request: CdsServiceRequest,
  options: GatherOptions,
): Promise<GatheredFhirData> {
  const prefetch = request.prefetch ?? {};
  const resources: GatheredFhirData['resources'] = {};
  const missing: PrefetchKey[] = [];
  for (const key of Object.keys(service.prefetch) as PrefetchKey[]) {
    if (Object.hasOwn(prefetch, key)) resources[key] = resourcesOf(prefetch[key]);
    else missing.push(key);
  }

  const fetched: PrefetchKey[] = [];
  const auth = request.fhirAuthorization;
  if (
    missing.length > 0 &&
    options.mayFetch &&
    request.fhirServer &&
    auth &&
    isAllowedUrl(request.fhirServer, options.allowedOrigins)
  ) {
    const base = request.fhirServer;
    const fetchImpl = options.fetchImpl ?? fetch;
    const results = await Promise.all(
      missing.map(async (key) => {
        const relative = fillPrefetchTemplate(service.prefetch[key], request.context);
        if (!relative) return null;
        try {
          return { key, list: await fetchTemplate(base, auth.access_token, relative, fetchImpl) };
        } catch {
          // Unreachable, refused or malformed: the key is not provided, as if never sent.
          return null;
        }
      }),
    );
    for (const r of results) {
      if (!r) continue;
      resources[r.key] = r.list;
      fetched.push(r.key);
    }
  }

  const notProvided = missing.filter((k) => !fetched.includes(k));
  const required = notProvided.filter((k) => REQUIRED_PREFETCH.includes(k));
  if (required.length > 0) {
    const how =
      request.fhirServer && auth
        ? options.mayFetch
          ? 'and the FHIR server did not return them'
          : 'and this server fetches from fhirServer only for a verified CDS client'
        : 'and no fhirServer with fhirAuthorization was given to fetch them';
    throw new PreconditionFailed(
      `Cannot check without ${joinNames(required.map((k) => `${PREFETCH_LABELS[k]} (prefetch "${k}")`))}: they were not prefetched ${how}.`,
    );
  }
  return { resources, notProvided, fetched };
}
