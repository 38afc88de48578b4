import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  errorOf,
  signUpUser,
  type TestContext,
} from '../../test-support/test-app';

let t: TestContext;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestContext();
  auth = bearer((await signUpUser(t.app, { role: 'pharmacist' })).accessToken);
});
afterAll(async () => {
  await t.close();
});

interface Summary {
  id: string;
  rxcui: string | null;
  name: string;
  brandNames: string[];
  drugClass: string;
  routes: string[];
  qtRisk: string;
  matchedOn?: string;
  matchedText?: string;
}
interface SearchBody {
  results: Summary[];
  total: number;
  limit: number;
  offset: number;
}

async function get(url: string, headers: Record<string, string> = auth) {
  return t.app.inject({ method: 'GET', url, headers });
}
async function search(query: string, headers?: Record<string, string>): Promise<SearchBody> {
  const res = await get(`/api/drugs?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchBody;
}

describe('authentication', () => {
  it.each([
    '/api/drugs?q=carboplatin',
    '/api/drugs/classes',
    '/api/drugs/names',
    '/api/drugs/40048',
    '/api/drugs/id/carboplatin',
  ])('GET %s without a token is 401', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('unauthorized');
  });
});

describe('GET /api/drugs (search)', () => {
  it('finds pembrolizumab by its brand name, case-insensitively', async () => {
    for (const q of ['Keytruda', 'keytruda', 'KEYTRUDA']) {
      const body = await search(`q=${q}`);
      expect(body.results[0]).toMatchObject({
        rxcui: '1547545',
        matchedOn: 'brand',
        matchedText: 'Keytruda',
      });
      expect(body.results[0]?.name.toLowerCase()).toBe('pembrolizumab');
      expect(body.results[0]?.brandNames).toContain('Keytruda');
    }
  });

  it.each([
    ['carboplatn', 'Carboplatin'],
    ['cisplatn', 'Cisplatin'],
    ['imatinb', 'Imatinib'],
    ['ibrutinib', 'Ibrutinib'],
  ])('is typo tolerant: %s finds %s first', async (q, name) => {
    const body = await search(`q=${q}`);
    expect(body.results[0]?.name).toBe(name);
  });

  it('ranks prefix matches before fuzzy ones', async () => {
    const body = await search('q=carbo');
    expect(body.results[0]?.name).toBe('Carboplatin');
    expect(body.results.every((r) => typeof r.rxcui === 'string' || r.rxcui === null)).toBe(true);
  });

  it('returns exactly the contract fields for each result, no whole record', async () => {
    const body = await search('q=venetoclax');
    const first = body.results[0];
    expect(first).toMatchObject({
      rxcui: '1747556',
      id: 'venetoclax',
      drugClass: expect.any(String),
      routes: ['oral'],
    });
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'brandNames',
        'drugClass',
        'id',
        'kind',
        'matchedOn',
        'matchedText',
        'name',
        'qtRisk',
        'routes',
        'rxcui',
      ].sort(),
    );
  });

  it('finds a drug by its RxCUI', async () => {
    const body = await search('q=40048');
    expect(body.results[0]?.name).toBe('Carboplatin');
  });

  it('defaults to 20 results and reports the total', async () => {
    const body = await search('q=ib');
    expect(body.limit).toBe(20);
    expect(body.results.length).toBeLessThanOrEqual(20);
    expect(body.total).toBeGreaterThanOrEqual(body.results.length);
  });

  it.each([
    // SPEC §9: development (localhost) 50, production 100.
    ['localhost:3000', 50],
    ['localhost', 50],
    ['staging.oncocds.example', 50],
    ['oncocds.example.org', 100],
    ['127.0.0.1:3000', 100],
  ])('caps limit by maxSearchResults for Host %s (%i)', async (host, cap) => {
    const body = await search('limit=1000', { ...auth, host });
    expect(body.limit).toBe(cap);
    expect(body.results).toHaveLength(cap);
    expect(body.total).toBeGreaterThan(200);
  });

  it('browses the whole database by name without q, with offset paging', async () => {
    const first = await search('limit=50');
    const names = first.results.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const next = await search('limit=50&offset=50');
    expect(next.results[0]?.name).not.toBe(first.results[0]?.name);
    expect(next.total).toBe(first.total);
    const beyond = await search(`limit=10&offset=${first.total}`);
    expect(beyond.results).toEqual([]);
  });

  it.each([
    ['route=intrathecal', (r: Summary) => r.routes.includes('intrathecal')],
    ['qtRisk=known', (r: Summary) => r.qtRisk === 'known'],
  ])('filters by %s', async (filter, holds) => {
    const body = await search(`${filter}&limit=100`);
    expect(body.total).toBeGreaterThan(0);
    expect(body.results.every(holds)).toBe(true);
  });

  it('filters by metabolic pathway (drugs with any role on it)', async () => {
    // More drugs than one page have a CYP2D6 role, so each is looked up by name within the filter.
    for (const name of ['Tamoxifen', 'Paroxetine', 'Codeine']) {
      const body = await search(`pathway=CYP2D6&q=${name}`);
      expect(body.results.map((r) => r.name)).toContain(name);
    }
    const body = await search('pathway=CYP2D6&q=carboplatin');
    expect(body.results.map((r) => r.name)).not.toContain('Carboplatin');
    expect((await search('q=carboplatin')).results.map((r) => r.name)).toContain('Carboplatin');
  });

  it('combines q with a filter', async () => {
    const all = await search('q=platin');
    const iv = await search('q=platin&route=oral');
    expect(all.results.map((r) => r.name)).toContain('Carboplatin');
    expect(iv.results.map((r) => r.name)).not.toContain('Carboplatin');
  });

  it('filters by class, matching the listed class name in any case', async () => {
    const classes = (await get('/api/drugs/classes')).json() as Array<{
      drugClass: string;
      count: number;
    }>;
    const withMany = classes.find((c) => c.count >= 2);
    if (!withMany) throw new Error('expected a class with at least two drugs');
    const body = await search(
      `class=${encodeURIComponent(withMany.drugClass.toUpperCase())}&limit=100`,
    );
    expect(body.total).toBe(withMany.count);
    expect(body.results.every((r) => r.drugClass === withMany.drugClass)).toBe(true);
  });

  it('treats an empty q as browsing', async () => {
    const body = await search('q=&limit=5');
    expect(body.results).toHaveLength(5);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=-3', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    ['offset=-1', 'offset'],
    ['route=teleport', 'route'],
    ['qtRisk=maybe', 'qtRisk'],
    ['pathway=CYP9Z9', 'pathway'],
    [`q=${'a'.repeat(201)}`, 'q'],
  ])('400 for %s, naming the field', async (query, field) => {
    const res = await get(`/api/drugs?${query}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('validation');
    expect(errorOf(res).message).toContain(field);
  });
});

describe('GET /api/drugs/classes', () => {
  it('lists every class once with its count, alphabetically', async () => {
    const res = await get('/api/drugs/classes');
    expect(res.statusCode).toBe(200);
    const classes = res.json() as Array<{ drugClass: string; count: number }>;
    const names = classes.map((c) => c.drugClass.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(names.length);
    const total = (await search('limit=1')).total;
    expect(classes.reduce((n, c) => n + c.count, 0)).toBe(total);
  });
});

describe('GET /api/drugs/names (the offline name index)', () => {
  it('lists every drug once with exactly its searchable fields and the knowledge version', async () => {
    const res = await get('/api/drugs/names');
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      version: string;
      drugs: Array<Record<string, unknown> & { id: string; name: string; synonyms: string[] }>;
    };
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json() as {
      knowledgeBase: { version: string; counts: { drugs: number } };
    };
    expect(body.version).toBe(health.knowledgeBase.version);
    expect(body.drugs).toHaveLength(health.knowledgeBase.counts.drugs);
    expect(new Set(body.drugs.map((d) => d.id)).size).toBe(body.drugs.length);
    for (const d of body.drugs)
      expect(Object.keys(d).sort()).toEqual(
        ['brandNames', 'drugClass', 'id', 'name', 'routes', 'rxcui', 'synonyms'].sort(),
      );
    const fu = body.drugs.find((d) => d.id === 'fluorouracil');
    expect(fu?.synonyms).toContain('5-FU');
    // Small enough to keep in the browser.
    expect(res.body.length).toBeLessThan(300_000);
  });

  it('crosses the wire once per knowledge version: the copy held is answered 304 by its tag', async () => {
    const first = await get('/api/drugs/names');
    const body = first.json() as { version: string; drugs: unknown[] };
    const tag = `"${body.version}/${body.drugs.length}"`;
    expect(first.headers.etag).toBe(tag);
    const same = await get('/api/drugs/names', { ...auth, 'if-none-match': tag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    // Another version held (or none): the whole list again.
    const older = await get('/api/drugs/names', { ...auth, 'if-none-match': '"2020.1.0/12"' });
    expect(older.statusCode).toBe(200);
    expect(older.json()).toEqual(body);
    // Still signed-in only, whatever the tag.
    const anonymous = await get('/api/drugs/names', { 'if-none-match': tag });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/drugs/:rxcui', () => {
  it('returns the full record with its curated interactions', async () => {
    const res = await get('/api/drugs/1747556');
    expect(res.statusCode).toBe(200);
    const drug = res.json();
    expect(drug).toMatchObject({
      id: 'venetoclax',
      rxcui: '1747556',
      kind: 'antineoplastic',
      pathways: { CYP3A4: { substrate: 'sensitive' } },
    });
    for (const field of ['renal', 'hepatic', 'boxedWarnings', 'monitoring', 'toxicities']) {
      expect(drug).toHaveProperty(field);
    }
    expect(drug.sources[0]).toMatchObject({ kind: expect.any(String), label: expect.any(String) });
    expect(drug.interactions.length).toBeGreaterThan(0);
    const viaGroup = drug.interactions.find((i: { group?: unknown }) => i.group);
    expect(viaGroup).toMatchObject({
      id: expect.any(String),
      group: { id: expect.any(String), name: expect.any(String) },
      severity: expect.stringMatching(/^(contraindicated|major|moderate|minor)$/),
      evidence: expect.any(String),
      mechanism: expect.any(String),
      effect: expect.any(String),
      management: expect.any(String),
    });
    expect(viaGroup.otherDrugs.length).toBeGreaterThan(0);
    expect(viaGroup.otherDrugs.map((d: { id: string }) => d.id)).not.toContain('venetoclax');
    expect(viaGroup.sources[0]).toMatchObject({ label: expect.any(String) });
  });

  it('serves the monograph sections, label revision and review date (issue 13)', async () => {
    const res = await get('/api/drugs/194000');
    expect(res.statusCode).toBe(200);
    const drug = res.json();
    expect(drug).toMatchObject({
      id: 'capecitabine',
      labelRevised: '2022-12',
      lastReviewed: '2026-11-25',
      emetogenicRisk: 'low',
      rareToxicities: expect.any(Array),
    });
    expect(drug.monograph.indications.length).toBeGreaterThan(0);
    expect(drug.monograph.dosing[0]).toMatchObject({
      indication: expect.any(String),
      dose: expect.any(String),
      modifications: expect.any(Array),
    });
    expect(drug.monograph.hazardous.niosh).toBe('table-1');
    expect(drug.monograph.adverseReactions.common[0]).toMatchObject({
      reaction: expect.any(String),
      frequency: expect.any(String),
    });
    expect(drug.monograph.sources[0]).toMatchObject({ label: expect.any(String) });
  });

  it('lists its interactions most severe first', async () => {
    const drug = (await get('/api/drugs/1747556')).json();
    const order = ['contraindicated', 'major', 'moderate', 'minor'];
    const ranks = drug.interactions.map((i: { severity: string }) => order.indexOf(i.severity));
    expect(ranks).toEqual([...ranks].sort((a: number, b: number) => a - b));
  });

  it('shows a record the drug takes part in through its own group', async () => {
    // Itraconazole is a strong CYP3A4 inhibitor; records name the group, not the drug.
    const drug = (await get('/api/drugs/28031')).json();
    expect(drug.name).toBe('Itraconazole');
    const throughGroup = drug.interactions.filter((i: { via?: unknown }) => i.via);
    expect(throughGroup.length).toBeGreaterThan(0);
    expect(
      drug.interactions.some((i: { otherDrugs: Array<{ name: string }> }) =>
        i.otherDrugs.some((d) => d.name === 'Ibrutinib'),
      ),
    ).toBe(true);
  });

  it('404 for an unknown RxCUI', async () => {
    const res = await get('/api/drugs/99999999');
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('not_found');
    expect(errorOf(res).message).toContain('99999999');
  });

  it.each(['carboplatin', '12a', '123456789', '-1'])('400 for a non-RxCUI "%s"', async (bad) => {
    const res = await get(`/api/drugs/${bad}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('validation');
    expect(errorOf(res).message).toContain('rxcui');
  });
});

describe('GET /api/drugs/id/:id', () => {
  it('serves a drug without an RxCUI, with rxcui null', async () => {
    const list = await search('limit=100&offset=0');
    const all = [...list.results, ...(await search('limit=100&offset=100')).results];
    const more = (await search('limit=100&offset=200')).results;
    const withoutRxcui = [...all, ...more].find((r) => r.rxcui === null);
    if (!withoutRxcui) throw new Error('expected a drug without an RxCUI');
    const res = await get(`/api/drugs/id/${withoutRxcui.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: withoutRxcui.id, rxcui: null });
    // The schema requires a reason for every null RxCUI, and the allow-list must pass it on.
    expect(res.json().rxcuiNote).toEqual(expect.any(String));
  });

  it('404 for an unknown id, 400 for a malformed one', async () => {
    expect((await get('/api/drugs/id/not-a-drug')).statusCode).toBe(404);
    expect((await get('/api/drugs/id/Not_A_Drug')).statusCode).toBe(400);
  });
});
