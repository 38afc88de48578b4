import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './support/axe';
import { DESKTOP, MOBILE, launchBrowser, newContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signInViaUi, signUpViaApi } from './support/users';

/*
 * Issue 22: the alert policy panel on /knowledge proposes a change from pickers, not typed ids:
 * two knowledge-base drugs for a pair (at 1280 px), a tunable rule with its knowledge-base
 * severity (at 390 px). Screenshots at both widths; axe clean.
 */

let server: RunningServer;
let browser: Browser;
let admin = '';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // The founding pharmacist is the institution's administrator: they may propose.
  admin = await signUpViaApi(server.url, 'pharmacist', {
    institution: `E2E Policy Hospital ${Date.now()}`,
  });
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function policyForm(viewport: typeof DESKTOP): Promise<Page> {
  const ctx = await newContext(browser, server.url, viewport);
  const page = await ctx.newPage();
  await signInViaUi(page, admin);
  await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor({ timeout: 60_000 });
  await page.goto('/knowledge');
  await page
    .getByRole('heading', { name: 'Institution alert policy' })
    .waitFor({ timeout: 30_000 });
  return page;
}

async function pick(page: Page, label: string | RegExp, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click({ timeout: 60_000 });
}

describe('alert policy panel pickers (issue 22)', () => {
  it('proposes a pair change from two picked drugs (1280 px)', async () => {
    const page = await policyForm(DESKTOP);
    const form = page.getByRole('form', { name: 'Propose an alert policy change' });
    await expect
      .poll(
        async () => form.getByRole('combobox', { name: 'First drug', exact: true }).isEnabled(),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    await pick(page, 'First drug', 'warfa', /^Warfarin$/);
    await pick(page, 'Second drug', 'capecit', /^Capecitabine$/);
    await form
      .getByLabel('Rationale')
      .fill('INR is checked twice weekly by the anticoagulation clinic protocol');
    await screenshot(page, 'alert-policy-pair-desktop');
    await expectNoSeriousAxe(page);
    await form.getByRole('button', { name: 'Propose policy change' }).click();
    await page.getByText('Proposed; waiting for a second approver.').waitFor({ timeout: 60_000 });
    await page
      .getByRole('article', { name: 'Policy for Capecitabine + Warfarin' })
      .waitFor({ timeout: 60_000 });
  });

  it('proposes a rule change from the rule picker (390 px)', async () => {
    const page = await policyForm(MOBILE);
    const form = page.getByRole('form', { name: 'Propose an alert policy change' });
    await form.getByLabel('Applies to').selectOption('rule');
    await form.getByLabel('Rule kind').selectOption('lab');
    // A protected rule (critical label contraindication) is listed but cannot be picked.
    await pick(page, 'Rule', 'a', /\((low|medium|high)\)$/);
    const chosen = await form.getByRole('combobox', { name: 'Rule', exact: true }).inputValue();
    expect(chosen).toMatch(/\((low|medium|high|critical)\)$/);
    await form.getByLabel('Change').selectOption('do-not-interrupt');
    await form
      .getByLabel('Rationale')
      .fill('Counts are reviewed at every pre-cycle visit by the day-unit pharmacist');
    await screenshot(page, 'alert-policy-rule-mobile');
    await expectNoSeriousAxe(page);
    await form.getByRole('button', { name: 'Propose policy change' }).click();
    await page.getByText('Proposed; waiting for a second approver.').waitFor({ timeout: 60_000 });
  });
});
