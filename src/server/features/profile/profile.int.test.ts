import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  errorOf,
  signUpUser,
  type TestContext,
} from '../../test-support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('/api/profile', () => {
  it('401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('unauthorized');
  });

  it('returns the SPEC §3 profile with role defaults', async () => {
    const u = await signUpUser(t.app, {
      role: 'pharmacist',
      specialty: 'Oncology pharmacy',
      years_experience: 7,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(u.accessToken),
    });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      role: 'pharmacist',
      specialty: 'Oncology pharmacy',
      yearsExperience: 7,
      isActive: true,
    });
    expect(p.persona.name).toBe('Clinical Pharmacist');
    expect(p.preferences.clinical.autoCalculateDosing).toBe(true);
    expect(Object.keys(p)).not.toContain('passwordHash');
  });

  it('PATCH merges fields and nested preferences', async () => {
    const u = await signUpUser(t.app, { role: 'nurse' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(u.accessToken),
      payload: {
        lastName: 'Nightingale',
        preferences: { theme: 'dark', notifications: { push: false } },
      },
    });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.lastName).toBe('Nightingale');
    expect(p.firstName).toBe('Test');
    expect(p.preferences.theme).toBe('dark');
    expect(p.preferences.notifications).toEqual({
      email: true,
      push: false,
      criticalAlerts: true,
      weeklyReports: true,
    });
  });

  it.each([
    [{ yearsExperience: -1 }],
    [{ firstName: '' }],
    [{ preferences: { theme: 'neon' } }],
    [{ email: 'new@example.org' }],
  ])('PATCH %j is a 400 naming the field', async (payload) => {
    const u = await signUpUser(t.app, { role: 'nurse' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(u.accessToken),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('validation');
  });

  it('PUT /api/profile/persona switches the persona', async () => {
    const u = await signUpUser(t.app, { role: 'oncologist' });
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(u.accessToken) })
    ).json().persona;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/persona',
      headers: bearer(u.accessToken),
      payload: {
        ...current,
        id: 'cautious',
        name: 'Cautious oncologist',
        preferences: { ...current.preferences, riskTolerance: 'conservative' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().persona).toMatchObject({
      id: 'cautious',
      preferences: { riskTolerance: 'conservative' },
    });
  });

  it('GET /api/institution shows members and invites without codes', async () => {
    const u = await signUpUser(t.app, { role: 'oncologist', institution: 'Profile Clinic' });
    await t.app.inject({
      method: 'POST',
      url: '/api/institution/invites',
      headers: bearer(u.accessToken),
      payload: { role: 'nurse' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/institution',
      headers: bearer(u.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Profile Clinic', memberCount: 1 });
    expect(res.json().invites).toHaveLength(1);
    expect(JSON.stringify(res.json())).not.toMatch(/"code"/);
  });

  it('DELETE of an unknown invite is a 404, a malformed id a 400', async () => {
    const u = await signUpUser(t.app, { role: 'oncologist' });
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/institution/invites/00000000-0000-4000-8000-000000000000',
      headers: bearer(u.accessToken),
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/institution/invites/xyz',
      headers: bearer(u.accessToken),
    });
    expect(bad.statusCode).toBe(400);
  });
});
