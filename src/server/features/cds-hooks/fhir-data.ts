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

/** Each request to the FHIR server must be answered within this, or its key is not fetched. */
export const FHIR_FETCH_TIMEOUT_MS = 5000;
/**
 * All fetches of one hook call share this budget: a hook answers while the clinician waits at
 * order entry, so what the FHIR server has not given by then is named as not fetched and the
 * checks run without it (a partial answer), rather than the EHR timing the whole call out.
 */
export const FHIR_FETCH_BUDGET_MS = 8000;
/** Search pages followed per key (a server that pages by 50 still gives 1000 resources). */
export const MAX_PAGES = 20;
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
  /** Keys the call tried to fetch from `fhirServer` and could not, with why (part of `notProvided`). */
  failed: Array<{ key: PrefetchKey; reason: string }>;
  /** Keys fetched only in part: the search had more pages than this server reads. */
  truncated: PrefetchKey[];
}

/** Why a fetch failed, in words for the card (never the token, never the URL). */
class FetchFailure extends Error {}

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
 * the same origin only, so a page cannot send the token elsewhere), no redirects, a timeout per
 * request and the call's shared budget (`deadline`).
 */
async function fetchTemplate(
  base: string,
  token: string,
  relative: string,
  fetchImpl: typeof fetch,
  deadline: { signal: AbortSignal; ms: number },
): Promise<{ list: FhirResourceJson[]; truncated: boolean }> {
  const origin = new URL(base).origin;
  let url: string | null = `${base.replace(/\/+$/, '')}/${relative}`;
  const out: FhirResourceJson[] = [];
  for (let page = 0; url && page < MAX_PAGES; page++) {
    let res: Response;
    let text: string;
    try {
      res = await fetchImpl(url, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/fhir+json' },
        redirect: 'error',
        signal: AbortSignal.any([AbortSignal.timeout(FHIR_FETCH_TIMEOUT_MS), deadline.signal]),
      });
      if (!res.ok) throw new FetchFailure(`the FHIR server answered HTTP ${res.status}`);
      if (Number(res.headers.get('content-length') ?? 0) > MAX_PAGE_BYTES) {
        throw new FetchFailure('a page was too large');
      }
      text = await res.text();
    } catch (error) {
      if (error instanceof FetchFailure) throw error;
      if (deadline.signal.aborted) {
        throw new FetchFailure(`no answer within the hook's ${deadline.ms / 1000} s`);
      }
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new FetchFailure(`no answer within ${FHIR_FETCH_TIMEOUT_MS / 1000} s`);
      }
      throw new FetchFailure('the FHIR server could not be reached');
    }
    if (text.length > MAX_PAGE_BYTES) throw new FetchFailure('a page was too large');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new FetchFailure('the FHIR server answered something other than JSON');
    }
    if (!isObject(json) || typeof json.resourceType !== 'string') {
      throw new FetchFailure('the FHIR server answered something other than a resource');
    }
    if (json.resourceType === 'OperationOutcome') {
      throw new FetchFailure('the FHIR server answered an error (OperationOutcome)');
    }
    out.push(...resourcesOf(json as FhirResourceJson));
    const next = json.resourceType === 'Bundle' ? nextLink(json) : null;
    url = next && new URL(next, base).origin === origin ? new URL(next, base).toString() : null;
  }
  return { list: out, truncated: url !== null };
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
  /** The shared budget of the call's fetches (tests shorten it); FHIR_FETCH_BUDGET_MS otherwise. */
  budgetMs?: number;
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
  const failed: GatheredFhirData['failed'] = [];
  const truncated: PrefetchKey[] = [];
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
    const budget = options.budgetMs ?? FHIR_FETCH_BUDGET_MS;
    const deadline = { signal: AbortSignal.timeout(budget), ms: budget };
    type Outcome =
      | { key: PrefetchKey; error: string }
      | { key: PrefetchKey; list: FhirResourceJson[]; truncated: boolean };
    const results = await Promise.all(
      missing.map(async (key): Promise<Outcome> => {
        const relative = fillPrefetchTemplate(service.prefetch[key], request.context);
        if (!relative) {
          return { key, error: 'the hook context lacks a field its query needs' };
        }
        try {
          return {
            key,
            ...(await fetchTemplate(base, auth.access_token, relative, fetchImpl, deadline)),
          };
        } catch (error) {
          // Unreachable, refused, slow or malformed: the key is not provided, and the card says why.
          const reason =
            error instanceof FetchFailure ? error.message : 'the answer was unreadable';
          return { key, error: reason };
        }
      }),
    );
    for (const r of results) {
      if ('error' in r) {
        failed.push({ key: r.key, reason: r.error });
        continue;
      }
      resources[r.key] = r.list;
      fetched.push(r.key);
      if (r.truncated) truncated.push(r.key);
    }
  }

  const notProvided = missing.filter((k) => !fetched.includes(k));
  const required = notProvided.filter((k) => REQUIRED_PREFETCH.includes(k));
  if (required.length > 0) {
    const why = failed
      .filter((f) => required.includes(f.key))
      .map((f) => `${PREFETCH_LABELS[f.key]}: ${f.reason}`);
    const how =
      request.fhirServer && auth
        ? options.mayFetch
          ? why.length > 0
            ? `and the FHIR server did not return them (${why.join('; ')})`
            : 'and the FHIR server did not return them'
          : 'and this server fetches from fhirServer only for a verified CDS client'
        : 'and no fhirServer with fhirAuthorization was given to fetch them';
    throw new PreconditionFailed(
      `Cannot check without ${joinNames(required.map((k) => `${PREFETCH_LABELS[k]} (prefetch "${k}")`))}: they were not prefetched ${how}.`,
    );
  }
  return { resources, notProvided, fetched, failed, truncated };
}
