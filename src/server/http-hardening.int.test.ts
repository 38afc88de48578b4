import { connect } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEnvSchema } from './config';
import { secretsFromRoot } from './lib/secrets';
import {
  bearer,
  createTestContext,
  signUpUser,
  TEST_JWT_ROOT,
  type SignedUp,
  type TestContext,
} from './test-support/test-app';

/** Issue 10 item 8: caching, transport headers, tokens without expiry, slow clients. */
let t: TestContext;
let u: SignedUp;
beforeAll(async () => {
  t = await createTestContext();
  u = await signUpUser(t.app, { role: 'oncologist' });
});
afterAll(async () => {
  await t.close();
});

describe('Cache-Control', () => {
  it.each([
    ['GET', '/api/profile'],
    ['GET', '/api/institution'],
    ['GET', '/api/admin/feedback'],
    ['GET', '/api/admin/github/config'],
    ['GET', '/auth/v1/user'],
  ])('%s %s is no-store', async (method, url) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(u.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('token responses are no-store', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: 'not-a-token' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: u.email, password: 'Onc0logy!Safe' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
  });
});

describe('Permissions-Policy and HSTS', () => {
  it('switches off powerful features the app does not use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(res.headers['permissions-policy']).toMatch(/geolocation=\(\)/);
  });

  it('sends no HSTS over plain HTTP, nor for an X-Forwarded-Proto no proxy is trusted to set', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS behind a trusted proxy that terminated HTTPS', async () => {
    const proxied = await createTestContext({
      env: serverEnvSchema.parse({ TRUST_PROXY_HOPS: '1', RATE_LIMIT_PER_MINUTE: '100000' }),
    });
    try {
      const https = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
      const http = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});

describe('an access token without exp', () => {
  it('is refused on every request, not only the first', async () => {
    const claims = JSON.parse(Buffer.from(u.accessToken.split('.')[1]!, 'base64url').toString());
    delete claims.exp;
    const forever = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(secretsFromRoot(TEST_JWT_ROOT).jwtKey);
    for (let i = 0; i < 2; i++) {
      const api = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: bearer(forever),
      });
      expect(api.statusCode).toBe(401);
      const user = await t.app.inject({
        method: 'GET',
        url: '/auth/v1/user',
        headers: bearer(forever),
      });
      expect(user.statusCode).toBe(403);
      expect(user.json().error_code).toBe('bad_jwt');
    }
  });
});

/** Opens a raw connection, sends `text`, and reports whether the server closed it within `waitMs`. */
function sendAndWait(port: number, text: string, waitMs: number) {
  return new Promise<{ closed: boolean; reply: string }>((resolve) => {
    let reply = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ closed: false, reply });
    }, waitMs);
    socket.on('data', (chunk) => (reply += chunk.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ closed: true, reply });
    });
  });
}

describe('slow clients', () => {
  it('cannot hold a connection with unfinished headers or an unfinished body', async () => {
    const slow = await createTestContext({
      env: serverEnvSchema.parse({
        HEADERS_TIMEOUT_MS: '300',
        REQUEST_TIMEOUT_MS: '600',
        RATE_LIMIT_PER_MINUTE: '100000',
      }),
    });
    try {
      await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const address = slow.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      // Generous waits: these detect a connection held open indefinitely, not a duration.
      const headers = await sendAndWait(
        port,
        'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow:',
        5000,
      );
      expect(headers.closed).toBe(true);
      expect(headers.reply).toMatch(/^HTTP\/1\.1 408/);
      const body = await sendAndWait(
        port,
        'POST /api/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
        5000,
      );
      expect(body.closed).toBe(true);
      expect(body.reply).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await slow.close();
    }
  });
});
