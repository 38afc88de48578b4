import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './support/axe';
import { DESKTOP, MOBILE, launchBrowser, newContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { E2E_PASSWORD, e2eEmail, signInViaUi, signUpViaApi } from './support/users';

/**
 * Issue 10 item 1 and issue 13: an institution's administrator invites a colleague for one role and
 * manages the members; the sign-up page names the invitation's role and says when an account
 * already exists. At 1280 and 390 px, axe-clean.
 */
let server: RunningServer;
let browser: Browser;
let adminEmail: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  adminEmail = await signUpViaApi(server.url, 'oncologist', { institution: 'E2E Admin Hospital' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInAdmin(viewport = DESKTOP): Promise<Page> {
  const ctx = await newContext(browser, server.url, viewport);
  const page = await ctx.newPage();
  await signInViaUi(page, adminEmail);
  await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor({ timeout: 60_000 });
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Institution' }).click();
  await page.getByText('You are an administrator of this institution.').waitFor();
  return page;
}

/** Fills the sign-up form to join with `code` as `roleLabel`, and submits it. */
async function signUpWithCode(page: Page, email: string, code: string, roleLabel: string) {
  await page.goto('/signup');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill('Ivy');
  await page.getByLabel('Last name').fill('Invited');
  await page.getByLabel('E-mail').fill(email);
  await page.locator('input[type=password]').fill(E2E_PASSWORD);
  await page.getByLabel(/^Role/).first().click();
  await page.getByRole('option', { name: roleLabel, exact: true }).click();
  await page.getByLabel('I have an invitation code to join an existing institution').check();
  await page.getByLabel(/^Invitation code/).fill(code);
  await page.getByRole('button', { name: 'Create account' }).click();
}

describe('institution administration', () => {
  let code = '';
  const invitedEmail = e2eEmail('pharmacist');

  it('an administrator invites a colleague for one role (desktop)', async () => {
    const page = await signedInAdmin();
    await page.getByRole('combobox', { name: /^Role/ }).click();
    await page.getByRole('option', { name: 'Pharmacist', exact: true }).click();
    await page.getByRole('button', { name: 'Create code' }).click();
    const created = page.getByTestId('new-invite');
    await created.getByText('For the Pharmacist role').waitFor();
    code = (await created.locator('.mantine-Text-root').first().innerText()).trim();
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await page.getByRole('cell', { name: 'Pharmacist', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Members' }).waitFor();
    await screenshot(page, 'institution-admin-desktop');
    await expectNoSeriousAxe(page);
    await page.context().close();
  });

  it('sign-up with the wrong role names the invited one, and one click fixes it', async () => {
    const ctx = await newContext(browser, server.url);
    const page = await ctx.newPage();
    await signUpWithCode(page, invitedEmail, code, 'Nurse');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'This invitation is for the Pharmacist role' });
    await alert.waitFor();
    await screenshot(page, 'signup-invite-role-desktop');
    await expectNoSeriousAxe(page);
    await alert.getByRole('button', { name: 'Sign up as Pharmacist' }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: /^Welcome, Ivy/ }).waitFor({ timeout: 60_000 });
    await ctx.close();
  });

  it('the administrator sees the new member and deactivates them (phone)', async () => {
    const page = await signedInAdmin(MOBILE);
    // The member's own card, inside the Members card (a phone shows cards, not the table).
    const card = page
      .locator('.mantine-Card-root .mantine-Card-root')
      .filter({ hasText: invitedEmail });
    await card.getByText('Pharmacist', { exact: true }).waitFor();
    await screenshot(page, 'institution-admin-mobile');
    await expectNoSeriousAxe(page);
    await card.getByRole('button', { name: 'Deactivate Ivy Invited' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate Ivy Invited?' });
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await card.getByText('deactivated').waitFor();
    await card.getByRole('button', { name: 'Reactivate Ivy Invited' }).waitFor();
    await page.context().close();
  });
});

describe('sign-up with an address that already has an account', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('says so and offers sign-in and recovery (%s)', async (name, viewport) => {
    const ctx = await newContext(browser, server.url, viewport);
    const page = await ctx.newPage();
    await page.goto('/signup');
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('First name').fill('Eve');
    await page.getByLabel('Last name').fill('Again');
    await page.getByLabel('E-mail').fill(adminEmail);
    await page.locator('input[type=password]').fill(E2E_PASSWORD);
    await page.getByLabel(/^Role/).first().click();
    await page.getByRole('option', { name: 'Nurse', exact: true }).click();
    await page.getByLabel(/^Institution/).fill('Somewhere Else');
    await page.getByRole('button', { name: 'Create account' }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'An account with this e-mail already exists' });
    await alert.waitFor();
    await screenshot(page, `signup-account-exists-${name}`);
    await expectNoSeriousAxe(page);
    await alert.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe(adminEmail);
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('First name').fill('Eve');
    await page.getByLabel('Last name').fill('Again');
    await page.getByLabel('E-mail').fill(adminEmail);
    await page.locator('input[type=password]').fill(E2E_PASSWORD);
    await page.getByLabel(/^Role/).first().click();
    await page.getByRole('option', { name: 'Nurse', exact: true }).click();
    await page.getByLabel(/^Institution/).fill('Somewhere Else');
    await page.getByRole('button', { name: 'Create account' }).click();
    await alert.getByRole('button', { name: 'Sign in instead' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe(adminEmail);
    await ctx.close();
  });
});
