import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  captureLogs,
  createTestContext,
  signUpUser,
  type TestContext,
} from './test-support/test-app';

/**
 * Issue 10 item 3: a failed query used to log its parameters (argon2 hashes, e-mail addresses,
 * names, feedback text). Runs on PGlite, and on PostgreSQL under `npm run test:pg`.
 */
const logs = captureLogs('error');
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ logger: logs.logger });
});
afterAll(async () => {
  await t.close();
});

describe('a failing query in the log', () => {
  it('shows the SQLSTATE and a statement name, never SQL values or parameters', async () => {
    const u = await signUpUser(t.app, { role: 'nurse' });
    // The database refuses the write, repeating the value in its own message as PostgreSQL does.
    await t.db.exec(`
      create or replace function refuse_profile() returns trigger as $$
      begin raise exception 'refused name %', new.first_name; end; $$ language plpgsql;
      create trigger refuse_profile_update before update on users for each row
        execute function refuse_profile();`);
    try {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: bearer(u.accessToken),
        payload: { firstName: 'Zebedee-Private' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('Zebedee');
    } finally {
      await t.db.exec(
        'drop trigger refuse_profile_update on users; drop function refuse_profile();',
      );
    }
    const text = logs.text();
    expect(text).toContain('"code":"P0001"');
    expect(text).toContain('"statement":"update users"');
    expect(text).not.toContain('Zebedee');
    expect(text).not.toContain(u.email);
    expect(text).not.toMatch(/params|\$argon2/);
  });
});
