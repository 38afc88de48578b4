import { describe, expect, it } from 'vitest';
import {
  isCanonicalUuid,
  isJwtShape,
  isSignOutScope,
  isUuid,
  signOutScopeSchema,
} from './auth-shapes';

// SPEC §5: ids are UUIDs; a token has three base64url parts; sign-out scope global/local/others.
describe('isUuid / isCanonicalUuid', () => {
  it.each([
    ['3f2b8c1e-9d4a-4e7b-8f6a-2c1d0e9b7a65', true, true],
    ['00000000-0000-0000-0000-000000000000', true, true],
    ['3F2B8C1E-9D4A-4E7B-8F6A-2C1D0E9B7A65', true, false],
    ['3f2b8c1e9d4a4e7b8f6a2c1d0e9b7a65', false, false],
    ['3f2b8c1e-9d4a-4e7b-8f6a-2c1d0e9b7a6', false, false],
    ['3f2b8c1e-9d4a-4e7b-8f6a-2c1d0e9b7a65 ', false, false],
    ['{3f2b8c1e-9d4a-4e7b-8f6a-2c1d0e9b7a65}', false, false],
    ['g3f2b8c1-9d4a-4e7b-8f6a-2c1d0e9b7a65', false, false],
    ['', false, false],
  ])('%j → uuid %s, canonical %s', (value, uuid, canonical) => {
    expect(isUuid(value)).toBe(uuid);
    expect(isCanonicalUuid(value)).toBe(canonical);
  });
});

describe('isJwtShape', () => {
  // A real HS256 token shape: header {"alg":"HS256","typ":"JWT"}, payload {"sub":"1"}.
  const header = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9';
  const payload = 'eyJzdWIiOiIxIn0';
  const signature = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  it.each([
    [`${header}.${payload}.${signature}`, true],
    [`${header}.${payload}`, false],
    [`${header}.${payload}.${signature}.x1`, false],
    [`${header}.${payload}.`, false],
    [`.${payload}.${signature}`, false],
    [`${header}.${payload}=.${signature}`, false],
    [`${header}.${payload}.${signature.replace('-', '+')}`, false],
    [`${header}.${payload}.abcde`, false],
    [`${header}.${payload}.abc`, true],
    ['', false],
  ])('%j → %s', (token, ok) => {
    expect(isJwtShape(token)).toBe(ok);
  });
});

describe('sign-out scope', () => {
  it.each([
    ['global', true],
    ['local', true],
    ['others', true],
    ['GLOBAL', false],
    ['all', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (scope, ok) => {
    expect(isSignOutScope(scope)).toBe(ok);
    expect(signOutScopeSchema.safeParse(scope).success).toBe(ok);
  });
});
