// Builds the client (Vite), writes brotli and gzip variants of its files, checks the sign-in
// page's download budget, bundles the server (esbuild), then records a stamp of the sources so
// `npm start` knows whether a rebuild is needed. Exits non-zero when the budget is exceeded.
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { writeFileSync, mkdirSync } from 'node:fs';
import { sourceStamp, ROOT } from './source-stamp.mjs';
import { precompress } from './precompress.mjs';
import {
  SIGN_IN_JS_BUDGET_BYTES,
  describeSignInPage,
  measureSignInPage,
} from './bundle-budget.mjs';
import path from 'node:path';

const started = Date.now();
const clientDir = path.join(ROOT, 'dist/client');
await viteBuild({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
const compressed = await precompress(clientDir);
console.log(
  `compressed ${compressed.files} client files: ${(compressed.raw / 1000).toFixed(0)} KB -> ` +
    `${(compressed.br / 1000).toFixed(0)} KB brotli, ${(compressed.gz / 1000).toFixed(0)} KB gzip`,
);
const signIn = measureSignInPage(clientDir);
console.log(describeSignInPage(signIn));
if (signIn.js.wire > SIGN_IN_JS_BUDGET_BYTES) {
  console.error(
    'The sign-in page is over its JavaScript budget: load the new code lazily (a route, a tab, ' +
      'a dialog) or raise the budget in scripts/bundle-budget.mjs with a reason.',
  );
  process.exit(1);
}
await esbuild({
  // The server, and the backup tool for installs without dev dependencies (the container image).
  entryPoints: {
    main: path.join(ROOT, 'src/server/main.ts'),
    'backup-cli': path.join(ROOT, 'src/server/backup-cli.ts'),
    // The embedded database's thread, loaded by src/db/pglite-thread.ts from next to main.mjs.
    'pglite-worker': path.join(ROOT, 'src/db/pglite-worker.mjs'),
  },
  outdir: path.join(ROOT, 'dist/server'),
  outExtension: { '.js': '.mjs' },
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
