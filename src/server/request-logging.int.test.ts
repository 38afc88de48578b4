import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createPatient, identifiablePatient } from './test-support/patients';
import {
  captureLogs,
  createTestContext,
  signUpUser,
  type TestContext,
} from './test-support/test-app';

/**
 * Issue 21 finding 3: request URLs used to be logged with their query strings, so a search by
 * name or MRN put the identifiers in the server log. The log of a whole patient journey (create,
 * search by name and by MRN, read, alerts, discussion) must carry route patterns and ids only.
 */
const logs = captureLogs('info');
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ logger: logs.logger });
});
afterAll(async () => t.close());

describe('the server log of a patient journey', () => {
  it('holds route patterns and ids, and none of the identifiers used', async () => {
    const onc = await signUpUser(t.app, { role: 'oncologist', institution: 'Log Scan Hospital' });
    const input = identifiablePatient('Xanthopoulou', {});
    input.demographics.firstName = 'Perpetua';
    input.demographics.mrn = 'LOGSCAN-88421';
    input.medications = [{ drugName: 'warfarin' }, { drugName: 'fluconazole' }] as never;
    const patient = await createPatient(t.app, onc.accessToken, input);
    const steps: Array<[string, string, unknown?]> = [
      ['GET', '/api/patients?name=Perpetua%20Xanthopoulou'],
      ['GET', '/api/patients?mrn=LOGSCAN-88421'],
      ['GET', '/api/patients?q=Xanthopoulou&status=all'],
      ['GET', `/api/patients/${patient.id}`],
      ['GET', `/api/patients/${patient.id}/alerts`],
      [
        'POST',
        '/api/collaboration/threads',
        { patientId: patient.id, title: 'Perpetua Xanthopoulou INR', body: 'MRN LOGSCAN-88421' },
      ],
      ['GET', `/api/collaboration/threads?patientId=${patient.id}`],
      ['GET', '/api/patients/Xanthopoulou?mrn=LOGSCAN-88421'],
      ['GET', '/api/no-such-route?name=Perpetua'],
    ];
    for (const [method, url, body] of steps) {
      const res = await call(t.app, onc.accessToken, method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    const text = logs.text();
    expect(text).toContain('"route":"/api/patients/:id"');
    expect(text).toContain(patient.id);
    expect(text).toContain('"route":"/api/patients"');
    for (const identifier of [
      'Perpetua',
      'Xanthopoulou',
      'LOGSCAN-88421',
      '88421',
      input.demographics.dateOfBirth,
      onc.email,
      'name=',
      'mrn=',
      '?q=',
    ]) {
      expect(text, identifier).not.toContain(identifier);
    }
  });
});

describe('one line per request', () => {
  /** The lines logged for one request, found by the id the server sent back. */
  const linesOf = (requestId: unknown) =>
    logs.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId === requestId);

  it.each([
    ['an answered request', '/api/ping', 200],
    ['a refused one', '/api/patients', 401],
  ])(
    'logs %s once, when it completes, with its route, status and time',
    async (_l, url, status) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      const requestId = res.headers['x-request-id'];
      // The line is written when the response has finished, which may be just after inject resolves.
      await vi.waitFor(() =>
        expect(linesOf(requestId).map((l) => l.msg)).toContain('request completed'),
      );
      const lines = linesOf(requestId);
      expect(lines.map((l) => l.msg)).not.toContain('incoming request');
      expect(lines.find((l) => l.msg === 'request completed')).toMatchObject({
        level: 30,
        req: { method: 'GET', route: url },
        res: { statusCode: status },
        responseTime: expect.any(Number),
      });
    },
  );
});
