import { describe, expect, it } from 'vitest';
import { loadServerEnv } from './config';

describe('loadServerEnv', () => {
  it('reads AUTH_LOG_RECOVERY_LINKS as a boolean, off by default', () => {
    expect(loadServerEnv({}).AUTH_LOG_RECOVERY_LINKS).toBe(false);
    expect(loadServerEnv({ AUTH_LOG_RECOVERY_LINKS: 'true' }).AUTH_LOG_RECOVERY_LINKS).toBe(true);
    expect(() => loadServerEnv({ AUTH_LOG_RECOVERY_LINKS: 'yes' })).toThrow(
      /AUTH_LOG_RECOVERY_LINKS/,
    );
  });

  it('refuses to print recovery links in production', () => {
    expect(() =>
      loadServerEnv({ AUTH_LOG_RECOVERY_LINKS: 'true', NODE_ENV: 'production' }),
    ).toThrow(/AUTH_LOG_RECOVERY_LINKS: must not be true when NODE_ENV=production/);
    expect(loadServerEnv({ NODE_ENV: 'production' }).AUTH_LOG_RECOVERY_LINKS).toBe(false);
  });
});
