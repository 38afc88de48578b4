import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createGithubClient,
  GITHUB_ACCEPT,
  GITHUB_API_VERSION,
  GithubCallError,
  toGithubCallError,
} from './github-client';
import {
  addFakePullRequest,
  FAKE_GITHUB_TOKEN,
  startFakeGithub,
  type FakeGithub,
} from '../../test-support/github-fake-server';

const CLOCK = Date.parse('2025-03-01T09:30:00.000Z');
let fake: FakeGithub;

beforeAll(async () => {
  fake = await startFakeGithub({ now: () => CLOCK });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const target = (over: Partial<{ token: string; owner: string; repo: string }> = {}) => ({
  apiUrl: fake.url,
  owner: fake.owner,
  repo: fake.repo,
  token: FAKE_GITHUB_TOKEN,
  ...over,
});

async function rejection(promise: Promise<unknown>): Promise<GithubCallError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GithubCallError);
  return error as GithubCallError;
}

describe('GitHub client against the fake API', () => {
  it('connection test: GET /repos/{owner}/{repo} with token auth and the JSON accept header', async () => {
    const repo = await createGithubClient(target()).getRepository();
    expect(repo).toEqual({
      fullName: 'oncocds/feedback',
      url: 'https://github.example/oncocds/feedback',
      private: true,
      hasIssues: true,
    });
    // The list itself, so a stray request shows where it came from (issue 24).
    expect(
      fake.requests.map((r) => `${r.method} ${r.path} ${String(r.headers['user-agent'])}`),
    ).toEqual([expect.stringMatching(/^GET \/repos\/oncocds\/feedback OncoCDS\//)]);
    const [req] = fake.requests;
    expect(req).toMatchObject({ method: 'GET', path: '/repos/oncocds/feedback' });
    expect(req!.headers.authorization).toBe(`token ${FAKE_GITHUB_TOKEN}`);
    expect(req!.headers.accept).toBe(GITHUB_ACCEPT);
    expect(req!.headers['x-github-api-version']).toBe(GITHUB_API_VERSION);
    expect(req!.headers['user-agent']).toMatch(/^OncoCDS\/2\.1\.0/);
  });

  it('a base URL with a trailing slash still joins to the same path', async () => {
    await createGithubClient({ ...target(), apiUrl: `${fake.url}/` }).getRepository();
    expect(fake.requests[0]!.path).toBe('/repos/oncocds/feedback');
  });

  it('creates an issue: POST /repos/{owner}/{repo}/issues with title, body and labels', async () => {
    const issue = await createGithubClient(target()).createIssue({
      title: 'Interaction list does not load',
      body: '## Description\n\nSpinner forever.',
      labels: ['feedback', 'type:bug'],
    });
    const [req] = fake.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/repos/oncocds/feedback/issues' });
    expect(req!.headers['content-type']).toMatch(/^application\/json/);
    expect(req!.body).toEqual({
      title: 'Interaction list does not load',
      body: '## Description\n\nSpinner forever.',
      labels: ['feedback', 'type:bug'],
    });
    expect(issue).toMatchObject({
      title: 'Interaction list does not load',
      state: 'open',
      labels: ['feedback', 'type:bug'],
      createdAt: '2025-03-01T09:30:00.000Z',
      url: `https://github.example/oncocds/feedback/issues/${issue.number}`,
      author: 'oncocds-bot',
    });
  });

  it('lists issues with the filters as query parameters and leaves pull requests out', async () => {
    const client = createGithubClient(target());
    const a = await client.createIssue({ title: 'A', body: 'a', labels: ['feedback', 'ui'] });
    await client.createIssue({ title: 'B', body: 'b', labels: ['feedback'] });
    addFakePullRequest(fake, 'A pull request', '2025-03-01T10:00:00.000Z');
    fake.requests.length = 0;

    const list = await client.listIssues({
      state: 'all',
      labels: ['feedback', 'ui'],
      sort: 'created',
      direction: 'asc',
      perPage: 50,
      page: 1,
    });
    expect(fake.requests[0]).toMatchObject({
      method: 'GET',
      path: '/repos/oncocds/feedback/issues',
      query: {
        state: 'all',
        labels: 'feedback,ui',
        sort: 'created',
        direction: 'asc',
        per_page: '50',
        page: '1',
      },
    });
    expect(list.map((i) => i.number)).toEqual([a.number]);

    const all = await client.listIssues({ state: 'open' });
    expect(all.some((i) => i.title === 'A pull request')).toBe(false);
    expect(all.map((i) => i.title)).toEqual(expect.arrayContaining(['A', 'B']));
  });

  it('updates an issue: PATCH /repos/{owner}/{repo}/issues/{number} with only the sent fields', async () => {
    const client = createGithubClient(target());
    const created = await client.createIssue({ title: 'To close', body: 'x', labels: [] });
    fake.requests.length = 0;
    const updated = await client.updateIssue(created.number, {
      state: 'closed',
      stateReason: 'completed',
      labels: ['done'],
    });
    expect(fake.requests[0]).toMatchObject({
      method: 'PATCH',
      path: `/repos/oncocds/feedback/issues/${created.number}`,
      body: { state: 'closed', state_reason: 'completed', labels: ['done'] },
    });
    expect(updated).toMatchObject({ state: 'closed', labels: ['done'], title: 'To close' });
  });

  it.each([
    [
      'a wrong token',
      { token: 'ghp_wrongwrongwrongwrongwrongwrongwrongwrong' },
      401,
      'Bad credentials',
    ],
    ['an unknown repository', { repo: 'missing' }, 404, 'Not Found'],
  ])(
    '%s is an error with GitHub status and message (never the token)',
    async (_, over, status, msg) => {
      const error = await rejection(createGithubClient(target(over)).getRepository());
      expect(error.status).toBe(status);
      expect(error.message).toBe(msg);
      expect(error.message).not.toContain(FAKE_GITHUB_TOKEN);
    },
  );

  it('422 Validation Failed carries the field errors in the message', async () => {
    const error = await rejection(
      createGithubClient(target()).createIssue({ title: '   ', body: 'x', labels: [] }),
    );
    expect(error.status).toBe(422);
    expect(error.message).toBe('Validation Failed: title missing_field');
  });

  it('PATCH of a missing issue is a 404', async () => {
    const error = await rejection(
      createGithubClient(target()).updateIssue(9999, { state: 'closed' }),
    );
    expect(error.status).toBe(404);
  });

  it('a server error with a non-JSON body keeps its status', async () => {
    fake.failNext(502, 'upstream down');
    const error = await rejection(createGithubClient(target()).getRepository());
    expect(error.status).toBe(502);
    expect(error.message).toBe('upstream down');
  });

  it('an unreachable API is an error without a status', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((r) => closed.close(() => r()));
    const error = await rejection(
      createGithubClient({ ...target(), apiUrl: `http://127.0.0.1:${port}` }).getRepository(),
    );
    expect(error.status).toBeNull();
  });

  it('a hung API times out as an error without a status', async () => {
    fake.hangNext();
    const error = await rejection(createGithubClient(target(), { timeoutMs: 300 }).getRepository());
    expect(error.status).toBeNull();
    expect(error.message).toMatch(/no response/);
  });

  it('a hostile error message is sanitised and cut short', () => {
    const error = toGithubCallError({
      status: 500,
      response: { status: 500, data: { message: `<script>${'x'.repeat(1000)}` } },
    });
    expect(error.message).not.toContain('<');
    expect(error.message.length).toBeLessThanOrEqual(300);
  });
});
