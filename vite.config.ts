import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { mantineCssPerComponent, pureZodSchemas } from './scripts/vite-plugins.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: path.resolve(here, 'src/client'),
  plugins: [react(), mantineCssPerComponent(), pureZodSchemas()],
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
