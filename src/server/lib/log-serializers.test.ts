import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeDbError, statementName } from '../../db/errors';
import { serializeError, serializeRequest, withSafeErrorLogging } from './log-serializers';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';

/** A failure as node-postgres or PGlite raises it, wrapped by drizzle as the services see it. */
function failedInsert() {
  const driver = Object.assign(new Error('duplicate key value violates unique constraint'), {
    code: '23505',
    constraint: 'auth_accounts_email_idx',
    detail: 'Key (lower(email))=(ada@example.org) already exists.',
    query: 'insert into "auth_accounts" ("id", "email", "password_hash") values ($1, $2, $3)',
    params: ['0000', 'ada@example.org', HASH],
  });
  return new DrizzleQueryError(
    'insert into "auth_accounts" ("id", "email", "password_hash") values ($1, $2, $3)',
    ['0000', 'ada@example.org', HASH],
    driver,
  );
}

describe('statementName', () => {
  it.each([
    ['insert into "users" ("id") values ($1)', 'insert users'],
    ['update "auth_sessions" set "revoked_at" = $1 where "id" = $2', 'update auth_sessions'],
    ['delete from "mfa_factors" where "id" = $1', 'delete mfa_factors'],
    ['select "id", "email" from "auth_accounts" where lower(email) = $1', 'select auth_accounts'],
    ["select 'ada@example.org'::text", 'select'],
    ['  -- comment\n  create table x ()', 'create'],
    ['', 'statement'],
  ])('%s → %s', (sql, name) => {
    expect(statementName(sql)).toBe(name);
  });
});

describe('describeDbError', () => {
  it('keeps the code, statement and constraint of a wrapped driver error', () => {
    expect(describeDbError(failedInsert())).toEqual({
      code: '23505',
      statement: 'insert auth_accounts',
      constraint: 'auth_accounts_email_idx',
    });
  });

  it('is null for errors that are not from the database', () => {
    expect(describeDbError(new Error('boom'))).toBeNull();
    expect(describeDbError(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeNull();
  });
});

describe('serializeError', () => {
  it('logs a database failure without its SQL values, parameters or detail', () => {
    const logged = JSON.stringify(serializeError(failedInsert()));
    expect(logged).toContain('23505');
    expect(logged).toContain('insert auth_accounts');
    expect(logged).not.toContain('ada@example.org');
    expect(logged).not.toContain('argon2');
    expect(logged).not.toContain('values');
  });

  it('keeps type, message and code of other errors but none of their other properties', () => {
    const err = Object.assign(new Error('GitHub said no'), {
      code: 'E_GITHUB',
      request: { headers: { authorization: 'token ghp_secret' } },
    });
    const logged = serializeError(err);
    expect(logged).toMatchObject({ type: 'Error', message: 'GitHub said no', code: 'E_GITHUB' });
    expect(JSON.stringify(logged)).not.toContain('ghp_secret');
  });

  it('is installed into any logger configuration', () => {
    expect(withSafeErrorLogging(false)).toBe(false);
    expect(withSafeErrorLogging(true)).toEqual({
      serializers: { err: serializeError, req: serializeRequest },
    });
    expect(withSafeErrorLogging({ level: 'warn' })).toMatchObject({
      level: 'warn',
      serializers: { err: serializeError },
    });
  });
});

describe('serializeRequest (issue 21: no query strings, no names in the log)', () => {
  it.each([
    [
      { method: 'GET', routeOptions: { url: '/api/patients' }, params: {} },
      { method: 'GET', route: '/api/patients' },
    ],
    [
      {
        method: 'GET',
        routeOptions: { url: '/api/patients/:id' },
        params: { id: '0b6f6a34-7c52-4c1e-9f4e-2d8d3c1a9e10' },
      },
      {
        method: 'GET',
        route: '/api/patients/:id',
        params: { id: '0b6f6a34-7c52-4c1e-9f4e-2d8d3c1a9e10' },
      },
    ],
    [
      { method: 'GET', routeOptions: { url: '/api/patients/:id' }, params: { id: 'Xanthopoulou' } },
      { method: 'GET', route: '/api/patients/:id', params: { id: '[not an id]' } },
    ],
    [
      {
        method: 'GET',
        routeOptions: { url: '/api/trials/:nctId' },
        params: { nctId: 'NCT01234567' },
      },
      { method: 'GET', route: '/api/trials/:nctId', params: { nctId: 'NCT01234567' } },
    ],
    [
      { method: 'GET', routeOptions: undefined, params: {} },
      { method: 'GET', route: '(no route)' },
    ],
  ])('%j', (req, want) => {
    expect(serializeRequest(req)).toEqual(want);
  });
});
