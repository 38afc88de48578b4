import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './support/axe';
import { DESKTOP, MOBILE, launchBrowser, newContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signInViaUi, signUpViaApi } from './support/users';

/*
 * Issue 13, "Monographs a pharmacist can work from": the monograph shows indications and usual
 * dose, administration, adverse reactions, pregnancy and lactation and hazardous handling, says
 * "no data" where a record has none, and dates its sources with the label revision it was checked
 * against. Looked at as a pharmacist at 1280 and 390 px.
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

async function pharmacist(viewport: typeof DESKTOP) {
  const email = await signUpViaApi(server.url, 'pharmacist');
  const ctx = await newContext(browser, server.url, viewport);
  const page = await ctx.newPage();
  await signInViaUi(page, email);
  await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor({ timeout: 60_000 });
  return { ctx, page };
}

describe('monograph journey', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('capecitabine reads as a pharmacist monograph (%s)', async (name, viewport) => {
    const { ctx, page } = await pharmacist(viewport);
    await page.goto('/database/194000');
    await page.getByRole('heading', { name: 'Capecitabine', level: 2 }).waitFor();
    for (const section of [
      'Indications and usual dose',
      'Administration',
      'Adverse reactions',
      'Pregnancy and lactation',
      'Hazardous-drug handling',
    ]) {
      await page.getByRole('region', { name: section, exact: true }).waitFor();
    }
    await page.getByRole('table', { name: 'Common adverse reactions of Capecitabine' }).waitFor();
    await page.getByText('US label revision checked: December 2022.', { exact: false }).waitFor();
    // The renal rule says its condition once (issue 13).
    const renal = page.getByRole('region', { name: 'Renal adjustment', exact: true });
    expect(await renal.innerText()).not.toMatch(/CrCl < \d+ mL\/min: CrCl/);
    expect(await page.getByRole('region', { name: 'Emetogenic risk' }).innerText()).toContain(
      'Low',
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `monograph-capecitabine-${name}`);
    await expectNoSeriousAxe(page);

    // A drug without monograph sections says so instead of hiding the gap.
    await page.goto('/database/st-johns-wort');
    await page.getByRole('region', { name: 'Prescribing monograph' }).waitFor();
    await page.getByText(/No US label/).waitFor();
    await screenshot(page, `monograph-no-data-${name}`);
    await expectNoSeriousAxe(page);
    await ctx.close();
  });
});
