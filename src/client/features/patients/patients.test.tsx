import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../core/access';
import { patientContextStore } from '../../stores/patient-context';
import { renderWithProviders } from '../../test-support/render';
import NewPatientPage from './new-patient-page';
import PatientPage from './patient-page';
import PatientsPage from './patients-page';
import {
  emptyAlerts,
  listItem,
  PATIENT_ID,
  patientDetail,
  stubApi,
} from './test-fixtures.test-data';

const auth = vi.hoisted(() => ({ role: 'oncologist' as string }));
vi.mock('../../stores/auth', () => ({
  useAuth: <T,>(select: (s: { user: object }) => T) =>
    select({ user: { id: 'u1', role: auth.role, firstName: 'Eve', lastName: 'Onc' } }),
}));
vi.mock('../../lib/auth-client', () => ({ accessToken: async () => 'token' }));

/** Types a whole value at once (pasting), which is all these tests need of the keyboard. */
async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

const asRole = (role: Role) => {
  auth.role = role;
};

beforeEach(() => {
  asRole('oncologist');
  patientContextStore.getState().reset('u1');
});
afterEach(() => vi.unstubAllGlobals());

// Rendering Mantine pages in jsdom is slow on a busy machine; these wait on the UI, not on time.
vi.setConfig({ testTimeout: 20_000 });

describe('/patients', () => {
  it('lists the institution’s patients with New patient for oncologists', async () => {
    const calls = stubApi({
      'GET /api/patients': { items: [listItem()], total: 1, page: 1, pageSize: 25 },
    });
    renderWithProviders(<PatientsPage />, { route: '/patients' });
    expect(screen.getByRole('heading', { name: 'Patients' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'New patient' })).toHaveAttribute(
      'href',
      '/patients/new',
    );
    const table = await screen.findByRole('table');
    const row = within(table).getAllByTestId('patient-row')[0]!;
    expect(within(row).getByRole('link', { name: 'Demo, Eleanor' })).toHaveAttribute(
      'href',
      `/patients/${PATIENT_ID}`,
    );
    expect(within(row).getByText('DEMO-0001')).toBeVisible();
    expect(within(row).getByText('2 high')).toBeVisible();
    expect(calls[0]!.url.searchParams.get('pageSize')).toBe('25');
  });

  it.each([
    ['researcher', 'Subjects', 'Subject 443G-ZZ3Y'],
    ['student', 'Case Studies', 'Case Study 443G-ZZ3Y'],
  ] as const)(
    'speaks the %s’s vocabulary, shows de-identified rows as sent and offers no New',
    async (role, heading, label) => {
      asRole(role);
      stubApi({
        'GET /api/patients': {
          items: [
            listItem({
              identified: false,
              label,
              firstName: undefined,
              lastName: undefined,
              mrn: undefined,
              dateOfBirth: undefined,
            }),
          ],
          total: 1,
          page: 1,
          pageSize: 25,
        },
      });
      renderWithProviders(<PatientsPage />, { route: '/patients' });
      expect(screen.getByRole('heading', { name: heading })).toBeVisible();
      expect(screen.queryByRole('link', { name: /^New / })).toBeNull();
      const table = await screen.findByRole('table');
      expect(within(table).getByRole('link', { name: label })).toBeVisible();
      expect(within(table).queryByRole('columnheader', { name: 'MRN' })).toBeNull();
      expect(within(table).queryByText('DEMO-0001')).toBeNull();
      expect(screen.getByText('ICD-10 code (C50) or drug name')).toBeVisible();
    },
  );

  it('sends the search and the filters the API offers', async () => {
    const calls = stubApi({
      'GET /api/patients': { items: [], total: 0, page: 1, pageSize: 25 },
    });
    renderWithProviders(<PatientsPage />, { route: '/patients?sex=male&alerts=critical' });
    expect(await screen.findByText('No patients match.')).toBeVisible();
    await fill(screen.getByRole('searchbox', { name: /Search/ }), 'warfarin');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(calls.at(-1)!.url.searchParams.toString()).toBe(
        'q=warfarin&sex=male&alerts=critical&page=1&pageSize=25',
      ),
    );
  });
});

describe('new patient form', () => {
  const renderForm = () =>
    renderWithProviders(
      <Routes>
        <Route path="/patients/new" element={<NewPatientPage />} />
        <Route path="/patients/:id" element={<p>record page</p>} />
      </Routes>,
      { route: '/patients/new' },
    );

  it('puts the schema’s messages beside the fields and posts nothing', async () => {
    const calls = stubApi({});
    renderForm();
    await fill(screen.getByLabelText(/^Height/), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Create patient' }));
    expect(screen.getAllByText('must not be empty')).toHaveLength(3);
    expect(screen.getByText('must be a date as YYYY-MM-DD')).toBeVisible();
    expect(screen.getByText('must be female, male, other or unknown')).toBeVisible();
    expect(screen.getByText('must be at most 250')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('maps a server 409 onto its field, keeps everything typed, then saves', async () => {
    let attempt = 0;
    const calls = stubApi({
      'GET /api/drugs': { results: [], total: 0 },
      'POST /api/patients': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 409,
              body: {
                error: {
                  code: 'conflict',
                  message: 'demographics.mrn: a patient with this MRN already exists',
                  details: [
                    {
                      path: 'demographics.mrn',
                      message: 'already used by another patient of your institution',
                    },
                  ],
                },
              },
            }
          : { status: 201, body: patientDetail({ id: PATIENT_ID, label: 'Lovelace, Ada' }) };
      },
    });
    renderForm();
    await fill(screen.getByLabelText(/^First name/), 'Ada');
    await fill(screen.getByLabelText(/^Last name/), 'Lovelace');
    await fill(screen.getByLabelText(/^Date of birth/), '1958-03-04');
    await userEvent.selectOptions(screen.getByLabelText(/^Sex/), 'female');
    await fill(screen.getByLabelText(/^MRN/), 'DEMO-0001');
    await userEvent.click(screen.getByRole('button', { name: 'Add therapy' }));
    await fill(screen.getByRole('combobox', { name: /^Drug/ }), 'capecitabine');
    await userEvent.click(screen.getByRole('button', { name: 'Create patient' }));

    expect(
      await screen.findByText('already used by another patient of your institution'),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was saved');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ada');
    expect(screen.getByRole('combobox', { name: /^Drug/ })).toHaveValue('capecitabine');
    const posted = calls.find((c) => c.method === 'POST')!.body as {
      medications: Array<{ drugName: string; prescribedBy: string }>;
    };
    expect(posted.medications).toEqual([
      expect.objectContaining({ drugName: 'capecitabine', prescribedBy: 'Eve Onc' }),
    ]);

    await userEvent.clear(screen.getByLabelText(/^MRN/));
    await fill(screen.getByLabelText(/^MRN/), 'T-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create patient' }));
    expect(await screen.findByText('record page')).toBeVisible();
    expect(patientContextStore.getState().current).toMatchObject({
      id: PATIENT_ID,
      label: 'Lovelace, Ada',
    });
  });
});

describe('patient page', () => {
  const renderPage = (tab = '') =>
    renderWithProviders(
      <Routes>
        <Route path="/patients/:id" element={<PatientPage />} />
      </Routes>,
      { route: `/patients/${PATIENT_ID}${tab}` },
    );

  it('becomes the current patient and marks unresolved drugs and unassessable labs', async () => {
    stubApi({
      [`GET /api/patients/${PATIENT_ID}`]: patientDetail(),
      [`GET /api/patients/${PATIENT_ID}/alerts`]: emptyAlerts(),
      'GET /api/institution': { viewerIsAdmin: false },
      'GET /api/care-sessions': { items: [] },
    });
    renderPage('?tab=medications');
    expect(await screen.findByRole('heading', { name: 'Demo, Eleanor' })).toBeVisible();
    await waitFor(() =>
      expect(patientContextStore.getState().current).toMatchObject({
        id: PATIENT_ID,
        label: 'Demo, Eleanor',
      }),
    );
    const turmeric = screen
      .getAllByTestId('medication')
      .find((m) => m.dataset.drug === 'turmeric extract')!;
    expect(within(turmeric).getByText('Not in the knowledge base: not checked')).toBeVisible();
    expect(screen.getByText(/1 active therapy is not in the knowledge base/)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Notes' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Audit trail' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Labs' }));
    expect(await screen.findByText('Cannot assess')).toBeVisible();
    expect(screen.getByText(/1 result could not be assessed/)).toBeVisible();
  });

  it('shows a de-identified record without notes, edits or care sessions', async () => {
    asRole('researcher');
    stubApi({
      [`GET /api/patients/${PATIENT_ID}`]: patientDetail({
        identified: false,
        label: 'Subject 443G-ZZ3Y',
        demographics: { sex: 'female', ageYears: 72, heightCm: 162, weightKg: 58 },
        editableSections: [],
      }),
      [`GET /api/patients/${PATIENT_ID}/alerts`]: emptyAlerts(),
      'GET /api/institution': { viewerIsAdmin: true },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Subject 443G-ZZ3Y' })).toBeVisible();
    expect(screen.getByText(/De-identified view/)).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Notes' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Interventions' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Research Findings' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start care session' })).toBeNull();
    expect(await screen.findByRole('tab', { name: 'Audit trail' })).toBeVisible();
  });

  it('starts and ends a care session', async () => {
    let open = false;
    const session = {
      id: '01a21a3f-8e4e-7000-9464-33e78e85ba54',
      patientId: PATIENT_ID,
      patientLabel: 'Demo, Eleanor',
      startTime: '2026-11-26T23:45:02.542Z',
      endTime: null,
    };
    const calls = stubApi({
      [`GET /api/patients/${PATIENT_ID}`]: patientDetail(),
      [`GET /api/patients/${PATIENT_ID}/alerts`]: emptyAlerts(),
      'GET /api/institution': { viewerIsAdmin: false },
      'GET /api/care-sessions': () => ({ body: { items: open ? [session] : [] } }),
      'POST /api/care-sessions': () => {
        open = true;
        return { status: 201, body: session };
      },
      [`POST /api/care-sessions/${session.id}/end`]: () => {
        open = false;
        return { body: { ...session, endTime: '2026-11-26T23:50:00.000Z' } };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Start care session' }));
    await userEvent.click(await screen.findByRole('button', { name: 'End care session' }));
    expect(await screen.findByRole('button', { name: 'Start care session' })).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ patientId: PATIENT_ID });
  });

  it('downloads the record as a FHIR bundle, and says when the export fails (issue 14)', async () => {
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => {
          created.push(b);
          return 'blob:fhir';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    let status = 200;
    const calls = stubApi({
      [`GET /api/patients/${PATIENT_ID}`]: patientDetail(),
      [`GET /api/patients/${PATIENT_ID}/alerts`]: emptyAlerts(),
      'GET /api/institution': { viewerIsAdmin: false },
      'GET /api/care-sessions': { items: [] },
      [`GET /api/patients/${PATIENT_ID}/fhir`]: () => ({
        status,
        body: { resourceType: 'Bundle', type: 'collection', entry: [] },
      }),
    });
    renderPage();
    const button = await screen.findByRole('button', { name: 'Download FHIR bundle' });
    await userEvent.click(button);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(calls.some((c) => c.url.pathname === `/api/patients/${PATIENT_ID}/fhir`)).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();

    status = 403;
    await userEvent.click(button);
    expect(await screen.findByText('The export failed')).toBeVisible();
    expect(created).toHaveLength(1);
  });

  it('says the record does not exist in the institution on a 404, and forgets it', async () => {
    patientContextStore.getState().setCurrent({ id: PATIENT_ID, label: 'Old' });
    stubApi({});
    renderPage();
    expect(await screen.findByText('No such patient in your institution')).toBeVisible();
    await waitFor(() => expect(patientContextStore.getState().current).toBeNull());
  });
});
