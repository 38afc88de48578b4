import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { serverLoggerOptions } from './server-logger';

/** One line logged through the server's own logger configuration, parsed. */
function logged(object: Record<string, unknown>): Record<string, unknown> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const { stream: destination, ...options } = serverLoggerOptions('info', stream);
  pino(options, destination).info(object, 'line');
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe('serverLoggerOptions: what never reaches the log', () => {
  it.each([
    ['a bearer token', { req: { headers: { authorization: 'Bearer eyJsecret' } } }, 'eyJsecret'],
    ['a session cookie', { req: { headers: { cookie: 'sid=abc123' } } }, 'abc123'],
    ['a password', { body: { password: 'Correct-Horse-9' } }, 'Correct-Horse-9'],
    ['a refresh token', { body: { refresh_token: 'rt-5f2a' } }, 'rt-5f2a'],
    ['a recovery token hash', { query: { token_hash: 'th-77a1' } }, 'th-77a1'],
    ['an MRN', { record: { mrn: 'MRN-0042-X' } }, 'MRN-0042-X'],
    ['a first name', { record: { firstName: 'Adaline' } }, 'Adaline'],
    ['a last name', { record: { lastName: 'Quennell' } }, 'Quennell'],
    ['a date of birth', { record: { dateOfBirth: '1951-03-14' } }, '1951-03-14'],
    ['demographics', { record: { demographics: { zip: '02139' } } }, '02139'],
    ['a whole patient', { patient: { firstName: 'Adaline', mrn: 'MRN-0042-X' } }, 'Adaline'],
  ])('%s', (_what, object, secret) => {
    const line = logged(object);
    expect(JSON.stringify(line)).not.toContain(secret);
    expect(JSON.stringify(line)).toContain('[REDACTED]');
  });

  it('keeps what operators need beside them', () => {
    const line = logged({
      req: { method: 'GET', route: '/api/patients/:id' },
      record: { mrn: 'x' },
    });
    expect(line).toMatchObject({
      req: { method: 'GET', route: '/api/patients/:id' },
      record: { mrn: '[REDACTED]' },
      msg: 'line',
    });
  });
});
