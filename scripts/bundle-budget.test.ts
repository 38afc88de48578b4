import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeSignInPage, measureSignInPage, SIGN_IN_MODULE } from './bundle-budget.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A client build in miniature: files of the given sizes, and their brotli variants. */
function build(files: Record<string, number>, manifest: Record<string, unknown>) {
  dir = mkdtempSync(path.join(tmpdir(), 'oncocds-budget-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  for (const [file, size] of Object.entries(files))
    writeFileSync(path.join(dir, file), 'x'.repeat(size));
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('the sign-in page budget', () => {
  it('counts the entry, the sign-in chunk and what they import, as served', () => {
    const d = build(
      {
        'assets/index.js': 3000,
        'assets/index.js.br': 1000,
        'assets/react.js': 5000,
        'assets/react.js.br': 2000,
        'assets/auth.js': 800, // under 1 KB: served as it is
        'assets/index.css': 900,
        'assets/dashboard.js': 9000,
        'assets/dashboard.js.br': 4000,
      },
      {
        'index.html': {
          file: 'assets/index.js',
          isEntry: true,
          imports: ['_react.js'],
          css: ['assets/index.css'],
          dynamicImports: [SIGN_IN_MODULE, 'features/dashboard/dashboard-page.tsx'],
        },
        '_react.js': { file: 'assets/react.js' },
        [SIGN_IN_MODULE]: { file: 'assets/auth.js', isDynamicEntry: true, imports: ['_react.js'] },
        'features/dashboard/dashboard-page.tsx': {
          file: 'assets/dashboard.js',
          isDynamicEntry: true,
        },
      },
    );
    const m = measureSignInPage(d);
    expect([...m.js.files.keys()].sort()).toEqual([
      'assets/auth.js',
      'assets/index.js',
      'assets/react.js',
    ]);
    expect(m.js.raw).toBe(8800);
    expect(m.js.wire).toBe(1000 + 2000 + 800);
    expect(m.css.wire).toBe(900);
    expect(describeSignInPage(m, 4000)).toMatch(/^sign-in page JavaScript: 3\.8 KB .*: ok$/m);
    expect(describeSignInPage(m, 3000)).toMatch(/budget 3\.0 KB: EXCEEDED/);
  });

  it('refuses to measure a build without the sign-in chunk', () => {
    const d = build({ 'assets/index.js': 10 }, { 'index.html': { file: 'assets/index.js' } });
    expect(() => measureSignInPage(d)).toThrow(/no chunk for features\/auth\/auth-page\.tsx/);
  });
});
