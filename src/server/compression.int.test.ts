import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlibConstants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.mjs';
import type { DbHandle } from '../db/client';
import { buildApp } from './app';
import {
  API_BROTLI_QUALITY,
  API_GZIP_LEVEL,
  COMPRESSION_THRESHOLD_BYTES,
} from './plugins/compression';
import { serverEnvSchema } from './config';
import { secretsFromRoot } from './lib/secrets';
import { bearer, createTestDb, signUpUser, TEST_JWT_ROOT } from './test-support/test-app';

/** A built client in miniature: an app shell and a hashed asset, both large enough to compress. */
const INDEX_HTML = `<!doctype html><html><head><title>OncoCDS</title></head><body>${'<div class="x"></div>'.repeat(200)}</body></html>`;
const ASSET_JS = `export const data = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ i, name: `drug-${i}` })))};`;

let clientDir: string;
let db: DbHandle;
let app: FastifyInstance;
let token: string;

/** An endless event stream, as a live-update route would send it. */
const streams: PassThrough[] = [];

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'oncocds-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(clientDir, 'assets/app-abc123.js'), ASSET_JS);
  await precompress(clientDir);

  db = await createTestDb();
  app = await buildApp({
    env: serverEnvSchema.parse({ RATE_LIMIT_PER_MINUTE: '100000' }),
    db,
    secrets: secretsFromRoot(TEST_JWT_ROOT),
    clientDir,
  });
  app.get('/api/test-events', (_request, reply) => {
    const stream = new PassThrough();
    streams.push(stream);
    stream.write('data: first\n\n');
    return reply.type('text/event-stream').header('cache-control', 'no-store').send(stream);
  });
  await app.ready();
  token = (await signUpUser(app, { role: 'pharmacist' })).accessToken;
});

afterAll(async () => {
  for (const s of streams) s.end();
  await app?.close();
  await db?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

function decoded(res: LightMyRequestResponse): Buffer {
  const body = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  expect(encoding).toBeUndefined();
  return body;
}

const get = (url: string, encoding: string | null, accept = '*/*') =>
  app.inject({
    method: 'GET',
    url,
    headers: { accept, ...(encoding === null ? {} : { 'accept-encoding': encoding }) },
  });

describe('static files are sent as built: brotli, gzip or plain', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    [null, undefined],
    ['identity', undefined],
  ])('a hashed asset with Accept-Encoding %s', async (acceptEncoding, expected) => {
    const res = await get('/assets/app-abc123.js', acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(res).toString()).toBe(ASSET_JS);
    if (expected) expect(res.rawPayload.length).toBeLessThan(ASSET_JS.length / 3);
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    [null, undefined],
  ])('the app shell at a deep link with Accept-Encoding %s', async (acceptEncoding, expected) => {
    const res = await get('/patients', acceptEncoding, 'text/html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res).toString()).toBe(INDEX_HTML);
  });

  it('does not expose the variants as files of their own', async () => {
    const res = await get('/assets/app-abc123.js.br', 'br');
    expect(res.statusCode).toBe(404);
  });
});

describe('API replies of 13 KB and more are compressed on the fly', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip', 'gzip'],
    [null, undefined],
  ])('the OpenAPI document with Accept-Encoding %s', async (acceptEncoding, expected) => {
    const plain = await get('/api/docs/json', null);
    const res = await get('/api/docs/json', acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(decoded(res).toString())).toEqual(JSON.parse(plain.body));
    if (expected) {
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    }
  });

  it('leaves small replies alone', async () => {
    const res = await get('/api/ping', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
  });

  const check = (drugs: string[], encoding: string | null) =>
    app.inject({
      method: 'POST',
      url: '/api/interactions/check',
      headers: {
        ...bearer(token),
        ...(encoding === null ? {} : { 'accept-encoding': encoding }),
      },
      payload: { drugs },
    });

  it('sends a reply that arrives in one round trip anyway as it is (a typical check)', async () => {
    const drugs = ['warfarin', 'fluorouracil', 'capecitabine', 'ondansetron'];
    const plain = await check(drugs, null);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    for (const encoding of ['br', 'gzip']) {
      const res = await check(drugs, encoding);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(plain.rawPayload)).toBe(true);
    }
    // The threshold's premise: the largest plain reply and its headers fit in a new connection's
    // first flight (RFC 6928: 10 segments of 1,448 bytes). The status line and the date,
    // connection and keep-alive headers the socket adds are ~120 bytes more.
    const headerBytes = Object.entries(plain.headers).reduce(
      (n, [name, value]) => n + name.length + String(value).length + 4,
      120,
    );
    expect(COMPRESSION_THRESHOLD_BYTES + headerBytes).toBeLessThanOrEqual(10 * 1448);
  });

  it('compresses a large check, whose serialiser hands over ready-made bytes', async () => {
    const drugs = [
      'ketoconazole',
      'clarithromycin',
      'itraconazole',
      'ondansetron',
      'haloperidol',
      'methadone',
      'amiodarone',
      'citalopram',
      'simvastatin',
      'ibrutinib',
      'nilotinib',
      'dasatinib',
      'warfarin',
      'capecitabine',
    ];
    const plain = await check(drugs, null);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD_BYTES);
    for (const encoding of ['br', 'gzip']) {
      const res = await check(drugs, encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decoded(res).equals(plain.rawPayload)).toBe(true);
    }
  });

  it('compresses API replies at the fastest levels (CPU on a shared server over a few hundred bytes)', async () => {
    const plain = await get('/api/docs/json', null);
    const gzip = await get('/api/docs/json', 'gzip');
    expect(gzip.rawPayload.equals(gzipSync(plain.rawPayload, { level: API_GZIP_LEVEL }))).toBe(
      true,
    );
    const br = await get('/api/docs/json', 'br');
    const brFastest = brotliCompressSync(plain.rawPayload, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY },
    });
    expect(br.rawPayload.equals(brFastest)).toBe(true);
  });

  it('never inflates a compressed request body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/interactions/check',
      headers: { ...bearer(token), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: readFileSync(path.join(clientDir, 'assets/app-abc123.js.gz')),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('server-sent events', () => {
  it('reach the client event by event, uncompressed, whatever it accepts', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const first = await new Promise<{ encoding: string | undefined; chunk: string }>(
      (resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/api/test-events',
            headers: { 'accept-encoding': 'br, gzip', accept: 'text/event-stream' },
          },
          (res) => {
            res.once('data', (chunk: Buffer) => {
              resolve({ encoding: res.headers['content-encoding'], chunk: chunk.toString() });
              req.destroy();
            });
          },
        );
        req.on('error', reject);
        req.end();
        // Fail with a reason rather than at the test timeout when a compressor holds the event.
        setTimeout(() => reject(new Error('no event within 10 s: held back?')), 10_000).unref();
      },
    );
    // The stream is still open: the first event arrived without waiting for more bytes.
    expect(first.encoding).toBeUndefined();
    expect(first.chunk).toBe('data: first\n\n');
  });
});
