import { describe, expect, it } from 'vitest';
import {
  ctgovPagedStudiesSchema,
  ctgovSearchParams,
  parseRegistryAge,
  rankLocations,
  toTrialDetail,
  toTrialSummary,
  type CtgovStudy,
} from './ctgov';
import { phaseText, trialSearchQuerySchema } from './schemas';

/** A record as `GET /studies/{nctId}?fields=ProtocolSection` answers (ctg-oas-v2 Study). */
const STUDY: CtgovStudy = {
  protocolSection: {
    identificationModule: {
      nctId: 'NCT90000001',
      briefTitle: 'Capecitabine Maintenance in Metastatic Colorectal Cancer',
      officialTitle: 'A Phase 2 Study of Capecitabine Maintenance',
      acronym: 'CAPMAIN',
    },
    statusModule: { overallStatus: 'RECRUITING', lastUpdatePostDateStruct: { date: '2026-03-02' } },
    sponsorCollaboratorsModule: { leadSponsor: { name: 'Test Cooperative Group' } },
    descriptionModule: { briefSummary: 'Maintenance after induction.' },
    conditionsModule: { conditions: ['Colorectal Cancer'], keywords: ['maintenance'] },
    designModule: { studyType: 'INTERVENTIONAL', phases: ['PHASE2', 'PHASE3'] },
    armsInterventionsModule: {
      interventions: [
        { type: 'DRUG', name: 'Capecitabine', otherNames: ['Xeloda'] },
        { type: 'OTHER', name: '  ' },
      ],
    },
    eligibilityModule: {
      eligibilityCriteria: 'Inclusion Criteria:\n\n* ECOG 0-1',
      healthyVolunteers: false,
      sex: 'ALL',
      minimumAge: '18 Years',
      stdAges: ['ADULT', 'OLDER_ADULT'],
    },
    contactsLocationsModule: {
      locations: [
        {
          facility: 'General Hospital',
          city: 'Chicago',
          state: 'Illinois',
          country: 'United States',
          status: 'COMPLETED',
        },
        {
          facility: 'Lakeside Cancer Center',
          city: 'Boston',
          state: 'Massachusetts',
          zip: '02115',
          country: 'United States',
          status: 'RECRUITING',
        },
        {
          facility: 'Harbor Clinic',
          city: 'Boston',
          state: 'Massachusetts',
          country: 'United States',
          status: 'NOT_YET_RECRUITING',
        },
        { facility: 'Nord Klinik', city: 'Hamburg', country: 'Germany', status: 'RECRUITING' },
      ],
    },
  },
};

describe('a registry record as a result', () => {
  it('keeps what the list shows, nearest sites first', () => {
    const s = toTrialSummary(STUDY, 'Boston, Massachusetts')!;
    expect(s).toMatchObject({
      nctId: 'NCT90000001',
      title: 'Capecitabine Maintenance in Metastatic Colorectal Cancer',
      acronym: 'CAPMAIN',
      phases: ['PHASE2', 'PHASE3'],
      status: 'RECRUITING',
      conditions: ['Colorectal Cancer'],
      interventions: [{ type: 'DRUG', name: 'Capecitabine', otherNames: ['Xeloda'] }],
      locationCount: 4,
      lastUpdated: '2026-03-02',
      registryUrl: 'https://clinicaltrials.gov/study/NCT90000001',
    });
    expect(s.eligibility.summary).toBe(
      'Sex: all sexes · Ages: 18 years and older · Healthy volunteers: not accepted',
    );
    expect(s.locations.map((l) => [l.facility, l.matchesLocation])).toEqual([
      ['Lakeside Cancer Center', true],
      ['Harbor Clinic', true],
      ['Nord Klinik', false],
    ]);
  });

  it('shows what a sparse record has and invents nothing', () => {
    const s = toTrialSummary({
      protocolSection: { identificationModule: { nctId: 'NCT90000002' } },
    })!;
    expect(s).toMatchObject({
      title: 'NCT90000002',
      phases: [],
      status: null,
      conditions: [],
      interventions: [],
      locations: [],
      locationCount: 0,
      lastUpdated: null,
    });
    expect(s.eligibility).toEqual({
      sex: null,
      minimumAge: null,
      maximumAge: null,
      stdAges: [],
      healthyVolunteers: null,
      summary: 'Sex: not stated · Ages: no age limit stated',
    });
    expect(toTrialSummary({})).toBeNull();
  });

  it('the detail carries the eligibility text exactly as registered', () => {
    const d = toTrialDetail(STUDY)!;
    expect(d.eligibility.criteria).toBe('Inclusion Criteria:\n\n* ECOG 0-1');
    expect(d.sponsor).toBe('Test Cooperative Group');
    expect(d.keywords).toEqual(['maintenance']);
    // Without a location searched, recruiting sites come first, in the registry's order.
    expect(d.locations.map((l) => l.facility)).toEqual([
      'Lakeside Cancer Center',
      'Nord Klinik',
      'General Hospital',
      'Harbor Clinic',
    ]);
  });

  it('reads the paged answer of GET /studies', () => {
    const page = ctgovPagedStudiesSchema.parse({
      totalCount: 438897,
      studies: [STUDY],
      nextPageToken: 'abracadabra',
    });
    expect(page.nextPageToken).toBe('abracadabra');
    expect(ctgovPagedStudiesSchema.safeParse({ hits: [] }).success).toBe(false);
  });
});

describe('ages as the registry writes them', () => {
  it.each<[string, unknown]>([
    ['18 Years', { value: 18, unit: 'Year' }],
    ['1 Year', { value: 1, unit: 'Year' }],
    ['6 Months', { value: 6, unit: 'Month' }],
    ['28 Days', { value: 28, unit: 'Day' }],
    ['eighteen', null],
    ['18 years', null],
  ])('%s', (text, parsed) => {
    expect(parseRegistryAge(text)).toEqual(parsed);
  });
});

describe('the search as ClinicalTrials.gov parameters', () => {
  const params = (input: Record<string, unknown>) =>
    Object.fromEntries(ctgovSearchParams(trialSearchQuerySchema.parse(input)));

  it('maps each field to its query or filter and counts on the first page', () => {
    expect(
      params({
        condition: 'colorectal cancer',
        term: 'maintenance',
        intervention: 'capecitabine',
        location: 'Boston',
        status: 'recruiting,NOT_YET_RECRUITING',
        phase: 'phase2,PHASE3',
      }),
    ).toEqual({
      format: 'json',
      'query.cond': 'colorectal cancer',
      'query.term': 'maintenance',
      'query.intr': 'capecitabine',
      'query.locn': 'Boston',
      'filter.overallStatus': 'RECRUITING,NOT_YET_RECRUITING',
      'filter.advanced': '(AREA[Phase]PHASE2 OR AREA[Phase]PHASE3)',
      fields:
        'IdentificationModule,StatusModule,ConditionsModule,DesignModule,ArmsInterventionsModule,EligibilityModule,ContactsLocationsModule',
      pageSize: '10',
      countTotal: 'true',
    });
  });

  it('passes the page token through unchanged on later pages', () => {
    const p = params({
      condition: 'lung cancer',
      phase: 'PHASE3',
      pageToken: 'ZVNj7o2Elu8o3lptnM2b_jdyRnzxsjHOxbo',
    });
    expect(p['filter.advanced']).toBe('AREA[Phase]PHASE3');
    expect(p.pageToken).toBe('ZVNj7o2Elu8o3lptnM2b_jdyRnzxsjHOxbo');
    expect(p.countTotal).toBeUndefined();
  });

  it.each<[Record<string, unknown>, string]>([
    [{}, 'condition'],
    [{ condition: '   ' }, 'condition'],
    [{ condition: 'x', status: 'OPEN' }, 'status'],
    [{ condition: 'x', phase: 'PHASE5' }, 'phase'],
    [{ condition: 'x', pageToken: 'a b' }, 'pageToken'],
    [{ condition: 'x', pageSize: '500' }, 'pageSize'],
    [{ condition: 'x'.repeat(201) }, 'condition'],
    [{ condition: 'a\u0000b' }, 'condition'],
    [{ condition: 'x', sponsor: 'y' }, ''],
  ])('refuses %j, naming %s', (input, field) => {
    const r = trialSearchQuerySchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path[0] ?? '').toBe(field);
  });
});

describe('phases in words', () => {
  it.each<[string[], string]>([
    [['PHASE2', 'PHASE3'], 'Phase 2/3'],
    [['PHASE1'], 'Phase 1'],
    [['EARLY_PHASE1'], 'Early phase 1'],
    [['NA'], 'Not applicable'],
    [[], 'Phase not stated'],
  ])('%j → %s', (phases, text) => {
    expect(phaseText(phases)).toBe(text);
  });
});

describe('site ranking', () => {
  it('matches postal codes and countries as words', () => {
    const sites = STUDY.protocolSection!.contactsLocationsModule!.locations!;
    expect(rankLocations(sites, '02115')[0]!.facility).toBe('Lakeside Cancer Center');
    expect(rankLocations(sites, 'Germany')[0]!.facility).toBe('Nord Klinik');
  });
});
