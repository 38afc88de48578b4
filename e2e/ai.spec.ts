import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../src/server/test-support/llm-fake-server';
import { expectNoSeriousAxe } from './support/axe';
import { DESKTOP, MOBILE, launchBrowser, newContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signInViaUi, signUpViaApi } from './support/users';

/*
 * `/ai` and `/ai-insights` (issue 15) in the browser, against the built server with a local fake
 * language model: a demo patient's DPYD recommendation with its source, accepting it, the
 * generated narrative labelled as such, and the institution's insights with a drill-down.
 */

let server: RunningServer;
let browser: Browser;
let fake: FakeLlm;

beforeAll(async () => {
  fake = await startFakeLlm('good');
  server = await startServer({
    env: { LLM_BASE_URL: fake.url, LLM_MODEL: fake.model, LLM_API_KEY: fake.apiKey },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

const DPYD_ACTION =
  'Reduce capecitabine to 50% of the standard dose (DPYD intermediate metabolizer, activity score 1)';

async function signedIn(email: string, viewport = DESKTOP) {
  const ctx = await newContext(browser, server.url, viewport);
  const page = await ctx.newPage();
  await signInViaUi(page, email);
  await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor({ timeout: 60_000 });
  return { ctx, page };
}

/** From the picker (demo patients appear on the institution's first patient list). */
async function pickEleanor(page: Page) {
  await page.goto('/ai');
  await page.getByRole('heading', { name: 'Choose a patient' }).waitFor();
  await page.getByRole('button', { name: /Demo, Eleanor/ }).click();
  await page.getByRole('heading', { name: DPYD_ACTION }).waitFor({ timeout: 60_000 });
}

describe('AI recommendations and insights', () => {
  let email: string;

  it('shows a demo patient’s DPYD recommendation with its source, accepts it and generates a cited summary', async () => {
    email = await signUpViaApi(server.url, 'oncologist');
    const { ctx, page } = await signedIn(email);
    await pickEleanor(page);
    const card = page.getByRole('article', { name: DPYD_ACTION });
    await card
      .getByRole('link', { name: /CPIC guideline for DPYD genotype and fluoropyrimidine dosing/ })
      .first()
      .waitFor();
    expect(await card.textContent()).toMatch(/DPYD result on record: \*1\/\*2A/);
    expect(await card.textContent()).toMatch(
      /pgx alert: Capecitabine: intermediate metabolizer \(DPYD\)/,
    );
    await screenshot(page, 'ai-recommendations-desktop');
    await expectNoSeriousAxe(page);

    await card.getByRole('button', { name: 'Accept recommendation' }).click();
    await card.getByText(/Accepted by Eve Oncologist/).waitFor();
    const calculator = card.getByRole('link', {
      name: /Open the regimen calculator for Capecitabine at 50%/,
    });
    await calculator.waitFor();
    expect(await calculator.getAttribute('href')).toMatch(/^\/regimens\?.*doseLevel=50/);

    await page.getByRole('button', { name: 'Generate a summary' }).click();
    await page.getByText('Generated', { exact: true }).first().waitFor();
    await page.getByText('Cited records', { exact: true }).first().waitFor();
    await page.getByLabel('Ask about this patient').fill('Can she take ibuprofen for bone pain?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect.poll(() => page.getByText('Cited records', { exact: true }).count()).toBe(2);
    const prompt = fake.lastPrompt();
    expect(prompt, prompt.slice(-400)).toContain('[drug:ibuprofen]');
    expect(prompt).not.toMatch(/Eleanor|DEMO-0001/);
    await screenshot(page, 'ai-generated-desktop');
    await expectNoSeriousAxe(page);
    await ctx.close();
  });

  it('works at 390 px', async () => {
    const { ctx, page } = await signedIn(email, MOBILE);
    await pickEleanor(page);
    await screenshot(page, 'ai-recommendations-mobile');
    await expectNoSeriousAxe(page);
    await ctx.close();
  });

  it('/ai-insights shows its sections and drills down to the patients', async () => {
    const { ctx, page } = await signedIn(email);
    await page.goto('/ai-insights');
    for (const name of [
      'Actionable pharmacogenomic results',
      'Most frequent alerts',
      'Unacknowledged critical alerts by age',
      'Abnormal pre-treatment labs',
      'Cumulative anthracycline headroom',
    ]) {
      await page.getByRole('heading', { name }).waitFor({ timeout: 60_000 });
    }
    await page.getByRole('row', { name: /DPYD intermediate metabolizer/ }).waitFor();
    await screenshot(page, 'ai-insights-desktop');
    await expectNoSeriousAxe(page);
    await page.getByRole('button', { name: /for DPYD intermediate metabolizer/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('cell', { name: 'Demo, Eleanor', exact: true }).waitFor();
    await screenshot(page, 'ai-insights-drilldown-desktop');
    await expectNoSeriousAxe(page);
    await ctx.close();

    const mobile = await signedIn(email, MOBILE);
    await mobile.page.goto('/ai-insights');
    await mobile.page
      .getByRole('heading', { name: 'Cumulative anthracycline headroom' })
      .waitFor({ timeout: 60_000 });
    await screenshot(mobile.page, 'ai-insights-mobile');
    await expectNoSeriousAxe(mobile.page);
    await mobile.ctx.close();
  });
});
