import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../src/core/access';
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

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function signedIn(role: Role, viewport = DESKTOP) {
  const email = await signUpViaApi(server.url, role);
  const ctx = await newContext(browser, server.url, viewport);
  const page = await ctx.newPage();
  await signInViaUi(page, email);
  await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor({ timeout: 60_000 });
  return { ctx, page };
}

async function chooseOption(page: Page, label: RegExp, option: RegExp, nth = 0) {
  await page.getByRole('combobox', { name: label }).nth(nth).click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('pharmacogenomics', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('interprets DPYD and a phenoconverted CYP2D6 at %s width', async (name, viewport) => {
    const { ctx, page } = await signedIn('pharmacist', viewport);
    await page.goto('/genomics');
    await page.getByRole('heading', { name: 'Pharmacogenomics', level: 2 }).waitFor();
    await chooseOption(page, /^Gene/, /^DPYD/);
    await page.getByRole('textbox', { name: /^Diplotype/ }).fill('c.1905+1G>A/c.2846A>T');
    await page.getByRole('button', { name: 'Add another gene' }).click();
    await chooseOption(page, /^Gene/, /^CYP2D6/, 1);
    await page
      .getByRole('textbox', { name: /^Diplotype/ })
      .nth(1)
      .fill('*1/*1');
    const meds = page.getByRole('combobox', { name: 'Current medications' });
    await meds.fill('paroxetine');
    await meds.press('Enter');
    await page.getByRole('button', { name: 'Interpret genotypes' }).click();

    // DPYD c.1905+1G>A (*2A) + c.2846A>T: activity score 0 + 0.5 = 0.5, poor metabolizer (CPIC).
    const genes = page.getByRole('table', { name: /Phenotype for each gene/ });
    await genes.waitFor();
    await expect.poll(() => genes.textContent()).toContain('Poor Metabolizer');
    await page.getByText(/CYP2D6 phenoconversion: normal metabolizer → poor metabolizer/).waitFor();
    await page.getByRole('heading', { name: /^Avoid \(\d+\)$/ }).waitFor();
    await page
      .getByRole('article', { name: /^Capecitabine: DPYD/ })
      .first()
      .waitFor();
    await screenshot(page, `genomics-results-${name}`);
    await expectNoSeriousAxe(page);
    if (name === 'mobile') await expectNoSideScroll(page);

    await page.getByRole('tab', { name: 'Gene–drug matrix' }).click();
    const matrix = page.getByRole('table', { name: /Pharmacogenomic actions by drug/ });
    await matrix.waitFor();
    await matrix.getByRole('columnheader', { name: 'DPYD' }).waitFor();
    await screenshot(page, `genomics-matrix-${name}`);
    await expectNoSeriousAxe(page);
    // The matrix scrolls inside its own container; the page itself must not scroll sideways.
    if (name === 'mobile') await expectNoSideScroll(page);
    await ctx.close();
  });
});

describe('protocols', () => {
  it('steps through tumour lysis to rasburicase when G6PD is normal', async () => {
    const { ctx, page } = await signedIn('nurse');
    await page.goto('/protocols');
    await page.getByRole('heading', { name: 'Protocols', level: 2 }).waitFor();
    await expectNoSeriousAxe(page);
    await page.getByRole('link', { name: /^Tumour lysis syndrome/ }).click();
    await page.getByRole('heading', { level: 2, name: /^Tumour lysis syndrome/ }).waitFor();
    await page.getByRole('button', { name: /^Next: Which risk group/ }).click();
    await page.getByRole('button', { name: 'High risk' }).click();
    await page.getByRole('button', { name: /^Next: Is G6PD deficiency excluded/ }).click();
    await page.getByRole('button', { name: /^G6PD activity normal/ }).click();
    const drugs = page.getByRole('table', { name: 'Drugs in this step' });
    await expect.poll(() => drugs.textContent()).toContain('0.2 mg/kg');
    await screenshot(page, 'protocol-stepper-desktop');
    await expectNoSeriousAxe(page);
    await page.getByRole('tab', { name: /^Show all steps/ }).click();
    await page
      .getByRole('link', { name: 'High risk: hydration plus rasburicase' })
      .first()
      .waitFor();
    await expectNoSeriousAxe(page);
    await ctx.close();
  });
});

describe('dosing calculators', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('show substituted formulas at %s width', async (name, viewport) => {
    const { ctx, page } = await signedIn('nurse', viewport);
    await page.goto('/clinical');
    await page.getByRole('heading', { name: 'Clinical decision support', level: 2 }).waitFor();
    const bsa = page.getByRole('tabpanel', { name: 'Body surface area' });
    await bsa.getByRole('textbox', { name: 'Height (cm)' }).fill('170');
    await bsa.getByRole('textbox', { name: 'Weight (kg)' }).fill('70');
    await bsa.getByText('BSA (Mosteller) = √(170 cm × 70 kg / 3600) = 1.818 m²').waitFor();
    await screenshot(page, `clinical-bsa-${name}`);
    await expectNoSeriousAxe(page);
    if (name === 'mobile') await expectNoSideScroll(page);

    await page.getByRole('tab', { name: 'Carboplatin (Calvert)' }).click();
    const carbo = page.getByRole('tabpanel', { name: 'Carboplatin (Calvert)' });
    await carbo.getByRole('textbox', { name: 'Target AUC (mg/mL·min)' }).fill('5');
    await carbo.getByRole('radio', { name: /^Measured GFR/ }).check();
    await carbo.getByRole('textbox', { name: 'Measured GFR (mL/min)' }).fill('150');
    // FDA/CTEP 2010: GFR capped at 125 mL/min, so AUC 5 gives at most 5 × 150 = 750 mg.
    await carbo.getByText('Carboplatin (Calvert) = AUC 5 × (125 + 25) = 750 mg').waitFor();
    await screenshot(page, `clinical-carboplatin-${name}`);
    await expectNoSeriousAxe(page);
    await ctx.close();
  });
});
