import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { call, createPatient, identifiablePatient } from '../../test-support/patients';
import {
  createTestContext,
  errorOf,
  signUpUser,
  type TestContext,
} from '../../test-support/test-app';

let t: TestContext;
let team: Team;
let patientId: string;

beforeAll(async () => {
  t = await createTestContext();
  team = await signUpTeam(t.app, 'Session Hospital');
  patientId = (
    await createPatient(t.app, team.oncologist.accessToken, identifiablePatient('Sessy'))
  ).id;
});
afterAll(async () => t.close());

describe('care sessions', () => {
  it('start, start again (same session), list active, end (stamps endTime), end again (409)', async () => {
    const nurse = team.nurse.accessToken;
    const started = await call(t.app, nurse, 'POST', '/api/care-sessions', { patientId });
    expect(started.statusCode).toBe(201);
    const session = started.json();
    expect(session).toMatchObject({
      patientId,
      patientLabel: expect.stringMatching(/^Sessy, /),
      startTime: new Date(t.clock.now).toISOString(),
      endTime: null,
    });
    const again = await call(t.app, nurse, 'POST', '/api/care-sessions', { patientId });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(session.id);
    const active = await call(t.app, nurse, 'GET', '/api/care-sessions?active=true');
    expect(active.json().items.map((s: { id: string }) => s.id)).toEqual([session.id]);
    // Another clinician's session is not theirs to end, nor in their list.
    expect(
      (
        await call(
          t.app,
          team.oncologist.accessToken,
          'POST',
          `/api/care-sessions/${session.id}/end`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, team.oncologist.accessToken, 'GET', '/api/care-sessions')).json().items,
    ).toEqual([]);
    t.clock.now += 30 * 60_000;
    const ended = await call(t.app, nurse, 'POST', `/api/care-sessions/${session.id}/end`);
    expect(ended.json()).toMatchObject({
      id: session.id,
      endTime: new Date(t.clock.now).toISOString(),
    });
    expect(
      (await call(t.app, nurse, 'POST', `/api/care-sessions/${session.id}/end`)).statusCode,
    ).toBe(409);
    expect(
      (await call(t.app, nurse, 'GET', '/api/care-sessions?active=true')).json().items,
    ).toEqual([]);
    const past = await call(t.app, nurse, 'GET', '/api/care-sessions?active=false');
    expect(past.json().items.map((s: { id: string }) => s.id)).toEqual([session.id]);
    // After the end, a new session can start.
    expect((await call(t.app, nurse, 'POST', '/api/care-sessions', { patientId })).statusCode).toBe(
      201,
    );
  });

  it('400 for a bad body or filter; 404 for another institution’s patient or an unknown session', async () => {
    const onc = team.oncologist.accessToken;
    const bad = await call(t.app, onc, 'POST', '/api/care-sessions', { patientId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain('patientId');
    expect((await call(t.app, onc, 'GET', '/api/care-sessions?active=yes')).statusCode).toBe(400);
    const elsewhere = await signUpUser(t.app, { role: 'oncologist', institution: 'Away' });
    expect(
      (await call(t.app, elsewhere.accessToken, 'POST', '/api/care-sessions', { patientId }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          t.app,
          onc,
          'POST',
          '/api/care-sessions/00000000-0000-4000-8000-000000000000/end',
        )
      ).statusCode,
    ).toBe(404);
  });

  it('researchers and students, who see de-identified records, have none', async () => {
    for (const token of [team.researcher.accessToken, team.student.accessToken]) {
      expect(
        (await call(t.app, token, 'POST', '/api/care-sessions', { patientId })).statusCode,
      ).toBe(403);
      expect((await call(t.app, token, 'GET', '/api/care-sessions')).statusCode).toBe(403);
    }
  });
});
