import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for the GitHub REST API, for tests and the browser journey only: the four SPEC
 * §7 endpoints, on 127.0.0.1 with a free port. It enforces what GitHub enforces and what the
 * client must send: the `token` authorization scheme (401 otherwise), the JSON media type (415),
 * the repository path (404) and issue payloads (422 with GitHub's error shape). Every request is
 * recorded so tests can check paths, headers and bodies.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeIssue {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  state_reason: string | null;
  labels: string[];
  created_at: string;
  updated_at: string;
  comments: number;
  isPullRequest: boolean;
}

export interface FakeGithub {
  /** Base URL to configure, e.g. http://127.0.0.1:40123 */
  url: string;
  owner: string;
  repo: string;
  token: string;
  requests: RecordedRequest[];
  issues: Map<number, FakeIssue>;
  /** The next request on any path gets this status and body instead (e.g. 500). */
  failNext(status: number, body: unknown): void;
  /** The server accepts the next request but never answers it (for timeouts). */
  hangNext(): void;
  close(): Promise<void>;
}

export interface FakeGithubOptions {
  owner?: string;
  repo?: string;
  token?: string;
  /** Fixed clock for created_at/updated_at. */
  now?: () => number;
}

export const FAKE_GITHUB_TOKEN = 'ghp_fakeTokenForTests0123456789abcdefghijklmn';
const DOCS = 'https://docs.github.com/rest';

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

export async function startFakeGithub(options: FakeGithubOptions = {}): Promise<FakeGithub> {
  const owner = options.owner ?? 'oncocds';
  const repo = options.repo ?? 'feedback';
  const token = options.token ?? FAKE_GITHUB_TOKEN;
  const now = options.now ?? Date.now;
  const requests: RecordedRequest[] = [];
  const issues = new Map<number, FakeIssue>();
  let override: { status: number; body: unknown } | null = null;
  let hang = false;

  const issueJson = (i: FakeIssue) => ({
    id: 100_000 + i.number,
    number: i.number,
    title: i.title,
    body: i.body,
    state: i.state,
    state_reason: i.state_reason,
    html_url: `https://github.example/${owner}/${repo}/${i.isPullRequest ? 'pull' : 'issues'}/${i.number}`,
    url: `${server.url}/repos/${owner}/${repo}/issues/${i.number}`,
    labels: i.labels.map((name, k) => ({ id: k + 1, name })),
    created_at: i.created_at,
    updated_at: i.updated_at,
    comments: i.comments,
    user: { login: 'oncocds-bot' },
    ...(i.isPullRequest ? { pull_request: { url: 'x' } } : {}),
  });

  const http: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const parsed = new URL(req.url ?? '/', 'http://fake');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = undefined;
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          body = raw;
        }
      }
      requests.push({
        method: req.method ?? 'GET',
        path: parsed.pathname,
        query: Object.fromEntries(parsed.searchParams),
        headers: req.headers,
        body,
      });
      if (hang) {
        hang = false;
        return; // never answered
      }
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(data));
      };
      if (override) {
        const o = override;
        override = null;
        return send(o.status, o.body);
      }
      if (req.headers.authorization !== `token ${token}`) {
        return send(401, { message: 'Bad credentials', documentation_url: DOCS });
      }
      if (req.headers.accept !== 'application/vnd.github+json') {
        return send(415, { message: 'Unsupported Accept header', documentation_url: DOCS });
      }
      const base = `/repos/${owner}/${repo}`;
      const notFound = () => send(404, { message: 'Not Found', documentation_url: DOCS });
      const path = parsed.pathname;

      if (req.method === 'GET' && path === base) {
        return send(200, {
          id: 1,
          name: repo,
          full_name: `${owner}/${repo}`,
          private: true,
          html_url: `https://github.example/${owner}/${repo}`,
          has_issues: true,
        });
      }
      if (path === `${base}/issues` && req.method === 'POST') {
        const b = (body ?? {}) as Record<string, unknown>;
        if (typeof b.title !== 'string' || b.title.trim() === '') {
          return send(422, {
            message: 'Validation Failed',
            errors: [{ resource: 'Issue', code: 'missing_field', field: 'title' }],
            documentation_url: DOCS,
          });
        }
        if (b.labels !== undefined && !isStringArray(b.labels)) {
          return send(422, {
            message: 'Validation Failed',
            errors: [{ resource: 'Issue', code: 'invalid', field: 'labels' }],
            documentation_url: DOCS,
          });
        }
        const at = new Date(now()).toISOString();
        const issue: FakeIssue = {
          number: Math.max(0, ...issues.keys()) + 1,
          title: b.title,
          body: typeof b.body === 'string' ? b.body : null,
          state: 'open',
          state_reason: null,
          labels: (b.labels as string[] | undefined) ?? [],
          created_at: at,
          updated_at: at,
          comments: 0,
          isPullRequest: false,
        };
        issues.set(issue.number, issue);
        return send(201, issueJson(issue));
      }
      if (path === `${base}/issues` && req.method === 'GET') {
        const q = parsed.searchParams;
        const state = q.get('state') ?? 'open';
        const wanted = (q.get('labels') ?? '').split(',').filter(Boolean);
        const direction = q.get('direction') ?? 'desc';
        const perPage = Number(q.get('per_page') ?? 30);
        const page = Number(q.get('page') ?? 1);
        const list = [...issues.values()]
          .filter((i) => state === 'all' || i.state === state)
          .filter((i) => wanted.every((l) => i.labels.includes(l)))
          .sort((a, b) => (direction === 'asc' ? a.number - b.number : b.number - a.number))
          .slice((page - 1) * perPage, page * perPage);
        return send(200, list.map(issueJson));
      }
      const m = new RegExp(`^${base}/issues/(\\d+)$`).exec(path);
      if (m && req.method === 'PATCH') {
        const issue = issues.get(Number(m[1]));
        if (!issue || issue.isPullRequest) return notFound();
        const b = (body ?? {}) as Record<string, unknown>;
        if (b.state !== undefined && b.state !== 'open' && b.state !== 'closed') {
          return send(422, {
            message: 'Validation Failed',
            errors: [{ resource: 'Issue', code: 'invalid', field: 'state' }],
            documentation_url: DOCS,
          });
        }
        if (b.title !== undefined && (typeof b.title !== 'string' || !b.title.trim())) {
          return send(422, {
            message: 'Validation Failed',
            errors: [{ resource: 'Issue', code: 'missing_field', field: 'title' }],
            documentation_url: DOCS,
          });
        }
        if (typeof b.title === 'string') issue.title = b.title;
        if (typeof b.body === 'string') issue.body = b.body;
        if (b.state === 'open' || b.state === 'closed') issue.state = b.state;
        if (typeof b.state_reason === 'string') issue.state_reason = b.state_reason;
        if (isStringArray(b.labels)) issue.labels = b.labels;
        issue.updated_at = new Date(now()).toISOString();
        return send(200, issueJson(issue));
      }
      return notFound();
    });
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const server: FakeGithub = {
    url: `http://127.0.0.1:${port}`,
    owner,
    repo,
    token,
    requests,
    issues,
    failNext(status, body) {
      override = { status, body };
    },
    hangNext() {
      hang = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
  return server;
}

/** Adds a pull request, which GitHub's issue list returns too (clients must filter it out). */
export function addFakePullRequest(fake: FakeGithub, title: string, at: string): number {
  const number = Math.max(0, ...fake.issues.keys()) + 1;
  fake.issues.set(number, {
    number,
    title,
    body: null,
    state: 'open',
    state_reason: null,
    labels: [],
    created_at: at,
    updated_at: at,
    comments: 0,
    isPullRequest: true,
  });
  return number;
}
