// The sign-in page's download budget, measured from the Vite manifest of a client build: the
// entry chunk, the sign-in page's lazy chunk and every chunk and stylesheet they import, counted
// as served (the brotli variant written by precompress.mjs when there is one, else the file).
// `npm run build` fails when the budget is exceeded; scripts/bundle-budget.int.test.ts checks it too.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Issue 10: the sign-in page loads at most 200 KB of JavaScript on the wire (1 KB = 1,000 bytes). */
export const SIGN_IN_JS_BUDGET_BYTES = 200_000;
/** The module (relative to the client root, src/client) that renders /auth, /login and /signup. */
export const SIGN_IN_MODULE = 'features/auth/auth-page.tsx';

function wireSize(clientDir, file) {
  const full = path.join(clientDir, file);
  const served = existsSync(`${full}.br`) ? `${full}.br` : full;
  return { raw: statSync(full).size, wire: statSync(served).size };
}

/**
 * The files a browser fetches to show the sign-in page, with their sizes: raw and on the wire.
 * @param {string} clientDir the build's output directory (dist/client)
 */
export function measureSignInPage(clientDir) {
  return measurePage(clientDir, SIGN_IN_MODULE);
}

/**
 * The files a browser fetches to show the page rendered by `modules` (relative to src/client),
 * before anything it loads lazily: the entry, those chunks and what they import statically.
 * @param {string} clientDir the build's output directory (dist/client)
 * @param {...string} modules e.g. app/shell/shell.tsx, features/patients/patient-page.tsx
 */
export function measurePage(clientDir, ...modules) {
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: build with build.manifest enabled`);
  /** @type {Record<string, {file: string, imports?: string[], css?: string[], isEntry?: boolean}>} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const roots = ['index.html', ...modules];
  for (const key of roots) {
    if (!manifest[key])
      throw new Error(`the build has no chunk for ${key}: update bundle-budget.mjs`);
  }
  const seen = new Set();
  const js = new Map();
  const css = new Map();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) js.set(chunk.file, wireSize(clientDir, chunk.file));
    for (const sheet of chunk.css ?? []) css.set(sheet, wireSize(clientDir, sheet));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  const total = (m, k) => [...m.values()].reduce((sum, s) => sum + s[k], 0);
  return {
    js: { files: js, raw: total(js, 'raw'), wire: total(js, 'wire') },
    css: { files: css, raw: total(css, 'raw'), wire: total(css, 'wire') },
  };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** A few lines for the build log; the first says whether the budget holds. */
export function describeSignInPage(measured, budget = SIGN_IN_JS_BUDGET_BYTES) {
  const within = measured.js.wire <= budget;
  return [
    `sign-in page JavaScript: ${kb(measured.js.wire)} on the wire (${kb(measured.js.raw)} raw, ` +
      `${measured.js.files.size} files); budget ${kb(budget)}: ${within ? 'ok' : 'EXCEEDED'}`,
    `sign-in page CSS: ${kb(measured.css.wire)} on the wire (${kb(measured.css.raw)} raw, ` +
      `${measured.css.files.size} files)`,
  ].join('\n');
}
