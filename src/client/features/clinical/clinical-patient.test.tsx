import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PatientAlert, PatientAlertsResponse } from '../../components/patient-alerts';
import type * as ApiModule from '../../lib/api';
import { ApiError } from '../../lib/api';
import type { PatientListPage } from '../../lib/patient-api';
import { patientDetail } from '../../test-support/patient-detail';
import { patientContextStore } from '../../stores/patient-context';
import { renderWithProviders } from '../../test-support/render';
import type { CheckRegimenResponse, RegimenOption } from './api';
import ClinicalPage from './clinical-page';

// Many user steps per test on a shared 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const role = vi.hoisted(() => ({ current: 'oncologist' }));
vi.mock('../../stores/auth', () => ({
  useAuth: <T,>(select: (s: { user: { id: string; role: string } }) => T) =>
    select({ user: { id: 'u1', role: role.current } }),
}));
const api = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api,
}));

const GRACE = '01a21a3e-37aa-7000-836b-046cc18a4c4e';
const CUMULATIVE_ID = '01a21a3e-4c99-7001-a01d-7000c6c99223';
const LOW_ID = '01a21a3e-4c99-7004-a2f1-3dbf1026931c';

const list: PatientListPage = {
  items: [
    {
      id: GRACE,
      identified: true,
      label: 'Demo, Grace',
      mrn: 'DEMO-0003',
      sex: 'female',
      ageYears: 59,
      isActive: true,
      isDemo: true,
      conditions: [{ name: 'Metastatic breast cancer', icd10: 'C50.911' }],
      activeMedicationCount: 5,
      alertCounts: { critical: 2, high: 1, medium: 0, low: 0 },
      lastUpdated: '2026-11-26T10:00:00Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};

const record = patientDetail({
  id: GRACE,
  label: 'Demo, Grace',
  demographics: { mrn: 'DEMO-0003', sex: 'female', ageYears: 59, heightCm: 165, weightKg: 64 },
});

const alert = (over: Partial<PatientAlert>): PatientAlert => ({
  id: CUMULATIVE_ID,
  kind: 'cumulative',
  severity: 'critical',
  title: 'Anthracycline cumulative dose 550 mg/m²: above the lifetime limit of 550 mg/m²',
  drugs: ['Doxorubicin'],
  rationale: 'Prior: 550 mg/m².',
  management: 'Do not give the planned anthracycline beyond the limit.',
  sources: [{ label: 'Doxorubicin US prescribing information, § 5.1' }],
  isAcknowledged: false,
  acknowledgedAt: null,
  acknowledgedBy: null,
  overrideReason: null,
  acknowledgement: null,
  ...over,
});

const alerts: PatientAlertsResponse = {
  alerts: [
    alert({}),
    alert({
      id: LOW_ID,
      kind: 'interaction',
      severity: 'low',
      title: 'Amlodipine + Dexamethasone: lower Amlodipine exposure',
      drugs: ['Amlodipine', 'Dexamethasone'],
    }),
  ],
  limitations: [],
  notes: [],
  counts: { critical: 1, high: 0, medium: 0, low: 1 },
  hiddenLevels: [],
};

const regimens: RegimenOption[] = [
  {
    id: 'doxorubicin-sarcoma',
    name: 'Doxorubicin (single agent)',
    aliases: [],
    drugs: [{ id: 'doxorubicin', name: 'Doxorubicin' }],
    phases: [{ id: 'main', name: 'Main', cycleText: '21-day cycles × 6', cycles: 6 }],
  },
  {
    id: 'mfolfox6',
    name: 'mFOLFOX6',
    aliases: ['FOLFOX'],
    drugs: [{ id: 'oxaliplatin', name: 'Oxaliplatin' }],
    phases: [{ id: 'main', name: 'Main', cycleText: '14-day cycles × 12', cycles: 12 }],
  },
];

const checked: CheckRegimenResponse = {
  regimen: { id: 'doxorubicin-sarcoma', name: 'Doxorubicin (single agent)' },
  findings: [
    {
      kind: 'cumulative',
      severity: 'critical',
      title:
        'Anthracycline cumulative dose 700 mg/m²: above the lifetime limit of 400 mg/m² (lowered for prior chest radiation)',
      drugs: ['Doxorubicin'],
      rationale: 'Prior: 550 mg/m².\nPlanned: 75 mg/m² per cycle × 2.',
      management: 'Choose a non-anthracycline regimen or fewer cycles.',
      sources: [
        {
          label: 'Swain SM et al. Cancer 2003, PMID 12767102',
          url: 'https://pubmed.ncbi.nlm.nih.gov/12767102/',
        },
      ],
      existingAlertId: CUMULATIVE_ID,
    },
    {
      kind: 'hepatic',
      severity: 'high',
      title: 'Doxorubicin: dose adjustment with hepatic impairment (NCI-ODWG moderate)',
      drugs: ['Doxorubicin'],
      rationale: 'Total bilirubin 1.8 mg/dL = 1.8 × ULN.',
      management: 'Give 50% of the dose.',
      sources: [],
      existingAlertId: null,
    },
  ],
  limitations: ['No CYP2D6 result is on record.'],
  notes: ['Ondansetron at CrCl 41 mL/min: no renal adjustment.'],
  counts: { critical: 1, high: 1, medium: 0, low: 2 },
  hiddenLevels: ['low'],
  calculatorInputs: {
    heightCm: 165,
    weightKg: 64,
    ageYears: 59,
    sex: 'female',
    creatinineMgDl: null,
    creatinineDate: null,
  },
};

type Call = [string, { method?: string; body?: unknown } | undefined];
const calls = () => api.mock.calls as Call[];
const posts = (path: string) =>
  calls()
    .filter(([p, o]) => p === path && o?.method === 'POST')
    .map(([, o]) => o?.body);

function serve(over: Record<string, unknown> = {}) {
  api.mockImplementation(async (path: string, options?: { method?: string }) => {
    const key = `${options?.method ?? 'GET'} ${path.split('?')[0]}`;
    if (key in over) {
      const value = over[key];
      if (value instanceof Error) throw value;
      return value;
    }
    switch (key) {
      case 'GET /api/patients':
        return list;
      case `GET /api/patients/${GRACE}`:
        return record;
      case `GET /api/patients/${GRACE}/alerts`:
        return alerts;
      case 'GET /api/alerts/pending-cosign':
      case 'GET /api/verification-queue':
      case 'GET /api/administration-queue':
        return { items: [] };
      case 'GET /api/regimens':
        return { regimens, total: regimens.length };
      case `POST /api/patients/${GRACE}/check-regimen`:
        return checked;
      default:
        throw new ApiError(404, 'not_found', `No fixture for ${key}`);
    }
  });
}

beforeEach(() => {
  api.mockReset();
  role.current = 'oncologist';
  patientContextStore.getState().reset('u1');
});

const makeGraceCurrent = () =>
  patientContextStore.getState().setCurrent({ id: GRACE, label: 'Demo, Grace' });

describe('/clinical without a current patient', () => {
  it('offers the patient picker; choosing one shows their alerts grouped by severity', async () => {
    serve();
    renderWithProviders(<ClinicalPage />);
    expect(screen.getByRole('heading', { level: 3, name: 'Choose a patient' })).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: /^Find a patient/ }), 'Grace');
    await waitFor(() =>
      expect(calls().some(([p]) => p.startsWith('/api/patients?') && p.includes('q=Grace'))).toBe(
        true,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Demo, Grace/ }));

    expect(patientContextStore.getState().current).toMatchObject({ id: GRACE });
    const bar = screen.getByRole('region', { name: 'Current patient' });
    expect(within(bar).getByRole('link', { name: 'Demo, Grace: open the record' })).toHaveAttribute(
      'href',
      `/patients/${GRACE}`,
    );
    expect(
      await within(bar).findByText(/59 y · female · MRN DEMO-0003 · 165 cm · 64 kg/),
    ).toBeVisible();

    const critical = await screen.findByRole('region', { name: 'Critical clinical alerts' });
    expect(within(critical).getByText(/^Anthracycline cumulative dose 550/)).toBeVisible();
    const low = screen.getByRole('region', { name: 'Low clinical alerts' });
    expect(within(low).getByText(/^Amlodipine \+ Dexamethasone/)).toBeVisible();
    expect(screen.getByRole('tab', { name: /Clinical Alerts \(2 open\)/ })).toBeVisible();
    // The calculators stay on the page.
    expect(screen.getByRole('tab', { name: 'Body surface area' })).toBeVisible();
  });

  it('says when no patient matches the search', async () => {
    serve({ 'GET /api/patients': { items: [], total: 0, page: 1, pageSize: 10 } });
    renderWithProviders(<ClinicalPage />);
    await userEvent.type(screen.getByRole('searchbox', { name: /^Find a patient/ }), 'zz');
    expect(await screen.findByText('No patient matches “zz”.')).toBeVisible();
  });
});

describe('/clinical alerts', () => {
  it('acknowledges an alert with a reason', async () => {
    serve({
      [`POST /api/alerts/${LOW_ID}/acknowledge`]: alert({ id: LOW_ID, isAcknowledged: true }),
    });
    makeGraceCurrent();
    renderWithProviders(<ClinicalPage />);
    const low = await screen.findByRole('region', { name: 'Low clinical alerts' });
    await userEvent.click(within(low).getByRole('button', { name: /^Acknowledge… Amlodipine/ }));
    await userEvent.click(within(low).getByRole('radio', { name: 'Will monitor' }));
    await userEvent.type(within(low).getByRole('textbox', { name: 'Comment' }), 'BP each cycle');
    await userEvent.click(within(low).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() =>
      expect(posts(`/api/alerts/${LOW_ID}/acknowledge`)).toEqual([
        { reason: 'will-monitor', comment: 'BP each cycle' },
      ]),
    );
  });

  it('says so when the current patient can no longer be read, and lets the user choose again', async () => {
    serve({
      [`GET /api/patients/${GRACE}`]: new ApiError(404, 'not_found', 'Patient not found'),
      [`GET /api/patients/${GRACE}/alerts`]: new ApiError(404, 'not_found', 'Patient not found'),
    });
    makeGraceCurrent();
    renderWithProviders(<ClinicalPage />);
    expect(await screen.findByText('This patient cannot be opened')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Choose another patient' }));
    expect(patientContextStore.getState().current).toBeNull();
    expect(patientContextStore.getState().recent).toEqual([]);
  });
});

describe('/clinical co-signature queue', () => {
  const item = {
    alertId: LOW_ID,
    patientId: GRACE,
    patientLabel: 'Demo, Grace',
    kind: 'interaction',
    severity: 'high',
    title: 'Capecitabine + Warfarin: raised INR and bleeding',
    reason: 'will-monitor',
    comment: 'INR daily',
    by: { id: 'n1', name: 'Nia Nurse', role: 'nurse' },
    at: '2026-11-26T10:00:00Z',
  };

  it('is not offered to nurses, who cannot co-sign', async () => {
    role.current = 'nurse';
    serve();
    renderWithProviders(<ClinicalPage />);
    await screen.findByRole('heading', { level: 3, name: 'Choose a patient' });
    expect(screen.queryByRole('heading', { name: 'Awaiting your co-signature' })).toBeNull();
    expect(calls().some(([p]) => p === '/api/alerts/pending-cosign')).toBe(false);
  });

  it('approves an acknowledgement', async () => {
    serve({
      'GET /api/alerts/pending-cosign': { items: [item] },
      [`POST /api/alerts/${LOW_ID}/cosign`]: alert({ id: LOW_ID }),
    });
    renderWithProviders(<ClinicalPage />);
    const queue = await screen.findByTestId('cosign-item');
    expect(
      within(queue).getByText(
        /Nia Nurse \(nurse\) acknowledged it on .*: Will monitor — “INR daily”/,
      ),
    ).toBeVisible();
    await userEvent.click(within(queue).getByRole('button', { name: /^Approve: Capecitabine/ }));
    await waitFor(() =>
      expect(posts(`/api/alerts/${LOW_ID}/cosign`)).toEqual([{ decision: 'approve' }]),
    );
  });

  it('rejects only with a comment', async () => {
    serve({
      'GET /api/alerts/pending-cosign': { items: [item] },
      [`POST /api/alerts/${LOW_ID}/cosign`]: alert({ id: LOW_ID }),
    });
    renderWithProviders(<ClinicalPage />);
    const queue = await screen.findByTestId('cosign-item');
    await userEvent.click(within(queue).getByRole('button', { name: /^Reject: Capecitabine/ }));
    await userEvent.click(within(queue).getByRole('button', { name: 'Reject' }));
    expect(
      within(queue).getByText('A comment is required to reject an acknowledgement.'),
    ).toBeVisible();
    expect(posts(`/api/alerts/${LOW_ID}/cosign`)).toEqual([]);
    await userEvent.type(
      within(queue).getByRole('textbox', { name: /^Why reject\?/ }),
      'INR 3.8: hold warfarin',
    );
    await userEvent.click(within(queue).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(posts(`/api/alerts/${LOW_ID}/cosign`)).toEqual([
        { decision: 'reject', comment: 'INR 3.8: hold warfarin' },
      ]),
    );
  });

  it('makes the acknowledgement’s patient current with Open', async () => {
    serve({ 'GET /api/alerts/pending-cosign': { items: [item] } });
    renderWithProviders(<ClinicalPage />);
    const queue = await screen.findByTestId('cosign-item');
    await userEvent.click(
      within(queue).getByRole('button', { name: 'Make Demo, Grace the current patient' }),
    );
    expect(patientContextStore.getState().current?.id).toBe(GRACE);
  });
});

describe('/clinical planned regimen check', () => {
  async function openRegimenTab() {
    makeGraceCurrent();
    renderWithProviders(<ClinicalPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Check a planned regimen' }));
    return screen.findByRole('form', { name: 'Planned regimen' });
  }

  it('needs a regimen before it sends anything', async () => {
    serve();
    const form = await openRegimenTab();
    await userEvent.click(within(form).getByRole('button', { name: 'Check regimen' }));
    expect(within(form).getByText('Choose a regimen')).toBeVisible();
    expect(posts(`/api/patients/${GRACE}/check-regimen`)).toEqual([]);
  });

  it('checks the regimen and shows findings by severity, what is missing and the calculator link', async () => {
    serve();
    const form = await openRegimenTab();
    await userEvent.click(within(form).getByRole('combobox', { name: /^Regimen/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Doxorubicin (single agent)' }),
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /^Cycles/ }), '2');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Prior anthracycline/ }),
      '100',
    );
    await userEvent.click(within(form).getByRole('checkbox', { name: /^Prior chest/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Check regimen' }));

    await waitFor(() =>
      expect(posts(`/api/patients/${GRACE}/check-regimen`)).toEqual([
        {
          regimenId: 'doxorubicin-sarcoma',
          cycles: 2,
          doseLevelPercent: 100,
          priorDoxorubicinEquivalentMgM2: 100,
          priorChestRadiation: true,
        },
      ]),
    );
    expect(
      await screen.findByRole('heading', { name: 'Findings for Doxorubicin (single agent)' }),
    ).toBeVisible();
    const critical = screen.getByRole('region', { name: 'Critical findings' });
    expect(within(critical).getByText(/lowered for prior chest radiation/)).toBeVisible();
    expect(within(critical).getByText('Already raised')).toBeVisible();
    expect(within(critical).getByRole('link', { name: /PMID 12767102/ })).toHaveAttribute(
      'href',
      'https://pubmed.ncbi.nlm.nih.gov/12767102/',
    );
    const high = screen.getByRole('region', { name: 'High findings' });
    expect(within(high).getByText('New with this regimen')).toBeVisible();
    expect(
      screen.getByText('2 lower-level clinical alerts are not shown to your role.'),
    ).toBeVisible();
    expect(screen.getByText('No CYP2D6 result is on record.')).toBeVisible();
    expect(screen.getByText(/Ondansetron at CrCl 41/)).toBeVisible();

    const inputs = screen.getByRole('table', {
      name: 'What the record gives the regimen calculator',
    });
    expect(within(inputs).getByRole('row', { name: /Height 165 cm/ })).toBeVisible();
    expect(
      within(inputs).getByRole('row', {
        name: /Latest creatinine Missing: no creatinine result on record/,
      }),
    ).toBeVisible();
    expect(screen.getByText(/Enter latest creatinine by hand in the calculator/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open in the regimen calculator' })).toHaveAttribute(
      'href',
      `/regimens?patient=${GRACE}&regimen=doxorubicin-sarcoma`,
    );
  });

  it('offers no calculator link to pharmacists, who cannot open /regimens', async () => {
    role.current = 'pharmacist';
    serve();
    const form = await openRegimenTab();
    await userEvent.click(within(form).getByRole('combobox', { name: /^Regimen/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Doxorubicin (single agent)' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Check regimen' }));
    expect(await screen.findByRole('heading', { name: /^Findings for/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open in the regimen calculator' })).toBeNull();
  });

  it('puts the server’s field errors on the form', async () => {
    serve({
      [`POST /api/patients/${GRACE}/check-regimen`]: new ApiError(
        400,
        'validation',
        'Invalid request: body.regimenId: no regimen "x" in the knowledge base',
        [{ path: 'body.regimenId', message: 'no regimen "x" in the knowledge base' }],
      ),
    });
    const form = await openRegimenTab();
    await userEvent.click(within(form).getByRole('combobox', { name: /^Regimen/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'mFOLFOX6' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Check regimen' }));
    expect(await within(form).findByText('no regimen "x" in the knowledge base')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('The check failed');
  });
});
