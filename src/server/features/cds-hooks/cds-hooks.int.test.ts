import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERRIDE_REASON_SYSTEM, type CdsCard } from '../../../core/cds-hooks';
import { analyticsEvents, auditLog, cdsHooksCards, cdsHooksFeedback } from '../../../db/schema';
import { serverEnvSchema } from '../../config';
import {
  allergyIntolerance,
  bodyMeasurements,
  fhirPatient,
  fullPrefetch,
  genotypeObservation,
  medicationRequest,
  normalCardiacObservations,
  normalLabObservations,
  orderSelectRequest,
  orderSignRequest,
  patientViewRequest,
  startTestEhrClient,
  type TestEhrClient,
} from '../../test-support/cds-ehr-client';
import { FAKE_FHIR_TOKEN, startFakeFhir, type FakeFhir } from '../../test-support/fhir-fake-server';
import {
  captureLogs,
  createTestContext,
  errorOf,
  type TestContext,
} from '../../test-support/test-app';

/*
 * CDS Hooks 2.0 end to end (issue 14), through app.inject(): payloads shaped like the
 * specification's examples, a test EHR that signs its JWTs with its own key and serves its JWK
 * Set, and a fake FHIR server for calls that bring fhirServer + fhirAuthorization instead of
 * prefetch.
 */

const PUBLIC_URL = 'https://oncocds.test';
const INSTITUTION = '6f1f5b1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
const SIGN_URL = `${PUBLIC_URL}/cds-services/oncocds-order-sign`;

let t: TestContext;
let ehr: TestEhrClient;
let stranger: TestEhrClient;
let fhir: FakeFhir;
const logs = captureLogs();
/** Requests that reached the server a leaky FHIR server's next links point to (must stay empty). */
const elsewhere: string[] = [];
let leaky: Server;
let other: Server;
/** A FHIR server not on FHIR_ALLOWED_URLS: a verified client's fhirServer there is never asked. */
let unlisted: Server;
const unlistedRequests: string[] = [];
/** A FHIR server on the allow-list that never answers an Observation search. */
let slow: Server;

async function startSideServers() {
  // A FHIR server whose search pages point elsewhere, and the elsewhere that must stay unasked.
  other = createServer((req, res) => {
    elsewhere.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/fhir+json' }).end('{}');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/fhir`;
  leaky = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const body =
      path === '/fhir/Patient/1288992'
        ? fhirPatient()
        : {
            resourceType: 'Bundle',
            type: 'searchset',
            link: [{ relation: 'next', url: `${otherUrl}${path.slice(5)}?page=2` }],
            entry: [],
          };
    res.writeHead(200, { 'content-type': 'application/fhir+json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => leaky.listen(0, '127.0.0.1', resolve));
  unlisted = createServer((req, res) => {
    unlistedRequests.push(req.url ?? '');
    res
      .writeHead(200, { 'content-type': 'application/fhir+json' })
      .end(JSON.stringify(fhirPatient()));
  });
  await new Promise<void>((resolve) => unlisted.listen(0, '127.0.0.1', resolve));
  slow = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path === '/fhir/Observation') return; // never answered: the hook must not wait for it
    const body =
      path === '/fhir/Patient/1288992'
        ? fhirPatient()
        : { resourceType: 'Bundle', type: 'searchset', entry: [] };
    res.writeHead(200, { 'content-type': 'application/fhir+json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
}
const serverUrl = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}/fhir`;

beforeAll(async () => {
  // The client's clock is the server's, so a test that moves one moves both.
  const now = () => t?.clock.now ?? Date.now();
  ehr = await startTestEhrClient({ now });
  stranger = await startTestEhrClient({ alg: 'RS384', now });
  fhir = await startFakeFhir({ token: FAKE_FHIR_TOKEN, pageSize: 2 });
  await startSideServers();
  t = await createTestContext({
    env: serverEnvSchema.parse({
      RATE_LIMIT_PER_MINUTE: '100000',
      PUBLIC_URL,
      FHIR_ALLOWED_URLS: [fhir.baseUrl, serverUrl(leaky), serverUrl(slow)].join(','),
      CDS_CLIENTS: JSON.stringify([ehr.config(INSTITUTION)]),
      CDS_HOOKS_SMART_LAUNCH_URL: 'https://oncocds.test/launch',
    }),
    logger: logs.logger,
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await ehr?.close();
  await stranger?.close();
  await fhir?.close();
  slow?.closeAllConnections();
  for (const s of [leaky, other, unlisted, slow]) {
    if (s) await new Promise((resolve) => s.close(resolve));
  }
});

async function call(service: string, body: unknown, token?: string | null) {
  const url = `${PUBLIC_URL}/cds-services/${service}`;
  const auth = token === null ? undefined : (token ?? (await ehr.sign(url)));
  return t.app.inject({
    method: 'POST',
    url: `/cds-services/${service}`,
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
    payload: body as object,
  });
}

const cardsOf = (res: { json(): unknown }) => (res.json() as { cards: CdsCard[] }).cards;

const capecitabine = (id = 'cape-1', dose = { value: 1250, unit: 'mg/m2' }) =>
  medicationRequest({
    id,
    rxcui: '194000',
    display: 'capecitabine 500 MG Oral Tablet',
    status: 'draft',
    dose,
    route: 'oral',
  });
const warfarin = medicationRequest({
  id: 'warf-1',
  rxcui: '11289',
  display: 'warfarin 5 MG Oral Tablet',
  dose: { value: 5, unit: 'mg' },
  route: 'oral',
});

function healthyPrefetch(extra: Parameters<typeof fullPrefetch>[0] = {}) {
  return fullPrefetch({
    labs: normalLabObservations(t.clock.now),
    vitals: bodyMeasurements(t.clock.now),
    cardiac: normalCardiacObservations(t.clock.now),
    ...extra,
  });
}

describe('discovery', () => {
  it('is open and lists the three services with their prefetch templates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cds-services' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const { services } = res.json() as {
      services: Array<{
        id: string;
        hook: string;
        title: string;
        description: string;
        prefetch: Record<string, string>;
      }>;
    };
    expect(services.map((s) => [s.id, s.hook])).toEqual([
      ['oncocds-order-select', 'order-select'],
      ['oncocds-order-sign', 'order-sign'],
      ['oncocds-patient-view', 'patient-view'],
    ]);
    for (const s of services) {
      expect(s.description.length).toBeGreaterThan(20);
      expect(s.prefetch).toMatchObject({
        patient: 'Patient/{{context.patientId}}',
        medications: 'MedicationRequest?patient={{context.patientId}}&status=active',
        allergies: 'AllergyIntolerance?patient={{context.patientId}}',
        conditions: 'Condition?patient={{context.patientId}}',
        administrations: 'MedicationAdministration?patient={{context.patientId}}',
      });
      expect(s.prefetch.labs).toMatch(
        /^Observation\?patient=\{\{context\.patientId\}\}&category=laboratory/,
      );
      expect(s.prefetch.genomics).toMatch(/v2-0074\|GE$/);
    }
  });

  it('answers a CORS preflight for browser-based clients', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/cds-services/oncocds-order-sign' });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-headers']).toMatch(/authorization/);
  });

  it('an unknown service is a JSON 404', async () => {
    const res = await call('no-such-service', orderSignRequest([capecitabine()]));
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('not_found');
  });
});

describe('trusting CDS clients (JWT)', () => {
  const body = () => orderSignRequest([capecitabine()], healthyPrefetch());

  it('accepts a JWT signed by the configured client, and says nothing at start about sandboxes', async () => {
    const res = await call('oncocds-order-sign', body());
    expect(res.statusCode).toBe(200);
    expect(logs.text()).not.toMatch(/CDS_HOOKS_ALLOW_UNAUTHENTICATED/);
  });

  it.each<[string, () => Promise<string | null>, RegExp]>([
    ['no Authorization header', async () => null, /JWT is required/],
    ['an expired JWT', () => ehr.sign(SIGN_URL, { expIn: -120, iatIn: -200 }), /expired/],
    [
      'another service’s audience',
      () => ehr.sign(`${PUBLIC_URL}/cds-services/oncocds-patient-view`),
      /aud/,
    ],
    [
      'another server’s audience',
      () => ehr.sign('https://elsewhere.example/cds-services/oncocds-order-sign'),
      /aud/,
    ],
    ['an unknown issuer', () => stranger.sign(SIGN_URL), /not a trusted CDS client/],
    [
      'a key not in the client’s JWK Set',
      () => ehr.sign(SIGN_URL, { foreignKey: true }),
      /signature|kid/,
    ],
    ['no jti', () => ehr.sign(SIGN_URL, { omit: ['jti'] }), /jti/],
    ['no iat', () => ehr.sign(SIGN_URL, { omit: ['iat'] }), /iat/],
    ['no exp', () => ehr.sign(SIGN_URL, { omit: ['exp'] }), /exp/],
    ['an iat in the future', () => ehr.sign(SIGN_URL, { iatIn: 600, expIn: 900 }), /iat/],
    ['a JWT older than five minutes', () => ehr.sign(SIGN_URL, { iatIn: -900, expIn: 300 }), /iat/],
    [
      'a jku other than the configured JWK Set',
      () => ehr.sign(SIGN_URL, { jku: 'https://evil.example/jwks' }),
      /jku/,
    ],
    [
      'an HMAC-signed JWT (symmetric keys are forbidden)',
      () =>
        new SignJWT({ iss: ehr.iss, aud: SIGN_URL, jti: randomUUID() })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: ehr.kid })
          .setIssuedAt(Math.floor(t.clock.now / 1000))
          .setExpirationTime(Math.floor(t.clock.now / 1000) + 300)
          .sign(new TextEncoder().encode('x'.repeat(64))),
      /asymmetric/,
    ],
    ['not a JWT', async () => 'not-a-jwt', /does not hold a JWT/],
  ])('refuses %s with a 401', async (_case, token, message) => {
    const jwt = await token();
    const res = await t.app.inject({
      method: 'POST',
      url: '/cds-services/oncocds-order-sign',
      headers: jwt ? { authorization: `Bearer ${jwt}` } : {},
      payload: body(),
    });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).message).toMatch(message);
  });

  it('refuses a replayed JWT (the same jti twice)', async () => {
    const jwt = await ehr.sign(SIGN_URL);
    expect((await call('oncocds-order-sign', body(), jwt)).statusCode).toBe(200);
    const again = await call('oncocds-order-sign', body(), jwt);
    expect(again.statusCode).toBe(401);
    expect(errorOf(again).message).toMatch(/replay/);
  });

  it('refuses before reading the body: an anonymous bad body is a 401, not a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/cds-services/oncocds-order-sign',
      payload: { nonsense: true },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('order-sign', () => {
  it('capecitabine ordered while warfarin is active: a critical or warning card naming both', async () => {
    const res = await call(
      'oncocds-order-sign',
      orderSignRequest(
        [capecitabine()],
        healthyPrefetch({
          medications: [warfarin],
          genomics: [genotypeObservation('dpyd', 'DPYD', 'HGNC:3012', '*1/*1')],
        }),
      ),
    );
    expect(res.statusCode).toBe(200);
    const cards = cardsOf(res);
    const card = cards.find((c) => /warfarin/i.test(c.summary) && /capecitabine/i.test(c.summary));
    expect(card, JSON.stringify(cards.map((c) => c.summary))).toBeDefined();
    expect(['critical', 'warning']).toContain(card!.indicator);
    expect(card!.summary.length).toBeLessThan(140);
    expect(card!.detail).toMatch(/\*\*What to do:\*\*.*INR/);
    expect(card!.source.label.length).toBeGreaterThan(3);
    expect(card!.overrideReasons?.[0]).toMatchObject({
      system: OVERRIDE_REASON_SYSTEM,
      display: expect.any(String),
    });
    expect(card!.links).toEqual([
      expect.objectContaining({
        type: 'absolute',
        url: expect.stringMatching(/^https:\/\/oncocds\.test\/interactions\?drugs=/),
      }),
      expect.objectContaining({ type: 'smart', url: 'https://oncocds.test/launch' }),
    ]);

    // Stored for feedback, counted for analytics under the client's institution, audited.
    const [stored] = await t.db.db
      .select()
      .from(cdsHooksCards)
      .where(eq(cdsHooksCards.id, card!.uuid));
    expect(stored).toMatchObject({
      serviceId: 'oncocds-order-sign',
      indicator: card!.indicator,
      kind: 'interaction',
      clientIss: ehr.iss,
      institutionId: INSTITUTION,
    });
    const events = await t.db.db
      .select()
      .from(analyticsEvents)
      .where(
        and(eq(analyticsEvents.type, 'cds.card'), eq(analyticsEvents.institutionId, INSTITUTION)),
      );
    expect(
      events.some(
        (e) =>
          e.properties.indicator === card!.indicator &&
          e.properties.serviceId === 'oncocds-order-sign',
      ),
    ).toBe(true);
    for (const e of events)
      expect(Object.keys(e.properties).sort()).toEqual(['indicator', 'serviceId']);
    const audit = await t.db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'cds.service.call'));
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toMatch(/1288992/);
  });

  it('a standard regimen (carboplatin and paclitaxel with its dexamethasone premedication) in a healthy patient: no card above info', async () => {
    const drafts = [
      medicationRequest({
        id: 'pac',
        rxcui: '56946',
        display: 'paclitaxel',
        status: 'draft',
        dose: { value: 175, unit: 'mg/m2' },
        route: 'iv',
      }),
      medicationRequest({
        id: 'carbo',
        rxcui: '40048',
        display: 'carboplatin',
        status: 'draft',
        dose: { value: 5, unit: 'AUC' },
        route: 'iv',
      }),
      medicationRequest({
        id: 'dex',
        rxcui: '3264',
        display: 'dexamethasone',
        status: 'draft',
        dose: { value: 20, unit: 'mg' },
        route: 'iv',
      }),
    ];
    const res = await call(
      'oncocds-order-sign',
      orderSignRequest(
        drafts,
        healthyPrefetch({ genomics: [genotypeObservation('dpyd', 'DPYD', 'HGNC:3012', '*1/*1')] }),
      ),
    );
    expect(res.statusCode).toBe(200);
    const loud = cardsOf(res).filter((c) => c.indicator !== 'info');
    expect(loud.map((c) => c.summary)).toEqual([]);
  });

  it('DPYD intermediate metabolizer: a critical card suggesting the CPIC 50% dose as an update of the draft', async () => {
    const res = await call(
      'oncocds-order-sign',
      orderSignRequest(
        [capecitabine('cape-dpyd')],
        healthyPrefetch({ genomics: [genotypeObservation('dpyd', 'DPYD', 'HGNC:3012', '*1/*2A')] }),
      ),
    );
    const card = cardsOf(res).find((c) => c.source.topic?.code === 'pgx');
    expect(card?.indicator).toBe('critical');
    expect(card?.selectionBehavior).toBe('at-most-one');
    const action = card?.suggestions?.[0]?.actions[0];
    expect(action?.type).toBe('update');
    expect(action?.resource).toMatchObject({
      resourceType: 'MedicationRequest',
      id: 'cape-dpyd',
      status: 'draft',
      dosageInstruction: [{ doseAndRate: [{ doseQuantity: { value: 625, unit: 'mg/m2' } }] }],
    });
    // Beside the cards, a systemAction the EHR may apply itself: record the finding, change nothing.
    const { systemActions } = res.json() as {
      systemActions?: Array<{ type: string; resource: Record<string, unknown> }>;
    };
    expect(systemActions?.find((a) => a.resource.resourceType === 'DetectedIssue')).toMatchObject({
      type: 'create',
      resource: {
        status: 'preliminary',
        severity: 'high',
        code: { coding: [{ code: 'GEN' }] },
        patient: { reference: 'Patient/1288992' },
        implicated: [{ reference: 'MedicationRequest/cape-dpyd' }],
      },
    });
    expect(systemActions?.every((a) => a.type === 'create')).toBe(true);
  });

  it('fluoxetine ordered for a patient on tamoxifen (CYP2D6 *1/*1): replace suggestions with same-class drugs, each a delete plus an undosed create', async () => {
    const tamoxifen = medicationRequest({
      id: 'tam-1',
      rxcui: '10324',
      display: 'tamoxifen 20 MG Oral Tablet',
      dose: { value: 20, unit: 'mg' },
      route: 'oral',
    });
    const fluoxetine = medicationRequest({
      id: 'flx-1',
      rxcui: '4493',
      display: 'fluoxetine 20 MG Oral Capsule',
      status: 'draft',
      dose: { value: 20, unit: 'mg' },
      route: 'oral',
    });
    const res = await call(
      'oncocds-order-sign',
      orderSignRequest(
        [fluoxetine],
        healthyPrefetch({
          medications: [tamoxifen],
          genomics: [genotypeObservation('cyp2d6', 'CYP2D6', 'HGNC:2625', '*1/*1')],
        }),
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const suggestions = cardsOf(res).flatMap((c) => c.suggestions ?? []);
    const replace = suggestions.filter((s) => s.label.startsWith('Replace Fluoxetine with'));
    expect(replace.length).toBeGreaterThan(0);
    for (const s of replace) {
      expect(s.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(s.actions.map((a) => a.type)).toEqual(['delete', 'create']);
      expect(s.actions[0]!.resourceId).toBe('MedicationRequest/flx-1');
      expect(s.actions[1]!.resource).toMatchObject({
        resourceType: 'MedicationRequest',
        status: 'draft',
        subject: { reference: 'Patient/1288992' },
      });
      expect(s.actions[1]!.resource).not.toHaveProperty('dosageInstruction');
    }
  });

  it('a severe allergy to the ordered drug: critical, with cancelling the draft as the suggestion', async () => {
    const res = await call(
      'oncocds-order-sign',
      orderSignRequest(
        [
          medicationRequest({
            id: 'ond-1',
            rxcui: '26225',
            display: 'ondansetron',
            status: 'draft',
          }),
        ],
        healthyPrefetch({ allergies: [allergyIntolerance('a1', '26225', 'ondansetron')] }),
      ),
    );
    const card = cardsOf(res).find((c) => c.source.topic?.code === 'allergy');
    expect(card?.indicator).toBe('critical');
    expect(card?.suggestions?.[0]?.actions).toEqual([
      expect.objectContaining({ type: 'delete', resourceId: 'MedicationRequest/ond-1' }),
    ]);
  });

  it('a drug the knowledge base does not know is an info card, never silence', async () => {
    const res = await call(
      'oncocds-order-sign',
      orderSignRequest(
        [
          {
            resourceType: 'MedicationRequest',
            id: 'x',
            status: 'draft',
            intent: 'order',
            subject: { reference: 'Patient/1288992' },
            medicationCodeableConcept: { text: 'Zorblatinib 50 mg tablet' },
          },
        ],
        healthyPrefetch(),
      ),
    );
    expect(res.statusCode).toBe(200);
    const [card] = cardsOf(res);
    expect(card?.indicator).toBe('info');
    expect(card?.summary).toMatch(/Zorblatinib.*could not be fully checked/);
  });

  it('the specification’s own order-sign example: the NutritionOrder is ignored, the amoxicillin/clavulanate suspension resolves by its RxNorm code and is checked', async () => {
    const example = {
      hookInstance: 'd1577c69-dfbe-44ad-ba6d-3e05e953b2ea',
      hook: 'order-sign',
      context: {
        userId: 'PractitionerRole/123',
        patientId: '1288992',
        encounterId: '89284',
        draftOrders: {
          resourceType: 'Bundle',
          entry: [
            {
              resource: {
                resourceType: 'NutritionOrder',
                id: 'pureeddiet-simple',
                status: 'draft',
                patient: { reference: 'Patient/1288992' },
                dateTime: '2014-09-17',
                oralDiet: { type: [{ text: 'Pureed diet' }] },
              },
            },
            {
              resource: {
                resourceType: 'MedicationRequest',
                id: 'smart-MedicationRequest-103',
                status: 'draft',
                intent: 'order',
                medicationCodeableConcept: {
                  coding: [
                    {
                      system: 'http://www.nlm.nih.gov/research/umls/rxnorm',
                      code: '617993',
                      display:
                        'Amoxicillin 120 MG/ML / clavulanate potassium 8.58 MG/ML Oral Suspension',
                    },
                  ],
                  text: 'Amoxicillin 120 MG/ML / clavulanate potassium 8.58 MG/ML Oral Suspension',
                },
                subject: { reference: 'Patient/1288992' },
                dosageInstruction: [
                  {
                    text: '5 mL bid x 10 days',
                    timing: {
                      repeat: {
                        boundsPeriod: { start: '2005-01-04' },
                        frequency: 2,
                        period: 1,
                        periodUnit: 'd',
                      },
                    },
                    doseAndRate: [
                      {
                        doseQuantity: {
                          value: 5,
                          unit: 'mL',
                          system: 'http://unitsofmeasure.org',
                          code: 'mL',
                        },
                      },
                    ],
                  },
                ],
              },
            },
          ],
        },
      },
      prefetch: healthyPrefetch(),
    };
    const res = await call('oncocds-order-sign', example);
    expect(res.statusCode, res.body).toBe(200);
    const cards = cardsOf(res);
    // Nothing about the diet. The suspension's RxCUI (an SCD) now resolves through the RxNorm
    // vocabulary to the amoxicillin-clavulanate record (issue 25), which is checked and raises
    // nothing with a healthy record: no card, and no "could not be fully checked" card either.
    expect(cards.map((c) => [c.indicator, c.summary])).toEqual([]);
  });

  it('the hook must match the service, and order hooks need draftOrders', async () => {
    const wrongHook = await call('oncocds-order-sign', {
      ...orderSignRequest([], healthyPrefetch()),
      hook: 'patient-view',
    });
    expect(wrongHook.statusCode).toBe(400);
    expect(errorOf(wrongHook).message).toMatch(/body.hook/);
    const noDrafts = await call(
      'oncocds-order-sign',
      patientViewRequest(healthyPrefetch(), { hook: 'order-sign' }),
    );
    expect(noDrafts.statusCode).toBe(400);
    expect(errorOf(noDrafts).message).toMatch(/draftOrders/);
    const noContext = await call('oncocds-order-sign', { hook: 'order-sign', hookInstance: 'x' });
    expect(noContext.statusCode).toBe(400);
    expect(errorOf(noContext).message).toMatch(/context/);
  });

  it('a malformed FHIR resource in prefetch is a 400 naming it', async () => {
    const res = await call(
      'oncocds-order-sign',
      orderSignRequest([capecitabine()], {
        ...healthyPrefetch(),
        allergies: {
          resourceType: 'Bundle',
          entry: [
            {
              resource: {
                resourceType: 'AllergyIntolerance',
                code: 'not a concept',
                patient: { reference: 'Patient/1288992' },
              },
            },
          ],
        },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/prefetch/);
  });
});

describe('order-select', () => {
  it('looks at the selected orders; the other drafts are context only', async () => {
    const drafts = [
      capecitabine('cape-sel'),
      medicationRequest({ id: 'ond-sel', rxcui: '26225', display: 'ondansetron', status: 'draft' }),
    ];
    const prefetch = healthyPrefetch({ medications: [warfarin] });
    const onCape = await call(
      'oncocds-order-select',
      orderSelectRequest(drafts, ['MedicationRequest/cape-sel'], prefetch),
      await ehr.sign(`${PUBLIC_URL}/cds-services/oncocds-order-select`),
    );
    expect(onCape.statusCode).toBe(200);
    expect(cardsOf(onCape).some((c) => /warfarin/i.test(c.summary))).toBe(true);
    const onOnd = await call(
      'oncocds-order-select',
      orderSelectRequest(drafts, ['MedicationRequest/ond-sel'], prefetch),
      await ehr.sign(`${PUBLIC_URL}/cds-services/oncocds-order-select`),
    );
    expect(cardsOf(onOnd).some((c) => /capecitabine/i.test(c.summary))).toBe(false);
  });
});

describe('patient-view', () => {
  const viewUrl = `${PUBLIC_URL}/cds-services/oncocds-patient-view`;
  it('returns the active therapy’s critical and high findings only', async () => {
    const res = await call(
      'oncocds-patient-view',
      patientViewRequest(
        healthyPrefetch({
          medications: [
            warfarin,
            medicationRequest({
              id: 'cape-act',
              rxcui: '194000',
              display: 'capecitabine',
              dose: { value: 1000, unit: 'mg/m2' },
            }),
          ],
          genomics: [genotypeObservation('dpyd', 'DPYD', 'HGNC:3012', '*1/*1')],
        }),
      ),
      await ehr.sign(viewUrl),
    );
    expect(res.statusCode).toBe(200);
    const cards = cardsOf(res);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.indicator === 'critical')).toBe(true);
    expect(cards.some((c) => /warfarin/i.test(c.summary) && /capecitabine/i.test(c.summary))).toBe(
      true,
    );
  });

  it('a patient with nothing active gets no cards', async () => {
    const res = await call(
      'oncocds-patient-view',
      patientViewRequest(healthyPrefetch()),
      await ehr.sign(viewUrl),
    );
    expect(res.statusCode).toBe(200);
    expect(cardsOf(res)).toEqual([]);
  });
});

describe('fhirServer with fhirAuthorization when prefetch is missing', () => {
  it('fetches every template from the FHIR server with the bearer token, following next pages', async () => {
    fhir.add([
      fhirPatient(),
      warfarin,
      medicationRequest({
        id: 'extra-1',
        rxcui: '26225',
        display: 'ondansetron',
        dose: { value: 8, unit: 'mg' },
      }),
      medicationRequest({
        id: 'extra-2',
        rxcui: '7646',
        display: 'omeprazole',
        dose: { value: 20, unit: 'mg' },
      }),
      ...normalLabObservations(t.clock.now),
      ...bodyMeasurements(t.clock.now),
    ]);
    const res = await call(
      'oncocds-order-sign',
      orderSignRequest([capecitabine('cape-fhir')], undefined, {
        fhirServer: fhir.baseUrl,
        fhirAuthorization: {
          access_token: FAKE_FHIR_TOKEN,
          token_type: 'Bearer',
          expires_in: 300,
          scope: 'patient/*.read',
          subject: 'oncocds',
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      cardsOf(res).some((c) => /warfarin/i.test(c.summary) && /capecitabine/i.test(c.summary)),
    ).toBe(true);
    const paths = fhir.requests.map((r) => r.path);
    expect(paths).toContain('/fhir/Patient/1288992');
    expect(paths).toContain('/fhir/MedicationRequest');
    // Three active orders at two per page: the second page was followed.
    expect(fhir.requests.filter((r) => r.path === '/fhir/MedicationRequest').length).toBe(2);
    expect(
      fhir.requests.every((r) => r.headers.authorization === `Bearer ${FAKE_FHIR_TOKEN}`),
    ).toBe(true);
  });

  it('uses prefetch where given and fetches only the rest', async () => {
    fhir.requests.length = 0;
    const prefetch = healthyPrefetch();
    const partial = { patient: prefetch.patient, medications: prefetch.medications };
    const res = await call(
      'oncocds-order-sign',
      orderSignRequest([capecitabine('cape-part')], partial, {
        fhirServer: fhir.baseUrl,
        fhirAuthorization: {
          access_token: FAKE_FHIR_TOKEN,
          token_type: 'Bearer',
          expires_in: 300,
          scope: 'patient/*.read',
          subject: 'oncocds',
        },
      }),
    );
    expect(res.statusCode).toBe(200);
    const types = new Set(fhir.requests.map((r) => r.path.split('/')[2]));
    expect(types.has('Patient')).toBe(false);
    expect(types.has('AllergyIntolerance')).toBe(true);
  });

  it('never follows a next link to another origin (the token stays with its server)', async () => {
    try {
      const res = await call(
        'oncocds-order-sign',
        orderSignRequest([capecitabine('cape-leak')], undefined, {
          fhirServer: serverUrl(leaky),
          fhirAuthorization: {
            access_token: FAKE_FHIR_TOKEN,
            token_type: 'Bearer',
            expires_in: 300,
            scope: 'patient/*.read',
            subject: 'oncocds',
          },
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(elsewhere).toEqual([]);
    } finally {
      // The servers close with the suite (afterAll).
    }
  });

  it('never sends the token to a fhirServer that is not on FHIR_ALLOWED_URLS: its keys are not provided (412)', async () => {
    const res = await call(
      'oncocds-order-sign',
      orderSignRequest([capecitabine('cape-unlisted')], undefined, {
        fhirServer: serverUrl(unlisted),
        fhirAuthorization: {
          access_token: FAKE_FHIR_TOKEN,
          token_type: 'Bearer',
          expires_in: 300,
          scope: 'patient/*.read',
          subject: 'oncocds',
        },
      }),
    );
    expect(res.statusCode).toBe(412);
    expect(unlistedRequests).toEqual([]);
  });

  it('a FHIR server that never answers the lab search: a partial answer whose info card names what it lacks and why', async () => {
    const res = await call(
      'oncocds-order-sign',
      orderSignRequest([capecitabine('cape-slow')], undefined, {
        fhirServer: serverUrl(slow),
        fhirAuthorization: {
          access_token: FAKE_FHIR_TOKEN,
          token_type: 'Bearer',
          expires_in: 300,
          scope: 'patient/*.rs',
          subject: 'oncocds',
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const info = cardsOf(res).find((c) => c.source.topic?.code === 'limitation');
    expect(info?.indicator).toBe('info');
    // The detail is markdown with the EHR-facing text escaped: read it without the escapes.
    const detail = (info?.detail ?? '').replace(/\\/g, '');
    expect(detail).toMatch(/Not fetched from the EHR’s FHIR server/);
    expect(detail).toMatch(/laboratory results \(no answer within 5 s\)/);
    // Named with its reason, not as "not sent by the EHR".
    expect(detail).not.toMatch(/Not sent by the EHR.*laboratory/);
    const [audit] = await t.db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'cds.service.call'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.details).toMatchObject({ notFetched: expect.arrayContaining(['labs']) });
  });

  it('412 when required data is neither prefetched nor fetchable', async () => {
    const noServer = await call(
      'oncocds-order-sign',
      orderSignRequest([capecitabine()], { patient: fhirPatient() }),
    );
    expect(noServer.statusCode).toBe(412);
    expect(errorOf(noServer).message).toMatch(/active medication orders.*allergies/);
    // Everything sent but the allergies, whose one fetch the FHIR server fails.
    const { allergies: _notSent, ...allButAllergies } = healthyPrefetch();
    fhir.failNext(500, { resourceType: 'OperationOutcome', issue: [] });
    const failing = await call(
      'oncocds-order-sign',
      orderSignRequest([capecitabine()], allButAllergies, {
        fhirServer: fhir.baseUrl,
        fhirAuthorization: {
          access_token: FAKE_FHIR_TOKEN,
          token_type: 'Bearer',
          expires_in: 300,
          scope: 'patient/*.read',
          subject: 'oncocds',
        },
      }),
    );
    expect(failing.statusCode).toBe(412);
    expect(errorOf(failing).message).toMatch(/allergies/);
    const wrongToken = await call(
      'oncocds-order-sign',
      orderSignRequest([capecitabine()], undefined, {
        fhirServer: fhir.baseUrl,
        fhirAuthorization: {
          access_token: 'wrong',
          token_type: 'Bearer',
          expires_in: 300,
          scope: 'patient/*.read',
          subject: 'oncocds',
        },
      }),
    );
    expect(wrongToken.statusCode).toBe(412);
  });

  it('fhirAuthorization without fhirServer is a 400', async () => {
    const res = await call(
      'oncocds-order-sign',
      orderSignRequest([capecitabine()], healthyPrefetch(), {
        fhirAuthorization: {
          access_token: 'x',
          token_type: 'Bearer',
          expires_in: 300,
          scope: 's',
          subject: 'o',
        },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/fhirServer/);
  });
});

describe('feedback', () => {
  const feedbackUrl = `${SIGN_URL}/feedback`;
  async function issueCards() {
    const res = await call(
      'oncocds-order-sign',
      orderSignRequest(
        [capecitabine('cape-fb')],
        healthyPrefetch({
          medications: [warfarin],
          genomics: [genotypeObservation('dpyd', 'DPYD', 'HGNC:3012', '*1/*2A')],
        }),
      ),
    );
    return cardsOf(res);
  }
  const post = async (body: unknown, token?: string | null) =>
    t.app.inject({
      method: 'POST',
      url: '/cds-services/oncocds-order-sign/feedback',
      headers:
        token === null ? {} : { authorization: `Bearer ${token ?? (await ehr.sign(feedbackUrl))}` },
      payload: body as object,
    });

  it('stores an accepted suggestion and an override with its reason, and counts both', async () => {
    const cards = await issueCards();
    const pgx = cards.find((c) => c.suggestions?.length)!;
    const interaction = cards.find((c) => /warfarin/i.test(c.summary))!;
    const res = await post({
      feedback: [
        {
          card: pgx.uuid,
          outcome: 'accepted',
          acceptedSuggestions: [{ id: pgx.suggestions![0]!.uuid }],
          outcomeTimestamp: '2026-11-26T10:00:00Z',
        },
        {
          card: interaction.uuid,
          outcome: 'overridden',
          overrideReason: {
            reason: {
              system: OVERRIDE_REASON_SYSTEM,
              code: 'will-monitor',
              display: 'Will monitor the patient',
            },
            userComment: 'INR weekly arranged',
          },
          outcomeTimestamp: '2026-11-26T10:01:00Z',
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ stored: 2 });
    const rows = await t.db.db
      .select()
      .from(cdsHooksFeedback)
      .where(eq(cdsHooksFeedback.serviceId, 'oncocds-order-sign'));
    expect(rows.find((r) => r.cardId === pgx.uuid)).toMatchObject({
      outcome: 'accepted',
      acceptedSuggestions: [pgx.suggestions![0]!.uuid],
      institutionId: INSTITUTION,
    });
    expect(rows.find((r) => r.cardId === interaction.uuid)).toMatchObject({
      outcome: 'overridden',
      overrideReasonCode: 'will-monitor',
      userComment: 'INR weekly arranged',
    });
    const events = await t.db.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.type, 'cds.feedback'));
    expect(events.map((e) => e.properties)).toEqual(
      expect.arrayContaining([
        { serviceId: 'oncocds-order-sign', outcome: 'accepted' },
        { serviceId: 'oncocds-order-sign', outcome: 'overridden', overrideReason: 'will-monitor' },
      ]),
    );
    // The clinician's words stay in the feedback table, never in an event.
    expect(JSON.stringify(events)).not.toMatch(/INR weekly/);
  });

  it('an override with the EHR’s own reason or none is counted as such', async () => {
    const [card] = await issueCards();
    const res = await post({
      feedback: [
        {
          card: card!.uuid,
          outcome: 'overridden',
          overrideReason: { reason: { system: 'https://ehr.example/reasons', code: '12354' } },
          outcomeTimestamp: '2026-11-26T10:00:00Z',
        },
        { card: card!.uuid, outcome: 'overridden', outcomeTimestamp: '2026-11-26T10:02:00Z' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const events = await t.db.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.type, 'cds.feedback'));
    expect(events.some((e) => e.properties.overrideReason === 'external')).toBe(true);
  });

  it('refuses feedback on a card this service never issued, storing nothing', async () => {
    const [card] = await issueCards();
    const before = (await t.db.db.select().from(cdsHooksFeedback)).length;
    const res = await post({
      feedback: [
        { card: card!.uuid, outcome: 'overridden', outcomeTimestamp: '2026-11-26T10:00:00Z' },
        { card: randomUUID(), outcome: 'overridden', outcomeTimestamp: '2026-11-26T10:00:00Z' },
      ],
    });
    expect(res.statusCode).toBe(404);
    expect((await t.db.db.select().from(cdsHooksFeedback)).length).toBe(before);
    // The card exists, but under another service.
    const other = await t.app.inject({
      method: 'POST',
      url: '/cds-services/oncocds-patient-view/feedback',
      headers: {
        authorization: `Bearer ${await ehr.sign(`${PUBLIC_URL}/cds-services/oncocds-patient-view/feedback`)}`,
      },
      payload: {
        feedback: [
          { card: card!.uuid, outcome: 'overridden', outcomeTimestamp: '2026-11-26T10:00:00Z' },
        ],
      },
    });
    expect(other.statusCode).toBe(404);
  });

  it('validates the specification’s shape and needs a client JWT', async () => {
    const [card] = await issueCards();
    const accepted = await post({
      feedback: [
        { card: card!.uuid, outcome: 'accepted', outcomeTimestamp: '2026-11-26T10:00:00Z' },
      ],
    });
    expect(accepted.statusCode).toBe(400);
    expect(errorOf(accepted).message).toMatch(/acceptedSuggestions/);
    const badOutcome = await post({
      feedback: [
        { card: card!.uuid, outcome: 'ignored', outcomeTimestamp: '2026-11-26T10:00:00Z' },
      ],
    });
    expect(badOutcome.statusCode).toBe(400);
    const noTime = await post({ feedback: [{ card: card!.uuid, outcome: 'overridden' }] });
    expect(noTime.statusCode).toBe(400);
    expect(errorOf(noTime).message).toMatch(/outcomeTimestamp/);
    const anonymous = await post(
      {
        feedback: [
          { card: card!.uuid, outcome: 'overridden', outcomeTimestamp: '2026-11-26T10:00:00Z' },
        ],
      },
      null,
    );
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('sandbox mode (CDS_HOOKS_ALLOW_UNAUTHENTICATED=true) with a constructed finding', () => {
  let sandbox: TestContext;
  const sandboxLogs = captureLogs();
  beforeAll(async () => {
    sandbox = await createTestContext({
      env: serverEnvSchema.parse({
        RATE_LIMIT_PER_MINUTE: '100000',
        CDS_HOOKS_ALLOW_UNAUTHENTICATED: 'true',
      }),
      logger: sandboxLogs.logger,
      // A minor and a major finding on the drafted drug: the minor one must give no card.
      alertEvaluator: () => ({
        findings: [
          {
            key: 'interaction:capecitabine+ondansetron:x',
            kind: 'interaction',
            severity: 'low',
            title: 'Capecitabine + Ondansetron: minor',
            drugs: ['Capecitabine', 'Ondansetron'],
            drugIds: ['capecitabine', 'ondansetron'],
            rationale: 'minor',
            management: 'none',
            sources: [],
          },
          {
            key: 'lab:capecitabine:y',
            kind: 'lab',
            severity: 'high',
            title: 'Capecitabine: low ANC',
            drugs: ['Capecitabine'],
            drugIds: ['capecitabine'],
            rationale: 'ANC 0.8',
            management: 'Hold',
            sources: [{ label: 'Xeloda label' }],
          },
        ],
        limitations: [],
      }),
    });
  }, 120_000);
  afterAll(async () => sandbox?.close());

  it('says so at start, answers without a JWT, and counts the cards under no institution', async () => {
    expect(sandboxLogs.text()).toMatch(/CDS_HOOKS_ALLOW_UNAUTHENTICATED=true/);
    const res = await sandbox.app.inject({
      method: 'POST',
      url: '/cds-services/oncocds-order-sign',
      payload: orderSignRequest([capecitabine()], fullPrefetch({})),
    });
    expect(res.statusCode, res.body).toBe(200);
    const cards = cardsOf(res);
    expect(cards.map((c) => [c.summary, c.indicator])).toEqual([
      ['Capecitabine: low ANC', 'critical'],
    ]);
    const events = await sandbox.db.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.type, 'cds.card'));
    expect(events.map((e) => e.institutionId)).toEqual([null]);
    // The links use http://HOST:PORT when PUBLIC_URL is unset.
    expect(cards[0]!.links?.[0]?.url).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/database\/capecitabine$/,
    );
  });

  it.each<[string, unknown]>([
    [
      'a prefetch value that is not a resource',
      { ...orderSignRequest([capecitabine()]), prefetch: { patient: 'Patient/1' } },
    ],
    [
      'a draft whose dosage is not a list',
      orderSignRequest([{ ...capecitabine(), dosageInstruction: 'twice daily' }], fullPrefetch({})),
    ],
    [
      'a draft without a medication',
      orderSignRequest(
        [
          {
            resourceType: 'MedicationRequest',
            id: 'empty',
            status: 'draft',
            intent: 'order',
            subject: { reference: 'Patient/1288992' },
          },
        ],
        fullPrefetch({}),
      ),
    ],
    [
      'a non-medication order only',
      orderSignRequest(
        [{ resourceType: 'NutritionOrder', id: 'pureeddiet-simple', status: 'draft' }],
        fullPrefetch({}),
      ),
    ],
    [
      'draftOrders that is not a Bundle',
      {
        ...orderSignRequest([]),
        context: { patientId: '1', draftOrders: { resourceType: 'Patient' } },
      },
    ],
    [
      'selections that are not strings',
      {
        ...orderSelectRequest([capecitabine()], []),
        context: { patientId: '1', selections: [1], draftOrders: { resourceType: 'Bundle' } },
      },
    ],
    [
      'a searchset with entries lacking resources',
      orderSignRequest([capecitabine()], {
        ...fullPrefetch({}),
        labs: { resourceType: 'Bundle', entry: [{}, { resource: null }] },
      }),
    ],
  ])('%s: a JSON answer below 500', async (_case, body) => {
    const res = await sandbox.app.inject({
      method: 'POST',
      url: '/cds-services/oncocds-order-sign',
      payload: body as object,
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('a draft the mapping cannot read is named in an info card', async () => {
    const res = await sandbox.app.inject({
      method: 'POST',
      url: '/cds-services/oncocds-order-sign',
      payload: orderSignRequest(
        [
          {
            resourceType: 'MedicationRequest',
            id: 'empty',
            status: 'draft',
            intent: 'order',
            subject: { reference: 'Patient/1288992' },
          },
        ],
        fullPrefetch({}),
      ),
    });
    expect(res.statusCode).toBe(200);
    const info = cardsOf(res).find((c) => c.indicator === 'info');
    expect(info?.detail).toMatch(/MedicationRequest\/empty/);
    expect(info?.summary).toBe(
      'Part of the orders or the record could not be read, so it was not checked',
    );
  });

  it('never calls out to a fhirServer for an unverified caller: 412 instead', async () => {
    const res = await sandbox.app.inject({
      method: 'POST',
      url: '/cds-services/oncocds-order-sign',
      payload: orderSignRequest([capecitabine()], undefined, {
        fhirServer: fhir.baseUrl,
        fhirAuthorization: {
          access_token: FAKE_FHIR_TOKEN,
          token_type: 'Bearer',
          expires_in: 300,
          scope: 'patient/*.read',
          subject: 'oncocds',
        },
      }),
    });
    expect(res.statusCode).toBe(412);
    expect(errorOf(res).message).toMatch(/verified CDS client/);
  });
});
