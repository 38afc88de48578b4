import { DomainError } from '../../../core/errors';
import { isAllowedUrl } from '../../lib/fhir-origins';

// The allow-list helpers live in lib (the CDS Hooks feature checks `fhirServer` with them too).
export { allowedOrigins, isAllowedUrl, originOf } from '../../lib/fhir-origins';

/*
 * Requests to an external FHIR R4 server (or a SMART authorization server), on the server's
 * behalf and with a bearer token the browser never sees. Because the token goes wherever the URL
 * points, every URL must be on an allowed origin (FHIR_BASE_URL and FHIR_ALLOWED_URLS); a page
 * link (`next`) on another origin is refused, redirects are never followed (a 3xx is an error),
 * answers are capped in size and time, and error messages carry the remote status and the
 * OperationOutcome's text, never the token or the request's credentials.
 */

export const FHIR_TIMEOUT_MS = 15_000;
/** An answer larger than this is refused (a patient's `$everything` is rarely above a few MB). */
export const FHIR_MAX_RESPONSE_BYTES = 20 * 1024 * 1024;

export class FhirCallError extends DomainError {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(status === null ? 'unavailable' : 'bad_gateway', message);
  }
}

async function readCapped(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > FHIR_MAX_RESPONSE_BYTES)
    throw new FhirCallError('The FHIR server sent an answer too large to read', response.status);
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > FHIR_MAX_RESPONSE_BYTES) {
      await reader.cancel();
      throw new FhirCallError('The FHIR server sent an answer too large to read', response.status);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The text of an OperationOutcome (first issue), shortened: a hostile server could send a book. */
function outcomeText(body: unknown): string | null {
  const issue = (
    body as {
      resourceType?: string;
      issue?: Array<{ diagnostics?: unknown; details?: { text?: unknown } }>;
    }
  )?.issue?.[0];
  const text = issue?.diagnostics ?? issue?.details?.text;
  return typeof text === 'string' ? text.replace(/\s+/g, ' ').slice(0, 200) : null;
}

export interface FhirRequest {
  url: string;
  token?: string | null;
  method?: 'GET' | 'POST';
  /** application/x-www-form-urlencoded body (token requests). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** What the call is, for error messages: "search", "$everything", "token request". */
  what: string;
}

export interface FhirResponse {
  status: number;
  body: unknown;
}

/**
 * One request to an allowed origin. Answers 2xx with parsed JSON; anything else throws a
 * `FhirCallError` (502 for a remote error status, 503 when the server cannot be reached), unless
 * `acceptStatus` lists the status, in which case it is returned for the caller to decide.
 */
export async function fhirFetch(
  origins: readonly string[],
  req: FhirRequest,
  acceptStatus: readonly number[] = [],
): Promise<FhirResponse> {
  if (!isAllowedUrl(req.url, origins)) {
    throw new DomainError('validation', `${req.what}: the URL is not on an allowed FHIR server`);
  }
  let response: Response;
  try {
    response = await fetch(req.url, {
      method: req.method ?? 'GET',
      redirect: 'manual',
      signal: AbortSignal.timeout(FHIR_TIMEOUT_MS),
      headers: {
        accept: 'application/fhir+json, application/json;q=0.9',
        ...(req.token ? { authorization: `Bearer ${req.token}` } : {}),
        ...(req.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...req.headers,
      },
      ...(req.form ? { body: new URLSearchParams(req.form).toString() } : {}),
    });
  } catch (error) {
    const timedOut = (error as { name?: string })?.name === 'TimeoutError';
    throw new FhirCallError(
      timedOut
        ? `The FHIR server did not answer the ${req.what} within ${FHIR_TIMEOUT_MS / 1000} s`
        : `The FHIR server could not be reached for the ${req.what}`,
      null,
    );
  }
  const text = await readCapped(response);
  let body: unknown = null;
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (response.status >= 200 && response.status < 300) {
    if (body === null)
      throw new FhirCallError(
        `The FHIR server's answer to the ${req.what} is not JSON`,
        response.status,
      );
    return { status: response.status, body };
  }
  if (acceptStatus.includes(response.status)) return { status: response.status, body };
  if (response.status >= 300 && response.status < 400) {
    throw new FhirCallError(
      `The FHIR server redirected the ${req.what}; redirects are not followed`,
      response.status,
    );
  }
  const detail = outcomeText(body);
  throw new FhirCallError(
    `The FHIR server answered the ${req.what} with HTTP ${response.status}${detail ? `: ${detail}` : ''}`,
    response.status,
  );
}
