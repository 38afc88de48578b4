import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TreatmentItem } from '../../lib/patient-api';
import { renderWithProviders } from '../../test-support/render';
import { PATIENT_ID, patientDetail, stubApi } from './test-fixtures.test-data';
import { settingText } from './treatment-setting';
import { TreatmentTab } from './vitals-treatment-tabs';

vi.mock('../../lib/auth-client', () => ({ accessToken: async () => 'token' }));
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const given = (over: Partial<TreatmentItem>): TreatmentItem => ({
  id: 'a1',
  drugName: 'paclitaxel',
  drugIds: ['paclitaxel'],
  resolved: true,
  date: '2023-02-01',
  dose: 80,
  doseUnit: 'mg/m2',
  cycle: null,
  regimenId: null,
  setting: null,
  intent: null,
  ...over,
});

describe('treatment setting on the record (issue 20)', () => {
  it.each<[Partial<TreatmentItem>, string | null]>([
    [{ setting: 'adjuvant', intent: 'curative' }, 'Adjuvant · curative'],
    [{ setting: 'first-line' }, 'First line (advanced)'],
    [{ intent: 'palliative' }, 'Palliative intent'],
    [{}, null],
  ])('%j reads %s', (over, text) => {
    expect(settingText(given(over))).toBe(text);
  });

  it('shows "Not recorded", and Change sends the setting and intent with PATCH', async () => {
    const calls = stubApi({
      [`PATCH /api/patients/${PATIENT_ID}/administrations/a1`]: {
        body: given({ setting: 'first-line', intent: 'palliative' }),
      },
      [`GET /api/patients/${PATIENT_ID}`]: patientDetail({
        treatmentHistory: [given({ setting: 'first-line', intent: 'palliative' })],
      }),
    });
    renderWithProviders(
      <TreatmentTab
        patient={patientDetail({
          treatmentHistory: [
            given({}),
            given({ id: 'a2', date: '2021-03-01', setting: 'adjuvant' }),
          ],
        })}
        role="oncologist"
      />,
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Adjuvant')).toBeVisible();
    expect(within(table).getByText('Not recorded')).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'Change setting of paclitaxel on 2023-02-01' }),
    );
    const form = screen.getByRole('form', { name: 'Setting of paclitaxel on 2023-02-01' });
    await userEvent.selectOptions(within(form).getByLabelText('Setting'), 'first-line');
    await userEvent.selectOptions(within(form).getByLabelText('Intent'), 'palliative');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true), {
      timeout: 10_000,
    });
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      setting: 'first-line',
      intent: 'palliative',
    });
    await waitFor(
      () =>
        expect(
          screen.queryByRole('form', { name: 'Setting of paclitaxel on 2023-02-01' }),
        ).toBeNull(),
      { timeout: 10_000 },
    );
  });

  it('a reader who may not change administrations sees the setting without Change', async () => {
    renderWithProviders(
      <TreatmentTab
        patient={patientDetail({
          treatmentHistory: [given({ setting: 'maintenance' })],
          editableSections: [],
        })}
        role="researcher"
      />,
    );
    expect(await screen.findByText('Maintenance')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Change setting/ })).toBeNull();
  });
});
