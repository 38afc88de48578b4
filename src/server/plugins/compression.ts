import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './spa';

/**
 * API replies smaller than this are sent plain. A reply this size, with its ~1.2 KB of headers,
 * reaches the client in the first flight of a TCP connection (RFC 6928's initial window: 10
 * segments of ~1,450 bytes), so compressing it saves no round trip, only link time: ~2 ms for the
 * ~7 KB a typical check saves, on 30 Mbit/s ward Wi-Fi. On the server it is not cheap: in the
 * running server (a heap of several hundred MB, the load generator on the other core) one gzip
 * call on an 11 KB check reply took ~150 µs, ~4× the same call in a bare script, and a new 10-drug
 * check cost the server ~640 µs of CPU compressed against ~450 µs plain (issue 24, measured side
 * by side with a client that does not inflate): a quarter of the check's capacity under a ward's
 * load. Larger replies (the OpenAPI document, the drug-name index, exports) still compress.
 */
export const COMPRESSION_THRESHOLD_BYTES = 13_000;

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
 * through a zlib stream (the plugin's default on two cores is 8 KB; the drug-class list is 43 KB,
 * a 20-drug check ~35 KB). Compressing an 11 KB check takes ~60 µs (gzip) to ~130 µs (brotli 4),
 * but the stream's pipeline, zlib context, thread-pool hand-off and chunked reply cost the event
 * loop more than that per response (issue 24's profile: the stream path was ~15% of the checker's
 * CPU).
 * Larger replies (exports, CSV) still stream.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 65_536;

/**
 * The fastest levels, for the replies above the threshold. API replies are repetitive JSON, and on
 * a two-core server compressing them was one of the largest costs of an interaction check after its
 * socket write (issue 24's profile: ~12% of the check's CPU with brotli 4 / gzip 6). Measured on
 * 200 real new-10-drug check replies (8.7 KB raw on average; best of 20 runs): brotli quality 1
 * ~43 µs for 2.13 KB against quality 4's ~150 µs for 1.90 KB (browsers ask for brotli); gzip
 * level 1 ~64 µs for 2.05 KB against level 6's ~90 µs for 1.90 KB. A few hundred bytes on a
 * hospital network are worth less than the CPU another clinician's check is waiting for. Static
 * files are unaffected: they are compressed once, at the highest levels, at build time.
 */
export const API_GZIP_LEVEL = 1;
export const API_BROTLI_QUALITY = 1;

/**
 * Compresses API replies of 13 KB and more with brotli or gzip at their fastest levels, as the
 * client accepts.
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
    zlibOptions: { level: API_GZIP_LEVEL },
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY } },
  });
}
