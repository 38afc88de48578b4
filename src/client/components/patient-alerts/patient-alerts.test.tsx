import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-support/render';
import { acknowledgePayload } from './acknowledge-form';
import {
  acknowledgementState,
  groupAlertsBySeverity,
  hiddenAlertsSentence,
  unresolvedCount,
} from './alert-logic';
import type { PatientAlert, PatientAlertsResponse } from './api';
import { AlertListView } from './patient-alert-list';

vi.mock('../../lib/auth-client', () => ({ accessToken: async () => 'token' }));

let seq = 0;
function alert(over: Partial<PatientAlert> = {}): PatientAlert {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    kind: 'interaction',
    severity: 'high',
    title: `Alert ${seq}`,
    drugs: ['Capecitabine', 'Warfarin'],
    rationale: 'Capecitabine inhibits CYP2C9.\nRaised INR and bleeding.',
    management: 'Check the INR at least weekly.',
    sources: [{ label: 'Xeloda US prescribing information, § 7' }],
    isAcknowledged: false,
    acknowledgedAt: null,
    acknowledgedBy: null,
    overrideReason: null,
    acknowledgement: null,
    ...over,
  };
}

const pending = (a: Partial<PatientAlert> = {}) =>
  alert({
    acknowledgement: {
      status: 'pending',
      reason: 'will-monitor',
      comment: 'INR daily',
      by: { id: 'n1', name: 'Ann Nurse', role: 'nurse' },
      at: '2026-11-26T10:00:00Z',
      cosignedBy: null,
      cosignedAt: null,
    },
    ...a,
  });

const confirmed = (a: Partial<PatientAlert> = {}) =>
  alert({
    isAcknowledged: true,
    acknowledgedAt: '2026-11-26T10:00:00Z',
    acknowledgedBy: 'Eve Oncologist',
    overrideReason: 'dose-adjusted',
    acknowledgement: {
      status: 'confirmed',
      reason: 'dose-adjusted',
      comment: null,
      by: { id: 'o1', name: 'Eve Oncologist', role: 'oncologist' },
      at: '2026-11-26T10:00:00Z',
      cosignedBy: null,
      cosignedAt: null,
    },
    ...a,
  });

function response(over: Partial<PatientAlertsResponse> = {}): PatientAlertsResponse {
  return {
    alerts: [],
    limitations: [],
    notes: [],
    counts: { critical: 0, high: 0, medium: 0, low: 0 },
    hiddenLevels: [],
    ...over,
  };
}

describe('grouping', () => {
  it('groups critical, high, medium, low in that order and leaves out empty levels', () => {
    const list = [
      alert({ severity: 'low', title: 'l' }),
      alert({ severity: 'critical', title: 'c' }),
      alert({ severity: 'medium', title: 'm' }),
      alert({ severity: 'critical', title: 'c2' }),
    ];
    const groups = groupAlertsBySeverity(list);
    expect(groups.map((g) => g.severity)).toEqual(['critical', 'medium', 'low']);
    expect(groups[0]!.alerts.map((a) => a.title)).toEqual(['c', 'c2']);
  });

  it('puts open alerts before pending and acknowledged ones within a level', () => {
    const list = [
      confirmed({ title: 'done' }),
      pending({ title: 'waiting' }),
      alert({ title: 'open' }),
    ];
    expect(groupAlertsBySeverity(list)[0]!.alerts.map((a) => a.title)).toEqual([
      'open',
      'waiting',
      'done',
    ]);
    expect(unresolvedCount(list)).toBe(2);
  });

  it.each([
    ['no acknowledgement', alert(), 'open'],
    ['pending co-signature', pending(), 'pending'],
    ['confirmed', confirmed(), 'acknowledged'],
  ] as const)('state of an alert with %s is %s', (_n, a, state) => {
    expect(acknowledgementState(a)).toBe(state);
  });
});

describe('hidden levels sentence', () => {
  const word = { singular: 'Safety Warning', plural: 'Safety Warnings' };
  it.each([
    [
      'nurse: low and medium hidden',
      { critical: 0, high: 2, medium: 1, low: 1 },
      ['low', 'medium'],
      '2 lower-level safety warnings are not shown to your role.',
    ],
    [
      'one hidden alert is singular',
      { critical: 0, high: 0, medium: 0, low: 1 },
      ['low'],
      '1 lower-level safety warning is not shown to your role.',
    ],
    [
      'a hidden level above a shown one is named',
      { critical: 1, high: 0, medium: 0, low: 0 },
      ['critical'],
      '1 critical safety warning is not shown to your role.',
    ],
    ['nothing hidden', { critical: 1, high: 0, medium: 0, low: 0 }, [], null],
    ['hidden levels with no alerts', { critical: 0, high: 3, medium: 0, low: 0 }, ['low'], null],
  ] as const)('%s', (_n, counts, hidden, expected) => {
    expect(hiddenAlertsSentence(counts, hidden, word)).toBe(expected);
  });
});

describe('acknowledge payload', () => {
  it('drops an empty comment and trims a written one', () => {
    expect(acknowledgePayload('will-monitor', '   ')).toEqual({ reason: 'will-monitor' });
    expect(acknowledgePayload('other', ' see note ')).toEqual({
      reason: 'other',
      comment: 'see note',
    });
  });
});

// Rendering Mantine in jsdom is slow on a busy machine; these wait on the UI, not on time.
vi.setConfig({ testTimeout: 20_000 });

describe('AlertListView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows severity as colour, icon and text, grouped, with drugs, management and sources', () => {
    renderWithProviders(
      <AlertListView
        role="oncologist"
        data={response({
          alerts: [alert({ severity: 'critical', title: 'Crit' }), alert({ title: 'Hi' })],
          counts: { critical: 1, high: 1, medium: 0, low: 0 },
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Clinical Alerts' })).toBeVisible();
    const critical = screen.getByRole('region', { name: 'Critical clinical alerts' });
    expect(within(critical).getByRole('heading', { name: 'Critical (1)' })).toBeVisible();
    const card = within(critical).getByTestId('patient-alert');
    expect(within(card).getByText('Critical')).toBeVisible();
    expect(within(card).getByText('Capecitabine, Warfarin')).toBeVisible();
    expect(within(card).getByText('Check the INR at least weekly.')).toBeVisible();
    expect(within(card).getByText('Raised INR and bleeding.')).toBeVisible();
    expect(within(card).getByText(/Xeloda US prescribing information/)).toBeVisible();
    expect(screen.getByText('2 of 2 need attention.')).toBeVisible();
  });

  it('shows the institution’s grading beside the knowledge base’s own (issue 22)', () => {
    renderWithProviders(
      <AlertListView
        role="oncologist"
        data={response({
          alerts: [
            alert({
              severity: 'medium',
              title: 'Locally graded',
              localPolicy: {
                origin: 'policy',
                action: 'severity',
                kbSeverity: 'high',
                localSeverity: 'medium',
                approvedBy: 'Pat Pharmacist',
                effectiveFrom: '2026-11-01',
              },
            }),
            alert({ severity: 'high', title: 'As the knowledge base grades it' }),
          ],
          counts: { critical: 0, high: 1, medium: 1, low: 0 },
        })}
      />,
    );
    const badges = screen.getAllByTestId('local-policy');
    expect(badges).toHaveLength(1);
    expect(badges[0]).toHaveTextContent('Local medium; knowledge base high');
  });

  it('never calls an empty list safe, and shows limitations, notes and hidden levels quietly', () => {
    renderWithProviders(
      <AlertListView
        role="nurse"
        data={response({
          limitations: ['Turmeric is not in the knowledge base: not checked.'],
          notes: ['Warfarin at CrCl 52 mL/min: no renal adjustment.'],
          counts: { critical: 0, high: 0, medium: 1, low: 1 },
          hiddenLevels: ['low', 'medium'],
        })}
      />,
    );
    expect(screen.getByText('No safety warnings at the levels your role is shown.')).toBeVisible();
    expect(screen.getByText(/not a statement that the therapy is safe/)).toBeVisible();
    expect(screen.getByText('Not checked (unknown, not safe)')).toBeVisible();
    expect(screen.getByText(/Turmeric is not in the knowledge base/)).toBeVisible();
    expect(screen.getByText(/no renal adjustment/)).toBeVisible();
    expect(screen.getByTestId('hidden-alerts')).toHaveTextContent(
      '2 lower-level safety warnings are not shown to your role.',
    );
  });

  it('asks for a comment when the reason is other, then posts the reason and comment', async () => {
    const a = alert({ title: 'Cape + warf' });
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify(confirmed({ id: a.id })), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <AlertListView
        role="oncologist"
        data={response({ alerts: [a], counts: { critical: 0, high: 1, medium: 0, low: 0 } })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Acknowledge… Cape + warf' }));
    const form = screen.getByRole('form', { name: 'Acknowledge Cape + warf' });
    await userEvent.click(within(form).getByRole('button', { name: 'Acknowledge' }));
    expect(within(form).getByText('Choose a reason')).toBeVisible();
    await userEvent.click(within(form).getByLabelText('Other (explain in the comment)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Acknowledge' }));
    expect(within(form).getByText('a comment is required when the reason is other')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(within(form).getByLabelText(/Comment/));
    await userEvent.paste('Cardiology agrees');
    await userEvent.click(within(form).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/alerts/${a.id}/acknowledge`);
    expect(JSON.parse(String(init?.body))).toEqual({
      reason: 'other',
      comment: 'Cardiology agrees',
    });
  });

  it('puts a server 400 on the field it names and keeps what was typed', async () => {
    const a = alert({ title: 'Cape + warf' });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: {
                code: 'validation',
                message: 'Invalid request: body.comment: too long for the server',
                details: [{ path: 'body.comment', message: 'too long for the server' }],
              },
            }),
            { status: 400 },
          ),
      ),
    );
    renderWithProviders(
      <AlertListView
        role="pharmacist"
        data={response({ alerts: [a], counts: { critical: 0, high: 1, medium: 0, low: 0 } })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Acknowledge… Cape + warf' }));
    const form = screen.getByRole('form', { name: 'Acknowledge Cape + warf' });
    await userEvent.click(within(form).getByLabelText('Will monitor'));
    await userEvent.click(within(form).getByLabelText(/Comment/));
    await userEvent.paste('weekly INR');
    await userEvent.click(within(form).getByRole('button', { name: 'Acknowledge' }));
    expect(await within(form).findByText('too long for the server')).toBeVisible();
    expect(within(form).getByLabelText(/Comment/)).toHaveValue('weekly INR');
    expect(within(form).getByRole('alert')).toHaveTextContent('correct the marked fields');
  });

  it('tells a nurse the acknowledgement will wait for a co-signature', async () => {
    const a = alert({ title: 'Cape + warf' });
    renderWithProviders(
      <AlertListView
        role="nurse"
        data={response({ alerts: [a], counts: { critical: 0, high: 1, medium: 0, low: 0 } })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Acknowledge… Cape + warf' }));
    expect(screen.getByText(/stays pending until an oncologist or pharmacist/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit for co-signature' })).toBeVisible();
  });

  it('offers co-signature to an oncologist and not to a nurse', () => {
    const a = pending({ title: 'Waiting' });
    const data = response({ alerts: [a], counts: { critical: 0, high: 1, medium: 0, low: 0 } });
    const { unmount } = renderWithProviders(<AlertListView role="oncologist" data={data} />);
    expect(screen.getByText('Awaiting co-signature')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Co-sign: Waiting' })).toBeVisible();
    expect(screen.getByTestId('acknowledgement')).toHaveTextContent(
      'Acknowledged by Ann Nurse (nurse)',
    );
    unmount();
    renderWithProviders(<AlertListView role="nurse" data={data} />);
    expect(screen.queryByRole('button', { name: 'Co-sign: Waiting' })).toBeNull();
  });

  it('offers a researcher no acknowledgement, in the research vocabulary', () => {
    renderWithProviders(
      <AlertListView
        role="researcher"
        data={response({
          alerts: [alert({ title: 'Finding' })],
          counts: { critical: 1, high: 1, medium: 0, low: 0 },
          hiddenLevels: ['critical'],
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Research Findings' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Acknowledge/ })).toBeNull();
    expect(screen.getByText('Adverse Event')).toBeVisible();
    expect(screen.getByTestId('hidden-alerts')).toHaveTextContent(
      '1 critical research finding is not shown to your role.',
    );
  });
});
