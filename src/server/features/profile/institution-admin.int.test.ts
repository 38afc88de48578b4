import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import {
  STRONG_PASSWORD,
  bearer,
  createInviteCode,
  createTestContext,
  errorOf,
  signUpUser,
  uniqueEmail,
  type SignedUp,
  type TestContext,
} from '../../test-support/test-app';

/**
 * Issue 10 item 1: any member, a student included, could create an invitation, and whoever used it
 * could declare any role. Now invitations name a role and only the institution's administrators
 * manage invitations and members.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const as = (u: SignedUp) => bearer(u.accessToken);

async function institutionWith(...roles: Array<'nurse' | 'student' | 'pharmacist'>) {
  const admin = await signUpUser(t.app, { role: 'oncologist', institution: 'Admin General' });
  const members: SignedUp[] = [];
  for (const role of roles) {
    members.push(
      await signUpUser(t.app, {
        role,
        invite_code: await createInviteCode(t.app, admin.accessToken, role),
      }),
    );
  }
  return { admin, members };
}

const signUpWith = (code: string, role: string, email = uniqueEmail(role)) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: {
      email,
      password: STRONG_PASSWORD,
      data: { first_name: 'New', last_name: 'Member', role, invite_code: code },
    },
  });

const patchMember = (by: SignedUp, id: string, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/institution/members/${id}`,
    headers: as(by),
    payload: payload as Record<string, unknown>,
  });

const auditActions = async (entityId: string) =>
  (
    await t.db.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entityId, entityId))
  ).map((r) => r.action);

describe('invitations', () => {
  it('a member who is not an administrator cannot create or revoke one', async () => {
    const { admin, members } = await institutionWith('student');
    const student = members[0]!;
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/institution/invites',
      headers: as(student),
      payload: { role: 'oncologist', maxUses: 5, expiresInDays: 7 },
    });
    expect(create.statusCode).toBe(403);
    expect(errorOf(create).message).toMatch(/administrator/);

    const code = await createInviteCode(t.app, admin.accessToken, 'nurse');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/institution',
      headers: as(admin),
    });
    const inviteId = listed.json().invites.find((i: { role: string }) => i.role === 'nurse').id;
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/institution/invites/${inviteId}`,
      headers: as(student),
    });
    expect(revoke.statusCode).toBe(403);
    expect((await signUpWith(code, 'nurse')).statusCode).toBe(200);
  });

  it('must name a role', async () => {
    const { admin } = await institutionWith();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/institution/invites',
      headers: as(admin),
      payload: { maxUses: 1, expiresInDays: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('body.role');
  });

  it('grants only its role: another declared role is refused, naming the invited one, and audited', async () => {
    const { admin } = await institutionWith();
    const code = await createInviteCode(t.app, admin.accessToken, 'nurse');
    const escalate = await signUpWith(code, 'oncologist');
    expect(escalate.statusCode).toBe(422);
    expect(escalate.json()).toMatchObject({ error_code: 'invite_role_mismatch' });
    expect(escalate.json().msg).toMatch(/for the Nurse role\. Choose Nurse as your role/);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/institution',
      headers: as(admin),
    });
    const invite = listed.json().invites[0];
    expect(invite).toMatchObject({ role: 'nurse', uses: 0 });
    const [refusal] = await t.db.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, invite.id),
          eq(auditLog.action, 'auth.signup.invite-role-refused'),
        ),
      );
    expect(refusal?.details).toEqual({ declaredRole: 'oncologist', invitedRole: 'nurse' });

    const joined = await signUpWith(code, 'nurse');
    expect(joined.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(joined.json().access_token),
    });
    expect(profile.json()).toMatchObject({ role: 'nurse', institution: listed.json().name });
  });

  it('only administrators see the invitation list; everyone sees whom to ask', async () => {
    const { admin, members } = await institutionWith('nurse');
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/institution',
      headers: as(members[0]!),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      viewerIsAdmin: false,
      invites: [],
      memberCount: 2,
      admins: [{ id: admin.id, name: 'Test User' }],
    });
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/institution',
      headers: as(admin),
    });
    expect(theirs.json().viewerIsAdmin).toBe(true);
    expect(theirs.json().invites).toHaveLength(1);
  });
});

describe('members', () => {
  it('administrators list the members; others are refused', async () => {
    const { admin, members } = await institutionWith('nurse', 'student');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/institution/members',
      headers: as(admin),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().members as Array<Record<string, unknown>>;
    expect(list.map((m) => m.role).sort()).toEqual(['nurse', 'oncologist', 'student']);
    expect(list.find((m) => m.isMe)).toMatchObject({ id: admin.id, isAdmin: true, isActive: true });
    expect(Object.keys(list[0]!).sort()).toEqual(
      [
        'createdAt',
        'email',
        'firstName',
        'id',
        'isActive',
        'isAdmin',
        'isMe',
        'lastLogin',
        'lastName',
        'role',
      ].sort(),
    );
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/institution/members',
      headers: as(members[0]!),
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/institution/members' })).statusCode,
    ).toBe(401);
  });

  it('a promoted member can invite at once; demoted, no longer', async () => {
    const { admin, members } = await institutionWith('nurse');
    const nurse = members[0]!;
    const invite = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/institution/invites',
        headers: as(nurse),
        payload: { role: 'student' },
      });
    expect((await invite()).statusCode).toBe(403);
    const promoted = await patchMember(admin, nurse.id, { isAdmin: true });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: nurse.id, isAdmin: true });
    expect((await invite()).statusCode).toBe(201);
    expect((await patchMember(admin, nurse.id, { isAdmin: false })).statusCode).toBe(200);
    expect((await invite()).statusCode).toBe(403);
    expect(await auditActions(nurse.id)).toEqual(
      expect.arrayContaining(['institution.member.promote', 'institution.member.demote']),
    );
  });

  it('the institution always keeps an active administrator', async () => {
    const { admin, members } = await institutionWith('pharmacist');
    const pharmacist = members[0]!;
    const alone = await patchMember(admin, admin.id, { isAdmin: false });
    expect(alone.statusCode).toBe(409);
    expect(errorOf(alone).message).toMatch(/only administrator/);
    const self = await patchMember(admin, admin.id, { isActive: false });
    expect(self.statusCode).toBe(409);

    expect((await patchMember(admin, pharmacist.id, { isAdmin: true })).statusCode).toBe(200);
    expect((await patchMember(admin, admin.id, { isAdmin: false })).statusCode).toBe(200);
    // Now the pharmacist is the only one left.
    const last = await patchMember(pharmacist, pharmacist.id, { isAdmin: false });
    expect(last.statusCode).toBe(409);
    const members2 = await t.app.inject({
      method: 'GET',
      url: '/api/institution/members',
      headers: as(admin),
    });
    expect(members2.statusCode).toBe(403);
  });

  it('deactivation ends every session at once; reactivation lets the member sign in again', async () => {
    const { admin, members } = await institutionWith('nurse');
    const nurse = members[0]!;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(nurse) })).statusCode,
    ).toBe(200);
    const off = await patchMember(admin, nurse.id, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(nurse) })).statusCode,
    ).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: nurse.refreshToken },
    });
    expect(refresh.statusCode).toBe(400);
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload: { email: nurse.email, password: STRONG_PASSWORD },
      });
    expect((await signIn()).json().error_code).toBe('user_banned');
    // Nor does a recovery link open a session for them.
    await t.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email: nurse.email },
    });
    const mail = t.mailer.sent.find((m) => m.to === nurse.email);
    const tokenHash = /token_hash=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const verify = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/verify',
      payload: { type: 'recovery', token_hash: tokenHash },
    });
    expect(verify.json().error_code).toBe('user_banned');

    expect((await patchMember(admin, nurse.id, { isActive: true })).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(200);
    const actions = await auditActions(nurse.id);
    expect(actions).toEqual(
      expect.arrayContaining(['institution.member.deactivate', 'institution.member.reactivate']),
    );
  });

  it('a member of another institution is not found; bad input is a 400', async () => {
    const { admin } = await institutionWith();
    const stranger = await signUpUser(t.app, { role: 'nurse' });
    expect((await patchMember(admin, stranger.id, { isActive: false })).statusCode).toBe(404);
    expect((await patchMember(admin, 'not-a-uuid', { isActive: false })).statusCode).toBe(400);
    expect((await patchMember(admin, admin.id, {})).statusCode).toBe(400);
    expect((await patchMember(admin, admin.id, { role: 'oncologist' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(stranger) }))
        .statusCode,
    ).toBe(200);
  });
});
