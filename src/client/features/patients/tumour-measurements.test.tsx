import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-support/render';
import { PATIENT_ID, patientDetail, stubApi } from './test-fixtures.test-data';
import { TumourMeasurementsSection } from './tumour-measurements';

vi.mock('../../lib/auth-client', () => ({ accessToken: async () => 'token' }));
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

describe('tumour measurements on the record (issue 20)', () => {
  it('lists each lesion, newest first, with what is not recorded said so', async () => {
    renderWithProviders(
      <TumourMeasurementsSection
        patient={patientDetail({
          tumourMeasurements: [
            {
              id: 'm1',
              date: '2026-10-01',
              longestDiameterMm: 22,
              shortAxisMm: 16,
              method: 'ct',
              lymphNode: true,
              site: 'Axilla',
            },
            {
              id: 'm2',
              date: '2026-11-20',
              longestDiameterMm: 14,
              shortAxisMm: null,
              method: null,
              lymphNode: null,
              site: null,
            },
          ],
        })}
      />,
    );
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows[0]!.slice(1)).toEqual(['—', '14 mm', 'Not recorded', 'Not recorded']);
    expect(rows[1]!.slice(1)).toEqual(['Axilla', '22 mm / 16 mm', 'CT', 'Yes']);
  });

  it('adds a lesion with POST; a missing diameter is refused before sending', async () => {
    const calls = stubApi({
      [`POST /api/patients/${PATIENT_ID}/tumour-measurements`]: {
        status: 201,
        body: {
          id: 'm3',
          date: '2026-11-25',
          longestDiameterMm: 12,
          shortAxisMm: null,
          method: 'ct',
          lymphNode: false,
          site: null,
        },
      },
      [`GET /api/patients/${PATIENT_ID}`]: patientDetail({}),
    });
    renderWithProviders(<TumourMeasurementsSection patient={patientDetail({})} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add measurement' }));
    const form = screen.getByRole('form', { name: 'Add a tumour measurement' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.type(within(form).getByLabelText(/Longest diameter/), '12');
    await userEvent.selectOptions(within(form).getByLabelText('Lymph node'), 'no');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), {
      timeout: 10_000,
    });
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      longestDiameterMm: 12,
      method: 'ct',
      lymphNode: false,
    });
  });
});
