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
 * Buffered replies up to this size are compressed in one call on the request's thread instead of
 * through a zlib stream (the plugin's default on two cores is 8 KB, and a check of 10 new drugs
 * answers 3-19 KB). Compressing an 11 KB check takes ~60 µs (gzip) to ~130 µs (brotli 4), but the
 * stream's pipeline, zlib context, thread-pool hand-off and chunked reply cost the event loop more
 * than that per response (issue 24's profile: the stream path was ~15% of the checker's CPU).
 * Larger replies (exports, CSV) still stream.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 65_536;

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
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
  });
}
