import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../lib/api';
import { patientContextStore } from '../../stores/patient-context';
import { renderWithProviders } from '../../test-support/render';
import type { Connection, ImportReport } from './api';
import EhrPage from './ehr-page';

const api = vi.hoisted(() => vi.fn());
const role = vi.hoisted(() => ({ current: 'oncologist' }));
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api,
}));
vi.mock('../../stores/auth', () => ({
  useAuth: <T,>(select: (s: { user: { role: string } }) => T) =>
    select({ user: { role: role.current } }),
}));

const REPORT: ImportReport = {
  resourceCount: 3,
  mapped: [
    {
      entry: 0,
      resourceType: 'Patient',
      id: 'p',
      section: 'demographics',
      summary: 'patient: firstName, lastName',
    },
    {
      entry: 1,
      resourceType: 'MedicationRequest',
      id: null,
      section: 'medications',
      summary: 'Turmeric 500 mg — not in the knowledge base',
    },
  ],
  skipped: [
    {
      entry: 2,
      resourceType: 'Encounter',
      id: 'e1',
      reason: 'OncoCDS does not record Encounter resources',
    },
  ],
  unresolvedCodes: [
    {
      entry: 1,
      system: 'http://www.nlm.nih.gov/research/umls/rxnorm',
      code: '999999',
      display: 'Turmeric 500 mg',
      field: 'medications.drugName',
    },
  ],
  missingDemographics: [],
  notes: [],
  counts: {
    tumourMeasurements: 0,
    medications: 1,
    allergies: 0,
    conditions: 0,
    labValues: 0,
    vitals: 0,
    genetics: 0,
    treatmentHistory: 0,
  },
};

const CONNECTION: Connection = {
  configured: false,
  source: 'none',
  baseUrl: null,
  defaultBaseUrl: null,
  allowedOrigins: ['https://fhir.example.org'],
  tokenSet: true,
  tokenLast4: 'abcd',
  smart: {
    configured: false,
    clientId: null,
    clientSecretSet: false,
    scopes: 'patient/*.read',
    launchUrl: 'http://x/ehr/launch',
    redirectUrl: 'http://x/ehr/callback',
  },
  canConfigure: false,
  updatedAt: null,
};

const BUNDLE = JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry: [] });

function respond(routes: Record<string, (opts?: { method?: string; body?: unknown }) => unknown>) {
  api.mockImplementation(async (path: string, opts?: { method?: string; body?: unknown }) => {
    const key = Object.keys(routes).find((k) => path.startsWith(k));
    if (!key) throw new Error(`unexpected ${path}`);
    return routes[key]!(opts);
  });
}

const paste = (text: string) =>
  fireEvent.change(screen.getByLabelText('Or paste the JSON'), { target: { value: text } });

beforeEach(() => {
  api.mockReset();
  role.current = 'oncologist';
  patientContextStore.getState().reset('u1');
});

describe('/ehr import', () => {
  it('invalid JSON is caught before anything is sent', async () => {
    respond({ '/api/fhir/connection': () => CONNECTION });
    renderWithProviders(<EhrPage />);
    paste('{ not json');
    await userEvent.click(screen.getByRole('button', { name: 'Check the bundle' }));
    expect(await screen.findByText(/^This is not valid JSON/)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalledWith(
      expect.stringContaining('/api/fhir/import'),
      expect.anything(),
    );
  });

  it('checks first (dry run), shows the report, then imports and offers the patient', async () => {
    respond({
      '/api/fhir/connection': () => CONNECTION,
      '/api/fhir/import?dryRun=true': () => ({ report: REPORT }),
      '/api/fhir/import': () => ({ patientId: 'new-id', report: REPORT }),
      '/api/patients/new-id': () => ({ id: 'new-id', label: 'Mister, Jenny' }),
    });
    renderWithProviders(<EhrPage />);
    const importButton = () => screen.queryByRole('button', { name: 'Import' });
    expect(importButton()).toBeNull();
    paste(BUNDLE);
    await userEvent.click(screen.getByRole('button', { name: 'Check the bundle' }));
    expect(api).toHaveBeenCalledWith('/api/fhir/import?dryRun=true', {
      method: 'POST',
      body: JSON.parse(BUNDLE),
    });
    const report = await screen.findByRole('group', { name: 'Import report' });
    expect(
      within(report).getByText('OncoCDS does not record Encounter resources'),
    ).toBeInTheDocument();
    expect(within(report).getByText('medications.drugName')).toBeInTheDocument();
    expect(within(report).getByText('Medications: 1')).toBeInTheDocument();
    await userEvent.click(importButton()!);
    expect(api).toHaveBeenCalledWith('/api/fhir/import', {
      method: 'POST',
      body: JSON.parse(BUNDLE),
    });
    expect(await screen.findByText('New patient created')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open the patient' })).toBeEnabled();
  });

  it('after a change the report is stale: Import waits for a new check', async () => {
    respond({
      '/api/fhir/connection': () => CONNECTION,
      '/api/fhir/import?dryRun=true': () => ({ report: REPORT }),
    });
    renderWithProviders(<EhrPage />);
    paste(BUNDLE);
    await userEvent.click(screen.getByRole('button', { name: 'Check the bundle' }));
    await screen.findByRole('group', { name: 'Import report' });
    paste(`${BUNDLE} `);
    expect(screen.queryByRole('group', { name: 'Import report' })).toBeNull();
  });

  it('missing demographics: a new patient cannot be made, and the page says why', async () => {
    respond({
      '/api/fhir/connection': () => CONNECTION,
      '/api/fhir/import?dryRun=true': () => ({
        report: { ...REPORT, missingDemographics: ['mrn'] },
      }),
    });
    renderWithProviders(<EhrPage />);
    paste(BUNDLE);
    await userEvent.click(screen.getByRole('button', { name: 'Check the bundle' }));
    expect(await screen.findByText('Not enough for a new patient')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('a patient already stored: the check shows the diff, and the button updates the record (issue 20)', async () => {
    const section = { added: [], changed: [], unchanged: 0, kept: 0 };
    const update: NonNullable<ImportReport['update']> = {
      patientId: 'stored-id',
      matchedBy: 'mrn',
      demographics: [{ field: 'deceased', from: false, to: true }],
      sections: {
        tumourMeasurements: section,
        medications: { ...section, unchanged: 1 },
        allergies: section,
        conditions: section,
        labValues: {
          added: ['Creatinine 1.4 mg/dL at 2026-11-20'],
          changed: [{ summary: 'ANC 2.1 10*9/L at 2026-11-19', fields: ['value'] }],
          unchanged: 2,
          kept: 3,
        },
        vitals: section,
        genetics: section,
        treatmentHistory: section,
      },
    };
    respond({
      '/api/fhir/connection': () => CONNECTION,
      '/api/fhir/import?dryRun=true': () => ({ report: { ...REPORT, update } }),
      '/api/fhir/import': () => ({ patientId: 'stored-id', report: { ...REPORT, update } }),
      '/api/patients/stored-id': () => ({ id: 'stored-id', label: 'Mister, Jenny' }),
    });
    renderWithProviders(<EhrPage />);
    paste(BUNDLE);
    await userEvent.click(screen.getByRole('button', { name: 'Check the bundle' }));
    const diff = await screen.findByRole('group', { name: 'Update of the stored record' });
    expect(
      within(diff).getByText('Already stored: this import updates the record'),
    ).toBeInTheDocument();
    const labs = within(diff).getByRole('row', { name: /Lab values/ });
    expect(
      within(labs)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '1', '2', '3']);
    expect(within(diff).getByText('Deceased: no → yes')).toBeInTheDocument();
    expect(
      within(diff).getByText('Lab values: ANC 2.1 10*9/L at 2026-11-19 (changes value)'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update the stored record' }));
    expect(await screen.findByText("The patient's record updated")).toBeInTheDocument();
    expect(
      await screen.findByText(/1 entries added, 1 changed, 3 already up to date; 3 stored entries/),
    ).toBeInTheDocument();
  });

  it('a nurse cannot create patients: the import goes into the current patient', async () => {
    role.current = 'nurse';
    patientContextStore.getState().setCurrent({ id: 'cur', label: 'Demo, Eleanor' });
    respond({
      '/api/fhir/connection': () => CONNECTION,
      '/api/fhir/import?': () => ({ report: REPORT }),
    });
    renderWithProviders(<EhrPage />);
    expect(screen.getByRole('radio', { name: 'A new patient' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'The current patient: Demo, Eleanor' })).toBeChecked();
    paste(BUNDLE);
    await userEvent.click(screen.getByRole('button', { name: 'Check the bundle' }));
    expect(api).toHaveBeenCalledWith(
      '/api/fhir/import?dryRun=true&patientId=cur',
      expect.anything(),
    );
  });
});

describe('/ehr FHIR server', () => {
  it('says plainly that nothing is configured, without the settings for a non-admin', async () => {
    respond({ '/api/fhir/connection': () => CONNECTION });
    renderWithProviders(<EhrPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'FHIR server' }));
    expect(await screen.findByText('No FHIR server is configured')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'FHIR server configuration' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'SMART launch' }));
    expect(await screen.findByText('SMART launch is not configured')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Standalone launch' })).toBeDisabled();
  });

  it('an admin saves the server; the saved token is only described, never shown', async () => {
    const saved = vi.fn(() => ({
      ...CONNECTION,
      canConfigure: true,
      configured: true,
      source: 'institution',
      baseUrl: 'https://fhir.example.org',
    }));
    respond({
      '/api/fhir/connection': (opts) =>
        opts?.method === 'PUT' ? saved() : { ...CONNECTION, canConfigure: true },
    });
    renderWithProviders(<EhrPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'FHIR server' }));
    const form = await screen.findByRole('form', { name: 'FHIR server configuration' });
    expect(within(form).getByText(/A token ending in …abcd is saved/)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('FHIR base URL'), 'https://fhir.example.org');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const call = api.mock.calls.find(([, o]) => o?.method === 'PUT')!;
    expect(call[1].body).toMatchObject({ baseUrl: 'https://fhir.example.org', clearToken: false });
    expect(call[1].body).not.toHaveProperty('token');
  });
});
