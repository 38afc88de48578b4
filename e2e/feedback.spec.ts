import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_GITHUB_TOKEN,
  startFakeGithub,
  type FakeGithub,
} from '../src/server/test-support/github-fake-server';
import { expectNoSeriousAxe } from './support/axe';
import { DESKTOP, MOBILE, launchBrowser, newContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { E2E_PASSWORD, e2eEmail, signInViaUi, signUpViaApi } from './support/users';

let server: RunningServer;
let browser: Browser;
let fake: FakeGithub;
let pharmacist: { email: string; token: string };
let nurseEmail: string;

/** A pharmacist's own institution, which a nurse then joins with an invitation code. */
async function signUpPharmacistWithNurse(): Promise<void> {
  const email = e2eEmail('pharmacist');
  const res = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: E2E_PASSWORD,
      data: {
        first_name: 'Eve',
        last_name: 'Pharmacist',
        role: 'pharmacist',
        institution: 'E2E Feedback Hospital',
      },
    }),
  });
  expect(res.status).toBe(200);
  const token = ((await res.json()) as { access_token: string }).access_token;
  pharmacist = { email, token };
  const invite = await fetch(`${server.url}/api/institution/invites`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ role: 'nurse', maxUses: 1, expiresInDays: 1 }),
  });
  expect(invite.status).toBe(201);
  const { code } = (await invite.json()) as { code: string };
  nurseEmail = await signUpViaApi(server.url, 'nurse', { invite_code: code });
}

async function adminItems(): Promise<Array<{ title: string; status: string }>> {
  const res = await fetch(`${server.url}/api/admin/feedback?pageSize=100`, {
    headers: { authorization: `Bearer ${pharmacist.token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Array<{ title: string; status: string }> }).items;
}

async function signedIn(email: string, viewport = DESKTOP) {
  const ctx = await newContext(browser, server.url, viewport);
  const page = await ctx.newPage();
  try {
    await signInViaUi(page, email);
  } catch (error) {
    await screenshot(page, 'feedback-signin-failure');
    throw error;
  }
  await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor({ timeout: 60_000 });
  return { ctx, page };
}

beforeAll(async () => {
  fake = await startFakeGithub();
  // The server's default GitHub API is the fake, so a saved config without an API URL uses it.
  server = await startServer({ env: { GITHUB_API_URL: fake.url } });
  browser = await launchBrowser();
  await signUpPharmacistWithNurse();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe('feedback journey', () => {
  it('a nurse reports a bug: empty title refused with the SPEC message, then sent', async () => {
    const { ctx, page } = await signedIn(nurseEmail);
    await page.goto('/interactions');

    const main = page.getByRole('button', { name: 'Feedback', exact: true });
    await main.click();
    const options = page.getByRole('group', { name: 'Feedback options' });
    await options.getByRole('button', { name: 'Report Bug' }).waitFor();
    expect(await options.getByRole('button').allInnerTexts()).toEqual([
      'Report Bug',
      'Request Feature',
      'Ask Question',
    ]);
    await options.getByRole('button', { name: 'Report Bug' }).click();

    const dialog = page.getByRole('dialog', { name: 'Report a bug' });
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: 'Submit feedback' });
    await dialog.getByLabel('Description').fill('The interaction table stays empty after search.');
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByText('Please provide both a title and description.').waitFor();
    await dialog.getByLabel('Title').fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Title').fill('Interaction table stays empty');
    await dialog.getByLabel('Steps to reproduce').fill('1. Add warfarin\n2. Add fluconazole');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    expect(await dialog.getByText('Please provide both a title and description.').count()).toBe(0);
    expect(await dialog.getByLabel('Email').count()).toBe(0);
    await dialog.getByLabel('You may contact me about this feedback').check();
    await dialog.getByLabel('Email').waitFor();
    await screenshot(page, 'feedback-modal-desktop');
    await expectNoSeriousAxe(page);

    await submit.click();
    await page.getByText('Thank you for your feedback!').waitFor();
    await page.getByText('It has been received and will be reviewed by the team.').waitFor();
    // SPEC §2: the success screen shows for 2 s, then the modal resets and closes.
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 5000 });

    const items = await adminItems();
    expect(items).toContainEqual(
      expect.objectContaining({ title: 'Interaction table stays empty', status: 'new' }),
    );
    await ctx.close();
  });

  it('offline: the report is kept on the device and sent when the browser is back online', async () => {
    const { ctx, page } = await signedIn(nurseEmail, MOBILE);
    await page.getByRole('button', { name: 'Feedback', exact: true }).click();
    await screenshot(page, 'feedback-button-mobile');
    await expectNoSeriousAxe(page);
    await ctx.setOffline(true);
    // The main button while expanded: general feedback, type question.
    await page.getByRole('button', { name: 'General feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send feedback' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Type').inputValue()).toBe('question');
    await dialog.getByLabel('Title').fill('Written while offline');
    await dialog.getByLabel('Description').fill('Does the dose calculator work offline?');
    await dialog.getByRole('button', { name: 'Submit feedback' }).click();
    await page
      .getByText('It is saved on this device and will be sent when you are back online.')
      .waitFor({ timeout: 15_000 });
    expect((await adminItems()).some((i) => i.title === 'Written while offline')).toBe(false);

    await ctx.setOffline(false);
    await expect
      .poll(
        async () => (await adminItems()).filter((i) => i.title === 'Written while offline').length,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
    // A reload syncs again at start; the server keeps one copy.
    await page.reload();
    await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor({ timeout: 60_000 });
    expect((await adminItems()).filter((i) => i.title === 'Written while offline')).toHaveLength(1);
    await ctx.close();
  });

  it('a pharmacist triages it in /admin/feedback and files it as a GitHub issue on the fake server', async () => {
    const { ctx, page } = await signedIn(pharmacist.email);
    await page.goto('/admin/feedback');
    await page.getByRole('heading', { name: 'Feedback administration', level: 2 }).waitFor();
    const title = page.getByRole('button', {
      name: 'Open details of "Interaction table stays empty"',
    });
    await title.waitFor();
    await screenshot(page, 'feedback-admin-desktop');
    await expectNoSeriousAxe(page);

    await page.getByLabel('Status of "Interaction table stays empty"').selectOption('triaged');
    await expect
      .poll(
        async () =>
          (await adminItems()).find((i) => i.title === 'Interaction table stays empty')?.status,
      )
      .toBe('triaged');

    // Configure GitHub: the exact SPEC message first, then a working configuration.
    await page.getByRole('tab', { name: 'GitHub' }).click();
    const form = page.getByRole('form', { name: 'GitHub configuration' });
    await form.waitFor();
    await form.getByLabel('Repository owner').fill(fake.owner);
    await form.getByLabel('Repository name').fill(fake.repo);
    await form.getByLabel('GitHub token').fill('ghp_tooShort');
    await form.getByRole('button', { name: 'Save configuration' }).click();
    await form
      .getByRole('alert')
      .getByText('GitHub token appears to be invalid (too short)')
      .waitFor();
    await form.getByLabel('GitHub token').fill(FAKE_GITHUB_TOKEN);
    await form.getByLabel('Enable the GitHub integration').check();
    await form.getByRole('button', { name: 'Save configuration' }).click();
    await page.getByText('GitHub configuration saved.').waitFor();
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText('Successfully connected to GitHub repository').waitFor();
    await screenshot(page, 'feedback-admin-github-desktop');
    await expectNoSeriousAxe(page);
    // The token is never sent back to the browser.
    expect(await page.content()).not.toContain(FAKE_GITHUB_TOKEN);

    await page.getByRole('tab', { name: 'Triage' }).click();
    await page.getByLabel('Status', { exact: true }).selectOption('');
    await page
      .getByRole('button', { name: 'Open details of "Interaction table stays empty"' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Interaction table stays empty' });
    await drawer.getByRole('button', { name: 'Create GitHub issue' }).click();
    await drawer.getByRole('link', { name: /^Issue #\d+$/ }).waitFor();

    const created = fake.requests.filter((r) => r.method === 'POST');
    expect(created).toHaveLength(1);
    expect(created[0]!.path).toBe(`/repos/${fake.owner}/${fake.repo}/issues`);
    expect(created[0]!.headers.authorization).toBe(`token ${FAKE_GITHUB_TOKEN}`);
    expect(created[0]!.headers.accept).toBe('application/vnd.github+json');
    const body = created[0]!.body as { title: string; body: string; labels: string[] };
    expect(body.title).toBe('Interaction table stays empty');
    expect(body.body).toContain('1. Add warfarin');
    expect(body.labels).toContain('feedback');
    expect(body.labels).toContain('type:bug');
    await expectNoSeriousAxe(page);
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Charts' }).click();
    await page.getByRole('heading', { name: 'By priority' }).waitFor();
    await page.getByRole('tab', { name: 'Sprint plan' }).click();
    await page
      .getByRole('region', { name: 'Current sprint' })
      .getByText('Interaction table stays empty')
      .waitFor();
    await screenshot(page, 'feedback-admin-sprints-desktop');
    await expectNoSeriousAxe(page);
    await ctx.close();
  });

  it('a nurse is refused /admin/feedback', async () => {
    const { ctx, page } = await signedIn(nurseEmail);
    await page.goto('/admin/feedback');
    await page.getByText("You don't have permission to access this page.").waitFor();
    await ctx.close();
  });
});
