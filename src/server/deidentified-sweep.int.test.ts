import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients } from '../db/schema';
import { serverEnvSchema } from './config';
import { signUpTeam, submission, type Team } from './test-support/feedback';
import {
  call,
  createPatient,
  findingPerMedication,
  identifiablePatient,
} from './test-support/patients';
import { openStream, streamTicket } from './test-support/sse-client';
import { bearer, createTestContext, type TestContext } from './test-support/test-app';

/*
 * Issue 21, "Done means": the repeated sweep. Signed in as researcher and as student, every GET
 * endpoint of the OpenAPI document (read from /api/docs/json, so a route added tomorrow is swept
 * tomorrow) with every id of the institution's records substituted, and the collaboration event
 * stream replayed from its start, must hold no identifier of any patient: names, MRNs and birth
 * dates as stored, and the identifiers clinicians wrote into free text (notes, discussion titles
 * and comments, acknowledgement comments, feedback): a relative's name, a phone number, an e-mail
 * address, a street address and ZIP code, a birth date written out, an MRN as typed.
 */

let t: TestContext;
let base: string;
let team: Team;
const SURNAMES = ['Vantross', 'Keldwyn'];
/** Identifiers a clinician typed into free text (each must be found nowhere a role cannot see). */
const FREE_TEXT_IDENTIFIERS = [
  'Karenza',
  '617-555-0142',
  'karenza.vantross@example.com',
  '12 Elm Street',
  '02118',
  '14 March 1958',
  'H-7734521',
  '(508) 555-0199',
];
const FREE_TEXT =
  `Daughter Karenza ${SURNAMES[0]} (ph 617-555-0142, karenza.vantross@example.com) says her ` +
  `mother lives at 12 Elm Street, Boston MA 02118; born 14 March 1958; MRN H-7734521; ` +
  `home phone (508) 555-0199. Neutropenic on capecitabine, bleeding gums.`;

const ids = {
  patient: [] as string[],
  thread: [] as string[],
  feedback: [] as string[],
  case: [] as string[],
  protocol: [] as string[],
  regimen: [] as string[],
};
/** The thread an oncologist reads too: the control that the matcher finds what is there. */
let clinicianView = '';
interface Swept {
  who: string;
  url: string;
  status: number;
  body: string;
}
const swept: Swept[] = [];
let routes: Array<{ path: string; params: string[] }> = [];

beforeAll(async () => {
  // External services point at a closed local port: a route that calls out fails fast.
  t = await createTestContext({
    alertEvaluator: findingPerMedication,
    env: serverEnvSchema.parse({
      RATE_LIMIT_PER_MINUTE: '1000000',
      GITHUB_API_URL: 'http://127.0.0.1:9',
      CTGOV_API_URL: 'http://127.0.0.1:9',
    }),
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  team = await signUpTeam(t.app, 'Sweep Hospital');
  const onc = team.oncologist.accessToken;

  // Demo patients (created by the first list) and two identified test patients.
  await call(t.app, onc, 'GET', '/api/patients');
  for (const s of SURNAMES) await createPatient(t.app, onc, identifiablePatient(s));
  const list = (await call(t.app, onc, 'GET', '/api/patients?pageSize=100')).json();
  ids.patient = (list.items as Array<{ id: string }>).map((i) => i.id);
  const target = ids.patient[ids.patient.length - 1]!;

  // Free text written with identifiers in it, everywhere a clinician can write.
  for (const id of ids.patient.slice(-2)) {
    const note = await call(t.app, onc, 'POST', `/api/patients/${id}/notes`, { text: FREE_TEXT });
    expect(note.statusCode, note.body).toBe(201);
    const alerts = (await call(t.app, onc, 'GET', `/api/patients/${id}/alerts`)).json();
    const first = (alerts.alerts as Array<{ id: string }>)[0];
    if (first) {
      await call(t.app, onc, 'POST', `/api/alerts/${first.id}/acknowledge`, {
        reason: 'other',
        comment: FREE_TEXT.slice(0, 480),
      });
    }
  }
  const thread = await call(t.app, onc, 'POST', '/api/collaboration/threads', {
    patientId: target,
    title: `Karenza ${SURNAMES[0]} called from 617-555-0142`,
    body: FREE_TEXT,
    mentions: [team.researcher.id, team.student.id],
  });
  expect(thread.statusCode, thread.body).toBe(201);
  ids.thread.push(thread.json().id as string);
  const reply = await call(
    t.app,
    team.pharmacist.accessToken,
    'POST',
    `/api/collaboration/threads/${ids.thread[0]}/comments`,
    { body: `Reached Karenza at karenza.vantross@example.com about 14 March 1958 DOB mismatch.` },
  );
  expect(reply.statusCode, reply.body).toBe(201);
  const feedback = await t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: bearer(onc),
    payload: submission({ title: 'Patient Karenza Vantross record', description: FREE_TEXT }),
  });
  expect(feedback.statusCode, feedback.body).toBe(201);
  ids.feedback.push(feedback.json().id as string);
  clinicianView = (await call(t.app, onc, 'GET', `/api/collaboration/threads/${ids.thread[0]}`))
    .body;

  // Ids of the reference records the id routes take.
  const firstIds = async (url: string, key = 'items') => {
    const res = await call(t.app, onc, 'GET', url);
    const body = res.json() as Record<string, unknown>;
    const items = (Array.isArray(body) ? body : (body[key] ?? [])) as Array<{ id: string }>;
    return items.slice(0, 2).map((i) => String(i.id));
  };
  ids.protocol = await firstIds('/api/protocols', 'protocols');
  ids.regimen = await firstIds('/api/regimens', 'regimens');
  ids.case = await firstIds('/api/learning/cases');

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths)
    .filter(([, ops]) => ops.get)
    .map(([path]) => ({ path, params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!) }));

  for (const role of ['researcher', 'student'] as const) {
    const token = team[role].accessToken;
    for (const route of routes) {
      for (const url of urlsFor(route)) {
        // The stream is swept below over HTTP (inject cannot stream).
        if (route.path === '/api/collaboration/stream') continue;
        const res = await call(t.app, token, 'GET', url);
        swept.push({ who: role, url, status: res.statusCode, body: res.body });
      }
    }
    // The event stream replayed from its first event: every event the role is sent.
    const stream = await openStream(base, {
      ticket: await streamTicket(base, token),
      lastEventIdQuery: '0',
    });
    await stream.waitFor((e) => e.event !== 'message' || e.data.length > 0, 20_000);
    await stream.waitFor((e) => e.data.includes(ids.thread[0]!), 20_000);
    stream.close();
    swept.push({
      who: role,
      url: '/api/collaboration/stream',
      status: stream.status,
      body: stream.events.map((e) => `${e.event} ${e.data}`).join('\n'),
    });
  }
}, 300_000);
afterAll(async () => t?.close());

/** Every id a path parameter can take here: the records of each kind, and each id for `{id}`. */
function valuesFor(path: string, param: string): string[] {
  if (param === 'nctId') return ['NCT04379596'];
  if (param === 'rxcui') return ['194000'];
  // No plan exists here: the route is still called (its refusal is swept too).
  if (param === 'planId') return ['00000000-0000-4000-8000-000000000000'];
  if (path.startsWith('/api/drugs/id')) return ['capecitabine'];
  if (path.startsWith('/api/patients')) return ids.patient;
  if (path.startsWith('/api/collaboration/threads')) return ids.thread;
  if (path.startsWith('/api/admin/feedback')) return ids.feedback;
  if (path.startsWith('/api/learning/cases')) return ids.case;
  if (path.startsWith('/api/protocols')) return ids.protocol;
  if (path.startsWith('/api/regimens')) return ids.regimen;
  // Anything else: every id known, so nothing keyed by a record is skipped.
  return Object.values(ids).flat();
}

function urlsFor(route: { path: string; params: string[] }): string[] {
  let urls = [route.path];
  for (const param of route.params) {
    urls = urls.flatMap((u) =>
      valuesFor(route.path, param).map((v) => u.replace(`{${param}}`, encodeURIComponent(v))),
    );
  }
  return urls;
}

/** Every identifier of every patient, as stored, and those written into the free text. */
async function identifiers(): Promise<string[]> {
  const rows = await t.db.db.select().from(patients).where(inArray(patients.id, ids.patient));
  return [
    ...rows.flatMap((p) => [p.firstName, p.lastName, p.mrn, p.dateOfBirth]),
    ...SURNAMES,
    ...FREE_TEXT_IDENTIFIERS,
  ];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whole tokens ("Demo" is a surname, "isDemo" a field; a ZIP code must not be found inside a
 * record id), raw or as JSON escapes it.
 */
function found(term: string, body: string): boolean {
  return [term, JSON.stringify(term).slice(1, -1)].some((f) =>
    new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(f)}(?![A-Za-z0-9])`).test(body),
  );
}

describe('the de-identified sweep (researcher and student, every GET endpoint and the stream)', () => {
  it('swept every GET route, with records behind the id routes', () => {
    expect(routes.length).toBeGreaterThan(40);
    const ok = swept.filter((s) => s.status === 200);
    // The id routes answered with records, not only refusals.
    expect(ok.some((s) => s.url.startsWith(`/api/patients/${ids.patient[0]}`))).toBe(true);
    expect(ok.some((s) => s.url === `/api/collaboration/threads/${ids.thread[0]}`)).toBe(true);
    const stream = swept.filter((s) => s.url === '/api/collaboration/stream');
    expect(stream.map((s) => s.status)).toEqual([200, 200]);
  });

  it('holds no identifier of any patient in any response', async () => {
    const terms = await identifiers();
    // The control: the clinician's own view of the thread holds every free-text identifier.
    expect(FREE_TEXT_IDENTIFIERS.filter((term) => !found(term, clinicianView))).toEqual([]);
    const hits: string[] = [];
    for (const term of terms) {
      for (const s of swept) if (found(term, s.body)) hits.push(`${s.who} ${s.url}: ${term}`);
    }
    const endpoints = new Set(swept.map((s) => s.url.split('?')[0])).size;
    const bytes = swept.reduce((n, s) => n + Buffer.byteLength(s.body), 0);
    const statuses = swept.reduce<Record<number, number>>(
      (m, s) => ({ ...m, [s.status]: (m[s.status] ?? 0) + 1 }),
      {},
    );
    const refused400 = swept.filter((s) => s.status === 400).map((s) => s.url);
    console.info(`sweep: 400 on ${[...new Set(refused400)].join(' ')}`);
    console.info(
      `sweep: ${routes.length} GET routes + the event stream, ${endpoints} distinct URLs, ` +
        `${swept.length} responses (${JSON.stringify(statuses)}), ${bytes} bytes, ` +
        `${terms.length} identifiers, ${hits.length} hits`,
    );
    expect(hits).toEqual([]);
  });
});
