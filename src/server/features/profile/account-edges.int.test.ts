import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fhirConnections } from '../../../db/schema';
import { call } from '../../test-support/patients';
import {
  STRONG_PASSWORD,
  createInviteCode,
  createTestContext,
  signUpUser,
  uniqueEmail,
  type SignedUp,
  type TestContext,
} from '../../test-support/test-app';

/*
 * Issue 21 finding 5, account edges: a sign-up under an existing institution's name without an
 * invitation; invitations that grant more patient access than their author has; the FHIR
 * connection's credential details for members who are not administrators.
 */
let t: TestContext;
let admin: SignedUp;
beforeAll(async () => {
  t = await createTestContext();
  admin = await signUpUser(t.app, { role: 'oncologist', institution: 'Unique Name Memorial' });
});
afterAll(async () => t.close());

const signUp = (data: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: {
      email: uniqueEmail('edge'),
      password: STRONG_PASSWORD,
      data: { first_name: 'Edge', last_name: 'Case', role: 'oncologist', ...data },
    },
  });

describe('institution names', () => {
  it.each(['Unique Name Memorial', 'unique name memorial', '  Unique   Name Memorial '])(
    'a sign-up naming an existing institution (%j) without an invitation is told to ask for one',
    async (institution) => {
      const res = await signUp({ institution });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error_code: 'institution_name_taken' });
      expect(res.json().msg).toBe(
        'Institution names must be unique. To join an existing institution, ask one of its administrators for an invitation code.',
      );
      // Nothing about its members: no name, no count, no e-mail.
      expect(res.body).not.toMatch(/Test|User|example|member/i);
    },
  );

  it('a new name still founds a new institution; an invitation still joins the old one', async () => {
    expect((await signUp({ institution: 'Another Name Clinic' })).statusCode).toBe(200);
    const code = await createInviteCode(t.app, admin.accessToken, 'nurse');
    const joined = await signUp({
      role: 'nurse',
      invite_code: code,
      institution: 'Unique Name Memorial',
    });
    expect(joined.statusCode, joined.body).toBe(200);
  });
});

describe('invitations grant no more patient access than their author has', () => {
  async function adminOf(role: 'student' | 'nurse' | 'researcher') {
    const member = await signUpUser(t.app, {
      role,
      invite_code: await createInviteCode(t.app, admin.accessToken, role),
    });
    const promoted = await call(
      t.app,
      admin.accessToken,
      'PATCH',
      `/api/institution/members/${member.id}`,
      {
        isAdmin: true,
      },
    );
    expect(promoted.statusCode, promoted.body).toBe(200);
    return member;
  }

  it.each([
    ['student', ['oncologist', 'pharmacist', 'nurse', 'researcher'], ['student']],
    ['nurse', ['oncologist', 'pharmacist', 'researcher'], ['nurse', 'student']],
    ['researcher', ['oncologist', 'pharmacist', 'nurse'], ['researcher', 'student']],
  ] as const)('an administrator who is a %s', async (role, refused, allowed) => {
    const who = await adminOf(role);
    for (const r of refused) {
      const res = await call(t.app, who.accessToken, 'POST', '/api/institution/invites', {
        role: r,
      });
      expect(res.statusCode, r).toBe(403);
      expect(res.json().error.message).toMatch(/more patient access than your own role/);
    }
    for (const r of allowed) {
      const res = await call(t.app, who.accessToken, 'POST', '/api/institution/invites', {
        role: r,
      });
      expect(res.statusCode, r).toBe(201);
    }
  });
});

describe('FHIR connection details', () => {
  it('shows the token’s last characters and the SMART client id to administrators only', async () => {
    const me = (await call(t.app, admin.accessToken, 'GET', '/api/institution')).json();
    await t.db.db.insert(fhirConnections).values({
      institutionId: me.id,
      baseUrl: null,
      tokenEncrypted: 'v1.sealed',
      tokenLast4: 'wxyz',
      smartClientId: 'oncocds-client-4471',
    });
    const nurse = await signUpUser(t.app, {
      role: 'nurse',
      invite_code: await createInviteCode(t.app, admin.accessToken, 'nurse'),
    });
    const asNurse = await call(t.app, nurse.accessToken, 'GET', '/api/fhir/connection');
    expect(asNurse.statusCode).toBe(200);
    expect(asNurse.json()).toMatchObject({ tokenSet: true, tokenLast4: null, canConfigure: false });
    expect(asNurse.json().smart).toMatchObject({ configured: true, clientId: null });
    expect(asNurse.body).not.toContain('wxyz');
    expect(asNurse.body).not.toContain('oncocds-client-4471');
    const asAdmin = (await call(t.app, admin.accessToken, 'GET', '/api/fhir/connection')).json();
    expect(asAdmin.tokenLast4).toBe('wxyz');
    expect(asAdmin.smart.clientId).toBe('oncocds-client-4471');
  });
});
