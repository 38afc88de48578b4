import { chromium } from 'playwright-core';
const [,, path, out, width = '1280', action = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const ctx = await browser.newContext({ baseURL: 'http://127.0.0.1:3917', viewport: { width: Number(width), height: 900 }, deviceScaleFactor: 1 });
const page = await ctx.newPage();
await page.goto('/auth');
await page.getByLabel('E-mail').fill('onc1@x.example.org');
await page.locator('input[type=password]').fill('Onc0logy!Safe');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('heading', { name: /^Welcome/ }).waitFor({ timeout: 20000 });
await page.goto(path);
await page.waitForTimeout(2500);
if (action) { const fn = new Function('page', `return (async () => { ${action} })()`); await fn(page); }
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await browser.close();
