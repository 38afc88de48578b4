import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './support/axe';
import { DESKTOP, MOBILE, launchBrowser, newContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { E2E_PASSWORD, signInViaUi, signUpViaApi } from './support/users';

/*
 * Issue 22: the review queue shows each fact's sources as full citations (label pin or "version
 * not pinned", version and date, PMID and DOI as named links, unconfirmed reasons marked), readable
 * and accessible on a desktop and on a phone.
 */

let server: RunningServer;
let browser: Browser;
let email = '';

beforeAll(async () => {
  // A loaded CI machine can take minutes to start the server.
  server = await startServer({ startTimeoutMs: 360_000 });
  browser = await launchBrowser();
  email = await signUpViaApi(server.url, 'pharmacist', {
    institution: `E2E Sources Hospital ${Date.now()}`,
  });
  const token = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: E2E_PASSWORD }),
  }).then(async (r) => ((await r.json()) as { access_token: string }).access_token);
  const auth = { authorization: `Bearer ${token}` };
  const me = (await (await fetch(`${server.url}/api/profile`, { headers: auth })).json()) as {
    id: string;
  };
  // The founding pharmacist administers the institution and grants themself the review right.
  const grant = await fetch(`${server.url}/api/knowledge/reviewers/${me.id}`, {
    method: 'PUT',
    headers: auth,
  });
  expect(grant.status).toBe(200);
}, 480_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('knowledge review sources (issue 22)', () => {
  // Ondansetron cites its CPIC guideline by PMID; imatinib cites the MASCC/ESMO antiemetic
  // guideline by its DOI. (The "Unconfirmed:" marking is covered by fact-sources.test.tsx.)
  it.each([
    ['desktop', DESKTOP, 'ondansetron', 'pmid'],
    ['mobile', MOBILE, 'imatinib', 'doi'],
  ] as const)(
    'shows full citations on %s, axe clean',
    async (name, viewport, recordId, expect_) => {
      const ctx = await newContext(browser, server.url, viewport);
      const page = await ctx.newPage();
      await signInViaUi(page, email);
      await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor({ timeout: 60_000 });
      await page.goto('/knowledge');
      await page.getByLabel('Record id').fill(recordId);
      // Every fact card of the record has its own list of sources.
      const sources = page.getByRole('list', {
        name: new RegExp(`^Sources of drug ${recordId}: `),
      });
      await sources.first().waitFor({ timeout: 30_000 });
      // Every link in a source list has a name.
      for (const link of await sources.getByRole('link').all())
        expect((await link.textContent())?.trim().length).toBeGreaterThan(3);
      if (expect_ === 'pmid')
        await sources
          .getByRole('link', { name: /^PMID \d{6,9}$/ })
          .first()
          .waitFor({ timeout: 60_000 });
      else
        await sources
          .getByRole('link', { name: /^doi:10\.\d+\// })
          .first()
          .waitFor({ timeout: 60_000 });
      await sources.first().scrollIntoViewIfNeeded();
      await screenshot(page, `knowledge-sources-${name}`, { fullPage: false });
      await expectNoSeriousAxe(page);
      await ctx.close();
    },
  );
});
