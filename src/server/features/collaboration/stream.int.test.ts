import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { serverEnvSchema } from '../../config';
import { secretsFromRoot } from '../../lib/secrets';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { call, createPatient, identifiablePatient } from '../../test-support/patients';
import { openStream, streamTicket } from '../../test-support/sse-client';
import {
  createTestContext,
  signUpUser,
  TEST_JWT_ROOT,
  type SignedUp,
  type TestContext,
} from '../../test-support/test-app';

/*
 * Live updates on PGlite, one process: the stream over real HTTP (inject cannot stream), its
 * tickets, the events each user receives, Last-Event-ID replay, and shutdown. The same journey
 * across two server instances on PostgreSQL is stream-pg.int.test.ts.
 */

let t: TestContext;
let base: string;
let team: Team;
let outsider: SignedUp;
let patientId: string;

beforeAll(async () => {
  t = await createTestContext();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  team = await signUpTeam(t.app, 'Live Hospital');
  outsider = await signUpUser(t.app, { role: 'oncologist', institution: 'Other Live Clinic' });
  patientId = (
    await createPatient(t.app, team.oncologist.accessToken, identifiablePatient('Streamwell'))
  ).id;
});
afterAll(async () => t.close());

async function startThread(token: string, mentions: string[] = []) {
  const res = await call(t.app, token, 'POST', '/api/collaboration/threads', {
    patientId,
    title: 'Live discussion',
    body: 'First comment',
    mentions,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

const post = (token: string, threadId: string, body: string, mentions: string[] = []) =>
  call(t.app, token, 'POST', `/api/collaboration/threads/${threadId}/comments`, { body, mentions });

const data = (e: { data: string }) => JSON.parse(e.data) as Record<string, unknown>;

describe('stream tickets', () => {
  it('opens a stream only with a fresh ticket, once', async () => {
    const ticket = await streamTicket(base, team.nurse.accessToken);
    const first = await openStream(base, { ticket });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(first.headers.get('content-encoding')).toBeNull();
    expect(first.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    await first.waitFor((e) => e.event === 'ready');
    first.close();

    const reused = await openStream(base, { ticket });
    expect(reused.status).toBe(401);
    const made_up = await openStream(base, { ticket: 'A'.repeat(43) });
    expect(made_up.status).toBe(401);
    const malformed = await fetch(`${base}/api/collaboration/stream?ticket=short`);
    expect(malformed.status).toBe(400);
    const missing = await fetch(`${base}/api/collaboration/stream`);
    expect(missing.status).toBe(400);
  });

  it('refuses an expired ticket and one whose session has signed out', async () => {
    const expired = await streamTicket(base, team.nurse.accessToken);
    t.clock.now += 31_000;
    expect((await openStream(base, { ticket: expired })).status).toBe(401);

    const user = await signUpUser(t.app, { role: 'nurse' });
    const ticket = await streamTicket(base, user.accessToken);
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/logout',
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(204);
    expect((await openStream(base, { ticket })).status).toBe(401);
  });
});

describe('live events', () => {
  it('brings a colleague’s comment to everyone in the institution, and to nobody outside it', async () => {
    const pharmacist = await openStream(base, {
      ticket: await streamTicket(base, team.pharmacist.accessToken),
    });
    const student = await openStream(base, {
      ticket: await streamTicket(base, team.student.accessToken),
    });
    const stranger = await openStream(base, {
      ticket: await streamTicket(base, outsider.accessToken),
    });
    await Promise.all(
      [pharmacist, student, stranger].map((s) => s.waitFor((e) => e.event === 'ready')),
    );

    const thread = await startThread(team.oncologist.accessToken);
    const created = await pharmacist.waitFor((e) => e.event === 'thread.created');
    expect(data(created)).toMatchObject({ threadId: thread.id, actorId: team.oncologist.id });

    const res = await post(team.oncologist.accessToken, thread.id, 'Second comment', [
      team.student.id,
    ]);
    const commentId = (res.json() as { id: string }).id;
    const seen = await pharmacist.waitFor(
      (e) => e.event === 'comment.created' && data(e).commentId === commentId,
    );
    expect(Number(seen.id)).toBeGreaterThan(Number(created.id));
    // Ids and types only: nothing of the discussion or the patient travels on the stream.
    expect(seen.data).not.toContain('Second comment');
    expect(seen.data).not.toContain('Streamwell');

    await student.waitFor((e) => e.event === 'comment.created' && data(e).commentId === commentId);
    const note = await student.waitFor((e) => e.event === 'notification.created');
    expect(data(note)).toMatchObject({ threadId: thread.id, commentId });
    // Another user's notification is not broadcast.
    expect(pharmacist.events.filter((e) => e.event === 'notification.created')).toEqual([]);

    // The outsider's stream, opened before all of this, saw none of it.
    const outsiderThread = await call(
      t.app,
      outsider.accessToken,
      'GET',
      '/api/collaboration/threads',
    );
    expect(outsiderThread.json().items).toEqual([]);
    const own = await call(t.app, outsider.accessToken, 'POST', '/api/collaboration/threads', {
      patientId: (await createPatient(t.app, outsider.accessToken, identifiablePatient('Faraway')))
        .id,
      title: 'Their own',
      body: 'Elsewhere',
    });
    await stranger.waitFor(
      (e) => e.event === 'thread.created' && data(e).threadId === own.json().id,
    );
    expect(stranger.events.map((e) => data(e).threadId)).not.toContain(thread.id);
    for (const s of [pharmacist, student, stranger]) s.close();
  });

  it('replays what a reconnecting client missed after its Last-Event-ID', async () => {
    const thread = await startThread(team.oncologist.accessToken);
    const first = await openStream(base, {
      ticket: await streamTicket(base, team.pharmacist.accessToken),
    });
    const ready = await first.waitFor((e) => e.event === 'ready');
    first.close();
    await first.ended;

    const missed = [];
    for (const body of ['Missed one', 'Missed two']) {
      missed.push(
        ((await post(team.nurse.accessToken, thread.id, body)).json() as { id: string }).id,
      );
    }

    const again = await openStream(base, {
      ticket: await streamTicket(base, team.pharmacist.accessToken),
      lastEventId: ready.id!,
    });
    const replayed = await again.waitFor((e) => e.event === 'ready');
    expect(data(replayed)).toEqual({ replayed: 2 });
    const comments = again.events.filter((e) => e.event === 'comment.created');
    expect(comments.map((e) => data(e).commentId)).toEqual(missed);
    expect(Number(comments[0]!.id)).toBeGreaterThan(Number(ready.id));
    again.close();

    // A new EventSource cannot set the header: the same replay through the query string.
    const viaQuery = await openStream(base, {
      ticket: await streamTicket(base, team.pharmacist.accessToken),
      lastEventIdQuery: ready.id!,
    });
    await viaQuery.waitFor((e) => e.event === 'ready');
    expect(viaQuery.events.filter((e) => e.event === 'comment.created')).toHaveLength(2);
    viaQuery.close();

    // Without a Last-Event-ID a stream starts from now.
    const fresh = await openStream(base, {
      ticket: await streamTicket(base, team.pharmacist.accessToken),
    });
    const start = await fresh.waitFor((e) => e.event === 'ready');
    expect(data(start)).toEqual({ replayed: 0 });
    expect(Number(start.id)).toBeGreaterThanOrEqual(Number(comments[1]!.id));
    fresh.close();
  });
});

describe('shutdown', () => {
  it('ends open streams so that the server closes promptly', async () => {
    const app = await buildApp({
      env: serverEnvSchema.parse({ RATE_LIMIT_PER_MINUTE: '100000' }),
      db: t.db,
      secrets: secretsFromRoot(TEST_JWT_ROOT),
      clientDir: null,
      now: () => t.clock.now,
      mailer: t.mailer,
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(url, {
      ticket: await streamTicket(url, team.nurse.accessToken),
    });
    await stream.waitFor((e) => e.event === 'ready');
    await app.close();
    await stream.ended;
    expect(stream.events.at(-1)).toMatchObject({ event: 'end', data: '{"reason":"shutdown"}' });
  });
});
