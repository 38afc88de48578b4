import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { CTGOV_STATUSES, CTGOV_PHASES } from '../../core/trials';

/**
 * A stand-in for the ClinicalTrials.gov API v2, for tests and the browser journeys only, shaped
 * by its published OpenAPI document (ctg-oas-v2): `GET /api/v2/studies` answers PagedStudies
 * { studies, nextPageToken?, totalCount? } and `GET /api/v2/studies/{nctId}` one Study; a refused
 * request is a text/plain message with 400 (an unknown parameter, a bad enum value or page
 * token) or 404 (no such study). It pages with opaque tokens that only fit the query they came
 * from, honours countTotal on the first page, and can be told to fail (500, 503...), to hang, or
 * to go away altogether (the port refuses connections). Every request is recorded.
 *
 * The studies are fixtures: NCT numbers from NCT90000001 up, which the registry has not issued,
 * and "OncoCDS test fixture" as the sponsor. They are never shown outside tests.
 */

export interface FakeStudy {
  protocolSection: Record<string, unknown> & {
    identificationModule: Record<string, unknown> & {
      nctId: string;
      briefTitle: string;
      officialTitle?: string;
    };
  };
  hasResults: boolean;
}

export interface RecordedCtgovRequest {
  method: string;
  path: string;
  query: Array<[string, string]>;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeCtgov {
  /** The API base to configure as CTGOV_API_URL, e.g. http://127.0.0.1:40123/api/v2 */
  url: string;
  studies: FakeStudy[];
  requests: RecordedCtgovRequest[];
  /** The next request gets this status and text body instead (e.g. 500, 503, 429). */
  failNext(status: number, body?: string, contentType?: string): void;
  /** The next request is accepted but never answered (for timeouts). */
  hangNext(): void;
  /** Stops listening: from now on the address refuses connections, as an unreachable host. */
  goAway(): Promise<void>;
  close(): Promise<void>;
}

const SPONSOR = { name: 'OncoCDS test fixture', class: 'OTHER' };

interface FixtureInput {
  nct: number;
  title: string;
  status: string;
  phases: string[];
  conditions: string[];
  keywords?: string[];
  interventions: Array<{ type: string; name: string; otherNames?: string[] }>;
  sex?: 'ALL' | 'FEMALE' | 'MALE';
  minimumAge?: string;
  maximumAge?: string;
  criteria: string;
  sites: Array<
    [facility: string, city: string, state: string | null, country: string, status: string]
  >;
  lastUpdate?: string;
}

/** One study shaped as the registry returns it (protocolSection modules, hasResults). */
export function fixtureStudy(f: FixtureInput): FakeStudy {
  const nctId = `NCT${String(f.nct).padStart(8, '0')}`;
  const stdAges = ['ADULT', 'OLDER_ADULT'].filter(
    (a) => a === 'ADULT' || !f.maximumAge || Number(f.maximumAge.split(' ')[0]) >= 65,
  );
  return {
    protocolSection: {
      identificationModule: {
        nctId,
        orgStudyIdInfo: { id: `FIXTURE-${f.nct}` },
        organization: { fullName: SPONSOR.name, class: SPONSOR.class },
        briefTitle: f.title,
        officialTitle: `${f.title}: a test fixture record`,
      },
      statusModule: {
        statusVerifiedDate: '2026-02',
        overallStatus: f.status,
        startDateStruct: { date: '2025-06', type: 'ACTUAL' },
        lastUpdatePostDateStruct: { date: f.lastUpdate ?? '2026-03-02', type: 'ACTUAL' },
      },
      sponsorCollaboratorsModule: { leadSponsor: SPONSOR },
      descriptionModule: {
        briefSummary: `Test fixture served by the local ClinicalTrials.gov stand-in: ${f.title}.`,
      },
      conditionsModule: { conditions: f.conditions, keywords: f.keywords ?? [] },
      designModule: {
        studyType: 'INTERVENTIONAL',
        phases: f.phases,
        enrollmentInfo: { count: 120, type: 'ESTIMATED' },
      },
      armsInterventionsModule: {
        interventions: f.interventions.map((i) => ({
          type: i.type,
          name: i.name,
          ...(i.otherNames ? { otherNames: i.otherNames } : {}),
        })),
      },
      eligibilityModule: {
        eligibilityCriteria: f.criteria,
        healthyVolunteers: false,
        sex: f.sex ?? 'ALL',
        ...(f.minimumAge ? { minimumAge: f.minimumAge } : {}),
        ...(f.maximumAge ? { maximumAge: f.maximumAge } : {}),
        stdAges,
      },
      contactsLocationsModule: {
        centralContacts: [
          {
            name: 'Fixture Contact',
            role: 'CONTACT',
            phone: '555-0100',
            email: 'contact@fixture.example',
          },
        ],
        locations: f.sites.map(([facility, city, state, country, status]) => ({
          facility,
          status,
          city,
          ...(state ? { state } : {}),
          country,
          contacts: [{ name: 'Site Contact', role: 'CONTACT', email: 'site@fixture.example' }],
        })),
      },
    },
    hasResults: false,
  };
}

const STANDARD_CRITERIA = (extra: string[] = [], exclusions: string[] = []) =>
  [
    'Inclusion Criteria:',
    '',
    '* Histologically confirmed disease as described in the study title',
    '* ECOG performance status 0-1',
    '* Absolute neutrophil count ≥ 1.5 × 10^9/L, platelets ≥ 100 × 10^9/L',
    '* Creatinine clearance ≥ 50 mL/min; total bilirubin ≤ 1.5 × ULN',
    ...extra.map((e) => `* ${e}`),
    '',
    'Exclusion Criteria:',
    '',
    '* Pregnancy or breastfeeding',
    ...exclusions.map((e) => `* ${e}`),
  ].join('\n');

const US_SITES: FixtureInput['sites'] = [
  ['Lakeside Cancer Center', 'Boston', 'Massachusetts', 'United States', 'RECRUITING'],
  ['Prairie University Hospital', 'Chicago', 'Illinois', 'United States', 'RECRUITING'],
  ['Bay Oncology Institute', 'San Francisco', 'California', 'United States', 'NOT_YET_RECRUITING'],
  ['Harbor Clinic', 'Boston', 'Massachusetts', 'United States', 'COMPLETED'],
];

/** The default fixtures: a spread of oncology studies across sites, phases and statuses. */
export function defaultStudies(): FakeStudy[] {
  return [
    fixtureStudy({
      nct: 90000001,
      title: 'Capecitabine Maintenance After Induction in Metastatic Colorectal Cancer',
      status: 'RECRUITING',
      phases: ['PHASE2'],
      conditions: ['Colorectal Cancer', 'Metastatic Colorectal Cancer'],
      keywords: ['maintenance', 'fluoropyrimidine'],
      interventions: [{ type: 'DRUG', name: 'Capecitabine', otherNames: ['Xeloda'] }],
      minimumAge: '18 Years',
      criteria: STANDARD_CRITERIA(
        ['Stable disease or response after first-line induction'],
        ['Known complete DPYD deficiency', 'Uncontrolled anticoagulation'],
      ),
      sites: [...US_SITES, ['Nord Klinik', 'Hamburg', null, 'Germany', 'RECRUITING']],
    }),
    fixtureStudy({
      nct: 90000002,
      title: 'A KRAS G12C Inhibitor With Cetuximab in Previously Treated Colorectal Cancer',
      status: 'RECRUITING',
      phases: ['PHASE1', 'PHASE2'],
      conditions: ['Colorectal Cancer', 'KRAS G12C Mutation'],
      interventions: [
        { type: 'DRUG', name: 'Sotorasib', otherNames: ['AMG 510'] },
        { type: 'BIOLOGICAL', name: 'Cetuximab' },
      ],
      minimumAge: '18 Years',
      criteria: STANDARD_CRITERIA([
        'KRAS G12C mutation in tumour tissue',
        'At least one prior fluoropyrimidine regimen',
      ]),
      sites: US_SITES.slice(1),
    }),
    fixtureStudy({
      nct: 90000003,
      title: 'Adjuvant Therapy for Older Adults With Resected Colon Cancer',
      status: 'RECRUITING',
      phases: ['PHASE3'],
      conditions: ['Colon Cancer'],
      interventions: [
        { type: 'DRUG', name: 'Capecitabine' },
        { type: 'DRUG', name: 'Oxaliplatin' },
      ],
      minimumAge: '70 Years',
      criteria: STANDARD_CRITERIA(['Complete resection within 8 weeks']),
      sites: US_SITES.slice(0, 2),
    }),
    fixtureStudy({
      nct: 90000004,
      title: 'Adjuvant FOLFOX in Stage III Colon Cancer Under 70',
      status: 'ACTIVE_NOT_RECRUITING',
      phases: ['PHASE3'],
      conditions: ['Colon Cancer', 'Stage III Colon Cancer'],
      interventions: [
        { type: 'DRUG', name: 'FOLFOX', otherNames: ['oxaliplatin', 'fluorouracil', 'leucovorin'] },
      ],
      minimumAge: '18 Years',
      maximumAge: '70 Years',
      criteria: STANDARD_CRITERIA(),
      sites: US_SITES.slice(0, 1),
    }),
    fixtureStudy({
      nct: 90000005,
      title: 'Trastuzumab Deruxtecan in HER2-positive Metastatic Breast Cancer',
      status: 'RECRUITING',
      phases: ['PHASE3'],
      conditions: ['HER2-positive Breast Cancer', 'Metastatic Breast Cancer'],
      interventions: [{ type: 'DRUG', name: 'Trastuzumab deruxtecan', otherNames: ['Enhertu'] }],
      sex: 'FEMALE',
      minimumAge: '18 Years',
      criteria: STANDARD_CRITERIA(['HER2-positive by IHC 3+ or ISH'], ['LVEF below 50%']),
      sites: US_SITES,
    }),
    fixtureStudy({
      nct: 90000006,
      title: 'Pembrolizumab Plus Chemotherapy in Non-small Cell Lung Cancer',
      status: 'RECRUITING',
      phases: ['PHASE3'],
      conditions: ['Non-small Cell Lung Cancer'],
      keywords: ['PD-L1'],
      interventions: [
        { type: 'BIOLOGICAL', name: 'Pembrolizumab', otherNames: ['MK-3475', 'Keytruda'] },
        { type: 'DRUG', name: 'Pemetrexed' },
        { type: 'DRUG', name: 'Carboplatin' },
      ],
      minimumAge: '18 Years',
      maximumAge: '75 Years',
      criteria: STANDARD_CRITERIA(
        ['PD-L1 tumour proportion score reported'],
        ['EGFR or ALK alteration'],
      ),
      sites: US_SITES,
    }),
    fixtureStudy({
      nct: 90000007,
      title: 'Consolidation Immunotherapy in Limited-stage Small Cell Lung Cancer',
      status: 'NOT_YET_RECRUITING',
      phases: ['PHASE2'],
      conditions: ['Small Cell Lung Cancer'],
      interventions: [{ type: 'BIOLOGICAL', name: 'Durvalumab' }],
      minimumAge: '18 Years',
      criteria: STANDARD_CRITERIA(),
      sites: US_SITES.slice(2),
    }),
    fixtureStudy({
      nct: 90000008,
      title: 'First-in-human Study of an Oral Agent in Advanced Solid Tumors',
      status: 'RECRUITING',
      phases: ['PHASE1'],
      conditions: ['Advanced Solid Tumors'],
      interventions: [{ type: 'DRUG', name: 'FIX-1001' }],
      minimumAge: '18 Years',
      criteria: STANDARD_CRITERIA(['No standard therapy available']),
      sites: US_SITES.slice(0, 2),
    }),
    fixtureStudy({
      nct: 90000009,
      title: 'Brentuximab Vedotin With AVD in Hodgkin Lymphoma',
      status: 'COMPLETED',
      phases: ['PHASE3'],
      conditions: ['Hodgkin Lymphoma'],
      interventions: [
        { type: 'BIOLOGICAL', name: 'Brentuximab vedotin' },
        { type: 'DRUG', name: 'Doxorubicin' },
      ],
      minimumAge: '18 Years',
      maximumAge: '60 Years',
      criteria: STANDARD_CRITERIA(),
      sites: US_SITES.slice(0, 1),
    }),
    fixtureStudy({
      nct: 90000010,
      title: 'Androgen Receptor Inhibition in Metastatic Castration-resistant Prostate Cancer',
      status: 'RECRUITING',
      phases: ['PHASE3'],
      conditions: ['Prostate Cancer'],
      interventions: [{ type: 'DRUG', name: 'Enzalutamide' }],
      sex: 'MALE',
      minimumAge: '18 Years',
      criteria: STANDARD_CRITERIA(),
      sites: US_SITES,
    }),
    fixtureStudy({
      nct: 90000011,
      title: 'Resection of Colorectal Liver Metastases With or Without Hepatic Arterial Infusion',
      status: 'NOT_YET_RECRUITING',
      phases: ['NA'],
      conditions: ['Colorectal Cancer Liver Metastases'],
      interventions: [{ type: 'PROCEDURE', name: 'Hepatic resection' }],
      minimumAge: '18 Years',
      criteria: STANDARD_CRITERIA(),
      sites: US_SITES.slice(0, 1),
    }),
    fixtureStudy({
      nct: 90000012,
      title: 'Olanzapine for Chemotherapy-induced Nausea and Vomiting',
      status: 'RECRUITING',
      phases: ['PHASE3'],
      conditions: ['Chemotherapy-induced Nausea and Vomiting'],
      interventions: [{ type: 'DRUG', name: 'Olanzapine' }],
      minimumAge: '18 Years',
      criteria: STANDARD_CRITERIA(['Scheduled to receive highly emetogenic chemotherapy']),
      sites: US_SITES,
    }),
  ];
}

/** Parameters of `GET /studies` in the published document (any other is a 400). */
const KNOWN_PARAMS = new Set([
  'format',
  'markupFormat',
  'query.cond',
  'query.term',
  'query.locn',
  'query.titles',
  'query.intr',
  'query.outc',
  'query.spons',
  'query.lead',
  'query.id',
  'query.patient',
  'filter.overallStatus',
  'filter.geo',
  'filter.ids',
  'filter.advanced',
  'filter.synonyms',
  'postFilter.overallStatus',
  'postFilter.geo',
  'postFilter.ids',
  'postFilter.advanced',
  'postFilter.synonyms',
  'aggFilters',
  'geoDecay',
  'fields',
  'sort',
  'countTotal',
  'pageSize',
  'pageToken',
]);

/** Piece names this stand-in knows for `fields` (the registry knows many more). */
const KNOWN_PIECES = new Set([
  'ProtocolSection',
  'IdentificationModule',
  'StatusModule',
  'SponsorCollaboratorsModule',
  'DescriptionModule',
  'ConditionsModule',
  'DesignModule',
  'ArmsInterventionsModule',
  'EligibilityModule',
  'ContactsLocationsModule',
  'NCTId',
  'BriefTitle',
  'OverallStatus',
  'HasResults',
]);

const lowerWords = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);

function allWordsIn(query: string, haystack: string[]): boolean {
  const have = new Set(haystack.flatMap(lowerWords));
  return lowerWords(query).every((w) => have.has(w));
}

type P = FakeStudy['protocolSection'];
const mod = <T>(p: P, name: string) => (p[name] ?? {}) as T;

function conditionTexts(p: P): string[] {
  const c = mod<{ conditions?: string[]; keywords?: string[] }>(p, 'conditionsModule');
  return [...(c.conditions ?? []), ...(c.keywords ?? []), p.identificationModule.briefTitle];
}
function interventionTexts(p: P): string[] {
  const a = mod<{ interventions?: Array<{ name: string; otherNames?: string[] }> }>(
    p,
    'armsInterventionsModule',
  );
  return (a.interventions ?? []).flatMap((i) => [i.name, ...(i.otherNames ?? [])]);
}
function locationsOf(p: P): string[][] {
  const l = mod<{ locations?: Array<Record<string, string>> }>(p, 'contactsLocationsModule');
  return (l.locations ?? []).map((x) =>
    [x.facility, x.city, x.state, x.zip, x.country].filter((v): v is string => Boolean(v)),
  );
}
function everything(p: P): string[] {
  return [
    ...conditionTexts(p),
    ...interventionTexts(p),
    p.identificationModule.officialTitle ?? '',
    mod<{ eligibilityCriteria?: string }>(p, 'eligibilityModule').eligibilityCriteria ?? '',
    mod<{ briefSummary?: string }>(p, 'descriptionModule').briefSummary ?? '',
  ];
}

class BadRequest extends Error {}

/** `AREA[Phase]PHASE3` or `(AREA[Phase]PHASE2 OR AREA[Phase]PHASE3)`: the forms the app sends. */
function phasesOf(advanced: string): string[] {
  const inner = advanced.replace(/^\((.*)\)$/, '$1');
  const parts = inner.split(' OR ').map((s) => /^AREA\[Phase\](\w+)$/.exec(s.trim())?.[1]);
  if (parts.some((p) => !p || !(CTGOV_PHASES as readonly string[]).includes(p))) {
    throw new BadRequest(`The fake cannot evaluate filter.advanced '${advanced}'`);
  }
  return parts as string[];
}

export async function startFakeCtgov(options: { studies?: FakeStudy[] } = {}): Promise<FakeCtgov> {
  const studies = options.studies ?? defaultStudies();
  const requests: RecordedCtgovRequest[] = [];
  let override: { status: number; body: string; contentType: string } | null = null;
  let hang = false;
  const sockets = new Set<Socket>();

  const querySignature = (params: URLSearchParams) => {
    const kept = [...params.entries()]
      .filter(([k]) => !['pageToken', 'pageSize', 'countTotal'].includes(k))
      .sort(([a], [b]) => a.localeCompare(b));
    return createHash('sha256').update(JSON.stringify(kept)).digest('base64url').slice(0, 12);
  };

  function search(params: URLSearchParams) {
    for (const key of params.keys()) {
      if (!KNOWN_PARAMS.has(key)) throw new BadRequest(`\`${key}\` is unknown parameter`);
    }
    const format = params.get('format') ?? 'json';
    if (format !== 'json')
      throw new BadRequest(`The fake serves format=json only, not '${format}'`);
    const fields = params.get('fields');
    if (fields !== null) {
      for (const f of fields.split(/[,|]/)) {
        if (!KNOWN_PIECES.has(f.trim())) {
          throw new BadRequest(`Parameter 'fields' contains unknown field or piece: '${f}'`);
        }
      }
    }
    const statuses = params.get('filter.overallStatus')?.split(/[,|]/) ?? [];
    for (const s of statuses) {
      if (!(CTGOV_STATUSES as readonly string[]).includes(s)) {
        throw new BadRequest(`Invalid value '${s}' of parameter 'filter.overallStatus'`);
      }
    }
    const pageSizeText = params.get('pageSize') ?? '10';
    if (!/^\d+$/.test(pageSizeText)) {
      throw new BadRequest(`Invalid value '${pageSizeText}' of parameter 'pageSize'`);
    }
    const pageSize = Math.min(Number(pageSizeText) || 10, 1000);
    const phases = params.has('filter.advanced') ? phasesOf(params.get('filter.advanced')!) : null;
    const signature = querySignature(params);
    let offset = 0;
    const token = params.get('pageToken');
    if (token !== null) {
      const m = /^([A-Za-z0-9_-]{12})\.(\d+)$/.exec(Buffer.from(token, 'base64url').toString());
      if (!m || m[1] !== signature) {
        throw new BadRequest('Invalid pageToken: it does not belong to this query');
      }
      offset = Number(m[2]);
    }

    const cond = params.get('query.cond');
    const term = params.get('query.term');
    const intr = params.get('query.intr');
    const locn = params.get('query.locn');
    const matches = studies.filter((s) => {
      const p = s.protocolSection;
      const status = mod<{ overallStatus?: string }>(p, 'statusModule').overallStatus ?? '';
      const studyPhases = mod<{ phases?: string[] }>(p, 'designModule').phases ?? [];
      return (
        (!cond || allWordsIn(cond, conditionTexts(p))) &&
        (!term || allWordsIn(term, everything(p))) &&
        (!intr || allWordsIn(intr, interventionTexts(p))) &&
        (!locn || locationsOf(p).some((l) => allWordsIn(locn, l))) &&
        (statuses.length === 0 || statuses.includes(status)) &&
        (!phases || studyPhases.some((x) => phases.includes(x)))
      );
    });
    const page = matches.slice(offset, offset + pageSize);
    const next = offset + pageSize < matches.length ? offset + pageSize : null;
    return {
      ...(token === null && params.get('countTotal') === 'true'
        ? { totalCount: matches.length }
        : {}),
      studies: page,
      ...(next !== null
        ? { nextPageToken: Buffer.from(`${signature}.${next}`).toString('base64url') }
        : {}),
    };
  }

  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: [...url.searchParams.entries()],
      headers: req.headers,
    });
    if (hang) {
      hang = false;
      return; // never answered
    }
    const text = (status: number, body: string, contentType = 'text/plain;charset=UTF-8') => {
      res.writeHead(status, { 'content-type': contentType });
      res.end(body);
    };
    const json = (data: unknown) => text(200, JSON.stringify(data), 'application/json');
    if (override) {
      const o = override;
      override = null;
      return text(o.status, o.body, o.contentType);
    }
    if (req.method !== 'GET') return text(405, 'Method not allowed');
    try {
      if (url.pathname === '/api/v2/version') {
        return json({ apiVersion: '2.0.5', dataTimestamp: '2026-03-02T09:00:05' });
      }
      if (url.pathname === '/api/v2/studies') return json(search(url.searchParams));
      const one = /^\/api\/v2\/studies\/([^/]+)$/.exec(url.pathname);
      if (one) {
        const id = decodeURIComponent(one[1]!);
        if (!/^(NCT|nct)\d{8}$/.test(id)) {
          throw new BadRequest(`Invalid value '${id}' of parameter 'nctId'`);
        }
        const study = studies.find(
          (s) => s.protocolSection.identificationModule.nctId === id.toUpperCase(),
        );
        if (!study) return text(404, `Study not found: ${id.toUpperCase()}`);
        return json(study);
      }
      return text(404, 'Not found');
    } catch (error) {
      if (error instanceof BadRequest) return text(400, error.message);
      return text(500, 'Internal fake error');
    }
  });
  http.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;

  let closed = false;
  const shut = async () => {
    if (closed) return;
    closed = true;
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  };

  return {
    url: `http://127.0.0.1:${port}/api/v2`,
    studies,
    requests,
    failNext(status, body = `HTTP ${status}`, contentType = 'text/plain;charset=UTF-8') {
      override = { status, body, contentType };
    },
    hangNext() {
      hang = true;
    },
    goAway: shut,
    close: shut,
  };
}
