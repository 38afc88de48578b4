import { describe, expect, it } from 'vitest';
import { asksOpenId, resourceScopes } from './smart-protocol';

/* SMART App Launch 2.2.0, "Scopes and Launch Context": v1 read → v2 rs, write → cud, * → cruds. */
describe('resourceScopes', () => {
  it.each([
    [['patient/*.read'], ['permission-v2'], ['patient/*.rs']],
    [['patient/*.read'], ['permission-v1'], ['patient/*.read']],
    [['patient/*.read'], [], ['patient/*.read']],
    [['user/Observation.write'], ['permission-v2'], ['user/Observation.cud']],
    [['system/*.*'], ['permission-v1', 'permission-v2'], ['system/*.cruds']],
    [
      ['patient/Observation.rs?category=laboratory'],
      ['permission-v2'],
      ['patient/Observation.rs?category=laboratory'],
    ],
    [['offline_access'], ['permission-v2'], ['offline_access']],
  ])('%j with %j → %j', (configured, capabilities, expected) => {
    expect(resourceScopes(configured, capabilities)).toEqual(expected);
  });
});

describe('asksOpenId', () => {
  it('asks when OpenID Connect is advertised or nothing is published; not otherwise', () => {
    expect(asksOpenId(null)).toBe(true);
    expect(asksOpenId({ issuer: 'x', jwksUri: 'y', capabilities: ['sso-openid-connect'] })).toBe(
      true,
    );
    expect(asksOpenId({ issuer: null, jwksUri: null, capabilities: ['launch-ehr'] })).toBe(false);
  });
});
