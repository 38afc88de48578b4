import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultStudies,
  fixtureStudy,
  startFakeCtgov,
  type FakeCtgov,
} from '../src/server/test-support/ctgov-fake-server';
import { expectNoSeriousAxe } from './support/axe';
import { DESKTOP, MOBILE, launchBrowser, newContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signInViaUi, signUpViaApi } from './support/users';

/*
 * /trials against a local ClinicalTrials.gov stand-in (the app runs with CTGOV_API_URL pointing
 * to it): search, page on with the registry's token, open a study, make a demo patient current
 * and read the match; then the registry goes down and the page says so.
 */

let fake: FakeCtgov;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // Ten more colorectal studies, so that a search has a second page.
  const extra = Array.from({ length: 10 }, (_, i) =>
    fixtureStudy({
      nct: 90000101 + i,
      title: `Colorectal Cancer Surveillance Cohort ${i + 1}`,
      status: 'RECRUITING',
      phases: ['PHASE2'],
      conditions: ['Colorectal Cancer'],
      interventions: [{ type: 'DRUG', name: 'Aspirin' }],
      minimumAge: '18 Years',
      criteria: 'Inclusion Criteria:\n\n* Resected colorectal cancer',
      sites: [
        ['Prairie University Hospital', 'Chicago', 'Illinois', 'United States', 'RECRUITING'],
        ['Lakeside Cancer Center', 'Boston', 'Massachusetts', 'United States', 'RECRUITING'],
      ],
    }),
  );
  fake = await startFakeCtgov({ studies: [...defaultStudies(), ...extra] });
  server = await startServer({ env: { CTGOV_API_URL: fake.url } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

async function signedInOncologist(viewport = DESKTOP) {
  const email = await signUpViaApi(server.url, 'oncologist');
  const ctx = await newContext(browser, server.url, viewport);
  const page = await ctx.newPage();
  await signInViaUi(page, email);
  await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor({ timeout: 60_000 });
  return { ctx, page };
}

async function search(page: Page, condition: string, location?: string) {
  await page.goto('/trials');
  await page.getByRole('heading', { name: 'Clinical trials', level: 2 }).waitFor();
  const form = page.getByRole('search', { name: 'Search ClinicalTrials.gov' });
  await form.getByRole('textbox', { name: 'Condition or disease' }).fill(condition);
  if (location) await form.getByRole('textbox', { name: 'Location' }).fill(location);
  await form.getByRole('button', { name: 'Search trials' }).click();
}

async function chooseEleanor(page: Page) {
  const match = page.getByRole('region', { name: 'Match for the current patient' });
  await match.getByText(/No current patient is chosen/).waitFor();
  await match.getByRole('combobox', { name: 'Current patient' }).click();
  await page.getByRole('option', { name: 'Demo, Eleanor (demo)' }).click();
  await match.getByRole('button', { name: 'Use this patient' }).click();
  return match;
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('trials journey', () => {
  it('searches, pages, opens a study and shows the match for the current patient', async () => {
    const { ctx, page } = await signedInOncologist();
    await search(page, 'colorectal', 'Boston');
    await page.getByRole('heading', { name: '13 studies on ClinicalTrials.gov' }).waitFor();
    const first = page.getByRole('article', {
      name: 'Capecitabine Maintenance After Induction in Metastatic Colorectal Cancer',
    });
    expect(await first.textContent()).toContain('NCT90000001');
    expect(await first.textContent()).toContain('Nearest sites (3 of 5)');
    expect(await first.textContent()).toContain('Lakeside Cancer Center, Boston, Massachusetts');
    expect(
      await first
        .getByRole('link', { name: /NCT90000001 on ClinicalTrials\.gov/ })
        .getAttribute('href'),
    ).toBe('https://clinicaltrials.gov/study/NCT90000001');
    await screenshot(page, 'trials-results-desktop');
    await expectNoSeriousAxe(page);

    // The registry's own token brings the second page.
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('Page 2').waitFor();
    expect(fake.requests.at(-1)!.query.some(([k]) => k === 'pageToken')).toBe(true);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await first.waitFor();

    await first.getByRole('link', { name: 'Eligibility and match' }).click();
    await page
      .getByRole('heading', {
        name: 'Capecitabine Maintenance After Induction in Metastatic Colorectal Cancer',
        level: 2,
      })
      .waitFor();
    await page.getByRole('heading', { name: 'Criteria as registered' }).waitFor();
    expect(await page.getByLabel('Criteria as registered').textContent()).toContain(
      'Known complete DPYD deficiency',
    );

    const match = await chooseEleanor(page);
    await match.getByText('No structured criterion rules this out').waitFor();
    const condition = match.getByRole('listitem', { name: 'Condition: met' });
    expect(await condition.textContent()).toContain('C18.7');
    await match.getByRole('listitem', { name: 'Age: met', exact: true }).waitFor();
    const ecog = match.getByRole('listitem', { name: 'Performance status (ECOG): unknown' });
    expect(await ecog.textContent()).toMatch(/Record: ECOG 1 on \d{4}-\d{2}-\d{2}/);
    await match.getByRole('listitem', { name: 'Prior therapy: unknown' }).waitFor();
    await screenshot(page, 'trials-study-match-desktop');
    await expectNoSeriousAxe(page);

    // A study Eleanor's age rules out: the current patient carries over.
    await page.goto('/trials/NCT90000004');
    await page
      .getByRole('region', { name: 'Match for the current patient' })
      .getByText('A criterion is not met')
      .waitFor();
    await page.getByRole('listitem', { name: 'Age: not-met', exact: true }).waitFor();

    // Back to the results: the registry goes down, and the page says so instead of showing trials.
    fake.failNext(503, 'Service Unavailable');
    await search(page, 'lung');
    await page.getByText('ClinicalTrials.gov cannot be reached right now').waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    await screenshot(page, 'trials-registry-down-desktop');
    await expectNoSeriousAxe(page);
    await ctx.close();
  });

  it('works at phone width', async () => {
    const { ctx, page } = await signedInOncologist(MOBILE);
    await search(page, 'colorectal', 'Boston');
    await page.getByRole('heading', { name: '13 studies on ClinicalTrials.gov' }).waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'trials-results-mobile');
    await expectNoSeriousAxe(page);

    await page
      .getByRole('article', {
        name: 'Capecitabine Maintenance After Induction in Metastatic Colorectal Cancer',
      })
      .getByRole('link', { name: 'Eligibility and match' })
      .click();
    const match = await chooseEleanor(page);
    await match.getByRole('listitem', { name: 'Condition: met' }).waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'trials-study-match-mobile');
    await expectNoSeriousAxe(page);
    await ctx.close();
  });
});
