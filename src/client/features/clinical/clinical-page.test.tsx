import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BsaCalculator } from './bsa-calculator';
import { CarboplatinCalculator } from './carboplatin-calculator';
import ClinicalPage from './clinical-page';
import { RenalCalculator } from './renal-calculator';
import { renderWithProviders } from '../../test-support/render';

vi.mock('../../stores/auth', () => ({
  useAuth: <T,>(select: (s: { user: { role: string } }) => T) =>
    select({ user: { role: 'researcher' } }),
}));

describe('BSA calculator', () => {
  it('shows every formula with the numbers substituted', async () => {
    renderWithProviders(<BsaCalculator />);
    await userEvent.type(screen.getByLabelText('Height (cm)'), '170');
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '70');
    const table = screen.getByRole('table', { name: /BSA for 170 cm and 70 kg/ });
    // Mosteller: √(170 × 70 / 3600) = 1.8181 m² (Mosteller 1987).
    expect(
      within(table).getByText('BSA (Mosteller) = √(170 cm × 70 kg / 3600) = 1.818 m²'),
    ).toBeVisible();
    const mosteller = within(table).getByRole('row', { name: /Mosteller/ });
    expect(within(mosteller).getByText('1.82')).toBeVisible();
    for (const name of ['DuBois', 'Haycock', 'Gehan–George', 'Boyd']) {
      expect(within(table).getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();
    }
  });

  it.each([
    ['Height (cm)', '300', 'Height must be between 30 and 250 cm'],
    ['Weight (kg)', '500', 'Weight must be between 1 and 400 kg'],
  ])('rejects %s = %s with the server bounds', async (label, value, message) => {
    renderWithProviders(<BsaCalculator />);
    await userEvent.type(screen.getByLabelText(label), value);
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says what is missing before anything is entered', () => {
    renderWithProviders(<BsaCalculator />);
    expect(screen.getByRole('status')).toHaveTextContent('Enter height, weight to calculate.');
  });
});

describe('renal calculator', () => {
  it('shows Cockcroft–Gault with the female factor and CKD-EPI 2021 working', async () => {
    renderWithProviders(<RenalCalculator />);
    await userEvent.type(screen.getByLabelText('Age (years)'), '60');
    await userEvent.click(screen.getByLabelText('Female'));
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '70');
    await userEvent.type(screen.getByLabelText(/^Serum creatinine/), '1');
    // (140 − 60) × 70 / (72 × 1) × 0.85 = 66.1 mL/min (Cockcroft–Gault 1976).
    expect(
      screen.getByText(
        'CrCl (Cockcroft–Gault, actual weight) = (140 − 60) × 70 kg / (72 × 1) × 0.85 = 66.1 mL/min',
      ),
    ).toBeVisible();
    // Without height, ideal weight cannot be derived: said, not guessed.
    expect(screen.getAllByText(/a plausible height is needed/).length).toBeGreaterThan(0);
    expect(screen.getByText(/^eGFR \(CKD-EPI 2021\) = 142 × min\(1\/0\.7, 1\)/)).toBeVisible();
  });

  it('flags a creatinine that looks like µmol/L', async () => {
    renderWithProviders(<RenalCalculator />);
    await userEvent.type(screen.getByLabelText(/^Serum creatinine/), '88');
    expect(screen.getByText(/is it in µmol\/L\? divide by 88\.4/)).toBeVisible();
  });

  it('uses the role terminology for the patient', () => {
    renderWithProviders(<RenalCalculator />);
    expect(screen.getByRole('heading', { name: 'Subject details' })).toBeVisible();
  });
});

describe('carboplatin calculator', () => {
  it('caps GFR at 125 mL/min and shows the Calvert working', async () => {
    renderWithProviders(<CarboplatinCalculator />);
    await userEvent.type(screen.getByLabelText('Target AUC (mg/mL·min)'), '5');
    await userEvent.click(screen.getByLabelText(/Measured GFR \(e\.g\./));
    await userEvent.type(screen.getByLabelText('Measured GFR (mL/min)'), '150');
    // FDA/CTEP 2010: AUC 5 → at most 5 × 150 = 750 mg.
    expect(screen.getByText('GFR 150 mL/min capped at 125 mL/min (FDA 2010)')).toBeVisible();
    expect(screen.getByText('Carboplatin (Calvert) = AUC 5 × (125 + 25) = 750 mg')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('GFR capped at 125 mL/min');
  });

  it('does not cap a GFR below 125 mL/min', async () => {
    renderWithProviders(<CarboplatinCalculator />);
    await userEvent.type(screen.getByLabelText('Target AUC (mg/mL·min)'), '6');
    await userEvent.click(screen.getByLabelText(/Measured GFR \(e\.g\./));
    await userEvent.type(screen.getByLabelText('Measured GFR (mL/min)'), '80');
    // Calvert 1989: 6 × (80 + 25) = 630 mg.
    expect(screen.getByText('Carboplatin (Calvert) = AUC 6 × (80 + 25) = 630 mg')).toBeVisible();
    expect(screen.queryByText(/mL\/min capped at 125/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('rejects an AUC above 10', async () => {
    renderWithProviders(<CarboplatinCalculator />);
    await userEvent.type(screen.getByLabelText('Target AUC (mg/mL·min)'), '12');
    expect(
      screen.getByText('Target AUC must be greater than 0 and at most 10 mg/mL·min'),
    ).toBeVisible();
  });
});

describe('clinical page', () => {
  it('offers the three calculators as tabs', () => {
    renderWithProviders(<ClinicalPage />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Clinical decision support' }),
    ).toBeVisible();
    for (const name of ['Body surface area', 'Renal function', 'Carboplatin (Calvert)']) {
      expect(screen.getByRole('tab', { name })).toBeVisible();
    }
  });
});
