import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { signUpTeam, type Team } from './test-support/feedback';
import { call, createPatient, identifiablePatient } from './test-support/patients';
import { createTestContext, type TestContext } from './test-support/test-app';

/**
 * Issue 21 finding 6: a refused (403) write to a patient record left no audit row, and the
 * institution's insight dashboard (which reads every active patient in aggregate) left none.
 */
let t: TestContext;
let team: Team;
let patientId: string;
beforeAll(async () => {
  t = await createTestContext();
  team = await signUpTeam(t.app, 'Audit Gaps Hospital');
  patientId = (
    await createPatient(t.app, team.oncologist.accessToken, identifiablePatient('Auditson'))
  ).id;
});
afterAll(async () => t.close());

const rowsOf = (action: string, actorId: string) =>
  t.db.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorId, actorId)));

describe('refused patient writes', () => {
  it.each([
    ['nurse', 'POST', '/api/patients', null],
    ['student', 'POST', '/api/patients', null],
    ['nurse', 'POST', 'medications', 'patient'],
  ] as const)('a %s refused %s %s leaves one row', async (role, method, path, names) => {
    const user = team[role];
    const url = path === 'medications' ? `/api/patients/${patientId}/medications` : path;
    const before = (await rowsOf('patient.write.refused', user.id)).length;
    const body =
      path === 'medications' ? { drugName: 'warfarin' } : identifiablePatient('Refusedson');
    const res = await call(t.app, user.accessToken, method, url, body);
    expect(res.statusCode, res.body).toBe(403);
    await expect
      .poll(async () => (await rowsOf('patient.write.refused', user.id)).length)
      .toBe(before + 1);
    const row = (await rowsOf('patient.write.refused', user.id)).at(-1)!;
    expect(row.entityType).toBe('patient');
    expect(row.entityId).toBe(names ? patientId : null);
    expect(row.details).toMatchObject({ role, method, status: 403 });
    expect(JSON.stringify(row.details)).not.toContain('Refusedson');
  });

  it('a permitted write or a read leaves no refusal row', async () => {
    const before = (await rowsOf('patient.write.refused', team.oncologist.id)).length;
    await call(t.app, team.oncologist.accessToken, 'GET', `/api/patients/${patientId}`);
    expect((await rowsOf('patient.write.refused', team.oncologist.id)).length).toBe(before);
  });
});

describe('insight reads', () => {
  it('GET /api/ai-insights leaves one row: who, which institution, over how many patients', async () => {
    const res = await call(t.app, team.oncologist.accessToken, 'GET', '/api/ai-insights');
    expect(res.statusCode, res.body).toBe(200);
    const rows = await rowsOf('ai.insights.read', team.oncologist.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.details).toMatchObject({
      role: 'oncologist',
      patients: res.json().patients.active,
    });
    expect(rows[0]!.entityType).toBe('institution_insights');
  });
});
