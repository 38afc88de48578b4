import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './support/axe';
import { DESKTOP, MOBILE, launchBrowser, newContext, screenshot } from './support/browser';
import { ROOT, startServer, type RunningServer } from './support/server';
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

/** Fills the dose form for a reference adult: 170 cm, 70 kg, 60 years, male, SCr 0.9 mg/dL. */
async function enterPatient(page: Page) {
  const form = page.getByRole('form', { name: 'Dose calculation' });
  await form.getByRole('textbox', { name: 'Height (cm)' }).fill('170');
  await form.getByRole('textbox', { name: 'Weight (kg)' }).fill('70');
  await form.getByRole('textbox', { name: 'Age (years)' }).fill('60');
  await form.getByRole('textbox', { name: /^Serum creatinine/ }).fill('0.9');
  await form.getByRole('radio', { name: 'Male', exact: true }).check();
  await form.getByRole('button', { name: 'Calculate doses' }).click();
}

describe('regimen journey', () => {
  it('finds FOLFOX, calculates mFOLFOX6 for a patient and prints the order sheet', async () => {
    const { ctx, page } = await signedInOncologist();
    await page.goto('/regimens');
    await page.getByRole('heading', { name: 'Treatment plans', level: 2 }).waitFor();
    await page.getByRole('searchbox', { name: 'Search regimens' }).fill('FOLFOX');
    await page.getByRole('link', { name: 'mFOLFOX6', exact: true }).click();
    await page.getByRole('heading', { name: 'mFOLFOX6', level: 2 }).waitFor();
    await page.getByRole('region', { name: 'Dose modifications' }).waitFor();
    await screenshot(page, 'regimen-detail-desktop');
    await expectNoSeriousAxe(page);

    await page.getByRole('tab', { name: 'Calculate doses' }).click();
    await enterPatient(page);
    // Mosteller √(170 × 70 / 3600) = 1.818 → 1.82 m²; oxaliplatin 85 mg/m² × 1.82 = 154.7 mg.
    await page.getByText('85 mg/m² × 1.82 m² = 154.7 mg').waitFor();
    const oxaliplatin = page.getByRole('row', { name: /^Oxaliplatin/ });
    await expect.poll(() => oxaliplatin.textContent()).toContain('154.7 mg');
    // Leucovorin is not reduced with the dose level but is dosed on BSA: 400 × 1.82 = 728 mg.
    await expect
      .poll(() => page.getByRole('row', { name: /^Leucovorin/ }).textContent())
      .toContain('728 mg');
    await screenshot(page, 'regimen-calculated-desktop');
    await expectNoSeriousAxe(page);

    // Ctrl+P prints the order sheet only: the app chrome and the form are hidden in print.
    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByRole('article', { name: 'Chemotherapy order sheet' });
    expect(await sheet.isVisible()).toBe(true);
    expect(await page.getByRole('form', { name: 'Dose calculation' }).isVisible()).toBe(false);
    expect(await page.locator('.mantine-AppShell-navbar').isVisible()).toBe(false);
    await screenshot(page, 'regimen-print-media');
    await page.emulateMedia({ media: 'screen' });
    expect(await sheet.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Print order sheet' }).click();
    await sheet.waitFor();
    await sheet.getByText(/^Verify before administration/).waitFor();
    expect(await sheet.getByLabel('Name (to be written by hand)').textContent()).toBe('');
    expect(await sheet.textContent()).toContain('170 cm / 70 kg');
    expect(await sheet.textContent()).toContain('154.7 mg');
    await screenshot(page, 'regimen-order-sheet');
    await expectNoSeriousAxe(page);
    mkdirSync(path.join(ROOT, 'e2e/artifacts'), { recursive: true });
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({
      path: path.join(ROOT, 'e2e/artifacts/regimen-order-sheet.pdf'),
      format: 'A4',
    });
    expect(pdf.byteLength).toBeGreaterThan(10_000);
    await ctx.close();
  });

  it('works at phone width', async () => {
    const { ctx, page } = await signedInOncologist(MOBILE);
    await page.goto('/regimens?id=mfolfox6');
    await page.getByRole('heading', { name: 'mFOLFOX6', level: 2 }).waitFor();
    await page.getByRole('tab', { name: 'Calculate doses' }).click();
    await enterPatient(page);
    await page.getByText('85 mg/m² × 1.82 m² = 154.7 mg').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'regimen-calculated-mobile');
    await expectNoSeriousAxe(page);
    await ctx.close();
  });
});
