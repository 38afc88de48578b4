import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './support/axe';
import { DESKTOP, MOBILE, launchBrowser, newContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signInViaUi, signUpViaApi } from './support/users';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInOncologist(viewport = DESKTOP) {
  const email = await signUpViaApi(server.url, 'oncologist');
  const ctx = await newContext(browser, server.url, viewport);
  const page = await ctx.newPage();
  await signInViaUi(page, email);
  await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor({ timeout: 60_000 });
  return { ctx, page };
}

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Opens a demo patient's record (the list creates them on first use): it becomes current. */
async function openGrace(page: Page) {
  await page.goto('/patients');
  await page.getByRole('link', { name: 'Demo, Grace' }).first().click();
  await page.getByRole('heading', { name: 'Demo, Grace', level: 2 }).waitFor();
  await page.goto('/clinical');
  await page
    .getByRole('region', { name: 'Current patient' })
    .getByRole('link', { name: 'Demo, Grace: open the record' })
    .waitFor();
}

describe('clinical decision journey', () => {
  it('opens a demo patient, acknowledges an alert, checks a planned regimen and loads the patient elsewhere', async () => {
    const { ctx, page } = await signedInOncologist();
    await openGrace(page);

    // Alerts grouped by severity, critical first.
    const critical = page.getByRole('region', { name: 'Critical clinical alerts' });
    await critical.getByText(/^Anthracycline cumulative dose 550 mg\/m²/).waitFor();
    const groups = await page
      .locator('[data-testid^="alert-group-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(groups).toEqual([
      'alert-group-critical',
      'alert-group-high',
      'alert-group-medium',
      'alert-group-low',
    ]);
    await screenshot(page, 'clinical-alerts-desktop');
    await expectNoSeriousAxe(page);

    // Acknowledge the low-level amlodipine interaction with a reason.
    const low = page.getByRole('region', { name: 'Low clinical alerts' });
    await low.getByRole('button', { name: /^Acknowledge… Amlodipine \+ Dexamethasone/ }).click();
    const form = page.getByRole('form', { name: /^Acknowledge Amlodipine \+ Dexamethasone/ });
    await form.getByRole('radio', { name: 'Will monitor' }).check();
    await form.getByRole('textbox', { name: 'Comment' }).fill('Blood pressure checked each cycle');
    await screenshot(page, 'clinical-acknowledge-desktop');
    await expectNoSeriousAxe(page);
    await form.getByRole('button', { name: 'Acknowledge' }).click();
    await low
      .getByText(
        /^Acknowledged by Eve Oncologist \(oncologist\) on .*: Will monitor — “Blood pressure checked each cycle”/,
      )
      .waitFor();

    // Check a planned doxorubicin regimen with stated prior anthracycline and chest radiation.
    await page.getByRole('tab', { name: 'Check a planned regimen' }).click();
    const planned = page.getByRole('form', { name: 'Planned regimen' });
    await planned.getByRole('combobox', { name: /^Regimen/ }).fill('Doxorubicin (single');
    await page.getByRole('option', { name: 'Doxorubicin (single agent)' }).click();
    await planned.getByRole('textbox', { name: /^Cycles/ }).fill('2');
    await planned.getByRole('textbox', { name: /^Prior anthracycline/ }).fill('100');
    await planned.getByRole('checkbox', { name: /^Prior chest or mediastinal radiation/ }).check();
    await planned.getByRole('button', { name: 'Check regimen' }).click();
    await page.getByRole('heading', { name: 'Findings for Doxorubicin (single agent)' }).waitFor();
    const cumulative = page.getByTestId('planned-finding').filter({
      hasText:
        /Anthracycline cumulative dose \d+ mg\/m²: above the lifetime limit of 400 mg\/m² \(lowered for prior chest radiation\)/,
    });
    await cumulative.waitFor();
    expect(await cumulative.getAttribute('data-severity')).toBe('critical');
    expect(await cumulative.textContent()).toContain('Already raised');
    const inputs = page.getByRole('table', {
      name: 'What the record gives the regimen calculator',
    });
    await expect.poll(() => inputs.textContent()).toContain('165 cm');
    expect(await inputs.textContent()).toMatch(/0\.7 mg\/dL on \d{4}-\d{2}-\d{2}/);
    const calculator = page.getByRole('link', { name: 'Open in the regimen calculator' });
    expect(await calculator.getAttribute('href')).toMatch(
      /^\/regimens\?patient=[0-9a-f-]{36}&regimen=doxorubicin-sarcoma$/,
    );
    await screenshot(page, 'clinical-regimen-check-desktop');
    await expectNoSeriousAxe(page);

    // The interaction checker loads the patient's active medications and checks them.
    await page.goto('/interactions');
    await page.getByRole('button', { name: 'Load from the current patient' }).click();
    await page.getByText(/^Loaded 5 active therapies of Demo, Grace\./).waitFor();
    await page
      .getByText(/Amlodipine.*Dexamethasone|Dexamethasone.*Amlodipine/)
      .first()
      .waitFor();
    await screenshot(page, 'interactions-from-patient-desktop');
    await expectNoSeriousAxe(page);

    // Genomics takes the genotype and the medications (for phenoconversion).
    await page.goto('/genomics');
    await page.getByRole('button', { name: 'Load from the current patient' }).click();
    await page.getByText(/^Loaded 1 of 1 genetics result of Demo, Grace/).waitFor();
    const result = page.getByLabel('Result 1', { exact: true });
    expect(await result.getByRole('textbox', { name: /^Diplotype/ }).inputValue()).toBe('*1/*4');
    await screenshot(page, 'genomics-from-patient-desktop');
    await expectNoSeriousAxe(page);
    await ctx.close();
  });

  it('works at phone width', async () => {
    const { ctx, page } = await signedInOncologist(MOBILE);
    await page.goto('/clinical');
    await page.getByRole('heading', { name: 'Choose a patient', level: 3 }).waitFor();
    await page.getByRole('button', { name: /^Demo, Thomas/ }).waitFor();
    await screenshot(page, 'clinical-picker-mobile');
    await expectNoSeriousAxe(page);
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: /^Demo, Thomas/ }).click();
    await page
      .getByRole('region', { name: 'Critical clinical alerts' })
      .getByText(/^Pemetrexed: not for use/)
      .waitFor();
    await screenshot(page, 'clinical-alerts-mobile');
    await expectNoSeriousAxe(page);
    await expectNoSideScroll(page);

    await page.getByRole('tab', { name: 'Check a planned regimen' }).click();
    const planned = page.getByRole('form', { name: 'Planned regimen' });
    await planned.getByRole('combobox', { name: /^Regimen/ }).fill('pemetrexed');
    await page.getByRole('option').first().click();
    await planned.getByRole('button', { name: 'Check regimen' }).click();
    await page.getByRole('heading', { name: /^Findings for / }).waitFor();
    await page.getByTestId('planned-finding').first().waitFor();
    await screenshot(page, 'clinical-regimen-check-mobile');
    await expectNoSeriousAxe(page);
    await expectNoSideScroll(page);
    await ctx.close();
  });
});
