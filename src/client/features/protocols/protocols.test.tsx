import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Criteria, Criterion } from '../../../core/knowledge/protocol';
import type * as ApiModule from '../../lib/api';
import { renderWithProviders } from '../../test-support/render';
import { SUMMARIES, TLS_DETAIL } from './fixtures.test-data';
import { ProtocolAllSteps } from './protocol-all-steps';
import { ProtocolStepper } from './protocol-stepper';
import { criteriaLead, criterionText } from './protocol-text';
import ProtocolsPage from './protocols-page';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api,
}));
vi.mock('../../stores/auth', () => ({
  useAuth: <T,>(select: (s: { user: { role: string } }) => T) =>
    select({ user: { role: 'nurse' } }),
}));

beforeEach(() => {
  api.mockReset();
});

const names = new Map([['rasburicase', 'Rasburicase']]);

describe('criteria in words', () => {
  it.each<[Criterion, string]>([
    [{ measure: 'ANC', op: '<', value: 0.5, unit: '10^9/L' }, 'ANC < 0.5 10^9/L'],
    [{ measure: 'Temperature', op: '>=', value: 38.3, unit: '°C' }, 'Temperature ≥ 38.3 °C'],
    [
      {
        measure: 'Temperature',
        op: '>=',
        value: 38,
        unit: '°C',
        qualifier: 'sustained over 1 hour',
      },
      'Temperature ≥ 38 °C (sustained over 1 hour)',
    ],
    [{ measure: 'HBsAg', result: 'positive' }, 'HBsAg positive'],
  ])('%j -> %s', (c, text) => {
    expect(criterionText(c)).toBe(text);
  });

  const item: Criterion = { measure: 'Uric acid', op: '>=', value: 8, unit: 'mg/dL' };
  it.each<[Criteria, string | null]>([
    [{ combine: 'all', items: [item] }, null],
    [{ combine: 'all', items: [item, item] }, 'All of:'],
    [{ combine: 'any', items: [item, item] }, 'Any of:'],
    // Cairo–Bishop laboratory TLS: two or more of four abnormalities.
    [{ combine: 'at-least', atLeast: 2, items: [item, item, item, item] }, 'At least 2 of:'],
  ])('lead-in for %j', (criteria, lead) => {
    expect(criteriaLead(criteria)).toBe(lead);
  });
});

describe('protocol stepper', () => {
  it('walks through a decision by its branch buttons and back again', async () => {
    renderWithProviders(<ProtocolStepper steps={TLS_DETAIL.steps} names={names} />);
    expect(
      screen.getByRole('heading', { name: 'Step 1: Assess tumour lysis risk before therapy' }),
    ).toBeVisible();
    expect(screen.getByText('Assess')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^Next: Is G6PD deficiency/ }));
    expect(screen.getByText('Decision')).toBeVisible();
    const answers = screen.getByRole('group', { name: 'Choose an answer' });
    expect(within(answers).getByText('G6PD deficiency absent')).toBeVisible();
    await userEvent.click(within(answers).getByRole('button', { name: /G6PD activity normal/ }));

    const step = screen.getByRole('region', { name: 'High risk: hydration plus rasburicase' });
    const drugs = within(step).getByRole('table', { name: 'Drugs in this step' });
    const row = within(drugs).getByRole('row', { name: /Rasburicase/ });
    expect(within(row).getByText('0.2 mg/kg')).toBeVisible();
    expect(within(row).getByText('IV')).toBeVisible();
    expect(within(step).getByText('End of pathway')).toBeVisible();
    const path = screen.getByRole('navigation', { name: 'Path so far' });
    expect(path).toHaveTextContent('Is G6PD deficiency excluded? → G6PD activity normal');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('group', { name: 'Choose an answer' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /G6PD deficient or unknown/ }));
    expect(screen.getByText('Avoid')).toBeVisible();
    expect(screen.getByText('Contraindicated in G6PD deficiency.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('heading', { name: /^Step 1:/ })).toBeVisible();
  });
});

describe('all steps', () => {
  it('lists every step with where each answer leads', () => {
    renderWithProviders(<ProtocolAllSteps steps={TLS_DETAIL.steps} names={names} />);
    expect(screen.getAllByRole('region')).toHaveLength(4);
    expect(
      screen.getByRole('link', { name: 'High risk: hydration plus rasburicase' }),
    ).toHaveAttribute('href', '#step-give-rasburicase');
    expect(document.getElementById('step-give-rasburicase')).not.toBeNull();
  });
});

describe('protocols page', { timeout: 20_000 }, () => {
  it('groups protocols under their categories and filters them', async () => {
    api.mockImplementation(async () => ({ protocols: SUMMARIES, total: 2 }));
    renderWithProviders(<ProtocolsPage />, { route: '/protocols' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Tumour lysis' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Febrile neutropenia' })).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search protocols' }), 'antibiotic');
    expect(screen.getByText('1 of 2 protocols')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 3, name: 'Tumour lysis' })).toBeNull();
  });

  it('opens one protocol in the stepper, with its sources', async () => {
    api.mockImplementation(async (path: string) =>
      path === '/api/protocols' ? { protocols: SUMMARIES, total: 2 } : TLS_DETAIL,
    );
    renderWithProviders(<ProtocolsPage />, { route: '/protocols?id=tumour-lysis-syndrome' });
    expect(await screen.findByRole('heading', { level: 2, name: TLS_DETAIL.name })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Show all steps (4)' })).toBeVisible();
    expect(screen.getByRole('link', { name: /PMID 18509186/ })).toBeVisible();
    // Nurses see their own word for medications.
    expect(screen.getByText('Medications:')).toBeVisible();
  });

  it('explains a protocol that does not exist', async () => {
    const { ApiError } = await vi.importActual<typeof ApiModule>('../../lib/api');
    api.mockImplementation(async () => {
      throw new ApiError(404, 'not_found', 'No protocol with id "nope"');
    });
    renderWithProviders(<ProtocolsPage />, { route: '/protocols?id=nope' });
    expect(await screen.findByText('Protocol not found')).toBeVisible();
  });
});
