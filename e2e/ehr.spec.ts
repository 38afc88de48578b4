import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFhir, type FakeFhir } from '../src/server/test-support/fhir-fake-server';
import { jennyBundle, jennyResources } from '../src/server/test-support/fhir-fixtures';
import { expectNoSeriousAxe } from './support/axe';
import { DESKTOP, MOBILE, launchBrowser, newContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signInViaUi, signUpViaApi } from './support/users';

/*
 * /ehr: upload a FHIR bundle (mCODE-shaped, with things to skip and codes to flag), read the
 * report, import it as a new patient and open the record; then the institution's FHIR server
 * (a local fake the app is pointed at with FHIR_BASE_URL): search, preview, report. Axe on each
 * screen; screenshots at 1280 and 390 px.
 */

let fhir: FakeFhir;
let server: RunningServer;
let browser: Browser;
let bundleFile: string;

beforeAll(async () => {
  fhir = await startFakeFhir();
  fhir.add(jennyResources({ id: 'remote-1', mrn: 'EHR-7', family: 'Quillfeather', given: 'Ada' }));
  server = await startServer({ env: { FHIR_BASE_URL: fhir.baseUrl } });
  browser = await launchBrowser();
  const dir = mkdtempSync(path.join(tmpdir(), 'oncocds-ehr-'));
  bundleFile = path.join(dir, 'jenny.fhir.json');
  writeFileSync(bundleFile, JSON.stringify(jennyBundle({ mrn: 'E2E-FHIR-1' }), null, 2));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fhir?.close();
});

async function signedInOncologist(viewport = DESKTOP) {
  const email = await signUpViaApi(server.url, 'oncologist');
  const ctx = await newContext(browser, server.url, viewport);
  const page = await ctx.newPage();
  await signInViaUi(page, email);
  await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor({ timeout: 60_000 });
  return { ctx, page };
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('ehr journey', () => {
  it('imports a bundle: report first, then the new patient opens', async () => {
    const { ctx, page } = await signedInOncologist();
    await page.goto('/ehr');
    await page.getByRole('heading', { name: 'EHR integration', level: 2 }).waitFor();
    await page.locator('input[type=file]').setInputFiles(bundleFile);
    await page
      .getByRole('textbox', { name: 'Or paste the JSON' })
      .filter({ hasText: 'E2E-FHIR-1' })
      .waitFor();
    await page.getByRole('button', { name: 'Check the bundle' }).click();
    const report = page.getByRole('group', { name: 'Import report' });
    await report.waitFor();
    const text = (await report.textContent()) ?? '';
    expect(text).toContain('17 resources read');
    expect(text).toContain('OncoCDS does not record Encounter resources');
    expect(text).toContain('medications.drugName');
    expect(text).toContain('Creatine kinase 120 U/L — cannot assess');
    expect(text).toContain('stage IIB of Left breast cancer');
    await screenshot(page, 'ehr-report-desktop');
    await expectNoSeriousAxe(page);

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('New patient created').waitFor();
    await page.getByRole('button', { name: 'Open the patient' }).click();
    await page
      .getByRole('heading', { name: 'Mister, Jenny', level: 2 })
      .waitFor({ timeout: 60_000 });
    expect(page.url()).toMatch(/\/patients\/[0-9a-f-]{36}$/);
    expect(await page.locator('main').textContent()).toContain('E2E-FHIR-1');
    await screenshot(page, 'ehr-imported-patient-desktop');
    await expectNoSeriousAxe(page);
    await ctx.close();
  });

  it('at 390 px: the report reads without sideways scrolling', async () => {
    const { ctx, page } = await signedInOncologist(MOBILE);
    await page.goto('/ehr');
    await page.locator('input[type=file]').setInputFiles(bundleFile);
    await page
      .getByRole('textbox', { name: 'Or paste the JSON' })
      .filter({ hasText: 'E2E-FHIR-1' })
      .waitFor();
    await page.getByRole('button', { name: 'Check the bundle' }).click();
    await page.getByRole('group', { name: 'Import report' }).waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'ehr-report-mobile');
    await expectNoSeriousAxe(page);
    await ctx.close();
  });

  it('searches the FHIR server, previews a patient and reads its report', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { ctx, page } = await signedInOncologist(viewport);
      await page.goto('/ehr');
      await page.getByRole('tab', { name: 'FHIR server' }).click();
      await page.getByText(`Connected to ${fhir.baseUrl}`).waitFor();
      await page.getByRole('textbox', { name: 'Name' }).fill('quill');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('button', { name: 'Preview Ada Quillfeather' }).click();
      const preview = page.getByRole('group', { name: 'Preview' });
      await preview.waitFor({ timeout: 60_000 });
      expect(await preview.textContent()).toContain('Medications: 2');
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `ehr-server-${viewport === DESKTOP ? 'desktop' : 'mobile'}`);
      await expectNoSeriousAxe(page);
      await ctx.close();
    }
  });
});
