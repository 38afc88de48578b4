import type { Browser } from 'playwright-core';
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

describe('what changed in the knowledge base (issue 12 item 5)', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)(
    'is reached from Help and lists changes with reasons at %s width',
    async (name, viewport) => {
      const email = await signUpViaApi(server.url, 'student');
      const ctx = await newContext(browser, server.url, viewport);
      const page = await ctx.newPage();
      await page.goto('/auth');
      await signInViaUi(page, email);
      await page.getByRole('heading', { name: /^Welcome/ }).waitFor({ timeout: 60_000 });
      await page.goto('/help');
      await page.getByRole('link', { name: 'What changed in the knowledge base' }).click();
      await page
        .getByRole('heading', { name: 'What changed in the knowledge base', level: 2 })
        .waitFor();
      const interactions = page.getByRole('region', { name: /Curated interactions/ });
      await interactions.waitFor();
      // Over 900 interaction changes: the first page is drawn, the rest behind a button (issue 24).
      await interactions
        .getByRole('button', { name: /^Show all [\d,]+ interaction changes$/ })
        .waitFor();
      // The filter searches every change, including rows beyond the first page.
      await page.getByRole('textbox', { name: /Filter/ }).fill('Voriconazole + Amiodarone');
      await expect
        .poll(() => interactions.getByText('Voriconazole + Amiodarone').isVisible())
        .toBe(true);
      await page.getByRole('textbox', { name: /Filter/ }).fill('');
      // The screen around the paging control, where a reader meets it.
      await interactions.getByRole('button', { name: /^Show all/ }).scrollIntoViewIfNeeded();
      await screenshot(page, `knowledge-changes-${name}`, { fullPage: false });
      await expectNoSeriousAxe(page);
      await ctx.close();
    },
  );
});
