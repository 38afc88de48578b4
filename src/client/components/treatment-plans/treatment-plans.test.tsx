import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../lib/api';
import { patientDetail } from '../../test-support/patient-detail';
import { renderWithProviders } from '../../test-support/render';
import type { PlanOrderView, PlanView, VerificationItem } from './api';
import { PlansTab } from './plans-tab';
import { VerificationWorklist } from './worklists';

vi.setConfig({ testTimeout: 30_000 });

const api = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api,
}));

const PATIENT = '01a21a3e-37aa-7000-836b-046cc18a4c4e';
const PLAN = '01a21a3e-37aa-7000-836b-046cc18a4c50';
const measurements = {
  heightCm: 170,
  weightKg: 70,
  bsa: 1.82,
  bsaFormula: 'mosteller',
  crcl: 84.1,
  crclWeightBasis: 'auto',
  creatinine: 0.9,
  measuredAt: '2026-11-28T09:00:00.000Z',
  heightMeasuredAt: '2026-09-01T09:00:00.000Z',
  weightMeasuredAt: '2026-11-21T09:00:00.000Z',
  creatinineAt: '2026-11-28T08:00:00.000Z',
  currentWeightKg: 70,
  findings: [] as PlanView['measurements']['findings'],
};
const order = (over: Partial<PlanOrderView>): PlanOrderView => ({
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
  rounding: { status: 'not-rounded', text: 'Not rounded: dose rounding is off for this plan.', deviationPercent: 0 },
  modificationPercent: 100,
  status: 'signed',
  working: [],
  warnings: [],
  ...over,
});
const plan: PlanView = {
  id: PLAN,
  patientId: PATIENT,
  regimenId: 'capox-adjuvant',
  regimenName: 'CAPOX (XELOX), adjuvant',
  status: 'signed',
  intent: 'adjuvant',
  startDate: '2026-11-28',
  cycleLengthDays: 21,
  doseRoundingPercent: 0,
  replacesCurrentTherapy: false,
  measurements,
  warnings: [],
  working: [],
  cycles: [
    {
      number: 1,
      startDate: '2026-11-28',
      status: 'held',
      signedBy: 'Ada Oncologist',
      signedAt: '2026-11-28T09:10:00.000Z',
      parameters: [
        {
          lab: 'anc',
          label: 'Absolute neutrophil count',
          operator: '>=',
          threshold: 1.5,
          unit: '10^9/L',
          latest: { value: 0.9, unit: '10^9/L', timestamp: '2026-11-28T08:00:00.000Z' },
          met: false,
          action: 'delay',
          text: 'Delay the next cycle until neutrophils are ≥ 1.5 × 10^9/L.',
          source: 'Eloxatin (oxaliplatin) US prescribing information, section 2 Dosage and Administration',
        },
      ],
      orders: [order({})],
    },
    { number: 2, startDate: '2026-12-19', status: 'planned', parameters: [], orders: [order({ id: '01a21a3e-37aa-7000-836b-046cc18a4c52', status: 'planned' })] },
  ],
  alerts: [
    {
      kind: 'lab',
      severity: 'high',
      title: 'CAPOX (XELOX), adjuvant: ANC < 1.5 10^9/L (delay)',
      drugs: ['Oxaliplatin'],
      rationale: 'Absolute neutrophil count 0.9',
      management: 'Delay the next cycle until neutrophils are ≥ 1.5 × 10^9/L.',
      sources: [],
    },
  ],
  limitations: [],
  createdAt: '2026-11-28T09:00:00.000Z',
};
const patient = patientDetail({
  id: PATIENT,
  label: 'Bar, Plan',
  demographics: { mrn: 'TP-1', sex: 'female', ageYears: 66, heightCm: 170, weightKg: 70 },
});

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(async (path: string, options?: { method?: string; body?: unknown }) => {
    if (path === `/api/patients/${PATIENT}/treatment-plans` && !options?.method) return { plans: [plan] };
    if (path === '/api/regimens') return { regimens: [] };
    if (path === '/api/verification-queue') {
      const item: VerificationItem = {
        planId: PLAN,
        patientId: PATIENT,
        patientName: 'Plan Bar',
        mrn: 'TP-1',
        regimenName: plan.regimenName,
        cycle: 1,
        cycleStartDate: '2026-11-28',
        signedAt: '2026-11-28T09:10:00.000Z',
        signedBy: 'Ada Oncologist',
        measurements,
        orders: [order({})],
      };
      return { items: [item] };
    }
    if (options?.method === 'POST') return plan;
    throw new Error(`unexpected ${path}`);
  });
});

describe('treatment plan tab', () => {
  it('shows the held cycle with the unmet parameter, the plan alert and the orders', async () => {
    renderWithProviders(<PlansTab patient={patient} role="oncologist" />);
    expect(await screen.findByRole('heading', { name: 'CAPOX (XELOX), adjuvant' })).toBeInTheDocument();
    // The cycle is held, and so is its signed order (a held cycle holds every order not yet given).
    expect(screen.getAllByText('held')).toHaveLength(2);
    expect(screen.getByText('not met')).toBeInTheDocument();
    expect(screen.getByText(/0\.9 10\^9\/L \(2026-11-28\)/)).toBeInTheDocument();
    expect(screen.getByText(/1 high or critical alert/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign cycle 2 orders' })).toBeInTheDocument();
    expect(screen.getByLabelText('Override reason')).toBeInTheDocument();
  });

  it('shows when the height and weight were measured, and a weight finding when there is one', async () => {
    const changed: PlanView = {
      ...plan,
      measurements: {
        ...measurements,
        currentWeightKg: 61,
        findings: [
          {
            kind: 'weight-changed',
            text: 'Weight 61 kg now against 70 kg the doses were calculated from (-12.9%, over the 10% limit, product default): recalculate the doses before the next cycle.',
            basis: 'product-default',
          },
        ],
      },
    };
    api.mockImplementation(async (path: string) => {
      if (path.endsWith('/treatment-plans')) return { plans: [changed] };
      return { regimens: [] };
    });
    renderWithProviders(<PlansTab patient={patient} role="oncologist" />);
    expect(await screen.findByText(/weight 70 kg \(2026-11-21\) · now 61 kg/)).toBeInTheDocument();
    expect(screen.getByText(/Height 170 cm \(2026-09-01\)/)).toBeInTheDocument();
    expect(screen.getByText('Weight to confirm before the next cycle')).toBeInTheDocument();
    expect(screen.getByText(/-12\.9%, over the 10% limit/)).toBeInTheDocument();
  });

  it('a release that the server refuses shows why', async () => {
    api.mockImplementation(async (path: string, options?: { method?: string }) => {
      if (options?.method === 'POST') {
        const { ApiError } = await vi.importActual<typeof ApiModule>('../../lib/api');
        throw new ApiError(409, 'conflict', 'Cycle 1 cannot be released: Absolute neutrophil count 0.9 does not meet ≥ 1.5');
      }
      if (path.endsWith('/treatment-plans')) return { plans: [plan] };
      return { regimens: [] };
    });
    renderWithProviders(<PlansTab patient={patient} role="nurse" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Release cycle 1' }));
    expect(await screen.findByText(/cannot be released: Absolute neutrophil count 0\.9/)).toBeInTheDocument();
    // A nurse neither signs nor overrides.
    expect(screen.queryByRole('button', { name: /Sign cycle/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Override reason')).not.toBeInTheDocument();
  });

  it('an oncologist holds one order with a reason', async () => {
    renderWithProviders(<PlansTab patient={patient} role="oncologist" />);
    const hold = await screen.findByRole('button', { name: 'Hold Oxaliplatin' });
    expect(hold).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Reason to hold or unhold a cycle 1 order'), 'Neuropathy grade 2');
    await userEvent.click(hold);
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(`/api/treatment-plans/${PLAN}/orders/${order({}).id}/hold`, {
        method: 'POST',
        body: { reason: 'Neuropathy grade 2' },
      }),
    );
  });

  it('a researcher reads the plan without actions', async () => {
    renderWithProviders(<PlansTab patient={patient} role="researcher" />);
    await screen.findByRole('heading', { name: 'CAPOX (XELOX), adjuvant' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('verification worklist', () => {
  it('puts an independent calculation beside the signed dose and posts the verification', async () => {
    renderWithProviders(<VerificationWorklist />);
    const input = await screen.findByLabelText('Independent dose of Oxaliplatin');
    expect(screen.getByText(/130 mg\/m² × 1\.82 m² = 236\.6/)).toBeInTheDocument();
    expect(input).toHaveValue('236.6');
    expect(screen.getByText('0%')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '260');
    expect(await screen.findByText('+9.89%')).toBeInTheDocument();
    const verify = screen.getByRole('button', { name: 'Verify cycle 1' });
    expect(verify).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Reason to accept a variance over 5%'), 'Weight today 77 kg');
    await userEvent.click(verify);
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(`/api/treatment-plans/${PLAN}/cycles/1/verify`, {
        method: 'POST',
        body: {
          orders: [{ orderId: order({}).id, independentDose: { value: 260, unit: 'mg' } }],
          acceptVarianceReason: 'Weight today 77 kg',
        },
      }),
    );
    expect(within(document.body).queryByText(/Not verified/)).not.toBeInTheDocument();
  });
});
