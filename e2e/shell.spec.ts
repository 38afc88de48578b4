import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, roleProfile, visibleNavItems, mobileTabsFor, type Role } from '../src/core/access';
import { ROLE_COLORS } from '../src/client/app/theme';
import { expectNoSeriousAxe } from './support/axe';
import { DESKTOP, MOBILE, launchBrowser, newContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { E2E_PASSWORD, signInViaUi, signUpViaApi, signUpViaUi } from './support/users';

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

/** A route each role may not open (oncologists may open every route, SPEC §2). */
const FORBIDDEN: Record<Role, string | null> = {
  oncologist: null,
  pharmacist: '/regimens',
  nurse: '/genomics',
  researcher: '/clinical',
  student: '/admin/feedback',
};

function hexToRgb(hex: string) {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

describe('sign-in page', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('renders accessibly at %s width', async (name, viewport) => {
    const ctx = await newContext(browser, server.url, viewport);
    const page = await ctx.newPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await screenshot(page, `auth-${name}`);
    await expectNoSeriousAxe(page);
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.locator('input[type=password]').fill('weak');
    await expect.poll(() => page.getByText('At least 8 characters').isVisible()).toBe(true);
    await screenshot(page, `signup-${name}`);
    await expectNoSeriousAxe(page);
    await ctx.close();
  });

  it('sends a signed-out visitor to /auth and back to where they were going', async () => {
    const email = await signUpViaApi(server.url, 'pharmacist');
    const ctx = await newContext(browser, server.url);
    const page = await ctx.newPage();
    await page.goto('/help');
    await page.waitForURL('**/auth');
    await page.getByLabel('E-mail').fill(email);
    await page.locator('input[type=password]').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Help', level: 2 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/help');
    await ctx.close();
  });
});

describe.each(ROLES)('%s journey', (role) => {
  it('signs up, sees its own sidebar and theme, is refused a forbidden page, uses a shortcut, signs out', async () => {
    const ctx = await newContext(browser, server.url);
    const page = await ctx.newPage();
    const email = await signUpViaUi(page, role);

    const navIds = await page
      .locator('[data-nav-id]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-nav-id')));
    expect(navIds).toEqual(visibleNavItems(role).map((i) => i.id));
    const labels = await page.locator('[data-nav-id]').allInnerTexts();
    expect(labels.map((l) => l.trim())).toEqual(visibleNavItems(role).map((i) => i.displayLabel));

    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement)
        .getPropertyValue('--mantine-primary-color-filled')
        .trim(),
    );
    const expected = ROLE_COLORS[roleProfile(role).primaryColor]![7];
    expect([primary.toLowerCase(), hexToRgb(primary)]).toContain(expected);
    await screenshot(page, `dashboard-${role}-desktop`);
    await expectNoSeriousAxe(page);

    const forbidden = FORBIDDEN[role];
    if (forbidden) {
      await page.goto(forbidden);
      await page.getByText("You don't have permission to access this page.").waitFor();
      await page.getByRole('button', { name: 'Go Back' }).click();
      await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor();
    } else {
      await page.goto('/regimens');
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      expect(await page.getByText("You don't have permission to access this page.").count()).toBe(
        0,
      );
      await page.goto('/');
      await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor();
    }

    await page.keyboard.press('Alt+KeyD');
    await page.waitForURL('**/database');
    await page.keyboard.press('Shift+Slash');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    await page.keyboard.press('Escape');

    // Ctrl+K: the command palette finds a drug and opens its monograph.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Quick search' });
    await palette.waitFor();
    await palette.getByLabel('Search', { exact: true }).fill('carboplatin');
    await palette.getByRole('button', { name: /^Carboplatin Paraplatin/ }).waitFor();
    await expectNoSeriousAxe(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/database\/[^/]+$/);
    await page.getByRole('heading', { level: 2, name: 'Carboplatin' }).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/auth');

    await signInViaUi(page, email, 'Wrong!Pass1');
    await page.getByText('Login failed').waitFor();
    await ctx.close();
  });

  it('mobile layout shows the role-filtered bottom tabs', async () => {
    const email = await signUpViaApi(server.url, role);
    const ctx = await newContext(browser, server.url, MOBILE);
    const page = await ctx.newPage();
    await signInViaUi(page, email);
    await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Primary' }).getByRole('link');
    expect((await tabs.allInnerTexts()).map((t) => t.trim())).toEqual(
      mobileTabsFor(role).map((t) => t.displayLabel),
    );
    await screenshot(page, `dashboard-${role}-mobile`);
    await expectNoSeriousAxe(page);
    await ctx.close();
  });
});
