import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fhirConnections } from '../../../db/schema';
import { serverEnvSchema } from '../../config';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { FAKE_FHIR_TOKEN, startFakeFhir, type FakeFhir } from '../../test-support/fhir-fake-server';
import { jennyResources } from '../../test-support/fhir-fixtures';
import { call } from '../../test-support/patients';
import {
  bearer,
  captureLogs,
  createTestContext,
  errorOf,
  type TestContext,
} from '../../test-support/test-app';

/*
 * The institution's external FHIR server, against a local fake FHIR R4 server this test starts:
 * configuration (admins only, allowed origins only, token sealed and never returned), search,
 * preview ($everything, and per-resource searches where it is missing), import, and the remote
 * side's failures.
 */

let fhir: FakeFhir;
let elsewhere: FakeFhir;
let t: TestContext;
let team: Team;
let admin: string;
const logs = captureLogs('debug');

beforeAll(async () => {
  fhir = await startFakeFhir({ token: FAKE_FHIR_TOKEN });
  elsewhere = await startFakeFhir();
  fhir.add(jennyResources({ id: 'p1', mrn: 'EHR-1001' }));
  fhir.add(
    jennyResources({
      id: 'p2',
      mrn: 'EHR-1002',
      family: 'Quillfeather',
      given: 'Ada',
      birthDate: '1961-02-03',
    }),
  );
  t = await createTestContext({
    env: serverEnvSchema.parse({
      RATE_LIMIT_PER_MINUTE: '100000',
      // The operator allows the fake FHIR server; `elsewhere` is not allowed.
      FHIR_ALLOWED_URLS: fhir.baseUrl,
    }),
    logger: logs.logger,
  });
  team = await signUpTeam(t.app, 'Remote FHIR Hospital');
  admin = team.oncologist.accessToken;
}, 120_000);
afterAll(async () => {
  await t.close();
  await fhir.close();
  await elsewhere.close();
});

const configure = (token: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/fhir/connection',
    headers: bearer(token),
    payload: body,
  });

describe('the connection', () => {
  it('says plainly when nothing is configured (no FHIR_BASE_URL, no institution setting)', async () => {
    const res = await call(t.app, team.nurse.accessToken, 'GET', '/api/fhir/connection');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      configured: false,
      source: 'none',
      baseUrl: null,
      tokenSet: false,
      canConfigure: false,
    });
    const search = await call(t.app, admin, 'GET', '/api/fhir/remote/patients?name=jenny');
    expect(search.statusCode).toBe(503);
    expect(errorOf(search).message).toMatch(/^No FHIR server is configured/);
  });

  it('only institution administrators may configure it (403), and only allowed servers (400)', async () => {
    expect(
      (await configure(team.pharmacist.accessToken, { baseUrl: fhir.baseUrl })).statusCode,
    ).toBe(403);
    const notAllowed = await configure(admin, { baseUrl: elsewhere.baseUrl });
    expect(notAllowed.statusCode).toBe(400);
    expect(errorOf(notAllowed).message).toMatch(/FHIR_ALLOWED_URLS/);
    const internal = await configure(admin, { baseUrl: 'http://169.254.169.254/latest' });
    expect(internal.statusCode).toBe(400);
    expect((await call(t.app, null, 'GET', '/api/fhir/connection')).statusCode).toBe(401);
  });

  it('saves the token sealed; answers only that it is set and its last four characters', async () => {
    const res = await configure(admin, { baseUrl: `${fhir.baseUrl}/`, token: FAKE_FHIR_TOKEN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      configured: true,
      source: 'institution',
      baseUrl: fhir.baseUrl,
      tokenSet: true,
      tokenLast4: 'cdef',
      canConfigure: true,
    });
    expect(res.body).not.toContain(FAKE_FHIR_TOKEN);
    const [row] = await t.db.db.select().from(fhirConnections);
    expect(row!.tokenEncrypted).toMatch(/^v1\./);
    expect(row!.tokenEncrypted).not.toContain(FAKE_FHIR_TOKEN);
    // A blank token keeps the saved one.
    const kept = await configure(admin, { token: '' });
    expect(kept.json().tokenSet).toBe(true);
  });

  it('tests the connection with the capability statement', async () => {
    const res = await call(t.app, admin, 'POST', '/api/fhir/connection/test');
    expect(res.json()).toEqual({
      success: true,
      message: 'Connected to a FHIR R4 server',
      fhirVersion: '4.0.1',
      software: 'Fake FHIR 1.0',
    });
    expect(fhir.requests.at(-1)!.headers.authorization).toBe(`Bearer ${FAKE_FHIR_TOKEN}`);
    expect(
      (await call(t.app, team.nurse.accessToken, 'POST', '/api/fhir/connection/test')).statusCode,
    ).toBe(403);
  });
});

describe('search, preview and import', () => {
  it('searches by name or identifier', async () => {
    const byName = await call(
      t.app,
      team.pharmacist.accessToken,
      'GET',
      '/api/fhir/remote/patients?name=quill',
    );
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual({
      patients: [
        {
          id: 'p2',
          name: 'Ada Quillfeather',
          birthDate: '1961-02-03',
          gender: 'female',
          identifiers: [{ system: 'http://hospital.example.org', value: 'EHR-1002' }],
        },
      ],
      total: 1,
    });
    const byId = await call(t.app, admin, 'GET', '/api/fhir/remote/patients?identifier=EHR-1001');
    expect(byId.json().patients.map((p: { id: string }) => p.id)).toEqual(['p1']);
    expect((await call(t.app, admin, 'GET', '/api/fhir/remote/patients')).statusCode).toBe(400);
  });

  it.each(['researcher', 'student'] as const)(
    'a %s may not read identified patients from the EHR (403)',
    async (role) => {
      const res = await call(
        t.app,
        team[role].accessToken,
        'GET',
        '/api/fhir/remote/patients?name=jenny',
      );
      expect(res.statusCode).toBe(403);
    },
  );

  it('previews with $everything, following the pages', async () => {
    fhir.requests.length = 0;
    const res = await call(t.app, admin, 'GET', '/api/fhir/remote/patients/p1/preview');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.method).toBe('$everything');
    expect(body.report.counts.medications).toBe(2);
    expect(body.report.resourceCount).toBe(17);
    // Five per page on the fake server: four pages, each asked for with the token.
    expect(fhir.requests.filter((r) => r.path.endsWith('/$everything'))).toHaveLength(4);
  });

  it('falls back to one search per resource type where $everything is missing', async () => {
    fhir.everything = false;
    try {
      const res = await call(t.app, admin, 'GET', '/api/fhir/remote/patients/p1/preview');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.method).toBe('searches');
      expect(body.notes[0]).toBe(
        'The server does not offer $everything; the record was read with one search per resource type.',
      );
      // The Encounter is not asked for: the searches cover what the import reads.
      expect(body.report.resourceCount).toBe(16);
      expect(body.report.counts).toMatchObject({
        medications: 2,
        conditions: 1,
        labValues: 3,
        genetics: 1,
      });
    } finally {
      fhir.everything = true;
    }
  });

  it('imports as a new patient; importing again updates it with a diff, nothing duplicated (issue 20)', async () => {
    const created = await call(t.app, admin, 'POST', '/api/fhir/remote/patients/p2/import');
    expect(created.statusCode).toBe(201);
    const { patientId } = created.json();
    const p = (await call(t.app, admin, 'GET', `/api/patients/${patientId}`)).json();
    expect(p.demographics).toMatchObject({ lastName: 'Quillfeather', mrn: 'EHR-1002' });
    const again = await call(
      t.app,
      admin,
      'POST',
      `/api/fhir/remote/patients/p2/import?patientId=${patientId}`,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().report.update.sections.medications).toMatchObject({
      added: [],
      changed: [],
      unchanged: p.medications.length,
    });
    const after = (await call(t.app, admin, 'GET', `/api/patients/${patientId}`)).json();
    expect(after.medications.length).toBe(p.medications.length);
    // Without patientId the preview finds the stored patient by its MRN and shows the diff.
    const preview = await call(t.app, admin, 'GET', '/api/fhir/remote/patients/p2/preview');
    expect(preview.json().report.update).toMatchObject({ patientId, matchedBy: 'mrn' });
  });

  it('an unknown patient is a 404; the remote side’s errors are 502/503 with what it said', async () => {
    fhir.everything = false;
    try {
      expect(
        (await call(t.app, admin, 'GET', '/api/fhir/remote/patients/nobody/preview')).statusCode,
      ).toBe(404);
    } finally {
      fhir.everything = true;
    }
    fhir.failNext(500, {
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code: 'exception', diagnostics: 'database offline' }],
    });
    const failed = await call(t.app, admin, 'GET', '/api/fhir/remote/patients?name=x');
    expect(failed.statusCode).toBe(502);
    expect(errorOf(failed).message).toBe(
      'The FHIR server answered the patient search with HTTP 500: database offline',
    );
    fhir.failNext(302, {});
    expect(
      errorOf(await call(t.app, admin, 'GET', '/api/fhir/remote/patients?name=x')).message,
    ).toBe('The FHIR server redirected the patient search; redirects are not followed');
  });

  it('a wrong token is the server’s 401, reported as a 502', async () => {
    await configure(admin, { token: 'wrong-token-0000' });
    const res = await call(t.app, admin, 'GET', '/api/fhir/remote/patients?name=x');
    expect(res.statusCode).toBe(502);
    expect(errorOf(res).message).toMatch(/HTTP 401/);
    await configure(admin, { token: FAKE_FHIR_TOKEN });
  });

  it('no token ever reaches a log', () => {
    expect(logs.text()).not.toContain(FAKE_FHIR_TOKEN);
    expect(logs.text()).not.toContain('wrong-token-0000');
  });
});

describe('the server default', () => {
  it('FHIR_BASE_URL applies to an institution with no setting of its own', async () => {
    const ctx = await createTestContext({
      env: serverEnvSchema.parse({
        RATE_LIMIT_PER_MINUTE: '100000',
        FHIR_BASE_URL: elsewhere.baseUrl,
      }),
    });
    try {
      const other = await signUpTeam(ctx.app, 'Default Server Hospital');
      elsewhere.add(jennyResources({ id: 'd1' }));
      const conn = (
        await call(ctx.app, other.nurse.accessToken, 'GET', '/api/fhir/connection')
      ).json();
      expect(conn).toMatchObject({
        configured: true,
        source: 'server-default',
        baseUrl: elsewhere.baseUrl,
      });
      const res = await call(
        ctx.app,
        other.oncologist.accessToken,
        'GET',
        '/api/fhir/remote/patients?name=mister',
      );
      expect(res.json().patients.map((p: { id: string }) => p.id)).toEqual(['d1']);
      const [row] = await ctx.db.db
        .select()
        .from(fhirConnections)
        .where(eq(fhirConnections.baseUrl, elsewhere.baseUrl));
      expect(row).toBeUndefined();
    } finally {
      await ctx.close();
    }
  });
});
