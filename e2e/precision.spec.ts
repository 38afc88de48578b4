import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './support/axe';
import { DESKTOP, MOBILE, launchBrowser, newContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signInViaUi, signUpViaApi } from './support/users';

/*
 * Issue 23: an oncologist loads the report of an NSCLC patient with an EGFR exon 19 deletion
 * (demo Thomas: p.E746_A750del, ALK not detected), sees the approved therapies with their label
 * sections, and checks one against the patient's medications in the interaction checker.
 */
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

/** Opening the record makes Thomas the current patient. */
async function openThomas(page: Page) {
  await page.goto('/patients');
  await page.getByRole('link', { name: 'Demo, Thomas' }).first().click();
  await page.getByRole('heading', { name: 'Demo, Thomas', level: 2 }).waitFor();
}

describe('precision oncology journey', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)(
    'loads an EGFR exon 19 deletion NSCLC report, sees the approved therapies and checks one (%s)',
    async (name, viewport) => {
      const { ctx, page } = await signedInOncologist(viewport);
      await openThomas(page);

      await page.goto('/genomics?view=tumour');
      await page.getByRole('button', { name: 'Load from the current patient' }).click();
      await page.getByText(/^Loaded 2 tumour findings from the record/).waitFor();
      expect(await page.getByRole('textbox', { name: 'Alteration 1' }).inputValue()).toBe(
        'p.E746_A750del',
      );

      const exact = page.getByRole('region', { name: 'This cancer' });
      const osimertinib = exact.getByRole('article', { name: /^Osimertinib: FDA label/ });
      await osimertinib.waitFor({ timeout: 60_000 });
      await osimertinib
        .getByText(/Tagrisso \(osimertinib\) US prescribing information, § 1 Indications and Usage/)
        .waitFor();
      for (const drug of ['Erlotinib', 'Gefitinib', 'Afatinib', 'Dacomitinib']) {
        await exact.getByRole('article', { name: new RegExp(`^${drug}: FDA label`) }).waitFor();
      }
      await page.getByText(/Read as: Non-small cell lung cancer/).waitFor();
      await screenshot(page, `precision-tumour-profile-${name}`);
      await expectNoSeriousAxe(page);
      if (name === 'mobile') await expectNoSideScroll(page);

      // Planning it: the interaction checker opens with the patient's medications and the drug.
      await osimertinib.getByRole('link', { name: 'Check interactions: Osimertinib' }).click();
      await page.waitForURL(/\/interactions/);
      await page.getByRole('list', { name: 'Findings by severity' }).waitFor({ timeout: 30_000 });
      await page
        .getByText(/Osimertinib/)
        .first()
        .waitFor();
      await screenshot(page, `precision-interaction-check-${name}`);
      await expectNoSeriousAxe(page);
      if (name === 'mobile') await expectNoSideScroll(page);
      await ctx.close();
    },
  );

  it('shows the matches on the patient’s genetics tab', async () => {
    const { ctx, page } = await signedInOncologist();
    await openThomas(page);
    await page.getByRole('tab', { name: /^Genetics/ }).click();
    const matches = page.getByRole('region', { name: 'Tumour biomarker therapies' });
    await matches
      .getByRole('article', { name: /^Osimertinib: FDA label/ })
      .waitFor({ timeout: 60_000 });
    await page.getByText(/p\.E746_A750del \(indel\)/).waitFor();
    await screenshot(page, 'precision-patient-genetics-desktop');
    await expectNoSeriousAxe(page);
    await ctx.close();
  });
});
