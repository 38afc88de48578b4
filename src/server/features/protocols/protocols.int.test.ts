import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../../core/access';
import { protocolRecords } from '../../../knowledge/protocols';
import {
  bearer,
  createTestContext,
  errorOf,
  signUpEveryRole,
  type TestContext,
} from '../../test-support/test-app';

let t: TestContext;
let tokens: Record<Role, string>;

beforeAll(async () => {
  t = await createTestContext();
  tokens = await signUpEveryRole(t.app);
});
afterAll(async () => {
  await t.close();
});

function get(url: string, role: Role | null = 'nurse') {
  return t.app.inject({ method: 'GET', url, headers: role ? bearer(tokens[role]) : {} });
}

describe('protocol access (/protocols is open to every role)', () => {
  it.each(['/api/protocols', '/api/protocols/febrile-neutropenia'])(
    '%s is 401 without a token',
    async (url) => {
      const res = await get(url, null);
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('unauthorized');
    },
  );

  it.each(ROLES)('%s may list and open protocols', async (role) => {
    expect((await get('/api/protocols', role)).statusCode).toBe(200);
    expect((await get('/api/protocols/febrile-neutropenia', role)).statusCode).toBe(200);
  });
});

describe('GET /api/protocols', () => {
  it('lists every protocol with its category, summary and step count', async () => {
    const res = await get('/api/protocols');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(protocolRecords.length);
    expect(body.total).toBeGreaterThanOrEqual(10);
    const fn = body.protocols.find((p: { id: string }) => p.id === 'febrile-neutropenia');
    expect(fn).toMatchObject({ category: 'febrile-neutropenia', summary: expect.any(String) });
    expect(fn.stepCount).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['?category=antiemetic', (p: { category: string }) => p.category === 'antiemetic'],
    ['?q=METHOTREXATE', (p: { id: string }) => p.id === 'high-dose-methotrexate-rescue'],
  ])('filters %s', async (query, predicate) => {
    const res = await get(`/api/protocols${query}`);
    expect(res.statusCode).toBe(200);
    const { protocols } = res.json();
    expect(protocols.length).toBeGreaterThan(0);
    for (const p of protocols) expect(predicate(p)).toBe(true);
  });

  it('400 naming an unknown category', async () => {
    const res = await get('/api/protocols?category=vibes');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(
      'querystring.category',
    );
  });
});

describe('GET /api/protocols/:id', () => {
  it('returns the steps, sources and the drugs it names resolved to RxCUIs', async () => {
    const res = await get('/api/protocols/high-dose-methotrexate-rescue');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.steps.length).toBeGreaterThanOrEqual(2);
    expect(body.sources.length).toBeGreaterThan(0);
    const ids = body.drugs.map((d: { id: string }) => d.id);
    expect(ids).toEqual(expect.arrayContaining(['methotrexate', 'leucovorin', 'glucarpidase']));
    expect(body.drugs.find((d: { id: string }) => d.id === 'methotrexate')).toMatchObject({
      rxcui: '6851',
      name: 'Methotrexate',
    });
  });

  it('404 for an unknown protocol', async () => {
    const res = await get('/api/protocols/no-such-protocol');
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toMatchObject({
      code: 'not_found',
      message: 'No protocol with id "no-such-protocol"',
    });
  });
});
