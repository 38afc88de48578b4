import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../src/core/access';
import { describeViolations, seriousViolations, type AxeViolation } from './support/axe';
import {
  DESKTOP,
  MOBILE,
  launchBrowser,
  navigateInApp,
  newContext,
  screenshot,
  settled,
} from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signInViaUi, signUpViaApi } from './support/users';

/**
 * What a new user of each role meets on first use (issue 13), at 1280 and 390 px: the dashboard,
 * the one search box, the interaction checker, the database, a comparison with the tray open,
 * the curated list, the testing page and the profile. Every page is screenshotted for people to
 * look at and none may scroll sideways. axe runs here on the two states only this journey reaches
 * (the search list open, a comparison of two drugs); the pages themselves are held to axe for
 * every role at both widths by accessibility.spec.ts, and running it twice cost CI ~3 min.
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

const WIDTHS = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** A page of the app reached from inside it; its own heading (not the last page's) is shown. */
async function go(page: Page, to: string) {
  expect(await navigateInApp(page, to), `${to}: no page heading within 30 s`).toBe(true);
  expect(new URL(page.url()).pathname).toBe(new URL(to, page.url()).pathname);
}

async function look(
  page: Page,
  name: string,
  found: Array<{ page: string; violations: AxeViolation[]; overflow: number }>,
  axe: boolean,
) {
  await settled(page);
  await screenshot(page, name);
  found.push({
    page: name,
    violations: axe ? await seriousViolations(page) : [],
    overflow: await sidewaysOverflow(page),
  });
}

describe.each(ROLES)('%s on first use', (role: Role) => {
  it.each(WIDTHS)('looks right at %s width', async (width, viewport) => {
    const email = await signUpViaApi(server.url, role);
    const ctx = await newContext(browser, server.url, viewport);
    const page = await ctx.newPage();
    await signInViaUi(page, email);
    await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor({ timeout: 60_000 });
    const found: Array<{ page: string; violations: AxeViolation[]; overflow: number }> = [];
    const shot = (what: string, axe = false) =>
      look(page, `first-use-${role}-${what}-${width}`, found, axe);

    await shot('dashboard');

    const box = page.locator('#global-search');
    await box.fill('FOLFOX');
    // The results list is open for the word typed, and the search has answered (the loader in the
    // box shows while the typing settles and while any source is still fetching).
    await page.getByRole('option', { name: /All drug results for .FOLFOX/ }).waitFor();
    await page.getByLabel('Searching').waitFor({ state: 'hidden', timeout: 30_000 });
    await shot('search', true);
    await box.fill('');

    // From here on the user moves within the app as a link does (no reload of the whole app).
    await go(page, '/interactions');
    await shot('interactions');

    await go(page, '/database');
    await shot('database');

    await go(page, '/database/40048');
    await page.getByRole('heading', { level: 2, name: 'Carboplatin' }).waitFor();
    await page.getByRole('button', { name: 'Compare Carboplatin' }).first().click();
    await go(page, '/database/56946');
    await page.getByRole('heading', { level: 2, name: 'Paclitaxel' }).waitFor();
    await page.getByRole('button', { name: 'Compare Paclitaxel' }).first().click();
    await go(page, '/compare?drugs=40048,56946');
    await page.getByText('Pharmacogenomics').first().waitFor();
    await shot('compare', true);

    await go(page, '/curated');
    await shot('curated');

    await go(page, '/testing');
    await shot('testing');

    await go(page, '/profile');
    await shot('profile');

    const problems = found.filter((f) => f.violations.length > 0 || f.overflow > 0);
    expect(
      problems,
      problems
        .map((p) => `${p.page}: overflow ${p.overflow}px\n${describeViolations(p.violations)}`)
        .join('\n'),
    ).toEqual([]);
    await ctx.close();
  });
});
