import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../../core/access';
import {
  bearer,
  createTestContext,
  errorOf,
  signUpEveryRole,
  type TestContext,
} from '../../test-support/test-app';
import { knowledgeChangesResponseSchema, type KnowledgeChangesResponse } from './schemas';

let t: TestContext;
let tokens: Record<Role, string>;

beforeAll(async () => {
  t = await createTestContext();
  tokens = await signUpEveryRole(t.app);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/knowledge/changes', () => {
  it('401 without a token', async () => {
    const res = await get('/api/knowledge/changes');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('unauthorized');
  });

  it('404 for a path under it that does not exist', async () => {
    const res = await get('/api/knowledge/changes/2026.11.0', bearer(tokens.oncologist));
    expect(res.statusCode).toBe(404);
  });

  it.each(ROLES)('answers a signed-in %s', async (role) => {
    const res = await get('/api/knowledge/changes', bearer(tokens[role]));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lists what changed since 2026.11.0, by kind, each with a reason, and nothing else', async () => {
    const res = await get('/api/knowledge/changes', bearer(tokens.pharmacist));
    const body = res.json() as KnowledgeChangesResponse;
    // Parsing strips unknown keys: equality proves the response is exactly the schema.
    expect(knowledgeChangesResponseSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ version: '2026.12.0', previousVersion: '2026.11.0' });
    const find = (kind: string, id: string) =>
      body.changes.find((c) => c.kind === kind && c.id === id);
    expect(find('interaction', 'voriconazole-amiodarone')).toMatchObject({
      change: 'added',
      name: 'Voriconazole + Amiodarone',
    });
    expect(find('drug', 'omeprazole')).toMatchObject({ change: 'changed', name: 'Omeprazole' });
    expect(find('drug', 'omeprazole')?.reason).toMatch(/rare/);
    expect(find('drug-group', 'strong-cyp3a4-inducers')?.reason).toMatch(/Phenobarbital/);
    expect(body.changes.every((c) => c.reason.length >= 10)).toBe(true);
    const total = body.byKind.reduce((n, k) => n + k.added + k.changed + k.removed, 0);
    expect(total).toBe(body.changes.length);
    expect(body.counts.added + body.counts.changed + body.counts.removed).toBe(total);
  });
});
