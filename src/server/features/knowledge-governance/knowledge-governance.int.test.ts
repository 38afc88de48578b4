import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../../core/access';
import { factsResponseSchema } from '../../../core/knowledge/facts';
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

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/knowledge/facts', () => {
  it('401 without a token', async () => {
    const res = await get('/api/knowledge/facts');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('unauthorized');
  });

  it('400 naming the field for an unknown format', async () => {
    const res = await get('/api/knowledge/facts?format=xml', bearer(tokens.pharmacist));
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/format/);
  });

  it.each(ROLES)('answers a signed-in %s with every fact in the pinned shape', async (role) => {
    const res = await get('/api/knowledge/facts?format=json', bearer(tokens[role]));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const body = factsResponseSchema.parse(res.json());
    expect(body.facts.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(body.facts.map((f) => f.id)).size).toBe(body.facts.length);
  });

  it('pins the nivolumab label and shows the PD-L1 restriction in capox-nivolumab', async () => {
    const body = factsResponseSchema.parse(
      (await get('/api/knowledge/facts', bearer(tokens.pharmacist))).json(),
    );
    const nivo = body.facts.find((f) => f.recordType === 'drug' && f.recordId === 'nivolumab');
    const label = nivo?.sources.find((s) => s.kind === 'label' && s.title.startsWith('Opdivo ('));
    expect(label).toMatchObject({
      setId: 'f570b9c4-6846-4de2-abfa-4d0a4ae4e394',
      labelRevised: '2026-08',
    });
    expect(label?.url).toMatch(
      /^https:\/\/dailymed\.nlm\.nih\.gov\/dailymed\/drugInfo\.cfm\?setid=f570b9c4/,
    );
    const regimen = await get('/api/regimens/capox-nivolumab', bearer(tokens.oncologist));
    expect(regimen.statusCode).toBe(200);
    expect(regimen.body).toMatch(/PD-L1[^"]{0,80}≥\s*1\b/);
  });

  it('exports guideline and paper identifiers: DOI, date, version and the unconfirmed reason', async () => {
    const body = factsResponseSchema.parse(
      (await get('/api/knowledge/facts', bearer(tokens.pharmacist))).json(),
    );
    const sources = body.facts.flatMap((f) => f.sources);
    // ESMO 2016 antiemetic guideline (doi 10.1093/annonc/mdw270), cited by several monographs.
    const esmo = sources.find((s) => s.doi === '10.1093/annonc/mdw270');
    expect(esmo).toMatchObject({ kind: 'guideline', doi: '10.1093/annonc/mdw270' });
    expect(esmo?.year ?? esmo?.published).toBeTruthy();
    // A DOI-only citation still carries a link in url (its doi.org link unless it names its own).
    expect(sources.filter((s) => s.doi && !s.pmid && !s.url)).toEqual([]);
    expect(sources.some((s) => s.doi && !s.pmid && s.url === `https://doi.org/${s.doi}`)).toBe(
      true,
    );
    expect(sources.some((s) => s.kind !== 'label' && s.version)).toBe(true);
    expect(sources.some((s) => s.kind !== 'label' && s.published)).toBe(true);
    const unconfirmed = sources.filter((s) => s.unconfirmed);
    expect(unconfirmed.length).toBeGreaterThan(0);
    for (const s of unconfirmed) expect(s.unconfirmed!.length).toBeGreaterThanOrEqual(10);
  });

  it('lists the per-lab freshness windows with their basis (issue 20)', async () => {
    const body = factsResponseSchema.parse(
      (await get('/api/knowledge/facts', bearer(tokens.pharmacist))).json(),
    );
    const windows = body.facts.filter((f) => f.recordId.startsWith('lab-freshness-'));
    expect(windows.length).toBeGreaterThanOrEqual(16);
    const byId = (id: string) => body.facts.find((f) => f.id === id);
    expect(byId('alert-rule:lab-freshness-blood-counts:beforeCycleDays')).toMatchObject({
      value: 7,
      unit: 'days',
      basis: 'product-default',
      sources: [],
    });
    expect(byId('alert-rule:lab-freshness-lvef:otherDrugsDays')).toMatchObject({
      value: 90,
      basis: 'label',
    });
    expect(byId('alert-rule:lab-freshness-thyroid:otherDrugsDays')?.sources[0]).toMatchObject({
      kind: 'guideline',
      pmid: '34724392',
    });
  });

  it('answers CSV with a header row and one row per fact', async () => {
    const res = await get('/api/knowledge/facts?format=csv', bearer(tokens.researcher));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('id,recordType,recordId,field,value,unit,basis,sources');
    expect(lines[0]).toMatch(/,splVersions,pmids,dois,published,versions,unconfirmed$/);
    expect(res.body).toContain('10.1093/annonc/mdw270');
    expect(lines.length).toBeGreaterThan(2000);
  });
});
