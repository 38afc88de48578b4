import { APP_VERSION } from '../../../core/config';
import { DomainError } from '../../../core/errors';
import {
  ctgovPagedStudiesSchema,
  ctgovSearchParams,
  ctgovStudySchema,
  DETAIL_FIELDS,
  type CtgovPagedStudies,
  type CtgovStudy,
  type TrialSearchQuery,
} from '../../../core/trials';
import { sanitizeText } from '../../../core/validation';

/*
 * The ClinicalTrials.gov API v2 at CTGOV_API_URL (the public API by default; a local fake in
 * tests). Every answer is live: nothing is cached, so a failure is reported as a failure and
 * never papered over with an older answer. Failures become DomainErrors the one error handler
 * renders: 503 when the registry cannot be reached, is overloaded or too slow, 502 when it
 * answers with an error or in a shape it does not publish, 404 for an unknown study, and 400
 * when it refuses our request (a stale page token, a search it cannot parse), with its message.
 */

/** A hung registry must not hold an API request open. */
export const CTGOV_TIMEOUT_MS = 10_000;
/** A ProtocolSection is tens of kilobytes; a few studies list thousands of sites. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;
/** The registry's own message is shown to users; a hostile server could send a book. */
const MAX_REMOTE_MESSAGE = 300;

export const REGISTRY = 'ClinicalTrials.gov';

export interface CtgovClient {
  search(query: TrialSearchQuery): Promise<CtgovPagedStudies>;
  study(nctId: string): Promise<CtgovStudy>;
}

export interface CtgovClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The registry's parameter names in its messages, as this API's fields. */
const OUR_NAMES: Array<[RegExp, string]> = [
  [/query\.cond/g, 'condition'],
  [/query\.term/g, 'term'],
  [/query\.intr/g, 'intervention'],
  [/query\.locn/g, 'location'],
  [/filter\.overallStatus/g, 'status'],
  [/filter\.advanced/g, 'phase'],
];

function remoteMessage(body: string): string {
  let text = sanitizeText(body.replace(/\s+/g, ' ').trim()).slice(0, MAX_REMOTE_MESSAGE);
  for (const [pattern, name] of OUR_NAMES) text = text.replace(pattern, name);
  return text;
}

const unavailable = (why: string) =>
  new DomainError('unavailable', `${REGISTRY} cannot be reached: ${why}. No trials can be shown.`, {
    service: 'clinicaltrials.gov',
  });
const badGateway = (why: string) =>
  new DomainError('bad_gateway', `${REGISTRY} ${why}. No trials can be shown.`, {
    service: 'clinicaltrials.gov',
  });

export function createCtgovClient(options: CtgovClientOptions): CtgovClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? CTGOV_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;

  async function get(path: string, params: Array<[string, string]>, what: 'search' | 'study') {
    const url = `${base}${path}?${new URLSearchParams(params).toString()}`;
    let res: Response;
    let body: string;
    try {
      res = await doFetch(url, {
        headers: { accept: 'application/json', 'user-agent': `OncoCDS/${APP_VERSION}` },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'follow',
      });
      const length = Number(res.headers.get('content-length') ?? 0);
      if (length > MAX_BODY_BYTES) throw badGateway('sent an answer too large to read');
      body = await res.text();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw unavailable(`no answer within ${Math.round(timeoutMs / 1000)} s`);
      }
      throw unavailable('the connection failed');
    }
    if (body.length > MAX_BODY_BYTES) throw badGateway('sent an answer too large to read');
    if (res.status === 429)
      throw unavailable('it is limiting requests (HTTP 429); try again shortly');
    if (res.status === 502 || res.status === 503 || res.status === 504) {
      throw unavailable(`the service is unavailable (HTTP ${res.status})`);
    }
    if (res.status >= 500) throw badGateway(`answered with an error (HTTP ${res.status})`);
    if (res.status === 404 && what === 'study') {
      return { notFound: true as const };
    }
    if (res.status === 400) {
      const message = remoteMessage(body);
      throw new DomainError(
        'validation',
        `${REGISTRY} refused the ${what === 'search' ? 'search' : 'request'}` +
          (message ? `: ${message}` : ''),
        { service: 'clinicaltrials.gov' },
      );
    }
    if (res.status !== 200) throw badGateway(`answered HTTP ${res.status}`);
    try {
      return { data: JSON.parse(body) as unknown };
    } catch {
      throw badGateway('answered with something other than JSON');
    }
  }

  return {
    async search(query) {
      const answer = await get('/studies', ctgovSearchParams(query), 'search');
      const parsed = ctgovPagedStudiesSchema.safeParse('data' in answer ? answer.data : null);
      if (!parsed.success) throw badGateway('answered in a form this version does not read');
      return parsed.data;
    },
    async study(nctId) {
      const answer = await get(
        `/studies/${encodeURIComponent(nctId)}`,
        [
          ['format', 'json'],
          ['fields', DETAIL_FIELDS.join(',')],
        ],
        'study',
      );
      if ('notFound' in answer) {
        throw new DomainError('not_found', `${REGISTRY} has no study ${nctId}`);
      }
      const parsed = ctgovStudySchema.safeParse(answer.data);
      if (!parsed.success || !parsed.data.protocolSection?.identificationModule?.nctId) {
        throw badGateway('answered in a form this version does not read');
      }
      return parsed.data;
    },
  };
}
