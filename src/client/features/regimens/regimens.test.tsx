import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../lib/api';
import { renderWithProviders } from '../../test-support/render';
import { CalculationResultView } from './calculation-result';
import { toCalculateBody, EMPTY_FORM } from './dose-form';
import {
  MFOLFOX6_DETAIL,
  MFOLFOX6_SUMMARY,
  PATIENT,
  RCHOP_SUMMARY,
  calculate,
} from './fixtures.test-data';
import { formatDays, growthFactorText } from './labels';
import { OrderSheet } from './order-sheet';
import { LIMITED_DRUGS, priorExposureDrugs } from './prior-exposure';
import RegimensPage from './regimens-page';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api,
}));
vi.mock('../../stores/auth', () => ({
  useAuth: <T,>(select: (s: { user: { role: string } }) => T) =>
    select({ user: { role: 'oncologist' } }),
}));

beforeEach(() => {
  api.mockReset();
});

describe('formatDays', () => {
  it.each([
    [[1], 'Day 1'],
    [[1, 8, 15], 'Days 1, 8, 15'],
    [[1, 2], 'Days 1, 2'],
    [[1, 2, 3, 4, 5], 'Days 1–5'],
    [[1, 2, 3, 8, 15, 16, 17], 'Days 1–3, 8, 15–17'],
  ])('%j -> %s', (days, text) => {
    expect(formatDays(days)).toBe(text);
  });
});

describe('growthFactorText', () => {
  it.each([
    [{ level: 'not-routine', text: 'Not routinely required.' }, 'Not routine'],
    [
      { level: 'required', text: 'Pegfilgrastim on day 2 of each cycle (dose-dense).' },
      'Required — Pegfilgrastim on day 2 of each cycle (dose-dense).',
    ],
    [
      { level: 'not-routine', text: 'Not routinely required; secondary prophylaxis after FN.' },
      'Not routine — Not routinely required; secondary prophylaxis after FN.',
    ],
  ])('%o reads %s', (g, text) => {
    expect(growthFactorText(g)).toBe(text);
  });
});

describe('dose form values -> request body', () => {
  const filled = {
    ...EMPTY_FORM,
    height: 170,
    weight: 70,
    age: 60,
    sex: 'female' as const,
    scr: 1,
  };

  it('names every missing field', () => {
    const r = toCalculateBody(EMPTY_FORM, []);
    expect('problems' in r && Object.keys(r.problems).sort()).toEqual([
      'age',
      'height',
      'scr',
      'sex',
      'weight',
    ]);
  });

  it('keeps full dose and default methods out of the body, and keys prior doses by RxCUI', () => {
    const r = toCalculateBody(
      { ...filled, prior: { '3639': 240, '1622': '' } },
      priorExposureDrugs(['bleomycin']),
    );
    expect(r).toEqual({ body: { ...PATIENT, priorCumulative: { '3639': 240 } } });
  });

  it('sends a dose reduction and a non-default BSA formula', () => {
    const r = toCalculateBody({ ...filled, doseLevel: 80, bsaFormula: 'dubois' }, []);
    expect(r).toEqual({ body: { ...PATIENT, doseLevelPercent: 80, bsaFormula: 'dubois' } });
  });

  it.each([
    [{ height: 300 }, 'height', 'Height must be between 30 and 250 cm'],
    [
      { scr: 150 },
      'scr',
      'Serum creatinine must be greater than 0 and at most 20 mg/dL (is it in µmol/L? divide by 88.4)',
    ],
    [{ doseLevel: 200 }, 'doseLevel', 'Dose level must be greater than 0 and at most 150 %'],
  ])('rejects %j with the server bounds', (patch, field, message) => {
    const r = toCalculateBody({ ...filled, ...patch }, []);
    expect('problems' in r && r.problems[field]).toBe(message);
  });

  it('offers anthracyclines always and other limited drugs only when the regimen has them', () => {
    expect(priorExposureDrugs([]).map((d) => d.id)).toEqual([
      'doxorubicin',
      'epirubicin',
      'daunorubicin',
      'mitoxantrone',
    ]);
    expect(priorExposureDrugs(['bleomycin']).map((d) => d.id)).toContain('bleomycin');
    // RxNorm ingredient concepts; a salt or product RxCUI would not match the server's records.
    expect(Object.fromEntries(LIMITED_DRUGS.map((d) => [d.id, d.rxcui]))).toMatchObject({
      doxorubicin: '3639',
      epirubicin: '3995',
      bleomycin: '1622',
    });
  });
});

describe('calculation result', () => {
  it('shows each component with its substituted working', () => {
    renderWithProviders(
      <CalculationResultView result={calculate()} body={PATIENT} onPrint={vi.fn()} />,
    );
    // Mosteller √(170 × 70 / 3600) = 1.818 → 1.82 m²; oxaliplatin 85 × 1.82 = 154.7 mg.
    expect(screen.getByText('85 mg/m² × 1.82 m² = 154.7 mg')).toBeVisible();
    const row = screen.getByRole('row', { name: /Oxaliplatin/ });
    expect(within(row).getByText('154.7 mg')).toBeVisible();
    expect(screen.getByText(/For 170 cm, 70 kg, 60 years, female/)).toBeVisible();
  });

  it('puts every warning in one prominent list with the role term', () => {
    const result = calculate();
    const warned = {
      ...result,
      warnings: ['Regimen-level warning'],
      components: result.components.map((c, i) =>
        i === 0 ? { ...c, warnings: ['Oxaliplatin: a component warning.'] } : c,
      ),
    };
    renderWithProviders(<CalculationResultView result={warned} body={PATIENT} onPrint={vi.fn()} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Clinical Alerts: 2 to review before prescribing');
    expect(within(alert).getByText('Regimen-level warning')).toBeVisible();
    expect(within(alert).getByText('Oxaliplatin: a component warning.')).toBeVisible();
  });
});

describe('renal notes (issue 13 item 3)', () => {
  it('shows a note quietly, outside the alert, and still says no check was triggered', () => {
    const result = calculate();
    const noted = {
      ...result,
      warnings: [],
      components: result.components.map((c, i) => ({
        ...c,
        warnings: [],
        notes: i === 0 ? ['Oxaliplatin: the label needs no renal dose adjustment (fixture).'] : [],
      })),
    };
    renderWithProviders(<CalculationResultView result={noted} body={PATIENT} onPrint={vi.fn()} />);
    expect(screen.queryByText(/to review before prescribing/)).toBeNull();
    expect(screen.getByText('No checks triggered')).toBeVisible();
    const notes = screen.getByLabelText('Notes');
    expect(
      within(notes).getByText('Oxaliplatin: the label needs no renal dose adjustment (fixture).'),
    ).toBeVisible();
  });
});

describe('order sheet', () => {
  it('leaves identity blank, shows inputs, date, doses and the verification line', () => {
    renderWithProviders(
      <OrderSheet
        regimen={MFOLFOX6_DETAIL}
        body={{ ...PATIENT, priorCumulative: { '3639': 0 } }}
        result={calculate()}
        calculatedAt={new Date(2026, 0, 15, 9, 30)}
      />,
    );
    const sheet = screen.getByRole('article', { name: 'Chemotherapy order sheet' });
    expect(within(sheet).getByRole('heading', { name: /mFOLFOX6/ })).toBeVisible();
    expect(within(sheet).getByText(/15 January 2026/)).toBeVisible();
    for (const field of ['Name', 'Date of birth', 'Hospital / MRN number']) {
      expect(
        within(sheet).getByLabelText(`${field} (to be written by hand)`),
      ).toBeEmptyDOMElement();
    }
    expect(within(sheet).getByText('170 cm / 70 kg')).toBeVisible();
    expect(within(sheet).getByText('Doxorubicin 0 mg/m²')).toBeVisible();
    expect(within(sheet).getByText('154.7 mg')).toBeVisible();
    // Two fluorouracil components: each row keeps its own administration (1200 × 1.82 = 2184 mg).
    const infusion = within(sheet).getByRole('row', { name: /2184 mg/ });
    expect(infusion).toHaveTextContent('Continuous IV infusion over 46 hours');
    expect(infusion).not.toHaveTextContent('IV bolus');
    expect(within(sheet).getByText(/^Verify before administration/)).toBeVisible();
    expect(within(sheet).getByRole('rowheader', { name: 'Pharmacist verification' })).toBeVisible();
  });
});

describe('regimens page', { timeout: 30_000 }, () => {
  function serve() {
    api.mockImplementation(async (path: string, options?: { body?: unknown }) => {
      if (path === '/api/regimens') {
        return { regimens: [MFOLFOX6_SUMMARY, RCHOP_SUMMARY], total: 2 };
      }
      if (path === '/api/regimens/mfolfox6') return MFOLFOX6_DETAIL;
      if (path === '/api/regimens/mfolfox6/calculate') {
        return calculate(options?.body as typeof PATIENT);
      }
      throw new Error(`unexpected ${path}`);
    });
  }

  it('filters the list by search text and by cancer', async () => {
    serve();
    renderWithProviders(<RegimensPage />, { route: '/regimens' });
    expect(await screen.findByRole('link', { name: 'mFOLFOX6' })).toBeVisible();
    expect(screen.getByText('2 of 2 regimens')).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: /Diffuse large B-cell/ }));
    expect(screen.getByText('1 of 2 regimens')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'mFOLFOX6' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: /Diffuse large B-cell/ }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search regimens' }), 'oxali');
    expect(screen.getByText('1 of 2 regimens')).toBeVisible();
    expect(screen.getByRole('link', { name: 'mFOLFOX6' })).toBeVisible();
  });

  it('calculates doses for a patient and opens the print view', async () => {
    serve();
    renderWithProviders(<RegimensPage />, { route: '/regimens?id=mfolfox6' });
    expect(await screen.findByRole('heading', { level: 2, name: 'mFOLFOX6' })).toBeVisible();
    expect(screen.getByText('85 mg/m²')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Calculate doses' }));
    const form = screen.getByRole('form', { name: 'Dose calculation' });
    await userEvent.click(within(form).getByRole('textbox', { name: /^Height/ }));
    await userEvent.paste('170');
    await userEvent.click(within(form).getByRole('textbox', { name: /^Weight/ }));
    await userEvent.paste('70');
    await userEvent.click(within(form).getByRole('textbox', { name: /^Age/ }));
    await userEvent.paste('60');
    await userEvent.click(within(form).getByRole('textbox', { name: /^Serum creatinine/ }));
    await userEvent.paste('1');
    await userEvent.click(within(form).getByRole('radio', { name: 'Female' }));
    expect(within(form).getByText(/Preview: BSA 1\.82 m² \(Mosteller\)/)).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Calculate doses' }));
    expect(await screen.findByText('85 mg/m² × 1.82 m² = 154.7 mg')).toBeVisible();
    expect(api).toHaveBeenCalledWith('/api/regimens/mfolfox6/calculate', {
      method: 'POST',
      body: PATIENT,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Print order sheet' }));
    expect(screen.getByRole('article', { name: 'Chemotherapy order sheet' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  it('says so when a regimen does not exist', async () => {
    const { ApiError } = await vi.importActual<typeof ApiModule>('../../lib/api');
    api.mockImplementation(async (path: string) => {
      if (path === '/api/regimens') return { regimens: [], total: 0 };
      throw new ApiError(404, 'not_found', 'No regimen with id "nope"');
    });
    renderWithProviders(<RegimensPage />, { route: '/regimens?id=nope' });
    expect(await screen.findByText('Regimen not found')).toBeVisible();
    expect(screen.getByText('No regimen with id "nope"')).toBeVisible();
  });
});
