import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrialMatch, TrialSearchResponse } from '../../../core/trials';
import { ApiError } from '../../lib/api';
import type * as ApiModule from '../../lib/api';
import { patientContextStore } from '../../stores/patient-context';
import { renderWithProviders } from '../../test-support/render';
import { readSearchParams, searchQueryString } from './api';
import { MatchPanel } from './match-panel';
import TrialsPage from './trials-page';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api,
}));
vi.mock('../../stores/auth', () => ({
  useAuth: <T,>(select: (s: { user: { role: string } }) => T) =>
    select({ user: { role: 'researcher' } }),
}));

const SUMMARY: TrialSearchResponse['studies'][number] = {
  nctId: 'NCT90000001',
  title: 'Capecitabine Maintenance in Metastatic Colorectal Cancer',
  acronym: null,
  phases: ['PHASE2', 'PHASE3'],
  status: 'RECRUITING',
  studyType: 'INTERVENTIONAL',
  conditions: ['Colorectal Cancer'],
  interventions: [{ type: 'DRUG', name: 'Capecitabine', otherNames: [] }],
  eligibility: {
    sex: 'ALL',
    minimumAge: '18 Years',
    maximumAge: null,
    stdAges: ['ADULT'],
    healthyVolunteers: false,
    summary: 'Sex: all sexes · Ages: 18 years and older',
  },
  locations: [
    {
      facility: 'Lakeside Cancer Center',
      city: 'Boston',
      state: 'Massachusetts',
      zip: null,
      country: 'United States',
      status: 'RECRUITING',
      matchesLocation: true,
    },
  ],
  locationCount: 4,
  lastUpdated: '2026-03-02',
  registryUrl: 'https://clinicaltrials.gov/study/NCT90000001',
};

const MATCH: TrialMatch = {
  nctId: 'NCT90000001',
  patientId: 'p1',
  identified: false,
  criteria: [
    {
      id: 'condition',
      label: 'Condition',
      status: 'met',
      reason: 'By cancer site.',
      study: null,
      patient: null,
      findings: [],
    },
    {
      id: 'age',
      label: 'Age',
      status: 'not-met',
      reason: 'Older than the maximum.',
      study: 'maximum 70 Years',
      patient: '71 years',
      findings: [],
    },
    {
      id: 'prior-therapy',
      label: 'Prior therapy',
      status: 'not-met',
      reason:
        'Prior palbociclib and ribociclib (CDK4/6 inhibitors) — exclusion. 1 more rule read from the study below.',
      study: 'Elacestrant',
      patient: 'palbociclib (treatment history, 2023-02-01 to 2023-10-20)',
      findings: [
        {
          section: 'exclusion',
          text: 'Prior treatment with any CDK4/6 inhibitor',
          status: 'not-met',
          reason: 'Prior palbociclib and ribociclib (CDK4/6 inhibitors) — exclusion.',
        },
        {
          section: 'inclusion',
          text: 'At least one prior line of endocrine therapy',
          status: 'met',
          reason: 'Prior letrozole (endocrine therapies) — required.',
        },
      ],
    },
    {
      id: 'labs',
      label: 'Key laboratory values',
      status: 'unknown',
      reason: 'Text only.',
      study: null,
      patient: null,
      findings: [],
    },
  ],
  counts: { met: 1, notMet: 2, unknown: 1 },
  eligibilityCriteria: 'Inclusion Criteria: adults',
  registryUrl: 'https://clinicaltrials.gov/study/NCT90000001',
  evaluatedAt: '2026-03-03T10:00:00.000Z',
};

beforeEach(() => {
  api.mockReset();
  patientContextStore.getState().reset();
});

describe('search parameters in the address', () => {
  it('round-trips the pinned names and leaves empty fields out', () => {
    const p = {
      condition: ' colorectal ',
      term: '',
      intervention: 'capecitabine',
      location: '',
      status: ['RECRUITING'],
      phase: ['PHASE2', 'PHASE3'],
    };
    const qs = searchQueryString(p, 'tok_1');
    expect(qs).toBe(
      'condition=colorectal&intervention=capecitabine&status=RECRUITING&phase=PHASE2%2CPHASE3&pageToken=tok_1',
    );
    expect(readSearchParams(new URLSearchParams(qs))).toEqual({ ...p, condition: 'colorectal' });
  });
});

describe('trials page', () => {
  it('asks for at least one search word before calling the API', async () => {
    renderWithProviders(<TrialsPage />, { route: '/trials' });
    await userEvent.click(screen.getByRole('button', { name: 'Search trials' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/Enter a condition/);
    expect(api).not.toHaveBeenCalled();
  });

  it('searches, shows each study with its nearest sites, and pages on with the token', async () => {
    api.mockResolvedValueOnce({ studies: [SUMMARY], nextPageToken: 'next_1', totalCount: 12 });
    renderWithProviders(<TrialsPage />, { route: '/trials' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Condition or disease' }), 'crc');
    await userEvent.click(screen.getByRole('button', { name: 'Search trials' }));
    expect(
      await screen.findByRole('heading', { name: '12 studies on ClinicalTrials.gov' }),
    ).toBeVisible();
    expect(api.mock.calls[0]![0]).toBe(
      '/api/trials?condition=crc&status=RECRUITING%2CNOT_YET_RECRUITING',
    );
    const card = screen.getByRole('article', { name: SUMMARY.title });
    expect(within(card).getByText('Phase 2/3')).toBeVisible();
    expect(within(card).getByText('Recruiting')).toBeVisible();
    expect(within(card).getByText(/Lakeside Cancer Center, Boston/)).toBeVisible();
    expect(within(card).getByText('Sex: all sexes · Ages: 18 years and older')).toBeVisible();
    expect(
      within(card).getByRole('link', { name: /NCT90000001 on ClinicalTrials.gov/ }),
    ).toHaveAttribute('href', 'https://clinicaltrials.gov/study/NCT90000001');

    api.mockResolvedValueOnce({ studies: [], nextPageToken: null, totalCount: null });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(
      await screen.findByRole('heading', { name: 'No studies match this search' }),
    ).toBeVisible();
    expect(api.mock.calls[1]![0]).toMatch(/&pageToken=next_1$/);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  }, 20_000);

  it('says plainly when the registry cannot be reached, and shows no trials', async () => {
    api.mockRejectedValue(
      new ApiError(
        503,
        'unavailable',
        'ClinicalTrials.gov cannot be reached: the connection failed. No trials can be shown.',
      ),
    );
    renderWithProviders(<TrialsPage />, { route: '/trials?condition=colorectal' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ClinicalTrials.gov cannot be reached right now');
    expect(alert).toHaveTextContent(/no stored or sample trials/);
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('match panel', () => {
  it('without a current patient, offers the institution’s list in the role’s words', async () => {
    api.mockResolvedValueOnce({
      items: [{ id: 'p1', label: 'Subject 7K2M-QX9A', isDemo: true }],
      total: 1,
    });
    renderWithProviders(<MatchPanel nctId="NCT90000001" />);
    expect(screen.getByText(/No current subject is chosen/)).toBeVisible();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Current subject' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Subject 7K2M-QX9A (demo)' }));
    api.mockResolvedValueOnce(MATCH);
    await userEvent.click(screen.getByRole('button', { name: 'Use this subject' }));
    expect(patientContextStore.getState().current?.id).toBe('p1');
    expect(await screen.findByText('A criterion is not met')).toBeVisible();
    expect(api).toHaveBeenLastCalledWith(
      '/api/trials/NCT90000001/match?patientId=p1',
      expect.anything(),
    );
    const age = screen.getByRole('listitem', { name: 'Age: not-met' });
    expect(within(age).getByText('Not met')).toBeVisible();
    expect(within(age).getByText('Record: 71 years')).toBeVisible();
    expect(screen.getByText(/de-identified record/)).toBeVisible();
    // Each rule read from the eligibility text shows where it sits, its result and the fact used.
    const prior = screen.getByRole('listitem', { name: 'Prior therapy: not-met' });
    expect(
      within(prior).getByText('Exclusion: “Prior treatment with any CDK4/6 inhibitor”'),
    ).toBeVisible();
    expect(
      within(prior).getByText('Prior palbociclib and ribociclib (CDK4/6 inhibitors) — exclusion.'),
    ).toBeVisible();
    expect(
      within(prior).getByText('Inclusion: “At least one prior line of endocrine therapy”'),
    ).toBeVisible();
  });

  it('never calls a match eligibility', async () => {
    patientContextStore.getState().setCurrent({ id: 'p1', label: 'Subject 7K2M-QX9A' });
    api.mockResolvedValueOnce({
      ...MATCH,
      criteria: MATCH.criteria.map((c) => (c.status === 'not-met' ? { ...c, status: 'met' } : c)),
      counts: { met: 3, notMet: 0, unknown: 1 },
    } satisfies TrialMatch);
    renderWithProviders(<MatchPanel nctId="NCT90000001" />);
    expect(await screen.findByText('No structured criterion rules this out')).toBeVisible();
    expect(screen.getByText(/This is not a finding of eligibility/)).toBeVisible();
  });
});
