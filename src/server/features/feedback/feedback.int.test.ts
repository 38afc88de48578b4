import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyFeedback } from '../../../core/feedback';
import { auditLog, feedbackItems } from '../../../db/schema';
import { signUpTeam, submission, submit, type Team } from '../../test-support/feedback';
import {
  bearer,
  createTestContext,
  errorOf,
  signUpUser,
  type TestContext,
} from '../../test-support/test-app';

let t: TestContext;
let a: Team;
let b: Team;

beforeAll(async () => {
  t = await createTestContext();
  a = await signUpTeam(t.app, 'Hospital A');
  b = await signUpTeam(t.app, 'Hospital B');
});
afterAll(async () => {
  await t.close();
});

const post = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

const get = (token: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const patch = (token: string, id: string, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/feedback/${id}`,
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });

async function auditCount(action: string, entityId: string): Promise<number> {
  const [row] = await t.db.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
  return row?.n ?? 0;
}

describe('POST /api/feedback', () => {
  it('401 without a token', async () => {
    const res = await post(null, submission());
    expect(res.statusCode).toBe(401);
  });

  it('stores the item classified on the server (SPEC §3, §4) and audits it', async () => {
    const body = submission({
      type: 'bug',
      title: 'Interaction checker crashes',
      description: 'The page goes blank after adding a third drug.',
      page: '/interactions',
      metadata: { component: 'Interaction table', reproductionSteps: '1. Add three drugs' },
    });
    const res = await post(a.nurse.accessToken, body);
    expect(res.statusCode).toBe(201);
    const item = res.json();
    const expected = classifyFeedback({
      title: body.title,
      description: body.description,
      page: body.page,
      declaredType: 'bug',
    });
    expect(item).toMatchObject({
      id: body.id,
      sessionId: 'session-1',
      timestamp: '2025-03-01T09:30:00.000Z',
      type: 'bug',
      // SPEC §4: the /interactions page forces the category; a bug that mentions a crash is high.
      category: 'drug_interactions',
      priority: 'high',
      estimatedEffort: expected.estimatedEffort,
      status: 'new',
      votes: 0,
      labels: expected.labels,
      page: '/interactions',
      metadata: {
        component: 'Interaction table',
        reproductionSteps: '1. Add three drugs',
        browserInfo: { browser: 'Chrome', version: '126.0.0.0', os: 'Linux' },
      },
    });
    expect(await auditCount('feedback.create', body.id)).toBe(1);
  });

  it('classifies the type from the text when none is sent', async () => {
    const res = await post(
      a.student.accessToken,
      submission({
        type: undefined,
        title: 'Please add a dark theme',
        description: 'A new option would help on night shifts.',
        page: '/help',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().type).toBe('feature_request');
  });

  it('ignores the classification, status and votes a client sends', async () => {
    const res = await post(
      a.nurse.accessToken,
      submission({
        type: 'compliment',
        title: 'Thanks for the new layout',
        description: 'Much easier to read.',
        page: '/',
        priority: 'critical',
        status: 'done',
        votes: 99,
        labels: ['vip'],
        estimatedEffort: 'xxl',
      }),
    );
    expect(res.statusCode).toBe(201);
    // SPEC §4: a compliment is always low.
    expect(res.json()).toMatchObject({ priority: 'low', status: 'new', votes: 0 });
    expect(res.json().labels).not.toContain('vip');
  });

  it('a clinician-marked clinical-safety problem is triaged at least high (issue 13)', async () => {
    const calm = {
      type: 'question',
      title: 'Fluorouracil figure',
      description: 'The order sheet shows 2328 mg for the pump.',
      page: '/regimens',
    };
    const plain = await post(a.oncologist.accessToken, submission(calm));
    expect(plain.json().priority).not.toBe('high');
    const res = await post(
      a.oncologist.accessToken,
      submission({ ...calm, metadata: { clinicalSafety: 'wrong-dose' } }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      priority: 'high',
      metadata: { clinicalSafety: 'wrong-dose' },
    });
    expect(res.json().labels).toContain('clinical-safety:wrong-dose');
    const bad = await post(
      a.oncologist.accessToken,
      submission({ ...calm, metadata: { clinicalSafety: 'bad-vibes' } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/clinicalSafety/);
  });

  it('sanitises every free-text field (SPEC §5)', async () => {
    const res = await post(
      a.nurse.accessToken,
      submission({
        title: '<b>Alert</b> banner onclick=steal()',
        description: 'Link javascript:alert(1) shown <img src=x onerror=alert(1)>',
        metadata: { component: '<Sidebar>', expectedBehavior: 'JaVaScRiPt:void(0) nothing' },
      }),
    );
    expect(res.statusCode).toBe(201);
    const item = res.json();
    for (const text of [
      item.title,
      item.description,
      item.metadata.component,
      item.metadata.expectedBehavior,
    ]) {
      expect(text).not.toMatch(/[<>]|javascript:|\bon\w+\s*=/i);
    }
    expect(item.title).toBe('bAlert/b banner steal()');
  });

  it('is idempotent on the item id: a retry returns the stored item and stores nothing new', async () => {
    const body = submission({ title: 'Offline retry', description: 'Sent twice by the outbox.' });
    const first = await post(a.pharmacist.accessToken, body);
    expect(first.statusCode).toBe(201);
    const again = await post(a.pharmacist.accessToken, { ...body, title: 'Changed on retry' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const [rows] = await t.db.db
      .select({ n: count() })
      .from(feedbackItems)
      .where(eq(feedbackItems.id, body.id));
    expect(rows?.n).toBe(1);
    expect(await auditCount('feedback.create', body.id)).toBe(1);
  });

  it("409 for an id another user already used, without revealing that user's item", async () => {
    const body = submission({ title: 'Mine', description: 'Private text' });
    expect((await post(a.nurse.accessToken, body)).statusCode).toBe(201);
    const res = await post(b.nurse.accessToken, body);
    expect(res.statusCode).toBe(409);
    expect(res.body).not.toContain('Private text');
  });

  it('a browser clock far in the future is replaced by the server time', async () => {
    t.clock.now = Date.parse('2025-06-01T12:00:00.000Z');
    const res = await post(
      a.nurse.accessToken,
      submission({ timestamp: '2031-01-01T00:00:00.000Z' }),
    );
    expect(res.json().timestamp).toBe('2025-06-01T12:00:00.000Z');
    t.clock.now = Date.now();
  });

  it.each([
    ['a blank title', { title: '   ' }, 'Please provide both a title and description.'],
    [
      'a blank description',
      { description: '\n\t' },
      'Please provide both a title and description.',
    ],
    [
      'a title that sanitising empties',
      { title: '<>' },
      'Please provide both a title and description.',
    ],
    [
      'an invalid contact e-mail',
      { metadata: { contactEmail: 'not an email' } },
      'Please enter a valid email address',
    ],
  ])('400 for %s with the SPEC message', async (_, over, message) => {
    const res = await post(a.nurse.accessToken, submission(over));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'validation', message });
  });

  it.each([
    ['an id that is not a UUID', { id: 'abc' }, 'body.id'],
    ['an unknown type', { type: 'rant' }, 'body.type'],
    ['a timestamp without a zone', { timestamp: '2025-03-01 09:30' }, 'body.timestamp'],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'body.title'],
  ])('400 for %s, naming the field', async (_, over, path) => {
    const res = await post(a.nurse.accessToken, submission(over));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain(path);
  });

  it('400 without browserInfo', async () => {
    const body = submission();
    const res = await post(a.nurse.accessToken, { ...body, metadata: {} });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('browserInfo');
  });
});

describe('triage: /api/admin/feedback', () => {
  let ids: { bugA: string; featureA: string; bugB: string };

  beforeAll(async () => {
    const bugA = await submit(t.app, a.nurse.accessToken, {
      title: 'Dose calculator shows wrong data',
      description: 'The BSA result is empty.',
      page: '/clinical',
    });
    const featureA = await submit(t.app, a.student.accessToken, {
      type: 'feature_request',
      title: 'Export regimens to PDF',
      description: 'For the tumour board.',
      page: '/regimens',
    });
    const bugB = await submit(t.app, b.nurse.accessToken, {
      title: 'Hospital B only',
      description: 'Must stay invisible to Hospital A.',
    });
    ids = { bugA: bugA.id, featureA: featureA.id, bugB: bugB.id };
  });

  it('401 without a token', async () => {
    expect((await get(null, '/api/admin/feedback')).statusCode).toBe(401);
  });

  it.each(['nurse', 'researcher', 'student'] as const)('403 for a %s', async (role) => {
    const res = await get(a[role].accessToken, '/api/admin/feedback');
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe("You don't have permission to access this page.");
  });

  it.each(['oncologist', 'pharmacist'] as const)(
    'a %s sees only their institution’s items, with submitter and vote state',
    async (role) => {
      const res = await get(a[role].accessToken, '/api/admin/feedback?pageSize=100');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const found = body.items.map((i: { id: string }) => i.id);
      expect(found).toContain(ids.bugA);
      expect(found).toContain(ids.featureA);
      expect(found).not.toContain(ids.bugB);
      expect(body.items.every((i: { title: string }) => i.title !== 'Hospital B only')).toBe(true);
      const bug = body.items.find((i: { id: string }) => i.id === ids.bugA);
      expect(bug).toMatchObject({
        submitter: { name: 'Test User' },
        votedByMe: false,
        receivedAt: expect.any(String),
      });
    },
  );

  it('the other institution sees its own item and none of ours', async () => {
    const res = await get(b.oncologist.accessToken, '/api/admin/feedback?pageSize=100');
    const found = res.json().items.map((i: { id: string }) => i.id);
    expect(found).toEqual([ids.bugB]);
  });

  it('filters by type, category, priority, status, label and text', async () => {
    const cases: Array<[string, string[]]> = [
      ['type=feature_request&q=PDF', [ids.featureA]],
      ['type=bug&q=PDF', []],
      ['q=BSA', [ids.bugA]],
      ['q=tumour%20board', [ids.featureA]],
      ['category=clinical_decision_support&type=bug&q=dose', [ids.bugA]],
      ['label=type:feature_request&q=tumour', [ids.featureA]],
      ['label=type:bug&q=tumour', []],
    ];
    for (const [query, expected] of cases) {
      const res = await get(a.oncologist.accessToken, `/api/admin/feedback?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(
        res.json().items.map((i: { id: string }) => i.id),
        query,
      ).toEqual(expected);
    }
    const high = await get(a.oncologist.accessToken, '/api/admin/feedback?priority=high');
    expect(high.json().items.every((i: { priority: string }) => i.priority === 'high')).toBe(true);
    const open = await get(a.oncologist.accessToken, '/api/admin/feedback?status=open');
    expect(open.json().total).toBeGreaterThanOrEqual(2);
    const resolved = await get(a.oncologist.accessToken, '/api/admin/feedback?status=resolved');
    expect(resolved.json().total).toBe(0);
  });

  it('a % in the search text is literal, not a wildcard', async () => {
    const res = await get(a.oncologist.accessToken, '/api/admin/feedback?q=%25');
    expect(res.json().items).toEqual([]);
  });

  it('sorts by priority, most urgent first, and pages with a total', async () => {
    const res = await get(
      a.oncologist.accessToken,
      '/api/admin/feedback?sort=priority&order=desc&pageSize=2&page=1',
    );
    const body = res.json();
    expect(body.items).toHaveLength(2);
    expect(body.total).toBeGreaterThan(2);
    const rank = ['critical', 'high', 'medium', 'low'];
    const all = await get(
      a.oncologist.accessToken,
      '/api/admin/feedback?sort=priority&order=desc&pageSize=100',
    );
    const ranks = all.json().items.map((i: { priority: string }) => rank.indexOf(i.priority));
    expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    const asc = await get(
      a.oncologist.accessToken,
      '/api/admin/feedback?sort=priority&order=asc&pageSize=100',
    );
    const ascRanks = asc.json().items.map((i: { priority: string }) => rank.indexOf(i.priority));
    expect(ascRanks).toEqual([...ascRanks].sort((x, y) => y - x));
  });

  it.each(['pageSize=1000', 'page=0', 'sort=secret', 'order=sideways', 'status=lost', 'type=rant'])(
    '400 for %s',
    async (query) => {
      const res = await get(a.oncologist.accessToken, `/api/admin/feedback?${query}`);
      expect(res.statusCode).toBe(400);
    },
  );

  it('GET one item; another institution’s item is 404, a malformed id 400', async () => {
    expect((await get(a.pharmacist.accessToken, `/api/admin/feedback/${ids.bugA}`)).json().id).toBe(
      ids.bugA,
    );
    const other = await get(a.pharmacist.accessToken, `/api/admin/feedback/${ids.bugB}`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Hospital B only');
    expect(
      (await get(a.pharmacist.accessToken, `/api/admin/feedback/${randomUUID()}`)).statusCode,
    ).toBe(404);
    expect((await get(a.pharmacist.accessToken, '/api/admin/feedback/nope')).statusCode).toBe(400);
  });

  describe('PATCH', () => {
    it('changes status, classification and own labels; derived labels follow; audited', async () => {
      const res = await patch(a.pharmacist.accessToken, ids.featureA, {
        status: 'triaged',
        priority: 'high',
        estimatedEffort: 'm',
        labels: ['pdf', ' PDF ', 'priority:low', 'tumour <board>'],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'triaged',
        priority: 'high',
        estimatedEffort: 'm',
        labels: [
          'type:feature_request',
          `category:${res.json().category}`,
          'priority:high',
          'effort:m',
          'pdf',
          'tumour board',
        ],
      });
      expect(await auditCount('feedback.update', ids.featureA)).toBe(1);
    });

    it('403 for a nurse, 404 for another institution, 400 for bad input', async () => {
      expect((await patch(a.nurse.accessToken, ids.bugA, { status: 'done' })).statusCode).toBe(403);
      expect((await patch(a.oncologist.accessToken, ids.bugB, { status: 'done' })).statusCode).toBe(
        404,
      );
      for (const body of [
        {},
        { status: 'finished' },
        { labels: ['x'.repeat(51)] },
        { labels: Array.from({ length: 21 }, (_, i) => `l${i}`) },
        { votes: 10 },
      ]) {
        const res = await patch(a.oncologist.accessToken, ids.bugA, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      // The other institution's item is untouched.
      const [row] = await t.db.db
        .select({ status: feedbackItems.status })
        .from(feedbackItems)
        .where(eq(feedbackItems.id, ids.bugB));
      expect(row?.status).toBe('new');
    });
  });

  describe('votes', () => {
    const vote = (token: string, id: string, method: 'POST' | 'DELETE') =>
      t.app.inject({ method, url: `/api/admin/feedback/${id}/vote`, headers: bearer(token) });

    it('one vote per user, withdrawable, shown as votedByMe', async () => {
      expect((await vote(a.oncologist.accessToken, ids.bugA, 'POST')).json()).toEqual({
        votes: 1,
        votedByMe: true,
      });
      // Voting twice still counts once.
      expect((await vote(a.oncologist.accessToken, ids.bugA, 'POST')).json().votes).toBe(1);
      expect((await vote(a.pharmacist.accessToken, ids.bugA, 'POST')).json().votes).toBe(2);
      expect((await vote(a.pharmacist.accessToken, ids.bugA, 'DELETE')).json()).toEqual({
        votes: 1,
        votedByMe: false,
      });
      const item = (await get(a.oncologist.accessToken, `/api/admin/feedback/${ids.bugA}`)).json();
      expect(item).toMatchObject({ votes: 1, votedByMe: true });
      const forPharmacist = (
        await get(a.pharmacist.accessToken, `/api/admin/feedback/${ids.bugA}`)
      ).json();
      expect(forPharmacist.votedByMe).toBe(false);
      expect(await auditCount('feedback.vote', ids.bugA)).toBe(2);
      expect(await auditCount('feedback.unvote', ids.bugA)).toBe(1);
    });

    it('404 for another institution’s item, 403 for a nurse, 401 without a token', async () => {
      expect((await vote(a.oncologist.accessToken, ids.bugB, 'POST')).statusCode).toBe(404);
      expect((await vote(a.nurse.accessToken, ids.bugA, 'POST')).statusCode).toBe(403);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/feedback/${ids.bugA}/vote`,
      });
      expect(res.statusCode).toBe(401);
    });
  });
});

describe('stats and sprint plan', () => {
  let c: { oncologist: { accessToken: string }; nurse: { accessToken: string } };

  beforeAll(async () => {
    const team = await signUpTeam(t.app, 'Hospital C');
    c = team;
  });

  it('stats count by type, category, priority and status, for this institution only', async () => {
    await submit(t.app, c.nurse.accessToken, { type: 'bug', title: 'Crash one', description: 'd' });
    await submit(t.app, c.nurse.accessToken, {
      type: 'compliment',
      title: 'Great',
      description: 'Thanks',
      page: '/genomics',
    });
    const res = await get(c.oncologist.accessToken, '/api/admin/feedback/stats');
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.total).toBe(2);
    expect(stats.open).toBe(2);
    const countOf = (list: Array<{ key: string; count: number }>, key: string) =>
      list.find((x) => x.key === key)?.count;
    expect(countOf(stats.byType, 'bug')).toBe(1);
    expect(countOf(stats.byType, 'compliment')).toBe(1);
    expect(countOf(stats.byType, 'question')).toBe(0);
    expect(stats.byType).toHaveLength(11);
    expect(countOf(stats.byCategory, 'genomics')).toBe(1);
    expect(countOf(stats.byPriority, 'low')).toBe(1);
    expect(countOf(stats.byStatus, 'new')).toBe(2);
    expect((await get(c.nurse.accessToken, '/api/admin/feedback/stats')).statusCode).toBe(403);
    expect((await get(null, '/api/admin/feedback/stats')).statusCode).toBe(401);
  });

  it('plans sprints at 40 points in priority order and leaves resolved tickets out (SPEC §4, §9)', async () => {
    const team = await signUpTeam(t.app, 'Hospital D');
    const plan: Array<[string, string, string, string]> = [
      // [name, priority, effort, status]; points xs 1, s 2, m 5, l 8, xl 13, xxl 21
      ['crit-xxl', 'critical', 'xxl', 'new'],
      ['high-xl', 'high', 'xl', 'triaged'],
      ['high-l', 'high', 'l', 'new'],
      ['med-s', 'medium', 's', 'in_progress'],
      ['low-xxl-1', 'low', 'xxl', 'new'],
      ['low-xxl-2', 'low', 'xxl', 'new'],
      ['crit-done', 'critical', 'xs', 'done'],
      ['crit-wont', 'critical', 'xs', 'wont_fix'],
      ['crit-closed', 'critical', 'xs', 'closed'],
    ];
    const idOf = new Map<string, string>();
    let minute = 0;
    for (const [name, priority, estimatedEffort, status] of plan) {
      minute += 1;
      const item = await submit(t.app, team.nurse.accessToken, {
        title: name,
        description: 'planning case',
        timestamp: `2025-03-01T09:${String(minute).padStart(2, '0')}:00.000Z`,
      });
      idOf.set(item.id, name);
      const res = await patch(team.oncologist.accessToken, item.id, {
        priority,
        estimatedEffort,
        status,
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await get(team.pharmacist.accessToken, '/api/admin/feedback/sprint-plan');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const names = (list: Array<{ id: string }>) => list.map((x) => idOf.get(x.id));
    // 21 + 13 = 34; high-l (8) would make 42, so it opens the next sprint; med-s (2) still fits.
    expect(names(body.current)).toEqual(['crit-xxl', 'high-xl', 'med-s']);
    expect(body.pointsCurrent).toBe(36);
    expect(names(body.next)).toEqual(['high-l', 'low-xxl-1']);
    expect(body.pointsNext).toBe(29);
    expect(names(body.backlog)).toEqual(['low-xxl-2']);
    expect(body.pointsBacklog).toBe(21);
    expect(body.capacity).toBe(40);
    expect(body.current[0]).toMatchObject({ effort: 'xxl', points: 21, priority: 'critical' });
    expect((await get(team.nurse.accessToken, '/api/admin/feedback/sprint-plan')).statusCode).toBe(
      403,
    );
  });
});

describe('CSV export', () => {
  it('text/csv with RFC 4180 quoting and formula cells neutralised; this institution only', async () => {
    const team = await signUpTeam(t.app, 'Hospital E');
    const injected = await submit(t.app, team.nurse.accessToken, {
      title: '=HYPERLINK("http://evil.example","click")',
      description: '+1, then "quoted"\nsecond line',
      page: '/patients/12345678?mrn=999',
      metadata: { component: '@SUM(A1:A2)', contactEmail: 'nurse@example.org' },
    });
    await submit(t.app, team.nurse.accessToken, { title: '-2 points', description: 'tab\tinside' });
    const other = await submit(t.app, b.nurse.accessToken, { title: 'Other hospital row' });

    const res = await get(
      team.pharmacist.accessToken,
      '/api/admin/feedback/export.csv?sort=title&order=asc',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="feedback-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.body.replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'id,submitted_at,type,category,priority,status,estimated_effort,effort_points,votes,title,' +
        'description,component,page,labels,browser,os,github_issue_number,github_issue_url',
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(`"'+1, then ""quoted""\nsecond line"`);
    expect(text).toContain(`'@SUM(A1:A2)`);
    expect(text).toContain(`'-2 points`);
    // The patient number and query string in the page never leave in an export.
    expect(text).toContain('/patients/:id');
    expect(text).not.toContain('12345678');
    expect(text).not.toContain('nurse@example.org');
    expect(text).not.toContain(other.id);
    expect(text).toContain(injected.id);
    expect(text.endsWith('\r\n')).toBe(true);
    const [audit] = await t.db.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'feedback.export'), eq(auditLog.actorId, team.pharmacist.id)));
    expect(audit?.n).toBe(1);
  });

  it('403 for a researcher and 401 without a token', async () => {
    expect((await get(a.researcher.accessToken, '/api/admin/feedback/export.csv')).statusCode).toBe(
      403,
    );
    expect((await get(null, '/api/admin/feedback/export.csv')).statusCode).toBe(401);
  });
});

describe('the institution boundary holds for a user who signs up alone', () => {
  it('a lone oncologist sees an empty list', async () => {
    const lone = await signUpUser(t.app, { role: 'oncologist', institution: 'Solo Clinic' });
    const res = await get(lone.accessToken, '/api/admin/feedback');
    expect(res.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
  });
});
