import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGN_IN_JS_BUDGET_BYTES,
  describeSignInPage,
  measureSignInPage,
} from '../scripts/bundle-budget.mjs';
import { DESKTOP, launchBrowser, newContext } from './support/browser';
import { ROOT, startServer, type RunningServer } from './support/server';

/*
 * The sign-in page's download budget, measured where it matters: the bytes a fresh browser
 * receives for it from the built server, as served (compressed). The build checks the same
 * budget from its manifest (scripts/bundle-budget.mjs); this proves the two agree in practice.
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

interface Received {
  url: string;
  type: string;
  encoding: string | undefined;
  bytes: number;
}

describe('sign-in page download', () => {
  it(`stays within ${SIGN_IN_JS_BUDGET_BYTES / 1000} KB of JavaScript on the wire, every file compressed`, async () => {
    const ctx = await newContext(browser, server.url, DESKTOP);
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const responses = new Map<string, Omit<Received, 'bytes'>>();
    const received: Received[] = [];
    cdp.on('Network.responseReceived', (e) => {
      const headers = Object.fromEntries(
        Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
      );
      responses.set(e.requestId, {
        url: e.response.url,
        type: e.type,
        encoding: headers['content-encoding'],
      });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = responses.get(e.requestId);
      // encodedDataLength: what crossed the network for this response, headers included.
      if (r) received.push({ ...r, bytes: e.encodedDataLength });
    });

    await page.goto('/auth', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');

    const scripts = received.filter((r) => r.type === 'Script');
    const sheets = received.filter((r) => r.type === 'Stylesheet');
    const total = (rs: Received[]) => rs.reduce((sum, r) => sum + r.bytes, 0);
    const jsBytes = total(scripts);
    console.info(
      `sign-in page in the browser: ${(jsBytes / 1000).toFixed(1)} KB of JavaScript in ` +
        `${scripts.length} files, ${(total(sheets) / 1000).toFixed(1)} KB of CSS in ` +
        `${sheets.length} files (compressed, headers included)`,
    );
    console.info(describeSignInPage(measureSignInPage(path.join(ROOT, 'dist/client'))));

    expect(scripts.length).toBeGreaterThan(0);
    expect(jsBytes).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET_BYTES);
    // Nothing the sign-in page loads belongs to the signed-in app.
    expect(scripts.map((s) => s.url).filter((u) => /shell|dashboard|signed-in/.test(u))).toEqual(
      [],
    );
    // Every file the build compressed (1 KB and more) arrives as brotli.
    const onDisk = (url: string) => path.join(ROOT, 'dist/client', new URL(url).pathname);
    const compressed = [...scripts, ...sheets].filter((f) => existsSync(`${onDisk(f.url)}.br`));
    expect(compressed.length).toBeGreaterThan(scripts.length / 2);
    for (const file of compressed)
      expect({ url: file.url, encoding: file.encoding }).toEqual({ url: file.url, encoding: 'br' });
    await ctx.close();
  });
});
