import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PatientAlertsResponse } from '../../components/patient-alerts';
import { patientContextStore } from '../../stores/patient-context';
import { renderWithProviders } from '../../test-support/render';
import {
  AttentionCard,
  CareSessionsCard,
  CurrentPatientCard,
  RecentPatientsCard,
} from './patient-cards';

vi.mock('../../lib/auth-client', () => ({ accessToken: async () => 'token' }));

const ID = '01a21a3f-20de-7000-949e-84f80210d4e7';

function stub(routes: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: string) => {
    const path = new URL(input, 'http://localhost').pathname;
    const body = routes[path];
    return body === undefined
      ? new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), {
          status: 404,
        })
      : new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const alerts: PatientAlertsResponse = {
  alerts: [
    {
      id: '01a21a3f-454e-7000-adef-b8251fd7674e',
      kind: 'interaction',
      severity: 'high',
      title: 'Capecitabine + Warfarin: raised INR and bleeding',
      drugs: ['Capecitabine', 'Warfarin'],
      rationale: 'r',
      management: 'm',
      sources: [],
      isAcknowledged: false,
      acknowledgedAt: null,
      acknowledgedBy: null,
      overrideReason: null,
      acknowledgement: null,
    },
  ],
  limitations: ['Turmeric extract is not in the knowledge base: not checked.'],
  notes: [],
  counts: { critical: 0, high: 1, medium: 1, low: 1 },
  hiddenLevels: ['low', 'medium'],
};

beforeEach(() => patientContextStore.getState().reset('u1'));
afterEach(() => vi.unstubAllGlobals());

describe('dashboard patient cards', () => {
  it('shows the current patient with its open alerts, in the nurse’s vocabulary', async () => {
    patientContextStore.getState().setCurrent({ id: ID, label: 'Demo, Eleanor' });
    stub({ [`/api/patients/${ID}/alerts`]: alerts });
    renderWithProviders(<CurrentPatientCard role="nurse" />);
    const card = screen.getByRole('region', { name: 'Current patient' });
    expect(within(card).getByRole('link', { name: 'Demo, Eleanor' })).toHaveAttribute(
      'href',
      `/patients/${ID}`,
    );
    expect(await within(card).findByText('1 open safety warning')).toBeVisible();
    expect(within(card).getByText(alerts.alerts[0]!.title)).toBeVisible();
    expect(within(card).getByText(/1 thing could not be checked/)).toBeVisible();
    expect(
      within(card).getByText('2 lower-level safety warnings are not shown to your role.'),
    ).toBeVisible();
  });

  it('says how to choose a patient when none is current', () => {
    stub({});
    renderWithProviders(<CurrentPatientCard role="researcher" />);
    expect(screen.getByRole('region', { name: 'Current subject' })).toHaveTextContent(
      'None selected',
    );
  });

  it('lists recent patients from the store, current first', () => {
    patientContextStore.getState().setCurrent({ id: 'b', label: 'Second' });
    patientContextStore.getState().setCurrent({ id: 'a', label: 'First' });
    renderWithProviders(<RecentPatientsCard role="student" />);
    const card = screen.getByRole('region', { name: 'Recent case studies' });
    expect(
      within(card)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['First', 'Second']);
  });

  it('shows co-signatures awaited and flagged records to an oncologist', async () => {
    const fetchMock = stub({
      '/api/alerts/pending-cosign': {
        items: [
          {
            alertId: alerts.alerts[0]!.id,
            patientId: ID,
            patientLabel: 'Demo, Eleanor',
            kind: 'interaction',
            severity: 'high',
            title: 'Capecitabine + Warfarin',
            reason: 'will-monitor',
            comment: null,
            by: { id: 'n', name: 'Ann Nurse', role: 'nurse' },
            at: '2026-11-26T10:00:00Z',
          },
        ],
      },
      '/api/patients': { items: [], total: 0, page: 1, pageSize: 5 },
    });
    renderWithProviders(<AttentionCard role="oncologist" />);
    expect(await screen.findByText(/acknowledged by Ann Nurse/)).toBeVisible();
    expect(await screen.findByText(/None at their last check/)).toBeVisible();
    const listCall = fetchMock.mock.calls
      .map((c) => String(c[0]))
      .find((u) => u.startsWith('/api/patients?'));
    expect(new URL(listCall!, 'http://x').searchParams.get('alerts')).toBe('critical,high');
  });

  it('offers no care sessions to roles that see de-identified records', () => {
    stub({});
    renderWithProviders(<CareSessionsCard role="researcher" />);
    expect(screen.queryByText('Active care sessions')).toBeNull();
  });
});
