// Writes brotli (.br) and gzip (.gz) variants beside each compressible file of a client build, so
// the server sends them as they are (@fastify/static `preCompressed`) instead of compressing each
// response: maximum compression once at build time costs nothing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats a browser fetches. Source maps are left out: only developer tools read them. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a variant saves less than a packet; the file is served as it is. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // .vite holds the build manifest, which is never served.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name) && statSync(full).size >= MIN_BYTES) yield full;
  }
}

async function compressOne(file) {
  const source = readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A variant that is not smaller is not worth a second file; the server falls back to the file.
  if (br.length < source.length) writeFileSync(`${file}.br`, br);
  if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
  return {
    raw: source.length,
    br: Math.min(br.length, source.length),
    gz: Math.min(gz.length, source.length),
  };
}

/**
 * Compresses every compressible file under `dir` (a few at a time: zlib runs in libuv's pool).
 * @returns totals in bytes: raw, br and gz
 */
export async function precompress(dir) {
  const queue = [...files(dir)];
  const totals = { files: queue.length, raw: 0, br: 0, gz: 0 };
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const r = await compressOne(file);
      totals.raw += r.raw;
      totals.br += r.br;
      totals.gz += r.gz;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return totals;
}
