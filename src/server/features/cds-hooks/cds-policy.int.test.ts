import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CdsCard } from '../../../core/cds-hooks';
import { institutionAlertPolicies, institutions } from '../../../db/schema';
import { serverEnvSchema } from '../../config';
import {
  bodyMeasurements,
  fullPrefetch,
  genotypeObservation,
  medicationRequest,
  normalCardiacObservations,
  normalLabObservations,
  orderSignRequest,
  patientViewRequest,
  startTestEhrClient,
  type TestEhrClient,
} from '../../test-support/cds-ehr-client';
import { createTestContext, type TestContext } from '../../test-support/test-app';

/*
 * CDS Hooks cards graded by the calling client's institution's alert policy (issue 22). Two EHR
 * clients: one configured for an institution whose committee graded warfarin + capecitabine (a
 * curated major interaction: engine `high`, a critical card) down to medium, one for an
 * institution without a policy. The card's indicator follows the local severity and its detail
 * names the knowledge base's severity beside it; the other institution's card is unchanged.
 */

const PUBLIC_URL = 'https://oncocds.test';
const GRADED = randomUUID();
const PLAIN = randomUUID();

let t: TestContext;
let graded: TestEhrClient;
let plain: TestEhrClient;

beforeAll(async () => {
  const now = () => t?.clock.now ?? Date.now();
  graded = await startTestEhrClient({ now });
  plain = await startTestEhrClient({ alg: 'RS384', now });
  t = await createTestContext({
    env: serverEnvSchema.parse({
      RATE_LIMIT_PER_MINUTE: '100000',
      PUBLIC_URL,
      CDS_CLIENTS: JSON.stringify([graded.config(GRADED), plain.config(PLAIN)]),
    }),
  });
  await t.db.db.insert(institutions).values([
    { id: GRADED, name: 'Graded Hospital' },
    { id: PLAIN, name: 'Plain Hospital' },
  ]);
  const at = new Date(t.clock.now);
  await t.db.db.insert(institutionAlertPolicies).values({
    id: randomUUID(),
    institutionId: GRADED,
    targetType: 'pair',
    drugA: 'capecitabine',
    drugB: 'warfarin',
    targetKey: 'pair:capecitabine+warfarin',
    targetLabel: 'Capecitabine + Warfarin',
    action: 'severity',
    localSeverity: 'medium',
    kbSeverity: 'high',
    rationale: 'INR is checked twice weekly by the anticoagulation clinic protocol',
    effectiveFrom: at.toISOString().slice(0, 10),
    status: 'active',
    proposedByName: 'Olga Proposer',
    proposedAt: at,
    decidedByName: 'Pat Approver',
    decidedAt: at,
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await graded?.close();
  await plain?.close();
});

const capecitabine = medicationRequest({
  id: 'cape-1',
  rxcui: '194000',
  display: 'capecitabine 500 MG Oral Tablet',
  status: 'draft',
  dose: { value: 1250, unit: 'mg/m2' },
  route: 'oral',
});
const warfarin = medicationRequest({
  id: 'warf-1',
  rxcui: '11289',
  display: 'warfarin 5 MG Oral Tablet',
  dose: { value: 5, unit: 'mg' },
  route: 'oral',
});

const prefetch = (medications: object[]) =>
  fullPrefetch({
    medications,
    labs: normalLabObservations(t.clock.now),
    vitals: bodyMeasurements(t.clock.now),
    cardiac: normalCardiacObservations(t.clock.now),
    genomics: [genotypeObservation('dpyd', 'DPYD', 'HGNC:3012', '*1/*1')],
  });

async function warfarinCard(client: TestEhrClient, service: string, body: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/cds-services/${service}`,
    headers: {
      authorization: `Bearer ${await client.sign(`${PUBLIC_URL}/cds-services/${service}`)}`,
    },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  const cards = (res.json() as { cards: CdsCard[] }).cards;
  return cards.find((c) => /warfarin/i.test(c.summary) && /capecitabine/i.test(c.summary));
}

const orderSign = () => orderSignRequest([capecitabine], prefetch([warfarin]));

describe('CDS Hooks cards under the institution alert policy', () => {
  it('order-sign: the local severity sets the indicator, the knowledge base severity beside it', async () => {
    const card = await warfarinCard(graded, 'oncocds-order-sign', orderSign());
    expect(card?.indicator).toBe('warning');
    expect(card?.detail).toMatch(/local severity medium; knowledge base severity high/);
    expect(card?.detail).toMatch(/Institution alert policy: graded medium here/);
  });

  it('another institution’s client gets the knowledge base grading', async () => {
    const card = await warfarinCard(plain, 'oncocds-order-sign', orderSign());
    expect(card?.indicator).toBe('critical');
    expect(card?.detail).toMatch(/OncoCDS severity high\)/);
    expect(card?.detail).not.toMatch(/knowledge base severity/);
  });

  it('patient-view shows only critical and high findings: a pair graded medium here drops out', async () => {
    const body = patientViewRequest(
      prefetch([warfarin, { ...capecitabine, id: 'cape-2', status: 'active' }]),
    );
    expect(await warfarinCard(graded, 'oncocds-patient-view', body)).toBeUndefined();
    expect((await warfarinCard(plain, 'oncocds-patient-view', body))?.indicator).toBe('critical');
  });
});
