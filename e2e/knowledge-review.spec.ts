import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './support/axe';
import { DESKTOP, MOBILE, launchBrowser, newContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { E2E_PASSWORD, signInViaUi, signUpViaApi } from './support/users';

/*
 * Issue 22 journey: a pharmacist reviews three facts and corrects one (the ceritinib + warfarin
 * severity) with a reason; a second pharmacist approves it; the change shows in the knowledge
 * changelog as local and in the interaction checker beside the knowledge base's severity. Then the
 * review queue's full citations at both widths (on this spec's server: one server start fewer).
 */

let server: RunningServer;
let browser: Browser;
const emails = { first: '', second: '' };

async function apiToken(email: string): Promise<string> {
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: E2E_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function apiCall(token: string, method: string, path: string, body?: object) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // The first pharmacist founds the institution (its administrator) and invites a second one;
  // the administrator grants both canReviewKnowledge.
  emails.first = await signUpViaApi(server.url, 'pharmacist', {
    institution: `E2E Review Hospital ${Date.now()}`,
  });
  const admin = await apiToken(emails.first);
  const invite = await apiCall(admin, 'POST', '/api/institution/invites', {
    role: 'pharmacist',
    maxUses: 1,
    expiresInDays: 1,
  });
  expect(invite.status).toBe(201);
  emails.second = await signUpViaApi(server.url, 'pharmacist', {
    invite_code: invite.json.code,
  });
  const second = await apiToken(emails.second);
  const me = await apiCall(second, 'GET', '/api/profile');
  const firstMe = await apiCall(admin, 'GET', '/api/profile');
  for (const id of [firstMe.json.id, me.json.id]) {
    const grant = await apiCall(admin, 'PUT', `/api/knowledge/reviewers/${String(id)}`);
    expect(grant.status).toBe(200);
  }
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(email: string, viewport = DESKTOP): Promise<Page> {
  const ctx = await newContext(browser, server.url, viewport);
  const page = await ctx.newPage();
  await signInViaUi(page, email);
  await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor({ timeout: 60_000 });
  return page;
}

async function review(page: Page, recordId: string, factLabel: RegExp) {
  await page.getByLabel('Record id').fill(recordId);
  const card = page.getByRole('article', { name: factLabel }).first();
  await card.waitFor({ timeout: 60_000 });
  return card;
}

describe('knowledge review journey (issue 22)', () => {
  it('reviews three facts, corrects one, a second pharmacist approves, and the checker and changelog show it', async () => {
    const first = await signedIn(emails.first);
    await first.goto('/knowledge');
    await first.getByRole('heading', { name: 'Knowledge review', level: 2 }).waitFor();

    // Two facts accepted against their sources.
    for (const field of [/capox-nivolumab: /, /capox-nivolumab: /]) {
      const card = await review(first, 'capox-nivolumab', field);
      const label = await card.getAttribute('aria-label');
      await card.getByLabel('Review note').fill('Checked against the cited trial schedule');
      await card.getByRole('button', { name: 'Accept' }).click();
      await expect
        .poll(async () => first.getByRole('article', { name: label! }).count(), { timeout: 60_000 })
        .toBe(0);
    }

    // The third is corrected with a reason.
    const severity = await review(first, 'ceritinib-warfarin', /ceritinib-warfarin: severity/);
    await severity.getByRole('button', { name: 'Correct…' }).click();
    await severity
      .getByLabel('Review note')
      .fill('INR checked twice weekly by our anticoagulation clinic: graded moderate locally');
    await severity.getByLabel('Proposed local value').fill('moderate');
    await severity.getByRole('button', { name: 'Propose correction' }).click();
    const pendingCard = first.getByRole('article', {
      name: 'Pending correction of interaction:ceritinib-warfarin:severity',
    });
    await pendingCard.waitFor({ timeout: 60_000 });
    // The proposer cannot approve their own correction.
    await pendingCard.getByRole('button', { name: 'Approve' }).click();
    await first
      .getByText(/second reviewer/)
      .first()
      .waitFor({ timeout: 60_000 });
    await screenshot(first, 'knowledge-review-pending-desktop');
    await expectNoSeriousAxe(first);

    // The second pharmacist approves it (on a phone).
    const second = await signedIn(emails.second, MOBILE);
    await second.goto('/knowledge');
    const toApprove = second.getByRole('article', {
      name: 'Pending correction of interaction:ceritinib-warfarin:severity',
    });
    await toApprove.waitFor({ timeout: 60_000 });
    await toApprove.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => toApprove.count(), { timeout: 60_000 }).toBe(0);
    await screenshot(second, 'knowledge-review-approved-mobile');

    // The changelog lists it as a local change.
    await second.goto('/help/knowledge-changes');
    const local = second.getByRole('region', { name: /Local changes in your institution/ });
    await local.waitFor({ timeout: 60_000 });
    await local.getByText('major → moderate').waitFor();
    await local.getByText('Local correction').first().waitFor();
    await expectNoSeriousAxe(second);

    // The checker grades the pair moderate here, the knowledge base's major beside it.
    await first.goto('/interactions?drugs=ceritinib,warfarin');
    const line = first.getByTestId('local-policy').first();
    await line.waitFor({ timeout: 60_000 });
    await expect
      .poll(() => line.textContent())
      .toMatch(/Graded moderate here; knowledge base: major/);
    await first.getByTestId('severity-group-moderate').waitFor();
    await screenshot(first, 'knowledge-review-checker-desktop');
    await expectNoSeriousAxe(first);
  }, 300_000);
});

describe('knowledge review sources (issue 22)', () => {
  // The review queue shows each fact's sources as full citations (label pin or "version not
  // pinned", version and date, PMID and DOI as named links), readable and accessible on a desktop
  // and on a phone. Ondansetron cites its CPIC guideline by PMID; imatinib cites the MASCC/ESMO
  // antiemetic guideline by its DOI. (The "Unconfirmed:" marking is covered by
  // fact-sources.test.tsx.) Neither record is touched by the journey above.
  it.each([
    ['desktop', DESKTOP, 'ondansetron', 'pmid'],
    ['mobile', MOBILE, 'imatinib', 'doi'],
  ] as const)(
    'shows full citations on %s, axe clean',
    async (name, viewport, recordId, expect_) => {
      const page = await signedIn(emails.first, viewport);
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
      await page.context().close();
    },
  );
});
