// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One-way imports (ARCHITECTURE.md): client -> core, server -> db -> core, knowledge -> core (types). */
const zones = [
  {
    target: './src/core',
    from: ['./src/server', './src/db', './src/client', './src/knowledge'],
    message: 'core is pure: it imports nothing from server, db, client or knowledge.',
  },
  {
    target: './src/knowledge',
    from: ['./src/server', './src/db', './src/client'],
    message: 'knowledge holds data and imports only core types.',
  },
  {
    target: './src/db',
    from: ['./src/server', './src/client'],
    message: 'db sits below server and never reaches the client.',
  },
  {
    target: './src/client',
    from: ['./src/server', './src/db', './src/knowledge'],
    message: 'the client talks to the server over HTTP only.',
  },
  {
    target: './src/server',
    from: ['./src/client'],
    message: 'the server never imports client code.',
  },
];

/** Sub-folders of a features directory: a new feature is isolated the day it is created. */
const featureFolders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const featureNames = featureFolders('./src/client/features');
/** Features do not import each other: each feature folder may import only itself. */
const featureZones = featureNames.map((name) => ({
  target: `./src/client/features/${name}`,
  from: './src/client/features',
  except: [`./${name}`],
  message: 'features do not import each other; move shared code to src/client/components or lib.',
}));

/** The server's features are isolated the same way; shared code lives in src/server/lib. */
const serverFeatureNames = featureFolders('./src/server/features');
const serverFeatureZones = [
  ...serverFeatureNames.map((name) => ({
    target: `./src/server/features/${name}`,
    from: './src/server/features',
    except: [`./${name}`],
    message: 'server features do not import each other; move shared code to src/server/lib.',
  })),
  {
    target: ['./src/server/lib', './src/server/plugins'],
    from: ['./src/server/features', './src/server/test-support'],
    message: 'lib and plugins sit below the features and never import tests.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'drizzle/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...zones, ...featureZones, ...serverFeatureZones] },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'debug', 'info'] }],
    },
  },
  {
    // Tests may bind the knowledge base to the pure engines they exercise.
    files: ['src/core/**/*.test.ts', 'src/core/**/*.bench.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // The core and int projects run without per-file isolation (vitest.config.ts): a module
    // mock, a stubbed global or fake timers in one file would leak into the next file of the worker.
    files: [
      'src/core/**/*.test.ts',
      'src/knowledge/**/*.test.ts',
      'src/server/**/*.test.ts',
      'src/db/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv', 'useFakeTimers', 'resetModules'].map(
          (property) => ({
            object: 'vi',
            property,
            message:
              'Unit and integration tests share one module cache per worker (isolate: false); keep them pure.',
          }),
        ),
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
