import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { factsResponseSchema } from '../../../core/knowledge/facts';
import {
  bearer,
  createInviteCode,
  createTestContext,
  errorOf,
  signUpUser,
  type SignedUp,
  type TestContext,
} from '../../test-support/test-app';

let t: TestContext;
/** Admin pharmacist of the institution (its creator), a second pharmacist, a nurse, and an outsider. */
let admin: SignedUp;
let second: SignedUp;
let nurse: SignedUp;
let outsider: SignedUp;

beforeAll(async () => {
  t = await createTestContext();
  admin = await signUpUser(t.app, { role: 'pharmacist', institution: 'Review Hospital' });
  second = await signUpUser(t.app, {
    role: 'pharmacist',
    invite_code: await createInviteCode(t.app, admin.accessToken, 'pharmacist'),
  });
  nurse = await signUpUser(t.app, {
    role: 'nurse',
    invite_code: await createInviteCode(t.app, admin.accessToken, 'nurse'),
  });
  outsider = await signUpUser(t.app, { role: 'pharmacist', institution: 'Other Hospital' });
});
afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  token?: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

async function auditCount(action: string): Promise<number> {
  const res = await t.db.db.execute(
    sql`select count(*)::int as n from audit_log where action = ${action}`,
  );
  return Number((res as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}

describe('knowledge review workspace', () => {
  it('401 without a token on every route', async () => {
    for (const [m, u] of [
      ['GET', '/api/knowledge/review-queue'],
      ['GET', '/api/knowledge/reviews'],
      ['POST', '/api/knowledge/reviews'],
      ['PUT', `/api/knowledge/reviewers/${second.id}`],
    ] as const) {
      expect((await call(m, u)).statusCode).toBe(401);
    }
  });

  it('403 for the queue before the permission is granted, even for an admin pharmacist', async () => {
    const res = await call('GET', '/api/knowledge/review-queue', admin.accessToken);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toMatch(/canReviewKnowledge/);
  });

  it('only an admin grants; not to a nurse (400); another institution’s user is 404', async () => {
    expect(
      (await call('PUT', `/api/knowledge/reviewers/${admin.id}`, second.accessToken)).statusCode,
    ).toBe(403);
    const nurseGrant = await call('PUT', `/api/knowledge/reviewers/${nurse.id}`, admin.accessToken);
    expect(nurseGrant.statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/knowledge/reviewers/${outsider.id}`, admin.accessToken)).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', '/api/knowledge/reviewers/not-a-uuid', admin.accessToken)).statusCode,
    ).toBe(400);
    for (const u of [admin, second]) {
      const res = await call('PUT', `/api/knowledge/reviewers/${u.id}`, admin.accessToken);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ userId: u.id, canReviewKnowledge: true });
    }
    expect(await auditCount('knowledge.reviewer.grant')).toBe(2);
    expect((await call('GET', '/api/knowledge/reviewer', second.accessToken)).json()).toEqual({
      canReviewKnowledge: true,
    });
    expect((await call('GET', '/api/knowledge/reviewer', nurse.accessToken)).json()).toEqual({
      canReviewKnowledge: false,
    });
  });

  it('reviews three facts, corrects one, and a second pharmacist approves it', async () => {
    const queue = await call(
      'GET',
      '/api/knowledge/review-queue?limit=5&recordId=capox-nivolumab',
      admin.accessToken,
    );
    expect(queue.statusCode, queue.body).toBe(200);
    const items = queue.json().items as Array<{
      fact: { id: string; value: unknown };
      reason: string;
    }>;
    expect(items.length).toBe(5);
    expect(items.every((i) => i.reason === 'never-reviewed')).toBe(true);
    const [a, b, c] = items;
    for (const item of [a!, b!]) {
      const res = await call('POST', '/api/knowledge/reviews', admin.accessToken, {
        factId: item.fact.id,
        action: 'accept',
        note: 'Checked against CheckMate 649 and the Opdivo label section 2.',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().status).toBe('accepted');
    }
    expect(
      (
        await call('POST', '/api/knowledge/reviews', admin.accessToken, {
          factId: c!.fact.id,
          action: 'correct',
          note: 'no value given',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/knowledge/reviews', admin.accessToken, {
          factId: 'drug:nope:x',
          action: 'accept',
          note: 'checked',
        })
      ).statusCode,
    ).toBe(404);
    const proposal = await call('POST', '/api/knowledge/reviews', admin.accessToken, {
      factId: c!.fact.id,
      action: 'correct',
      proposedValue: '21',
      note: 'Our formulary schedules this on a 21-day cycle.',
    });
    expect(proposal.statusCode, proposal.body).toBe(201);
    expect(proposal.json()).toMatchObject({ status: 'pending', proposedValue: '21' });
    const id = proposal.json().id as string;

    // The proposer cannot approve; the nurse and an outsider cannot see it.
    expect(
      (
        await call('POST', `/api/knowledge/reviews/${id}/decision`, admin.accessToken, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', `/api/knowledge/reviews/${id}/decision`, nurse.accessToken, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', '/api/knowledge/reviews?status=pending', outsider.accessToken)).statusCode,
    ).toBe(403);
    const pending = await call('GET', '/api/knowledge/reviews?status=pending', second.accessToken);
    expect(pending.json().reviews.map((r: { id: string }) => r.id)).toEqual([id]);

    const approved = await call(
      'POST',
      `/api/knowledge/reviews/${id}/decision`,
      second.accessToken,
      {
        decision: 'approve',
        note: 'Agreed.',
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decidedBy: 'Test User' });
    expect(
      (
        await call('POST', `/api/knowledge/reviews/${id}/decision`, second.accessToken, {
          decision: 'reject',
        })
      ).statusCode,
    ).toBe(409);
    expect(await auditCount('knowledge.fact.accept')).toBe(2);
    expect(await auditCount('knowledge.fact.propose')).toBe(1);
    expect(await auditCount('knowledge.fact.approve')).toBe(1);

    // The export shows the institution's reviews; reviewed facts leave the queue.
    const facts = factsResponseSchema.parse(
      (await call('GET', '/api/knowledge/facts', second.accessToken)).json(),
    ).facts;
    expect(facts.find((f) => f.id === a!.fact.id)?.review?.reviewer).toBe('Test User');
    expect(facts.find((f) => f.id === c!.fact.id)?.review?.note).toMatch(/Local correction to 21/);
    const outsiderFacts = factsResponseSchema.parse(
      (await call('GET', '/api/knowledge/facts', outsider.accessToken)).json(),
    ).facts;
    expect(outsiderFacts.find((f) => f.id === a!.fact.id)?.review).toBeNull();
    const after = await call(
      'GET',
      '/api/knowledge/review-queue?limit=200&recordId=capox-nivolumab',
      admin.accessToken,
    );
    const left = (after.json().items as Array<{ fact: { id: string } }>).map((i) => i.fact.id);
    expect(left).not.toContain(a!.fact.id);
    expect(left).not.toContain(c!.fact.id);
    expect(after.json().total).toBe(queue.json().total - 3);
  });

  it('a revoked reviewer is refused again', async () => {
    expect(
      (await call('DELETE', `/api/knowledge/reviewers/${second.id}`, admin.accessToken)).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/knowledge/review-queue', second.accessToken)).statusCode).toBe(
      403,
    );
    expect(await auditCount('knowledge.reviewer.revoke')).toBe(1);
  });
});
