import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('platform', () => {
  it('GET /api/health reports version, database kind and knowledge counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.version).toBe('2.1.0');
    expect(body.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.knowledgeBase.counts.drugs).toBeGreaterThanOrEqual(200);
    expect(body.knowledgeBase.counts.regimens).toBeGreaterThanOrEqual(50);
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('sends a real Content-Security-Policy and no framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['a public route', '/api/health', 200],
    ['a refused request', '/api/patients', 401],
    ['an unknown route', '/api/does-not-exist', 404],
  ])('sends the same security headers on %s', async (_label, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject({
      'content-security-policy':
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';" +
        "img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';" +
        "manifest-src 'self';worker-src 'self';object-src 'none';base-uri 'self';" +
        "form-action 'self';frame-ancestors 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'permissions-policy': expect.stringContaining('camera=()'),
    });
    // Both switched off in security.ts: HSTS is sent only over HTTPS, COEP not at all.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('an unknown /api route is a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      error: { code: 'not_found' },
      requestId: expect.any(String),
    });
  });

  it('malformed JSON is a 400 with the error shape', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_json');
  });

  it('a wrong content type is a 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(res.statusCode).toBe(415);
  });

  it('a body over 1 MB is a 413, never a 5xx', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('never leaks a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/institution/invites',
      headers: { 'content-type': 'application/json' },
      payload: '[[[',
    });
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });

  it('without a built client, non-API GETs explain how to build it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/patients' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });
});

describe('SPA routing with a built client', () => {
  it('serves index.html for /auth and deep links, JSON 404 for unknown API paths', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(tmpdir(), 'oncocds-client-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>OncoCDS</title>');
    const withClient = await createTestContext({ clientDir: dir });
    try {
      for (const url of ['/auth', '/login', '/patients', '/compare?drugs=1,2', '/database/3002']) {
        const res = await withClient.app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html' },
        });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<title>OncoCDS</title>');
      }
      const api = await withClient.app.inject({ method: 'GET', url: '/auth/v1/nothing' });
      expect(api.statusCode).toBe(404);
      expect(api.json().error.code).toBe('not_found');
      const asset = await withClient.app.inject({ method: 'GET', url: '/assets/missing.js' });
      expect(asset.statusCode).toBe(404);
    } finally {
      await withClient.close();
    }
  });

  it('rate-limits the API per caller but never the client files a whole ward loads', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { serverEnvSchema } = await import('./config');
    const dir = mkdtempSync(path.join(tmpdir(), 'oncocds-client-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>OncoCDS</title>');
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'export {};');
    const limited = await createTestContext({
      clientDir: dir,
      env: serverEnvSchema.parse({ RATE_LIMIT_PER_MINUTE: '3' }),
    });
    try {
      for (let i = 0; i < 10; i++) {
        for (const url of ['/', '/patients', '/assets/app-1234.js']) {
          const res = await limited.app.inject({ method: 'GET', url });
          expect(res.statusCode, `${url} #${i}`).toBe(200);
        }
      }
      const api = [];
      for (let i = 0; i < 5; i++) {
        api.push((await limited.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode);
      }
      expect(api).toEqual([200, 200, 200, 429, 429]);
      const refused = await limited.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(refused.json().error.code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});
