import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './spa';

/** Smaller replies gain less than the compression costs (the plugin's default, stated here). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * JSON, CSV and plain-text API replies: never `text/event-stream`, which must reach the client
 * event by event (a compressor holds bytes back until its buffer fills).
 */
export function isCompressibleApiType(contentType: string): boolean {
  const type = (contentType.split(';', 1)[0] ?? '').trim().toLowerCase();
  return (
    /^application\/(?:[\w.-]+\+)?json$/.test(type) || type === 'text/csv' || type === 'text/plain'
  );
}

/**
 * Compresses API replies above 1 KB with brotli (quality 4: fast) or gzip, as the client accepts.
 * The client's files are compressed once at build time and sent as they are
 * (`preCompressed` in spa.ts), so their routes are left alone here. Request bodies are never
 * decompressed: the API takes plain JSON only, and a small gzip body can inflate enormously.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // onRoute hooks run in the order they were added: this one marks static routes before the
  // compression plugin's own hook decides.
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url ?? route.path ?? '')) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: isCompressibleApiType,
  });
}
