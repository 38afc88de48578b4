import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResponseSchema } from './service';
import { csvCell, toCsv } from './csv';
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
  auth = bearer((await signUpUser(t.app, { role: 'oncologist' })).accessToken);
});
afterAll(async () => {
  await t.close();
});

interface CheckFinding {
  drugs: [string | null, string | null];
  drugIds: [string, string];
  names: [string, string];
  severity: string;
  evidence: string;
  basis: string;
  mechanism: string;
  effect: string;
  management: string;
  reasoning: string[];
  sources: Array<{ label: string; url?: string }>;
}
interface CheckBody {
  resolved: Array<{ input: string; id: string; rxcui: string | null; name: string }>;
  unresolved: string[];
  suggestions: Array<{ input: string; candidates: Array<{ id: string; name: string }> }>;
  interactions: CheckFinding[];
  summary: Record<'contraindicated' | 'major' | 'moderate' | 'minor', number>;
  checkedPairs: number;
  limitations: Array<{ kind: string; text: string }>;
}

async function check(payload: object, headers: Record<string, string> = auth) {
  return t.app.inject({ method: 'POST', url: '/api/interactions/check', headers, payload });
}
async function checkOk(drugs: string[]): Promise<CheckBody> {
  const res = await check({ drugs });
  expect(res.statusCode, res.body).toBe(200);
  // The body is sent as cached UTF-8 bytes: the headers must still say JSON, in UTF-8, and count
  // bytes, not characters (the reasoning's arrows are three bytes each).
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  return res.json() as CheckBody;
}
async function get(url: string, headers: Record<string, string> = auth) {
  return t.app.inject({ method: 'GET', url, headers });
}

const SEVERITIES = ['contraindicated', 'major', 'moderate', 'minor'];

describe('authentication', () => {
  it('POST /api/interactions/check without a token is 401', async () => {
    const res = await check({ drugs: ['itraconazole', 'ibrutinib'] }, {});
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('unauthorized');
  });

  it.each(['/api/interactions/curated', '/api/interactions/curated.csv'])(
    'GET %s without a token is 401',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    },
  );
});

describe('POST /api/interactions/check', () => {
  it('itraconazole + ibrutinib is a major finding with mechanism, management and sources', async () => {
    const body = await checkOk(['itraconazole', 'ibrutinib']);
    expect(body.unresolved).toEqual([]);
    expect(body.checkedPairs).toBe(1);
    const [finding, ...rest] = body.interactions;
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      drugs: ['1442981', '28031'],
      drugIds: ['ibrutinib', 'itraconazole'],
      names: ['Ibrutinib', 'Itraconazole'],
      basis: expect.stringMatching(/^(curated|inferred)$/),
    });
    expect(['contraindicated', 'major']).toContain(finding?.severity);
    expect(finding?.mechanism).toMatch(/CYP3A/);
    expect(finding?.management.length).toBeGreaterThan(15);
    expect(finding?.reasoning).toContain(
      'Also inferred from the drug profiles: Itraconazole: strong CYP3A4 inhibitor → ' +
        'Ibrutinib: sensitive CYP3A4 substrate',
    );
    expect(finding?.sources.length).toBeGreaterThan(0);
    expect(body.summary.major + body.summary.contraindicated).toBe(1);
    // Asked again, the answer comes from the result cache as the same bytes.
    expect(await checkOk(['ibrutinib', 'itraconazole'])).toEqual(body);
  });

  it('answers exactly the documented schema (the route skips re-validation for speed)', async () => {
    const res = await check({
      drugs: ['itraconazole', 'ibrutinib', 'ondansetron', 'docetaxel', 'carboplatn'],
    });
    const body = res.json();
    // Parsing strips unknown keys: equality proves the response carries nothing extra.
    expect(checkResponseSchema.parse(body)).toEqual(body);
    expect(body.interactions.length).toBeGreaterThan(0);
    expect(body.limitations.length).toBeGreaterThan(0);
    expect(res.headers['server-timing']).toMatch(/^app;dur=\d+(\.\d+)?$/);
  });

  it('resolves RxCUIs, generic and brand names in any case', async () => {
    const body = await checkOk(['28031', 'IMBRUVICA', 'Keytruda', 'carboplatin']);
    expect(body.unresolved).toEqual([]);
    expect(body.resolved.map((r) => [r.input, r.rxcui])).toEqual(
      expect.arrayContaining([
        ['28031', '28031'],
        ['IMBRUVICA', '1442981'],
        ['Keytruda', '1547545'],
        ['carboplatin', '40048'],
      ]),
    );
    expect(body.checkedPairs).toBe(6);
  });

  it('gives the same result for reversed and shuffled input (symmetry)', async () => {
    const drugs = ['itraconazole', 'ibrutinib', 'ondansetron', 'azithromycin', 'not-a-drug'];
    const forward = await checkOk(drugs);
    const reversed = await checkOk([...drugs].reverse());
    const shuffled = await checkOk([drugs[2], drugs[4], drugs[0], drugs[3], drugs[1]] as string[]);
    expect(reversed).toEqual(forward);
    expect(shuffled).toEqual(forward);
    expect(forward.interactions.length).toBeGreaterThan(1);
  });

  it('sorts findings by severity, most severe first', async () => {
    const body = await checkOk([
      'itraconazole',
      'ibrutinib',
      'ondansetron',
      'azithromycin',
      'omeprazole',
      'dasatinib',
      'warfarin',
      'fluorouracil',
    ]);
    const ranks = body.interactions.map((f) => SEVERITIES.indexOf(f.severity));
    expect(ranks.length).toBeGreaterThan(3);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const counted = SEVERITIES.map((s) => body.interactions.filter((f) => f.severity === s).length);
    expect(Object.values(body.summary)).toEqual(counted);
  });

  it('lists unknown names in unresolved, never drops them, and suggests spellings', async () => {
    const body = await checkOk(['itraconazole', 'ibrutinib', 'carboplatn', 'zzzz-unknown']);
    expect(body.unresolved).toEqual(['carboplatn', 'zzzz-unknown']);
    expect(body.resolved.map((r) => r.input).sort()).toEqual(['ibrutinib', 'itraconazole']);
    // A misspelling is never silently replaced: carboplatin is only offered as a suggestion.
    expect(body.resolved.map((r) => r.id)).not.toContain('carboplatin');
    const carbo = body.suggestions.find((s) => s.input === 'carboplatn');
    expect(carbo?.candidates[0]?.id).toBe('carboplatin');
    expect(body.checkedPairs).toBe(1);
  });

  it('names every unresolved input in limitations too, with its suggestions (issue 12)', async () => {
    const body = await checkOk(['itraconazole', 'ibrutinib', 'carboplatn', 'zzzz-unknown']);
    const texts = body.limitations.filter((l) => l.kind === 'unknown-drug').map((l) => l.text);
    expect(texts).toContain(
      '"carboplatn" matches no drug in the knowledge base, so none of its interactions were checked. Did you mean Carboplatin?',
    );
    expect(texts.some((t) => t.startsWith('"zzzz-unknown" matches no drug'))).toBe(true);
  });

  it('resolves salts, strengths and listed aliases, showing the input beside the drug', async () => {
    const body = await checkOk([
      'Imatinib mesylate 400 mg',
      'doxorubicin hydrochloride',
      'anastrazole',
      '5-FU',
    ]);
    expect(body.unresolved).toEqual([]);
    expect(body.resolved.map((r) => [r.input, r.id]).sort()).toEqual(
      [
        ['5-FU', 'fluorouracil'],
        ['Imatinib mesylate 400 mg', 'imatinib'],
        ['anastrazole', 'anastrozole'],
        ['doxorubicin hydrochloride', 'doxorubicin'],
      ].sort(),
    );
  });

  it('resolves a combination product to its ingredients and names those it cannot check', async () => {
    const body = await checkOk(['Percocet', 'itraconazole']);
    expect(body.unresolved).toEqual([]);
    const fromPercocet = body.resolved.filter((r) => r.input === 'Percocet').map((r) => r.id);
    expect(fromPercocet).toContain('oxycodone');
    // Acetaminophen is being added on another branch: either checked, or named as not checked.
    const named = body.limitations.some(
      (l) => l.kind === 'unknown-drug' && l.text.startsWith('"Percocet" contains acetaminophen'),
    );
    expect(fromPercocet.includes('acetaminophen') || named).toBe(true);
    // Oxycodone with a strong CYP3A4 inhibitor (OxyContin boxed warning) is found through Percocet.
    expect(body.interactions.some((f) => f.drugIds.includes('oxycodone'))).toBe(true);
  });

  it('checks nothing but still answers when fewer than two inputs resolve', async () => {
    const body = await checkOk(['itraconazole', 'no-such-drug']);
    expect(body.unresolved).toEqual(['no-such-drug']);
    expect(body.interactions).toEqual([]);
    expect(body.checkedPairs).toBe(0);
  });

  it('says where the knowledge base is silent', async () => {
    // Ondansetron has known QT risk; a drug with unassessed QT risk cannot be rated against it.
    const body = await checkOk(['ondansetron', 'docetaxel']);
    expect(body.limitations.some((l) => l.kind === 'qt-not-assessed')).toBe(true);
  });

  it('collapses two names of the same drug into one', async () => {
    const body = await checkOk(['Keytruda', 'pembrolizumab']);
    expect(body.resolved).toHaveLength(2);
    expect(new Set(body.resolved.map((r) => r.id)).size).toBe(1);
    expect(body.checkedPairs).toBe(0);
  });

  it('reports a drug without an RxCUI with rxcui null', async () => {
    const body = await checkOk(['levoleucovorin', 'fluorouracil']);
    expect(body.resolved.find((r) => r.id === 'levoleucovorin')?.rxcui).toBeNull();
  });

  it.each([
    ['no body field', {}, 'drugs is required'],
    ['drugs not a list', { drugs: 'itraconazole,ibrutinib' }, 'must be a list'],
    ['an empty list', { drugs: [] }, 'at least 2'],
    ['one drug', { drugs: ['itraconazole'] }, 'at least 2'],
    ['31 drugs', { drugs: Array.from({ length: 31 }, (_, i) => `drug-${i}`) }, 'at most 30'],
    ['a number', { drugs: ['itraconazole', 28031] }, 'must be a non-empty string'],
    ['null', { drugs: ['itraconazole', null] }, 'must be a non-empty string'],
    ['an object', { drugs: ['itraconazole', { name: 'x' }] }, 'must be a non-empty string'],
    ['an empty string', { drugs: ['itraconazole', '  '] }, 'must be a non-empty string'],
    ['a huge string', { drugs: ['itraconazole', 'x'.repeat(201)] }, 'at most 200'],
  ])('400 for %s, with a clear message', async (_label, payload, words) => {
    const res = await check(payload);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('validation');
    expect(errorOf(res).message).toContain(words);
  });

  it('400 for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/interactions/check',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"drugs": [',
    });
    expect(res.statusCode).toBe(400);
  });

  it('accepts exactly 30 drugs', async () => {
    const res = await check({ drugs: Array.from({ length: 30 }, (_, i) => `unknown-${i}`) });
    expect(res.statusCode).toBe(200);
    expect(res.json().unresolved).toHaveLength(30);
  });
});

interface CuratedList {
  items: Array<{
    id: string;
    participants: Array<{ kind: string; id: string; name: string; members?: unknown[] }>;
    severity: string;
    evidence: string;
    mechanism: string;
    effect: string;
    management: string;
    onset: string;
    sources: Array<{ label: string }>;
  }>;
  total: number;
  page: number;
  pageSize: number;
}

async function curated(query = ''): Promise<CuratedList> {
  const res = await get(`/api/interactions/curated${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CuratedList;
}

describe('GET /api/interactions/curated', () => {
  it('pages through every record, most severe first by default', async () => {
    const first = await curated();
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(25);
    expect(first.total).toBeGreaterThanOrEqual(280);
    expect(first.items).toHaveLength(25);
    const item = first.items[0];
    expect(item).toMatchObject({
      id: expect.any(String),
      severity: expect.any(String),
      evidence: expect.any(String),
      mechanism: expect.any(String),
      effect: expect.any(String),
      management: expect.any(String),
      onset: expect.any(String),
    });
    expect(item?.participants).toHaveLength(2);
    expect(item?.sources.length).toBeGreaterThan(0);
    const ranks = first.items.map((i) => SEVERITIES.indexOf(i.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    const second = await curated('page=2');
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    const last = await curated(`page=${Math.ceil(first.total / 25) + 1}`);
    expect(last.items).toEqual([]);
    expect(last.total).toBe(first.total);
  });

  it('filters by one or several severities', async () => {
    const major = await curated('severity=major&pageSize=100');
    expect(major.total).toBeGreaterThan(0);
    expect(major.items.every((i) => i.severity === 'major')).toBe(true);
    const both = await curated('severity=major,contraindicated&pageSize=100');
    const contra = await curated('severity=contraindicated');
    expect(both.total).toBe(major.total + contra.total);
  });

  it('filters by drug, through groups too, by name, brand or RxCUI', async () => {
    const byName = await curated('drug=ibrutinib&pageSize=100');
    const byBrand = await curated('drug=Imbruvica&pageSize=100');
    const byRxcui = await curated('drug=1442981&pageSize=100');
    expect(byName.total).toBeGreaterThan(0);
    expect(byBrand).toEqual(byName);
    expect(byRxcui).toEqual(byName);
    const itra = await curated('drug=itraconazole&pageSize=100');
    // Itraconazole appears in records that name the strong CYP3A4 inhibitor group.
    expect(itra.items.some((i) => i.participants.some((p) => p.kind === 'group'))).toBe(true);
  });

  it('searches free text in names, group members, mechanism and management', async () => {
    const body = await curated('q=venetoclax&pageSize=100');
    expect(body.total).toBeGreaterThan(0);
    const lower = (i: CuratedList['items'][number]) => JSON.stringify(i).toLowerCase();
    expect(body.items.every((i) => lower(i).includes('venetoclax'))).toBe(true);
    const none = await curated('q=zzzzqqq');
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    ['name', (a: string, b: string) => a <= b],
    ['-name', (a: string, b: string) => a >= b],
  ])('sorts by %s', async (sort, inOrder) => {
    const body = await curated(`sort=${sort}&pageSize=100`);
    const keys = body.items.map((i) => `${i.participants[0]?.name} + ${i.participants[1]?.name}`);
    for (let k = 1; k < keys.length; k++) {
      expect(inOrder((keys[k - 1] ?? '').toLowerCase(), (keys[k] ?? '').toLowerCase())).toBe(true);
    }
  });

  it('sorts by -severity, least severe first', async () => {
    const body = await curated('sort=-severity&pageSize=100');
    const ranks = body.items.map((i) => SEVERITIES.indexOf(i.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it.each([
    ['severity=severe', 'severity'],
    ['severity=major,bad', 'severity'],
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['sort=random', 'sort'],
    ['drug=notadrugatall', 'notadrugatall'],
  ])('400 for %s', async (query, words) => {
    const res = await get(`/api/interactions/curated?${query}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('validation');
    expect(errorOf(res).message).toContain(words);
  });
});

/** A small RFC 4180 reader for the tests: quoted fields, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('GET /api/interactions/curated.csv', () => {
  it('exports every matching record as an attachment', async () => {
    const res = await get('/api/interactions/curated.csv?severity=major');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]?.slice(0, 6)).toEqual([
      'id',
      'participant_a',
      'participant_a_rxcui',
      'participant_b',
      'participant_b_rxcui',
      'severity',
    ]);
    const list = await curated('severity=major&pageSize=1');
    expect(rows.length - 1).toBe(list.total);
    const width = rows[0]?.length;
    expect(rows.every((r) => r.length === width)).toBe(true);
    expect(rows.slice(1).every((r) => r[5] === 'major')).toBe(true);
  });

  it('round-trips text with commas and quotes', async () => {
    const res = await get('/api/interactions/curated.csv?drug=ibrutinib');
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    const list = await curated('drug=ibrutinib&pageSize=100');
    const byId = new Map(list.items.map((i) => [i.id, i]));
    for (const row of rows.slice(1)) {
      const item = byId.get(row[0] ?? '');
      expect(item, row[0]).toBeDefined();
      expect(row[10]).toBe(item?.effect);
    }
  });

  it('400 for a bad filter, like the list', async () => {
    const res = await get('/api/interactions/curated.csv?severity=nope');
    expect(res.statusCode).toBe(400);
  });
});

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded', '" padded"'],
    // Formula injection: a leading = + - @ tab or CR is neutralised with an apostrophe.
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1+2', "'+1+2"],
    ['-50% dose', "'-50% dose"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['a=b', 'a=b'],
    [null, ''],
  ])('%j -> %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes a BOM, a header and CRLF rows', () => {
    expect(toCsv(['a', 'b'], [['1', '=2']])).toBe("\uFEFFa,b\r\n1,'=2\r\n");
  });
});

describe('OpenAPI', () => {
  it('documents the drug and interaction routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/drugs',
        '/api/drugs/classes',
        '/api/drugs/{rxcui}',
        '/api/interactions/check',
        '/api/interactions/curated',
        '/api/interactions/curated.csv',
      ]),
    );
  });
});
