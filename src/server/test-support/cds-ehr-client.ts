import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/*
 * A test EHR acting as a CDS client, for tests and the bench only: it holds its own key pair,
 * serves the public half as a JWK Set on 127.0.0.1 (the `jwksUrl` of `CDS_CLIENTS`), and signs
 * the JWT every CDS Hooks call carries ("Trusting CDS Clients": header alg, kid, typ JWT, optional
 * jku; payload iss, aud, exp, iat, jti, optional tenant). Options spoil one part at a time, so
 * the tests can show each refusal. Payload builders follow the specification's own examples.
 */

export interface SignOptions {
  /** Seconds from the client's `now` (default +300). */
  expIn?: number;
  /** Seconds from the client's `now` (default 0). */
  iatIn?: number;
  jti?: string;
  iss?: string;
  kid?: string;
  jku?: string;
  /** Claims to leave out. */
  omit?: Array<'exp' | 'iat' | 'jti' | 'aud' | 'iss'>;
  /** Sign with a key that is not in the served JWK Set (same kid). */
  foreignKey?: boolean;
}

export interface TestEhrClient {
  iss: string;
  jwksUrl: string;
  kid: string;
  /** How many times the JWK Set was fetched. */
  jwksRequests(): number;
  /** A signed JWT for `aud` (the service URL being called). */
  sign(aud: string | string[], options?: SignOptions): Promise<string>;
  /** `CDS_CLIENTS` entry for this client. */
  config(institutionId?: string): { iss: string; jwksUrl: string; institutionId?: string };
  close(): Promise<void>;
}

export interface TestEhrClientOptions {
  iss?: string;
  alg?: 'ES384' | 'RS384';
  /** The client's clock (ms); Date.now by default, so a test can move it with the server's. */
  now?: () => number;
}

export async function startTestEhrClient(
  options: TestEhrClientOptions = {},
): Promise<TestEhrClient> {
  const alg = options.alg ?? 'ES384';
  const now = options.now ?? Date.now;
  const kid = `test-ehr-${randomUUID().slice(0, 8)}`;
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const foreign: CryptoKey = (await generateKeyPair(alg)).privateKey;
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
  let requests = 0;

  const server: Server = createServer((req, res) => {
    requests += 1;
    if (req.method === 'GET' && req.url === '/.well-known/jwks.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const iss = options.iss ?? `${base}/`;
  const jwksUrl = `${base}/.well-known/jwks.json`;

  return {
    iss,
    jwksUrl,
    kid,
    jwksRequests: () => requests,
    async sign(aud, o = {}) {
      const nowS = Math.floor(now() / 1000);
      const claims: Record<string, unknown> = {
        iss: o.iss ?? iss,
        aud,
        exp: nowS + (o.expIn ?? 300),
        iat: nowS + (o.iatIn ?? 0),
        jti: o.jti ?? randomUUID(),
        tenant: 'test-hospital',
      };
      for (const k of o.omit ?? []) delete claims[k];
      return new SignJWT(claims)
        .setProtectedHeader({
          alg,
          typ: 'JWT',
          kid: o.kid ?? kid,
          ...(o.jku ? { jku: o.jku } : {}),
        })
        .sign(o.foreignKey ? foreign : privateKey);
    },
    config: (institutionId) => ({ iss, jwksUrl, ...(institutionId ? { institutionId } : {}) }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// ---- FHIR R4 resources and hook payloads, shaped like the specification's examples -------------

const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';
const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
export const PATIENT_ID = '1288992';
const subject = { reference: `Patient/${PATIENT_ID}` };

export function fhirPatient(birthDate = '1966-05-14', gender = 'female') {
  return { resourceType: 'Patient', id: PATIENT_ID, gender, birthDate, active: true };
}

export interface OrderSpec {
  id: string;
  rxcui: string;
  display: string;
  status?: 'draft' | 'active';
  dose?: { value: number; unit: string };
  route?: 'oral' | 'iv';
}

const ROUTES = {
  oral: { system: 'http://snomed.info/sct', code: '26643006', display: 'Oral route' },
  iv: { system: 'http://snomed.info/sct', code: '47625008', display: 'Intravenous route' },
};

/** A MedicationRequest like the order-sign example: RxNorm coding, dose and timing. */
export function medicationRequest(o: OrderSpec) {
  return {
    resourceType: 'MedicationRequest',
    id: o.id,
    status: o.status ?? 'active',
    intent: 'order',
    medicationCodeableConcept: {
      // An order without an RxCUI carries its name only, as free-text EHR orders do.
      ...(o.rxcui ? { coding: [{ system: RXNORM, code: o.rxcui, display: o.display }] } : {}),
      text: o.display,
    },
    subject,
    authoredOn: '2026-11-01',
    dosageInstruction: [
      {
        ...(o.dose ? { text: `${o.dose.value} ${o.dose.unit} twice daily` } : {}),
        timing: { repeat: { frequency: 2, period: 1, periodUnit: 'd' } },
        ...(o.route ? { route: { coding: [ROUTES[o.route]] } } : {}),
        ...(o.dose
          ? {
              doseAndRate: [
                {
                  doseQuantity: {
                    value: o.dose.value,
                    unit: o.dose.unit,
                    system: UCUM,
                    code: o.dose.unit,
                  },
                },
              ],
            }
          : {}),
      },
    ],
  };
}

export function allergyIntolerance(
  id: string,
  rxcui: string,
  display: string,
  severity = 'severe',
) {
  return {
    resourceType: 'AllergyIntolerance',
    id,
    clinicalStatus: {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
          code: 'active',
        },
      ],
    },
    verificationStatus: {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification',
          code: 'confirmed',
        },
      ],
    },
    type: 'allergy',
    category: ['medication'],
    code: { coding: [{ system: RXNORM, code: rxcui, display }], text: display },
    patient: subject,
    reaction: [{ manifestation: [{ text: 'Anaphylaxis' }], severity }],
  };
}

/** A LOINC laboratory Observation (value in UCUM units) taken `daysAgo` before `nowMs`. */
export function labObservation(
  id: string,
  loinc: string,
  value: number,
  unit: string,
  nowMs: number,
  daysAgo = 1,
) {
  return {
    resourceType: 'Observation',
    id,
    status: 'final',
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/observation-category',
            code: 'laboratory',
          },
        ],
      },
    ],
    code: { coding: [{ system: LOINC, code: loinc }] },
    subject,
    effectiveDateTime: new Date(nowMs - daysAgo * 86_400_000)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z'),
    valueQuantity: { value, unit, system: UCUM, code: unit },
  };
}

/** Normal adult labs (creatinine, ANC, platelets, bilirubin, AST, ALT, INR, K, Mg) the day before. */
export function normalLabObservations(nowMs: number) {
  return [
    labObservation('lab-creatinine', '2160-0', 0.9, 'mg/dL', nowMs),
    labObservation('lab-anc', '751-8', 4.0, '10*9/L', nowMs),
    labObservation('lab-wbc', '6690-2', 7.0, '10*9/L', nowMs),
    labObservation('lab-platelets', '777-3', 250, '10*9/L', nowMs),
    labObservation('lab-hemoglobin', '718-7', 13.5, 'g/dL', nowMs),
    labObservation('lab-bilirubin', '1975-2', 0.6, 'mg/dL', nowMs),
    labObservation('lab-ast', '1920-8', 24, 'U/L', nowMs),
    labObservation('lab-alt', '1742-6', 22, 'U/L', nowMs),
    labObservation('lab-inr', '6301-6', 1.0, '{INR}', nowMs),
    labObservation('lab-potassium', '2823-3', 4.2, 'mmol/L', nowMs),
    labObservation('lab-magnesium', '19123-9', 2.0, 'mg/dL', nowMs),
    labObservation('lab-albumin', '1751-7', 4.2, 'g/dL', nowMs),
  ];
}

/** A normal ECG QTc and echo LVEF (the `cardiac` prefetch key), a week before `nowMs`. */
export function normalCardiacObservations(nowMs: number) {
  const exam = (id: string, loinc: string, value: number, unit: string) => ({
    ...labObservation(id, loinc, value, unit, nowMs, 7),
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/observation-category',
            code: 'procedure',
          },
        ],
      },
    ],
  });
  return [exam('ecg-qtc', '8636-3', 420, 'ms'), exam('echo-lvef', '10230-1', 62, '%')];
}

/** Body height and weight (FHIR vital-signs profiles). */
export function bodyMeasurements(nowMs: number, heightCm = 165, weightKg = 65) {
  const at = new Date(nowMs - 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const vital = (id: string, code: string, value: number, unit: string) => ({
    resourceType: 'Observation',
    id,
    status: 'final',
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/observation-category',
            code: 'vital-signs',
          },
        ],
      },
    ],
    code: { coding: [{ system: LOINC, code }] },
    subject,
    effectiveDateTime: at,
    valueQuantity: { value, unit, system: UCUM, code: unit },
  });
  return [vital('height', '8302-2', heightCm, 'cm'), vital('weight', '29463-7', weightKg, 'kg')];
}

/** A Genomics Reporting genotype Observation (category GE, LOINC 84413-4, gene studied). */
export function genotypeObservation(id: string, gene: string, hgnc: string, diplotype: string) {
  return {
    resourceType: 'Observation',
    id,
    status: 'final',
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/observation-category',
            code: 'laboratory',
          },
        ],
      },
      { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'GE' }] },
    ],
    code: { coding: [{ system: LOINC, code: '84413-4', display: 'Genotype display name' }] },
    subject,
    effectiveDateTime: '2026-10-01',
    valueCodeableConcept: { text: `${gene} ${diplotype}` },
    component: [
      {
        code: { coding: [{ system: LOINC, code: '48018-6' }] },
        valueCodeableConcept: {
          coding: [{ system: 'http://www.genenames.org', code: hgnc, display: gene }],
        },
      },
    ],
  };
}

export function searchset(resources: readonly object[]) {
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: resources.length,
    entry: resources.map((resource) => ({ resource })),
  };
}

export interface PatientData {
  patient?: object | null;
  medications?: object[];
  allergies?: object[];
  conditions?: object[];
  labs?: object[];
  vitals?: object[];
  cardiac?: object[];
  genomics?: object[];
  administrations?: object[];
}

/** Every prefetch key of the services, as a CDS client that satisfies them all sends them. */
export function fullPrefetch(d: PatientData) {
  const set = (list: object[] | undefined) => (list && list.length > 0 ? searchset(list) : null);
  return {
    patient: d.patient === undefined ? fhirPatient() : d.patient,
    medications: set(d.medications),
    allergies: set(d.allergies),
    conditions: set(d.conditions),
    labs: set(d.labs),
    vitals: set(d.vitals),
    cardiac: set(d.cardiac),
    genomics: set(d.genomics),
    administrations: set(d.administrations),
  };
}

/** An order-sign request like the specification's example (R4 draftOrders Bundle). */
export function orderSignRequest(drafts: object[], prefetch?: object, extra: object = {}) {
  return {
    hookInstance: randomUUID(),
    hook: 'order-sign',
    context: {
      userId: 'PractitionerRole/123',
      patientId: PATIENT_ID,
      encounterId: '89284',
      draftOrders: { resourceType: 'Bundle', entry: drafts.map((resource) => ({ resource })) },
    },
    ...(prefetch ? { prefetch } : {}),
    ...extra,
  };
}

export function orderSelectRequest(
  drafts: Array<{ id: string }>,
  selections: string[],
  prefetch?: object,
) {
  return {
    ...orderSignRequest(drafts, prefetch),
    hook: 'order-select',
    context: {
      ...orderSignRequest(drafts).context,
      selections,
    },
  };
}

export function patientViewRequest(prefetch?: object, extra: object = {}) {
  return {
    hookInstance: randomUUID(),
    hook: 'patient-view',
    context: { userId: 'Practitioner/example', patientId: PATIENT_ID, encounterId: '89284' },
    ...(prefetch ? { prefetch } : {}),
    ...extra,
  };
}
