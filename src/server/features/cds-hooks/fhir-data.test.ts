import { describe, expect, it } from 'vitest';
import { cdsServiceRequestSchema, findService } from '../../../core/cds-hooks';
import { gatherFhirData, MAX_PAGES, PreconditionFailed } from './fhir-data';
import { whatCouldNotBeFetched } from './service';

/*
 * gatherFhirData without prefetch, against a FHIR server played by an injected `fetch`: what is
 * fetched, what is not and why, the shared time budget, the page cap. The HTTP path (a real local
 * server, the allow-list, the token) is in cds-hooks.int.test.ts and cds-hooks-fhir.int.test.ts.
 */

const BASE = 'https://ehr.example.org/fhir';
const service = findService('oncocds-order-sign')!;
const request = cdsServiceRequestSchema.parse({
  hookInstance: 'd1577c69-dfbe-44ad-ba6d-3e05e953b2ea',
  hook: 'order-sign',
  fhirServer: BASE,
  fhirAuthorization: {
    access_token: 'tok',
    token_type: 'Bearer',
    expires_in: 300,
    scope: 'patient/*.rs',
    subject: 'oncocds',
  },
  context: {
    userId: 'PractitionerRole/1',
    patientId: 'p1',
    draftOrders: { resourceType: 'Bundle', type: 'collection', entry: [] },
  },
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/fhir+json' },
  });
const searchset = (entries: object[], next?: string) => ({
  resourceType: 'Bundle',
  type: 'searchset',
  entry: entries.map((resource) => ({ resource })),
  ...(next ? { link: [{ relation: 'next', url: next }] } : {}),
});

/** A FHIR server: the patient, empty searches, and `override` per resource type. */
function server(
  override: Record<string, (url: URL, init?: RequestInit) => Promise<Response>> = {},
) {
  const seen: string[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    seen.push(`${url.pathname}${url.search}`);
    const type = url.pathname.split('/')[2] ?? '';
    const special = override[type];
    if (special) return special(url, init);
    if (type === 'Patient') return json({ resourceType: 'Patient', id: 'p1', gender: 'female' });
    return json(searchset([]));
  }) as typeof fetch;
  return { impl, seen };
}

/** Never answers; gives up only when the request's signal aborts (as fetch does). */
const hang = (_url: URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
  });

const options = (impl: typeof fetch, extra: object = {}) => ({
  mayFetch: true,
  allowedOrigins: ['https://ehr.example.org'],
  fetchImpl: impl,
  ...extra,
});

describe('gatherFhirData from fhirServer', () => {
  it('fetches every key with the bearer token when nothing was prefetched', async () => {
    const { impl, seen } = server();
    const data = await gatherFhirData(service, request, options(impl));
    expect(data.fetched.sort()).toEqual(Object.keys(service.prefetch).sort());
    expect(data.failed).toEqual([]);
    expect(data.notProvided).toEqual([]);
    expect(seen).toContain('/fhir/Patient/p1');
  });

  it('a server slower than the hook budget: the answer comes back partial, naming what is missing', async () => {
    const { impl } = server({ Observation: hang });
    const started = Date.now();
    const data = await gatherFhirData(service, request, options(impl, { budgetMs: 200 }));
    // Not a timing assertion: the call returned at all, while the server never answered.
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(data.fetched).toContain('medications');
    const failedKeys = data.failed.map((f) => f.key).sort();
    expect(failedKeys).toEqual(['cardiac', 'genomics', 'labs', 'vitals']);
    expect(data.failed[0]!.reason).toMatch(/no answer within the hook's 0.2 s/);
    const [card] = whatCouldNotBeFetched(data);
    expect(card!.concernsAll).toBe(true);
    expect(card!.text).toMatch(/laboratory results \(no answer within/);
    expect(card!.text).toMatch(/genomic results/);
  });

  it('names a refusal by its status, and a required key refused is a 412 that says why', async () => {
    const { impl } = server({
      AllergyIntolerance: async () => json({ resourceType: 'OperationOutcome' }, 403),
      Condition: async () => json({ resourceType: 'OperationOutcome', issue: [] }),
    });
    await expect(gatherFhirData(service, request, options(impl))).rejects.toThrow(
      PreconditionFailed,
    );
    await expect(gatherFhirData(service, request, options(impl))).rejects.toThrow(
      /allergies: the FHIR server answered HTTP 403/,
    );
    const { impl: conditionsOnly } = server({
      Condition: async () => json({ resourceType: 'OperationOutcome', issue: [] }),
    });
    const data = await gatherFhirData(service, request, options(conditionsOnly));
    expect(data.failed).toEqual([
      { key: 'conditions', reason: 'the FHIR server answered an error (OperationOutcome)' },
    ]);
  });

  it('a search with more pages than the cap is marked as cut off, and says so', async () => {
    let page = 0;
    const { impl } = server({
      MedicationAdministration: async () =>
        json(searchset([], `${BASE}/MedicationAdministration?page=${++page}`)),
    });
    const data = await gatherFhirData(service, request, options(impl));
    expect(page).toBe(MAX_PAGES);
    expect(data.truncated).toEqual(['administrations']);
    expect(whatCouldNotBeFetched(data)[0]!.text).toMatch(
      /Only the first 20 pages .* medication administrations/,
    );
  });

  it('an unverified caller or a server off the allow-list is never asked: 412, nothing fetched', async () => {
    const { impl, seen } = server();
    await expect(
      gatherFhirData(service, request, { ...options(impl), mayFetch: false }),
    ).rejects.toThrow(/only for a verified CDS client/);
    await expect(
      gatherFhirData(service, request, { ...options(impl), allowedOrigins: ['https://other.org'] }),
    ).rejects.toThrow(PreconditionFailed);
    expect(seen).toEqual([]);
  });
});
