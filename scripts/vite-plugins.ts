// Build plugins for the client (vite.config.ts): per-component Mantine CSS in cascade layers, and
// pure zod schemas. Both exist for the sign-in page's download budget (scripts/bundle-budget.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const coreDir = path.dirname(require.resolve('@mantine/core/styles.css'));
/** Mantine packages besides core whose one stylesheet this app may use, in cascade order. */
const OTHER_PACKAGES = ['dates', 'charts', 'notifications', 'spotlight'] as const;
const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global'] as const;

/** The id main.tsx imports for Mantine's global styles (and, in development, all of them). */
export const MANTINE_CSS_ID = 'virtual:mantine.css';
const RESOLVED_ID = '\0virtual:mantine.css';

/**
 * Core's component sheets in the order of its complete stylesheet, which lists every component
 * after the components it builds on (Button after UnstyledButton): the order their rules need.
 */
function coreComponentOrder(): string[] {
  const all = readFileSync(path.join(coreDir, 'styles.css'), 'utf8');
  const names = readdirSync(path.join(coreDir, 'styles'))
    .map((file) => /^([A-Za-z-]+)\.css$/.exec(file)?.[1])
    .filter((n): n is string => !!n && !(GLOBAL_SHEETS as readonly string[]).includes(n));
  const at = new Map(
    names.map((n) => [
      n,
      all.indexOf(readFileSync(path.join(coreDir, 'styles', `${n}.css`), 'utf8').trim()),
    ]),
  );
  const missing = names.filter((n) => (at.get(n) ?? -1) < 0);
  if (missing.length) throw new Error(`Mantine sheets not found in styles.css: ${missing}`);
  return names.sort((a, b) => (at.get(a) ?? 0) - (at.get(b) ?? 0));
}

const layerOf = (sheet: string) => `mantine.${sheet.replace(/[^A-Za-z0-9-]/g, '-')}`;
const inLayer = (sheet: string, css: string) => `@layer ${layerOf(sheet)} {\n${css}\n}\n`;

function packageSheet(pkg: string): string | null {
  try {
    return require.resolve(`@mantine/${pkg}/styles.css`);
  } catch {
    return null; // not installed
  }
}

/**
 * Mantine ships one 290 KB stylesheet and, since v7, one sheet per component. In a build this
 * plugin attaches each component's sheet to the component's own JavaScript (its CSS-module class
 * map, `<Name>.module.mjs`), so a stylesheet travels in the chunk of the route that renders the
 * component and the sign-in page loads only what it shows.
 *
 * Lazily loaded sheets arrive in navigation order, not in the order Mantine's rules expect, so
 * every sheet is wrapped in a cascade layer (`mantine.<Name>`) whose rank is declared once, up
 * front, in Mantine's own order. The app's CSS stays unlayered and so always wins over Mantine's,
 * whichever loaded last, as Mantine documents for `styles.layer.css`.
 *
 * In development (`vite` serve, where Mantine is pre-bundled into one module) the virtual sheet
 * simply holds every layered sheet.
 */
export function mantineCssPerComponent(): Plugin {
  let serving = false;
  const components = coreComponentOrder();
  const known = new Set(components);
  const order = [...GLOBAL_SHEETS, ...components, ...OTHER_PACKAGES].map(layerOf).join(', ');

  const sheet = (file: string) => readFileSync(file, 'utf8');
  const globalSheets = () =>
    GLOBAL_SHEETS.map((n) => inLayer(n, sheet(path.join(coreDir, 'styles', `${n}.css`)))).join('');

  return {
    name: 'oncocds:mantine-css-per-component',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === MANTINE_CSS_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      let css = `@layer ${order};\n${globalSheets()}`;
      if (serving) {
        for (const n of components)
          css += inLayer(n, sheet(path.join(coreDir, 'styles', `${n}.css`)));
        for (const pkg of OTHER_PACKAGES) {
          const file = packageSheet(pkg);
          if (file) css += inLayer(pkg, sheet(file));
        }
      }
      return css;
    },
    transform: {
      filter: { id: /[\\/]@mantine[\\/]/ },
      handler(code, id) {
        if (serving) return null;
        const file = id.split('?')[0] ?? id;
        // A component's class map: import its sheet beside it.
        const classMap = /[\\/]@mantine[\\/](\w+)[\\/]esm[\\/].*?([A-Za-z-]+)\.module\.mjs$/.exec(
          file,
        );
        if (classMap) {
          const [, pkg, name] = classMap as unknown as [string, string, string];
          const target =
            pkg === 'core'
              ? known.has(name)
                ? `@mantine/core/styles/${name}.css`
                : null
              : (OTHER_PACKAGES as readonly string[]).includes(pkg)
                ? `@mantine/${pkg}/styles.css`
                : null;
          if (!target) return null;
          return { code: `import '${target}';\n${code}`, map: null };
        }
        // A sheet: wrap it in its layer.
        const coreSheet = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([A-Za-z-]+)\.css$/.exec(file);
        if (coreSheet?.[1] && known.has(coreSheet[1]))
          return { code: inLayer(coreSheet[1], code), map: null };
        const pkgSheet = /[\\/]@mantine[\\/](\w+)[\\/]styles\.css$/.exec(file);
        if (pkgSheet?.[1] && (OTHER_PACKAGES as readonly string[]).includes(pkgSheet[1]))
          return { code: inLayer(pkgSheet[1], code), map: null };
        return null;
      },
    },
  };
}

/**
 * Building a zod schema has no side effects, but the bundler cannot know it, so every schema a
 * shared core module defines would reach the browser, and zod with it, even where no client code
 * uses it. Marking each `= z.…` initialiser pure lets unused schemas (and zod) drop out. Works
 * with `moduleSideEffects: false` for src/core (vite.config.ts): core is pure by rule.
 */
export function pureZodSchemas(): Plugin {
  return {
    name: 'oncocds:pure-zod-schemas',
    // Before the TypeScript transform, on the source as written.
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/]core[\\/].*\.ts$/, code: /from 'zod'/ },
      handler(code) {
        return { code: code.replace(/=(\s*)z(\s*)\./g, '=$1/* @__PURE__ */ z$2.'), map: null };
      },
    },
  };
}
