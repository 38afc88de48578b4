import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../lib/api';
import { ApiError } from '../../lib/api';
import { patientContextStore } from '../../stores/patient-context';
import { renderWithProviders } from '../../test-support/render';
import AiPage from './ai-page';
import type { RecommendationsResponse, RecommendationView } from './api';
import { calculatorHref } from './recommendation-card';

const api = vi.hoisted(() => vi.fn());
const role = vi.hoisted(() => ({ current: 'oncologist' }));
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api,
}));
vi.mock('../../stores/auth', () => ({
  useAuth: <T,>(select: (s: { user: { role: string } }) => T) =>
    select({ user: { role: role.current } }),
}));

const PATIENT = { id: '11111111-1111-4111-8111-111111111111', label: 'Demo, Eleanor' };

const dpyd: RecommendationView = {
  id: 'dose-reduction:capecitabine:pgx:capecitabine-dpyd',
  type: 'dose-reduction',
  action:
    'Reduce capecitabine to 50% of the standard dose (DPYD intermediate metabolizer, activity score 1)',
  detail: 'Start at half the usual starting dose, then titrate.',
  severity: 'high',
  evidence: { grade: 'strong', label: 'CPIC: DPYD and fluoropyrimidines: strong recommendation' },
  reasoning: ['DPYD result on record: *1/*2A → activity score 1 → intermediate metabolizer'],
  sources: [
    {
      label:
        'CPIC guideline for DPYD genotype and fluoropyrimidine dosing: 2017 update, PMID 29152729',
      url: 'https://cpicpgx.org/guidelines/guideline-for-fluoropyrimidines-and-dpyd/',
    },
  ],
  resolves: [
    {
      key: 'pgx:capecitabine:capecitabine-dpyd',
      kind: 'pgx',
      severity: 'high',
      title: 'Capecitabine: intermediate metabolizer (DPYD)',
      alertId: null,
      acknowledged: false,
    },
  ],
  drugIds: ['capecitabine'],
  drugs: ['Capecitabine'],
  alternatives: [],
  change: {
    kind: 'dose-level',
    drugId: 'capecitabine',
    drugName: 'Capecitabine',
    percent: 50,
    range: null,
    regimenId: 'capox',
  },
  caveats: [],
  accepted: null,
};

const response = (over: Partial<RecommendationsResponse> = {}): RecommendationsResponse => ({
  recommendations: [dpyd],
  unresolved: [],
  limitations: ['No CYP2C19 result is on record, so omeprazole was not checked against it.'],
  hiddenLevels: [],
  hiddenCount: 0,
  canAccept: true,
  languageModel: { configured: false, model: null },
  ...over,
});

beforeEach(() => {
  api.mockReset();
  role.current = 'oncologist';
  patientContextStore.getState().reset();
});

describe('/ai page', () => {
  it('without a current patient offers a picker and the patient list', async () => {
    api.mockImplementation(async (path: string) =>
      path.startsWith('/api/patients?')
        ? {
            items: [
              {
                ...PATIENT,
                isDemo: true,
                ageYears: 71,
                sex: 'female',
                alertCounts: { critical: 0, high: 2, medium: 1, low: 0 },
              },
            ],
            total: 1,
          }
        : response(),
    );
    renderWithProviders(<AiPage />);
    expect(screen.getByRole('heading', { name: 'Choose a patient' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'patients list' })).toHaveAttribute(
      'href',
      '/patients',
    );
    await userEvent.click(await screen.findByRole('button', { name: /Demo, Eleanor/ }));
    expect(patientContextStore.getState().current?.id).toBe(PATIENT.id);
    expect(await screen.findByRole('article', { name: dpyd.action })).toBeVisible();
  });

  it('shows the recommendation with its reasoning, sources and the alert it resolves; the narrative is off', async () => {
    patientContextStore.getState().setCurrent(PATIENT);
    api.mockResolvedValue(response());
    renderWithProviders(<AiPage />);
    const card = await screen.findByRole('article', { name: dpyd.action });
    expect(within(card).getByText(/activity score 1 → intermediate metabolizer/)).toBeVisible();
    expect(within(card).getByRole('link', { name: /PMID 29152729/ })).toHaveAttribute(
      'href',
      dpyd.sources[0]!.url,
    );
    expect(
      within(card).getByText(/pgx alert: Capecitabine: intermediate metabolizer/),
    ).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Accept recommendation' })).toBeEnabled();
    expect(screen.getByText('Narrative off')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Generate a summary' })).toBeNull();
    expect(api).toHaveBeenCalledWith(
      `/api/patients/${PATIENT.id}/recommendations`,
      expect.anything(),
    );
  });

  it('accepting posts the id, then offers the calculator at the dose level', async () => {
    patientContextStore.getState().setCurrent(PATIENT);
    let accepted = false;
    api.mockImplementation(async (path: string, options?: { method?: string; body?: unknown }) => {
      if (options?.method === 'POST') {
        accepted = true;
        return {
          id: 'a',
          recommendationId: dpyd.id,
          acceptedAt: '2026-11-21T09:00:00Z',
          alertKeys: [],
          alertIds: [],
          changeKind: 'dose-level',
        };
      }
      return response({
        recommendations: [
          accepted
            ? {
                ...dpyd,
                accepted: {
                  at: '2026-11-21T09:00:00Z',
                  by: { name: 'Eve Oncologist', role: 'oncologist' },
                  changeKind: 'dose-level',
                },
              }
            : dpyd,
        ],
      });
    });
    renderWithProviders(<AiPage />);
    const card = await screen.findByRole('article', { name: dpyd.action });
    await userEvent.click(within(card).getByRole('button', { name: 'Accept recommendation' }));
    expect(api).toHaveBeenCalledWith(`/api/patients/${PATIENT.id}/recommendations/accept`, {
      method: 'POST',
      body: { recommendationId: dpyd.id },
    });
    const link = await within(card).findByRole('link', {
      name: /Open the regimen calculator for Capecitabine at 50%/,
    });
    expect(link).toHaveAttribute('href', '/regimens?id=capox&doseLevel=50');
  });

  it('a role that may not accept is told so', async () => {
    role.current = 'researcher';
    patientContextStore.getState().setCurrent(PATIENT);
    api.mockResolvedValue(response({ canAccept: false }));
    renderWithProviders(<AiPage />);
    const card = await screen.findByRole('article', { name: dpyd.action });
    expect(within(card).queryByRole('button', { name: 'Accept recommendation' })).toBeNull();
    expect(
      within(card).getByText(/Accepting is for roles that may change medications/),
    ).toBeVisible();
  });

  it('a rejected generated answer is explained, never shown', async () => {
    patientContextStore.getState().setCurrent(PATIENT);
    api.mockImplementation(async (path: string) => {
      if (path.endsWith('/narrative')) {
        throw new ApiError(
          502,
          'llm_answer_rejected',
          'The language model cited records it was not given (rec:999), so the answer is not shown.',
        );
      }
      return response({ languageModel: { configured: true, model: 'local-model' } });
    });
    renderWithProviders(<AiPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate a summary' }));
    expect(await screen.findByText('The generated answer was not shown')).toBeVisible();
    expect(screen.getByText(/rec:999/)).toBeVisible();
    expect(screen.queryByText('Generated')).toBeNull();
  });

  it('says "no recommendations" without claiming safety', async () => {
    patientContextStore.getState().setCurrent(PATIENT);
    api.mockResolvedValue(response({ recommendations: [] }));
    renderWithProviders(<AiPage />);
    expect(await screen.findByText('No recommendations')).toBeVisible();
    expect(screen.getByText(/not a\s+statement of safety/)).toBeVisible();
  });

  it('builds the calculator link from the drug when no regimen is known, without a level for a range', () => {
    expect(
      calculatorHref({
        kind: 'dose-level',
        drugId: 'mercaptopurine',
        drugName: 'Mercaptopurine',
        percent: null,
        range: { min: 20, max: 50 },
        regimenId: null,
      }),
    ).toBe('/regimens?q=Mercaptopurine');
  });
});
