// Builds the client (Vite) and bundles the server (esbuild), then records a stamp of the sources
// so `npm start` knows whether a rebuild is needed.
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { writeFileSync, mkdirSync } from 'node:fs';
import { sourceStamp, ROOT } from './source-stamp.mjs';
import path from 'node:path';

const started = Date.now();
await viteBuild({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
await esbuild({
  entryPoints: [path.join(ROOT, 'src/server/main.ts')],
  outfile: path.join(ROOT, 'dist/server/main.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
writeFileSync(path.join(ROOT, 'dist/.source-stamp'), sourceStamp());
console.log(`built client and server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
