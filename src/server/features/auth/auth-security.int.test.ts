import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { authAccounts, authSessions, users } from '../../../db/schema';
import { secretsFromRoot } from '../../lib/secrets';
import {
  STRONG_PASSWORD,
  bearer,
  createTestContext,
  signUpUser,
  uniqueEmail,
  type TestContext,
} from '../../test-support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ serviceRoleKey: 'service-role-key-for-tests-only-0123456789' });
});
afterAll(async () => {
  await t.close();
});

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });

describe('role escalation', () => {
  it('PUT /user data cannot change the role', async () => {
    const u = await signUpUser(t.app, { role: 'student' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: bearer(u.accessToken),
      payload: { data: { role: 'oncologist', institution: 'Elsewhere' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_metadata.role).toBeUndefined();
    expect((await profile(u.accessToken)).json().role).toBe('student');
  });

  it('PATCH /api/profile refuses a role field and keeps the role', async () => {
    const u = await signUpUser(t.app, { role: 'nurse' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(u.accessToken),
      payload: { role: 'oncologist' },
    });
    expect(res.statusCode).toBe(400);
    expect((await profile(u.accessToken)).json().role).toBe('nurse');
  });

  it('a persona of another role is refused', async () => {
    const u = await signUpUser(t.app, { role: 'student' });
    const mine = (await profile(u.accessToken)).json().persona;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/persona',
      headers: bearer(u.accessToken),
      payload: { ...mine, role: 'oncologist' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('refresh tokens', () => {
  it('rotate on use; reusing a rotated token revokes the whole session', async () => {
    const u = await signUpUser(t.app, { role: 'pharmacist' });
    const first = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: u.refreshToken },
    });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(u.refreshToken);

    // Past the reuse grace window (two tabs refreshing at once are not theft).
    t.clock.now += 10_001;
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: u.refreshToken },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error_code).toBe('refresh_token_already_used');

    const child = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: rotated.refresh_token },
    });
    expect(child.statusCode).toBe(400);
    expect((await profile(rotated.access_token)).statusCode).toBe(401);
  });

  it('two tabs refreshing the same token at once both succeed and keep the session', async () => {
    const u = await signUpUser(t.app, { role: 'pharmacist' });
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=refresh_token',
        payload: { refresh_token: u.refreshToken },
      });
    const [a, b] = await Promise.all([refresh(), refresh()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    for (const tab of [a.json(), b.json()]) {
      expect((await profile(tab.access_token)).statusCode).toBe(200);
      const next = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=refresh_token',
        payload: { refresh_token: tab.refresh_token },
      });
      expect(next.statusCode).toBe(200);
    }
  });

  it('a rotated token presented again after the grace window ends the session', async () => {
    const u = await signUpUser(t.app, { role: 'pharmacist' });
    const first = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: u.refreshToken },
    });
    expect(first.statusCode).toBe(200);
    t.clock.now += 9_000;
    const retry = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: u.refreshToken },
    });
    expect(retry.statusCode).toBe(200);
    t.clock.now += 2_000;
    const late = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: u.refreshToken },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error_code).toBe('refresh_token_already_used');
    expect((await profile(first.json().access_token)).statusCode).toBe(401);
  });

  it('are stored only as hashes', async () => {
    const u = await signUpUser(t.app, { role: 'nurse' });
    const rows = await t.db.db.execute(sql`select token_hash from refresh_tokens`);
    const hashes = (rows as unknown as { rows: Array<{ token_hash: string }> }).rows.map(
      (r) => r.token_hash,
    );
    expect(hashes).not.toContain(u.refreshToken);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });
});

describe('access tokens', () => {
  it('a token signed with another key is refused', async () => {
    const u = await signUpUser(t.app, { role: 'nurse' });
    const claims = JSON.parse(Buffer.from(u.accessToken.split('.')[1]!, 'base64url').toString());
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(secretsFromRoot('a-different-root-secret-of-enough-length-000').jwtKey);
    expect((await profile(forged)).statusCode).toBe(401);
  });

  it('alg none is refused', async () => {
    const u = await signUpUser(t.app, { role: 'nurse' });
    const [, payload] = u.accessToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await profile(`${header}.${payload}.`)).statusCode).toBe(401);
  });

  it('an expired token is refused', async () => {
    const u = await signUpUser(t.app, { role: 'nurse' });
    const saved = t.clock.now;
    t.clock.now += 3601 * 1000;
    try {
      expect((await profile(u.accessToken)).statusCode).toBe(401);
    } finally {
      t.clock.now = saved;
    }
  });

  it('carries the GoTrue claims and lasts one hour', async () => {
    const u = await signUpUser(t.app, { role: 'researcher' });
    const claims = JSON.parse(Buffer.from(u.accessToken.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ sub: u.id, email: u.email, role: 'authenticated', aal: 'aal1' });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(typeof claims.session_id).toBe('string');
    expect(claims.user_role).toBeUndefined();
  });
});

describe('session cache', () => {
  it('a session ended by another server stops working within AUTH_SESSION_CACHE_MS', async () => {
    const u = await signUpUser(t.app, { role: 'nurse' });
    expect((await profile(u.accessToken)).statusCode).toBe(200);
    // Another server (or an operator) revokes the session directly in the database.
    await t.db.db
      .update(authSessions)
      .set({ revokedAt: new Date(t.clock.now) })
      .where(eq(authSessions.userId, u.id));
    const saved = t.clock.now;
    t.clock.now += 5001;
    try {
      expect((await profile(u.accessToken)).statusCode).toBe(401);
    } finally {
      t.clock.now = saved;
    }
  });
});

describe('accounts', () => {
  it('passwords are hashed with argon2id', async () => {
    const u = await signUpUser(t.app, { role: 'nurse' });
    const [row] = await t.db.db
      .select({ h: authAccounts.passwordHash })
      .from(authAccounts)
      .where(eq(authAccounts.id, u.id));
    expect(row?.h).toMatch(/^\$argon2id\$/);
  });

  it('a deactivated user cannot sign in, and existing tokens stop working', async () => {
    const u = await signUpUser(t.app, { role: 'nurse' });
    await t.db.db.update(users).set({ isActive: false }).where(eq(users.id, u.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: u.email, password: STRONG_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('user_banned');
    expect((await profile(u.accessToken)).statusCode).toBe(403);
  });

  it('sign-in stamps lastLogin', async () => {
    const u = await signUpUser(t.app, { role: 'nurse' });
    t.clock.now += 60_000;
    await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: u.email, password: STRONG_PASSWORD },
    });
    const [row] = await t.db.db
      .select({ l: users.lastLogin })
      .from(users)
      .where(eq(users.id, u.id));
    expect(row?.l?.getTime()).toBe(t.clock.now);
  });

  it('signup is atomic: a failed profile write keeps nothing', async () => {
    await t.db.exec(`
      create or replace function fail_profile() returns trigger as $$
      begin raise exception 'profile store unavailable'; end; $$ language plpgsql;
      create trigger fail_profile_insert before insert on users for each row execute function fail_profile();`);
    const email = uniqueEmail('atomic');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        payload: {
          email,
          password: STRONG_PASSWORD,
          data: { first_name: 'A', last_name: 'B', role: 'nurse', institution: 'X' },
        },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().msg).toMatch(/^Failed to create user profile: /);
      const left = await t.db.db
        .select()
        .from(authAccounts)
        .where(sql`lower(${authAccounts.email}) = ${email}`);
      expect(left).toEqual([]);
    } finally {
      await t.db.exec('drop trigger fail_profile_insert on users; drop function fail_profile();');
    }
  });

  it.each([
    [{ email: 'not-an-email', password: STRONG_PASSWORD }, 'email_address_invalid'],
    [{ password: STRONG_PASSWORD }, 'validation_failed'],
    [{ email: 'a@b.co' }, 'validation_failed'],
  ])('signup %j is refused with %s', async (payload, code) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: {
        ...payload,
        data: { first_name: 'A', last_name: 'B', role: 'nurse', institution: 'X' },
      },
    });
    expect(res.json().error_code).toBe(code);
  });

  it('signup refuses an unknown role', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: {
        email: uniqueEmail('r'),
        password: STRONG_PASSWORD,
        data: { first_name: 'A', last_name: 'B', role: 'admin', institution: 'X' },
      },
    });
    expect(res.statusCode).toBe(400);
  });

  it('a second signup with the same e-mail is user_already_exists', async () => {
    const u = await signUpUser(t.app, { role: 'nurse' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: {
        email: u.email.toUpperCase(),
        password: STRONG_PASSWORD,
        data: { first_name: 'A', last_name: 'B', role: 'nurse', institution: 'X' },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error_code).toBe('user_already_exists');
  });
});

describe('institutions', () => {
  it('typing an existing institution name does not join it', async () => {
    const a = await signUpUser(t.app, { role: 'oncologist', institution: 'St Elsewhere' });
    const b = await signUpUser(t.app, { role: 'oncologist', institution: 'St Elsewhere' });
    const [ra] = await t.db.db
      .select({ i: users.institutionId })
      .from(users)
      .where(eq(users.id, a.id));
    const [rb] = await t.db.db
      .select({ i: users.institutionId })
      .from(users)
      .where(eq(users.id, b.id));
    expect(ra?.i).not.toBe(rb?.i);
  });

  it('an invitation code joins the inviter’s institution, within its use limit', async () => {
    const owner = await signUpUser(t.app, { role: 'oncologist', institution: 'Invite General' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/institution/invites',
      headers: bearer(owner.accessToken),
      payload: { role: 'nurse', maxUses: 1, expiresInDays: 1 },
    });
    expect(created.statusCode).toBe(201);
    const code: string = created.json().code;
    const joiner = await signUpUser(t.app, {
      role: 'nurse',
      institution: 'Typed Name Ignored',
      invite_code: code.toLowerCase().replace(/-/g, ' '),
    });
    const [ro] = await t.db.db
      .select({ i: users.institutionId })
      .from(users)
      .where(eq(users.id, owner.id));
    const [rj] = await t.db.db
      .select({ i: users.institutionId, n: users.institution })
      .from(users)
      .where(eq(users.id, joiner.id));
    expect(rj?.i).toBe(ro?.i);
    expect(rj?.n).toBe('Invite General');

    const exhausted = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: {
        email: uniqueEmail('late'),
        password: STRONG_PASSWORD,
        data: { first_name: 'A', last_name: 'B', role: 'nurse', invite_code: code },
      },
    });
    expect(exhausted.statusCode).toBe(400);
    expect(exhausted.json().error_code).toBe('invite_invalid');
  });

  it('an invented code is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: {
        email: uniqueEmail('x'),
        password: STRONG_PASSWORD,
        data: { first_name: 'A', last_name: 'B', role: 'nurse', invite_code: 'AAAA-BBBB-CCCC' },
      },
    });
    expect(res.json().error_code).toBe('invite_invalid');
  });

  it('invites of another institution cannot be revoked (404)', async () => {
    const a = await signUpUser(t.app, { role: 'oncologist' });
    const b = await signUpUser(t.app, { role: 'oncologist' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/institution/invites',
      headers: bearer(a.accessToken),
      payload: { role: 'student' },
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/institution/invites/${created.json().id}`,
      headers: bearer(b.accessToken),
    });
    expect(res.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/institution/invites/${created.json().id}`,
      headers: bearer(a.accessToken),
    });
    expect(own.statusCode).toBe(204);
  });
});

describe('admin API', () => {
  it('needs the service-role key, a UUID, and an existing user', async () => {
    const u = await signUpUser(t.app, { role: 'student' });
    const noKey = await t.app.inject({
      method: 'DELETE',
      url: `/auth/v1/admin/users/${u.id}`,
      headers: bearer(u.accessToken),
    });
    expect(noKey.statusCode).toBe(403);
    const key = bearer('service-role-key-for-tests-only-0123456789');
    const badId = await t.app.inject({
      method: 'DELETE',
      url: '/auth/v1/admin/users/not-a-uuid',
      headers: key,
    });
    expect(badId.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'DELETE',
      url: `/auth/v1/admin/users/${u.id}`,
      headers: key,
    });
    expect(ok.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/auth/v1/admin/users/${u.id}`,
      headers: key,
    });
    expect(gone.statusCode).toBe(404);
    expect((await profile(u.accessToken)).statusCode).toBe(401);
  });
});

describe('brute force', () => {
  it('password guessing hits the per-e-mail rate limit', async () => {
    const tight = await createTestContext({
      authRateLimits: {
        signupPerIpPerHour: 5,
        signinPerIpPer5Min: 100,
        signinPerEmailPer15Min: 5,
        recoverPerIpPerHour: 5,
        recoverPerEmailPerHour: 2,
      },
    });
    try {
      const u = await signUpUser(tight.app, { role: 'nurse' });
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await tight.app.inject({
          method: 'POST',
          url: '/auth/v1/token?grant_type=password',
          payload: { email: u.email, password: `Wrong!Pass${i}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      const right = await tight.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload: { email: u.email, password: STRONG_PASSWORD },
      });
      expect(right.statusCode).toBe(429);
      expect(right.json().error_code).toBe('over_request_rate_limit');
    } finally {
      await tight.close();
    }
  });
});
