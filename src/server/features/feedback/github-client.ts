import { Octokit } from '@octokit/rest';
import { APP_VERSION } from '../../../core/config';
import { sanitizeText } from '../../../core/validation';

/**
 * The four GitHub calls of SPEC §7, through @octokit/rest with a configurable base URL (GitHub
 * Enterprise Server, or a local fake in tests). Octokit sends the token as `authorization: token
 * …`; every request also asks for GitHub's JSON media type and pins the REST API version.
 */

export interface GithubTarget {
  apiUrl: string;
  owner: string;
  repo: string;
  token: string;
}

/** GitHub's documented media type for the REST API. */
export const GITHUB_ACCEPT = 'application/vnd.github+json';
export const GITHUB_API_VERSION = '2022-11-28';
/** A hung GitHub must not hold an API request (or its database work) open. */
export const GITHUB_TIMEOUT_MS = 10_000;
/** An error message from the remote side is shown to users; a hostile server could send a book. */
const MAX_REMOTE_MESSAGE_LENGTH = 300;

/** A failed call. `status` is GitHub's HTTP status, or null when no response came back at all. */
export class GithubCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'GithubCallError';
  }
}

export interface GithubIssue {
  number: number;
  title: string;
  state: string;
  url: string;
  labels: string[];
  createdAt: string;
  updatedAt: string;
  comments: number;
  author: string | null;
}

export interface GithubRepository {
  fullName: string;
  url: string;
  private: boolean;
  hasIssues: boolean;
}

export interface IssueListFilters {
  state?: 'open' | 'closed' | 'all';
  labels?: string[];
  since?: string;
  sort?: 'created' | 'updated' | 'comments';
  direction?: 'asc' | 'desc';
  creator?: string;
  assignee?: string;
  perPage?: number;
  page?: number;
}

export interface IssuePatch {
  title?: string;
  body?: string;
  state?: 'open' | 'closed';
  stateReason?: 'completed' | 'not_planned' | 'reopened';
  labels?: string[];
}

interface RemoteErrorBody {
  message?: unknown;
  errors?: unknown;
}

function remoteMessage(data: unknown): string | undefined {
  if (typeof data === 'string') return data.trim() || undefined;
  if (typeof data !== 'object' || data === null) return undefined;
  const body = data as RemoteErrorBody;
  if (typeof body.message !== 'string') return undefined;
  const details = Array.isArray(body.errors)
    ? body.errors
        .map((e: unknown) => {
          if (typeof e === 'string') return e;
          if (typeof e !== 'object' || e === null) return '';
          const { message, field, code } = e as Record<string, unknown>;
          if (typeof message === 'string') return message;
          return [field, code].filter((x) => typeof x === 'string').join(' ');
        })
        .filter(Boolean)
    : [];
  return details.length > 0 ? `${body.message}: ${details.join('; ')}` : body.message;
}

/** Turns whatever Octokit threw into a GithubCallError with a short, token-free message. */
export function toGithubCallError(error: unknown): GithubCallError {
  if (error instanceof GithubCallError) return error;
  const e = error as { status?: unknown; response?: { status?: number; data?: unknown } };
  if (e && typeof e === 'object' && e.response && typeof e.response.status === 'number') {
    const message =
      remoteMessage(e.response.data) ?? `HTTP ${e.response.status}`; /* no body, e.g. a proxy */
    return new GithubCallError(
      sanitizeText(message).slice(0, MAX_REMOTE_MESSAGE_LENGTH),
      e.response.status,
    );
  }
  // Octokit wraps a fetch failure; the timeout shows up as the cause's name.
  const cause = error instanceof Error ? (error as Error & { cause?: unknown }).cause : undefined;
  const names = [error, cause].map((e) => (e instanceof Error ? e.name : ''));
  const message = names.some((n) => n === 'AbortError' || n === 'TimeoutError')
    ? 'no response in time'
    : error instanceof Error && error.message
      ? error.message
      : 'network error';
  return new GithubCallError(sanitizeText(message).slice(0, MAX_REMOTE_MESSAGE_LENGTH), null);
}

interface RawIssue {
  number: number;
  title: string;
  state: string;
  html_url: string;
  labels: Array<string | { name?: string | null }>;
  created_at: string;
  updated_at: string;
  comments: number;
  user?: { login?: string } | null;
  pull_request?: unknown;
}

function toIssue(raw: RawIssue): GithubIssue {
  return {
    number: raw.number,
    title: raw.title,
    state: raw.state,
    url: raw.html_url,
    labels: raw.labels
      .map((l) => (typeof l === 'string' ? l : (l.name ?? '')))
      .filter((l) => l !== ''),
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
    comments: raw.comments,
    author: raw.user?.login ?? null,
  };
}

const silentLog = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

export interface GithubClient {
  getRepository(): Promise<GithubRepository>;
  createIssue(issue: { title: string; body: string; labels: string[] }): Promise<GithubIssue>;
  listIssues(filters?: IssueListFilters): Promise<GithubIssue[]>;
  updateIssue(issueNumber: number, patch: IssuePatch): Promise<GithubIssue>;
}

export function createGithubClient(
  target: GithubTarget,
  options: { timeoutMs?: number } = {},
): GithubClient {
  const octokit = new Octokit({
    baseUrl: target.apiUrl.replace(/\/+$/, ''),
    auth: target.token,
    userAgent: `OncoCDS/${APP_VERSION}`,
    log: silentLog,
    request: { signal: AbortSignal.timeout(options.timeoutMs ?? GITHUB_TIMEOUT_MS) },
  });
  octokit.hook.before('request', (request) => {
    request.headers.accept = GITHUB_ACCEPT;
    request.headers['x-github-api-version'] = GITHUB_API_VERSION;
  });
  const { owner, repo } = target;

  async function call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      throw toGithubCallError(error);
    }
  }

  return {
    getRepository: () =>
      call(async () => {
        const { data } = await octokit.rest.repos.get({ owner, repo });
        return {
          fullName: data.full_name,
          url: data.html_url,
          private: data.private,
          hasIssues: data.has_issues,
        };
      }),

    createIssue: ({ title, body, labels }) =>
      call(async () => {
        const { data } = await octokit.rest.issues.create({ owner, repo, title, body, labels });
        return toIssue(data as RawIssue);
      }),

    listIssues: (filters = {}) =>
      call(async () => {
        const { data } = await octokit.rest.issues.listForRepo({
          owner,
          repo,
          ...(filters.state ? { state: filters.state } : {}),
          ...(filters.labels && filters.labels.length > 0
            ? { labels: filters.labels.join(',') }
            : {}),
          ...(filters.since ? { since: filters.since } : {}),
          ...(filters.sort ? { sort: filters.sort } : {}),
          ...(filters.direction ? { direction: filters.direction } : {}),
          ...(filters.creator ? { creator: filters.creator } : {}),
          ...(filters.assignee ? { assignee: filters.assignee } : {}),
          ...(filters.perPage ? { per_page: filters.perPage } : {}),
          ...(filters.page ? { page: filters.page } : {}),
        });
        // GitHub's issue list includes pull requests; they are not feedback issues.
        return (data as RawIssue[]).filter((i) => !i.pull_request).map(toIssue);
      }),

    updateIssue: (issueNumber, patch) =>
      call(async () => {
        const { data } = await octokit.rest.issues.update({
          owner,
          repo,
          issue_number: issueNumber,
          ...(patch.title !== undefined ? { title: patch.title } : {}),
          ...(patch.body !== undefined ? { body: patch.body } : {}),
          ...(patch.state ? { state: patch.state } : {}),
          ...(patch.stateReason ? { state_reason: patch.stateReason } : {}),
          ...(patch.labels ? { labels: patch.labels } : {}),
        });
        return toIssue(data as RawIssue);
      }),
  };
}
