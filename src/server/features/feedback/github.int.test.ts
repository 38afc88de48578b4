import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../../core/errors';
import { buildIssueBody, issueLabels, type FeedbackItem } from '../../../core/feedback';
import { auditLog, githubConfigs, users } from '../../../db/schema';
import { serverEnvSchema } from '../../config';
import type { AuthUser } from '../../plugins/auth';
import { decryptSecret } from '../../lib/crypto';
import { signUpTeam, submit, type Team } from '../../test-support/feedback';
import { getGithubConfig, saveGithubConfig } from './github-service';
import {
  FAKE_GITHUB_TOKEN,
  startFakeGithub,
  type FakeGithub,
} from '../../test-support/github-fake-server';
import { secretsFromRoot } from '../../lib/secrets';
import {
  bearer,
  createTestContext,
  errorOf,
  TEST_JWT_ROOT,
  type TestContext,
} from '../../test-support/test-app';

let t: TestContext;
let fake: FakeGithub;
let a: Team;
let b: Team;
const key = secretsFromRoot(TEST_JWT_ROOT).encryptionKey;
/** Every response body seen in this file, to prove the token never leaves the server. */
const bodies: string[] = [];

beforeAll(async () => {
  fake = await startFakeGithub({ now: () => Date.parse('2025-03-02T10:00:00.000Z') });
  t = await createTestContext({
    env: serverEnvSchema.parse({
      RATE_LIMIT_PER_MINUTE: '100000',
      GITHUB_API_URL: fake.url,
      // An origin nothing listens on, allowed so the connection-failure path can be exercised.
      GITHUB_API_ALLOWED_URLS: 'https://127.0.0.1:1',
    }),
  });
  a = await signUpTeam(t.app, 'GitHub Hospital A');
  b = await signUpTeam(t.app, 'GitHub Hospital B');
});
afterAll(async () => {
  expect(bodies.length).toBeGreaterThan(20);
  for (const body of bodies) expect(body).not.toContain(FAKE_GITHUB_TOKEN);
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

async function call(
  method: 'GET' | 'PUT' | 'POST' | 'PATCH',
  url: string,
  token: string | null,
  payload?: unknown,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  bodies.push(res.body);
  return res;
}

const goodConfig = (over: Record<string, unknown> = {}) => ({
  enabled: false,
  owner: fake.owner,
  repo: fake.repo,
  token: FAKE_GITHUB_TOKEN,
  ...over,
});

/** The AuthUser that requireUser would build, for calling a service directly. */
async function authUserOf(team: Team): Promise<AuthUser> {
  const [u] = await t.db.db.select().from(users).where(eq(users.id, team.oncologist.id));
  return {
    id: u!.id,
    email: u!.email,
    role: u!.role,
    institutionId: u!.institutionId,
    institution: u!.institution,
    isInstitutionAdmin: u!.isInstitutionAdmin,
    firstName: u!.firstName,
    lastName: u!.lastName,
    sessionId: 'direct-call',
    aal: 'aal1',
  };
}

describe('GitHub configuration', () => {
  it('401 without a token; 403 for nurse, researcher and student', async () => {
    expect((await call('GET', '/api/admin/github/config', null)).statusCode).toBe(401);
    for (const role of ['nurse', 'researcher', 'student'] as const) {
      expect((await call('GET', '/api/admin/github/config', a[role].accessToken)).statusCode).toBe(
        403,
      );
      expect(
        (await call('PUT', '/api/admin/github/config', a[role].accessToken, goodConfig()))
          .statusCode,
      ).toBe(403);
    }
  });

  it('an unconfigured institution reads as not configured, with the server default API URL', async () => {
    const res = await call('GET', '/api/admin/github/config', b.pharmacist.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      configured: false,
      enabled: false,
      owner: '',
      repo: '',
      apiUrl: null,
      defaultApiUrl: fake.url,
      tokenSet: false,
      tokenLast4: null,
      updatedAt: null,
    });
  });

  it.each([
    ['no owner', { owner: '' }, ['Repository owner is required']],
    ['a blank owner', { owner: '   ' }, ['Repository owner is required']],
    ['no repo', { repo: undefined }, ['Repository name is required']],
    ['no token', { token: '' }, ['GitHub token is required']],
    ['a short token', { token: 'ghp_short' }, ['GitHub token appears to be invalid (too short)']],
    ['an http API URL', { apiUrl: 'http://github.example/api/v3' }, ['API URL must use HTTPS']],
    [
      'everything wrong',
      { owner: '', repo: '', token: 'x', apiUrl: 'ftp://x' },
      [
        'Repository owner is required',
        'Repository name is required',
        'GitHub token appears to be invalid (too short)',
        'API URL must use HTTPS',
      ],
    ],
  ])('400 for %s with the exact SPEC messages', async (_, over, errors) => {
    const res = await call(
      'PUT',
      '/api/admin/github/config',
      a.oncologist.accessToken,
      goodConfig(over),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(errors.join('; '));
    expect(res.json().error.details).toEqual({ errors });
  });

  it('saves with the token sealed at rest and never returned; audited without the token', async () => {
    const res = await call(
      'PUT',
      '/api/admin/github/config',
      a.oncologist.accessToken,
      goodConfig(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      configured: true,
      enabled: false,
      owner: 'oncocds',
      repo: 'feedback',
      apiUrl: null,
      tokenSet: true,
      tokenLast4: FAKE_GITHUB_TOKEN.slice(-4),
    });
    const [row] = await t.db.db.select().from(githubConfigs);
    expect(row!.tokenEncrypted).not.toContain(FAKE_GITHUB_TOKEN);
    expect(row!.tokenEncrypted).toMatch(/^v1\./);
    expect(decryptSecret(key, row!.tokenEncrypted)).toBe(FAKE_GITHUB_TOKEN);
    const audits = await t.db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'github.config.create'));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0])).not.toContain(FAKE_GITHUB_TOKEN);
    expect(audits[0]!.details).toMatchObject({ tokenChanged: true, owner: 'oncocds' });
  });

  it('an update with a blank token keeps the saved token; the other institution is untouched', async () => {
    const res = await call(
      'PUT',
      '/api/admin/github/config',
      a.pharmacist.accessToken,
      goodConfig({ token: '', repo: 'feedback' }),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.db.select().from(githubConfigs);
    expect(decryptSecret(key, row!.tokenEncrypted)).toBe(FAKE_GITHUB_TOKEN);
    const other = await call('GET', '/api/admin/github/config', b.oncologist.accessToken);
    expect(other.json().configured).toBe(false);
  });

  it("'Failed to save GitHub configuration' when the write fails, and nothing is saved", async () => {
    const user = await authUserOf(b);
    const broken = {
      db: t.db.db,
      encryptionKey: Buffer.alloc(3), // not a 32-byte AES-256 key: the cipher throws
      defaultApiUrl: fake.url,
      now: () => Date.now(),
    };
    const quiet = { error: () => {} };
    const error = await saveGithubConfig(broken, user, goodConfig(), 'req-1', quiet).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).message).toBe('Failed to save GitHub configuration');
    expect((await getGithubConfig(broken, user)).configured).toBe(false);
  });
});

describe('connection test (SPEC §7, §8)', () => {
  it("'GitHub integration not configured' before anything is saved", async () => {
    const res = await call('POST', '/api/admin/github/test', b.oncologist.accessToken);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('GitHub integration not configured');
  });

  it('succeeds against the repository, even while the integration is disabled', async () => {
    const res = await call('POST', '/api/admin/github/test', a.oncologist.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Successfully connected to GitHub repository',
      repository: {
        fullName: 'oncocds/feedback',
        url: 'https://github.example/oncocds/feedback',
        private: true,
      },
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/repos/oncocds/feedback' });
    expect(fake.requests[0]!.headers.authorization).toBe(`token ${FAKE_GITHUB_TOKEN}`);
    expect(fake.requests[0]!.headers.accept).toBe('application/vnd.github+json');
  });

  it("'Failed to connect to repository' when GitHub answers 404 or 401", async () => {
    fake.failNext(404, { message: 'Not Found' });
    const notFound = await call('POST', '/api/admin/github/test', a.oncologist.accessToken);
    expect(notFound.json()).toEqual({
      success: false,
      message: 'Failed to connect to repository',
      detail: 'Not Found',
      status: 404,
    });
    fake.failNext(401, { message: 'Bad credentials' });
    const badToken = await call('POST', '/api/admin/github/test', a.oncologist.accessToken);
    expect(badToken.json()).toMatchObject({
      success: false,
      message: 'Failed to connect to repository',
      detail: 'Bad credentials',
      status: 401,
    });
  });

  it("'Connection failed' when nothing answers", async () => {
    const c = await signUpTeam(t.app, 'Unreachable Clinic');
    const saved = await call(
      'PUT',
      '/api/admin/github/config',
      c.oncologist.accessToken,
      goodConfig({ apiUrl: 'https://127.0.0.1:1' }),
    );
    expect(saved.json().apiUrl).toBe('https://127.0.0.1:1');
    const res = await call('POST', '/api/admin/github/test', c.oncologist.accessToken);
    expect(res.json()).toMatchObject({ success: false, message: 'Connection failed' });
  });
});

describe('API URL allow-list', () => {
  it('refuses an https API URL that is neither the default nor allowed (no server-side requests to arbitrary hosts)', async () => {
    const c = await signUpTeam(t.app, 'SSRF Clinic');
    const res = await call(
      'PUT',
      '/api/admin/github/config',
      c.oncologist.accessToken,
      goodConfig({ apiUrl: 'https://169.254.169.254/latest' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/not allowed on this server/);
  });
});

describe('issues', () => {
  let item: FeedbackItem;

  beforeAll(async () => {
    item = (await submit(t.app, a.nurse.accessToken, {
      title: 'Genomics report crashes on @someone mention',
      description: 'Opening a patient crashes the CYP2D6 panel.',
      page: '/genomics',
      url: 'http://127.0.0.1:3000/patients/12345678?tab=genomics',
      metadata: { contactEmail: 'nurse@example.org' },
    })) as unknown as FeedbackItem;
  });

  it("'GitHub integration not enabled' while the saved config is off", async () => {
    const res = await call(
      'POST',
      `/api/admin/feedback/${item.id}/github-issue`,
      a.oncologist.accessToken,
    );
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('GitHub integration not enabled');
    const list = await call('GET', '/api/admin/github/issues', a.oncologist.accessToken);
    expect(errorOf(list).message).toBe('GitHub integration not enabled');
    const upd = await call('PATCH', '/api/admin/github/issues/1', a.oncologist.accessToken, {
      state: 'closed',
    });
    expect(errorOf(upd).message).toBe('GitHub integration not enabled');
    expect(fake.requests).toHaveLength(0);
  });

  it("'GitHub integration not configured' for an institution without one", async () => {
    const other = await submit(t.app, b.nurse.accessToken, { title: 'B item' });
    const res = await call(
      'POST',
      `/api/admin/feedback/${other.id}/github-issue`,
      b.oncologist.accessToken,
    );
    expect(errorOf(res).message).toBe('GitHub integration not configured');
  });

  describe('once enabled', () => {
    beforeAll(async () => {
      const res = await call(
        'PUT',
        '/api/admin/github/config',
        a.oncologist.accessToken,
        goodConfig({ enabled: true, token: '' }),
      );
      expect(res.json().enabled).toBe(true);
    });

    it.each([
      [
        422,
        { message: 'Validation Failed', errors: [{ field: 'labels', code: 'invalid' }] },
        'Validation Failed: labels invalid',
      ],
      [401, { message: 'Bad credentials' }, 'Bad credentials'],
      [404, { message: 'Not Found' }, 'Not Found'],
    ])(
      "GitHub %i is 'GitHub API error: {message}' and the item stays unlinked",
      async (status, body, msg) => {
        fake.failNext(status, body);
        const res = await call(
          'POST',
          `/api/admin/feedback/${item.id}/github-issue`,
          a.pharmacist.accessToken,
        );
        expect(res.statusCode).toBe(502);
        expect(errorOf(res).message).toBe(`GitHub API error: ${msg}`);
        const stored = await call(
          'GET',
          `/api/admin/feedback/${item.id}`,
          a.pharmacist.accessToken,
        );
        expect(stored.json().metadata.linkedIssue).toBeUndefined();
      },
    );

    it('files the item as an issue with the core title, body and labels, and links it', async () => {
      const res = await call(
        'POST',
        `/api/admin/feedback/${item.id}/github-issue`,
        a.pharmacist.accessToken,
      );
      expect(res.statusCode).toBe(201);
      const linked = res.json().metadata.linkedIssue;
      expect(linked).toEqual({
        number: expect.any(Number),
        url: `https://github.example/oncocds/feedback/issues/${linked.number}`,
        created_at: '2025-03-02T10:00:00.000Z',
      });
      const [req] = fake.requests;
      expect(req).toMatchObject({ method: 'POST', path: '/repos/oncocds/feedback/issues' });
      expect(req!.headers.authorization).toBe(`token ${FAKE_GITHUB_TOKEN}`);
      expect(req!.headers.accept).toBe('application/vnd.github+json');
      const sent = req!.body as { title: string; body: string; labels: string[] };
      expect(sent.title).toBe('Genomics report crashes on @someone mention');
      expect(sent.body).toBe(buildIssueBody(item));
      expect(sent.labels).toEqual(issueLabels(item));
      expect(sent.labels).toContain('feedback');
      // The patient number and query string of the URL and the contact e-mail stay out.
      expect(sent.body).toContain('/patients/:id');
      expect(sent.body).not.toContain('12345678');
      expect(sent.body).not.toContain('tab=genomics');
      expect(sent.body).not.toContain('nurse@example.org');
      expect(sent.body).not.toMatch(/@someone/);
      const audits = await t.db.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'github.issue.create'), eq(auditLog.entityId, item.id)));
      expect(audits).toHaveLength(1);
    });

    it('an item is filed only once', async () => {
      const res = await call(
        'POST',
        `/api/admin/feedback/${item.id}/github-issue`,
        a.oncologist.accessToken,
      );
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toMatch(/already linked to GitHub issue #\d+/);
      expect(fake.requests).toHaveLength(0);
    });

    it('404 for another institution’s item, 403 for a nurse, 401 without a token', async () => {
      const other = await submit(t.app, b.nurse.accessToken, { title: 'Not yours' });
      const url = `/api/admin/feedback/${other.id}/github-issue`;
      expect((await call('POST', url, a.oncologist.accessToken)).statusCode).toBe(404);
      const mine = `/api/admin/feedback/${item.id}/github-issue`;
      expect((await call('POST', mine, a.nurse.accessToken)).statusCode).toBe(403);
      expect((await call('POST', mine, null)).statusCode).toBe(401);
      expect(fake.requests).toHaveLength(0);
    });

    it('lists issues with filters passed to GitHub', async () => {
      const res = await call(
        'GET',
        '/api/admin/github/issues?state=all&labels=feedback,%20type:bug&direction=asc&perPage=10',
        a.oncologist.accessToken,
      );
      expect(res.statusCode).toBe(200);
      expect(fake.requests[0]).toMatchObject({
        method: 'GET',
        path: '/repos/oncocds/feedback/issues',
        query: {
          state: 'all',
          labels: 'feedback,type:bug',
          sort: 'created',
          direction: 'asc',
          per_page: '10',
          page: '1',
        },
      });
      expect(res.json().issues).toEqual([
        expect.objectContaining({
          title: 'Genomics report crashes on @someone mention',
          state: 'open',
          labels: expect.arrayContaining(['feedback', 'type:bug']),
        }),
      ]);
      for (const q of ['state=mine', 'perPage=500', 'since=yesterday', 'creator=a/b']) {
        const bad = await call('GET', `/api/admin/github/issues?${q}`, a.oncologist.accessToken);
        expect(bad.statusCode, q).toBe(400);
      }
    });

    it('updates an issue; audited; GitHub 404 and 422 are API errors', async () => {
      const number = [...fake.issues.keys()][0]!;
      const res = await call(
        'PATCH',
        `/api/admin/github/issues/${number}`,
        a.oncologist.accessToken,
        { state: 'closed', stateReason: 'completed', title: 'Fixed <b>now</b>' },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ number, state: 'closed', title: 'Fixed bnow/b' });
      expect(fake.requests[0]).toMatchObject({
        method: 'PATCH',
        path: `/repos/oncocds/feedback/issues/${number}`,
        body: { state: 'closed', state_reason: 'completed', title: 'Fixed bnow/b' },
      });
      const audits = await t.db.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'github.issue.update'));
      expect(audits).toHaveLength(1);

      const missing = await call(
        'PATCH',
        '/api/admin/github/issues/9999',
        a.oncologist.accessToken,
        {
          state: 'closed',
        },
      );
      expect(missing.statusCode).toBe(502);
      expect(errorOf(missing).message).toBe('GitHub API error: Not Found');

      fake.failNext(422, {
        message: 'Validation Failed',
        errors: [{ field: 'state', code: 'invalid' }],
      });
      const invalid = await call(
        'PATCH',
        `/api/admin/github/issues/${number}`,
        a.oncologist.accessToken,
        {
          state: 'open',
        },
      );
      expect(errorOf(invalid).message).toBe('GitHub API error: Validation Failed: state invalid');

      for (const body of [{}, { state: 'merged' }, { title: '' }, { labels: ['x'.repeat(51)] }]) {
        const bad = await call(
          'PATCH',
          `/api/admin/github/issues/${number}`,
          a.oncologist.accessToken,
          body,
        );
        expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(
        (
          await call('PATCH', '/api/admin/github/issues/0', a.oncologist.accessToken, {
            state: 'closed',
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await call('PATCH', `/api/admin/github/issues/${number}`, a.student.accessToken, {
            state: 'closed',
          })
        ).statusCode,
      ).toBe(403);
    });
  });
});
