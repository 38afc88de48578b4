import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../../core/errors';
import { trialSearchQuerySchema } from '../../../core/trials';
import { startFakeCtgov, type FakeCtgov } from '../../test-support/ctgov-fake-server';
import { createCtgovClient, type CtgovClient } from './ctgov-client';

/** The registry client against the local stand-in: paging, and every way the registry can fail. */

let fake: FakeCtgov;
let client: CtgovClient;

beforeAll(async () => {
  fake = await startFakeCtgov();
  client = createCtgovClient({ baseUrl: fake.url, timeoutMs: 500 });
});
afterAll(async () => {
  await fake?.close();
});

const query = (input: Record<string, unknown>) => trialSearchQuerySchema.parse(input);

async function failure(p: Promise<unknown>): Promise<DomainError> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('ClinicalTrials.gov client', () => {
  it('searches with the registry’s parameters and pages with its token', async () => {
    const first = await client.search(query({ condition: 'colorectal', pageSize: 2 }));
    expect(first.totalCount).toBe(3);
    expect(first.studies.map((s) => s.protocolSection?.identificationModule?.nctId)).toEqual([
      'NCT90000001',
      'NCT90000002',
    ]);
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/api/v2/studies');
    expect(sent.headers.accept).toBe('application/json');
    expect(String(sent.headers['user-agent'])).toMatch(/^OncoCDS\//);
    expect(sent.query).toContainEqual(['query.cond', 'colorectal']);
    expect(sent.query).toContainEqual(['countTotal', 'true']);

    const second = await client.search(
      query({ condition: 'colorectal', pageSize: 2, pageToken: first.nextPageToken }),
    );
    expect(fake.requests.at(-1)!.query).toContainEqual(['pageToken', first.nextPageToken!]);
    expect(second.totalCount).toBeUndefined();
    expect(second.studies.map((s) => s.protocolSection?.identificationModule?.nctId)).toEqual([
      'NCT90000011',
    ]);
    expect(second.nextPageToken).toBeUndefined();
  });

  it('filters by status and phase as the registry does', async () => {
    const page = await client.search(
      query({ condition: 'cancer', status: 'RECRUITING', phase: 'PHASE3' }),
    );
    const ids = page.studies.map((s) => s.protocolSection?.identificationModule?.nctId);
    expect(ids).toEqual(['NCT90000003', 'NCT90000005', 'NCT90000006', 'NCT90000010']);
  });

  it('a page token from another search is the registry’s 400, with its message', async () => {
    const first = await client.search(query({ condition: 'colorectal', pageSize: 1 }));
    const e = await failure(
      client.search(query({ condition: 'lung', pageToken: first.nextPageToken })),
    );
    expect(e.code).toBe('validation');
    expect(e.message).toMatch(/^ClinicalTrials\.gov refused the search: Invalid pageToken/);
  });

  it('reads one study, and an unknown one is a 404', async () => {
    const s = await client.study('NCT90000005');
    expect(s.protocolSection?.eligibilityModule?.sex).toBe('FEMALE');
    expect(fake.requests.at(-1)!.query).toContainEqual(['fields', 'ProtocolSection']);
    const e = await failure(client.study('NCT99999999'));
    expect(e.code).toBe('not_found');
    expect(e.message).toBe('ClinicalTrials.gov has no study NCT99999999');
  });

  it.each<[number, string, 'unavailable' | 'bad_gateway', RegExp]>([
    [500, 'Internal Server Error', 'bad_gateway', /answered with an error \(HTTP 500\)/],
    [503, 'Service Unavailable', 'unavailable', /cannot be reached: the service is unavailable/],
    [504, '', 'unavailable', /HTTP 504/],
    [429, 'Too Many Requests', 'unavailable', /limiting requests/],
    [403, 'Forbidden', 'bad_gateway', /answered HTTP 403/],
  ])('HTTP %i from the registry → %s', async (status, body, code, message) => {
    fake.failNext(status, body);
    const e = await failure(client.search(query({ condition: 'colorectal' })));
    expect(e.code).toBe(code);
    expect(e.message).toMatch(message);
    expect(e.message).toMatch(/No trials can be shown\.$/);
  });

  it('an answer that is not the published shape is a 502, never an empty list', async () => {
    fake.failNext(200, '<html>maintenance</html>', 'text/html');
    expect((await failure(client.search(query({ condition: 'x' })))).code).toBe('bad_gateway');
    fake.failNext(200, JSON.stringify({ hits: [] }), 'application/json');
    expect((await failure(client.search(query({ condition: 'x' })))).code).toBe('bad_gateway');
  });

  it('a registry that does not answer in time is a 503', async () => {
    fake.hangNext();
    const e = await failure(client.search(query({ condition: 'colorectal' })));
    expect(e.code).toBe('unavailable');
    expect(e.message).toMatch(/no answer within 1 s/);
  });

  it('an address that refuses connections is a 503', async () => {
    const gone = await startFakeCtgov();
    await gone.goAway();
    const e = await failure(
      createCtgovClient({ baseUrl: gone.url }).search(query({ condition: 'colorectal' })),
    );
    expect(e.code).toBe('unavailable');
    expect(e.message).toMatch(/cannot be reached: the connection failed/);
  });
});
