import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './support/axe';
import { DESKTOP, MOBILE, launchBrowser, newContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { E2E_PASSWORD, signInViaUi, signUpViaApi } from './support/users';

/**
 * Issue 11, the patient journey: an oncologist creates a patient, orders capecitabine and
 * warfarin, sees the interaction alert and acknowledges it with a reason; a nurse of the same
 * institution then sees only high and critical alerts (the lower ones counted, not shown) and
 * records vital signs. The list, the patient page and the form are axe-checked and photographed
 * at 1280 and 390 px.
 */
let server: RunningServer;
let browser: Browser;
let oncologistEmail: string;
const INSTITUTION = 'E2E Patients Hospital';
const ALERT_TITLE = /Capecitabine \+ Warfarin/;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  oncologistEmail = await signUpViaApi(server.url, 'oncologist', { institution: INSTITUTION });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(email: string, viewport = DESKTOP): Promise<Page> {
  const ctx = await newContext(browser, server.url, viewport);
  const page = await ctx.newPage();
  await signInViaUi(page, email);
  await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor({ timeout: 60_000 });
  return page;
}

async function accessToken(email: string): Promise<string> {
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: E2E_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A nurse joining the oncologist's institution with an invitation, as the admin would issue it. */
async function nurseOfSameInstitution(): Promise<string> {
  const res = await fetch(`${server.url}/api/institution/invites`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await accessToken(oncologistEmail)}`,
    },
    body: JSON.stringify({ role: 'nurse', maxUses: 1, expiresInDays: 1 }),
  });
  expect(res.status).toBe(201);
  const { code } = (await res.json()) as { code: string };
  return signUpViaApi(server.url, 'nurse', { invite_code: code });
}

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Types a drug name into the nth drug field and closes the suggestions. */
async function typeDrug(page: Page, name: string, nth = 0) {
  const field = page.getByRole('combobox', { name: /^Drug/ }).nth(nth);
  await field.fill(name);
  await page.getByRole('option', { name }).first().waitFor();
  await field.press('Escape');
}

let patientPath = '';

describe('patients journey', () => {
  it('an oncologist creates a patient, adds capecitabine and warfarin and acknowledges the alert', async () => {
    const page = await signedIn(oncologistEmail);
    await page.goto('/patients');
    await page.getByRole('heading', { name: 'Patients', level: 2 }).waitFor();
    // A new institution receives the three demonstration patients.
    await page.getByRole('link', { name: 'Demo, Eleanor' }).first().waitFor();
    await screenshot(page, 'patients-list-desktop');
    await expectNoSeriousAxe(page);

    await page.getByRole('link', { name: 'New patient' }).click();
    await page.getByRole('heading', { name: 'New patient' }).waitFor();
    // An empty save shows the schema's messages beside the fields.
    await page.getByRole('button', { name: 'Create patient' }).click();
    await page.getByText('must be female, male, other or unknown').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'patients-form-errors-desktop');
    await expectNoSeriousAxe(page);

    await page.getByLabel(/^First name/).fill('Ada');
    await page.getByLabel(/^Last name/).fill('Journey');
    await page.getByLabel(/^Date of birth/).fill('1956-04-12');
    await page.getByLabel(/^Sex/).selectOption('female');
    await page.getByLabel(/^MRN/).fill('E2E-0001');
    await page.getByLabel(/^Height/).fill('165');
    await page.getByLabel(/^Weight/).fill('62');
    await page.getByRole('button', { name: 'Add allergy' }).click();
    await page.getByLabel(/^Allergen/).fill('penicillin');
    await page.getByLabel(/^Severity/).selectOption('moderate');
    await page.getByRole('button', { name: 'Add therapy' }).click();
    await typeDrug(page, 'capecitabine', 0);
    await page.getByLabel(/^Dose/).first().fill('1000 mg/m2');
    await page
      .getByLabel(/^Route/)
      .first()
      .selectOption('oral');
    // Two proton-pump inhibitors: a medium (duplicate) alert for the nurse's view to hide.
    await page.getByRole('button', { name: 'Add therapy' }).click();
    await typeDrug(page, 'omeprazole', 1);
    await page.getByRole('button', { name: 'Add therapy' }).click();
    await typeDrug(page, 'pantoprazole', 2);
    await page.getByRole('button', { name: 'Create patient' }).click();

    await page.getByRole('heading', { name: 'Journey, Ada', level: 2 }).waitFor();
    patientPath = new URL(page.url()).pathname;
    expect(patientPath).toMatch(/^\/patients\/[0-9a-f-]{36}$/);
    await page.getByText('1.69 m² (Mosteller)').waitFor();

    // Warfarin, ordered on the record's therapy tab.
    await page.getByRole('tab', { name: 'Therapies' }).click();
    await page.getByRole('button', { name: 'Add therapy' }).click();
    await typeDrug(page, 'warfarin');
    await page.getByLabel(/^Dose/).fill('5 mg');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByTestId('medication').filter({ hasText: 'warfarin' }).waitFor();

    await page.getByRole('tab', { name: /^Clinical Alerts/ }).click();
    const high = page.getByTestId('alert-group-high');
    const alert = high.getByTestId('patient-alert').filter({ hasText: ALERT_TITLE });
    await alert.waitFor({ timeout: 60_000 });
    await alert.getByText('Check the INR').first().waitFor();
    await page
      .getByTestId('alert-group-medium')
      .getByRole('heading', { name: /^Duplicate therapy/ })
      .waitFor();
    await screenshot(page, 'patients-alerts-desktop');
    await expectNoSeriousAxe(page);

    await alert.getByRole('button', { name: /^Acknowledge… / }).click();
    await alert.getByLabel('Will monitor').check();
    await alert.getByLabel(/^Comment/).fill('INR weekly with the anticoagulation clinic');
    await alert.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    await alert.getByText('Acknowledged', { exact: true }).waitFor();
    await expect
      .poll(() => alert.getByTestId('acknowledgement').textContent())
      .toMatch(/Acknowledged by Eve Oncologist \(oncologist\) .*: Will monitor — “INR weekly/);

    await page.getByRole('tab', { name: 'Summary' }).click();
    await page.getByRole('heading', { name: 'Latest key labs' }).waitFor();
    await screenshot(page, 'patients-page-desktop');
    await expectNoSeriousAxe(page);
    await page.context().close();
  }, 240_000);

  it('a nurse of the same institution sees only high and critical alerts, and records vitals', async () => {
    expect(patientPath).not.toBe('');
    const page = await signedIn(await nurseOfSameInstitution());
    await page.goto('/patients');
    await page.getByRole('link', { name: 'Journey, Ada' }).first().click();
    await page.getByRole('heading', { name: 'Journey, Ada', level: 2 }).waitFor();
    await page.getByRole('tab', { name: /^Safety Warnings/ }).click();

    const alert = page.getByTestId('patient-alert').filter({ hasText: ALERT_TITLE });
    await alert.waitFor({ timeout: 60_000 });
    await alert.getByText('Acknowledged', { exact: true }).waitFor();
    const severities = await page
      .getByTestId('patient-alert')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-severity')));
    expect(severities.length).toBeGreaterThan(0);
    expect(severities.every((s) => s === 'high' || s === 'critical')).toBe(true);
    expect(await page.getByTestId('alert-group-medium').count()).toBe(0);
    expect(await page.getByTestId('alert-group-low').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('hidden-alerts').textContent())
      .toMatch(/^\d+ lower-level safety warnings? (is|are) not shown to your role\./);
    await screenshot(page, 'patients-alerts-nurse-desktop');
    await expectNoSeriousAxe(page);

    // Nurses record vital signs (issue 11); they do not change therapy.
    await page.getByRole('tab', { name: 'Medications' }).click();
    await page.getByTestId('medication').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add medication' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Vitals' }).click();
    await page.getByRole('button', { name: 'Record vital signs' }).click();
    await page.getByLabel(/^Heart rate/).fill('88');
    await page.getByLabel(/^Temperature/).fill('37.4');
    await page.getByRole('button', { name: 'Record', exact: true }).click();
    await page.getByRole('cell', { name: '88 /min' }).waitFor();
    await page.context().close();
  }, 180_000);
});

describe('at 390 px', () => {
  it('the list, the patient page and the form fit a phone and stay axe-clean', async () => {
    expect(patientPath).not.toBe('');
    const page = await signedIn(oncologistEmail, MOBILE);
    await page.goto('/patients');
    await page.getByRole('link', { name: 'Journey, Ada' }).first().waitFor();
    await screenshot(page, 'patients-list-mobile');
    await expectNoSeriousAxe(page);
    await expectNoSideScroll(page);

    await page.goto(patientPath);
    await page.getByRole('heading', { name: 'Journey, Ada', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Latest key labs' }).waitFor();
    await screenshot(page, 'patients-page-mobile');
    await expectNoSeriousAxe(page);
    await expectNoSideScroll(page);

    await page.getByRole('tab', { name: /^Clinical Alerts/ }).click();
    await page.getByTestId('patient-alert').filter({ hasText: ALERT_TITLE }).waitFor();
    await screenshot(page, 'patients-alerts-mobile');
    await expectNoSeriousAxe(page);
    await expectNoSideScroll(page);

    await page.goto('/patients/new');
    await page.getByRole('heading', { name: 'New patient' }).waitFor();
    await page.getByRole('button', { name: 'Add therapy' }).click();
    await page.getByRole('button', { name: 'Create patient' }).click();
    await page.getByText('must be female, male, other or unknown').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'patients-form-mobile');
    await expectNoSeriousAxe(page);
    await expectNoSideScroll(page);
    await page.context().close();
  }, 180_000);
});
