import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/**
 * Building a zod schema has no side effects, but the bundler cannot know it, so every schema that
 * a shared core module defines would reach the browser, zod with it, even where no client code
 * uses it. Marking each `= z.…` initialiser pure lets unused schemas (and zod) drop out.
 */
function pureZodSchemas(): Plugin {
  return {
    name: 'oncocds:pure-zod-schemas',
    // Before the TypeScript transform, on the source as written.
    enforce: 'pre',
    transform: {
      filter: { id: /\/src\/core\/.*\.ts$/, code: /from 'zod'/ },
      handler(code) {
        return { code: code.replace(/=(\s*)z(\s*)\./g, '=$1/* @__PURE__ */ z$2.'), map: null };
      },
    },
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: path.resolve(here, 'src/client'),
  plugins: [react(), pureZodSchemas()],
  build: {
    outDir: path.resolve(here, 'dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/bundle-budget.mjs; the server never serves dot-directories.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/src/core/') },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 3000,
    proxy: { '/api': apiTarget, '/auth/v1': apiTarget },
  },
});
