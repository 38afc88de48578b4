import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { call, createPatient, identifiablePatient } from '../../test-support/patients';
import {
  createTestContext,
  errorOf,
  signUpUser,
  type SignedUp,
  type TestContext,
} from '../../test-support/test-app';

/*
 * Case discussions over the API (PGlite): institution scope, roles, de-identified headers and
 * redacted free text for researchers and students, mentions and replies that notify, audit.
 * The live stream has its own suites (stream.int.test.ts, and on PostgreSQL stream-pg.int.test.ts).
 */

let t: TestContext;
let team: Team;
let outsider: SignedUp;
let patientId: string;
let outsiderPatientId: string;
const surname = 'Quarrendon';
const input = identifiablePatient(surname);
const mrn = input.demographics.mrn;
const dob = input.demographics.dateOfBirth;

beforeAll(async () => {
  t = await createTestContext();
  team = await signUpTeam(t.app, 'Discussion Hospital');
  outsider = await signUpUser(t.app, { role: 'oncologist', institution: 'Elsewhere Clinic' });
  patientId = (await createPatient(t.app, team.oncologist.accessToken, input)).id;
  outsiderPatientId = (
    await createPatient(t.app, outsider.accessToken, identifiablePatient('Outerfield'))
  ).id;
});
afterAll(async () => t.close());

const onc = () => team.oncologist.accessToken;

interface ThreadDetail {
  id: string;
  title: string;
  status: string;
  patient: { id: string; label: string; identified: boolean; ageYears: number | null };
  comments: Array<{ id: string; body: string; createdAt: string; author: { id: string } | null }>;
  canResolve: boolean;
  deidentified: boolean;
  createdAt: string;
}

async function startThread(
  token: string,
  over: Record<string, unknown> = {},
): Promise<ThreadDetail> {
  const res = await call(t.app, token, 'POST', '/api/collaboration/threads', {
    patientId,
    title: `Capecitabine dose for ${surname}?`,
    body: `${surname} (${mrn}, born ${dob}) has DPYD *1/*2A; INR 3.4 on 2025-02-01. Thoughts?`,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const comment = (token: string, threadId: string, body: unknown) =>
  call(t.app, token, 'POST', `/api/collaboration/threads/${threadId}/comments`, body);

describe('access', () => {
  it('asks for a sign-in on every route (401)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/collaboration/threads'],
      ['POST', '/api/collaboration/threads'],
      ['GET', `/api/collaboration/threads/${id}`],
      ['POST', `/api/collaboration/threads/${id}/comments`],
      ['POST', `/api/collaboration/threads/${id}/resolve`],
      ['GET', '/api/collaboration/members'],
      ['GET', '/api/collaboration/notifications'],
      ['GET', '/api/collaboration/notifications/unread-count'],
      ['POST', '/api/collaboration/notifications/read'],
      ['POST', '/api/collaboration/stream-tickets'],
    ] as const) {
      const res = await call(t.app, null, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('keeps discussions inside the institution: another institution’s thread or patient is a 404', async () => {
    const thread = await startThread(onc());
    const read = await call(
      t.app,
      outsider.accessToken,
      'GET',
      `/api/collaboration/threads/${thread.id}`,
    );
    expect(read.statusCode).toBe(404);
    expect((await comment(outsider.accessToken, thread.id, { body: 'hello' })).statusCode).toBe(
      404,
    );
    const resolve = await call(
      t.app,
      outsider.accessToken,
      'POST',
      `/api/collaboration/threads/${thread.id}/resolve`,
    );
    expect(resolve.statusCode).toBe(404);
    const list = await call(t.app, outsider.accessToken, 'GET', '/api/collaboration/threads');
    expect(list.json().items).toEqual([]);
    const foreign = await call(t.app, onc(), 'POST', '/api/collaboration/threads', {
      patientId: outsiderPatientId,
      title: 'Not ours',
      body: 'Should not work',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ patientId, title: 'ok title', body: '' }, 'body.body'],
      [{ patientId, title: 'x', body: 'fine' }, 'body.title'],
      [{ patientId: 'nope', title: 'ok title', body: 'fine' }, 'body.patientId'],
      [{ patientId, title: 'ok title', body: 'fine', mentions: ['nope'] }, 'body.mentions'],
      [{ patientId, title: 'ok title', body: 'fine', extra: 1 }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await call(t.app, onc(), 'POST', '/api/collaboration/threads', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).message).toContain(field);
    }
    const bad = await call(t.app, onc(), 'GET', '/api/collaboration/threads?status=maybe');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain('querystring.status');
  });

  it('refuses to @mention someone outside the institution (400)', async () => {
    const res = await call(t.app, onc(), 'POST', '/api/collaboration/threads', {
      patientId,
      title: 'Mention outsider',
      body: 'Hi @outsider',
      mentions: [outsider.id],
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('body.mentions');
    expect(errorOf(res).message).toContain(outsider.id);
  });
});

describe('threads and comments', () => {
  it('starts a discussion with its first comment and lists it for the institution', async () => {
    const thread = await startThread(onc(), { title: 'Warfarin and capecitabine' });
    expect(thread).toMatchObject({
      title: 'Warfarin and capecitabine',
      status: 'open',
      canResolve: true,
      deidentified: false,
      patient: {
        id: patientId,
        label: `${surname}, ${input.demographics.firstName}`,
        identified: true,
      },
    });
    expect(thread.comments).toHaveLength(1);
    expect(thread.comments[0]!.body).toContain(mrn);
    const list = await call(t.app, team.nurse.accessToken, 'GET', '/api/collaboration/threads');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((i: { id: string }) => i.id)).toContain(thread.id);
  });

  it('adds comments in order and refuses them once resolved (409) until reopened', async () => {
    const thread = await startThread(onc());
    const first = await comment(team.pharmacist.accessToken, thread.id, { body: 'Reduce to 50%.' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      body: 'Reduce to 50%.',
      author: { id: team.pharmacist.id },
    });
    await comment(team.nurse.accessToken, thread.id, { body: 'Noted.' });
    const detail = (
      await call(t.app, onc(), 'GET', `/api/collaboration/threads/${thread.id}`)
    ).json() as ThreadDetail;
    expect(detail.comments.map((c) => c.body.slice(0, 14))).toEqual([
      thread.comments[0]!.body.slice(0, 14),
      'Reduce to 50%.',
      'Noted.',
    ]);

    const resolved = await call(
      t.app,
      onc(),
      'POST',
      `/api/collaboration/threads/${thread.id}/resolve`,
    );
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      resolvedBy: { id: team.oncologist.id },
    });
    const late = await comment(team.nurse.accessToken, thread.id, { body: 'One more thing' });
    expect(late.statusCode).toBe(409);
    const again = await call(
      t.app,
      onc(),
      'POST',
      `/api/collaboration/threads/${thread.id}/resolve`,
    );
    expect(again.statusCode).toBe(409);
    const reopened = await call(
      t.app,
      team.nurse.accessToken,
      'POST',
      `/api/collaboration/threads/${thread.id}/reopen`,
    );
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'open', resolvedBy: null, resolvedAt: null });
  });

  it('lets a student resolve only a discussion they started (403 otherwise)', async () => {
    const theirs = await startThread(onc());
    const denied = await call(
      t.app,
      team.student.accessToken,
      'POST',
      `/api/collaboration/threads/${theirs.id}/resolve`,
    );
    expect(denied.statusCode).toBe(403);
    const own = await startThread(team.student.accessToken, { title: 'Question from a student' });
    expect(own.canResolve).toBe(true);
    const ok = await call(
      t.app,
      team.student.accessToken,
      'POST',
      `/api/collaboration/threads/${own.id}/resolve`,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('filters by status, by “mine” and by mentions', async () => {
    const mine = await startThread(team.researcher.accessToken, { title: 'Researcher asks' });
    const mentioning = await startThread(onc(), {
      title: 'For the researcher',
      body: '@Test User have a look',
      mentions: [team.researcher.id],
    });
    const ids = async (query: string) =>
      (await call(t.app, team.researcher.accessToken, 'GET', `/api/collaboration/threads?${query}`))
        .json()
        .items.map((i: { id: string }) => i.id);
    expect(await ids('filter=mine')).toEqual([mine.id]);
    expect(await ids('filter=mentions')).toEqual([mentioning.id]);
    const resolvedOnly = await ids('status=resolved');
    expect(resolvedOnly).not.toContain(mine.id);
    expect(await ids(`patientId=${outsiderPatientId}`)).toEqual([]);
  });

  it('suggests active colleagues of the institution for @mentions', async () => {
    const res = await call(t.app, onc(), 'GET', '/api/collaboration/members?q=test%20us');
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((i: { id: string }) => i.id);
    expect(ids).toEqual(expect.arrayContaining([team.pharmacist.id, team.student.id]));
    expect(ids).not.toContain(outsider.id);
    expect(res.json().items[0]).toEqual({
      id: expect.any(String),
      name: 'Test User',
      role: expect.any(String),
    });
  });
});

describe('researchers and students', () => {
  it.each([
    ['researcher', 'Subject'],
    ['student', 'Case Study'],
  ] as const)(
    'a %s sees a de-identified case header and redacted free text',
    async (role, word) => {
      const thread = await startThread(onc());
      await comment(team.pharmacist.accessToken, thread.id, {
        body: `Spoke with ${surname}'s daughter; see ${mrn}. Next INR 2025-02-08.`,
      });
      const res = await call(
        t.app,
        team[role].accessToken,
        'GET',
        `/api/collaboration/threads/${thread.id}`,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json() as ThreadDetail;
      expect(body.deidentified).toBe(true);
      expect(body.patient.identified).toBe(false);
      expect(body.patient.label).toMatch(new RegExp(`^${word} [0-9A-Z]{4}-[0-9A-Z]{4}$`));
      for (const identifier of [surname, mrn, dob, input.demographics.firstName]) {
        expect(res.body).not.toContain(identifier);
      }
      // Issue 21: a clinician's free text about an identified patient is withheld by default.
      expect(body.title).toBe('title withheld: free text about an identified patient');
      expect(body.comments.map((c) => c.body)).toEqual([
        'comment withheld: free text about an identified patient',
        'comment withheld: free text about an identified patient',
      ]);
      expect(res.body).not.toContain('2025-02-08');
      // A comment by a de-identified role (who never saw the identifiers) stays, redacted and shifted.
      const own = await comment(team[role].accessToken, thread.id, {
        body: `Is ${surname} the one with the INR of 3.4 on 2025-02-01?`,
      });
      expect(own.statusCode, own.body).toBe(201);
      expect(own.json().body).toMatch(
        /^Is \[redacted\] the one with the INR of 3\.4 on \d{4}-\d{2}-\d{2}\?$/,
      );
      expect(own.json().body).not.toContain('2025-02-01');
      const identified = (
        await call(t.app, onc(), 'GET', `/api/collaboration/threads/${thread.id}`)
      ).json() as ThreadDetail;
      expect(body.createdAt).not.toBe(identified.createdAt);
      expect(Date.parse(body.createdAt)).toBeLessThan(Date.parse(identified.createdAt));

      const list = await call(t.app, team[role].accessToken, 'GET', '/api/collaboration/threads');
      for (const identifier of [surname, mrn, input.demographics.firstName]) {
        expect(list.body).not.toContain(identifier);
      }
    },
  );
});

describe('notifications', () => {
  it('notifies a mentioned colleague in-app and by e-mail, without the patient', async () => {
    const before = (
      await call(
        t.app,
        team.student.accessToken,
        'GET',
        '/api/collaboration/notifications/unread-count',
      )
    ).json().unread;
    const sent = t.mailer.sent.length;
    const thread = await startThread(onc(), {
      title: `Teaching point on ${surname}`,
      body: '@Test User what would you check first?',
      mentions: [team.student.id],
    });
    const count = await call(
      t.app,
      team.student.accessToken,
      'GET',
      '/api/collaboration/notifications/unread-count',
    );
    expect(count.json().unread).toBe(before + 1);
    const list = await call(
      t.app,
      team.student.accessToken,
      'GET',
      '/api/collaboration/notifications',
    );
    expect(list.statusCode).toBe(200);
    const [latest] = list.json().items;
    expect(latest).toMatchObject({
      kind: 'mention',
      threadId: thread.id,
      threadTitle: 'title withheld: free text about an identified patient',
      actor: { id: team.oncologist.id },
      readAt: null,
    });
    expect(list.json().email).toBe(true);
    expect(list.body).not.toContain(surname);

    await expect.poll(() => t.mailer.sent.length).toBe(sent + 1);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(team.student.email);
    expect(mail.subject).toBe('OncoCDS: you were mentioned in a case discussion');
    expect(mail.link).toBe(`http://127.0.0.1:3000/collaboration?thread=${thread.id}`);
    for (const identifier of [surname, mrn, dob, 'Teaching point']) {
      expect(`${mail.subject}\n${mail.text}`).not.toContain(identifier);
    }

    // Opening the discussion reads its notifications.
    await call(t.app, team.student.accessToken, 'GET', `/api/collaboration/threads/${thread.id}`);
    const after = await call(
      t.app,
      team.student.accessToken,
      'GET',
      '/api/collaboration/notifications/unread-count',
    );
    expect(after.json().unread).toBe(before);
  });

  it('notifies the others taking part of a reply, never the author', async () => {
    const thread = await startThread(team.nurse.accessToken, { title: 'Nurse question' });
    await comment(team.pharmacist.accessToken, thread.id, { body: 'Pharmacist answer' });
    const nurseList = (
      await call(
        t.app,
        team.nurse.accessToken,
        'GET',
        '/api/collaboration/notifications?unread=true',
      )
    ).json();
    expect(nurseList.items[0]).toMatchObject({ kind: 'reply', threadId: thread.id });
    const pharmacistList = (
      await call(
        t.app,
        team.pharmacist.accessToken,
        'GET',
        '/api/collaboration/notifications?unread=true',
      )
    ).json();
    expect(pharmacistList.items.map((i: { threadId: string }) => i.threadId)).not.toContain(
      thread.id,
    );

    await comment(team.nurse.accessToken, thread.id, { body: 'Thanks' });
    const pharmacistAfter = (
      await call(
        t.app,
        team.pharmacist.accessToken,
        'GET',
        '/api/collaboration/notifications?unread=true',
      )
    ).json();
    expect(pharmacistAfter.items[0]).toMatchObject({ kind: 'reply', threadId: thread.id });

    const read = await call(
      t.app,
      team.nurse.accessToken,
      'POST',
      '/api/collaboration/notifications/read',
      {
        all: true,
      },
    );
    expect(read.json()).toEqual({ unread: 0 });
    const empty = await call(
      t.app,
      team.nurse.accessToken,
      'POST',
      '/api/collaboration/notifications/read',
      {},
    );
    expect(empty.statusCode).toBe(400);
  });
});

describe('audit', () => {
  it('records every read and write of a patient’s discussion', async () => {
    const thread = await startThread(onc());
    await comment(team.pharmacist.accessToken, thread.id, { body: 'Agree' });
    await call(t.app, team.student.accessToken, 'GET', `/api/collaboration/threads/${thread.id}`);
    await call(t.app, onc(), 'POST', `/api/collaboration/threads/${thread.id}/resolve`);
    const rows = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'patient'), eq(auditLog.entityId, patientId)))
      .orderBy(asc(auditLog.id));
    const actions = rows.filter((r) => (r.details as { threadId?: string }).threadId === thread.id);
    expect(actions.map((r) => r.action)).toEqual([
      'collaboration.thread.create',
      'collaboration.comment.create',
      'collaboration.thread.read',
      'collaboration.thread.resolve',
    ]);
    const studentRead = actions.find((r) => r.action === 'collaboration.thread.read')!;
    expect(studentRead.actorId).toBe(team.student.id);
    expect(studentRead.details).toMatchObject({ role: 'student', view: 'deidentified' });
    const listed = rows.filter((r) => r.action === 'collaboration.threads.read');
    expect(listed.length).toBeGreaterThan(0);
  });
});

describe('sharing a de-identified version (issue 21)', () => {
  const leaky =
    "Annie's daughter Karen Lee-Wong (ph 617-555-0142, karen.leewong@example.com) lives at 12 Elm St, Boston MA 02118. Born 14 March 1958. MRN H-123.";

  it('refuses a shared version that still holds identifiers, naming each and where it is', async () => {
    const res = await call(t.app, onc(), 'POST', '/api/collaboration/threads', {
      patientId,
      title: `Bleeding on warfarin for ${surname}`,
      body: leaky,
      sharedTitle: 'Bleeding on warfarin with fluconazole',
      sharedBody: leaky,
    });
    expect(res.statusCode).toBe(400);
    const details = res.json().error.details as Array<{ path: string; message: string }>;
    expect(details.every((d) => d.path === 'body.sharedBody')).toBe(true);
    const said = details.map((d) => d.message).join(' | ');
    for (const secret of [
      '617-555-0142',
      'karen.leewong@example.com',
      '12 Elm St',
      '02118',
      '14 March 1958',
      'H-123',
      'Karen Lee-Wong',
      'Boston',
    ]) {
      expect(said).toContain(secret);
    }
    expect(said).toMatch(/at characters \d+–\d+/);
  });

  it('shows researchers and students the shared version, and clinicians both', async () => {
    const thread = await startThread(onc(), {
      sharedTitle: 'Capecitabine dose with a DPYD variant?',
      sharedBody:
        'DPYD *1/*2A heterozygous; INR 3.4 on warfarin. Reduce the fluoropyrimidine dose?',
    });
    const student = (
      await call(t.app, team.student.accessToken, 'GET', `/api/collaboration/threads/${thread.id}`)
    ).json();
    expect(student.title).toBe('Capecitabine dose with a DPYD variant?');
    expect(student.titleWithheld).toBe(false);
    expect(student.comments[0].body).toBe(
      'DPYD *1/*2A heterozygous; INR 3.4 on warfarin. Reduce the fluoropyrimidine dose?',
    );
    expect(student.comments[0].sharedBody).toBeNull();
    const clinician = (
      await call(t.app, onc(), 'GET', `/api/collaboration/threads/${thread.id}`)
    ).json();
    expect(clinician.title).toContain(surname);
    expect(clinician.sharedTitle).toBe('Capecitabine dose with a DPYD variant?');
    expect(clinician.comments[0].sharedBody).toContain('DPYD');
  });

  it('lets the author share later, withdraw, and no one else', async () => {
    const thread = await startThread(onc());
    const commentId = thread.comments[0]!.id;
    const url = `/api/collaboration/threads/${thread.id}/comments/${commentId}/shared`;
    expect((await call(t.app, null, 'PUT', url, { text: 'x' })).statusCode).toBe(401);
    expect(
      (await call(t.app, team.pharmacist.accessToken, 'PUT', url, { text: 'DPYD variant: dose?' }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, onc(), 'PUT', url, { text: 42 })).statusCode).toBe(400);
    expect(
      (
        await call(
          t.app,
          onc(),
          'PUT',
          `/api/collaboration/threads/${thread.id}/comments/00000000-0000-4000-8000-000000000000/shared`,
          { text: 'DPYD variant: dose?' },
        )
      ).statusCode,
    ).toBe(404);
    const bad = await call(t.app, onc(), 'PUT', url, { text: `Ask ${surname} on 3 April` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(surname);
    const ok = await call(t.app, onc(), 'PUT', url, { text: 'DPYD variant: what dose?' });
    expect(ok.statusCode, ok.body).toBe(200);
    const seen = () =>
      call(
        t.app,
        team.researcher.accessToken,
        'GET',
        `/api/collaboration/threads/${thread.id}`,
      ).then((r) => r.json());
    expect((await seen()).comments[0].body).toBe('DPYD variant: what dose?');
    const title = await call(
      t.app,
      onc(),
      'PUT',
      `/api/collaboration/threads/${thread.id}/shared-title`,
      { text: 'A DPYD question' },
    );
    expect(title.statusCode).toBe(200);
    expect((await seen()).title).toBe('A DPYD question');
    expect((await call(t.app, onc(), 'PUT', url, { text: null })).statusCode).toBe(200);
    expect((await seen()).comments[0].body).toBe(
      'comment withheld: free text about an identified patient',
    );
  });

  it('checks a draft for clinicians only', async () => {
    const url = '/api/collaboration/deidentify-check';
    expect(
      (await call(t.app, team.student.accessToken, 'POST', url, { patientId, text: 'Annie' }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, onc(), 'POST', url, { patientId })).statusCode).toBe(400);
    expect(
      (await call(t.app, outsider.accessToken, 'POST', url, { patientId, text: 'x' })).statusCode,
    ).toBe(404);
    const res = await call(t.app, onc(), 'POST', url, { patientId, text: leaky });
    expect(res.statusCode).toBe(200);
    expect(res.json().shareable).toBe(false);
    expect(res.json().findings.map((f: { kind: string }) => f.kind)).toEqual(
      expect.arrayContaining([
        'name',
        'phone',
        'email',
        'street-address',
        'zip',
        'date',
        'id-number',
      ]),
    );
    const clean = await call(t.app, onc(), 'POST', url, {
      patientId,
      text: 'Bleeding on warfarin with fluconazole',
    });
    expect(clean.json()).toEqual({ findings: [], shareable: true });
  });
});
