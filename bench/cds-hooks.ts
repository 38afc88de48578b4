import { performance } from 'node:perf_hooks';
import { loadKnowledgeBase } from '../src/server/lib/knowledge-base';
import {
  allergyIntolerance,
  bodyMeasurements,
  fullPrefetch,
  genotypeObservation,
  labObservation,
  medicationRequest,
  normalCardiacObservations,
  orderSignRequest,
  type TestEhrClient,
} from '../src/server/test-support/cds-ehr-client';

/*
 * Issue 14 benchmark: POST /cds-services/oncocds-order-sign for a patient with 15 medications
 * (5 draft orders being signed, 10 active) and a full prefetch (patient, 40 labs, height and
 * weight, QTc and LVEF, 5 genotypes, an allergy, a condition, 4 administrations), each call with a
 * freshly signed ES384 client JWT (verified, jti recorded), timed at the server (Server-Timing).
 * The same medications, labs and genotypes as the alerts bench patient (bench/patients.ts).
 */

/** The public URL the bench server is started with: the JWT audience. */
export const CDS_BENCH_PUBLIC_URL = 'https://oncocds.bench';
export const CDS_BENCH_SERVICE = 'oncocds-order-sign';

const DRAFTS = ['capecitabine', 'oxaliplatin', 'ondansetron', 'dexamethasone', 'olanzapine'];
const ACTIVE = [
  'warfarin',
  'omeprazole',
  'metoclopramide',
  'filgrastim',
  'loperamide',
  'allopurinol',
  'levothyroxine',
  'metformin',
  'atorvastatin',
  'furosemide',
];
const LABS: Array<[string, number, string]> = [
  ['2160-0', 1.1, 'mg/dL'],
  ['751-8', 1.8, '10*9/L'],
  ['777-3', 140, '10*9/L'],
  ['718-7', 11.2, 'g/dL'],
  ['1975-2', 1.2, 'mg/dL'],
  ['1742-6', 45, 'U/L'],
  ['1920-8', 38, 'U/L'],
  ['2823-3', 3.6, 'mmol/L'],
  ['19123-9', 1.7, 'mg/dL'],
  ['6301-6', 1.3, '{INR}'],
];
const GENES: Array<[string, string, string]> = [
  ['DPYD', 'HGNC:3012', '*1/*2A'],
  ['UGT1A1', 'HGNC:12530', '*1/*28'],
  ['CYP2D6', 'HGNC:2625', '*1/*4'],
  ['CYP2C19', 'HGNC:2621', '*1/*17'],
  ['CYP2C9', 'HGNC:2623', '*1/*3'],
];

/** The order-sign call of the bench, as a CDS client that satisfies every prefetch template sends it. */
export function cdsBenchRequest(nowMs: number) {
  const kb = loadKnowledgeBase();
  const order = (id: string, status: 'draft' | 'active') => {
    const drug = kb.drugsById.get(id);
    if (!drug) throw new Error(`bench drug ${id} is not in the knowledge base`);
    return medicationRequest({
      id: `${status}-${id}`,
      // A drug without an RxCUI is sent by name, as an EHR's free-text order is.
      rxcui: drug.rxcui ?? '',
      display: drug.name,
      status,
      dose: { value: 100, unit: 'mg' },
      route: 'oral',
    });
  };
  const labs = [0, 1, 2, 3].flatMap((draw) =>
    LABS.map(([loinc, value, unit], i) =>
      labObservation(
        `lab-${draw}-${i}`,
        loinc,
        value * (1 + draw * 0.05),
        unit,
        nowMs,
        1 + 21 * draw,
      ),
    ),
  );
  const administrations = [1, 2, 3, 4].map((cycle) => ({
    resourceType: 'MedicationAdministration',
    id: `admin-${cycle}`,
    status: 'completed',
    medicationCodeableConcept: { text: 'oxaliplatin' },
    subject: { reference: 'Patient/1288992' },
    effectiveDateTime: new Date(nowMs - (100 - cycle * 14) * 86_400_000).toISOString().slice(0, 10),
    dosage: { dose: { value: 85, unit: 'mg/m2' } },
  }));
  const prefetch = fullPrefetch({
    medications: ACTIVE.map((id) => order(id, 'active')),
    allergies: [allergyIntolerance('allergy-carboplatin', '40048', 'carboplatin')],
    conditions: [
      {
        resourceType: 'Condition',
        id: 'colon-cancer',
        clinicalStatus: {
          coding: [
            { system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' },
          ],
        },
        code: {
          coding: [
            { system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'C18.9', display: 'Colon cancer' },
          ],
        },
        subject: { reference: 'Patient/1288992' },
      },
    ],
    labs,
    vitals: bodyMeasurements(nowMs, 176, 74),
    cardiac: normalCardiacObservations(nowMs),
    genomics: GENES.map(([gene, hgnc, diplotype]) =>
      genotypeObservation(`geno-${gene}`, gene, hgnc, diplotype),
    ),
    administrations,
  });
  return orderSignRequest(
    DRAFTS.map((id) => order(id, 'draft')),
    prefetch,
  );
}

/**
 * Sequential order-sign calls, each with a new JWT (signed before the clock starts), timed by the
 * server (Server-Timing: receipt to serialised reply, JWT verification and storage included) and
 * round trip over loopback.
 */
export async function cdsOrderSignLatency(
  url: string,
  ehr: TestEhrClient,
  body: string,
  n: number,
) {
  const aud = `${CDS_BENCH_PUBLIC_URL}/cds-services/${CDS_BENCH_SERVICE}`;
  const once = async () => {
    const jwt = await ehr.sign(aud);
    const start = performance.now();
    const res = await fetch(`${url}/cds-services/${CDS_BENCH_SERVICE}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body,
    });
    const text = await res.text();
    const roundTrip = performance.now() - start;
    if (res.status !== 200) throw new Error(`order-sign answered ${res.status}: ${text}`);
    const timing = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    if (!timing) throw new Error('order-sign sent no Server-Timing header');
    return {
      server: Number(timing[1]),
      roundTrip,
      cards: (JSON.parse(text) as { cards: unknown[] }).cards,
    };
  };
  for (let i = 0; i < Math.min(30, n); i++) await once();
  const server: number[] = [];
  const roundTrip: number[] = [];
  let cards: unknown[] = [];
  for (let i = 0; i < n; i++) {
    const t = await once();
    server.push(t.server);
    roundTrip.push(t.roundTrip);
    cards = t.cards;
  }
  return { server, roundTrip, cards };
}
