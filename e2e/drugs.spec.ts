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

async function signedIn(viewport = DESKTOP, role: 'oncologist' | 'researcher' = 'oncologist') {
  const email = await signUpViaApi(server.url, role);
  const ctx = await newContext(browser, server.url, viewport);
  const page = await ctx.newPage();
  await signInViaUi(page, email);
  await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor({ timeout: 60_000 });
  return { ctx, page };
}

/** Types a name into the checker's chip input and takes the highlighted suggestion. */
async function addDrug(page: Page, text: string, expected: string) {
  const input = page.getByLabel('Drugs to check');
  await input.fill(text);
  await page
    .getByRole('option', { name: new RegExp(expected) })
    .first()
    .waitFor();
  await input.press('Enter');
  await page.getByTestId('drug-chip').filter({ hasText: expected }).waitFor();
}

describe('drug journey', () => {
  it('searches a brand, checks four drugs, expands a result, compares two drugs', async () => {
    const { ctx, page } = await signedIn();

    // Search a brand name: Keytruda is pembrolizumab.
    await page.goto('/search');
    await page.getByLabel('Drug, brand or RxCUI').fill('Keytruda');
    const result = page.getByRole('link', { name: 'Pembrolizumab' });
    await result.waitFor();
    await page.waitForURL(/\/search\?q=Keytruda/);
    await screenshot(page, 'drugs-search-desktop');
    await expectNoSeriousAxe(page);
    await result.click();
    await page.getByRole('heading', { name: 'Pembrolizumab', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Metabolism and transport' }).waitFor();
    await screenshot(page, 'drugs-monograph-desktop');
    await expectNoSeriousAxe(page);

    // Check four drugs.
    await page.goto('/interactions');
    await addDrug(page, 'itraconazole', 'Itraconazole');
    await addDrug(page, 'Imbruvica', 'Ibrutinib');
    await addDrug(page, 'omeprazole', 'Omeprazole');
    await addDrug(page, 'dasatinib', 'Dasatinib');
    await page.getByRole('button', { name: 'Check interactions' }).click();

    // Itraconazole + ibrutinib is at least major, so the check interrupts until acknowledged.
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await screenshot(page, 'drugs-interrupt-desktop');
    await dialog.getByRole('button', { name: /I have reviewed/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Checked 4 drugs (6 pairs)', { exact: false }).waitFor();

    // Expand a result.
    const control = page
      .getByRole('button', { name: /(Ibrutinib \+ Itraconazole|Itraconazole \+ Ibrutinib)/ })
      .first();
    await control.click();
    expect(await control.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await control.getAttribute('aria-controls')}"]`);
    await panel.getByText('Management', { exact: true }).waitFor();
    await panel.getByText('Reasoning', { exact: true }).waitFor();
    await panel.getByText('Sources', { exact: true }).waitFor();
    await screenshot(page, 'drugs-interactions-desktop');
    await expectNoSeriousAxe(page);

    // Add to comparison, then open /compare from the tray in a new tab.
    await page.getByRole('button', { name: 'Compare Ibrutinib' }).click();
    await page.getByRole('button', { name: 'Compare Dasatinib' }).click();
    const tray = page.getByRole('complementary', { name: 'Drug comparison tray' });
    await tray.getByText('2/4').waitFor();
    // Reorder from the keyboard: Dasatinib becomes the first column.
    await tray.getByRole('button', { name: 'Move Dasatinib up' }).focus();
    await page.keyboard.press('Enter');
    expect(await tray.getByRole('listitem').first().innerText()).toContain('Dasatinib');
    await screenshot(page, 'drugs-tray-desktop');
    await expectNoSeriousAxe(page);
    const [compare] = await Promise.all([
      ctx.waitForEvent('page'),
      tray.getByRole('link', { name: /Compare 2 drugs/ }).click(),
    ]);
    await compare.waitForURL(/\/compare\?drugs=\d+,\d+/);
    const table = compare.getByRole('table', { name: 'Side-by-side drug comparison' });
    await table.getByRole('columnheader', { name: /Ibrutinib/ }).waitFor();
    const headers = await table.getByRole('columnheader').allInnerTexts();
    expect(headers.map((h) => h.split('\n')[0])).toEqual(['Attribute', 'Dasatinib', 'Ibrutinib']);
    await table.getByRole('rowheader', { name: 'Metabolism and transport' }).waitFor();
    await compare.getByRole('heading', { name: 'Interactions among the compared drugs' }).waitFor();
    await compare.getByText(/Checked 2 drugs \(1 pair\)/).waitFor();
    await screenshot(compare, 'drugs-compare-desktop');
    await expectNoSeriousAxe(compare);
    await ctx.close();
  });

  it('works at 390 px: checker prefilled from the link, curated table, database filters', async () => {
    const { ctx, page } = await signedIn(MOBILE, 'researcher');
    await page.goto('/interactions?drugs=itraconazole,ibrutinib');
    // A researcher's checker is titled by its navigation entry, Adverse Events (SPEC §1, issue 21).
    await page.getByRole('heading', { name: 'Adverse event checker', level: 2 }).waitFor();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /I have reviewed/ })
      .click();
    await page.getByText('Checked 2 drugs (1 pair)', { exact: false }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'drugs-interactions-mobile');
    await expectNoSeriousAxe(page);

    await page.goto('/curated?severity=contraindicated');
    await page.getByRole('table', { name: 'Curated interactions' }).waitFor();
    await page.getByText(/\d+ records? match/).waitFor();
    await screenshot(page, 'drugs-curated-mobile');
    await expectNoSeriousAxe(page);

    await page.goto('/database?qtRisk=known');
    await page.getByRole('table', { name: 'Drugs' }).waitFor();
    await page.getByText(/\d+ drugs? match/).waitFor();
    await screenshot(page, 'drugs-database-mobile');
    await expectNoSeriousAxe(page);

    // A typo still finds the drug (the server is typo tolerant); the monograph follows.
    await page.goto('/search?q=carboplatn');
    await page.getByRole('link', { name: 'Carboplatin' }).click();
    await page.getByRole('heading', { name: 'Carboplatin', level: 2 }).waitFor();
    await screenshot(page, 'drugs-monograph-mobile');
    await expectNoSeriousAxe(page);
    await page.getByRole('button', { name: 'Compare Carboplatin' }).click();
    await page.goto('/search?q=paclitaxel');
    await page.getByRole('button', { name: 'Compare Paclitaxel' }).click();
    const tray = page.getByRole('complementary', { name: 'Drug comparison tray' });
    await tray.getByText('2/4').waitFor();
    // A second add of the same drug is refused with a visible message.
    await page.getByRole('button', { name: 'In comparison: Paclitaxel' }).click();
    await tray
      .getByRole('alert')
      .getByText(/Paclitaxel is already in the comparison/)
      .waitFor();
    await screenshot(page, 'drugs-search-mobile');
    await expectNoSeriousAxe(page);
    const href = await tray.getByRole('link', { name: /Compare 2 drugs/ }).getAttribute('href');
    await page.goto(href ?? '/compare');
    await page.getByRole('table', { name: 'Side-by-side drug comparison' }).waitFor();
    await page.getByText(/Checked 2 drugs \(1 pair\)/).waitFor();
    await screenshot(page, 'drugs-compare-mobile');
    await expectNoSeriousAxe(page);
    await ctx.close();
  });
});
