import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanView } from '../../components/treatment-plans/api';
import type * as ApiModule from '../../lib/api';
import { patientDetail } from '../../test-support/patient-detail';
import { renderWithProviders } from '../../test-support/render';
import { PlanOrderSheetView } from './plan-order-sheet';

vi.setConfig({ testTimeout: 30_000 });

const api = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api,
}));

const PATIENT = '01a21a3e-37aa-7000-836b-046cc18a4c4e';
const PLAN = '01a21a3e-37aa-7000-836b-046cc18a4c50';

const plan: PlanView = {
  id: PLAN,
  patientId: PATIENT,
  regimenId: 'capox-adjuvant',
  regimenName: 'CAPOX (XELOX), adjuvant',
  status: 'active',
  intent: 'adjuvant',
  startDate: '2026-11-28',
  cycleLengthDays: 21,
  doseRoundingPercent: 5,
  replacesCurrentTherapy: false,
  measurements: {
    heightCm: 170,
    weightKg: 70,
    bsa: 1.82,
    bsaFormula: 'mosteller',
    crcl: 84.1,
    crclWeightBasis: 'auto',
    creatinine: 0.9,
    measuredAt: '2026-11-28T09:00:00.000Z',
    heightMeasuredAt: '2026-09-01T09:00:00.000Z',
    weightMeasuredAt: '2026-10-01T09:00:00.000Z',
    creatinineAt: '2026-11-28T08:00:00.000Z',
    currentWeightKg: 70,
    findings: [
      {
        kind: 'weight-stale',
        text: 'The weight was measured 58 days ago (2026-10-01), older than the 30-day window (product default). Weigh the patient before the next cycle.',
        basis: 'product-default',
      },
    ],
  },
  warnings: ['Capecitabine: DPYD intermediate metaboliser on record: reduce the starting dose.'],
  working: ['BSA (Mosteller) = √(170 × 70 / 3600) = 1.82 m²'],
  cycles: [
    {
      number: 1,
      startDate: '2026-11-28',
      status: 'released',
      signedBy: 'Ada Oncologist',
      signedAt: '2026-11-28T09:10:00.000Z',
      release: { by: 'Ada Oncologist', at: '2026-11-28T09:30:00.000Z', overrideReason: 'ANC 1.4, discussed' },
      parameters: [],
      orders: [
        {
          id: '01a21a3e-37aa-7000-836b-046cc18a4c51',
          drugName: 'Oxaliplatin',
          rxcui: '32592',
          day: 1,
          days: [1],
          timesPerDay: 1,
          route: 'iv',
          doseBasis: { value: 130, unit: 'mg/m²' },
          calculatedDose: { value: 236.6, unit: 'mg' },
          roundedDose: { value: 236.6, unit: 'mg' },
          rounding: { status: 'not-rounded', text: 'Not rounded: no combination within ±5%.', deviationPercent: 0 },
          modificationPercent: 100,
          status: 'verified',
          working: [],
          warnings: [],
          verification: {
            by: 'Pat Pharmacist',
            at: '2026-11-28T09:20:00.000Z',
            independentDose: { value: 236, unit: 'mg' },
            variancePercent: -0.25,
          },
        },
      ],
    },
  ],
  alerts: [
    {
      kind: 'pharmacogenomic',
      severity: 'high',
      title: 'Capecitabine with DPYD *1/*2A',
      drugs: ['Capecitabine'],
      rationale: 'DPYD activity score 1',
      management: 'Reduce the starting dose by 50%.',
      sources: [],
    },
  ],
  limitations: [],
  createdAt: '2026-11-28T09:00:00.000Z',
};

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(async (path: string) => {
    if (path === `/api/treatment-plans/${PLAN}`) return plan;
    if (path === `/api/patients/${PATIENT}`) {
      return patientDetail({
        id: PATIENT,
        label: 'Bar, Plan',
        demographics: { mrn: 'TP-1', dateOfBirth: '1960-01-01', sex: 'female', ageYears: 66, heightCm: 170, weightKg: 70 },
      });
    }
    if (path.startsWith('/api/regimens/')) throw new Error('regimen not needed here');
    throw new Error(`unexpected ${path}`);
  });
});

describe('order sheet opened from a plan (issue 19, ASCO/ONS)', () => {
  it('carries the identity, dated dose basis, every warning, the signer and the verifier with dates', async () => {
    renderWithProviders(<PlanOrderSheetView planId={PLAN} cycleNumber={1} />);
    const sheet = await screen.findByRole('article', { name: 'Chemotherapy order sheet' });
    expect(within(sheet).getByText('TP-1')).toBeInTheDocument();
    expect(within(sheet).getByText(/70 kg \(measured 2026-10-01\)/)).toBeInTheDocument();
    const warnings = within(sheet).getByRole('region', { name: 'Warnings' });
    expect(within(warnings).getByText(/Warnings \(4\)/)).toBeInTheDocument();
    expect(within(warnings).getByText(/measured 58 days ago/)).toBeInTheDocument();
    expect(within(warnings).getByText(/DPYD intermediate metaboliser/)).toBeInTheDocument();
    expect(within(warnings).getByText(/HIGH pharmacogenomic: Capecitabine with DPYD/)).toBeInTheDocument();
    expect(within(warnings).getByText(/override: ANC 1\.4, discussed/)).toBeInTheDocument();
    const signatures = within(sheet).getByRole('region', { name: 'Signatures' });
    const signer = within(signatures).getByRole('row', { name: /Prescriber \(signed\)/ });
    expect(signer).toHaveTextContent('Ada Oncologist');
    expect(signer).toHaveTextContent('2026-11-28 09:10');
    const verifier = within(signatures).getByRole('row', { name: /Verification: Oxaliplatin/ });
    expect(verifier).toHaveTextContent('Pat Pharmacist');
    expect(verifier).toHaveTextContent('2026-11-28 09:20');
    expect(verifier).toHaveTextContent('variance -0.25%');
  });
});
