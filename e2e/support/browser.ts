import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ROOT } from './server';

/**
 * The browser the journeys drive: `CHROMIUM_PATH` when set; else Debian's headless shell
 * (`apt-get install chromium-headless-shell`), the same Blink without the full browser around it,
 * which ran the first-use journey in ~24% less time than `/usr/bin/chromium --headless` on this
 * 2-core machine (issue 24); else Debian's `chromium`.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ??
  '/usr/bin/chromium';

/**
 * Flags the machine needs: no sandbox as root, and no background calls to a closed network. And
 * V8's optimising compilers up to Maglev, not TurboFan (`--max-opt=2`): a journey's pages live
 * for seconds, too short for TurboFan's compile work to pay back; the accessibility journey used
 * 18% less renderer CPU with it (94.7 against 114.9 s, side by side) and finished sooner
 * (issue 24: CI time). The tiers change how fast the app's code runs, never what it does.
 */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--js-flags=--max-opt=2',
];

export function hasChromium(): boolean {
  return existsSync(CHROMIUM);
}

export async function launchBrowser(): Promise<Browser> {
  if (!hasChromium())
    throw new Error(
      `Chromium not found at ${CHROMIUM} (apt-get install chromium-headless-shell or chromium)`,
    );
  return chromium.launch({
    executablePath: CHROMIUM,
    // Playwright gives every launch a fresh, empty profile directory of its own.
    args: FLAGS,
  });
}

export const DESKTOP = { width: 1280, height: 860 };
export const MOBILE = { width: 390, height: 844 };

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
  // A limit, not an expectation: two journeys share the cores (vitest.config.ts), and on a loaded
  // machine a page can take far longer than Playwright's 30 s default to show what it waits for.
  context.setDefaultTimeout(60_000);
  return context;
}

/**
 * Waits until the page's own content has stopped loading: no loader or skeleton left in `<main>`.
 * Bounded and not itself a failure (a page may keep a small live indicator); what the journey then
 * checks (axe, overflow, its assertions) runs on the page as the user sees it.
 */
export async function settled(page: Page, timeout = 30_000): Promise<void> {
  await page
    .waitForFunction(
      () => !document.querySelector('main :is(.mantine-Loader-root, .mantine-Skeleton-root)'),
      null,
      { timeout },
    )
    .catch(() => undefined);
}

/**
 * Goes to `to` inside the running app as a click on a link does (the router listens to popstate),
 * instead of loading the whole app again: a full load in a journey cost ~1-3 s on a loaded machine
 * (about 140 requests, every script parsed again), a client-side navigation a fraction of that.
 * The headings on screen are marked first, so the wait is for the new page's heading (`<h1>` or
 * `<h2>` in `<main>`), not the old one; then for its loaders to go (bounded, as `settled`).
 * Resolves false when no new heading showed within 30 s.
 */
export async function navigateInApp(page: Page, to: string): Promise<boolean> {
  await page.evaluate((p) => {
    // The same page again keeps its heading: nothing to mark.
    if (window.location.pathname + window.location.search === p) return;
    for (const h of document.querySelectorAll('main h1, main h2')) h.setAttribute('data-seen', '');
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, to);
  const heading = await page
    .locator('main :is(h1, h2):not([data-seen])')
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 })
    .then(() => true)
    .catch(() => false);
  if (!heading) return false;
  await page
    .waitForFunction(() => !document.querySelector('main .mantine-Loader-root'), null, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  return true;
}

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');

/**
 * How screenshots are taken: `full` (the whole page, the default), `screen` (the viewport only) or
 * `off`. Nothing asserts on them (they are for people to open), and a full-page capture is the
 * most expensive step a journey takes: Chromium lays out and rasterises the whole page, then
 * encodes it (the 5,076 px drug database at 1280 px took ~3.3 s against ~0.15 s for the screen;
 * a full run saved ~200 pictures, ~400 megapixels). CI (`CI=true`) defaults to `off`: its clean
 * clone is thrown away with the pictures. Set `E2E_SCREENSHOTS=full` to keep them there.
 */
type ScreenshotMode = 'full' | 'screen' | 'off';

function screenshotMode(env: NodeJS.ProcessEnv = process.env): ScreenshotMode {
  const asked = env.E2E_SCREENSHOTS;
  if (asked === 'full' || asked === 'screen' || asked === 'off') return asked;
  if (asked) throw new Error(`E2E_SCREENSHOTS must be full, screen or off (got "${asked}")`);
  return env.CI === 'true' ? 'off' : 'full';
}

const MODE = screenshotMode();

/**
 * Saves a screenshot under e2e/artifacts for people to look at: the full page, or only the
 * screen for a page so long (the knowledge changelog) that a full capture outlasts the timeout.
 * Resolves to the file written, or null when screenshots are off (`screenshotMode`).
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string | null> {
  if (MODE === 'off') return null;
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: MODE === 'full' && (options.fullPage ?? true) });
  return file;
}
