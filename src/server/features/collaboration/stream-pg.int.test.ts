import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../../db/client';
import { buildApp } from '../../app';
import { serverEnvSchema } from '../../config';
import { secretsFromRoot } from '../../lib/secrets';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { call, createPatient, identifiablePatient } from '../../test-support/patients';
import { openStream, streamTicket } from '../../test-support/sse-client';
import { CapturingMailer, createTestDb, TEST_JWT_ROOT } from '../../test-support/test-app';

/*
 * Two server instances sharing one PostgreSQL (as behind a load balancer): each has its own
 * connection pool and its own LISTEN connection, and a comment written through one reaches the
 * streams open on the other. Runs only on PostgreSQL (`npm run test:pg`, DATABASE_URL set).
 */

const onPostgres = Boolean(process.env.DATABASE_URL);

let first: DbHandle;
let second: DbHandle;
let a: FastifyInstance;
let b: FastifyInstance;
let urlA: string;
let urlB: string;
let team: Team;
let patientId: string;

async function instance(db: DbHandle) {
  const app = await buildApp({
    env: serverEnvSchema.parse({ RATE_LIMIT_PER_MINUTE: '100000' }),
    db,
    secrets: secretsFromRoot(TEST_JWT_ROOT),
    clientDir: null,
    mailer: new CapturingMailer(),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

beforeAll(async () => {
  if (!onPostgres) return;
  first = await createTestDb();
  // The same throw-away database, through a pool of its own.
  const pool = (first.db as unknown as { $client: { options: { connectionString: string } } })
    .$client;
  second = await createDb({ databaseUrl: pool.options.connectionString, poolSize: 4 });
  ({ app: a, url: urlA } = await instance(first));
  ({ app: b, url: urlB } = await instance(second));
  team = await signUpTeam(a, 'Two Instance Hospital');
  patientId = (
    await createPatient(a, team.oncologist.accessToken, identifiablePatient('Twinserver'))
  ).id;
});

afterAll(async () => {
  if (!onPostgres) return;
  await a?.close();
  await b?.close();
  await second?.close();
  await first?.close();
});

const data = (e: { data: string }) => JSON.parse(e.data) as Record<string, unknown>;

async function comment(app: FastifyInstance, token: string, threadId: string, body: string) {
  const res = await call(app, token, 'POST', `/api/collaboration/threads/${threadId}/comments`, {
    body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

describe.skipIf(!onPostgres)('live updates across two server instances on PostgreSQL', () => {
  it('delivers each instance’s comments to the streams open on the other', async () => {
    const ticket = await fetch(`${urlB}/api/collaboration/stream-tickets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${team.pharmacist.accessToken}` },
    });
    expect((await ticket.json()).mode).toBe('postgres-listen-notify');

    // The pharmacist listens on B, the oncologist on A (a ticket works on any instance).
    const onB = await openStream(urlB, {
      ticket: await streamTicket(urlA, team.pharmacist.accessToken),
    });
    const onA = await openStream(urlA, {
      ticket: await streamTicket(urlB, team.oncologist.accessToken),
    });
    await onB.waitFor((e) => e.event === 'ready');
    await onA.waitFor((e) => e.event === 'ready');

    const created = await call(
      a,
      team.oncologist.accessToken,
      'POST',
      '/api/collaboration/threads',
      {
        patientId,
        title: 'Across instances',
        body: 'Written on A',
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    const threadId = (created.json() as { id: string }).id;
    await onB.waitFor((e) => e.event === 'thread.created' && data(e).threadId === threadId);

    const fromA = await comment(a, team.oncologist.accessToken, threadId, 'From A');
    await onB.waitFor((e) => e.event === 'comment.created' && data(e).commentId === fromA);
    const fromB = await comment(b, team.pharmacist.accessToken, threadId, 'From B');
    await onA.waitFor((e) => e.event === 'comment.created' && data(e).commentId === fromB);
    // The writer's own instance hears it through LISTEN too, once.
    await onB.waitFor((e) => e.event === 'comment.created' && data(e).commentId === fromB);
    expect(
      onB.events.filter((e) => data(e).commentId === fromB && e.event === 'comment.created'),
    ).toHaveLength(1);

    // The oncologist opened the thread, so the pharmacist's reply notifies them, on A.
    await onA.waitFor((e) => e.event === 'notification.created' && data(e).commentId === fromB);
    onA.close();
    onB.close();
  });

  it('replays from the shared log on any instance after Last-Event-ID', async () => {
    const created = await call(a, team.nurse.accessToken, 'POST', '/api/collaboration/threads', {
      patientId,
      title: 'Replay across instances',
      body: 'Start',
    });
    const threadId = (created.json() as { id: string }).id;
    const onA = await openStream(urlA, {
      ticket: await streamTicket(urlA, team.student.accessToken),
    });
    const ready = await onA.waitFor((e) => e.event === 'ready');
    onA.close();
    const missed = [
      await comment(b, team.nurse.accessToken, threadId, 'While away 1'),
      await comment(a, team.oncologist.accessToken, threadId, 'While away 2'),
    ];
    const onB = await openStream(urlB, {
      ticket: await streamTicket(urlB, team.student.accessToken),
      lastEventId: ready.id!,
    });
    await onB.waitFor((e) => e.event === 'ready');
    expect(
      onB.events.filter((e) => e.event === 'comment.created').map((e) => data(e).commentId),
    ).toEqual(missed);
    onB.close();
  });

  it('catches up from the log when its LISTEN connection is lost', async () => {
    const created = await call(a, team.nurse.accessToken, 'POST', '/api/collaboration/threads', {
      patientId,
      title: 'Connection lost',
      body: 'Start',
    });
    const threadId = (created.json() as { id: string }).id;
    const onB = await openStream(urlB, {
      ticket: await streamTicket(urlB, team.pharmacist.accessToken),
    });
    await onB.waitFor((e) => e.event === 'ready');
    await second.exec(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()",
    );
    const whileDown = await comment(a, team.nurse.accessToken, threadId, 'While B reconnects');
    await onB.waitFor(
      (e) => e.event === 'comment.created' && data(e).commentId === whileDown,
      20_000,
    );
    onB.close();
  });
});
