import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fhirSmartSessions } from '../../../db/schema';
import { serverEnvSchema } from '../../config';
import { signUpTeam, type Team } from '../../test-support/feedback';
import {
  FAKE_SMART_CLIENT,
  startFakeFhir,
  type FakeFhir,
} from '../../test-support/fhir-fake-server';
import { jennyResources } from '../../test-support/fhir-fixtures';
import { call } from '../../test-support/patients';
import { bearer, createTestContext, errorOf, type TestContext } from '../../test-support/test-app';

/*
 * SMART App Launch against a local fake EHR (FHIR server plus authorization server): the
 * authorization URL and its parameters, PKCE checked by the fake token endpoint against the
 * S256 challenge, the session bound to the user who launched, and preview and import of the
 * patient in context. The browser's part (following the redirects) is played by fetch.
 */

const PUBLIC_URL = 'https://oncocds.test';
let ehr: FakeFhir;
/** Advertises permission-v2; issues id_tokens. */
let ehrV2: FakeFhir;
/** Advertises OpenID Connect but leaves the id_token out. */
let ehrNoIdToken: FakeFhir;
/** Signs its id_tokens with a key it does not publish. */
let ehrForged: FakeFhir;
/** Its SMART configuration redirects to a server off the allow-list. */
let ehrRedirect: FakeFhir;
/** id_tokens with one claim wrong: another audience, expired, another nonce, no nonce. */
let ehrWrongAud: FakeFhir;
let ehrExpired: FakeFhir;
let ehrWrongNonce: FakeFhir;
let ehrNoNonce: FakeFhir;
/** Advertises SMART without OpenID Connect. */
let ehrNoOidc: FakeFhir;
let offList: Server;
const offListRequests: string[] = [];
let t: TestContext;
let team: Team;
let onc: string;

beforeAll(async () => {
  ehr = await startFakeFhir();
  ehr.add(jennyResources({ id: 'ctx-1', mrn: 'SMART-1' }));
  ehr.add(jennyResources({ id: 'ctx-2', mrn: 'SMART-2', family: 'Standalone' }));
  ehr.launchContexts.set('launch-abc', 'ctx-1');
  ehr.standalonePatient = 'ctx-2';
  offList = createServer((req, res) => {
    offListRequests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        authorization_endpoint: 'http://127.0.0.1:1/authorize',
        token_endpoint: 'http://127.0.0.1:1/token',
      }),
    );
  });
  await new Promise<void>((resolve) => offList.listen(0, '127.0.0.1', resolve));
  const offListUrl = `http://127.0.0.1:${(offList.address() as AddressInfo).port}/.well-known/smart-configuration`;
  ehrV2 = await startFakeFhir({ capabilities: ['permission-v2', 'sso-openid-connect'] });
  ehrNoIdToken = await startFakeFhir({ omitIdToken: true });
  ehrForged = await startFakeFhir({ forgeIdToken: true });
  ehrRedirect = await startFakeFhir({ redirectDiscoveryTo: offListUrl });
  const oidc = ['permission-v2', 'sso-openid-connect'];
  ehrWrongAud = await startFakeFhir({
    capabilities: oidc,
    idTokenClaims: { aud: 'some-other-app' },
  });
  ehrExpired = await startFakeFhir({
    capabilities: oidc,
    idTokenClaims: { exp: Math.floor(Date.now() / 1000) - 3600 },
  });
  ehrWrongNonce = await startFakeFhir({
    capabilities: oidc,
    idTokenClaims: { nonce: 'a-nonce-from-another-launch' },
  });
  ehrNoNonce = await startFakeFhir({ capabilities: oidc, idTokenClaims: { nonce: undefined } });
  ehrNoOidc = await startFakeFhir({ capabilities: ['permission-v1'] });
  for (const server of [
    ehrV2,
    ehrNoIdToken,
    ehrForged,
    ehrRedirect,
    ehrWrongAud,
    ehrExpired,
    ehrWrongNonce,
    ehrNoNonce,
    ehrNoOidc,
  ]) {
    server.add(jennyResources({ id: 'ctx-9', mrn: 'SMART-9' }));
    server.launchContexts.set('launch-9', 'ctx-9');
  }
  t = await createTestContext({
    env: serverEnvSchema.parse({
      RATE_LIMIT_PER_MINUTE: '100000',
      FHIR_BASE_URL: ehr.baseUrl,
      FHIR_ALLOWED_URLS: [
        ehrV2,
        ehrNoIdToken,
        ehrForged,
        ehrRedirect,
        ehrWrongAud,
        ehrExpired,
        ehrWrongNonce,
        ehrNoNonce,
        ehrNoOidc,
      ]
        .map((s) => s.baseUrl)
        .join(','),
      PUBLIC_URL,
    }),
  });
  team = await signUpTeam(t.app, 'SMART Hospital');
  onc = team.oncologist.accessToken;
}, 120_000);
afterAll(async () => {
  await t.close();
  for (const s of [
    ehr,
    ehrV2,
    ehrNoIdToken,
    ehrForged,
    ehrRedirect,
    ehrWrongAud,
    ehrExpired,
    ehrWrongNonce,
    ehrNoNonce,
    ehrNoOidc,
  ]) {
    await s?.close();
  }
  if (offList) await new Promise((resolve) => offList.close(resolve));
});

const launch = (token: string | null, body: Record<string, unknown>) =>
  call(t.app, token, 'POST', '/api/fhir/smart/launch', body);

/** The browser: follow the authorization URL; the fake EHR approves and redirects back. */
async function authorize(url: string): Promise<{ code: string; state: string; redirect: URL }> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const redirect = new URL(res.headers.get('location')!);
  return {
    code: redirect.searchParams.get('code')!,
    state: redirect.searchParams.get('state')!,
    redirect,
  };
}

describe('SMART App Launch', () => {
  it('says it is not configured until an admin sets the client id', async () => {
    const res = await launch(onc, {});
    expect(res.statusCode).toBe(503);
    expect(errorOf(res).message).toMatch(/^SMART launch is not configured/);
    const conn = (await call(t.app, onc, 'GET', '/api/fhir/connection')).json();
    expect(conn.smart).toEqual({
      configured: false,
      clientId: null,
      clientSecretSet: false,
      scopes: 'patient/*.read',
      launchUrl: `${PUBLIC_URL}/ehr/launch`,
      redirectUrl: `${PUBLIC_URL}/ehr/callback`,
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/fhir/connection',
      headers: bearer(onc),
      payload: { smartClientId: FAKE_SMART_CLIENT },
    });
    expect(saved.json().smart.configured).toBe(true);
  });

  it('401 anonymous; researchers and students may not launch (403); an EHR launch needs iss (400)', async () => {
    expect((await launch(null, {})).statusCode).toBe(401);
    expect((await launch(team.researcher.accessToken, {})).statusCode).toBe(403);
    expect((await launch(team.student.accessToken, {})).statusCode).toBe(403);
    expect((await launch(onc, { launch: 'launch-abc' })).statusCode).toBe(400);
  });

  it('refuses an EHR that is not an allowed server', async () => {
    const res = await launch(onc, { iss: 'https://evil.example.org/fhir', launch: 'x' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/^iss: this EHR is not an allowed FHIR server/);
  });

  it('EHR launch: the authorization URL carries the SMART parameters and a PKCE S256 challenge', async () => {
    const res = await launch(onc, { iss: ehr.baseUrl, launch: 'launch-abc' });
    expect(res.statusCode).toBe(200);
    const { authorizeUrl, kind } = res.json();
    expect(kind).toBe('ehr');
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${ehr.origin}/auth/authorize`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      response_type: 'code',
      client_id: FAKE_SMART_CLIENT,
      redirect_uri: `${PUBLIC_URL}/ehr/callback`,
      aud: ehr.baseUrl,
      launch: 'launch-abc',
      code_challenge_method: 'S256',
    });
    expect(q.scope!.split(' ').sort()).toEqual(['fhirUser', 'launch', 'openid', 'patient/*.read']);
    expect(q.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('completes with the code (PKCE verified by the EHR), then previews and imports the patient in context', async () => {
    const { authorizeUrl } = (await launch(onc, { iss: ehr.baseUrl, launch: 'launch-abc' })).json();
    const { code, state, redirect } = await authorize(authorizeUrl);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${PUBLIC_URL}/ehr/callback`);
    const done = await call(t.app, onc, 'POST', '/api/fhir/smart/callback', { code, state });
    expect(done.statusCode).toBe(200);
    const session = done.json();
    expect(session).toMatchObject({ serverOrigin: ehr.origin, patient: 'ctx-1' });
    // The token never reaches the browser, nor the database in clear.
    const tokenRequest = ehr.requests.find((r) => r.path === '/auth/token')!;
    expect(new URLSearchParams(tokenRequest.body).get('code_verifier')).toMatch(
      /^[A-Za-z0-9_-]{43,128}$/,
    );
    expect(JSON.stringify(session)).not.toMatch(/access_token|code_verifier/);
    const rows = await t.db.db.select().from(fhirSmartSessions);
    expect(
      rows.every((r) => r.stateSealed.startsWith('v1.') && !r.stateSealed.includes('access_token')),
    ).toBe(true);

    // Completing twice answers the same session (a reload of the callback page).
    expect(
      (await call(t.app, onc, 'POST', '/api/fhir/smart/callback', { code, state })).json()
        .sessionId,
    ).toBe(session.sessionId);

    const preview = await call(
      t.app,
      onc,
      'GET',
      `/api/fhir/smart/sessions/${session.sessionId}/preview`,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json().report.counts.medications).toBe(2);
    const fhirCall = ehr.requests.find((r) => r.path.endsWith('/$everything'))!;
    expect(fhirCall.headers.authorization).toMatch(/^Bearer /);

    const imported = await call(
      t.app,
      onc,
      'POST',
      `/api/fhir/smart/sessions/${session.sessionId}/import`,
    );
    expect(imported.statusCode).toBe(201);
    const p = (await call(t.app, onc, 'GET', `/api/patients/${imported.json().patientId}`)).json();
    expect(p.demographics.mrn).toBe('SMART-1');
  });

  it('standalone launch: launch/patient scope, the patient the user picked at the EHR', async () => {
    const res = await launch(onc, {});
    const { authorizeUrl, kind } = res.json();
    expect(kind).toBe('standalone');
    expect(new URL(authorizeUrl).searchParams.get('scope')!.split(' ')).toContain('launch/patient');
    expect(new URL(authorizeUrl).searchParams.get('launch')).toBeNull();
    const { code, state } = await authorize(authorizeUrl);
    const session = (
      await call(t.app, onc, 'POST', '/api/fhir/smart/callback', { code, state })
    ).json();
    expect(session.patient).toBe('ctx-2');
  });

  it('the session belongs to the user who launched: another user gets 400 on the callback and 404 on the session', async () => {
    const { authorizeUrl } = (await launch(onc, { iss: ehr.baseUrl, launch: 'launch-abc' })).json();
    const { code, state } = await authorize(authorizeUrl);
    const stolen = await call(
      t.app,
      team.pharmacist.accessToken,
      'POST',
      '/api/fhir/smart/callback',
      { code, state },
    );
    expect(stolen.statusCode).toBe(400);
    const session = (
      await call(t.app, onc, 'POST', '/api/fhir/smart/callback', { code, state })
    ).json();
    expect(
      (
        await call(
          t.app,
          team.pharmacist.accessToken,
          'GET',
          `/api/fhir/smart/sessions/${session.sessionId}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('a wrong code is refused by the EHR (502); an unknown state is a 400', async () => {
    const { authorizeUrl } = (await launch(onc, { iss: ehr.baseUrl, launch: 'launch-abc' })).json();
    const { state } = await authorize(authorizeUrl);
    const bad = await call(t.app, onc, 'POST', '/api/fhir/smart/callback', {
      code: 'not-the-code',
      state,
    });
    expect(bad.statusCode).toBe(502);
    expect(errorOf(bad).message).toMatch(/^The EHR's authorization server refused the code/);
    expect(
      (await call(t.app, onc, 'POST', '/api/fhir/smart/callback', { code: 'x', state: 'unknown' }))
        .statusCode,
    ).toBe(400);
  });

  it('an expired session must be launched again', async () => {
    const { authorizeUrl } = (await launch(onc, {})).json();
    const { code, state } = await authorize(authorizeUrl);
    const session = (
      await call(t.app, onc, 'POST', '/api/fhir/smart/callback', { code, state })
    ).json();
    // The EHR's token lived an hour; an hour and a minute later:
    await t.db.db
      .update(fhirSmartSessions)
      .set({ expiresAt: new Date(t.clock.now - 60_000) })
      .where(eq(fhirSmartSessions.id, session.sessionId));
    const res = await call(
      t.app,
      onc,
      'GET',
      `/api/fhir/smart/sessions/${session.sessionId}/preview`,
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('This SMART session has expired: launch again');
  });
});

describe('SMART App Launch 2.0: scopes by version, id_token, no redirects (issues 20, 21)', () => {
  it('asks v2 scopes (patient/*.rs) of a server that advertises permission-v2, v1 of one that does not', async () => {
    const v2 = await launch(onc, { iss: ehrV2.baseUrl, launch: 'launch-9' });
    expect(v2.statusCode, v2.body).toBe(200);
    const scopes = new URL(v2.json().authorizeUrl).searchParams.get('scope')!.split(' ').sort();
    expect(scopes).toEqual(['fhirUser', 'launch', 'openid', 'patient/*.rs']);
    const v1 = await launch(onc, { iss: ehr.baseUrl, launch: 'launch-abc' });
    expect(new URL(v1.json().authorizeUrl).searchParams.get('scope')).toMatch(/patient\/\*\.read/);
  });

  it("validates the id_token: the v2 server's signed token completes the launch", async () => {
    const { authorizeUrl } = (await launch(onc, { iss: ehrV2.baseUrl, launch: 'launch-9' })).json();
    const { code, state } = await authorize(authorizeUrl);
    const done = await call(t.app, onc, 'POST', '/api/fhir/smart/callback', { code, state });
    expect(done.statusCode, done.body).toBe(200);
    // The signed-in EHR user is read from the validated id_token, and kept with the session.
    expect(done.json()).toMatchObject({
      patient: 'ctx-9',
      fhirUser: `${ehrV2.baseUrl}/Practitioner/practitioner-1`,
    });
    const again = await call(
      t.app,
      onc,
      'GET',
      `/api/fhir/smart/sessions/${done.json().sessionId}`,
    );
    expect(again.json()).toMatchObject({
      fhirUser: `${ehrV2.baseUrl}/Practitioner/practitioner-1`,
    });
    // The launch sent a nonce (OpenID Connect) and the token endpoint saw the same code.
    expect(new URL(authorizeUrl).searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('a server without OpenID Connect is not asked for openid, sends no nonce, and the session has no fhirUser', async () => {
    const { authorizeUrl } = (
      await launch(onc, { iss: ehrNoOidc.baseUrl, launch: 'launch-9' })
    ).json();
    const params = new URL(authorizeUrl).searchParams;
    expect(params.get('scope')).not.toMatch(/openid/);
    expect(params.get('nonce')).toBeNull();
    const { code, state } = await authorize(authorizeUrl);
    const done = await call(t.app, onc, 'POST', '/api/fhir/smart/callback', { code, state });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().fhirUser).toBeNull();
  });

  it.each([
    ['no id_token although openid was asked', () => ehrNoIdToken, /did not return an id_token/],
    ['an id_token signed with an unpublished key', () => ehrForged, /id_token is not valid/],
    ['an id_token for another client (aud)', () => ehrWrongAud, /id_token is not valid.*aud/],
    ['an expired id_token', () => ehrExpired, /id_token is not valid.*exp/],
    ['an id_token with another launch’s nonce', () => ehrWrongNonce, /nonce is not the one/],
    ['an id_token without the nonce sent', () => ehrNoNonce, /carries no nonce/],
  ])('refuses %s (502)', async (_what, server, message) => {
    const { authorizeUrl } = (
      await launch(onc, { iss: server().baseUrl, launch: 'launch-9' })
    ).json();
    const { code, state } = await authorize(authorizeUrl);
    const done = await call(t.app, onc, 'POST', '/api/fhir/smart/callback', { code, state });
    expect(done.statusCode).toBe(502);
    expect(errorOf(done).message).toMatch(message);
  });

  it('refuses a SMART discovery that redirects, without asking where it points (502)', async () => {
    const res = await launch(onc, { iss: ehrRedirect.baseUrl, launch: 'launch-9' });
    expect(res.statusCode).toBe(502);
    expect(errorOf(res).message).toMatch(/redirect/);
    expect(offListRequests).toEqual([]);
  });
});
